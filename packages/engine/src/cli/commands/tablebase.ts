/**
 * `variant-board tablebase d4d6 WHITE BLACK [--to-move white|black] [--white-squares light|dark]
 * [--black-squares light|dark] [--examples N]` prints the two-piece table's average, best and
 * worst positions; `variant-board tablebase d4d6 --position TEXT` prints one position's value.
 */
import { CliUsageError, flagString, parseArgs } from '../args.js';
import type { CliIO } from '../io.js';

const fmt = (v: number) => (v >= 0 ? '+' : '') + v.toFixed(6);

function squareColour(text: string | undefined, name: string): 'light' | 'dark' | undefined {
  if (text === undefined) return undefined;
  if (text !== 'light' && text !== 'dark') throw new CliUsageError(`--${name} must be light or dark, got "${text}"`);
  return text;
}

export async function tablebaseCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, ['position', 'to-move', 'white-squares', 'black-squares', 'examples']);
  const [id, whiteText, blackText] = args.positionals;
  if (id !== 'd4d6') throw new CliUsageError(`only d4d6 has a tablebase, got "${id ?? ''}"`);
  const tb = await import('../../variants/d4d6/tablebase.js');
  const position = flagString(args, 'position');
  if (position !== undefined) {
    const { variant } = await import('../../variants/d4d6/index.js');
    const state = variant.parsePosition(position);
    io.out(fmt(tb.tablebaseValue(state)));
    return 0;
  }
  if (!whiteText || !blackText) throw new CliUsageError('name the White and the Black piece (rato, formiga, gata, gato, cavalo)');
  const white = tb.parseTablebasePiece(whiteText);
  const black = tb.parseTablebasePiece(blackText);
  const toMoveText = flagString(args, 'to-move') ?? 'white';
  if (toMoveText !== 'white' && toMoveText !== 'black') throw new CliUsageError(`--to-move must be white or black, got "${toMoveText}"`);
  const examplesText = flagString(args, 'examples');
  const examples = examplesText === undefined ? 3 : Number(examplesText);
  if (!Number.isInteger(examples) || examples < 0) throw new CliUsageError(`--examples must be a whole number, got "${examplesText}"`);
  const t0 = performance.now();
  const summary = tb.tablebaseSummary(white, black, {
    toMove: toMoveText,
    whiteSquares: squareColour(flagString(args, 'white-squares'), 'white-squares'),
    blackSquares: squareColour(flagString(args, 'black-squares'), 'black-squares'),
    examples,
  });
  const seconds = (performance.now() - t0) / 1000;
  io.out(`d4d6 two-piece tablebase: White ${white} vs Black ${black}, ${summary.toMove} to move`);
  io.out(`positions: ${summary.count}`);
  io.out(`average:   ${fmt(summary.average)}`);
  for (const [label, part] of [['best', summary.best], ['worst', summary.worst]] as const) {
    io.out(`${label}:${' '.repeat(6 - label.length)}${fmt(part.value)} (${part.count} position${part.count === 1 ? '' : 's'})`);
    for (const e of part.examples) io.out(`  ${e.position}`);
  }
  io.out(`solved in ${seconds.toFixed(3)} s (${summary.sweeps} sweeps)`);
  return 0;
}

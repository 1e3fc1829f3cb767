import { CliUsageError, flagString, parseArgs } from '../args.js';
import type { CliIO } from '../io.js';
import { loadVariant } from '../../registry.js';

const SOLVABLE = ['sixstone'];

/**
 * `solve sixstone [--position TEXT]`: solves the whole game from the start by retrograde
 * analysis, prints the number of reachable positions, the start's value with its distance,
 * and the perfect first moves (or those of --position, which must be reachable).
 */
export async function solveCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, ['position']);
  const id = args.positionals[0];
  if (!id) throw new CliUsageError('missing variant');
  const variant = await loadVariant(id);
  if (!SOLVABLE.includes(id)) throw new CliUsageError(`only ${SOLVABLE.join(', ')} can be solved, not "${id}"`);
  const { solve } = await import('../../variants/sixstone/solve.js');
  const positionText = flagString(args, 'position');
  const state = positionText !== undefined ? variant.parsePosition(positionText) : variant.initial();

  const started = Date.now();
  const table = solve();
  const seconds = (Date.now() - started) / 1000;
  const s = table.stats;
  io.out(`${variant.name} solved by retrograde analysis in ${seconds.toFixed(1)} s (${(s.bytes / 1048576).toFixed(0)} MiB of tables)`);
  io.out(`reachable positions: ${s.reachable} (stones and side to move; ${s.reachableIndexed} when colours are swapped to put the mover first)`);
  io.out(`of those ${s.reachableIndexed}, the side to move wins ${s.wins}, loses ${s.losses}, draws ${s.draws}; longest forced end ${s.maxDistance} plies`);

  if (!table.reachable(state)) {
    io.err(`The position ${variant.formatPosition(state)} cannot be reached from the start.`);
    return 1;
  }
  const side = variant.toMove(state) === 'white' ? 'White' : 'Black';
  const v = table.value(state);
  const label = positionText !== undefined ? `position ${variant.formatPosition(state)}` : 'start position';
  const text =
    v.result === 'draw'
      ? 'draw: neither side can force a win'
      : `${v.result === 'win' ? side : side === 'White' ? 'Black' : 'White'} wins in ${v.distance} plies (${side} to move ${v.result === 'win' ? 'wins' : 'loses'})`;
  io.out(`${label}: ${text}`);
  if (variant.phase(state) === 'over') return 0;
  const best = table.bestActions(state).map((a) => variant.formatAction(state, a));
  io.out(`perfect moves: ${best.join(' ')}`);
  return 0;
}

/**
 * `npx variant-board <command> ...`. Each command lives in its own module under
 * `commands/` and is loaded only when used.
 */
import { VariantBoardError } from '../core/errors.js';
import { CliUsageError } from './args.js';

import type { CliIO, Command } from './io.js';

export type { CliIO, Command } from './io.js';

const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  perft: {
    summary: 'perft <variant> <depth> [--position TEXT] [--divide] [--dice] [--options k=v,...]',
    load: () => import('./commands/perft.js').then((m) => m.perftCommand),
  },
  moves: {
    summary: 'moves <variant> [--position TEXT] [--roll R] [--options k=v,...]',
    load: () => import('./commands/moves.js').then((m) => m.movesCommand),
  },
  replay: {
    summary: 'replay <variant> FILE|-',
    load: () => import('./commands/replay.js').then((m) => m.replayCommand),
  },
  solve: { summary: 'solve sixstone [--position TEXT]', load: () => import('./commands/solve.js').then((m) => m.solveCommand) },
  verify: {
    summary: 'verify FILE|- [--known FILE]   (a play-by-post record or link: exit 0 when every roll, move and signature verifies)',
    load: () => import('./commands/verify.js').then((m) => m.verifyCommand),
  },
  tablebase: { summary: 'tablebase d4d6 WHITE BLACK [--to-move white|black] [--white-squares light|dark] [--black-squares light|dark] | tablebase d4d6 --position TEXT', load: () => import('./commands/tablebase.js').then((m) => m.tablebaseCommand) },
};

export function usage(): string {
  return ['usage: variant-board <command> ...', ...Object.values(commands).map((c) => `  variant-board ${c.summary}`)].join('\n');
}

export async function main(argv: string[], io: CliIO = nodeIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command "${name}".\n${usage()}`);
    return 2;
  }
  try {
    return await (await command.load())(rest, io);
  } catch (err) {
    if (err instanceof CliUsageError) {
      io.err(`${err.message}\nusage: variant-board ${command.summary}`);
      return 2;
    }
    if (err instanceof VariantBoardError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}

function nodeIO(): CliIO {
  return {
    out: (line) => process.stdout.write(line + '\n'),
    err: (line) => process.stderr.write(line + '\n'),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    readFile: async (path) => (await import('node:fs/promises')).readFile(path, 'utf8'),
  };
}

import { divide, perft } from '../../core/search-helpers.js';
import { CliUsageError, parseArgs } from '../args.js';
import { variantAndState } from '../common.js';
import type { CliIO } from '../io.js';

export async function perftCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, ['position', 'options']);
  const depthText = args.positionals[1];
  const depth = Number(depthText);
  if (!depthText || !Number.isInteger(depth) || depth < 0) throw new CliUsageError(`depth must be a whole number, got "${depthText ?? ''}"`);
  const { variant, state } = await variantAndState(args);
  const opts = { dice: args.flags.has('dice') };
  if (args.flags.has('divide')) {
    let total = 0;
    for (const { notation, count } of divide(variant, state, depth, opts)) {
      io.out(`${notation}: ${count}`);
      total += count;
    }
    io.out('');
    io.out(String(total));
  } else {
    io.out(String(perft(variant, state, depth, opts)));
  }
  return 0;
}

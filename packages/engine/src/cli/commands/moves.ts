import { flagString, parseArgs } from '../args.js';
import { variantAndState } from '../common.js';
import type { CliIO } from '../io.js';

export async function movesCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, ['position', 'options', 'roll']);
  const built = await variantAndState(args);
  const { variant } = built;
  let { state } = built;
  const roll = flagString(args, 'roll');
  if (roll !== undefined) state = variant.applyChance(state, variant.parseChance(state, roll));
  const phase = variant.phase(state);
  if (phase === 'chance') {
    io.err('The dice must be rolled first: give --roll, one of: ' + variant.chanceOutcomes(state).map((o) => o.notation).join(' '));
    return 1;
  }
  for (const action of variant.legalActions(state)) io.out(variant.formatAction(state, action));
  return 0;
}

/**
 * Seeded positions for the search's tests and benches (not a test file itself): a decision point
 * after `plies` random decisions, the dice seeded too, or the last one reached before the game ended.
 */
import { randomInt, seededRandom } from '../src/core/random.js';
import { rollChance } from '../src/core/search-helpers.js';
import type { AnyVariant } from '../src/core/types.js';

export function randomPosition(v: AnyVariant, plies: number, seed: string): unknown {
  const rng = seededRandom(seed);
  let s = v.initial();
  let last = s;
  for (let n = 0; n < plies; ) {
    const phase = v.phase(s);
    if (phase === 'over') break;
    if (phase === 'chance') {
      s = v.applyChance(s, rollChance(v, s, rng).outcome);
      continue;
    }
    last = s;
    const acts = v.legalActions(s);
    s = v.apply(s, acts[randomInt(rng, acts.length)]);
    n++;
  }
  while (v.phase(s) === 'chance') s = v.applyChance(s, rollChance(v, s, rng).outcome);
  return v.phase(s) === 'decision' ? s : last;
}

/**
 * An outside opponent for the dice games' benches (not used by the game): a player who always
 * takes the best immediate capture chance, as the puzzles' odds ranking counts it
 * (packages/engine/src/puzzles/odds.ts), knowing nothing else of the game. At each decision:
 * a move that wins at once; else, where a roll follows, the choice whose exact chance over that
 * roll is best (its own capture when it rolls next, the fewest captures for the opponent when
 * the opponent rolls next); else a capture; else any move. Ties are broken by a seeded draw.
 */
import type { AnyVariant } from '../packages/engine/src/core/types.js';
import { type RandomSource, randomInt } from '../packages/engine/src/core/random.js';
import { capturesWith, chanceAfter, rollerAfter } from '../packages/engine/src/puzzles/odds.js';

export class OddsPlayer {
  constructor(private readonly rng: RandomSource) {}

  choose(v: AnyVariant, s: unknown): unknown {
    const actions = Array.from(v.legalActions(s) as ArrayLike<unknown>);
    if (actions.length === 1) return actions[0];
    const me = v.toMove(s);
    for (const a of actions) {
      const next = v.apply(s, a);
      if (v.phase(next) === 'over' && v.result(next)?.winner === me) return a;
    }
    let best = -Infinity;
    let ties: unknown[] = [];
    for (const a of actions) {
      const who = rollerAfter(v, s, a);
      let score: number;
      if (who === 'mover') score = chanceAfter(v, s, a, 'mover-captures')!;
      else if (who === 'opponent') score = -chanceAfter(v, s, a, 'opponent-captures')!;
      else score = capturesWith(v, s, a) ? 2 : 1; // no roll next: a capture first
      if (score > best + 1e-12) (best = score), (ties = [a]);
      else if (Math.abs(score - best) <= 1e-12) ties.push(a);
    }
    return ties[randomInt(this.rng, ties.length)];
  }
}

/**
 * Which games can be solved exactly: those whose engine offers a whole-game table through the
 * `solver` hook of the Variant interface. Local solves key positions by the game's `hash`
 * (see solve.ts), so nothing here depends on which game it is.
 */
import type { AnyVariant, Solver } from '../engine.js';
import type { ValueOf } from './solve.js';

export interface GameTable {
  /** Builds (once) the whole game's table. */
  readonly whole: () => Promise<ValueOf>;
}

const cache = new Map<string, Promise<ValueOf>>();

/** The game's perfect-play support, or null when it has none. */
export function tableFor(v: AnyVariant): GameTable | null {
  if (typeof v.solver !== 'function') return null;
  const whole = (): Promise<ValueOf> => {
    let p = cache.get(v.id);
    if (!p) {
      p = v.solver!().then((solver: Solver<unknown>) => (s: unknown) => {
        // A dice game's table gives an expected result with no distance: the panel's win/draw
        // wording would misread it, so such positions fall back to the computer's evaluation.
        const value = solver.value(s);
        return value && value.expected === undefined ? value : null;
      });
      cache.set(v.id, p);
    }
    return p;
  };
  return { whole };
}

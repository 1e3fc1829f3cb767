/**
 * Which games can be solved exactly: those whose engine offers a whole-game table through the
 * `solver` hook of the Variant interface (and, through `quickSolver`, a part of it that is ready
 * at once). Local solves key positions by the game's `hash` (see solve.ts), so nothing here
 * depends on which game it is.
 */
import type { AnyVariant, Solver } from '../engine.js';
import type { ValueOf } from './solve.js';

export interface GameTable {
  /** Builds (once) the whole game's table. */
  readonly whole: () => Promise<ValueOf>;
  /** The whole table if it is built already, else null (nothing is started). */
  readonly wholeIfReady: () => ValueOf | null;
  /** The part of the table that is ready at once, when the game offers one. */
  readonly quick: (() => Promise<ValueOf>) | null;
}

const wholeTables = new Map<string, Promise<ValueOf>>();
const builtTables = new Map<string, ValueOf>();
const quickTables = new Map<string, Promise<ValueOf>>();

/**
 * A dice game's table gives an expected result with no distance: the panel's win/draw wording
 * would misread it, so such positions fall back to the computer's evaluation.
 */
const exactOnly = (solver: Solver<unknown>): ValueOf => (s: unknown) => {
  const value = solver.value(s);
  return value && value.expected === undefined ? value : null;
};

/** The game's perfect-play support, or null when it has none. */
export function tableFor(v: AnyVariant): GameTable | null {
  if (typeof v.solver !== 'function') return null;
  const whole = (): Promise<ValueOf> => {
    let p = wholeTables.get(v.id);
    if (!p) {
      p = v.solver!().then(exactOnly);
      wholeTables.set(v.id, p);
      void p.then((t) => builtTables.set(v.id, t), () => wholeTables.delete(v.id));
    }
    return p;
  };
  const quick = typeof v.quickSolver === 'function'
    ? (): Promise<ValueOf> => {
      let p = quickTables.get(v.id);
      if (!p) {
        p = v.quickSolver!().then(exactOnly);
        quickTables.set(v.id, p);
      }
      return p;
    }
    : null;
  return { whole, wholeIfReady: () => builtTables.get(v.id) ?? null, quick };
}

/**
 * Which games can be solved exactly, and how: a fast position key for the local solve and,
 * for positions too large for it, the game's whole-game table (the `solver` hook of the
 * engine's Variant, or Six Stone's retrograde solver until that hook lands).
 */
import type { AnyVariant, Solver } from '../engine.js';
import type { ValueOf } from './solve.js';

export interface GameTable {
  /** A number equal for equal positions (faster than the game's text key). */
  readonly fastKey?: (state: unknown) => number;
  /** Builds (once) the whole game's table. */
  readonly whole: () => Promise<ValueOf>;
}

interface Masks {
  readonly white: number;
  readonly black: number;
  readonly toMove: 'white' | 'black';
}

const sixstoneKey = (s: unknown): number => {
  const m = s as Masks;
  return m.white + m.black * 0x10000 + (m.toMove === 'black' ? 0x100000000 : 0);
};

async function sixstoneWhole(): Promise<ValueOf> {
  const { solve } = await import('../../../engine/src/variants/sixstone/solve.js');
  const table = solve();
  return (s) => (table.reachable(s as Masks) ? table.value(s as Masks) : null);
}

const cache = new Map<string, Promise<ValueOf>>();
const once = (id: string, make: () => Promise<ValueOf>) => (): Promise<ValueOf> => {
  let p = cache.get(id);
  if (!p) cache.set(id, (p = make()));
  return p;
};

/** The game's perfect-play support, or null when it has none (dice games, large boards). */
export function tableFor(v: AnyVariant): GameTable | null {
  const fastKey = v.id === 'sixstone' ? sixstoneKey : undefined;
  if (typeof v.solver === 'function') {
    const whole = once(v.id, async () => {
      const solver = (await v.solver!()) as Solver<unknown>;
      // A dice game's table gives an expected result with no distance: the panel's win/draw
      // wording would misread it, so such positions fall back to the computer's evaluation.
      return (s) => {
        const value = solver.value(s);
        return value && value.expected === undefined ? value : null;
      };
    });
    return fastKey ? { fastKey, whole } : { whole };
  }
  if (v.id === 'sixstone') return { fastKey: sixstoneKey, whole: once(v.id, sixstoneWhole) };
  return null;
}

/** A move given in the game's notation as an arrow (hints, analysis): from and to cells, when it has both. */
import type { AnyVariant } from './engine.js';

export function hintArrow(v: AnyVariant, state: unknown, notation: string): readonly [string, string] | null {
  try {
    const av = v.actionView(state, v.parseAction(state, notation));
    const from = av.from && 'cell' in av.from ? av.from.cell : undefined;
    return from && av.to ? [from, av.to] : null;
  } catch {
    return null;
  }
}

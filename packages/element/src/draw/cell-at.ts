/**
 * Which cell a pointer is over, for the board's pointer input (ui.ts) and the editor's: a module
 * of its own so that a diagram, which takes no pointer input, does not carry it.
 */
import type { Layout } from './scene.js';

/** The cell (or nothing) under a point in view-box units. */
export function cellAt(L: Layout, x: number, y: number): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of L.geometry.cells) {
    const p = L.at(c);
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < bestD) { bestD = d; best = c.id; }
  }
  return bestD <= L.s * 0.75 ? best : null;
}

/** Keyboard moves between cells: the cell lying most nearly in a screen direction (the controls and the editor). */
import type { Layout } from './draw/scene.js';

/** The neighbour of a cell lying most nearly in a screen direction. */
export function neighbourToward(L: Layout, id: string, dx: number, dy: number, preferDown = false): string | null {
  const c = L.cells.get(id);
  if (!c) return null;
  const p = L.at(c);
  const listed = Object.values(L.geometry.neighbours[id] ?? {});
  const candidates = listed.length ? listed : L.geometry.cells.map((x) => x.id).filter((x) => x !== id);
  const len = Math.hypot(dx, dy);
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const n of candidates) {
    const cn = L.cells.get(n);
    if (!cn) continue;
    const q = L.at(cn);
    const vx = q.x - p.x, vy = q.y - p.y;
    const d = Math.hypot(vx, vy);
    if (d === 0) continue;
    const cos = (vx * dx + vy * dy) / (d * len);
    if (cos < 0.5) continue;
    // Prefer the best aligned, then the nearest, then (for ties on hex boards) up or down.
    const score = cos * 10 - d / (L.s * 4) + (preferDown ? vy : -vy) / (L.s * 100);
    if (score > bestScore) { bestScore = score; best = n; }
  }
  return best;
}

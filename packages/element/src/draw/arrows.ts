/**
 * Arrows on a board: solid ones for teaching diagrams (the `arrows` attribute, parsed here so
 * that boards without arrows do not load its parser; a record's `[%cal]` marks), hollow ones
 * with a ring at their start for suggested and perfect moves (hints, analysis). Loaded by a
 * board that shows arrows and by the parts that draw some (notes, analysis, the static
 * renderer), each of which registers it with scene.ts's `setArrowDrawer`.
 */
import type { Shape } from './shapes.js';
import type { Layout, SceneInput } from './scene.js';
import { pts } from './scene.js';
import { r2 } from './shapes.js';
import { arrowEnds } from './arrow-token.js';

/** Teaching arrows' colour (unless a record gives one), and suggested moves'. */
const ARROW = '#15803d', BEST = '#1d4ed8';

export function drawArrows(L: Layout, input: SceneInput, shapes: Shape[]): void {
  const s = L.s;
  const cellOf = (id: string | undefined) => (id ? L.cells.get(id) : undefined);
  const given = [...parseArrows(input.arrowText, [...L.cells.keys()]), ...(input.arrows ?? [])];
  // The two kinds differ by shape as well as colour.
  const arrows = [...given.map((a) => [a, 0] as const), ...(input.best ?? []).map((a) => [a, 1] as const)];
  for (const [[a, b, tint], hollow] of arrows) {
    const ca = cellOf(a), cb = cellOf(b);
    if (!ca || !cb || a === b) continue;
    const p = L.at(ca), q = L.at(cb);
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const ux = (q.x - p.x) / len, uy = (q.y - p.y) / len;
    const head = s * 0.34, w = s * 0.2;
    const ex = q.x - ux * s * 0.12, ey = q.y - uy * s * 0.12;
    const hx = ex - ux * head, hy = ey - uy * head;
    const colour = hollow ? BEST : tint ?? ARROW;
    const tip = pts([{ x: ex, y: ey }, { x: hx - uy * w, y: hy + ux * w }, { x: hx + uy * w, y: hy - ux * w }]);
    const x1 = r2(p.x + ux * s * 0.15), y1 = r2(p.y + uy * s * 0.15);
    shapes.push({
      kind: 'g', cls: hollow ? 'arrow best' : 'arrow', opacity: 0.82, children: hollow
        ? [
          { kind: 'circle', cx: r2(p.x), cy: r2(p.y), r: r2(s * 0.16), fill: 'none', stroke: colour, strokeWidth: r2(s * 0.05) },
          { kind: 'line', x1, y1, x2: r2(hx), y2: r2(hy), stroke: colour, strokeWidth: r2(s * 0.06), dash: `${r2(s * 0.12)} ${r2(s * 0.07)}` },
          { kind: 'polygon', points: tip, fill: '#ffffff', stroke: colour, strokeWidth: r2(s * 0.05) },
        ]
        : [
          { kind: 'line', x1, y1, x2: r2(hx), y2: r2(hy), stroke: colour, strokeWidth: r2(s * 0.13), linecap: 'round' },
          { kind: 'polygon', points: tip, fill: colour },
        ],
    });
  }
}

/**
 * Arrows as `e2e4 g1-f3 a1>b2` (or an array of pairs). A token without a separator is split
 * where both halves are cells of the board, so cell names of any length work.
 */
export function parseArrows(
  v: string | readonly (readonly [string, string])[] | null | undefined,
  cells: readonly string[],
): [string, string][] {
  if (!v) return [];
  if (Array.isArray(v)) return v.map(([a, b]) => [a, b] as [string, string]);
  const known = new Set(cells);
  const out: [string, string][] = [];
  for (const tok of (v as string).split(/[\s,;]+/).filter(Boolean)) {
    const ends = arrowEnds(tok, known);
    if (ends) out.push(ends);
  }
  return out;
}

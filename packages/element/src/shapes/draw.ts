/**
 * Draws the shapes made by hand over the pieces: arrows and circles in their brush, and, while one
 * is being drawn, the shape so far (fainter). The shapes part hands it to the scene builder (the
 * scene input's `drawn`); sizes follow each cell's shape, so squares, hexes and points alike.
 */
import type { CellInfo } from '../engine.js';
import type { Layout } from '../draw/scene.js';
import { pts } from '../draw/scene.js';
import type { Shape } from '../draw/shapes.js';
import { r2 } from '../draw/shapes.js';
import type { Brush, DrawnShape } from './model.js';

/** A shape to draw; `preview`: the one being drawn. */
export type ShownShape = DrawnShape | { readonly from: string; readonly to?: string | undefined; readonly brush: Brush; readonly preview: true };

/** The brushes' colours (lichess's four, a little deeper so that they read on every cell tone). */
export const BRUSH_COLOURS: Record<Brush, string> = { green: '#15781b', red: '#b4262a', blue: '#1d4ed8', yellow: '#d97706' };

/** How far a cell reaches from its centre, in board units: what circles and arrow ends are measured by. */
function reach(L: Layout, c: CellInfo): number {
  return c.shape === 'hex' ? L.s * 0.82 : c.shape === 'point' ? L.s * 0.4 : L.s * 0.5;
}

function arrow(L: Layout, a: CellInfo, b: CellInfo, colour: string, cls: string, opacity: number): Shape {
  const p = L.at(a), q = L.at(b);
  const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  const ux = (q.x - p.x) / len, uy = (q.y - p.y) / len;
  // Thickness and head by the board's cell size (hexes are drawn larger than squares of the same size).
  const k = reach(L, a) / (L.s * 0.5);
  const w = L.s * 0.15 * Math.min(k, 1.4), head = w * 2.6, half = w * 1.55;
  const end = reach(L, b) * 0.45;
  const ex = q.x - ux * end, ey = q.y - uy * end;
  const hx = ex - ux * head, hy = ey - uy * head;
  return {
    kind: 'g', cls, opacity, children: [
      { kind: 'line', x1: r2(p.x), y1: r2(p.y), x2: r2(hx), y2: r2(hy), stroke: colour, strokeWidth: r2(w), linecap: 'round' },
      { kind: 'polygon', points: pts([{ x: ex, y: ey }, { x: hx - uy * half, y: hy + ux * half }, { x: hx + uy * half, y: hy - ux * half }]), fill: colour },
    ],
  };
}

function circle(L: Layout, c: CellInfo, colour: string, cls: string, opacity: number): Shape {
  const { x, y } = L.at(c), r = reach(L, c);
  return { kind: 'circle', cls, cx: x, cy: y, r: r2(r * 0.88), fill: 'none', stroke: colour, strokeWidth: r2(Math.max(r * 0.13, L.s * 0.05)), opacity };
}

export function drawShapes(L: Layout, shapes: readonly ShownShape[], out: Shape[]): void {
  for (const s of shapes) {
    const a = L.cells.get(s.from), b = s.to !== undefined ? L.cells.get(s.to) : undefined;
    if (!a) continue;
    const colour = BRUSH_COLOURS[s.brush], preview = 'preview' in s;
    const cls = `drawn ${s.brush}${preview ? ' preview' : ''}`, opacity = preview ? 0.5 : 0.82;
    out.push(b && b !== a ? arrow(L, a, b, colour, `${cls} drawn-arrow`, opacity) : circle(L, a, colour, `${cls} drawn-circle`, opacity));
  }
}

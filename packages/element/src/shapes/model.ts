/**
 * Shapes drawn on a board by hand (right-drag, the pen, the keyboard) or set as `board.shapes`: an
 * arrow from one cell to another, or a circle on one cell, in one of four brushes. Plain data and
 * pure functions (no DOM): what the shapes part draws, toggles, checks and keeps in a record.
 */
import { VariantBoardError } from '../engine.js';
import type { ArrowMark, CellMark, MarkColour } from '../../../engine/src/core/record-tree.js';

export type Brush = 'green' | 'red' | 'blue' | 'yellow';

/** An arrow (`to` set and not `from`) or a circle on `from`. */
export interface DrawnShape {
  readonly from: string;
  readonly to?: string;
  readonly brush: Brush;
}

/** Each brush's letter in a record's `[%cal]`/`[%csl]`, as lichess and the record reader write them. */
const LETTER: Record<Brush, MarkColour> = { green: 'G', red: 'R', blue: 'B', yellow: 'Y' };
const BRUSH_OF: Record<MarkColour, Brush> = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' };
export const BRUSHES = Object.keys(LETTER) as Brush[];

/** The brush that modifier keys choose, as on lichess: none green, Shift red, Alt blue, both yellow. */
export function brushOf(e: { readonly shiftKey: boolean; readonly altKey: boolean }): Brush {
  return e.shiftKey ? (e.altKey ? 'yellow' : 'red') : e.altKey ? 'blue' : 'green';
}

/** A shape as one word: `e2e4` for an arrow, `e4` for a circle (keys, announcements). */
export const shapeKey = (s: { readonly from: string; readonly to?: string | undefined }): string => (s.to === undefined ? s.from : `${s.from}>${s.to}`);

/**
 * The drawing after drawing `shape` again: the same shape in the same brush goes away, in
 * another brush it takes the new one, and a new shape is added on top.
 */
export function toggleShape(list: readonly DrawnShape[], shape: DrawnShape): { shapes: DrawnShape[]; removed: boolean } {
  const key = shapeKey(shape);
  const same = list.find((s) => shapeKey(s) === key);
  const rest = list.filter((s) => s !== same);
  if (same && same.brush === shape.brush) return { shapes: rest, removed: true };
  return { shapes: [...rest, shape], removed: false };
}

const bad = (token: string, message: string) => new VariantBoardError('bad-shape', `Bad shape: ${message}.`, { token });

/**
 * `board.shapes` as given by a script, checked against the board's cells: an array of
 * `{ from, to?, brush? }` (brush green when left out). Throws a `bad-shape` error naming the
 * first token at fault; a circle is a shape without `to` (or with `to` equal to `from`).
 */
export function checkShapes(value: unknown, cells: ReadonlySet<string>): DrawnShape[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw bad(String(value), `shapes are an array of { from, to?, brush }, not ${JSON.stringify(value) ?? String(value)}`);
  const seen = new Map<string, DrawnShape>();
  value.forEach((item: unknown, i) => {
    if (!item || typeof item !== 'object') throw bad(String(item), `shape ${i + 1} is ${JSON.stringify(item)}, not an object { from, to?, brush }`);
    const { from, to, brush = 'green' } = item as { from?: unknown; to?: unknown; brush?: unknown };
    const cell = (v: unknown, field: string): string => {
      if (typeof v !== 'string' || !cells.has(v)) throw bad(String(v), `${field} of shape ${i + 1}, ${JSON.stringify(v) ?? String(v)}, is not a cell of this board`);
      return v;
    };
    const a = cell(from, 'from'), b = to === undefined || to === null ? undefined : cell(to, 'to');
    if (typeof brush !== 'string' || !(BRUSHES as string[]).includes(brush)) {
      throw bad(String(brush), `brush of shape ${i + 1}, ${JSON.stringify(brush)}, is not one of ${BRUSHES.join(', ')}`);
    }
    const shape: DrawnShape = b === undefined || b === a ? { from: a, brush: brush as Brush } : { from: a, to: b, brush: brush as Brush };
    // The same shape twice: the last one given is drawn (once).
    seen.delete(shapeKey(shape));
    seen.set(shapeKey(shape), shape);
  });
  return [...seen.values()];
}

/** The shapes as a record node's marks (`[%cal]` arrows, `[%csl]` cells). */
export function toMarks(shapes: readonly DrawnShape[]): { arrows: ArrowMark[]; highlights: CellMark[] } {
  return {
    arrows: shapes.filter((s) => s.to !== undefined).map((s) => ({ from: s.from, to: s.to!, colour: LETTER[s.brush] })),
    highlights: shapes.filter((s) => s.to === undefined).map((s) => ({ cell: s.from, colour: LETTER[s.brush] })),
  };
}

/** A record node's marks as shapes. */
export function fromMarks(node: { readonly arrows: readonly ArrowMark[]; readonly highlights: readonly CellMark[] }): DrawnShape[] {
  return [
    ...node.arrows.map((a) => ({ from: a.from, to: a.to, brush: BRUSH_OF[a.colour] })),
    ...node.highlights.map((h) => ({ from: h.cell, brush: BRUSH_OF[h.colour] })),
  ];
}

/** The `shapes-change` event's detail: the drawing now. */
export interface ShapesChangeDetail {
  readonly shapes: readonly DrawnShape[];
}

/**
 * The arrows and marked cells that a game record's comment gives the shown position
 * (`[%cal Ge2e4]`, `[%csl Re4]`), in the drawing's terms. Kept tiny: the core bundle draws
 * them; everything else about annotations loads later (notes.ts).
 */
import type { CellMark, ArrowMark, MarkColour } from '../../../engine/src/core/record-tree.js';

/** Arrow colour, then a cell mark's tint and outline, for each record colour letter. */
const COLOURS: Record<MarkColour, readonly [string, string, string]> = {
  G: ['#15803d', '#2f9e68', '#166534'],
  R: ['#b91c1c', '#dc2626', '#991b1b'],
  Y: ['#ca8a04', '#eab308', '#854d0e'],
  B: ['#1d4ed8', '#3b82f6', '#1e3a8a'],
};

export interface DrawnMarks {
  readonly arrows: readonly (readonly [string, string, string])[];
  readonly cells: readonly { readonly cell: string; readonly fill: string; readonly line: string }[];
}

const NONE: DrawnMarks = { arrows: [], cells: [] };

/** What to draw for a record node (nothing for none). */
export function drawnMarks(node: { readonly arrows: readonly ArrowMark[]; readonly highlights: readonly CellMark[] } | null | undefined): DrawnMarks {
  if (!node || (!node.arrows.length && !node.highlights.length)) return NONE;
  return {
    arrows: node.arrows.map((a) => [a.from, a.to, COLOURS[a.colour][0]] as const),
    cells: node.highlights.map((h) => ({ cell: h.cell, fill: COLOURS[h.colour][1], line: COLOURS[h.colour][2] })),
  };
}

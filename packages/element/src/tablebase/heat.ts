/**
 * The heat map as data (no DOM): which value each square gets, and the board scene with the
 * squares coloured. The board itself (cells, shaded areas, coordinates, pieces, arrows) comes
 * from the element's drawing model; the colours go in between the board and the pieces.
 */
import type { BoardGeometry, Facing, PositionView } from '../engine.js';
import { buildScene, cellPolygon, layout, setArrowDrawer, type Scene } from '../draw/scene.js';
import { FONT, r2, type Shape } from '../draw/shapes.js';
import type { Placement, SideName, TableAnswer } from './protocol.js';
import { formatValue, heatColour, inkFor } from './scale.js';
import { drawArrows } from '../draw/arrows.js';
import '../draw/features.js'; // the board's areas and the d4 d6 pieces

setArrowDrawer(drawArrows);

export interface HeatCell {
  readonly cell: string;
  /** White's expected result, or null where the piece cannot stand like this. */
  readonly value: number | null;
  /** The placement read (a Cavalo's facing may be forced on the border). */
  readonly placement: Placement | null;
  /** The facing differs from the one asked for because the rules force it here. */
  readonly forced: boolean;
  /** Why there is no value: the other piece stands here, or the facing is impossible here. */
  readonly reason?: 'fixed' | 'facing';
}

/**
 * The placement of a piece on `cell` with the facing asked for, if the table has it; on a
 * square where only one facing is possible (the border), that one; otherwise none, or with
 * `fallback` the first facing the rules allow there.
 */
export function placementOn(placements: readonly Placement[], cell: string, facing: Facing | null, fallback = false): { p: Placement; forced: boolean } | null {
  const here = placements.filter((p) => p.cell === cell);
  if (here.length === 0) return null;
  const exact = here.find((p) => p.facing === null || p.facing === facing);
  if (exact) return { p: exact, forced: false };
  if (here.length === 1 || fallback) return { p: here[0]!, forced: true };
  return null;
}

/** Index of a placement in the table's list, -1 if absent. */
const indexOf = (list: readonly Placement[], p: Placement) => list.findIndex((q) => q.cell === p.cell && q.facing === p.facing);

/** The value of one position from a table (White's view), NaN where the pieces share a square. */
export function tableValue(t: TableAnswer, white: Placement, black: Placement, toMove: SideName): number {
  const w = indexOf(t.whitePlacements, white), b = indexOf(t.blackPlacements, black);
  if (w < 0 || b < 0) return NaN;
  return t.values[(w * t.blackPlacements.length + b) * 2 + (toMove === 'black' ? 1 : 0)]!;
}

export interface HeatQuery {
  /** Whose piece is spread over the board; the other stands on `fixed`. */
  readonly heat: SideName;
  readonly fixed: Placement;
  /** Facing asked for the spread piece when it is a Cavalo. */
  readonly heatFacing: Facing | null;
  readonly toMove: SideName;
}

/** A value for every square of the playing area (cells in the table's order). */
export function heatValues(t: TableAnswer, q: HeatQuery): Map<string, HeatCell> {
  const out = new Map<string, HeatCell>();
  const list = q.heat === 'white' ? t.whitePlacements : t.blackPlacements;
  const cells = [...new Set(list.map((p) => p.cell))];
  for (const cell of cells) {
    if (cell === q.fixed.cell) {
      out.set(cell, { cell, value: null, placement: null, forced: false, reason: 'fixed' });
      continue;
    }
    const found = placementOn(list, cell, q.heatFacing);
    if (!found) {
      out.set(cell, { cell, value: null, placement: null, forced: false, reason: 'facing' });
      continue;
    }
    const [white, black] = q.heat === 'white' ? [found.p, q.fixed] : [q.fixed, found.p];
    const v = tableValue(t, white, black, q.toMove);
    out.set(cell, { cell, value: Number.isNaN(v) ? null : v, placement: found.p, forced: found.forced, ...(Number.isNaN(v) ? { reason: 'fixed' as const } : {}) });
  }
  return out;
}

export interface HeatSceneInput {
  readonly geometry: BoardGeometry;
  readonly view: PositionView;
  readonly heat: ReadonlyMap<string, HeatCell>;
  readonly selection?: string | null;
  readonly arrows?: readonly (readonly [string, string])[];
  /** Print each square's value on it. */
  readonly numbers?: boolean;
  readonly title: string;
}

/** Board shapes (frame, cells, area shading, coordinates) come first in a scene; markers and pieces after. */
const BOARD_LAYER = /^(frame|wood|line|point|cell|area|coord)\b/;

export function heatScene(input: HeatSceneInput): Scene {
  const scene = buildScene({
    geometry: input.geometry,
    view: input.view,
    orientation: 'white',
    coordinates: true,
    selection: input.selection ? { cell: input.selection } : null,
    arrows: input.arrows ?? [],
    title: input.title,
  });
  const L = layout(input.geometry, 'white', false);
  const cells = new Map(input.geometry.cells.map((c) => [c.id, c]));
  const heat: Shape[] = [];
  for (const h of input.heat.values()) {
    const c = cells.get(h.cell);
    if (!c) continue;
    if (h.value === null) {
      // The chosen facing is impossible here: a dash says so (the square keeps its own colour).
      if (h.reason === 'facing') {
        const { x, y } = L.at(c);
        heat.push({ kind: 'line', cls: 'heat-na', x1: r2(x - L.s * 0.14), y1: r2(y), x2: r2(x + L.s * 0.14), y2: r2(y), stroke: '#4b3621', strokeWidth: r2(L.s * 0.04), linecap: 'round' });
      }
      continue;
    }
    // Inset a little, so that the shading of the areas (promotion, border) stays visible around it.
    const poly = cellPolygon(L, c, 0.84).map((p) => `${r2(p.x)},${r2(p.y)}`).join(' ');
    heat.push({ kind: 'polygon', cls: 'heat', points: poly, fill: heatColour(h.value), stroke: '#4b3621', strokeWidth: r2(L.s * 0.012) });
    if (input.numbers && !input.view.pieces.has(h.cell)) {
      const { x, y } = L.at(c);
      heat.push({
        kind: 'text', cls: 'heat-num', x: r2(x), y: r2(y + L.s * 0.1), text: formatValue(h.value), fill: inkFor(h.value),
        fontSize: r2(L.s * 0.27), anchor: 'middle', fontWeight: '600', font: FONT,
      });
    }
  }
  const split = scene.shapes.findIndex((s) => !BOARD_LAYER.test(s.cls ?? ''));
  const at = split < 0 ? scene.shapes.length : split;
  return { ...scene, shapes: [...scene.shapes.slice(0, at), ...heat, ...scene.shapes.slice(at)] };
}

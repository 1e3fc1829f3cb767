/**
 * The drawing model: from a board's geometry and a position view to a list of plain shapes.
 * No DOM here, so the same code draws in the element and in Node (static SVG at build time).
 *
 * Everything is in board units (the geometry's own), with White at the bottom; for Black's
 * orientation the board is turned half a turn about its centre while pieces stay upright.
 * Highlights differ by shape as well as colour: last move = dashed outline, selection = solid
 * outline, highlight = double outline, targets = dot or ring, check = thick ring, capture = X badge.
 */
import type { BoardGeometry, CellInfo, Die, Facing, PieceView, PositionView, Side } from '../engine.js';
import { PIECES, mergedParts } from './pieces.js';
import type { Shape } from './shapes.js';
import { FONT, r2 } from './shapes.js';
import { strings } from '../strings.js';

export type Orientation = 'white' | 'black';

export interface SceneInput {
  readonly geometry: BoardGeometry;
  readonly view: PositionView;
  readonly orientation?: Orientation;
  readonly coordinates?: boolean;
  readonly highlights?: readonly string[];
  /** Arrows, each with its colour when it has one of its own (annotated records). */
  readonly arrows?: readonly (readonly [string, string, string?])[];
  /** More arrows, as the board's `arrows` attribute gives them: parsed by draw/arrows.ts, which only a board showing arrows loads. */
  readonly arrowText?: string | readonly (readonly [string, string])[] | null;
  /** Cells marked in a colour of their own (annotated records), drawn like highlights. */
  readonly marks?: readonly { readonly cell: string; readonly fill: string; readonly line: string }[];
  /** Draws the shapes drawn by hand (the shapes part's, shapes/draw.ts: only drawable boards load it). */
  readonly drawn?: ((L: Layout, out: Shape[]) => void) | undefined;
  /** Suggested or perfect moves, drawn as hollow arrows. */
  readonly best?: readonly (readonly [string, string])[];
  readonly selection?: { readonly cell?: string; readonly reserve?: string } | null;
  readonly targets?: readonly { readonly cell: string; readonly capture: boolean }[];
  readonly lastMove?: { readonly from?: string; readonly to?: string; readonly captures?: readonly string[]; readonly path?: readonly string[] } | null;
  /** A piece being dragged: drawn at (x, y) in view-box units. */
  readonly drag?: { readonly cell?: string; readonly reserve?: string; readonly x: number; readonly y: number } | null;
  /** Draw the dice tray strip (games with dice). */
  readonly dice?: boolean;
  /** Dice are rolling (animated by CSS unless reduced motion is asked for). */
  readonly rolling?: boolean;
  /** Accessible title of the drawing. */
  readonly title?: string;
}

/** A clickable, focusable place: a cell or a reserve slot. */
export interface Hit {
  readonly kind: 'cell' | 'reserve';
  readonly id: string;
  readonly points: string;
  readonly x: number;
  readonly y: number;
  readonly label: string;
  readonly selected: boolean;
}

export interface Scene {
  readonly viewBox: readonly [number, number, number, number];
  readonly shapes: readonly Shape[];
  readonly hits: readonly Hit[];
  readonly title: string;
}

// ---------------------------------------------------------------------------------------------
// Layout: where each cell is drawn.

export interface Layout {
  readonly geometry: BoardGeometry;
  readonly s: number;
  readonly flip: boolean;
  /** Cell centre on screen (after orientation). */
  readonly at: (cell: { readonly x: number; readonly y: number }) => { x: number; y: number };
  readonly cells: ReadonlyMap<string, CellInfo>;
  readonly box: { minX: number; minY: number; maxX: number; maxY: number };
  readonly strip: number;
  readonly viewBox: readonly [number, number, number, number];
}

function extent(c: CellInfo, s: number): number {
  return c.shape === 'hex' ? s : s / 2;
}

const layouts = new WeakMap<BoardGeometry, Map<string, Layout>>();
/** Where each cell is drawn, computed once per geometry, orientation and strips (boards redraw often). */
export function layout(g: BoardGeometry, orientation: Orientation = 'white', strips = false): Layout {
  let byKey = layouts.get(g);
  if (!byKey) layouts.set(g, (byKey = new Map()));
  // A board drawn before draw/features.ts came is drawn anew once it has: a layout of its own.
  const key = `${orientation}|${strips}|${!!features || isPlainGeometry(g)}`;
  let L = byKey.get(key);
  if (!L) byKey.set(key, (L = computeLayout(g, orientation, strips)));
  return L;
}

function computeLayout(g: BoardGeometry, orientation: Orientation, strips: boolean): Layout {
  const s = g.cellSize;
  let minX = 0, minY = 0, maxX = g.width, maxY = g.height;
  for (const c of g.cells) {
    const e = extent(c, s);
    minX = Math.min(minX, c.x - e); maxX = Math.max(maxX, c.x + e);
    minY = Math.min(minY, c.y - e); maxY = Math.max(maxY, c.y + e);
  }
  for (const l of g.labels) {
    minX = Math.min(minX, l.x - s * 0.3); maxX = Math.max(maxX, l.x + s * 0.3);
    minY = Math.min(minY, l.y - s * 0.3); maxY = Math.max(maxY, l.y + s * 0.3);
  }
  const flip = orientation === 'black';
  const sx = minX + maxX, sy = minY + maxY;
  const at = (c: { x: number; y: number }) => (flip ? { x: r2(sx - c.x), y: r2(sy - c.y) } : { x: r2(c.x), y: r2(c.y) });
  const pad = s * 0.12;
  const strip = strips ? s * 1.1 : 0;
  const viewBox = [r2(minX - pad), r2(minY - pad - strip), r2(maxX - minX + 2 * pad), r2(maxY - minY + 2 * pad + 2 * strip)] as const;
  return {
    geometry: g, s, flip, at,
    cells: new Map(g.cells.map((c) => [c.id, c])),
    box: { minX, minY, maxX, maxY },
    strip,
    viewBox,
  };
}

/** The outline of a cell as polygon points, scaled about its centre (other shapes than squares: draw/features.ts). */
export function cellPolygon(L: Layout, cell: CellInfo, scale = 1): { x: number; y: number }[] {
  const { x, y } = L.at(cell);
  if (cell.shape !== 'square') return features?.polygon(L, cell, x, y, scale) ?? [];
  const h = (L.s * scale) / 2;
  return [{ x: x - h, y: y - h }, { x: x + h, y: y - h }, { x: x + h, y: y + h }, { x: x - h, y: y + h }];
}

export const pts = (p: { x: number; y: number }[]) => p.map((q) => `${r2(q.x)},${r2(q.y)}`).join(' ');

const outlines = new WeakMap<Layout, Map<string, string>>();
/** A cell's outline as polygon points, computed once per layout. */
function cellPoints(L: Layout, c: CellInfo): string {
  let byCell = outlines.get(L);
  if (!byCell) outlines.set(L, (byCell = new Map()));
  let p = byCell.get(c.id);
  if (p === undefined) byCell.set(c.id, (p = pts(cellPolygon(L, c))));
  return p;
}

// ---------------------------------------------------------------------------------------------
// Colours (defaults; the element's stylesheet overrides them through classes and custom properties).
// Those of what only some games draw (hexes, points, reserves...) are draw/features.ts's.
// The marks of a game in play, arrows and dice keep theirs in their own modules.

export const COLORS = {
  frame: '#f6f1e7',
  tones: { square: ['#efdcb9', '#b5875b'] } as Record<string, string[]>,
  cellStroke: '#5b4632',
  coord: '#3d3020',
  /** Text on cells and reserve slots: at least 4.5:1 on every cell colour. */
  ink: '#1f1810',
  pieceLight: '#fbfaf7',
  pieceDark: '#262626',
  inkLight: '#1b1b1b',
  inkDark: '#f1f1f1',
  select: '#3b82f6',
  selectLine: '#1d4ed8',
  highlight: '#2f9e68',
  highlightLine: '#166534',
  check: '#dc2626',
  checkLine: '#991b1b',
};

/** Size of a piece on a cell of this shape. */
export function pieceSize(L: Layout, shape: CellInfo['shape']): number {
  return shape === 'square' ? L.s * 0.86 : shape === 'hex' ? L.s * 1.3 : L.s * 0.62;
}

const kept = new WeakMap<Layout, Map<string, Shape>>();
/**
 * A shape that depends on the layout and its key alone (a piece on a cell, a mark on a cell), made
 * once: the boards of a game share the same object, so its markup is written once.
 */
export function keptShape(L: Layout, key: string, make: () => Shape): Shape {
  let byKey = kept.get(L);
  if (!byKey) kept.set(L, (byKey = new Map()));
  let shape = byKey.get(key);
  if (!shape) byKey.set(key, (shape = make()));
  return shape;
}

/** A piece drawing at (x, y) of the given size, in board units. */
export function pieceShape(p: PieceView, x: number, y: number, size: number, extraCls = ''): Shape {
  const d = PIECES[p.kind];
  // A game's own piece before draw/game-pieces.ts has come (see needsFeatures): drawn once it has.
  if (!d) return { kind: 'g', cls: 'piece' };
  const dark = p.side === 'black';
  const fill = dark ? COLORS.pieceDark : COLORS.pieceLight;
  const ink = dark ? COLORS.inkDark : COLORS.inkLight;
  const outline = dark ? '#000000' : COLORS.inkLight;
  const k = size / 100;
  const children: Shape[] = mergedParts(p.kind).map((part) => ({
    kind: 'path', d: part.d,
    ...(part.role === 'body'
      ? { cls: 'pb', fill, stroke: outline, strokeWidth: 3.2 }
      : part.role === 'detail'
        ? { cls: 'pd', fill: 'none', stroke: ink, strokeWidth: 3.2, linecap: 'round' }
        : { cls: 'pdf', fill: ink }),
  }));
  if (d.mark) {
    children.push({
      kind: 'text', cls: 'pm', x: 50, y: d.markY ?? 62, text: d.mark, fill: ink, fontSize: 30, anchor: 'middle',
      fontWeight: '700', font: FONT,
    });
  }
  const group: Shape = {
    kind: 'g',
    cls: `piece ${p.side} ${p.kind}${extraCls ? ` ${extraCls}` : ''}`,
    transform: `translate(${r2(x - size / 2)} ${r2(y - size / 2)}) scale(${r2(k * 1000) / 1000})`,
    children,
  };
  return group;
}

export function outline(L: Layout, cell: CellInfo, scale: number, attrs: Partial<Shape>): Shape {
  if (cell.shape === 'point') {
    const { x, y } = L.at(cell);
    return { kind: 'circle', cx: x, cy: y, r: r2(L.s * 0.4 * scale), ...attrs };
  }
  return { kind: 'polygon', points: pts(cellPolygon(L, cell, scale)), ...attrs };
}

/**
 * What only a board with a game in play draws, set by draw/overlays.ts (which loads with the
 * board's game): the last move and a selection under the pieces, targets and captures over them,
 * a dragged piece on top. A diagram of a position draws none of them.
 */
export interface Overlays {
  under(L: Layout, input: SceneInput, out: Shape[]): void;
  over(L: Layout, input: SceneInput, out: Shape[]): void;
  top(L: Layout, input: SceneInput, out: Shape[]): void;
}
let overlays: Overlays | null = null;
export const setOverlays = (o: Overlays): void => {
  overlays = o;
};

/** Draws a scene's arrows (draw/arrows.ts, registered by what loads it: a board that shows arrows). */
export type ArrowDrawer = (L: Layout, input: SceneInput, out: Shape[]) => void;
let arrowDrawer: ArrowDrawer | null = null;
export const setArrowDrawer = (f: ArrowDrawer): void => {
  arrowDrawer = f;
};
/** Whether arrows can be drawn yet (a board asks for draw/arrows.ts when they cannot). */
export const drawsArrows = (): boolean => arrowDrawer !== null;

/** Draws one die (draw/dice.ts, registered by what loads it: a board that shows dice). */
let dieShape: DieDrawer | null = null;
export type DieDrawer = (die: Die, x: number, y: number, size: number, i: number, rolling: boolean) => Shape;
export const setDieDrawer = (f: DieDrawer): void => {
  dieShape = f;
};
/** Whether dice can be drawn yet (a board asks for draw/dice.ts when it shows some and they cannot). */
export const drawsDice = (): boolean => dieShape !== null;

/**
 * What boards beyond squares and chess pieces draw (draw/features.ts, registered by what loads
 * it): the wood and lines of a board of points, area shading and marks, facing arrows, reserve
 * slots, and (joined to PIECES) the pieces that are not chess pieces.
 */
export interface Features {
  /** Under the cells: a board of points' wood and lines. */
  under(L: Layout, out: Shape[]): void;
  /** Over the cells: points, and the shading and marks of named areas. */
  cells(L: Layout, out: Shape[]): void;
  facing(L: Layout, facing: Facing, x: number, y: number, size: number): Shape;
  /** The outline of a cell that is not a square, centred at (x, y) and scaled. */
  polygon(L: Layout, cell: CellInfo, x: number, y: number, scale: number): { x: number; y: number }[];
  /** A side's reserve slots in its strip (centred at `cy`), with their clickable places. */
  reserves(L: Layout, input: SceneInput, side: Side, cy: number, out: Shape[], hits: Hit[]): void;
}
let features: Features | null = null;
export const setFeatures = (f: Features): void => {
  features = f;
};
/** Whether draw/features.ts has come. */
export const drawsFeatures = (): boolean => features !== null;
const plainGeometries = new WeakMap<BoardGeometry, boolean>();
/** A board of squares alone, without lines, reserves or named areas. */
function isPlainGeometry(g: BoardGeometry): boolean {
  let plain = plainGeometries.get(g);
  if (plain === undefined) {
    plain = !g.lines?.length && !g.reserves?.length && g.cells.every((c) => c.shape === 'square' && !c.areas?.length);
    plainGeometries.set(g, plain);
  }
  return plain;
}
/** Whether a position of this geometry needs draw/features.ts to be drawn whole (a board asks for it when it does). */
export function needsFeatures(g: BoardGeometry, view: PositionView): boolean {
  if (!isPlainGeometry(g)) return true;
  for (const p of view.pieces.values()) if (p.facing || !PIECES[p.kind]) return true;
  return false;
}

const boards = new WeakMap<Layout, Map<boolean, readonly Shape[]>>();
/** The shapes of the empty board for a layout, built once: frame, wood and lines, cells, area shading, coordinates. */
function boardShapes(L: Layout, coordinates: boolean): readonly Shape[] {
  let byKey = boards.get(L);
  if (!byKey) boards.set(L, (byKey = new Map()));
  let shapes = byKey.get(coordinates) as Shape[] | undefined;
  if (shapes) return shapes;
  shapes = [];
  byKey.set(coordinates, shapes);
  const g = L.geometry, s = L.s;
  const [vx, vy, vw, vh] = L.viewBox;

  shapes.push({ kind: 'rect', cls: 'frame', x: vx, y: vy, width: vw, height: vh, rx: r2(s * 0.08), fill: COLORS.frame });

  features?.under(L, shapes);

  // Cells, one path for all the cells of a shape and tone (a board of 64 squares is two
  // elements, not 64), then their area shading.
  const tones = new Map<string, { shape: Shape; d: string }>();
  for (const c of g.cells) {
    if (c.shape === 'point') continue;
    const palette = COLORS.tones[c.shape] ?? COLORS.tones['square']!;
    const tone = ((c.tone % palette.length) + palette.length) % palette.length;
    const cls = `cell ${c.shape} tone-${tone}`;
    const outline = cellPolygon(L, c);
    // (None while draw/features.ts, which draws hexes, has not come: no empty `MZ` path.)
    if (!outline.length) continue;
    const d = `M${pts(outline).replace(/ /g, 'L')}Z`;
    const known = tones.get(cls);
    if (known) known.d += d;
    else tones.set(cls, { d, shape: { kind: 'path', cls, fill: palette[tone], ...(c.shape === 'square' ? {} : { stroke: COLORS.cellStroke, strokeWidth: r2(s * 0.03) }) } });
  }
  for (const { shape, d } of tones.values()) shapes.push({ ...shape, d });
  features?.cells(L, shapes);

  if (coordinates) {
    // The one-character labels of each kind share one <text>, each character placed by the lists
    // of positions: 2 text elements instead of 16 (67 on Dagger's board) spare much style and layout.
    const shared: Record<string, { x: number | string; y: number | string; text: string }> = {};
    for (const l of g.labels) {
      const p = L.at(l), y = r2(p.y + s * 0.1), one = l.text.length < 2;
      // Labels drawn on a cell keep dark ink (cells are light in both schemes); others follow the theme.
      const onCell = g.cells.some((c) => Math.hypot(c.x - l.x, c.y - l.y) < s * (c.shape === 'hex' ? 0.85 : 0.5));
      const cls = onCell ? 'coord on-cell' : 'coord', m = one && shared[cls];
      if (m) {
        m.x += ` ${p.x}`;
        m.y += ` ${y}`;
        m.text += l.text;
      } else {
        const t = { kind: 'text', cls, x: p.x, y, text: l.text, fill: onCell ? COLORS.ink : COLORS.coord, fontSize: r2(s * 0.28), anchor: 'middle', fontWeight: '600', font: FONT } as const;
        shapes.push(one ? (shared[cls] = t) : t);
      }
    }
  }

  return shapes;
}

// ---------------------------------------------------------------------------------------------

/** A cell's place for its hit area: where it is drawn, its outline and its named areas. */
interface CellPlace {
  readonly c: CellInfo;
  readonly x: number;
  readonly y: number;
  readonly points: string;
  readonly areas: readonly string[];
}
const places = new WeakMap<Layout, readonly CellPlace[]>();
/** The cells' places in the screen's reading order (rows from the top, each left to right), once per layout. */
function placesOf(L: Layout): readonly CellPlace[] {
  let out = places.get(L);
  if (out) return out;
  const g = L.geometry, s = L.s;
  const areaNames = new Map((g.areas ?? []).map((a) => [a.id, a.name]));
  out = g.cells
    .map((c) => ({
      c, ...L.at(c), points: cellPoints(L, c),
      areas: (c.areas ?? []).map((a) => areaNames.get(a) ?? a).filter((a) => !/^play/i.test(a)),
    }))
    .sort((a, b) => (Math.abs(a.y - b.y) > s * 0.3 ? a.y - b.y : a.x - b.x));
  places.set(L, out);
  return out;
}
/** The last hit of each cell per layout, and the words it was written in. */
const knownHits = new WeakMap<Layout, { words: object; byCell: Map<string, { key: string; hit: Hit }> }>();

export function buildScene(input: SceneInput): Scene {
  const g = input.geometry;
  const view = input.view;
  const S = strings();
  const reserves = g.reserves ?? [];
  const strips = reserves.length > 0 || !!input.dice;
  const L = layout(g, input.orientation ?? 'white', strips);
  const s = L.s;
  const shapes: Shape[] = [];
  const { minX, minY, maxX, maxY } = L.box;

  // The board itself (frame, cells, areas, coordinates) does not change from move to move.
  shapes.push(...boardShapes(L, input.coordinates !== false));

  // Markers under the pieces.
  const cellOf = (id: string | undefined) => (id ? L.cells.get(id) : undefined);
  const last = input.lastMove, sel = input.selection;
  overlays?.under(L, input, shapes);
  const marked = [...(input.highlights ?? []).map((cell) => ({ cell, fill: COLORS.highlight, line: COLORS.highlightLine })), ...(input.marks ?? [])];
  for (const { cell: id, fill, line } of marked) {
    const c = cellOf(id);
    if (!c) continue;
    shapes.push(outline(L, c, 1, { cls: 'hl', fill, opacity: 0.3 }));
    shapes.push(outline(L, c, c.shape === 'hex' ? 0.82 : 0.86, { cls: 'hl-line', fill: 'none', stroke: line, strokeWidth: r2(s * 0.035) }));
    shapes.push(outline(L, c, c.shape === 'hex' ? 0.7 : 0.72, { cls: 'hl-line', fill: 'none', stroke: line, strokeWidth: r2(s * 0.035) }));
  }
  for (const id of view.check) {
    const c = cellOf(id);
    if (!c) continue;
    const { x, y } = L.at(c);
    shapes.push({ kind: 'circle', cls: 'check', cx: x, cy: y, r: r2(s * 0.46), fill: COLORS.check, opacity: 0.45 });
    shapes.push({ kind: 'circle', cls: 'check-line', cx: x, cy: y, r: r2(s * 0.44), fill: 'none', stroke: COLORS.checkLine, strokeWidth: r2(s * 0.08) });
  }

  // Pieces.
  const drag = input.drag;
  for (const c of g.cells) {
    const p = view.pieces.get(c.id);
    if (!p) continue;
    const { x, y } = L.at(c);
    const size = pieceSize(L, c.shape);
    const lifted = drag?.cell === c.id;
    shapes.push(lifted || !PIECES[p.kind] ? pieceShape(p, x, y, size, lifted ? 'lifted' : '') : keptShape(L, `piece ${p.side} ${p.kind} ${c.id}`, () => pieceShape(p, x, y, size)));
    if (p.facing && features) shapes.push(features.facing(L, p.facing, x, y, size));
  }
  overlays?.over(L, input, shapes);

  // Arrows, when the board shows some (draw/arrows.ts loads with such a board).
  arrowDrawer?.(L, input, shapes);
  input.drawn?.(L, shapes);

  // Reserves and dice, in a strip above (the far side) and below (the near side) the board.
  const hits: Hit[] = [];
  if (strips) {
    const near: Side = L.flip ? 'black' : 'white';
    for (const side of ['white', 'black'] as Side[]) {
      const cy = side === near ? maxY + L.strip / 2 + s * 0.06 : minY - L.strip / 2 - s * 0.06;
      features?.reserves(L, input, side, cy, shapes, hits);
      if (input.dice && dieShape && side === view.toMove && view.dice.length > 0) {
        const size = s * 0.72;
        let dx = maxX - size / 2;
        const dice = [...view.dice].reverse();
        const rolling = !!input.rolling;
        dice.forEach((d, i) => {
          // Kept like a piece: boards that show the same dice share their drawing (and its markup).
          const x = r2(dx);
          shapes.push(keptShape(L, `die ${side} ${i} ${d.sides} ${d.value} ${rolling}`, () => dieShape!(d, x, r2(cy), size, i, rolling)));
          dx -= size * 1.3;
        });
      }
    }
  }

  overlays?.top(L, input, shapes);

  // Hit areas for every cell, in reading order of the screen. A cell that reads as it did in the
  // last render keeps its hit object (most do from move to move), so its label is not rebuilt.
  const targetSet = new Map((input.targets ?? []).map((t) => [t.cell, t.capture]));
  const hl = new Set([...(input.highlights ?? []), ...(input.marks ?? []).map((m) => m.cell)]);
  let known = knownHits.get(L);
  if (!known || known.words !== S) knownHits.set(L, (known = { words: S, byCell: new Map() }));
  const cellHits: Hit[] = placesOf(L).map(({ c, x, y, points, areas }) => {
    const id = c.id, p = view.pieces.get(id);
    const selected = sel?.cell === id;
    const target = targetSet.get(id);
    const checked = view.check.includes(id), lastMove = last?.from === id || last?.to === id, highlighted = hl.has(id);
    const marked = selected || target !== undefined || checked || lastMove || highlighted;
    // An unmarked cell's label depends on its piece alone (its areas never change): the quick, common case.
    let key = p ? `${p.side} ${p.kind}` : '';
    const seen = known.byCell.get(id);
    if (!marked && !p?.facing && seen?.key === key) return seen.hit;
    const states: string[] = [];
    if (p?.facing) states.push(S.facing?.[p.facing] ?? p.facing);
    if (selected) states.push(S.selected);
    if (target !== undefined) states.push(target ? S.capture : S.target);
    if (checked) states.push(S.check);
    if (lastMove) states.push(S.lastMove);
    if (highlighted) states.push(S.highlighted);
    if (states.length) key += `\u0000${+selected}\u0000${states.join('\u0000')}`;
    if (seen?.key === key) return seen.hit;
    states.push(...areas);
    const hit: Hit = { kind: 'cell', id, x, y, selected, points, label: S.cell(id, p ? S.piece(p.side, p.kind) : null, states) };
    known.byCell.set(id, { key, hit });
    return hit;
  });

  return { viewBox: L.viewBox, shapes, hits: [...cellHits, ...hits], title: input.title ?? '' };
}

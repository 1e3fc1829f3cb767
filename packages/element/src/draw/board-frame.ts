/**
 * What one render of a board draws, worked out from the board's state (draw/paint.ts then writes it): the
 * scene, the status line, the drawing's shapes as text, and each clickable place's attributes. The DOM
 * around it is light-render.ts's (or full-render.ts's).
 */
import type { AnyVariant, GameResult, PositionView, Side } from '../engine.js';
import { geometryOf } from '../model.js';
import { strings } from '../strings.js';
import type { BoardHost } from '../host.js';
import type { HitAttributes } from './paint.js';
import { buildScene, drawsArrows, drawsDice, drawsFeatures, needsFeatures } from './scene.js';
import type { Hit, Scene } from './scene.js';
import { shapeToString } from './svg-string.js';
import { loadArrows, loadDice, loadFeatures } from './drawing-parts.js';

/** What a frame reads beyond the host: the drawing's own attributes and hooks. */
export interface FrameBoard extends BoardHost {
  highlights: string[];
  arrows: string | readonly (readonly [string, string])[] | undefined;
  /** The page's words for the turn (the `status` attribute), in place of the rules' own. */
  status: string | undefined;
  /** Loads a drawing part; its failure is said and the board drawn without it. */
  _drawPart(load: () => Promise<unknown>): Promise<unknown>;
}

export interface Frame {
  scene: Scene;
  /** The state and its view (boards that are played: their next move describes itself with it). */
  viewNow: [unknown, PositionView] | null;
  status: string;
  shapes: string[];
  hits: HitAttributes[];
}

/** The view of the shown position (or `view`, already asked of the game). */
function viewOf(b: FrameBoard, view?: PositionView): PositionView | null {
  const v = b._v, s = b._shown();
  return view ?? (v && s ? (v.view(s.state) as PositionView) : null);
}

/** Whether the shown position has dice to draw: a game with dice shows its tray, rolled or not. */
export function showsDice(b: FrameBoard, view?: PositionView): boolean {
  return b._usesDice && !!viewOf(b, view)?.dice.length;
}

/** Whether the shown position has more than squares and chess pieces to draw and draw/features.ts has not come. */
export function lacksFeatures(b: FrameBoard, view?: PositionView): boolean {
  const v = b._v, s = b._shown(), shown = viewOf(b, view);
  return !drawsFeatures() && !!v && !!s && !!shown && needsFeatures(geometryOf(v, s.options), shown);
}

/** The board's scene: `interactive` adds the selection, targets and drag (not in `toSvg`'s picture). */
export function sceneOf(b: FrameBoard, interactive: boolean, shown?: PositionView): Scene | null {
  const v = b._v, s = b._shown();
  if (!v || !s) return null;
  const { input, game, analysis } = b._parts;
  const g = geometryOf(v, s.options);
  const view = shown ?? (v.view(s.state) as PositionView);
  const moves = interactive && !b.readonly ? input?.moves() ?? null : null;
  const sel = b._selection;
  const selection = sel ? (sel.startsWith('c:') ? { cell: sel.slice(2) } : { reserve: sel.slice(2) }) : null;
  const hintView = b._hint ? input?.hintArrow() ?? null : null;
  // A record's own marks need its game (game.ts); a diagram has none.
  const marks = game?.marks() ?? { arrows: [], cells: [] };
  const best = [...(analysis?.arrows ?? []), ...(hintView ? [hintView] : [])];
  // Drawing parts shown before their code has arrived (arrows set later, dice that options bring...) are drawn once it has.
  if ((b.arrows?.length || marks.arrows.length || best.length) && !drawsArrows()) void b._drawPart(loadArrows).then(() => drawsArrows() && b._bump());
  if (showsDice(b, view) && !drawsDice()) void b._drawPart(loadDice).then(() => drawsDice() && b._bump());
  if (lacksFeatures(b, view)) void b._drawPart(loadFeatures).then(() => drawsFeatures() && b._bump());
  const d = b._drag;
  return buildScene({
    geometry: g, view,
    orientation: b.orientation === 'black' ? 'black' : 'white',
    coordinates: b.coordinates !== false,
    highlights: b.highlights ?? [],
    marks: marks.cells,
    arrows: marks.arrows,
    arrowText: b.arrows,
    best,
    drawn: b._parts.shapes?.drawn(interactive),
    selection: interactive ? selection : null,
    targets: moves && interactive ? moves.targets(sel, view).filter((t) => sel !== null || moves.toOnly.has(t.cell)) : [],
    lastMove: b._lastMove,
    drag: interactive && d && d.moved ? { ...('cell' in d.place ? { cell: d.place.cell } : { reserve: d.place.reserve }), x: d.x, y: d.y } : null,
    dice: b._usesDice,
    rolling: b._rolling,
    title: b._title(),
  });
}

/**
 * The frame of the shown position. The position's view is asked of the game once: the scene, the targets and
 * the status line share it (and, on a board that is played, the next move's description while the state is the
 * same; a diagram keeps no view: about 1 kB a board).
 */
export function frameOf(b: FrameBoard, needsInput: boolean, reached: boolean): Frame | null {
  const v = b._v, s = b._shown();
  if (!v || !s) return null;
  const view = v.view(s.state) as PositionView;
  let scene = sceneOf(b, true, view)!;
  const status = statusText(v, s.state, view, b.status);
  const shapes = scene.shapes.map(shapeToString);
  let hits: HitAttributes[];
  // A diagram's places (a board without controls or input) wait for the keyboard (painter.ts's `reach`): nobody clicks them,
  // and a diagram that nobody walks would style and lay out a polygon per cell (a tenth of 20 diagrams' page load).
  if (!reached && !needsInput) {
    hits = [];
    // Until then, the drawing's label reads its occupied cells, in reading order: a screen reader's browse mode has no cells.
    const pieces = scene.hits.filter((h) => view.pieces.has(h.id)).map((h) => h.label);
    if (pieces.length) scene = { ...scene, title: `${scene.title}: ${pieces.join('; ')}` };
  } else {
    const input = b._parts.input;
    const moves = b.readonly ? null : input?.moves() ?? null;
    const movable = new Set(moves ? [...moves.byFrom.keys()] : []);
    const targets = new Set(b._selection && moves ? moves.targets(b._selection, view).map((t) => t.cell) : []);
    const cellHits = scene.hits.filter((h) => h.kind === 'cell');
    const focusId = input?.focusTarget(scene.hits) ?? b._focus ?? cellHits[cellHits.length >> 1]?.id ?? null;
    hits = scene.hits.map((hit) => hitAttributes(hit, focusId, movable, targets, b.readonly));
  }
  return { scene, viewNow: b.readonly ? null : [s.state, view], status, shapes, hits };
}

/** The line under the board: the result, the page's words for the turn, the game's own status, or whose turn it is. */
function statusText(v: AnyVariant, state: unknown, view: PositionView, own: string | undefined): string {
  const S = strings(), result = v.result(state) as GameResult | null;
  if (result) return S.gameOver(result.text);
  if (own?.trim()) return own.trim();
  const side = v.toMove(state) as Side;
  return view.status ?? (v.phase(state) === 'chance' ? S.toRoll(side) : S.toMove(side));
}

/** The attribute lists written for each clickable place, by its state. */
const renderedHits = new WeakMap<Hit, Map<string, HitAttributes>>();

/** A clickable place's attributes (written by draw/paint.ts after the render, not by a template). */
function hitAttributes(hit: Hit, focusId: string | null, movable: Set<string>, targets: Set<string>, readonly: boolean): HitAttributes {
  const key = hit.kind === 'cell' ? `c:${hit.id}` : `r:${hit.id}`;
  const isMovable = movable.has(key), isTarget = targets.has(hit.id);
  const tab = hit.kind === 'reserve' ? 0 : hit.id === focusId ? 0 : -1;
  // The same place in the same state gets the same list (hits are kept from render to render).
  const flags = `${+isMovable}${+isTarget}${tab}${+readonly}`;
  let byFlags = renderedHits.get(hit);
  if (!byFlags) renderedHits.set(hit, (byFlags = new Map()));
  let attrs = byFlags.get(flags);
  if (!attrs) {
    const cls = `hit ${hit.kind}${isMovable ? ' movable' : ''}${isTarget ? ' target' : ''}`;
    byFlags.set(flags, (attrs = [
      ['class', cls], ['points', hit.points], ['data-kind', hit.kind], ['data-id', hit.id], ['role', 'button'],
      ['tabindex', String(tab)], ['aria-label', hit.label], ['aria-pressed', hit.selected ? 'true' : 'false'],
      ['aria-disabled', readonly ? 'true' : 'false'],
    ]));
  }
  return attrs;
}

/**
 * Static boards: the same drawing as the element, as SVG text, with no DOM. The site calls
 * this at build time for every board so that pages show the picture before scripts load
 * (and in places where scripts never run).
 */
import { loadVariant } from './engine.js';
import type { AnyVariant, VariantOptions } from './engine.js';
import { buildScene, setArrowDrawer, setDieDrawer } from './draw/scene.js';
import { dieShape } from './draw/dice.js';
import { sceneToSvgString } from './draw/svg-document.js';
import { geometryOf, probeDice } from './model.js';
import { buildSession } from './replay.js';
import { lastMoveOf } from './last-move.js';
import './draw/overlays.js';
import './draw/features.js';
import { drawArrows } from './draw/arrows.js';
import { drawnMarks } from './annotations/marks.js';
import { strings } from './strings.js';

// Static pictures draw everything a board may show.
setArrowDrawer(drawArrows);
setDieDrawer(dieShape);

export interface StaticBoardOptions {
  variant: string;
  /** Start position in the game's position text (default: the game's start). */
  position?: string;
  /**
   * Moves and rolls to play from the position (text, or a list of tokens), or a whole record.
   * An annotated record's comments and side lines are checked but not drawn; the `[%cal]` and
   * `[%csl]` marks of the shown position are drawn.
   */
  moves?: string | readonly string[];
  /** Show the position after this many events of `moves`. */
  ply?: number;
  options?: Record<string, string | number | boolean>;
  orientation?: 'white' | 'black';
  highlights?: string[];
  arrows?: [string, string][] | string;
  coordinates?: boolean;
  /** A fixed dice result applied if the game then waits for a roll. */
  roll?: string;
  /** Pixel width to write on the <svg> (it scales to its container without it). */
  width?: number;
  /** Accessible label (default: "<game> board"). */
  label?: string;
}

/** Draws a board as SVG text. Throws the engine's typed error for bad input. */
export async function renderBoardSvg(opts: StaticBoardOptions): Promise<string> {
  return renderLoadedBoardSvg(await loadVariant(opts.variant), opts);
}

/**
 * The same drawing, synchronous, for a game already loaded (`loadVariant`): for renderers that
 * cannot wait, such as markdown-it's. `opts.variant` is not read; `v` is the game.
 */
export function renderLoadedBoardSvg(v: AnyVariant, opts: Omit<StaticBoardOptions, 'variant'> & { variant?: string }): string {
  const options = (opts.options ?? {}) as VariantOptions;
  const session = buildSession(v, options, opts.position, opts.moves);
  if (opts.ply !== undefined) session.goto(Math.max(0, Math.min(opts.ply, session.length)));
  if (opts.roll && v.phase(session.state) === 'chance') session.setRoll(opts.roll);
  const g = geometryOf(v, session.options);
  const label = opts.label ?? strings().board(v.name);
  const scene = buildScene({
    geometry: g,
    view: v.view(session.state),
    orientation: opts.orientation ?? 'white',
    coordinates: opts.coordinates !== false,
    highlights: opts.highlights ?? [],
    marks: drawnMarks(session.node).cells,
    arrows: drawnMarks(session.node).arrows,
    arrowText: opts.arrows,
    lastMove: lastMoveOf(session),
    dice: probeDice(v, session.options),
    title: label,
  });
  return sceneToSvgString(scene, { label, ...(opts.width ? { width: opts.width } : {}) });
}

export { buildScene } from './draw/scene.js';
export { sceneToSvgString } from './draw/svg-document.js';
/** The checks of the element's text attributes (highlights, arrows, players...), for tools that write boards. */
export { CHECKED_ATTRIBUTES, attributeProblem } from './attribute-check.js';
export type { AttributeProblem, CheckedAttribute } from './attribute-check.js';

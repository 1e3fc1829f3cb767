/**
 * What a part of <variant-board> sees of its board: `BoardHost`. The parts (the game, the record reader,
 * input and controls, the full template, the editor, analysis, notes) are objects the board creates when their
 * module arrives; each reaches the board through this interface only, never through variant-board.ts, and the
 * other parts through `host._parts` (what they need of each other is declared here too, as small interfaces
 * that the parts implement). This file holds types only.
 */
import type { ReactiveControllerHost } from '@lit/reactive-element';
import type { AnyVariant, ChanceOutcome, GameResult, PlaySession, RandomSource, Side, VariantOptions } from './engine.js';
import type { Hit, Orientation, Scene, SceneInput } from './draw/scene.js';
import type { Move, MoveSet, Place } from './interact.js';
import type { DrawnMarks } from './annotations/marks.js';
import type { Skeleton } from './skeleton.js';
import type { DrawnShape } from './shapes/model.js';
import type { ArrowMark, CellMark } from '../../engine/src/core/record-tree.js';

export interface BoardErrorDetail {
  readonly code: string;
  readonly message: string;
  readonly token?: string;
}
export interface MoveDetail {
  readonly notation: string;
  readonly side: Side;
  readonly from?: string;
  readonly to?: string;
  readonly captures: readonly string[];
  readonly ply: number;
  /** The position after the move (written when first read, like position-change's). */
  readonly position: string;
}
export interface RollDetail {
  readonly notation: string;
  readonly side: Side;
  readonly dice: readonly import('./engine.js').Die[];
  readonly ply: number;
}
export interface PositionChangeDetail {
  readonly position: string;
  readonly ply: number;
  /** The last event's notation (move or roll), or null at the start. */
  readonly notation: string | null;
  readonly phase: string;
  readonly toMove: Side;
  readonly result: GameResult | null;
}

/** What a diagram shows before (or without) its game's history: a position and the options it was made with. */
export interface ShownPosition {
  readonly variant: AnyVariant;
  readonly options: VariantOptions;
  /** The position text of a custom start (undefined for the game's own start). */
  readonly startText: string | undefined;
  readonly state: unknown;
  /** The fixed dice result (`roll`) applied to the start, if any: the game's first event once it has a history. */
  readonly rolled?: string;
}

export interface LastMove {
  from?: string;
  to?: string;
  captures?: readonly string[];
  path?: readonly string[];
}

export interface Drag {
  key: string;
  place: Place;
  x0: number;
  y0: number;
  x: number;
  y: number;
  moved: boolean;
  wasSelected: boolean;
  pointer: number;
}

/** The public methods that play and step through a game: the board's, handed to its game part. */
export interface PlayMethods {
  play(notation: string): boolean;
  rollDice(): ChanceOutcome | null;
  setRoll(notation: string): boolean;
  undo(): boolean;
  redo(): boolean;
  back(): boolean;
  goto(ply: number): boolean;
  reset(): void;
}

/** The game's history and the methods that play and step through it (game.ts). */
export interface GameAccess extends PlayMethods {
  /** The board's session; a diagram drawn from its position alone gets one now, for the same position. */
  session(): PlaySession | null;
  /** Builds the session from the board's attributes (false, and the error said, if they are bad). */
  build(): boolean;
  lastMove(): LastMove | null;
  applyFixedRoll(quiet?: boolean): void;
  playChecked(notation: string, move?: Move): void;
  /** The arrows and marked cells of the shown record position. */
  marks(): DrawnMarks;
  /** After a change of the shown position: a move that ended the game is announced (once) and fires `gameover`. */
  gameOver(result: GameResult | null, notation: string | null): void;
  exportRecord(tags?: Record<string, string>): string;
}

/** Reading records, the share link and the picture as SVG text (records.ts). */
export interface RecordAccess {
  /** The game of the board's attributes, its moves read as a record. */
  readMoves(): PlaySession;
  loadRecord(text: string): boolean;
  shareLink(): string;
  /** What to paste into a forum, when the board has a board server (else null). */
  forum(): import('./forum-snippets.js').ForumSnippets | null;
  /** Shows the game in the page's address when it is for this board (share.ts). */
  readLink(): void;
  toSvg(opts?: { width?: number }): string;
}

/** Pointer and keyboard input, the controls, the chooser, the computer player and image export (ui.ts). */
export interface InputAccess {
  moves(): MoveSet | null;
  focusTarget(hits: readonly Hit[]): string | null;
  hintArrow(): readonly [string, string] | null;
  maybeComputer(): Promise<void>;
  askHint(): Promise<string | null>;
  toPng(width?: number): Promise<Blob>;
  onKeyDown(e: KeyboardEvent): void;
  onFocusIn(e: FocusEvent): void;
  onPointerDown(e: PointerEvent): void;
  onPointerMove(e: PointerEvent): void;
  onPointerUp(e: PointerEvent): void;
  onPointerCancel(): void;
  /** Adds pointer input, the chooser and the controls to light-render.ts's markup. */
  fitControls(k: Skeleton): void;
  chooserNode(): HTMLElement;
  /** The forum snippets' popup while it is open, else null. */
  forumNode(): HTMLElement | null;
  controlsNodes(withList: boolean): Node[];
  /** Adds the controls' stylesheet to the board's shadow root (after each render). */
  adoptStyles(root: ShadowRoot): void;
}

/** A part with a Lit template of its own (the editor, analysis, notes). */
export interface Panel {
  render(): unknown;
}
export interface NotesAccess extends Panel {
  hasTree(): boolean;
  renderMoves(): unknown;
  changed(notation: string | null): void;
}
export interface AnalysisAccess extends Panel {
  readonly arrows: readonly (readonly [string, string])[];
  update(): void;
  stop(): void;
}
export interface EditorAccess extends Panel {
  readonly lastValid: string;
  /** The position being edited, as a picture's scene (null before the editor has its game). */
  picture(): Scene | null;
  /** The position being edited as a record, its drawing as the position's comment (null before the editor has its game). */
  record(tags: Record<string, string>): string | null;
}

/** Shapes drawn by hand: right-drag, the pen, the keyboard, `board.shapes` (shapes/part.ts). */
export interface ShapesAccess {
  /** The drawing (on a board that keeps it in its record, the shown position's marks). */
  get(): readonly DrawnShape[];
  /** The drawing a script sets: checked against the board's cells; a bad one is said (`bad-shape`) and the drawing kept. */
  set(value: unknown): void;
  /** Draws the drawing into a scene, with `interactive` the shape being drawn too (undefined: nothing to draw). */
  drawn(interactive: boolean): SceneInput['drawn'];
  /** The drawing as a record node's `[%cal]`/`[%csl]` marks. */
  marks(): { arrows: ArrowMark[]; highlights: CellMark[] };
}

/** The parts a board holds: each null until its module has arrived and the board needs it. */
export interface BoardParts {
  game: GameAccess | null;
  records: RecordAccess | null;
  input: InputAccess | null;
  full: { render(root: ShadowRoot): void } | null;
  editor: EditorAccess | null;
  analysis: AnalysisAccess | null;
  notes: NotesAccess | null;
  shapes: ShapesAccess | null;
  /** Pieces that glide (motion/glide.ts): a controller of its own, which comes with the game. */
  motion: object | null;
}

/** The board as its parts see it. */
export interface BoardHost extends HTMLElement, ReactiveControllerHost, PlayMethods {
  // Attributes (declared properties).
  variant: string;
  position: string | undefined;
  moves: string | undefined;
  ply: number | undefined;
  options: VariantOptions;
  orientation: Orientation;
  readonly: boolean;
  seed: string | undefined;
  coordinates: boolean;
  fixedRoll: string | undefined;
  players: string | undefined;
  level: number;
  hints: boolean;
  sharing: boolean;
  controls: string;
  shareBase: string;
  /** A board server's address (`server` attribute), else the page's `<meta name="variant-board-server">`. */
  server: string | undefined;
  editor: boolean;
  /** Whether people may draw on the board (`drawable`; unset: playable and stepped boards do). */
  drawable: boolean | undefined;
  /** The `animation` attribute: `none`, or the glide's length in milliseconds (motion/glide.ts). */
  animation: string | undefined;
  /** The `theme` attribute: the board's named look (theme/themes.ts). */
  theme: string | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
  // Public methods and getters the parts use.
  readonly game: AnyVariant | null;
  readonly session: PlaySession | null;
  flip(): void;
  hint(): Promise<string | null>;
  toSvg(opts?: { width?: number }): string;
  toPng(width?: number): Promise<Blob>;
  shareLink(): string;

  /** The parts that have arrived. */
  readonly _parts: BoardParts;
  // What the board shows, and its state between renders (read and written by the parts).
  _v: AnyVariant | null;
  _session: PlaySession | null;
  _light: ShownPosition | null;
  _error: BoardErrorDetail | null;
  _usesDice: boolean;
  _rng: RandomSource | null;
  _selection: string | null;
  _chooser: { moves: readonly Move[] } | null;
  _drag: Drag | null;
  _focus: string | null;
  _announce: string;
  _hint: string | null;
  _rolling: boolean;
  _thinking: boolean;
  _aiAbort: AbortController | null;
  _lastMove: LastMove | null;
  /** The state of the last update and its view (the next move describes itself with it). */
  _viewNow: [unknown, import('./engine.js').PositionView] | null;
  _sceneNow: Scene | null;
  _statusNow: string;
  /** The drawing's markup after each render (a view that draws itself, as the editor, sets it). */
  _drawing: string;
  /** Shapes a script set before the shapes part arrived (it checks and draws them then). */
  _shapesWanted: unknown;
  // What the board does for its parts.
  /** The position on show: the session's, or a diagram's own. */
  _shown(): ShownPosition | null;
  /** After any change of the shown position: events, the status, the computer's turn, analysis, notes. */
  _changed(notation: string | null, quiet?: boolean, keepLast?: boolean): void;
  /** Says an error (event and message); returns false. */
  _fail(e: unknown): false;
  _emit(type: string, detail: unknown): void;
  /** Asks for a render. */
  _bump(): void;
  _clearError(): void;
  _dismissError(): void;
  /** The board's game part, created once its module has come (by this board's load or another board's). */
  _gamePart(): GameAccess | null;
  /** The board's record part, created once its module has come. */
  _recordPart(): RecordAccess | null;
  /** A game method called before its part arrived: starts that load and says `not-ready`. */
  _notYet(token: string): false;
  /** Loads what the board needs beside its rules (settled: each part says its own failure). */
  _extras(): Promise<unknown>;
  _scene(interactive: boolean): Scene | null;
  _title(): string;
  /** Focus reached a diagram's drawing: its places are written. */
  _reach(e: FocusEvent): void;
  _loadInput(): Promise<void>;
  _loadRecords(): Promise<void>;
}

/*
 * The board as each lazily loaded part sees it. A part's constructor takes its own view, so the
 * compiler holds the part to this list: what a part reads and calls on the board is read here,
 * not searched for in its code. (The analysis panel declares its own, `AnalysisHost`.)
 */

/** The game part (game.ts): the history, rolls and moves. */
export type GameHost = Pick<
  BoardHost,
  | 'position' | 'moves' | 'ply' | 'options' | 'seed' | 'fixedRoll'
  | '_parts' | '_v' | '_session' | '_light' | '_usesDice' | '_rng' | '_selection' | '_chooser' | '_announce'
  | '_hint' | '_rolling' | '_lastMove' | '_viewNow'
  | '_changed' | '_fail' | '_emit' | '_bump' | '_clearError' | '_notYet' | '_extras'
>;

/** The record part (records.ts): reading moves and records, links, pictures. */
export type RecordHost = Pick<
  BoardHost,
  | 'id' | 'position' | 'moves' | 'ply' | 'options' | 'orientation' | 'seed' | 'shareBase' | 'editor'
  | '_parts' | '_v' | '_session' | '_light' | '_rng'
  | '_changed' | '_fail' | '_gamePart' | '_notYet' | '_scene' | '_title'
>;

/** The input part (ui.ts) with its controls (controls.ts) and forum popup (forum-panel.ts). */
export type InputHost = Pick<
  BoardHost,
  | 'renderRoot' | 'updateComplete' | 'addEventListener'
  | 'orientation' | 'readonly' | 'seed' | 'level' | 'players' | 'hints' | 'sharing' | 'controls' | 'server'
  | 'play' | 'rollDice' | 'setRoll' | 'undo' | 'redo' | 'back' | 'goto' | 'reset'
  | 'flip' | 'hint' | 'shareLink' | 'toSvg' | 'toPng'
  | '_parts' | '_v' | '_session' | '_usesDice' | '_selection' | '_chooser' | '_drag' | '_focus' | '_announce'
  | '_hint' | '_thinking' | '_aiAbort' | '_statusNow'
  | '_shown' | '_fail' | '_emit' | '_bump' | '_gamePart' | '_loadRecords'
>;

/** The full template (full-render.ts): status, controls and panels around the drawing. */
export type FullHost = Pick<
  BoardHost,
  | 'controls' | 'editor'
  | '_parts' | '_v' | '_session' | '_error' | '_chooser' | '_announce' | '_thinking' | '_sceneNow' | '_statusNow'
  | '_dismissError' | '_loadInput' | '_reach'
>;

/** The notes part (annotations/notes.ts): comments and side lines beside the moves. */
export type NotesHost = Pick<BoardHost, 'renderRoot' | 'session' | '_announce' | '_changed'>;

/** The position editor (editor/editor.ts). */
export type EditorHost = Pick<
  BoardHost,
  | 'renderRoot' | 'dispatchEvent' | 'requestUpdate' | 'updateComplete'
  | 'id' | 'variant' | 'orientation' | 'coordinates' | 'shareBase' | 'server' | 'game' | 'session' | 'flip' | 'drawable' | '_drawing' | '_parts' | '_announce'
>;

/** The shapes part (shapes/part.ts): drawing by hand, `board.shapes`, the pen button. */
export type ShapesHost = Pick<
  BoardHost,
  | 'renderRoot' | 'addEventListener' | 'addController' | 'orientation' | 'readonly' | 'controls' | 'drawable' | 'editor'
  | '_parts' | '_v' | '_session' | '_light' | '_usesDice' | '_focus' | '_announce' | '_shapesWanted'
  | '_shown' | '_fail' | '_emit' | '_bump'
>;

/** Pieces that glide (motion/glide.ts): what it reads of the board after each render. */
export type MotionHost = Pick<
  BoardHost,
  | 'renderRoot' | 'addController' | 'animation' | 'orientation'
  | '_v' | '_session' | '_drag' | '_sceneNow' | '_viewNow' | '_shown'
>;

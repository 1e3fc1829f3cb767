/**
 * <variant-board>: draws and plays any of the engine's games, knowing only the `Variant`
 * interface and the engine's game session. The rules of a game are loaded when a board of that game
 * first appears.
 */
import { ReactiveElement } from '@lit/reactive-element';
import type { PropertyDeclaration, PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { adopter } from './adopt.js';
import { setAttr } from './dom.js';
import { renderLight } from './light-render.js';
import { VariantBoardError, hasDice, hasPlainBoard, loadVariant } from './engine.js';
import type {
  AnyVariant, ChanceOutcome, Die, GameResult, PlaySession, PositionView, RandomSource, Side, VariantOptions,
} from './engine.js';
import { buildScene, drawsArrows, drawsDice, drawsFeatures, needsFeatures, setArrowDrawer, setDieDrawer } from './draw/scene.js';
import type { Hit, Orientation, Scene } from './draw/scene.js';
import { shapeToString } from './draw/svg-string.js';
import { paintDrawing, paintHits, sizeDrawing } from './draw/paint.js';
import type { HitAttributes } from './draw/paint.js';
import { boardWork, inSlice } from './draw/schedule.js';
import type { Move, MoveSet, Place } from './interact.js';
import { strings } from './strings.js';
import { boardStyles } from './styles.js';
import { parseCells } from './attributes.js';
import { CHECKED_ATTRIBUTES } from './checked-attributes.js';
import type { UiMethods } from './ui.js';
import type { GameMethods } from './game.js';
import type { RecordMethods } from './records.js';
import type { RejectDetail } from './reject.js';
export type { RejectDetail, RejectReason } from './reject.js';
import { BAD_OPTIONS, DEFAULT_SHARE_BASE, geometryOf, movesText, optionsFromAttribute, probeDice, safeOptions } from './model.js';
import { defineElement } from './define.js';

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
  readonly dice: readonly Die[];
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

/** The lazily loaded parts, imported once per page (an import() per board costs more than a shared promise). */
let uiModule: Promise<typeof import('./ui.js')> | null = null;
let fullModule: Promise<typeof import('./full-render.js')> | null = null;
/** The game behind a board (history, record writer, dice: game.ts), once per page; its methods then join the prototype. */
let gameModule: Promise<void> | null = null;
/**
 * Reading records into a board, and its share link (records.ts): for boards with moves to read and
 * for scripts (`ready`, a record method); a board that is only played never loads them.
 */
let recordsModule: Promise<void> | null = null;
const loadRecords = () => (recordsModule ??= import('./records.js').then((m) => void Object.assign(VariantBoard.prototype, m.recordMethods)));
/** Arrows' drawing (draw/arrows.ts): with the rules for a board that has arrows, else when some are first shown. */
let arrowsModule: Promise<unknown> | null = null;
const loadArrows = () => (arrowsModule ??= import('./draw/arrows.js').then((m) => setArrowDrawer(m.drawArrows)));
/** Dice's drawing (draw/dice.ts): with the rules of a game with dice; a board that shows dice is ready once it is there. */
let diceModule: Promise<unknown> | null = null;
const loadDice = () => (diceModule ??= import('./draw/dice.js').then((m) => {
  setDieDrawer(m.dieShape);
  partStyles.push(adopter(m.diceStyles));
}));
/**
 * What boards beyond squares and chess pieces draw (draw/features.ts: points and lines, areas,
 * reserves, facing arrows, the games' own pieces): with the rules of a game that needs it.
 */
let featuresModule: Promise<unknown> | null = null;
/** The attributes' check (check-attributes.ts), for boards that set one. */
let checkModule: Promise<typeof import('./check-attributes.js')> | null = null;
const loadFeatures = () => (featuresModule ??= import('./draw/features.js').then((m) => void partStyles.push(adopter(m.featureStyles))));
/** The stylesheets of the drawing parts loaded so far, added to each board's shadow root as it renders. */
const partStyles: ((root: ShadowRoot) => void)[] = [];
/** Ignores a rejection that `_arrives` has said (or that another part says). */
function ignore(): void {}

const adoptBoardStyles = adopter(boardStyles);

/** The attribute lists written for each clickable place, by its state (see `_renderHit`). */
const renderedHits = new WeakMap<Hit, Map<string, HitAttributes>>();

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

/**
 * A board for Dart 6x6 Chess, Dice Chess, Six Stone Chess, Dagger Chess and d4 d6 chess.
 *
 * @summary Play or show a position of a rare chess variant.
 * @tag variant-board
 *
 * @attr {string} variant - Game id: `dart`, `dice`, `sixstone`, `dagger` or `d4d6`.
 * @attr {string} position - Start position in the game's own position text (default: the game's start).
 * @attr {string} moves - Moves and rolls to replay from the position, or a whole game record (`[Variant "..."]` ...).
 * @attr {number} ply - Show the position after this many events of `moves` (the rest can be stepped through).
 * @attr {string} options - Game options as `name=value,name=value` (e.g. `rinoceronte=true`).
 * @attr {'white'|'black'} orientation - Which side is at the bottom.
 * @attr {boolean} readonly - A diagram: no moves by pointer or keyboard.
 * @attr {string} interactive - `interactive="false"` is the same as `readonly`.
 * @attr {string} seed - Seed for reproducible dice (fair dice from `crypto` without it).
 * @attr {boolean} coordinates - Show coordinates (`coordinates="false"` hides them).
 * @attr {string} highlights - Cells to highlight, separated by spaces: `e4 d5`.
 * @attr {string} arrows - Arrows between cells: `e2e4 g1-f3`.
 * @attr {string} roll - A fixed dice result, applied when the shown position (after `moves`) waits for a roll: diagrams of dice situations.
 * @attr {string} players - Who plays each side: `human human` (default), `human computer`, ...
 * @attr {number} level - Strength of the computer player, 1 (weakest) to 6 (strongest); default 3.
 * @attr {boolean} hints - Show a Hint button (asks the computer for a suggestion).
 * @attr {boolean} sharing - Show buttons to copy a link to this game and to save the board as SVG or PNG.
 * @attr {'full'|'none'} controls - `none` hides the buttons and the move list.
 * @attr {string} share-base - Base URL of the page that share links point to.
 * @attr {boolean} analysis - Analysis mode: the position's value and perfect moves (solved games), else the computer's evaluation and best move.
 * @attr {boolean} editor - Position editor: a palette of pieces to place, move and remove by click, drag or keyboard, the rest of the position text, and the position text, share link, HTML and Markdown to copy. Loaded on first use; turning it off plays the last valid position.
 * @fires edit - Editor mode: the author changed the position. detail: `{position, valid, message, lastValid, setup}` — `position` is null and `message` the engine's reason when the game refuses the board.
 *
 * @fires {MoveDetail} move - An action was played. detail: `{notation, side, from, to, captures, ply, position}`.
 * @fires {RollDetail} roll - Dice were rolled or set. detail: `{notation, side, dice, ply}`.
 * @fires {GameOverDetail} gameover - The game ended. detail: `{result}`.
 * @fires {BoardErrorDetail} error - Bad input (unknown variant, bad position or record, illegal move); the board keeps its last valid state. detail: `{code, message, token}`.
 * @fires {RejectDetail} reject - A click, drag or Enter/Space attempted something the rules refuse (a piece of the side not to move, a piece with no legal action, a cell no action of the selected piece reaches); the board keeps its usual selection behaviour. detail: `{from, to, reason: 'not-your-turn'|'no-moves'|'not-a-target', notation?, message}` — `message` is the rules' own reason (from `parseAction` on the long form in `notation`) when they give one.
 * @fires {ShareDetail} share - The link was copied. detail: `{url}`.
 * @fires {PositionChangeDetail} position-change - The shown position changed (move, roll, undo, step, load). detail: `{position, ply, notation, phase, toMove, result}`.
 *
 * @csspart board - The box around the drawing.
 * @csspart svg - The SVG drawing.
 * @csspart status - The line saying whose turn it is.
 * @csspart controls - The row of buttons.
 * @csspart dice - The dice controls (Roll button and dice input).
 * @csspart actions - Buttons for actions without a cell (pass, end turn).
 * @csspart moves - The move list.
 * @csspart sharing - The link and image buttons.
 * @csspart chooser - The popup offering actions that share a start and a target.
 * @csspart message - The error message.
 * @csspart analysis - The analysis panel (analysis mode).
 * @csspart notes - The comment of the shown move, for game records with comments.
 * @csspart palette - The editor's pieces and tools (editor mode).
 * @csspart editor-message - The editor's verdict: valid, or the engine's reason (editor mode).
 * @csspart editor-fields - The editor's side to move, pieces in hand and other fields (editor mode).
 * @csspart editor-outputs - The editor's position text, link, HTML and Markdown (editor mode).
 *
 * @cssprop --vb-light-square - Light squares.
 * @cssprop --vb-dark-square - Dark squares.
 * @cssprop --vb-hex-1 - First hexagon colour (also --vb-hex-2, --vb-hex-3).
 * @cssprop --vb-frame - Background around the board.
 * @cssprop --vb-wood - Six Stone board.
 * @cssprop --vb-line - Six Stone lines.
 * @cssprop --vb-coordinates - Coordinates and reserve counts.
 * @cssprop --vb-accent - Accent colour of buttons and the current move.
 * @cssprop --vb-focus - Keyboard focus ring.
 * @cssprop --vb-panel - Popup background.
 * @cssprop --vb-button - Button background (also --vb-button-text).
 * @cssprop --vb-text - Text colour.
 * @cssprop --vb-font - Font family.
 * @cssprop --vb-max-width - Largest width of the element.
 * @cssprop --vb-moves-height - Height of the move list's box (two rows by default); the list scrolls within it, and the box gives up room when the status line or toolbar grows, so the board keeps its height. `auto` lets it grow with the game.
 * @cssstate drawn - The board (or its error) is drawn; before, it shows a loading placeholder. `reserve.css` keeps the board's room until then.
 */
export class VariantBoard extends ReactiveElement {
  static override properties: PropertyDeclarations = {
    variant: { type: String, reflect: true },
    position: { type: String },
    moves: { type: String },
    ply: { type: Number },
    options: {
      converter: {
        fromAttribute: optionsFromAttribute,
      },
    },
    orientation: { type: String, reflect: true },
    readonly: { type: Boolean, reflect: true },
    _interactiveAttr: { type: String, attribute: 'interactive' },
    seed: { type: String },
    coordinates: {
      reflect: false,
      converter: { fromAttribute: (v: string | null) => v === null || !/^(false|0|off|no)$/i.test(v) },
    },
    highlights: { converter: { fromAttribute: (v: string | null) => parseCells(v) } },
    arrows: { attribute: 'arrows' },
    fixedRoll: { type: String, attribute: 'roll' },
    players: { type: String },
    level: { type: Number },
    hints: { type: Boolean },
    sharing: { type: Boolean },
    controls: { type: String },
    shareBase: { type: String, attribute: 'share-base' },
    analysis: { type: Boolean },
    editor: { type: Boolean, reflect: true },
  };

  declare variant: string;
  declare position: string | undefined;
  declare moves: string | undefined;
  declare ply: number | undefined;
  declare options: VariantOptions;
  declare orientation: Orientation;
  declare readonly: boolean;
  declare _interactiveAttr: string | null | undefined;
  declare seed: string | undefined;
  declare coordinates: boolean;
  declare highlights: string[];
  declare arrows: string | readonly (readonly [string, string])[] | undefined;
  /** A fixed dice result (attribute `roll`), applied when the shown position waits for a roll. */
  declare fixedRoll: string | undefined;
  declare players: string | undefined;
  declare level: number;
  declare hints: boolean;
  declare sharing: boolean;
  declare controls: string;
  declare shareBase: string;
  declare analysis: boolean;
  declare editor: boolean;

  _v: AnyVariant | null = null;
  /** The game with its history, once game.ts is loaded and the board needs it. */
  _session: PlaySession | null = null;
  /** A diagram's position without a history (the game's code not loaded): drawn all the same. */
  _light: ShownPosition | null = null;
  /** A script asked for the board (`ready`, `session`, a method): diagrams then load their game too. */
  _wantGame = false;
  /** A rebuild waits for game.ts (moves arrived on a board drawn from its position alone). */
  _rebuildLater = false;
  _rng: RandomSource | null = null;
  _error: BoardErrorDetail | null = null;
  _selection: string | null = null;
  _chooser: { moves: readonly Move[] } | null = null;
  _announce = '';
  _focus: string | null = null;
  /** A diagram's places are written (the keyboard has reached it once). */
  _cells?: boolean;
  /**
   * Focus on the drawing itself (a diagram without places: Tab's stop): its places are written, and the focus goes to
   * the one Tab would have reached, as on any other board.
   */
  _reach(e: FocusEvent): void {
    if (this._cells || e.target !== e.currentTarget) return;
    this._cells = true;
    this.requestUpdate();
    void this.updateComplete.then(() => this.renderRoot.querySelector<SVGElement>('.hits [tabindex="0"]')?.focus());
  }
  _drag: { key: string; place: Place; x0: number; y0: number; x: number; y: number; moved: boolean; wasSelected: boolean; pointer: number } | null = null;
  _rolling = false;
  _thinking = false;
  _hint: string | null = null;
  _moveSet: { state: unknown; set: MoveSet } | null = null;
  _loadToken = 0;
  _ready: Promise<void> = Promise.resolve();
  _resolveReady: (() => void) | null = null;
  _usesDice = false;
  _lastMove: { from?: string; to?: string; captures?: readonly string[]; path?: readonly string[] } | null = null;
  _aiAbort: AbortController | null = null;
  /** Analysis mode's panel, loaded on first use. */
  _an: import('./analysis/panel.js').AnalysisPanel | null = null;
  /** Editor mode's controller, loaded on first use. */
  _ed: import('./editor/editor.js').PositionEditor | null = null;
  /** Comments and side lines of annotated records, loaded when a game has them. */
  _notes: import('./annotations/notes.js').Notes | null = null;
  _loadNotes(): Promise<unknown> {
    return this._arrives('notes', import('./annotations/notes.js').then((m) => (this._notes ??= new m.Notes(this)) && this._bump()));
  }

  constructor() {
    super();
    this.variant = '';
    this.options = {};
    this.orientation = 'white';
    this.readonly = false;
    this.coordinates = true;
    this.highlights = [];
    this.level = 3;
    this.hints = false;
    this.sharing = false;
    this.analysis = false;
    this.editor = false;
    this.controls = 'full';
    this.shareBase = DEFAULT_SHARE_BASE;
    // The host is a labelled group (pages may label it with aria-label; the game's name otherwise).
    try {
      this._internals = this.attachInternals();
      this._internals.role = 'group';
    } catch {
      this._internals = null;
    }
  }

  _internals: ElementInternals | null;

  /** The drawing's markup after each render (the same text as `toSvg`), and its top-level shapes. */
  _drawing = '';
  _drawingShapes: readonly string[] = [];
  _drawingOf = '';
  _hitAttrs: HitAttributes[] | null = null;
  override updated(): void {
    if (this._internals) this._internals.ariaLabel = this.getAttribute('aria-label') ? null : this._title();
    const g = this.renderRoot.querySelector('g.drawing'), svg = this.renderRoot.querySelector('svg.board-svg');
    sizeDrawing(this.renderRoot as ShadowRoot, svg);
    // Only the shapes that changed are rewritten; markup set as one piece (`_drawing` alone) is written whole.
    if (g) paintDrawing(g, this._drawing === this._drawingOf ? this._drawingShapes : [this._drawing]);
    // The board (or its error) replaces the loading placeholder: pages keep its room until then (reserve.css).
    if (g || this._error) this._internals?.states?.add('drawn');
    // The board's own clickable places (a view that renders its own, such as the editor, leaves them unset).
    const hits = this._hitAttrs && svg?.querySelector(':scope > g.hits');
    if (hits) {
      paintHits(hits, this._hitAttrs!);
      // Without places (a diagram not reached yet), the drawing is the board's stop for Tab.
      setAttr(svg!, 'tabindex', this._hitAttrs!.length ? null : '0');
    }
    this._hitAttrs = null;
    for (const adopt of partStyles) adopt(this.renderRoot as ShadowRoot);
    this._uiStyles?.(this.renderRoot as ShadowRoot);
  }
  /** A first change since the last render starts the task's slice clock (draw/schedule.ts). */
  override requestUpdate(name?: PropertyKey, old?: unknown, options?: PropertyDeclaration): void {
    if (!this.isUpdatePending) boardWork();
    super.requestUpdate(name, old, options);
  }
  /** Renders in time slices shared by the page's boards, so that many boards never hold the main thread long. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    // Arrows set on a board already up are drawn by the update they caused (their code first, once a page).
    if (this._v && this.arrows?.length && !drawsArrows()) {
      return this._drawPart(loadArrows).then(() => inSlice(() => super.scheduleUpdate(), this._jobKind()));
    }
    return inSlice(() => super.scheduleUpdate(), this._jobKind());
  }
  /**
   * The kind of this board's renders, for the slices: a game's first board with controls runs code
   * and parses styles new to the page. (Its first drawing is quicker, and marking it too made the
   * first boards of a page wait a slice more: page load 5 to 20 % slower on 20 playable boards.)
   */
  _jobKind(): string {
    return this._uiStyles ? this.variant : '';
  }

  // ----------------------------------------------------------------------------------- public

  /**
   * Resolves once the game's rules are loaded, the board shows its position (or its error) and
   * every method can be called. A diagram is drawn without the code that plays its game; asking
   * for `ready` loads that code too, so a script that awaits it may then play, step and export.
   */
  get ready(): Promise<void> {
    this._wantGame = true;
    // The pending update first: it starts the load (a board's first render may wait for a later time slice).
    // Then what the board's current mode needs (the controls, the full template...), then their render.
    return this.updateComplete.then(() => this._ready).then(() => this._extras()).then(() => this.updateComplete).then(() => undefined);
  }
  /** The game, once loaded. */
  get game(): AnyVariant | null {
    return this._v;
  }
  /**
   * The game in progress, as the engine's `PlaySession` (its events, state, tree and `exportRecord`;
   * `GameSession` is the same with the static record readers): read it, but change it through the
   * element's methods. Null until the game is loaded; on a diagram, until its game code has arrived
   * (see `ready`).
   */
  get session(): PlaySession | null {
    return this._game ? this._game() : this._askForGame();
  }
  /** Opposite of `readonly`. */
  get interactive(): boolean {
    return !this.readonly;
  }
  set interactive(v: boolean) {
    this.readonly = !v;
  }
  /** Position text of the shown position. */
  get currentPosition(): string | null {
    const s = this._shown();
    return this._v && s ? this._v.formatPosition(s.state) : null;
  }
  /** The last error shown, if any. */
  get error(): BoardErrorDetail | null {
    return this._error;
  }
  /** Editor mode's controller (place, clearCell, movePiece, setField, setReserve, setToMove, clear, start, load, markdown, embed, link), once loaded. */
  get positionEditor(): import('./editor/editor.js').PositionEditor | null {
    return this._ed;
  }

  // The methods below that play or step through the game are replaced by game.ts's once it is
  // loaded (every board needing it loads it with its rules). Until then, on a diagram of a
  // position, they start that load and answer with an error event: call them after `ready`.

  /** Plays an action given in the game's notation. Returns false (and fires `error`) if it is not legal. */
  play(notation: string): boolean {
    return this._notYet(notation);
  }
  /** Rolls the dice at a chance point (seeded by `seed`, fair otherwise). */
  roll(): ChanceOutcome | null {
    return this.rollDice();
  }
  rollDice(): ChanceOutcome | null {
    this._notYet('roll');
    return null;
  }
  /** Sets the dice to a given result (physical dice): `23`, `4`... */
  setRoll(notation: string): boolean {
    return this._notYet(notation);
  }
  /** Takes back the last action (keeping the roll before it). */
  undo(): boolean {
    return this._notYet('undo');
  }
  /** Steps forward through undone or replayed events. */
  redo(): boolean {
    return this._notYet('redo');
  }
  /** Steps back one event without forgetting it. */
  back(): boolean {
    return this._notYet('back');
  }
  forward(): boolean {
    return this.redo();
  }
  /** Shows the position after `ply` events. */
  goto(ply: number): boolean {
    return this._notYet(String(ply));
  }
  /** Back to the start position, forgetting the game. */
  reset(): void {
    this._notYet('reset');
  }
  /** Turns the board. */
  flip(): void {
    this.orientation = this.orientation === 'black' ? 'white' : 'black';
  }
  /** The game so far as a record (PGN-like text). */
  exportRecord(tags: Record<string, string> = {}): string {
    this._notYet('exportRecord');
    return '';
  }
  /** Loads a game record; on error the board keeps its game and fires `error`. */
  loadRecord(text: string): boolean {
    return this._notYet('loadRecord');
  }
  /** The current board as SVG text (no selection marks). */
  toSvg(opts: { width?: number } = {}): string {
    this._notYet('toSvg');
    return '';
  }
  /** The current board as a PNG image. */
  async toPng(width = 640): Promise<Blob> {
    await this._loadUi();
    return this._toPng!(width);
  }
  /** Asks the computer for a suggestion and shows it. */
  async hint(): Promise<string | null> {
    await this._loadUi();
    return this._askHint!();
  }
  /** A link to the site's page showing this game up to the shown position. */
  shareLink(): string {
    this._notYet('shareLink');
    return this.shareBase;
  }

  /** A game method called before the rules or game.ts arrived: start loading the latter, and say why nothing happened. */
  _notYet(token: string): false {
    this._askForGame();
    // Code that did not arrive will not: say that again rather than "still loading".
    return this._fail(this._lost ?? new VariantBoardError('not-ready', `Cannot use ${JSON.stringify(token)} yet: the board is still loading its game (\`await board.ready\` first).`, { token }));
  }
  _askForGame(): null {
    this._wantGame = true;
    void this._loadGame();
    void this._loadRecords();
    return null;
  }
  /**
   * The error of the part of the board's code that did not arrive (the network, the CDN), once one
   * has failed: said once, naming the part. A board does not ask for it again (reload the page).
   */
  _lost?: VariantBoardError;
  /** Whether the code that plays the game did not arrive: the board then shows its position as a diagram. */
  _noGame?: boolean;
  /** `p`, whose failure is said as the board's error (those who await `p` see it fail too). */
  _arrives<T>(part: string, p: Promise<T>): Promise<T> {
    p.catch((e) => {
      if (!this._lost) this._fail((this._lost = new VariantBoardError('load-failed', `The board's ${part} did not load (reload the page): ${e}`, { token: part })));
    });
    return p;
  }
  /** A part of the drawing (arrows, dice, what beyond squares and chess pieces a game draws): its failure is said, and the board is drawn without it. */
  _drawPart(load: () => Promise<unknown>): Promise<unknown> {
    return this._arrives('drawing', load()).catch(ignore);
  }
  /** The position on show: the session's, or a diagram's own. */
  _shown(): ShownPosition | null {
    return this._session ?? this._light;
  }

  // ----------------------------------------------------------------------------------- loading

  override willUpdate(changed: PropertyValues): void {
    if (changed.has('editor')) this._editorMode();
    if (changed.has('_interactiveAttr' as keyof VariantBoard) && this._interactiveAttr != null) {
      this.readonly = /^(false|0|off|no)$/i.test(this._interactiveAttr);
    }
    if (changed.has('variant')) {
      this._load();
    } else if (this._v && (changed.has('position') || changed.has('moves') || changed.has('options') || (changed.has('fixedRoll') && !this._session))) {
      this._rebuild();
    } else if (this._session) {
      // (A ply that is not a whole number is said by the attribute check.)
      if (changed.has('ply') && Number.isInteger(this.ply)) this.goto(this.ply!);
      if (changed.has('fixedRoll')) this._applyFixedRoll!();
    }
    if (changed.has('seed')) this._rng = null;
    if (changed.has('players')) queueMicrotask(() => this._maybeComputer?.());
    if (this._v && this._needsGame()) void this._extras();
    else {
      if (this._needsUi()) void this._loadUi();
      if (this._needsFull()) void this._loadFull();
    }
    if (changed.has('analysis') || changed.has('level')) this._analyse();
    // (The `interactive` attribute's property is `_interactiveAttr`.)
    if (this._v && CHECKED_ATTRIBUTES.some((n) => changed.has((n === 'interactive' ? '_interactiveAttr' : n) as keyof VariantBoard))) this._checkAttrs();
  }
  /** Says the first of these attributes whose text is not one of its values (check-attributes.ts, loaded by boards that set one). */
  _checkAttrs(): unknown {
    // (`orientation` is reflected: every board has it, and White at the bottom needs no check.)
    return CHECKED_ATTRIBUTES.some((n, i) => this.hasAttribute(n) && (i || this.orientation !== 'white')) && this._arrives('attribute check', (checkModule ??= import('./check-attributes.js')).then((m) => m.checkAttributes(this))).catch(ignore);
  }

  _uiLoad: Promise<void> | null = null;
  /** Adds the controls' stylesheet (once loaded) to the shadow root, after each render. */
  _uiStyles: ((root: ShadowRoot) => void) | null = null;
  /** Boards that can be played or stepped through need the input and controls module. */
  _needsUi(): boolean {
    return !this.readonly || this.controls !== 'none';
  }
  _loadUi(): Promise<void> {
    return (this._uiLoad ??= this._arrives('controls', (uiModule ??= import('./ui.js')).then((m) => {
      if (!VariantBoard.prototype._activate) Object.assign(VariantBoard.prototype, m.uiMethods);
      this._uiStyles = m.adoptUiStyles;
      this._bumpIfShown();
      queueMicrotask(() => this._maybeComputer?.());
    })));
  }

  /**
   * Whether the board needs its game's history (game.ts), not only a position (and a fixed roll):
   * moves to replay, controls, the editor, analysis, or a script that asked for the board.
   */
  _needsGame(): boolean {
    return this._wantGame || !!this._session || this._needsUi() || this.editor || this.analysis || movesText(this.moves) !== '';
  }
  _gameLoad?: Promise<void>;
  _loadGame(): Promise<void> {
    // A board with controls takes its game from the controls' module, which imports it (one file fewer to fetch).
    const arrived = (gameModule ??= (this._needsUi() ? (uiModule ??= import('./ui.js')) : import('./game.js')).then((m) => {
      Object.assign(VariantBoard.prototype, m.gameMethods);
    }));
    return (this._gameLoad ??= this._arrives(this._needsUi() ? 'controls' : 'game', arrived.then(() => {
      if (this._rebuildLater && this._v) {
        this._rebuildLater = false;
        this._rebuild();
      } else if (this._light) {
        // The same position, now with its game: the drawing stays as it is unless the board shows more than a diagram.
        this._game!();
        if (this._needsUi() || this._needsFull()) this._bump();
      }
    }, (e) => {
      // The position as a diagram, if no moves need playing (`_rebuild` decides).
      this._noGame = true;
      if (this._v) this._rebuild();
      throw e;
    })));
  }

  /** Whether the board reads records: moves to replay, or a script that may call any method. */
  _needsRecords(): boolean {
    return this._wantGame || movesText(this.moves) !== '';
  }
  _recordsLoad: Promise<void> | null = null;
  _loadRecords(): Promise<void> {
    // Once per board, as the controls: `_extras` asks at every update of a board with a game.
    return (this._recordsLoad ??= this._arrives('record reader', loadRecords().then(() => {
      // A build that waited for the reader (moves set on a board that had none).
      if (this._rebuildLater && this._v && this._build) {
        this._rebuildLater = false;
        this._rebuild();
      }
    })));
  }

  /** What this board loads beside the rules: its game, the record reader, the controls, the full template, the editor, the notes. */
  _extras(): Promise<unknown> {
    // Settled, not all: each part says its own failure (`_arrives`).
    return Promise.allSettled([
      this._needsGame() ? this._loadGame() : 0,
      this._needsRecords() ? this._loadRecords() : 0,
      this._needsUi() ? this._loadUi() : 0,
      this._needsFull() ? this._loadFull() : 0,
      this.editor ? this._loadEditor() : 0,
      this._session?.annotated ? this._loadNotes() : 0,
    ]);
  }

  _load() {
    const token = ++this._loadToken;
    this._ready = new Promise((ok) => (this._resolveReady = ok));
    const done = this._resolveReady!;
    // A board that needs its game's history loads that code beside the rules (one round trip).
    // A game with dice shows them (a tray, rolled or not): their drawing comes in the same round trip as the rules.
    Promise.all([loadVariant(this.variant), this._needsGame() && this._loadGame().catch(ignore), this._needsRecords() && this._loadRecords().catch(ignore), this.arrows ? this._drawPart(loadArrows) : 0, hasDice(this.variant) ? this._drawPart(loadDice) : 0, hasPlainBoard(this.variant) ? 0 : this._drawPart(loadFeatures)])
      // Building the game (replaying its moves) takes a time slice like a render, so that the
      // boards of a page whose rules arrive together do not all build in one long task.
      .then(([v]) => inSlice(() => {
        if (token !== this._loadToken) return;
        const old = this._v;
        this._v = v;
        if (!this._rebuild() && old) this._v = old;
        const s = this._shown();
        if (s && this._v) this._usesDice = probeDice(this._v, s.options);
      }))
      .catch((e) => {
        // An unknown variant, or rules that did not arrive (the game's and the reader's failures are said by `_arrives`).
        if (token !== this._loadToken) return;
        if (e instanceof VariantBoardError) this._fail(e);
        else void this._arrives('rules', Promise.reject(e));
      })
      .finally(() => {
        // (No render is asked for here: the build, or the error, has asked for the board's render already.)
        // Interactive boards load their controls alongside the rules; ready waits for both.
        this._extras()
          // A board is ready once it can draw what it shows (what `toSvg` and a screenshot then show): dice, reserves...
          .then(() => Promise.all([this._showsDice() ? this._drawPart(loadDice) : 0, this._lacksFeatures() ? this._drawPart(loadFeatures) : 0]))
          .then(() => this._checkAttrs())
          .then(() => this.updateComplete)
          .then(() => done());
      });
  }

  /**
   * Builds what the board shows from position/moves/options, keeping the old one if they are bad:
   * the whole game (game.ts) when the board needs it, else the position alone.
   */
  _rebuild(): boolean {
    if (this._needsGame() && !(this._noGame && !movesText(this.moves))) {
      // The code that builds it: game.ts, and records.ts for moves to read.
      const reads = movesText(this.moves) !== '';
      if (this._build && (!reads || this._readMoves)) return this._build();
      // On its way: keep showing the same game's position meanwhile, and build once it has come.
      if (this._light?.variant !== this._v) this._light = null;
      this._rebuildLater = true;
      // Only what is missing: each load's arrival rebuilds, and asking again for one already here would rebuild at once.
      if (!this._build) void this._loadGame();
      if (reads && !this._readMoves) void this._loadRecords();
      return true;
    }
    const v = this._v!;
    try {
      const bad = (this.options as { [BAD_OPTIONS]?: Error })?.[BAD_OPTIONS];
      if (bad) throw bad;
      const options = this.options ?? {};
      const text = this.position?.trim();
      const start = text ? v.parsePosition(text, options) : v.initial(options);
      const startText = text ? v.formatPosition(start) : undefined;
      // A fixed roll (diagrams of a dice situation) is applied as a session would: a bad one is
      // reported and the position shown without it.
      let state = start, roll: string | undefined, badRoll: unknown = null;
      const r = this.fixedRoll?.trim();
      if (r && v.phase(start) === 'chance') {
        try {
          state = v.applyChance(start, v.parseChance(start, r));
          roll = r;
        } catch (e) {
          badRoll = e;
        }
      }
      this._light = { variant: v, options, startText, state, ...(roll ? { rolled: roll } : {}) };
      this._usesDice = probeDice(v, options);
      this._clearError();
      this._changed(null, true);
      if (badRoll) this._fail(badRoll);
      return true;
    } catch (e) {
      if (this._light?.variant !== v) {
        // Nothing valid to keep: show the game's own start under the message.
        try {
          const options = safeOptions(v, this.options);
          this._light = { variant: v, options, startText: undefined, state: v.initial(options) };
          this._usesDice = probeDice(v, options);
        } catch {
          this._light = null;
        }
      }
      this._fail(e);
      return !!this._light;
    }
  }

  /** After any change of the shown position. */
  _changed(notation: string | null, quiet = false, keepLast = false) {
    const game = this._session, s = this._shown(), v = this._v;
    this._selection = null;
    this._chooser = null;
    this._drag = null;
    if (!keepLast) this._lastMove = game ? this._lastMoveNow!() : null;
    if (!quiet) this._clearError();
    this._aiAbort?.abort();
    this._aiAbort = null;
    this._thinking = false;
    if (s && v) {
      const state = s.state;
      const result = v.result(state) as GameResult | null;
      // A diagram's fixed roll counts as the one event it has seen, as it will in its session.
      const ev = game?.events ?? (this._light?.rolled ? [{ notation: this._light.rolled }] : []);
      let text: string | undefined;
      const detail: PositionChangeDetail = {
        // Written when a listener reads it: most boards have none, and a move would write it twice (roll, then move).
        get position() {
          return (text ??= v.formatPosition(state));
        },
        ply: ev.length,
        notation: notation ?? (ev.length ? ev[ev.length - 1]!.notation : null),
        phase: v.phase(state), toMove: v.toMove(state), result,
      };
      if (this._focus && !geometryOf(v, s.options).cells.some((c) => c.id === this._focus)) this._focus = null;
      this._emit('position-change', detail);
      // (Only a game in play ends: game.ts says so.)
      this._gameOver?.(result, notation);
    }
    this._bump();
    queueMicrotask(() => this._maybeComputer?.());
    this._analyse();
    if (this._notes) this._notes.changed(notation);
    else if (game?.annotated) void this._loadNotes();
  }

  _edModule: Promise<typeof import('./editor/editor.js')> | null = null;
  _loadEditor(): Promise<void> {
    return this._arrives('editor', (this._edModule ??= import('./editor/editor.js')).then(async (m) => {
      if (this._v) await m.loadSetupHooks(this._v);
      if (this.editor && !this._ed) this._ed = new m.PositionEditor(this);
      this._bump();
    }));
  }
  /** Entering editor mode starts from the shown position; leaving it plays the last valid edited one. */
  _editorMode() {
    if (this.editor) {
      void this._loadEditor();
      return;
    }
    const edited = this._ed?.lastValid;
    this._ed = null;
    if (edited && edited !== this.currentPosition) {
      this.moves = undefined;
      this.ply = undefined;
      this.position = edited;
    }
  }

  _analyse() {
    if (!this.analysis) {
      this._an?.stop();
      this._an = null;
    } else if (this._an) this._an.update();
    else void this._arrives('analysis', import('./analysis/panel.js').then((m) => this.analysis && (this._an ??= new m.AnalysisPanel(this)).update()));
  }

  _fail(e: unknown): false {
    const err = e instanceof VariantBoardError
      ? { code: e.code, message: e.message, ...(e.token !== undefined ? { token: e.token } : {}) }
      : { code: 'error', message: e instanceof Error ? e.message : String(e) };
    this._error = err;
    this._emit('error', err);
    this._bump();
    return false;
  }

  _emit(type: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  _bump() {
    this.requestUpdate();
  }
  /**
   * A part that arrives (the controls, the full template) changes what a board shows only once it
   * shows something: before its game is built, the build's own render picks the part up.
   */
  _bumpIfShown() {
    if (this._shown() || this._error) this._bump();
  }

  // ----------------------------------------------------------------------------------- drawing

  _title(): string {
    return strings().board(this._v?.name ?? this.variant);
  }

  _scene(interactive: boolean, shown?: PositionView): Scene | null {
    const v = this._v, s = this._shown();
    if (!v || !s) return null;
    const g = geometryOf(v, s.options);
    const view = shown ?? (v.view(s.state) as PositionView);
    const moves = interactive && !this.readonly ? this._moves?.() ?? null : null;
    const sel = this._selection;
    const selection = sel ? (sel.startsWith('c:') ? { cell: sel.slice(2) } : { reserve: sel.slice(2) }) : null;
    const hintView = this._hint ? this._hintArrow?.() ?? null : null;
    // A record's own marks need its game (game.ts); a diagram has none.
    const marks = this._marks?.() ?? { arrows: [], cells: [] };
    const best = [...(this._an?.arrows ?? []), ...(hintView ? [hintView] : [])];
    // Arrows set after the board loaded (or by a part without a game) are drawn once their code arrives.
    if ((this.arrows?.length || marks.arrows.length || best.length) && !drawsArrows()) void this._drawPart(loadArrows).then(() => drawsArrows() && this._bump());
    // Dice shown before their code has arrived (options that bring dice, say) are drawn once it has.
    if (this._showsDice(view) && !drawsDice()) void this._drawPart(loadDice).then(() => drawsDice() && this._bump());
    if (this._lacksFeatures(view)) void this._drawPart(loadFeatures).then(() => drawsFeatures() && this._bump());
    const d = this._drag;
    return buildScene({
      geometry: g, view,
      orientation: this.orientation === 'black' ? 'black' : 'white',
      coordinates: this.coordinates !== false,
      highlights: this.highlights ?? [],
      marks: marks.cells,
      arrows: marks.arrows,
      arrowText: this.arrows,
      best,
      selection: interactive ? selection : null,
      targets: moves && interactive ? moves.targets(sel, view) .filter((t) => sel !== null || moves.toOnly.has(t.cell)) : [],
      lastMove: this._lastMove,
      drag: interactive && d && d.moved ? { ...('cell' in d.place ? { cell: d.place.cell } : { reserve: d.place.reserve }), x: d.x, y: d.y } : null,
      dice: this._usesDice,
      rolling: this._rolling,
      title: this._title(),
    });
  }

  /** The scene of the last update (null before the game is loaded, and in editor mode). */
  _sceneNow: Scene | null = null;
  /** The state of the last update and its view (boards that are played: their next move describes itself with it). */
  _viewNow: [unknown, PositionView] | null = null;
  /** The whole template, with Lit (full-render.ts), once a board is edited, analysed or shows an annotated record. */
  _full: typeof import('./full-render.js') | null = null;
  _fullLoad: Promise<void> | null = null;
  /** Whether the light (DOM-built) markup was replaced by the full template: that is for good. */
  _isFull = false;
  /** Whether the shown position (or `view`, already asked of the game) has dice to draw: a game with dice shows its tray, rolled or not. */
  _showsDice(view?: PositionView): boolean {
    const v = this._v, s = this._shown();
    return this._usesDice && !!v && !!s && (view ?? (v.view(s.state) as PositionView)).dice.length > 0;
  }
  /**
   * Whether the shown position (or `view`, already asked of the game) has more than squares and
   * chess pieces to draw and draw/features.ts has not come.
   */
  _lacksFeatures(view?: PositionView): boolean {
    const v = this._v, s = this._shown();
    return !drawsFeatures() && !!v && !!s && needsFeatures(geometryOf(v, s.options), view ?? (v.view(s.state) as PositionView));
  }
  /** Boards that are edited, analysed or annotated need the full template (their panels are Lit templates). */
  _needsFull(): boolean {
    return this.editor || this.analysis || !!this._session?.annotated;
  }
  _loadFull(): Promise<void> {
    return (this._fullLoad ??= this._arrives('panels', (fullModule ??= import('./full-render.js')).then((m) => {
      this._full = m;
      this._bumpIfShown();
    })));
  }

  /** The shadow root, with the board's stylesheet adopted (a plain string: no `css` tag in the core). */
  protected override createRenderRoot(): ShadowRoot {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptBoardStyles(root);
    return root;
  }

  override update(changed: PropertyValues): void {
    // (Lit's own step: reflects attributes and ends the update's pending state.)
    super.update(changed);
    const v = this._v, s = this._shown();
    this._sceneNow = null;
    if (v && s && !(this.editor && this._ed)) {
      // The position's view, asked of the game once per render: the scene, the targets and the status line share it
      // (and, on a board that is played, the next move's description while the state is the same; a diagram keeps
      // no view: about 1 kB a board).
      const view = v.view(s.state) as PositionView;
      this._viewNow = this.readonly ? null : [s.state, view];
      const scene = (this._sceneNow = this._scene(true, view)!);
      this._statusNow = this._statusText(v.result(s.state) as GameResult | null, view);
      this._drawingShapes = scene.shapes.map(shapeToString);
      this._drawing = this._drawingOf = this._drawingShapes.join('');
      // A diagram's places (a board without controls or input) wait for the keyboard (`_reach`): nobody clicks them,
      // and a diagram that nobody walks would style and lay out a polygon per cell (a tenth of 20 diagrams' page load).
      if (!this._cells && !this._needsUi()) {
        this._hitAttrs = [];
        // Until then, the drawing's label reads its occupied cells, in reading order: a screen reader's browse mode has no cells.
        const pieces = scene.hits.filter((h) => view.pieces.has(h.id)).map((h) => h.label);
        if (pieces.length) this._sceneNow = { ...scene, title: `${scene.title}: ${pieces.join('; ')}` };
      } else {
        const moves = this.readonly ? null : this._moves?.() ?? null;
        const movable = new Set(moves ? [...moves.byFrom.keys()] : []);
        const targetCells = new Set(this._selection && moves ? moves.targets(this._selection, view).map((t) => t.cell) : []);
        const cellHits = scene.hits.filter((h) => h.kind === 'cell');
        const focusId = this._focusTarget?.(scene.hits) ?? this._focus ?? cellHits[cellHits.length >> 1]?.id ?? null;
        this._hitAttrs = scene.hits.map((hit) => this._renderHit(hit, focusId, movable, targetCells));
      }
    }
    const root = this.renderRoot as ShadowRoot;
    // The full template shows a game: it waits for game.ts (what is shown stays until then).
    if (this._full && this._session && (this._isFull || this._needsFull())) {
      if (!this._isFull) root.replaceChildren();
      this._isFull = true;
      this._full.renderFull(this, root);
    } else if (!this._needsFull() || !v || !s) {
      renderLight(this, root);
    }
    // Otherwise its template is on the way (willUpdate asked for it): what is shown stays until then.
  }

  /** The line under the board: the result, the game's own status, or whose turn it is. */
  _statusText(result: GameResult | null, view: PositionView): string {
    const S = strings();
    const s = this._shown()!, v = this._v!;
    const side = v.toMove(s.state) as Side;
    return result ? S.gameOver(result.text) : view.status ?? (v.phase(s.state) === 'chance' ? S.toRoll(side) : S.toMove(side));
  }
  /** The status line of the last update (with the scene). */
  _statusNow = '';

  /** A clickable place's attributes (written by draw/paint.ts after the render, not by a template). */
  _renderHit(hit: Hit, focusId: string | null, movable: Set<string>, targets: Set<string>): HitAttributes {
    const key = hit.kind === 'cell' ? `c:${hit.id}` : `r:${hit.id}`;
    const isMovable = movable.has(key), isTarget = targets.has(hit.id);
    const tab = hit.kind === 'reserve' ? 0 : hit.id === focusId ? 0 : -1;
    // The same place in the same state gets the same list (hits are kept from render to render).
    const flags = `${+isMovable}${+isTarget}${tab}${+this.readonly}`;
    let byFlags = renderedHits.get(hit);
    if (!byFlags) renderedHits.set(hit, (byFlags = new Map()));
    let attrs = byFlags.get(flags);
    if (!attrs) byFlags.set(flags, (attrs = this._hitAttributes(hit, isMovable, isTarget, tab)));
    return attrs;
  }
  _hitAttributes(hit: Hit, movable: boolean, target: boolean, tab: number): HitAttributes {
    const cls = `hit ${hit.kind}${movable ? ' movable' : ''}${target ? ' target' : ''}`;
    return [
      ['class', cls], ['points', hit.points], ['data-kind', hit.kind], ['data-id', hit.id], ['role', 'button'],
      ['tabindex', String(tab)], ['aria-label', hit.label], ['aria-pressed', hit.selected ? 'true' : 'false'],
      ['aria-disabled', this.readonly ? 'true' : 'false'],
    ];
  }

  // ----------------------------------------------------------------------------------- input
  // (Pointer, keyboard and the controls are ui.ts's methods, joined to the class once loaded.)

  /** A new position clears the last error, except a part of the code that did not arrive: that stays said until dismissed. */
  _clearError(): void {
    if (this._error?.code !== 'load-failed') this._error = null;
  }
  _dismissError = () => {
    this._error = null;
    this._bump();
  };
}

// --------------------------------------------------------------------------------------------- helpers

// The methods of ui.ts, game.ts and records.ts join the class once loaded.
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface VariantBoard extends Partial<UiMethods>, Partial<Omit<GameMethods, keyof VariantBoardPublic>>, Partial<Omit<RecordMethods, keyof VariantBoardPublic>> {}
/** The public methods game.ts and records.ts replace: declared (with their placeholders) on the class itself. */
type VariantBoardPublic = Pick<VariantBoard, 'play' | 'rollDice' | 'setRoll' | 'undo' | 'redo' | 'back' | 'goto' | 'reset' | 'exportRecord' | 'loadRecord' | 'shareLink'>;

defineElement('variant-board', VariantBoard);

declare global {
  interface HTMLElementTagNameMap {
    'variant-board': VariantBoard;
  }
  interface HTMLElementEventMap {
    move: CustomEvent<MoveDetail>;
    roll: CustomEvent<RollDetail>;
    gameover: CustomEvent<{ result: GameResult }>;
    'position-change': CustomEvent<PositionChangeDetail>;
    edit: CustomEvent<import('./editor/editor.js').EditDetail>;
    reject: CustomEvent<RejectDetail>;
  }
}

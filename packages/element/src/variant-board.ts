/**
 * <variant-board>: draws and plays any of the engine's games, knowing only the `Variant`
 * interface and the engine's game session. The rules of a game are loaded when a board of that game
 * first appears; the board's parts (its game's history, the record reader, input and controls, the
 * full template, the editor, analysis, notes) when the board needs them (needs.ts). Each part is an
 * object the board creates when its module arrives and holds in `_parts`; a part sees the board
 * through `BoardHost` (host.ts). See ARCHITECTURE.md.
 */
import { ReactiveElement } from '@lit/reactive-element';
import type { PropertyDeclaration, PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { adopter } from './adopt.js';
import { setAttr } from './dom.js';
import { renderLight } from './light-render.js';
import { VariantBoardError, hasDice, hasPlainBoard, loadVariant } from './engine.js';
import type { AnyVariant, ChanceOutcome, GameResult, PlaySession, RandomSource, VariantOptions } from './engine.js';
import type { Orientation, Scene } from './draw/scene.js';
import { drawsArrows } from './draw/scene.js';
import { paintDrawing, paintHits, sizeDrawing } from './draw/paint.js';
import type { HitAttributes } from './draw/paint.js';
import { boardWork, inSlice } from './draw/schedule.js';
import { adoptDrawingStyles, loadArrows, loadDice, loadFeatures } from './draw/drawing-parts.js';
import { frameOf, lacksFeatures, sceneOf, showsDice } from './draw/board-frame.js';
import type { Move } from './interact.js';
import { strings } from './strings.js';
import { boardStyles } from './styles.js';
import { parseCells } from './attributes.js';
import { CHECKED_ATTRIBUTES } from './checked-attributes.js';
import { DEFAULT_SHARE_BASE, geometryOf, movesText, optionsFromAttribute, probeDice } from './model.js';
import { defineElement } from './define.js';
import { partsNeeded } from './needs.js';
import type { Needs } from './needs.js';
import { fallbackPosition, shownPosition } from './shown-position.js';
import type {
  BoardErrorDetail, BoardHost, BoardParts, Drag, GameAccess, LastMove, PositionChangeDetail, RecordAccess, ShownPosition,
} from './host.js';
import type { RejectDetail } from './reject.js';
export type { BoardErrorDetail, MoveDetail, PositionChangeDetail, RollDetail, ShownPosition } from './host.js';
export type { RejectDetail, RejectReason } from './reject.js';

/** The parts' modules, each imported once per page (an import() per board costs more than a shared promise). */
let inputModule: Promise<typeof import('./ui.js')> | null = null;
let gameModule: Promise<void> | null = null;
let recordsModule: Promise<void> | null = null;
let fullModule: Promise<typeof import('./full-render.js')> | null = null;
let editorModule: Promise<typeof import('./editor/editor.js')> | null = null;
let checkModule: Promise<typeof import('./check-attributes.js')> | null = null;
const loadInputModule = () => (inputModule ??= import('./ui.js'));
/** The game's and the record reader's classes once their module has come: a board that then needs one creates it at once. */
const arrived: { game?: new (b: BoardHost) => GameAccess; records?: new (b: BoardHost) => RecordAccess } = {};

/** Ignores a rejection that `_arrives` has said (or that another part says). */
function ignore(): void {}

const adoptBoardStyles = adopter(boardStyles);

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
export class VariantBoard extends ReactiveElement implements BoardHost {
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

  /** The parts that have arrived (see needs.ts for which a board needs). */
  readonly _parts: BoardParts = { game: null, records: null, input: null, full: null, editor: null, analysis: null, notes: null };
  _v: AnyVariant | null = null;
  /** The game with its history, once game.ts is loaded and the board needs it. */
  _session: PlaySession | null = null;
  /** A diagram's position without a history (the game's code not loaded): drawn all the same. */
  _light: ShownPosition | null = null;
  /** A script asked for the board (`ready`, `session`, a method): diagrams then load their game too. */
  _scripted = false;
  /** A rebuild waits for game.ts or records.ts (moves arrived on a board drawn from its position alone). */
  _rebuildLater = false;
  /** The code that plays the game did not arrive: the board then shows its position as a diagram. */
  _noGame = false;
  /** The error of the part of the board's code that did not arrive, once one has failed: said once, naming the part. */
  _lost?: VariantBoardError;
  /** Each part's load on this board, by name (once per board). */
  _loads = new Map<string, Promise<void>>();
  _rng: RandomSource | null = null;
  _error: BoardErrorDetail | null = null;
  _selection: string | null = null;
  _chooser: { moves: readonly Move[] } | null = null;
  _announce = '';
  _focus: string | null = null;
  _drag: Drag | null = null;
  _rolling = false;
  _thinking = false;
  _hint: string | null = null;
  _loadToken = 0;
  _ready: Promise<void> = Promise.resolve();
  _usesDice = false;
  _lastMove: LastMove | null = null;
  _aiAbort: AbortController | null = null;
  _internals: ElementInternals | null;
  /** A diagram's places are written (the keyboard has reached it once). */
  _cells?: boolean;
  /** Whether the light (DOM-built) markup was replaced by the full template: that is for good. */
  _isFull = false;
  // What the last update drew: its scene (null before the game is loaded, and in editor mode), the state and its
  // view, the status line, the drawing's markup (the same text as `toSvg`) and shapes, the places' attributes.
  _sceneNow: Scene | null = null;
  _viewNow: [unknown, import('./engine.js').PositionView] | null = null;
  _statusNow = '';
  _drawing = '';
  _drawingShapes: readonly string[] = [];
  _drawingOf = '';
  _hitAttrs: HitAttributes[] | null = null;

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

  // ----------------------------------------------------------------------------------- public

  /**
   * Resolves once the game's rules are loaded, the board shows its position (or its error) and
   * every method can be called. A diagram is drawn without the code that plays its game; asking
   * for `ready` loads that code too, so a script that awaits it may then play, step and export.
   */
  get ready(): Promise<void> {
    this._scripted = true;
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
    const game = this._gamePart();
    return game ? game.session() : this._askForGame();
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
    return this._parts.editor as import('./editor/editor.js').PositionEditor | null;
  }

  // The methods below hand over to the board's game part (game.ts) or record part (records.ts). Until it has
  // arrived (a diagram of a position), they start its load and answer with a `not-ready` error: call them after `ready`.

  /** Plays an action given in the game's notation. Returns false (and fires `error`) if it is not legal. */
  play(notation: string): boolean {
    return this._gamePart()?.play(notation) ?? this._notYet(notation);
  }
  /** Rolls the dice at a chance point (seeded by `seed`, fair otherwise). */
  roll(): ChanceOutcome | null {
    return this.rollDice();
  }
  rollDice(): ChanceOutcome | null {
    const game = this._gamePart();
    if (game) return game.rollDice();
    this._notYet('roll');
    return null;
  }
  /** Sets the dice to a given result (physical dice): `23`, `4`... */
  setRoll(notation: string): boolean {
    return this._gamePart()?.setRoll(notation) ?? this._notYet(notation);
  }
  /** Takes back the last action (keeping the roll before it). */
  undo(): boolean {
    return this._gamePart()?.undo() ?? this._notYet('undo');
  }
  /** Steps forward through undone or replayed events. */
  redo(): boolean {
    return this._gamePart()?.redo() ?? this._notYet('redo');
  }
  /** Steps back one event without forgetting it. */
  back(): boolean {
    return this._gamePart()?.back() ?? this._notYet('back');
  }
  forward(): boolean {
    return this.redo();
  }
  /** Shows the position after `ply` events. */
  goto(ply: number): boolean {
    return this._gamePart()?.goto(ply) ?? this._notYet(String(ply));
  }
  /** Back to the start position, forgetting the game. */
  reset(): void {
    const game = this._gamePart();
    if (game) game.reset();
    else this._notYet('reset');
  }
  /** Turns the board. */
  flip(): void {
    this.orientation = this.orientation === 'black' ? 'white' : 'black';
  }
  /** The game so far as a record (PGN-like text). */
  exportRecord(tags: Record<string, string> = {}): string {
    const game = this._gamePart();
    if (game) return game.exportRecord(tags);
    this._notYet('exportRecord');
    return '';
  }
  /** Loads a game record; on error the board keeps its game and fires `error`. */
  loadRecord(text: string): boolean {
    return this._recordPart()?.loadRecord(text) ?? this._notYet('loadRecord');
  }
  /** The current board as SVG text (no selection marks). */
  toSvg(opts: { width?: number } = {}): string {
    const records = this._recordPart();
    if (records) return records.toSvg(opts);
    this._notYet('toSvg');
    return '';
  }
  /** The current board as a PNG image. */
  async toPng(width = 640): Promise<Blob> {
    await this._loadInput();
    return this._parts.input!.toPng(width);
  }
  /** Asks the computer for a suggestion and shows it. */
  async hint(): Promise<string | null> {
    await this._loadInput();
    return this._parts.input!.askHint();
  }
  /** A link to the site's page showing this game up to the shown position. */
  shareLink(): string {
    const records = this._recordPart();
    if (records) return records.shareLink();
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
    this._scripted = true;
    void this._loadGame();
    void this._loadRecords();
    return null;
  }
  /** The board's game part, created once its module has come (by this board's load or another's). */
  _gamePart(): GameAccess | null {
    return (this._parts.game ??= arrived.game ? new arrived.game(this) : null);
  }
  _recordPart(): RecordAccess | null {
    return (this._parts.records ??= arrived.records ? new arrived.records(this) : null);
  }

  // ----------------------------------------------------------------------------------- loading

  /** Which parts this board needs (needs.ts). */
  _needs(): Needs {
    return partsNeeded({
      readonly: this.readonly, controls: this.controls, moves: this.moves, editor: this.editor, analysis: this.analysis,
      scripted: this._scripted, hasGame: !!this._session, annotated: !!this._session?.annotated,
    });
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('editor')) this._editorMode();
    if (changed.has('_interactiveAttr') && this._interactiveAttr != null) this.readonly = /^(false|0|off|no)$/i.test(this._interactiveAttr);
    if (changed.has('variant')) {
      this._load();
    } else if (this._v && (changed.has('position') || changed.has('moves') || changed.has('options') || (changed.has('fixedRoll') && !this._session))) {
      this._rebuild();
    } else if (this._session) {
      // (A ply that is not a whole number is said by the attribute check.)
      if (changed.has('ply') && Number.isInteger(this.ply)) this.goto(this.ply!);
      if (changed.has('fixedRoll')) this._parts.game?.applyFixedRoll();
    }
    if (changed.has('seed')) this._rng = null;
    if (changed.has('players')) queueMicrotask(() => this._parts.input?.maybeComputer());
    const needs = this._needs();
    if (this._v && needs.game) void this._extras();
    else {
      if (needs.input) void this._loadInput();
      if (needs.full) void this._loadFull();
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

  /** `load` once per board under `name`, its failure said as the board's error (`_arrives`, naming `part`). */
  _once(name: string, part: string, load: () => Promise<void>): Promise<void> {
    let p = this._loads.get(name);
    if (!p) this._loads.set(name, (p = this._arrives(part, load())));
    return p;
  }
  /** Input and controls (ui.ts): boards that are played or stepped through, and any board once focused. */
  _loadInput(): Promise<void> {
    return this._once('input', 'controls', () => loadInputModule().then((m) => {
      this._parts.input ??= new m.InputPart(this);
      this._bumpIfShown();
      queueMicrotask(() => this._parts.input?.maybeComputer());
    }));
  }
  /** The game's history (game.ts); a board with controls takes it from the controls' module (one file fewer to fetch). */
  _loadGame(): Promise<void> {
    const viaInput = this._needs().input;
    gameModule ??= (viaInput ? loadInputModule() : import('./game.js')).then((m) => void (arrived.game = m.GamePart));
    const module = gameModule;
    return this._once('game', viaInput ? 'controls' : 'game', () => module.then(() => {
      const game = this._gamePart()!;
      if (this._rebuildLater && this._v) {
        this._rebuildLater = false;
        this._rebuild();
      } else if (this._light) {
        // The same position, now with its game: the drawing stays as it is unless the board shows more than a diagram.
        game.session();
        const needs = this._needs();
        if (needs.input || needs.full) this._bump();
      }
    }, (e) => {
      // The position as a diagram, if no moves need playing (`_rebuild` decides).
      this._noGame = true;
      if (this._v) this._rebuild();
      throw e;
    }));
  }
  /** The record reader (records.ts): boards with moves to read, and scripts. */
  _loadRecords(): Promise<void> {
    recordsModule ??= import('./records.js').then((m) => void (arrived.records = m.RecordPart));
    const module = recordsModule;
    return this._once('records', 'record reader', () => module.then(() => {
      this._recordPart();
      // A build that waited for the reader (moves set on a board that had none).
      if (this._rebuildLater && this._v && this._gamePart()) {
        this._rebuildLater = false;
        this._rebuild();
      }
    }));
  }
  /** The whole template (full-render.ts, with Lit): boards that are edited, analysed or annotated. */
  _loadFull(): Promise<void> {
    return this._once('full', 'panels', () => (fullModule ??= import('./full-render.js')).then((m) => {
      this._parts.full ??= new m.FullTemplate(this);
      this._bumpIfShown();
    }));
  }
  _loadEditor(): Promise<void> {
    return this._arrives('editor', (editorModule ??= import('./editor/editor.js')).then(async (m) => {
      if (this._v) await m.loadSetupHooks(this._v);
      if (this.editor && !this._parts.editor) this._parts.editor = new m.PositionEditor(this);
      this._bump();
    }));
  }
  _loadNotes(): Promise<void> {
    return this._once('notes', 'notes', () => import('./annotations/notes.js').then((m) => {
      this._parts.notes ??= new m.Notes(this);
      this._bump();
    }));
  }
  /** Entering editor mode starts from the shown position; leaving it plays the last valid edited one. */
  _editorMode() {
    if (this.editor) {
      void this._loadEditor();
      return;
    }
    const edited = this._parts.editor?.lastValid;
    this._parts.editor = null;
    if (edited && edited !== this.currentPosition) {
      this.moves = undefined;
      this.ply = undefined;
      this.position = edited;
    }
  }
  _analyse() {
    const panel = this._parts.analysis;
    if (!this.analysis) {
      panel?.stop();
      this._parts.analysis = null;
    } else if (panel) panel.update();
    else void this._arrives('analysis', import('./analysis/panel.js').then((m) => this.analysis && (this._parts.analysis ??= new m.AnalysisPanel(this)).update()));
  }

  /** What this board loads beside the rules (needs.ts). Settled, not all: each part says its own failure (`_arrives`). */
  _extras(): Promise<unknown> {
    const needs = this._needs();
    return Promise.allSettled([
      needs.game ? this._loadGame() : 0,
      needs.records ? this._loadRecords() : 0,
      needs.input ? this._loadInput() : 0,
      needs.full ? this._loadFull() : 0,
      needs.editor ? this._loadEditor() : 0,
      needs.notes ? this._loadNotes() : 0,
    ]);
  }

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

  _load() {
    const token = ++this._loadToken;
    let done!: () => void;
    this._ready = new Promise((ok) => (done = ok));
    const needs = this._needs();
    // A board that needs its game's history loads that code beside the rules (one round trip), as the drawing's
    // parts its game needs: dice (a game with dice shows them, rolled or not), points and lines, arrows.
    Promise.all([loadVariant(this.variant), needs.game && this._loadGame().catch(ignore), needs.records && this._loadRecords().catch(ignore), this.arrows ? this._drawPart(loadArrows) : 0, hasDice(this.variant) ? this._drawPart(loadDice) : 0, hasPlainBoard(this.variant) ? 0 : this._drawPart(loadFeatures)])
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
        this._extras()
          // A board is ready once it can draw what it shows (what `toSvg` and a screenshot then show): dice, reserves...
          .then(() => Promise.all([showsDice(this) ? this._drawPart(loadDice) : 0, lacksFeatures(this) ? this._drawPart(loadFeatures) : 0]))
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
    const reads = movesText(this.moves) !== '';
    if (this._needs().game && !(this._noGame && !reads)) {
      // The code that builds it: game.ts, and records.ts for moves to read.
      const game = this._gamePart();
      if (game && (!reads || this._recordPart())) return game.build();
      // On its way: keep showing the same game's position meanwhile, and build once it has come.
      if (this._light?.variant !== this._v) this._light = null;
      this._rebuildLater = true;
      // Only what is missing: each load's arrival rebuilds, and asking again for one already here would rebuild at once.
      if (!game) void this._loadGame();
      if (reads && !this._recordPart()) void this._loadRecords();
      return true;
    }
    const v = this._v!;
    try {
      const { shown, badRoll } = shownPosition(v, this);
      this._light = shown;
      this._usesDice = probeDice(v, shown.options);
      this._clearError();
      this._changed(null, true);
      if (badRoll) this._fail(badRoll);
      return true;
    } catch (e) {
      if (this._light?.variant !== v) {
        // Nothing valid to keep: show the game's own start under the message.
        this._light = fallbackPosition(v, this.options);
        if (this._light) this._usesDice = probeDice(v, this._light.options);
      }
      this._fail(e);
      return !!this._light;
    }
  }

  /** The position on show: the session's, or a diagram's own. */
  _shown(): ShownPosition | null {
    return this._session ?? this._light;
  }

  /** After any change of the shown position. */
  _changed(notation: string | null, quiet = false, keepLast = false) {
    const game = this._session, s = this._shown(), v = this._v;
    this._selection = null;
    this._chooser = null;
    this._drag = null;
    if (!keepLast) this._lastMove = game ? this._parts.game?.lastMove() ?? null : null;
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
      this._parts.game?.gameOver(result, notation);
    }
    this._bump();
    queueMicrotask(() => this._parts.input?.maybeComputer());
    this._analyse();
    if (this._parts.notes) this._parts.notes.changed(notation);
    else if (game?.annotated) void this._loadNotes();
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
  /** A part that arrives changes what a board shows only once it shows something: before its game is built, the build's own render picks the part up. */
  _bumpIfShown() {
    if (this._shown() || this._error) this._bump();
  }
  /** A new position clears the last error, except a part of the code that did not arrive: that stays said until dismissed. */
  _clearError(): void {
    if (this._error?.code !== 'load-failed') this._error = null;
  }
  _dismissError = () => {
    this._error = null;
    this._bump();
  };

  // ----------------------------------------------------------------------------------- drawing

  _title(): string {
    return strings().board(this._v?.name ?? this.variant);
  }
  _scene(interactive: boolean): Scene | null {
    return sceneOf(this, interactive);
  }
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

  /** The shadow root, with the board's stylesheet adopted (a plain string: no `css` tag in the core). */
  protected override createRenderRoot(): ShadowRoot {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptBoardStyles(root);
    return root;
  }

  override update(changed: PropertyValues): void {
    // (Lit's own step: reflects attributes and ends the update's pending state.)
    super.update(changed);
    const needs = this._needs();
    const frame = this.editor && this._parts.editor ? null : frameOf(this, needs.input);
    this._sceneNow = frame?.scene ?? null;
    if (frame) {
      this._viewNow = frame.viewNow;
      this._statusNow = frame.status;
      this._drawingShapes = frame.shapes;
      this._drawing = this._drawingOf = frame.shapes.join('');
      this._hitAttrs = frame.hits;
    }
    const root = this.renderRoot as ShadowRoot, full = this._parts.full;
    // The full template shows a game: it waits for game.ts (what is shown stays until then).
    if (full && this._session && (this._isFull || needs.full)) {
      if (!this._isFull) root.replaceChildren();
      this._isFull = true;
      full.render(root);
    } else if (!needs.full || !this._v || !this._shown()) {
      renderLight(this, root);
    }
    // Otherwise its template is on the way (willUpdate asked for it): what is shown stays until then.
  }

  override updated(): void {
    const root = this.renderRoot as ShadowRoot;
    if (this._internals) this._internals.ariaLabel = this.getAttribute('aria-label') ? null : this._title();
    const g = root.querySelector('g.drawing'), svg = root.querySelector('svg.board-svg');
    sizeDrawing(root, svg);
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
    adoptDrawingStyles(root);
    this._parts.input?.adoptStyles(root);
  }
  /** A first change since the last render starts the task's slice clock (draw/schedule.ts). */
  override requestUpdate(name?: PropertyKey, old?: unknown, options?: PropertyDeclaration): void {
    if (!this.isUpdatePending) boardWork();
    super.requestUpdate(name, old, options);
  }
  /** Renders in time slices shared by the page's boards, so that many boards never hold the main thread long. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    // The kind of this board's renders, for the slices: a game's first board with controls runs code and parses
    // styles new to the page. (Its first drawing is quicker, and marking it too made the first boards of a page
    // wait a slice more: page load 5 to 20 % slower on 20 playable boards.)
    const kind = this._parts.input ? this.variant : '';
    // Arrows set on a board already up are drawn by the update they caused (their code first, once a page).
    if (this._v && this.arrows?.length && !drawsArrows()) {
      return this._drawPart(loadArrows).then(() => inSlice(() => super.scheduleUpdate(), kind));
    }
    return inSlice(() => super.scheduleUpdate(), kind);
  }
}

defineElement('variant-board', VariantBoard);

declare global {
  interface HTMLElementTagNameMap {
    'variant-board': VariantBoard;
  }
  interface HTMLElementEventMap {
    move: CustomEvent<import('./host.js').MoveDetail>;
    roll: CustomEvent<import('./host.js').RollDetail>;
    gameover: CustomEvent<{ result: GameResult }>;
    'position-change': CustomEvent<PositionChangeDetail>;
    edit: CustomEvent<import('./editor/editor.js').EditDetail>;
    reject: CustomEvent<RejectDetail>;
  }
}

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
import { renderLight } from './light-render.js';
import { VariantBoardError } from './engine.js';
import type { AnyVariant, ChanceOutcome, GameResult, PlaySession, RandomSource, VariantOptions } from './engine.js';
import type { Orientation, Scene } from './draw/scene.js';
import { drawsArrows } from './draw/scene.js';
import { boardWork, inSlice } from './draw/schedule.js';
import { loadArrows } from './draw/drawing-parts.js';
import { sceneOf } from './draw/board-frame.js';
import { BoardPainter } from './draw/painter.js';
import type { Move } from './interact.js';
import { strings } from './strings.js';
import { boardStyles } from './styles.js';
import { parseCells } from './attributes.js';
import { geometryOf, optionsFromAttribute } from './model.js';
import { defineElement } from './define.js';
import { PartLoader } from './loading.js';
import { positionChange } from './position-change.js';
import type {
  BoardErrorDetail, BoardHost, BoardParts, Drag, GameAccess, LastMove, PositionChangeDetail, RecordAccess, ShownPosition,
} from './host.js';
import type { RejectDetail } from './reject.js';
import type { DrawnShape } from './shapes/model.js';
export type { Brush, DrawnShape, ShapesChangeDetail } from './shapes/model.js';
export type { BoardErrorDetail, MoveDetail, PositionChangeDetail, RollDetail, ShownPosition } from './host.js';
export type { RejectDetail, RejectReason } from './reject.js';

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
 * @attr {string} share-base - Base URL of a page that reads `variant`, `position`, `moves` and `options` parameters: share links point there. Without it, links point at the board server's `/play/` page when there is one (`server`), else at the page the board is on, with the game in the address's fragment (`#vb=...`), which the board there shows when the link is opened.
 * @attr {string} server - Address of a board server (`@variant-board/server`), such as `https://boards.example`; the page-wide setting is `<meta name="variant-board-server" content="...">`. With one, share links point at its `/play/` page and the sharing buttons and the editor offer text to paste into forums (BBCode and Markdown with the picture, the iframe, the link).
 * @attr {boolean} analysis - Analysis mode: the position's value and perfect moves (solved games), else the computer's evaluation and best move.
 * @attr {boolean} drawable - People may draw arrows (right-drag) and circles (right-click) on the board, choose the colour with Shift, Alt or both, use the toolbar's pen on touch screens and the D key from the focused cell. Unset: on for boards that are played or stepped through and in editor mode, off for read-only diagrams; `drawable="false"` turns it off. On a board showing an annotated record the drawing is kept in the shown move's comment, in editor mode in the edited position's (`exportRecord`).
 * @attr {string} status - The status line's words in place of whose turn it is, for a page that knows the turn better than the rules alone (a game played by post or live: `Waiting for Black's move`, `Your move`); the result of a finished game still shows. Text, never markup.
 * @attr {boolean} editor - Position editor: a palette of pieces to place, move and remove by click, drag or keyboard, the rest of the position text, and the position text, share link, HTML, Markdown and record to copy; arrows and circles drawn on it go into the record (`exportRecord`) as the position's comment. Loaded on first use; turning it off plays the last valid position.
 * @attr {string} animation - How long a moved piece glides to its new place, in milliseconds (about 200 by default), or `none`. Readers who ask for reduced motion see no glide.
 * @attr {'classic'|'slate'|'high-contrast'} theme - The board's look: `classic` (the default), `slate` (blue-grey), or `high-contrast` (pieces, cells, the last move and the selection at least 3:1 apart).
 * @fires edit - Editor mode: the author changed the position. detail: `{position, valid, message, lastValid, setup}` — `position` is null and `message` the engine's reason when the game refuses the board.
 *
 * @fires {MoveDetail} move - An action was played. detail: `{notation, side, from, to, captures, ply, position}`.
 * @fires {RollDetail} roll - Dice were rolled or set. detail: `{notation, side, dice, ply}`.
 * @fires {GameOverDetail} gameover - The game ended. detail: `{result}`.
 * @fires {BoardErrorDetail} error - Bad input (unknown variant, bad position or record, illegal move); the board keeps its last valid state. detail: `{code, message, token}`.
 * @fires {RejectDetail} reject - A click, drag or Enter/Space attempted something the rules refuse (a piece of the side not to move, a piece with no legal action, a cell no action of the selected piece reaches); the board keeps its usual selection behaviour. detail: `{from, to, reason: 'not-your-turn'|'no-moves'|'not-a-target', notation?, message}` — `message` is the rules' own reason (from `parseAction` on the long form in `notation`) when they give one.
 * @fires {ShareDetail} share - The link was copied. detail: `{url}`.
 * @fires {ShapesChangeDetail} shapes-change - Someone drew or removed a shape, or a click or a move cleared the drawing. detail: `{shapes}`, the drawing now (as `board.shapes`).
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
    position: { type: String }, moves: { type: String }, ply: { type: Number },
    options: { converter: { fromAttribute: optionsFromAttribute } },
    orientation: { type: String, reflect: true },
    readonly: { type: Boolean, reflect: true },
    _interactiveAttr: { type: String, attribute: 'interactive' },
    seed: { type: String },
    coordinates: { reflect: false, converter: { fromAttribute: (v: string | null) => v === null || !/^(false|0|off|no)$/i.test(v) } },
    highlights: { converter: { fromAttribute: (v: string | null) => parseCells(v) } },
    arrows: { attribute: 'arrows' },
    fixedRoll: { type: String, attribute: 'roll' },
    players: { type: String }, level: { type: Number }, hints: { type: Boolean }, sharing: { type: Boolean }, controls: { type: String },
    shareBase: { type: String, attribute: 'share-base' },
    server: { type: String },
    analysis: { type: Boolean },
    editor: { type: Boolean, reflect: true },
    drawable: { converter: { fromAttribute: (v: string | null) => (v === null ? undefined : !/^(false|0|off|no)$/i.test(v)) } },
    status: { type: String },
    animation: { type: String },
    theme: { type: String, reflect: true },
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
  declare server: string | undefined;
  declare analysis: boolean;
  declare editor: boolean;
  declare drawable: boolean | undefined;
  declare status: string | undefined;
  declare animation: string | undefined;
  declare theme: string | undefined;

  /** The parts that have arrived (see needs.ts for which a board needs). */
  readonly _parts: BoardParts = { game: null, records: null, input: null, full: null, editor: null, analysis: null, notes: null, shapes: null, motion: null };
  /** Loads the game's rules and the parts, and builds what the board shows (loading.ts). */
  readonly _loader: PartLoader = new PartLoader(this);
  _v: AnyVariant | null = null;
  /** The game with its history, once game.ts is loaded and the board needs it. */
  _session: PlaySession | null = null;
  /** A diagram's position without a history (the game's code not loaded): drawn all the same. */
  _light: ShownPosition | null = null;
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
  _usesDice = false;
  _lastMove: LastMove | null = null;
  _aiAbort: AbortController | null = null;
  _internals: ElementInternals | null;
  /** Whether the light (DOM-built) markup was replaced by the full template: that is for good. */
  _isFull = false;
  // What the last update drew: its scene (null before the game is loaded, and in editor mode), the state and its
  // view, the status line and the drawing's markup (the same text as `toSvg`).
  _sceneNow: Scene | null = null;
  _viewNow: [unknown, import('./engine.js').PositionView] | null = null;
  _statusNow = '';
  _drawing = '';
  declare _shapesWanted: unknown;
  /** Works out each update's frame and paints it (draw/painter.ts). */
  readonly _painter: BoardPainter;

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
    this.shareBase = '';
    // The host is a labelled group (pages may label it with aria-label; the game's name otherwise).
    try {
      this._internals = this.attachInternals();
      this._internals.role = 'group';
    } catch {
      this._internals = null;
    }
    this._painter = new BoardPainter(this, this._internals);
  }

  // ----------------------------------------------------------------------------------- public

  /**
   * Resolves once the game's rules are loaded, the board shows its position (or its error) and
   * every method can be called. A diagram is drawn without the code that plays its game; asking
   * for `ready` loads that code too, so a script that awaits it may then play, step and export.
   */
  get ready(): Promise<void> {
    this._loader._scripted = true;
    // The pending update first: it starts the load (a board's first render may wait for a later time slice).
    // Then what the board's current mode needs (the controls, the full template...), then their render.
    return this.updateComplete.then(() => this._loader._ready).then(() => this._extras()).then(() => this.updateComplete).then(() => undefined);
  }
  /** The game, once loaded. */
  get game(): AnyVariant | null { return this._v; }
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
  get interactive(): boolean { return !this.readonly; }
  set interactive(v: boolean) { this.readonly = !v; }
  /** Position text of the shown position. */
  get currentPosition(): string | null {
    const s = this._shown();
    return this._v && s ? this._v.formatPosition(s.state) : null;
  }
  /**
   * The arrows and circles drawn on the board: `{ from, to?, brush }` each (`to` for an arrow; brush `green`,
   * `red`, `blue` or `yellow`). Settable: a shape naming no cell of the board is said as an `error` (code
   * `bad-shape`, naming the token) and the drawing is kept. On an annotated record, the shown move's marks.
   */
  get shapes(): readonly DrawnShape[] {
    return this._parts.shapes?.get() ?? (this._shapesWanted as DrawnShape[] | undefined) ?? [];
  }
  set shapes(value: readonly DrawnShape[]) {
    // (Checked by the shapes part, at once when it is here, else once it has come.)
    this._shapesWanted = value;
    if (this._parts.shapes) this._parts.shapes.set(value);
    else void this._loader._loadShapes();
  }
  /** The last error shown, if any. */
  get error(): BoardErrorDetail | null { return this._error; }
  /** Editor mode's controller (place, clearCell, movePiece, setField, setReserve, setToMove, clear, start, load, markdown, embed, link), once loaded. */
  get positionEditor(): import('./editor/editor.js').PositionEditor | null {
    return this._parts.editor as import('./editor/editor.js').PositionEditor | null;
  }

  // The methods below hand over to the board's game part (game.ts) or record part (records.ts). Until it has
  // arrived (a diagram of a position), they start its load and answer with a `not-ready` error: call them after `ready`.

  /** Plays an action given in the game's notation. Returns false (and fires `error`) if it is not legal. */
  play(notation: string): boolean { return this._gamePart()?.play(notation) ?? this._notYet(notation); }
  /** Rolls the dice at a chance point (seeded by `seed`, fair otherwise). */
  roll(): ChanceOutcome | null { return this.rollDice(); }
  rollDice(): ChanceOutcome | null {
    const game = this._gamePart();
    if (game) return game.rollDice();
    this._notYet('roll');
    return null;
  }
  /** Sets the dice to a given result (physical dice): `23`, `4`... */
  setRoll(notation: string): boolean { return this._gamePart()?.setRoll(notation) ?? this._notYet(notation); }
  /** Takes back the last action (keeping the roll before it). */
  undo(): boolean { return this._gamePart()?.undo() ?? this._notYet('undo'); }
  /** Steps forward through undone or replayed events. */
  redo(): boolean { return this._gamePart()?.redo() ?? this._notYet('redo'); }
  /** Steps back one event without forgetting it. */
  back(): boolean { return this._gamePart()?.back() ?? this._notYet('back'); }
  forward(): boolean { return this.redo(); }
  /** Shows the position after `ply` events. */
  goto(ply: number): boolean { return this._gamePart()?.goto(ply) ?? this._notYet(String(ply)); }
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
  /** The game so far as a record (PGN-like text); in editor mode, the position being edited with its drawing. */
  exportRecord(tags: Record<string, string> = {}): string {
    const game = this._gamePart(), edited = game && this.editor && this._parts.editor?.record(tags);
    if (game) return edited || game.exportRecord(tags);
    this._notYet('exportRecord');
    return '';
  }
  /** Loads a game record; on error the board keeps its game and fires `error`. */
  loadRecord(text: string): boolean { return this._recordPart()?.loadRecord(text) ?? this._notYet('loadRecord'); }
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
  /** A link to a page showing this game up to the shown position: `share-base`'s, the board server's `/play/`, else this page with the game in its fragment. */
  shareLink(): string {
    const records = this._recordPart();
    if (records) return records.shareLink();
    this._notYet('shareLink');
    return this.shareBase;
  }

  /** A game method called before its part arrived: starts that load and says why nothing happened. */
  _notYet(token: string): false { return this._loader._notYet(token); }
  _askForGame(): null { return this._loader._askForGame(); }
  _gamePart(): GameAccess | null { return this._loader._gamePart(); }
  _recordPart(): RecordAccess | null { return this._loader._recordPart(); }
  _extras(): Promise<unknown> { return this._loader._extras(); }
  _loadInput(): Promise<void> { return this._loader._loadInput(); }
  _loadRecords(): Promise<void> { return this._loader._loadRecords(); }
  _drawPart(load: () => Promise<unknown>): Promise<unknown> { return this._loader._drawPart(load); }
  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('_interactiveAttr') && this._interactiveAttr != null) this.readonly = /^(false|0|off|no)$/i.test(this._interactiveAttr);
    this._loader._willUpdate(changed);
  }

  /** The position on show: the session's, or a diagram's own. */
  _shown(): ShownPosition | null { return this._session ?? this._light; }

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
      // A diagram's fixed roll counts as the one event it has seen, as it will in its session.
      const detail = positionChange(v, s.state, game?.events ?? (this._light?.rolled ? [{ notation: this._light.rolled }] : []), notation);
      if (this._focus && !geometryOf(v, s.options).cells.some((c) => c.id === this._focus)) this._focus = null;
      this._emit('position-change', detail);
      // (Only a game in play ends: game.ts says so.)
      this._parts.game?.gameOver(detail.result, notation);
    }
    this._bump();
    queueMicrotask(() => this._parts.input?.maybeComputer());
    this._loader._analyse();
    if (this._parts.notes) this._parts.notes.changed(notation);
    else if (game?.annotated) void this._loader._loadNotes();
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
  _emit(type: string, detail: unknown) { this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })); }
  _bump() { this.requestUpdate(); }
  /** A new position clears the last error, except a part of the code that did not arrive: that stays said until dismissed. */
  _clearError(): void { if (this._error?.code !== 'load-failed') this._error = null; }
  _dismissError = () => {
    this._error = null;
    this._bump();
  };

  // ----------------------------------------------------------------------------------- drawing

  _title(): string { return strings().board(this._v?.name ?? this.variant); }
  _scene(interactive: boolean): Scene | null { return sceneOf(this, interactive); }
  /** Focus reached the drawing itself (a diagram's one Tab stop): its places are written (draw/painter.ts). */
  _reach(e: FocusEvent): void { this._painter._reach(e); }

  /** The shadow root, with the board's stylesheet adopted (a plain string: no `css` tag in the core). */
  protected override createRenderRoot(): ShadowRoot {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptBoardStyles(root);
    return root;
  }

  override update(changed: PropertyValues): void {
    // (Lit's own step: reflects attributes and ends the update's pending state.)
    super.update(changed);
    const needs = this._loader._needs();
    this._painter._frame(needs.input, this.editor && !!this._parts.editor);
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
    'shapes-change': CustomEvent<import('./shapes/model.js').ShapesChangeDetail>;
  }
}

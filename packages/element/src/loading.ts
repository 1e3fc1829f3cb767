/**
 * How a board loads: its game's rules, then the parts it needs (needs.ts), each once per page, and the
 * build of what it shows from its attributes (a game with its history, or a diagram's position alone).
 * The board holds one `PartLoader`; the parts' modules are imported here, only through `import()`, and
 * each part is created, with the board as its host, when its module has come.
 */
import type { PropertyValues } from '@lit/reactive-element';
import { VariantBoardError, hasDice, hasPlainBoard, loadVariant } from './engine.js';
import type { GameAccess, RecordAccess } from './host.js';
import type { FrameBoard } from './draw/board-frame.js';
import { lacksFeatures, showsDice } from './draw/board-frame.js';
import { loadArrows, loadDice, loadFeatures } from './draw/drawing-parts.js';
import { inSlice } from './draw/schedule.js';
import { whenIdle } from './idle.js';
import { CHECKED_ATTRIBUTES } from './checked-attributes.js';
import { movesText, probeDice } from './model.js';
import { partsNeeded } from './needs.js';
import type { Needs } from './needs.js';
import { fallbackPosition, shownPosition } from './shown-position.js';

/** What the loader reads and sets on its board. */
export interface LoadingHost extends FrameBoard {
  analysis: boolean;
  readonly currentPosition: string | null;
}

/** The parts' modules, each imported once per page (an import() per board costs more than a shared promise). */
let inputModule: Promise<typeof import('./ui.js')> | null = null;
let gameModule: Promise<void> | null = null;
let recordsModule: Promise<void> | null = null;
let fullModule: Promise<typeof import('./full-render.js')> | null = null;
let editorModule: Promise<typeof import('./editor/editor.js')> | null = null;
let shapesModule: Promise<typeof import('./shapes/part.js')> | null = null;
let checkModule: Promise<typeof import('./check-attributes.js')> | null = null;
let themeModule: Promise<typeof import('./theme/themes.js')> | null = null;
const loadInputModule = () => (inputModule ??= import('./ui.js'));
/**
 * Pieces that glide, in a file of their own asked for once the page is idle: nothing glides on a board's
 * first drawing, so a page's load neither waits for them nor counts them in its size, nor makes each of its
 * boards a glide part while it loads. A board that changes before then draws that change at once.
 */
let motionModule: Promise<void> | null = null;
const loadMotion = () => (motionModule ??= import('./motion/glide.js').then((m) => void (arrived.motion = m.MotionPart)));
/** The game's and the record reader's classes once their module has come: a board that then needs one creates it at once. */
const arrived: { game?: new (b: LoadingHost) => GameAccess; records?: new (b: LoadingHost) => RecordAccess; motion?: new (b: LoadingHost) => object } = {};

/** Ignores a rejection that `arrives` has said (or that another part says). */
function ignore(): void {}

export class PartLoader {
  /** A script asked for the board (`ready`, `session`, a method): diagrams then load their game too. */
  _scripted = false;
  /** A rebuild waits for game.ts or records.ts (moves arrived on a board drawn from its position alone). */
  private _rebuildLater = false;
  /** The code that plays the game did not arrive: the board then shows its position as a diagram. */
  private _noGame = false;
  /** The error of the part of the board's code that did not arrive, once one has failed: said once, naming the part. */
  private _lost?: VariantBoardError;
  /** Each part's load on this board, by name. */
  private _loads = new Map<string, Promise<void>>();
  /** The board's current load (a new variant starts another). */
  private _token = 0;
  /** Settles once the board's current load is done (its game and parts in, its first drawing made). */
  _ready: Promise<void> = Promise.resolve();
  /** Whether the board's first load has looked at the page's address for a game (`#vb=...`, share.ts): once per board. */
  private _linkSeen = false;

  constructor(private readonly b: LoadingHost) {}

  private _bumpIfShown(): void {
    // A part that arrives changes what a board shows only once it shows something: before its game is built, the
    // build's own render picks the part up.
    if (this.b._shown() || this.b._error) this.b._bump();
  }

  /** A game method called before the rules or game.ts arrived: start loading the latter, and say why nothing happened. */
  _notYet(token: string): false {
    this._askForGame();
    // Code that did not arrive will not: say that again rather than "still loading".
    return this.b._fail(this._lost ?? new VariantBoardError('not-ready', `Cannot use ${JSON.stringify(token)} yet: the board is still loading its game (\`await board.ready\` first).`, { token }));
  }
  _askForGame(): null {
    this._scripted = true;
    void this._loadGame();
    void this._loadRecords();
    return null;
  }
  /** The board's game part, created once its module has come (by this board's load or another's). */
  _gamePart(): GameAccess | null {
    const parts = this.b._parts;
    // Pieces that glide come with the game: only a board with a history changes by one move.
    if (!parts.motion && arrived.motion) parts.motion = new arrived.motion(this.b);
    return (parts.game ??= arrived.game ? new arrived.game(this.b) : null);
  }
  _recordPart(): RecordAccess | null {
    return (this.b._parts.records ??= arrived.records ? new arrived.records(this.b) : null);
  }

  // ----------------------------------------------------------------------------------- loading

  /** Which parts this board needs (needs.ts). */
  _needs(): Needs {
    return partsNeeded({
      readonly: this.b.readonly, controls: this.b.controls, moves: this.b.moves, editor: this.b.editor, analysis: this.b.analysis,
      drawable: this.b.drawable, scripted: this._scripted, hasGame: !!this.b._session, annotated: !!this.b._session?.annotated,
    });
  }

  /** Before a render: loads or rebuilds what the changed attributes ask for. */
  _willUpdate(changed: PropertyValues): void {
    if (changed.has('editor')) this._editorMode();
    if (changed.has('variant')) {
      this._load();
    } else if (this.b._v && (changed.has('position') || changed.has('moves') || changed.has('options') || (changed.has('fixedRoll') && !this.b._session))) {
      this._rebuild();
    } else if (this.b._session) {
      // (A ply that is not a whole number is said by the attribute check.)
      if (changed.has('ply') && Number.isInteger(this.b.ply)) this.b.goto(this.b.ply!);
      if (changed.has('fixedRoll')) this.b._parts.game?.applyFixedRoll();
    }
    if (changed.has('theme')) void this._theme();
    if (changed.has('seed')) this.b._rng = null;
    if (changed.has('players')) queueMicrotask(() => this.b._parts.input?.maybeComputer());
    const needs = this._needs();
    if (this.b._v && needs.game) void this._extras();
    else {
      if (needs.input) void this._loadInput();
      if (needs.full) void this._loadFull();
      if (needs.shapes) void this._loadShapes();
    }
    if (changed.has('analysis') || changed.has('level')) this._analyse();
    // (The `interactive` attribute's property is `_interactiveAttr`.)
    if (this.b._v && CHECKED_ATTRIBUTES.some((n) => changed.has(n === 'interactive' ? '_interactiveAttr' : n))) this._checkAttrs();
  }
  /** Says the first of these attributes whose text is not one of its values (check-attributes.ts, loaded by boards that set one). */
  _checkAttrs(): unknown {
    // (`orientation` is reflected: every board has it, and White at the bottom needs no check.)
    return CHECKED_ATTRIBUTES.some((n, i) => this.b.hasAttribute(n) && (i || this.b.orientation !== 'white')) && this._arrives('attribute check', (checkModule ??= import('./check-attributes.js')).then((m) => m.checkAttributes(this.b))).catch(ignore);
  }

  /** The named looks' stylesheet (theme/themes.ts), for a board that sets a theme: adopted once per board. */
  _theme(): Promise<unknown> {
    if (!this.b.theme) return Promise.resolve();
    return this._arrives('theme', (themeModule ??= import('./theme/themes.js')).then((m) => m.adoptThemes(this.b.renderRoot as ShadowRoot))).catch(ignore);
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
      this.b._parts.input ??= new m.InputPart(this.b);
      this._bumpIfShown();
      queueMicrotask(() => this.b._parts.input?.maybeComputer());
    }));
  }
  /** The game's history (game.ts); a board with controls takes it from the controls' module (one file fewer to fetch). */
  _loadGame(): Promise<void> {
    const viaInput = this._needs().input;
    gameModule ??= (viaInput ? loadInputModule() : import('./game.js')).then((m) => void (arrived.game = m.GamePart));
    const module = gameModule;
    return this._once('game', viaInput ? 'controls' : 'game', () => module.then(() => {
      const game = this._gamePart()!;
      // The glide's code follows once the page is idle; a board without it draws each change at once (a failed load says nothing).
      whenIdle(() => void loadMotion().then(() => this._gamePart(), ignore));
      if (this._rebuildLater && this.b._v) {
        this._rebuildLater = false;
        this._rebuild();
      } else if (this.b._light) {
        // The same position, now with its game: the drawing stays as it is unless the board shows more than a diagram.
        game.session();
        const needs = this._needs();
        if (needs.input || needs.full) this.b._bump();
      }
    }, (e) => {
      // The position as a diagram, if no moves need playing (`_rebuild` decides).
      this._noGame = true;
      if (this.b._v) this._rebuild();
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
      if (this._rebuildLater && this.b._v && this._gamePart()) {
        this._rebuildLater = false;
        this._rebuild();
      }
    }));
  }
  /** The whole template (full-render.ts, with Lit): boards that are edited, analysed or annotated. */
  _loadFull(): Promise<void> {
    return this._once('full', 'panels', () => (fullModule ??= import('./full-render.js')).then((m) => {
      this.b._parts.full ??= new m.FullTemplate(this.b);
      this._bumpIfShown();
    }));
  }
  _loadEditor(): Promise<void> {
    return this._arrives('editor', (editorModule ??= import('./editor/editor.js')).then(async (m) => {
      if (this.b._v) await m.loadSetupHooks(this.b._v);
      if (this.b.editor && !this.b._parts.editor) this.b._parts.editor = new m.PositionEditor(this.b);
      this.b._bump();
    }));
  }
  _loadNotes(): Promise<void> {
    return this._once('notes', 'notes', () => import('./annotations/notes.js').then((m) => {
      this.b._parts.notes ??= new m.Notes(this.b);
      this.b._bump();
    }));
  }
  /** Drawing by hand and `board.shapes` (shapes/part.ts): drawable boards, and a script that sets shapes. */
  _loadShapes(): Promise<void> {
    // Its file imports from the controls' file: a board with controls lets them come (or fail, said as the
    // controls) first, so a lost controls file is not said as the drawing.
    const after = this._needs().input ? this._loadInput() : Promise.resolve();
    return this._once('shapes', 'drawing', () => after.then(() => (shapesModule ??= import('./shapes/part.js'))).then((m) => {
      // (It joins what the board shows by itself, asking for a render only if it has something to draw.)
      this.b._parts.shapes ??= new m.ShapesPart(this.b);
    }));
  }
  /** Entering editor mode starts from the shown position; leaving it plays the last valid edited one. */
  _editorMode() {
    if (this.b.editor) {
      void this._loadEditor();
      return;
    }
    const edited = this.b._parts.editor?.lastValid;
    this.b._parts.editor = null;
    if (edited && edited !== this.b.currentPosition) {
      this.b.moves = undefined;
      this.b.ply = undefined;
      this.b.position = edited;
    }
  }
  _analyse() {
    const panel = this.b._parts.analysis;
    if (!this.b.analysis) {
      panel?.stop();
      this.b._parts.analysis = null;
    } else if (panel) panel.update();
    else void this._arrives('analysis', import('./analysis/panel.js').then((m) => this.b.analysis && (this.b._parts.analysis ??= new m.AnalysisPanel(this.b)).update()));
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
      needs.shapes ? this._shapesPart() : 0,
    ]);
  }

  /**
   * The drawing part, for `_extras`: it draws nothing until someone draws, so a board is ready without it and
   * it comes after (a page of playable boards is not slowed by it). Only shapes a script has set (drawn by the
   * part once it is here), and the editor, whose drawing starts from the shown position's marks, wait for it.
   */
  private _shapesPart(): Promise<void> | 0 {
    const load = this._loadShapes();
    return this.b._shapesWanted !== undefined || this.b.editor ? load : (load.catch(ignore), 0);
  }

  /** `p`, whose failure is said as the board's error (those who await `p` see it fail too). */
  _arrives<T>(part: string, p: Promise<T>): Promise<T> {
    p.catch((e) => {
      if (!this._lost) this.b._fail((this._lost = new VariantBoardError('load-failed', `The board's ${part} did not load (reload the page): ${e}`, { token: part })));
    });
    return p;
  }
  /** A part of the drawing (arrows, dice, what beyond squares and chess pieces a game draws): its failure is said, and the board is drawn without it. */
  _drawPart(load: () => Promise<unknown>): Promise<unknown> {
    return this._arrives('drawing', load()).catch(ignore);
  }

  _load() {
    const token = ++this._token;
    let done!: () => void;
    this._ready = new Promise((ok) => (done = ok));
    const needs = this._needs();
    // A game in the page's address may be for this board: the record reader reads it (records.ts), at the first load only.
    const fromLink = !this._linkSeen && typeof location !== 'undefined' && location.hash.startsWith('#vb=');
    this._linkSeen = true;
    // A board that needs its game's history loads that code beside the rules (one round trip), as the drawing's
    // parts its game needs: dice (a game with dice shows them, rolled or not), points and lines, arrows.
    Promise.all([loadVariant(this.b.variant), needs.game && this._loadGame().catch(ignore), (needs.records || fromLink) && this._loadRecords().catch(ignore), this.b.arrows ? this._drawPart(loadArrows) : 0, hasDice(this.b.variant) ? this._drawPart(loadDice) : 0, hasPlainBoard(this.b.variant) ? 0 : this._drawPart(loadFeatures), this._theme()])
      // Building the game (replaying its moves) takes a time slice like a render, so that the
      // boards of a page whose rules arrive together do not all build in one long task.
      .then(([v]) => inSlice(() => {
        if (token !== this._token) return;
        const old = this.b._v;
        this.b._v = v;
        if (!this._rebuild() && old) this.b._v = old;
        const s = this.b._shown();
        if (s && this.b._v) this.b._usesDice = probeDice(this.b._v, s.options);
        // After the board's own game is built: a bad link is said, and that game stays.
        if (fromLink && this.b._v === v) this._recordPart()?.readLink();
      }))
      .catch((e) => {
        // An unknown variant, or rules that did not arrive (the game's and the reader's failures are said by `_arrives`).
        if (token !== this._token) return;
        if (e instanceof VariantBoardError) this.b._fail(e);
        else void this._arrives('rules', Promise.reject(e));
      })
      .finally(() => {
        // (No render is asked for here: the build, or the error, has asked for the board's render already.)
        this._extras()
          // A board is ready once it can draw what it shows (what `toSvg` and a screenshot then show): dice, reserves...
          .then(() => Promise.all([showsDice(this.b) ? this._drawPart(loadDice) : 0, lacksFeatures(this.b) ? this._drawPart(loadFeatures) : 0]))
          .then(() => this._checkAttrs())
          .then(() => this.b.updateComplete)
          .then(() => done());
      });
  }

  /**
   * Builds what the board shows from position/moves/options, keeping the old one if they are bad:
   * the whole game (game.ts) when the board needs it, else the position alone.
   */
  _rebuild(): boolean {
    const reads = movesText(this.b.moves) !== '';
    if (this._needs().game && !(this._noGame && !reads)) {
      // The code that builds it: game.ts, and records.ts for moves to read.
      const game = this._gamePart();
      if (game && (!reads || this._recordPart())) return game.build();
      // On its way: keep showing the same game's position meanwhile, and build once it has come.
      if (this.b._light?.variant !== this.b._v) this.b._light = null;
      this._rebuildLater = true;
      // Only what is missing: each load's arrival rebuilds, and asking again for one already here would rebuild at once.
      if (!game) void this._loadGame();
      if (reads && !this._recordPart()) void this._loadRecords();
      return true;
    }
    const v = this.b._v!;
    try {
      const { shown, badRoll } = shownPosition(v, this.b);
      this.b._light = shown;
      this.b._usesDice = probeDice(v, shown.options);
      this.b._clearError();
      this.b._changed(null, true);
      if (badRoll) this.b._fail(badRoll);
      return true;
    } catch (e) {
      if (this.b._light?.variant !== v) {
        // Nothing valid to keep: show the game's own start under the message.
        this.b._light = fallbackPosition(v, this.b.options);
        if (this.b._light) this.b._usesDice = probeDice(v, this.b._light.options);
      }
      this.b._fail(e);
      return !!this.b._light;
    }
  }
}

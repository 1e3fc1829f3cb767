/**
 * <variant-puzzle>: one puzzle at a time from a file mined by `npm run puzzles`, on a
 * `<variant-board>` in its shadow DOM, with a hint, the solution played out, the next puzzle
 * and a running score kept in the browser (the lessons' progress store, `lesson/progress.ts`).
 * It talks to the board only through the board's public API.
 */
import { LitElement, css, html, nothing, unsafeCSS } from 'lit';
import { RESERVE_RULES } from '../reserve-rules.js';
import type { PropertyValues, TemplateResult } from 'lit';
import '../variant-board.js';
import type { BoardErrorDetail, MoveDetail, RejectDetail, VariantBoard } from '../variant-board.js';
import { browserStore, clearProgress, emptyProgress, loadProgress, MAX_STARS, recordResult, saveProgress, starsFor, totalStars } from '../lesson/progress.js';
import type { KeyValueStore, Progress, Stars } from '../lesson/progress.js';
import { defineElement } from '../define.js';
import { panelTheme } from '../lesson/panel-theme.js';
import { judgeTry, parsePuzzleFile, type Puzzle, type PuzzleFile } from './judge.js';
import { puzzleStrings } from './strings.js';

export interface PuzzleFeedback {
  readonly kind: 'right' | 'wrong' | 'info';
  readonly text: string;
}
export interface PuzzleAnswerDetail {
  readonly puzzle: string;
  readonly move: string;
  readonly correct: boolean;
  readonly feedback: string;
  /** With a right answer or a shown solution: the stars it earned (3 at once, fewer after mistakes or hints, 0 when shown). */
  readonly stars?: Stars;
}
export interface PuzzleOpenDetail {
  readonly index: number;
  readonly puzzle: string;
}

/**
 * Puzzles of one game, one at a time: find the move, ask for a hint, or see the solution
 * played out on the board; a running score in stars is kept in `localStorage`.
 *
 * @summary Engine-checked puzzles for a game of `<variant-board>`.
 * @tag variant-puzzle
 *
 * @attr {string} variant - Game id; the puzzles are then read from `puzzles/<variant>.json` beside the script.
 * @attr {string} src - URL of a puzzle file (JSON), instead of the default one.
 * @attr {string} puzzle - Id of the puzzle to open first (when there is no saved place).
 * @attr {number} line-delay - Milliseconds between the moves of a solution played out (default 450).
 * @attr {string} storage-key - Key of the score kept in the browser (default: from the game).
 * @attr {boolean} no-storage - Keep no score in the browser.
 *
 * @fires {PuzzleOpenDetail} puzzle-open - A puzzle was opened. detail: `{index, puzzle}`.
 * @fires {PuzzleAnswerDetail} puzzle-answer - A try was judged, or the solution shown. detail: `{puzzle, move, correct, feedback, stars?}`.
 *
 * @cssstate drawn - The puzzle shows its board (or its error); before, `reserve.css` keeps its room.
 * @csspart board - The `<variant-board>`.
 * @csspart panel - The question, feedback and buttons.
 * @csspart feedback - The feedback line.
 */
export class VariantPuzzle extends LitElement {
  /** Folder of the script, where the default puzzle files are (`puzzles/<variant>.json`); set by the entry module. */
  static base: string | null = null;

  // Its board keeps its room until drawn, as boards in a page that links reserve.css: no jump when it appears.
  static override styles = [panelTheme, unsafeCSS(RESERVE_RULES), css`
    .puzzle { display: grid; gap: 1rem; grid-template-columns: minmax(240px, 1.3fr) minmax(220px, 1fr); align-items: start; }
    @media (max-width: 700px) { .puzzle { grid-template-columns: 1fr; } }
    .loading variant-board { visibility: hidden; }
    /* Under the board on narrow screens: the room of the question and buttons still to come. */
    @media (max-width: 700px) { .loading .panel { min-height: 18rem; } }
    .panel { display: flex; flex-direction: column; gap: 0.6rem; min-width: 0; }
    h2 { font-size: 1.1rem; margin: 0; }
    .meta, .score { font-size: 0.9rem; }
    .question { font-weight: 600; }
    .score button { font-size: 0.85rem; padding: 0.15rem 0.5rem; margin-left: 0.4rem; }
  `];

  static override properties = {
    variant: { type: String },
    src: { type: String },
    puzzle: { type: String },
    lineDelay: { type: Number, attribute: 'line-delay' },
    storageKey: { type: String, attribute: 'storage-key' },
    noStorage: { type: Boolean, attribute: 'no-storage' },
    puzzles: { attribute: false },
    _rev: { state: true },
  };

  declare variant: string | undefined;
  declare src: string | undefined;
  declare puzzle: string | undefined;
  declare lineDelay: number;
  declare storageKey: string | undefined;
  declare noStorage: boolean;
  /** The puzzle file itself (instead of `src`). */
  declare puzzles: PuzzleFile | null;
  declare _rev: number;

  private _file: PuzzleFile | null = null;
  private _error: string | null = null;
  private _index = 0;
  private _progress: Progress = emptyProgress();
  private _store: KeyValueStore | null = null;
  private _attempt = { mistakes: 0, hints: 0, shown: false };
  private _solved = false;
  private _feedback: PuzzleFeedback | null = null;
  private _driving = false;
  private _loadToken = 0;
  private _ready: Promise<void> = Promise.resolve();

  /** Sets the `drawn` state (for reserve.css) once the puzzle shows its board, or an error. */
  private _internals: ElementInternals | null = null;

  constructor() {
    super();
    this.lineDelay = 450;
    this.noStorage = false;
    this.puzzles = null;
    this._rev = 0;
    try {
      this._internals = this.attachInternals();
    } catch {
      this._internals = null;
    }
  }

  // --------------------------------------------------------------------------------- public

  /** Resolves once the puzzles are loaded and the current one is on the board. */
  get ready(): Promise<void> {
    // The first update starts the loading: wait for it before waiting for the load.
    return this.updateComplete.then(() => this._ready).then(() => this.updateComplete).then(() => undefined);
  }
  get board(): VariantBoard | null {
    return this.renderRoot?.querySelector('variant-board') ?? null;
  }
  /** The loaded puzzle file. */
  get file(): PuzzleFile | null {
    return this._file;
  }
  get index(): number {
    return this._index;
  }
  get current(): Puzzle | null {
    return this._file?.puzzles[this._index] ?? null;
  }
  get solved(): boolean {
    return this._solved;
  }
  get feedback(): PuzzleFeedback | null {
    return this._feedback;
  }
  /** The running score: puzzles finished (solved or shown), stars earned, stars possible. */
  get score(): { solved: number; stars: number; maxStars: number } {
    const ids = this._file?.puzzles.map((p) => p.id) ?? [];
    const done = this._progress.done.filter((id) => ids.includes(id));
    return { solved: done.length, stars: totalStars(this._progress, ids), maxStars: done.length * MAX_STARS };
  }
  /** False when the browser refuses storage. */
  get scoreKept(): boolean {
    return !this.noStorage && (this._store?.persistent ?? true);
  }

  async goTo(index: number): Promise<void> {
    const n = this._file?.puzzles.length ?? 0;
    if (!n) return;
    this._ready = this._open(((index % n) + n) % n);
    await this._ready;
  }
  next(): Promise<void> {
    return this.goTo(this._index + 1);
  }
  previous(): Promise<void> {
    return this.goTo(this._index - 1);
  }
  /** Back to the puzzle's position. */
  async retry(): Promise<void> {
    this._solved = false;
    this._feedback = null;
    await this._resetBoard();
  }

  /** Says what to look for and marks the piece that moves (costs a star). */
  hint(): void {
    const p = this.current;
    const board = this.board;
    if (!p || !board || this._solved) return;
    this._attempt.hints++;
    board.highlights = this._cellsOf(p.solution[0]!);
    this._say({ kind: 'info', text: p.hint });
  }

  /** Plays the whole solution line on the board and explains it (no stars). */
  async showSolution(): Promise<void> {
    const p = this.current;
    if (!p || this._solved) return;
    this._attempt.shown = true;
    await this._resetBoard();
    await this._finish(true);
  }

  /** Forgets the score (and the place) for this game. */
  resetScore(): void {
    this._progress = emptyProgress();
    this._progress.index = this._index;
    const key = this._key();
    if (key) clearProgress(this._storeOf(), key);
    this._save();
    this._bump();
  }

  // --------------------------------------------------------------------------------- loading

  protected override updated(): void {
    // The board keeps its own room from here on (the shadow root adopts the same rules).
    if (this._error || this.board) this._internals?.states?.add('drawn');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('puzzles') || changed.has('src') || changed.has('variant')) this._ready = this._load();
  }

  private _url(): string | null {
    if (this.src) return this.src;
    if (!this.variant || !/^[a-z0-9]+$/.test(this.variant)) return null;
    const base = VariantPuzzle.base ?? document.baseURI;
    return new URL(`puzzles/${this.variant}.json`, base).href;
  }

  private async _load(): Promise<void> {
    const token = ++this._loadToken;
    try {
      let data: unknown = this.puzzles;
      if (!data) {
        const url = this._url();
        if (!url) return;
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        data = await res.json();
      }
      const file = parsePuzzleFile(data);
      if (token !== this._loadToken) return;
      if (!file.puzzles.length) throw new Error(puzzleStrings().none);
      this._file = file;
      this._error = null;
      this._progress = this._loadProgress();
      const wanted = this.puzzle ? file.puzzles.findIndex((p) => p.id === this.puzzle) : -1;
      const saved = this._key() && loadProgress(this._storeOf(), this._key()!) ? this._progress.index : -1;
      this._bump();
      await this.updateComplete;
      await this._open(saved >= 0 ? Math.min(saved, file.puzzles.length - 1) : Math.max(0, wanted));
    } catch (e) {
      if (token !== this._loadToken) return;
      this._error = puzzleStrings().badFile(e instanceof Error ? e.message : String(e));
      this._bump();
    }
  }

  private async _open(index: number): Promise<void> {
    const file = this._file;
    const p = file?.puzzles[index];
    await this.updateComplete;
    const board = this.board;
    if (!file || !p || !board) return;
    this._index = index;
    this._solved = false;
    this._feedback = null;
    this._attempt = { mistakes: 0, hints: 0, shown: false };
    board.options = p.options ?? {};
    board.variant = file.variant;
    board.position = p.position;
    board.moves = '';
    board.orientation = p.side;
    await board.updateComplete;
    await board.ready;
    await this._resetBoard();
    this._progress.index = index;
    this._save();
    this._bump();
    this.dispatchEvent(new CustomEvent('puzzle-open', { detail: { index, puzzle: p.id } satisfies PuzzleOpenDetail, bubbles: true, composed: true }));
    await this.updateComplete;
  }

  private async _resetBoard(): Promise<void> {
    const board = this.board;
    if (!board) return;
    this._driving = true;
    try {
      board.readonly = this._solved;
      board.highlights = [];
      board.reset();
    } finally {
      this._driving = false;
    }
    this._bump();
    await board.updateComplete;
  }

  // --------------------------------------------------------------------------------- judging

  private _onMove = (e: CustomEvent<MoveDetail>) => {
    if (e.target !== this.board || this._driving || this._solved) return;
    const p = this.current;
    if (!p) return;
    const move = e.detail.notation;
    // The board finishes its own bookkeeping after firing `move`; judge right after it.
    queueMicrotask(() => void this._judge(p, move));
  };

  private async _judge(p: Puzzle, move: string): Promise<void> {
    const verdict = judgeTry(p, move);
    if (verdict.correct) {
      await this._finish(false);
      return;
    }
    this._attempt.mistakes++;
    this._say({ kind: 'wrong', text: verdict.text });
    this._emit({ puzzle: p.id, move, correct: false, feedback: verdict.text });
    await this._resetBoard();
  }

  /** Plays out the rest of the line (or all of it when shown) and scores the puzzle. */
  private async _finish(shown: boolean): Promise<void> {
    const p = this.current!;
    const board = this.board!;
    const S = puzzleStrings();
    this._solved = true;
    board.readonly = true;
    board.highlights = [];
    const stars = starsFor(this._attempt);
    recordResult(this._progress, p.id, stars);
    this._save();
    const text = shown ? `${S.shown} ${p.solution.join(' ')}. ${p.explanation}` : `${p.explanation} ${S.starsEarned(stars, MAX_STARS)}`;
    this._say({ kind: shown ? 'info' : 'right', text });
    this._emit({ puzzle: p.id, move: shown ? '' : p.solution[0]!, correct: !shown, feedback: text, stars });
    const index = this._index;
    const line = shown ? p.solution : p.solution.slice(1);
    for (const n of line) {
      if (this.lineDelay > 0) await new Promise((r) => setTimeout(r, this.lineDelay));
      if (this._index !== index || !this._solved) return; // moved on meanwhile
      this._driving = true;
      try {
        if (!board.play(n)) break;
      } finally {
        this._driving = false;
      }
    }
    this._focusNext();
  }

  private _onReject = (e: CustomEvent<RejectDetail>) => {
    if (e.target !== this.board || this._driving || this._solved) return;
    this._say({ kind: 'wrong', text: puzzleStrings().notAllowed(e.detail.message) });
  };

  /** Only a move the rules refuse is the solver's doing; anything else (loading) is not theirs to read. */
  private _onError = (e: CustomEvent<BoardErrorDetail>) => {
    if (e.target !== this.board || this._driving || this._solved || e.detail.code !== 'illegal-action') return;
    this._say({ kind: 'wrong', text: puzzleStrings().illegal(e.detail.message) });
  };

  private _cellsOf(notation: string): string[] {
    const board = this.board;
    const v = board?.game;
    const s = board?.session?.state;
    if (!v || s === undefined) return [];
    try {
      const av = v.actionView(s, v.parseAction(s, notation));
      return av.from && 'cell' in av.from ? [av.from.cell] : [];
    } catch {
      return [];
    }
  }

  // --------------------------------------------------------------------------------- score

  private _key(): string | null {
    if (this.noStorage || !this._file) return null;
    return this.storageKey || `variant-puzzle:${this._file.variant}`;
  }
  private _storeOf(): KeyValueStore {
    return (this._store ??= browserStore());
  }
  private _loadProgress(): Progress {
    const key = this._key();
    return (key && loadProgress(this._storeOf(), key)) || emptyProgress();
  }
  private _save(): void {
    const key = this._key();
    if (key) saveProgress(this._storeOf(), key, this._progress);
  }

  // --------------------------------------------------------------------------------- drawing

  private _emit(detail: PuzzleAnswerDetail): void {
    this.dispatchEvent(new CustomEvent('puzzle-answer', { detail, bubbles: true, composed: true }));
  }
  private _say(f: PuzzleFeedback): void {
    this._feedback = f;
    this._bump();
  }
  private _bump(): void {
    this._rev = (this._rev + 1) | 0;
  }
  private _focusNext(): void {
    if (!this.matches(':focus-within')) return;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('button.next')?.focus());
  }

  override render(): TemplateResult {
    const S = puzzleStrings();
    if (this._error) return html`<p class="feedback wrong" role="alert">${this._error}</p>`;
    const file = this._file;
    const p = this.current;
    const variant = file?.variant ?? this.variant;
    if (!variant) return html`<p>${S.loading}</p>`;
    // While the file loads, the board (hidden, drawing from its rules) keeps its room, so that nothing jumps when the puzzle appears.
    return html`
      <div class="puzzle ${file && p ? '' : 'loading'}">
        <variant-board part="board" controls="none" variant=${variant} @move=${this._onMove} @reject=${this._onReject} @error=${this._onError}></variant-board>
        <div class="panel" part="panel">${file && p ? this._panel(file, p) : html`<p>${S.loading}</p>`}</div>
      </div>`;
  }

  private _panel(file: PuzzleFile, p: Puzzle): TemplateResult {
    const S = puzzleStrings();
    const fb = this._feedback;
    const score = this.score;
    return html`
          <h2>${S.puzzleOf(this._index + 1, file.puzzles.length)}</h2>
          <p class="meta">${S.themes[p.theme] ?? p.theme} · ${S.difficulty(p.difficulty)}${p.roll ? html` · ${S.rolled(p.roll)}` : nothing}</p>
          <p class="question">${p.question}</p>
          <div class="feedback ${fb?.kind ?? ''}" part="feedback" role="status" aria-live="polite">
            ${fb ? html`${fb.kind === 'right' ? html`<strong>${S.right}</strong> ` : fb.kind === 'wrong' ? html`<strong>${S.wrong}</strong> ` : nothing}${fb.text}` : nothing}
          </div>
          <div class="buttons">
            <button type="button" class="hint" ?disabled=${this._solved} @click=${() => this.hint()}>${S.hint}</button>
            <button type="button" class="solution" ?disabled=${this._solved} @click=${() => void this.showSolution()}>${S.solution}</button>
            <button type="button" class="retry" @click=${() => void this.retry()}>${S.retry}</button>
          </div>
          <div class="buttons">
            <button type="button" class="previous" @click=${() => void this.previous()}>${S.previous}</button>
            <button type="button" class="next ${this._solved ? 'primary' : ''}" @click=${() => void this.next()}>${S.next}</button>
          </div>
          <p class="score" aria-live="polite">${S.score(score.solved, score.stars, score.maxStars)}<button type="button" class="reset" @click=${() => this.resetScore()}>${S.resetScore}</button></p>
          ${this.scoreKept ? nothing : html`<p class="score">${S.scoreNotKept}</p>`}`;
  }
}

defineElement('variant-puzzle', VariantPuzzle);

declare global {
  interface HTMLElementTagNameMap {
    'variant-puzzle': VariantPuzzle;
  }
}

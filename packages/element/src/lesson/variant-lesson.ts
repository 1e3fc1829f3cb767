/**
 * <variant-lesson>: runs a lesson course (see README.md in this folder) on a `<variant-board>`
 * it holds in its shadow DOM. It talks to the board only through the board's public API:
 * properties (variant, options, position, highlights, readonly), methods (play, setRoll,
 * reset) and events (move, error, reject), and reads the game through `board.game`/`board.session`.
 */
import { LitElement, css, html, nothing, unsafeCSS } from 'lit';
import { RESERVE_RULES } from '../reserve-rules.js';
import type { PropertyValues, TemplateResult } from 'lit';
import '../variant-board.js';
import type { BoardErrorDetail, MoveDetail, RejectDetail, VariantBoard } from '../variant-board.js';
import type { AnyVariant, Side } from '../engine.js';
import { judge, parseCourse, partsOf, rollAt, scriptedNotation, solveFrom } from './course.js';
import type { Course, LessonStep, TraceItem, Verdict } from './course.js';
import { browserStore, clearProgress, emptyProgress, loadProgress, MAX_STARS, recordResult, saveProgress, starsFor, totalStars } from './progress.js';
import type { KeyValueStore, Progress, Stars } from './progress.js';
import { lessonStrings } from './strings.js';
import { panelTheme } from './panel-theme.js';
import { defineElement } from '../define.js';

export type FeedbackKind = 'right' | 'wrong' | 'info';
export interface LessonFeedback {
  readonly kind: FeedbackKind;
  readonly text: string;
}
export interface LessonAnswerDetail {
  readonly step: string;
  readonly correct: boolean;
  readonly verdict: Verdict['kind'];
  readonly line: string;
  readonly feedback: string;
  /** With a right answer: the stars it earned (3 at once, fewer after mistakes or hints, 0 when shown). */
  readonly stars?: Stars;
}
export interface LessonStepDetail {
  readonly index: number;
  readonly step: string;
}

/**
 * A step-by-step course for one game: a board, the step's text, feedback on every answer,
 * Hint and Show me buttons, stars per step, and progress kept in `localStorage` (in memory
 * when the browser blocks storage).
 *
 * @summary An interactive lesson for a game of `<variant-board>`.
 * @tag variant-lesson
 *
 * @attr {string} src - URL of a course file (JSON).
 * @attr {string} course - The course itself as JSON text (or set the `course` property to an object).
 * @attr {number} step - Step to open (0-based) when there is no saved progress.
 * @attr {string} storage-key - Key for the progress kept in the browser (default: from the course id).
 * @attr {boolean} no-storage - Keep no progress in the browser.
 *
 * @fires {LessonStepDetail} lesson-step - A step was opened. detail: `{index, step}`.
 * @fires {LessonAnswerDetail} lesson-answer - An answer was judged. detail: `{step, correct, verdict, line, feedback}`.
 * @fires lesson-complete - Every step of the course is done.
 *
 * @csspart board - The `<variant-board>`.
 * @csspart panel - The text, feedback and buttons.
 * @csspart feedback - The feedback line.
 * @csspart progress - The list of steps.
 */
export class VariantLesson extends LitElement {
  // Its board keeps its room until drawn, as boards in a page that links reserve.css: no jump when it appears.
  static override styles = [panelTheme, unsafeCSS(RESERVE_RULES), css`
    .lesson { display: grid; gap: 1rem; grid-template-columns: minmax(240px, 1.3fr) minmax(220px, 1fr); align-items: start; }
    @container (max-width: 640px) { .lesson { grid-template-columns: 1fr; } }
    @media (max-width: 700px) { .lesson { grid-template-columns: 1fr; } }
    .panel { background: var(--_panel); display: flex; flex-direction: column; gap: 0.6rem; min-width: 0; }
    h2 { font-size: 1.15rem; margin: 0; }
    h3 { font-size: 1.05rem; margin: 0; }
    .count { font-size: 0.85rem; opacity: 0.85; }
    .steps { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
    .steps button { min-width: 2.2rem; padding: 0.15rem 0.3rem; display: inline-flex; flex-direction: column; align-items: center; line-height: 1.1; }
    .steps button.done { border-color: var(--_right); }
    .stars { font-size: 0.6rem; letter-spacing: -0.05em; color: var(--_right); min-height: 0.7rem; }
    h3.part { font-size: 0.9rem; margin: 0.3rem 0 0.15rem; }
    .part-count, .total, .keep { font-size: 0.85rem; opacity: 0.9; font-weight: normal; }
    .keep { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
    .keep button { font-size: 0.85rem; padding: 0.15rem 0.5rem; }
    .steps button[aria-current='step'] { outline: 2px solid var(--_accent); outline-offset: 1px; font-weight: 700; }
    form { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
    input {
      font: inherit; width: 8rem; padding: 0.25rem 0.4rem; border-radius: 0.3rem;
      border: 1px solid var(--_border); background: var(--_button); color: var(--_button-text);
    }
    input:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
    .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  `];

  static override properties = {
    src: { type: String },
    course: {
      converter: { fromAttribute: (v: string | null) => (v ? JSON.parse(v) : null) },
    },
    step: { type: Number },
    storageKey: { type: String, attribute: 'storage-key' },
    noStorage: { type: Boolean, attribute: 'no-storage' },
    _rev: { state: true },
  };

  declare src: string | undefined;
  declare course: Course | null;
  declare step: number | undefined;
  declare storageKey: string | undefined;
  declare noStorage: boolean;
  declare _rev: number;

  private _course: Course | null = null;
  private _error: string | null = null;
  private _index = 0;
  private _done = new Set<string>();
  private _stars: Record<string, Stars> = {};
  private _store: KeyValueStore | null = null;
  /** How the open step has gone so far: it sets the stars a right answer earns. */
  private _attempt = { mistakes: 0, hints: 0, shown: false };
  private _solved = false;
  private _feedback: LessonFeedback | null = null;
  private _hintLevel = 0;
  private _driving = false;
  private _pendingTyped: string | null = null;
  private _loadToken = 0;
  private _ready: Promise<void> = Promise.resolve();

  constructor() {
    super();
    this.course = null;
    this.noStorage = false;
    this._rev = 0;
  }

  // --------------------------------------------------------------------------------- public

  /** Resolves once the course is loaded and the current step is on the board. */
  get ready(): Promise<void> {
    return this._ready.then(() => this.updateComplete).then(() => undefined);
  }
  /** The board the lesson plays on. */
  get board(): VariantBoard | null {
    return this.renderRoot?.querySelector('variant-board') ?? null;
  }
  /** The course being run (after checking its shape). */
  get loadedCourse(): Course | null {
    return this._course;
  }
  /** Index of the step shown. */
  get index(): number {
    return this._index;
  }
  get currentStep(): LessonStep | null {
    return this._course?.steps[this._index] ?? null;
  }
  /** Whether the step shown has been answered right. */
  get solved(): boolean {
    return this._solved;
  }
  /** The feedback shown, if any. */
  get feedback(): LessonFeedback | null {
    return this._feedback;
  }
  /** Ids of the steps done. */
  get done(): readonly string[] {
    return [...this._done];
  }
  /** Best stars earned per step id (steps not yet done are absent). */
  get stars(): Readonly<Record<string, Stars>> {
    return { ...this._stars };
  }
  /** False when the browser refuses storage: progress then lasts only while the page is open. */
  get progressKept(): boolean {
    return !this.noStorage && (this._store?.persistent ?? true);
  }

  /** Opens a step (0-based). */
  async goTo(index: number): Promise<void> {
    if (!this._course) return;
    const i = Math.max(0, Math.min(index, this._course.steps.length - 1));
    this._ready = this._openStep(i);
    await this._ready;
  }
  next(): Promise<void> {
    return this.goTo(this._index + 1);
  }
  previous(): Promise<void> {
    return this.goTo(this._index - 1);
  }
  /** Puts the step back to its start (same position, same dice). */
  async retry(): Promise<void> {
    this._feedback = null;
    this._hintLevel = 0;
    await this._resetBoard();
  }
  /** Forgets the progress (steps done, stars, place) and opens the first step. */
  async restart(): Promise<void> {
    this._done.clear();
    this._stars = {};
    const key = this._key();
    if (key) clearProgress(this._storeOf(), key);
    await this.goTo(0);
  }

  /** Shows the next hint and highlights where the answer starts and ends. */
  hint(): void {
    const step = this.currentStep;
    const board = this.board;
    const v = board?.game;
    if (!step || !board || !v || !board.session) return;
    const S = lessonStrings();
    this._hintLevel++;
    if (!this._solved) this._attempt.hints++;
    const hints = step.hints ?? [];
    const text = hints.length ? hints[Math.min(this._hintLevel, hints.length) - 1]! : S.noHint;
    let cells = step.hintCells ? [...step.hintCells] : [];
    if (!cells.length) {
      const { trace, side, rollsUsed } = this._trace(v);
      const line = solveFrom(v, step, side, board.session.state, trace, rollsUsed);
      cells = line ? this._cellsOf(v, board.session.state, line[0]!) : [];
    }
    board.highlights = [...new Set([...(step.highlights ?? []), ...cells])];
    this._say({ kind: 'info', text });
  }

  /** Plays an accepted answer on the board and explains it. */
  async showMe(): Promise<void> {
    const step = this.currentStep;
    const board = this.board;
    const v = board?.game;
    if (!step || !board || !v || !board.session || this._solved) return;
    let { trace, side, rollsUsed } = this._trace(v);
    let line = solveFrom(v, step, side, board.session.state, trace, rollsUsed);
    if (!line) {
      await this._resetBoard();
      ({ trace, side, rollsUsed } = this._trace(v));
      line = solveFrom(v, step, side, board.session.state, trace, rollsUsed);
    }
    if (!line) return;
    this._attempt.shown = true;
    this._driving = true;
    try {
      for (const n of line) {
        if (!board.play(n)) break;
        this._settle();
      }
    } finally {
      this._driving = false;
    }
    this._evaluate(true);
    await this.updateComplete;
  }

  /** Plays an action typed in the game's notation (the same as the "Type a move" box). */
  playTyped(text: string): boolean {
    const board = this.board;
    if (!board || this._solved || !text.trim()) return false;
    this._pendingTyped = text.trim();
    const ok = board.play(text.trim());
    this._pendingTyped = null;
    return ok;
  }

  // --------------------------------------------------------------------------------- loading

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('course') || changed.has('src')) this._ready = this._loadCourse();
  }

  private async _loadCourse(): Promise<void> {
    const token = ++this._loadToken;
    try {
      let data: unknown = this.course;
      if (!data && this.src) {
        const res = await fetch(this.src);
        if (!res.ok) throw new Error(`${this.src}: HTTP ${res.status}`);
        data = await res.json();
      }
      if (!data) {
        const script = this.querySelector('script[type="application/json"]');
        if (script?.textContent) data = JSON.parse(script.textContent);
      }
      if (!data) return;
      const course = parseCourse(data);
      if (token !== this._loadToken) return;
      this._course = course;
      this._error = null;
      const saved = this._load();
      this._done = new Set(saved?.done ?? []);
      this._stars = { ...(saved?.stars ?? {}) };
      const start = saved ? saved.index : this.step ?? 0;
      this._bump();
      await this.updateComplete;
      await this._openStep(Math.max(0, Math.min(start, course.steps.length - 1)));
    } catch (e) {
      if (token !== this._loadToken) return;
      this._error = lessonStrings().badCourse(e instanceof Error ? e.message : String(e));
      this._bump();
    }
  }

  private async _openStep(index: number): Promise<void> {
    const course = this._course;
    if (!course) return;
    await this.updateComplete;
    const board = this.board;
    const step = course.steps[index];
    if (!board || !step) return;
    this._index = index;
    this._solved = false;
    this._feedback = null;
    this._hintLevel = 0;
    this._attempt = { mistakes: 0, hints: 0, shown: false };
    board.readonly = false;
    board.options = course.options ?? {};
    // As an attribute at once, not a property reflected at the board's first update (which may come a
    // frame later): the reserve rules key the board's room on it, so its first paint has the right room.
    board.setAttribute('variant', course.variant);
    board.position = step.position;
    board.moves = '';
    board.highlights = [...(step.highlights ?? [])];
    await board.updateComplete;
    await board.ready;
    await this._resetBoard();
    this._save();
    this._bump();
    this._emit('lesson-step', { index, step: step.id } satisfies LessonStepDetail);
    await this.updateComplete;
  }

  /** The step's start on the board: its position, with the scripted roll applied. */
  private async _resetBoard(): Promise<void> {
    const board = this.board;
    const step = this.currentStep;
    if (!board || !step) return;
    this._driving = true;
    try {
      board.readonly = this._solved;
      board.highlights = [...(step.highlights ?? [])];
      board.reset();
      this._settle();
    } finally {
      this._driving = false;
    }
    this._bump();
    await board.updateComplete;
  }

  /** Applies the step's scripted dice while the board waits for a roll. */
  private _settle(): void {
    const board = this.board;
    const step = this.currentStep;
    const v = board?.game;
    if (!board || !step || !v) return;
    const s = board.session;
    if (!s) return;
    // The learner is whoever the step starts with; the opponent's dice are never rolled here.
    const learner = v.toMove(s.stateAt(0));
    for (let guard = 0; guard < 8 && v.phase(s.state) === 'chance' && v.toMove(s.state) === learner; guard++) {
      const used = s.events.filter((e) => e.kind === 'chance').length;
      const roll = rollAt(step, used);
      if (roll === null || !board.setRoll(scriptedNotation(v, s.state, roll))) break;
    }
  }

  // --------------------------------------------------------------------------------- judging

  /** The learner's actions of this step, read from the board's game. */
  private _trace(v: AnyVariant): { trace: TraceItem[]; side: Side; rollsUsed: number } {
    const s = this.board!.session!;
    const events = s.events;
    const trace: TraceItem[] = [];
    let rollsUsed = 0;
    events.forEach((e, i) => {
      if (e.kind === 'chance') rollsUsed++;
      else trace.push({ notation: e.notation, before: s.stateAt(i), after: s.stateAt(i + 1) });
    });
    // The learner is whoever decides first in the step.
    let first = 0;
    while (first < events.length && events[first]!.kind === 'chance') first++;
    const side = v.toMove(s.stateAt(first)) as Side;
    return { trace, side, rollsUsed };
  }

  private _onMove = (e: CustomEvent<MoveDetail>) => {
    if (e.target !== this.board || this._driving) return;
    // The board finishes its own bookkeeping after firing `move`; judge right after it.
    queueMicrotask(() => {
      if (this._driving) return;
      this._driving = true;
      try {
        this._settle();
      } finally {
        this._driving = false;
      }
      this._evaluate(false);
    });
  };

  /** The board's own Reset, Back or Undo can bring the learner's roll back: set the scripted dice again. */
  private _onPositionChange = (e: Event) => {
    if (e.target !== this.board || this._driving) return;
    queueMicrotask(() => {
      const board = this.board;
      const v = board?.game;
      if (this._driving || this._solved || !board?.session || !v || v.phase(board.session.state) !== 'chance') return;
      this._driving = true;
      try {
        this._settle();
      } finally {
        this._driving = false;
      }
    });
  };

  private _onError = (e: CustomEvent<BoardErrorDetail>) => {
    if (e.target !== this.board || this._pendingTyped === null) return;
    const step = this.currentStep;
    const typed = this._pendingTyped;
    const S = lessonStrings();
    const text = step?.wrong?.[typed] ?? S.illegal(typed, e.detail.message);
    if (!this._solved) this._attempt.mistakes++;
    this._say({ kind: 'wrong', text });
    this._emit('lesson-answer', { step: step?.id ?? '', correct: false, verdict: 'wrong', line: typed, feedback: text } satisfies LessonAnswerDetail);
  };

  /** A click, drag or Enter the board refused: explain it (the step's own words first) and keep the step open. */
  private _onReject = (e: CustomEvent<RejectDetail>) => {
    if (e.target !== this.board || this._driving || this._solved) return;
    const step = this.currentStep;
    const { from, to, notation, message } = e.detail;
    const S = lessonStrings();
    // The course may key the refused move in either long form, whichever the rules were asked about.
    const keys = [notation, from && to ? `${from}${to}` : undefined, from && to ? `${from}-${to}` : undefined];
    const keyed = keys.map((k) => (k !== undefined ? step?.wrong?.[k] : undefined)).find((x) => x !== undefined);
    const text = keyed ?? S.notAllowed(message);
    // A refused move costs a star; a click on a piece that cannot move (or is not yours) is only explained.
    if (e.detail.reason === 'not-a-target') this._attempt.mistakes++;
    this._say({ kind: 'wrong', text });
    this._emit('lesson-answer', { step: step?.id ?? '', correct: false, verdict: 'wrong', line: notation ?? '', feedback: text } satisfies LessonAnswerDetail);
  };

  private _evaluate(shown: boolean): void {
    const board = this.board;
    const step = this.currentStep;
    const v = board?.game;
    if (!board || !step || !v || !board.session || this._solved) return;
    const { trace, side, rollsUsed } = this._trace(v);
    if (!trace.length) return;
    const verdict = judge(v, step, side, trace, board.session.state, rollsUsed);
    const S = lessonStrings();
    const line = trace.map((t) => t.notation).join(' ');
    if (verdict.kind === 'continue') {
      const roll = this._lastRoll();
      this._say({ kind: 'info', text: roll ? `${S.goOn} ${S.rolled(roll)}` : S.goOn });
      return;
    }
    if (verdict.kind === 'right') {
      this._solved = true;
      board.readonly = true;
      const last = this._index === this._course!.steps.length - 1;
      const wasComplete = this._course!.steps.every((s) => this._done.has(s.id));
      const stars = starsFor(this._attempt);
      const p: Progress = { index: this._index, done: [...this._done], stars: this._stars };
      recordResult(p, step.id, stars);
      this._done = new Set(p.done);
      const complete = this._course!.steps.every((s) => this._done.has(s.id));
      const text = `${shown ? S.shown(line) + ' ' : ''}${step.success} ${S.starsEarned(stars, MAX_STARS)}${last && complete ? ' ' + S.courseDone : ''}`;
      this._say({ kind: 'right', text });
      this._emit('lesson-answer', { step: step.id, correct: true, verdict: 'right', line, feedback: text, stars } satisfies LessonAnswerDetail);
      this._save();
      if (complete && !wasComplete) this._emit('lesson-complete', { course: this._course!.id ?? this._course!.title });
      this._focusNext();
      return;
    }
    const keyed = step.wrong?.[line] ?? trace.map((t) => step.wrong?.[t.notation]).find((x) => x !== undefined);
    const text = keyed ?? (verdict.reason === 'goal-missed' ? S.goalMissed(step.task.goal, line) : S.notAccepted(line));
    this._attempt.mistakes++;
    this._say({ kind: 'wrong', text });
    this._emit('lesson-answer', { step: step.id, correct: false, verdict: 'wrong', line, feedback: text } satisfies LessonAnswerDetail);
    // Let them try again from the same start (and the same dice).
    void this._resetBoard();
  }

  private _lastRoll(): string | null {
    const ev = this.board?.session?.events ?? [];
    const last = ev[ev.length - 1];
    return last?.kind === 'chance' ? last.notation : null;
  }

  private _cellsOf(v: AnyVariant, state: unknown, notation: string): string[] {
    try {
      const av = v.actionView(state, v.parseAction(state, notation));
      const from = av.from && 'cell' in av.from ? av.from.cell : undefined;
      return [from, av.to].filter((c): c is string => !!c);
    } catch {
      return [];
    }
  }

  private _say(feedback: LessonFeedback) {
    this._feedback = feedback;
    this._bump();
  }

  private _focusNext() {
    const inside = this.matches(':focus-within');
    this.updateComplete.then(() => {
      if (!inside) return;
      const next = this.renderRoot.querySelector<HTMLButtonElement>('button.next:not([disabled])');
      next?.focus();
    });
  }

  // --------------------------------------------------------------------------------- progress

  private _key(): string | null {
    if (this.noStorage || !this._course) return null;
    return this.storageKey || `variant-lesson:${this._course.id ?? `${this._course.variant}:${this._course.title}`}`;
  }

  private _storeOf(): KeyValueStore {
    return (this._store ??= browserStore());
  }

  private _load(): Progress | null {
    const key = this._key();
    if (!key) return null;
    const p = loadProgress(this._storeOf(), key);
    if (!p || !this._course) return p;
    // Steps renamed or removed since: forget them rather than count them.
    const ids = new Set(this._course.steps.map((s) => s.id));
    const fresh = emptyProgress();
    fresh.index = p.index;
    for (const id of p.done) if (ids.has(id)) recordResult(fresh, id, p.stars[id] ?? 0);
    return fresh;
  }

  private _save() {
    const key = this._key();
    if (!key) return;
    saveProgress(this._storeOf(), key, { index: this._index, done: [...this._done], stars: this._stars });
  }

  // --------------------------------------------------------------------------------- drawing

  private _emit(type: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private _bump() {
    this._rev = (this._rev + 1) | 0;
  }

  private _onTyped = (e: Event) => {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).querySelector('input');
    if (input && this.playTyped(input.value)) input.value = '';
  };

  /** Reset asks once more (a second press) before it forgets anything. */
  private _confirmingReset = false;
  private _onReset = () => {
    if (this._done.size && !this._confirmingReset) {
      this._confirmingReset = true;
      this._bump();
      return;
    }
    this._confirmingReset = false;
    void this.restart();
  };

  private _starText(id: string): string {
    const n = this._stars[id];
    return n === undefined ? '' : '★'.repeat(n) + '☆'.repeat(MAX_STARS - n);
  }

  /** "Part 2 of 3, The rules: step 4 of 12" (or the plain step count for a course without parts). */
  private _where(course: Course): string {
    const S = lessonStrings();
    const groups = partsOf(course);
    if (!course.parts?.length) return S.stepOf(this._index + 1, course.steps.length);
    const g = groups.findIndex((x) => x.steps.some((s) => s.index === this._index));
    const group = groups[g]!;
    const at = group.steps.findIndex((s) => s.index === this._index);
    return S.partWhere(g + 1, groups.length, group.part.title, at + 1, group.steps.length);
  }

  /**
   * The step list is one stop for Tab (the current step's button); arrow keys, Home and End move
   * between the steps, so the board stays a few Tabs away even in a course of forty steps.
   */
  private _onStepsKey = (e: KeyboardEvent) => {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.steps button')];
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const target = buttons[Math.max(0, Math.min(buttons.length - 1, to))]!;
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    target.focus();
  };

  /** Every step, grouped by part, with its stars; the current one marked. */
  private _renderProgress(course: Course): TemplateResult {
    const S = lessonStrings();
    const groups = partsOf(course);
    const ids = course.steps.map((s) => s.id);
    const p: Progress = { index: this._index, done: [...this._done], stars: this._stars };
    return html`<nav aria-label=${S.steps} part="progress" @keydown=${this._onStepsKey}>
      <p class="total">${S.totalScore(this._done.size, ids.length, totalStars(p, ids), ids.length * MAX_STARS)}</p>
      ${groups.map(({ part, steps }) => html`
        ${part.title ? html`<h3 class="part">${part.title} <span class="part-count">${S.partDone(steps.filter((s) => this._done.has(s.step.id)).length, steps.length)}</span></h3>` : nothing}
        <ol class="steps">
          ${steps.map(({ step: s, index: i }) => {
            const done = this._done.has(s.id);
            return html`<li><button type="button" class=${done ? 'done' : ''} tabindex=${i === this._index ? 0 : -1}
              aria-current=${i === this._index ? 'step' : nothing} aria-label=${S.stepButton(i + 1, s.title, done, this._stars[s.id])}
              title=${s.title} @click=${() => this.goTo(i)}>${i + 1}<span class="stars" aria-hidden="true">${this._starText(s.id)}</span></button></li>`;
          })}
        </ol>`)}
    </nav>`;
  }

  override render(): TemplateResult {
    const S = lessonStrings();
    if (this._error) return html`<p class="feedback wrong" role="alert">${this._error}</p>`;
    const course = this._course;
    if (!course) return html`<p>${S.loading}</p><slot hidden></slot>`;
    const step = course.steps[this._index]!;
    const last = this._index === course.steps.length - 1;
    const fb = this._feedback;
    return html`
      <div class="lesson">
        <variant-board part="board" @move=${this._onMove} @error=${this._onError} @reject=${this._onReject}
          @position-change=${this._onPositionChange}></variant-board>
        <div class="panel" part="panel">
          <h2>${course.title}</h2>
          ${this._renderProgress(course)}
          <p class="count">${this._where(course)}</p>
          <h3>${step.title}</h3>
          <p class="text">${step.text}</p>
          <div class="feedback ${fb?.kind ?? ''}" part="feedback" role="status" aria-live="polite">
            ${fb ? html`${fb.kind === 'right' ? html`<strong>${S.right}</strong> ` : fb.kind === 'wrong' ? html`<strong>${S.wrong}</strong> ` : nothing}${fb.text}` : nothing}
          </div>
          <div class="buttons">
            <button type="button" class="hint" ?disabled=${this._solved} @click=${() => this.hint()}>${S.hint}</button>
            <button type="button" class="show" ?disabled=${this._solved} @click=${() => this.showMe()}>${S.showMe}</button>
            <button type="button" class="retry" @click=${() => { this._solved = false; void this.retry(); }}>${S.retry}</button>
          </div>
          <form @submit=${this._onTyped}>
            <label for="typed">${S.typeMove}</label>
            <input id="typed" autocomplete="off" spellcheck="false" ?disabled=${this._solved} />
            <button type="submit" ?disabled=${this._solved}>${S.play}</button>
          </form>
          <div class="buttons">
            <button type="button" class="previous" ?disabled=${this._index === 0} @click=${() => this.previous()}>${S.previous}</button>
            ${last
              ? html`<button type="button" class="restart" @click=${() => this.restart()}>${S.restart}</button>`
              : html`<button type="button" class="next ${this._solved ? 'primary' : ''}" @click=${() => this.next()}>${S.next}</button>`}
          </div>
          <p class="keep">
            ${this.progressKept ? S.progressKept : S.progressNotKept}
            <button type="button" class="reset" @click=${this._onReset} @blur=${() => { this._confirmingReset = false; this._bump(); }}>${this._confirmingReset ? S.resetConfirm : S.resetProgress}</button>
          </p>
        </div>
      </div>`;
  }
}

defineElement('variant-lesson', VariantLesson);

declare global {
  interface HTMLElementTagNameMap {
    'variant-lesson': VariantLesson;
  }
}

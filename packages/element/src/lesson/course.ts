/**
 * Lesson courses: the data format and the rules of judging a learner's turn, with no DOM.
 * The same functions run in the `<variant-lesson>` element and in the Node tests that
 * validate every course, so a course that passes its tests behaves the same in a page.
 */
import type { AnyVariant, PieceView, Side, Solver, VariantOptions } from '../engine.js';

/** What a step asks for, when it is not a fixed list of actions. */
export type Goal = 'capture' | 'check' | 'mate' | 'win' | 'draw' | 'throw' | 'drop' | 'promote' | 'move';

export interface LessonTask {
  /**
   * Accepted answers: each is one line of the learner's actions in the game's notation,
   * separated by spaces (several actions for games whose turn has several decisions).
   */
  readonly accept?: readonly string[];
  /** Or a goal, checked on whatever legal actions the learner plays. */
  readonly goal?: Goal;
  /** With a goal: an action of the turn must start here (a cell or a reserve id)... */
  readonly from?: string;
  /** ...and/or end here. */
  readonly to?: string;
  /** With `capture`: at least this many pieces taken in the turn (default 1). */
  readonly count?: number;
  /**
   * The accepted answers are exactly the moves that keep the best result by the game's solved
   * table (its `solver`), so the course's tests check them against it.
   */
  readonly best?: boolean;
}

export interface LessonStep {
  readonly id: string;
  readonly title: string;
  /** The part of the course this step belongs to (an id from the course's `parts`). */
  readonly part?: string;
  /** The rules of the source this step teaches or uses (ids from the course's `rules`). */
  readonly rules?: readonly string[];
  /** One or two sentences of explanation, then the task. */
  readonly text: string;
  /** Position text in the game's own format. */
  readonly position: string;
  /** Scripted dice: the results applied, in order, at each chance point of the step. */
  readonly roll?: string | readonly string[];
  /** Cells highlighted while the step is shown. */
  readonly highlights?: readonly string[];
  readonly task: LessonTask;
  /** Said after a right answer: why it was right. */
  readonly success: string;
  /** Hints, shown one more each time Hint is pressed. */
  readonly hints?: readonly string[];
  /** Cells the hint highlights (default: where the first answer starts and ends). */
  readonly hintCells?: readonly string[];
  /** Feedback for particular wrong answers, by notation (a first action or a whole line). */
  readonly wrong?: Readonly<Record<string, string>>;
}

/** A part of a course: a run of consecutive steps under one heading. */
export interface CoursePart {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
}

/** One rule of the game's source, so that tests can check each is taught. */
export interface CourseRule {
  readonly id: string;
  readonly title: string;
}

export interface Course {
  /** Key for the progress kept in the browser (default: variant and title). */
  readonly id?: string;
  readonly variant: string;
  readonly options?: VariantOptions;
  readonly title: string;
  readonly description?: string;
  /** The course's parts in order; when given, every step names one and each part's steps are consecutive. */
  readonly parts?: readonly CoursePart[];
  /** The rules of the source the course covers (steps refer to them by id). */
  readonly rules?: readonly CourseRule[];
  readonly steps: readonly LessonStep[];
}

/** The steps of a course grouped by part, with their indices (one unnamed group when it has no parts). */
export function partsOf(course: Course): { part: CoursePart; steps: { step: LessonStep; index: number }[] }[] {
  const all = course.steps.map((step, index) => ({ step, index }));
  if (!course.parts?.length) return [{ part: { id: '', title: '' }, steps: all }];
  return course.parts.map((part) => ({ part, steps: all.filter((s) => s.step.part === part.id) }));
}

/** One learner action of the current step, with the states around it. */
export interface TraceItem {
  readonly notation: string;
  readonly before: unknown;
  readonly after: unknown;
}

export type Verdict =
  | { readonly kind: 'right' }
  | { readonly kind: 'continue' }
  | { readonly kind: 'wrong'; readonly reason: 'not-accepted' | 'goal-missed' };

// --------------------------------------------------------------------------------------------- shape

/** Checks the shape of parsed JSON and returns it as a Course; throws naming the bad field. */
export function parseCourse(data: unknown): Course {
  const fail = (where: string, what: string): never => {
    throw new Error(`Bad lesson course: ${where} should be ${what}.`);
  };
  if (!data || typeof data !== 'object') fail('the course', 'an object');
  const c = data as Record<string, unknown>;
  if (typeof c['variant'] !== 'string') fail('"variant"', 'a game id');
  if (typeof c['title'] !== 'string') fail('"title"', 'a string');
  if (!Array.isArray(c['steps']) || c['steps'].length === 0) fail('"steps"', 'a non-empty list');
  const ids = new Set<string>();
  (c['steps'] as unknown[]).forEach((s, i) => {
    const where = `step ${i + 1}`;
    if (!s || typeof s !== 'object') fail(where, 'an object');
    const st = s as Record<string, unknown>;
    for (const k of ['id', 'title', 'text', 'position', 'success']) {
      if (typeof st[k] !== 'string') fail(`${where} "${k}"`, 'a string');
    }
    if (ids.has(st['id'] as string)) fail(`${where} "id"`, 'unique');
    ids.add(st['id'] as string);
    const t = st['task'] as Record<string, unknown> | undefined;
    if (!t || typeof t !== 'object') fail(`${where} "task"`, 'an object');
    const hasAccept = Array.isArray(t!['accept']) && (t!['accept'] as unknown[]).length > 0;
    if (!hasAccept && typeof t!['goal'] !== 'string') fail(`${where} "task"`, 'either "accept" (a list) or "goal"');
  });
  const named = (list: unknown, what: string): string[] => {
    if (list === undefined) return [];
    if (!Array.isArray(list)) return fail(`"${what}"`, 'a list');
    return list.map((x, i) => {
      const o = x as Record<string, unknown> | null;
      if (!o || typeof o['id'] !== 'string' || typeof o['title'] !== 'string') fail(`${what} ${i + 1}`, 'an object with "id" and "title"');
      return o!['id'] as string;
    });
  };
  const parts = named(c['parts'], 'parts');
  const rules = new Set(named(c['rules'], 'rules'));
  const steps = c['steps'] as Record<string, unknown>[];
  if (parts.length) {
    // Each step names a part, and the parts come in the order the course lists them.
    let at = 0;
    steps.forEach((st, i) => {
      const p = parts.indexOf(st['part'] as string);
      if (p < 0) fail(`step ${i + 1} "part"`, `one of ${parts.join(', ')}`);
      if (p < at) fail(`step ${i + 1} "part"`, `"${parts[at]}" or later (each part's steps are consecutive)`);
      at = p;
    });
  }
  steps.forEach((st, i) => {
    const r = st['rules'];
    if (r === undefined) return;
    if (!Array.isArray(r) || r.some((x) => !rules.has(x as string))) fail(`step ${i + 1} "rules"`, `a list of rule ids from the course's "rules"`);
  });
  return data as Course;
}

export const rollsOf = (step: LessonStep): readonly string[] =>
  step.roll === undefined ? [] : typeof step.roll === 'string' ? [step.roll] : step.roll;

/** The scripted roll for the n-th chance point of a step (the last one repeats). */
export function rollAt(step: LessonStep, n: number): string | null {
  const rolls = rollsOf(step);
  return rolls.length ? rolls[Math.min(n, rolls.length - 1)]! : null;
}

const lines = (task: LessonTask): string[][] => (task.accept ?? []).map((l) => l.trim().split(/\s+/).filter(Boolean));

// --------------------------------------------------------------------------------------------- judging

function fromOf(v: AnyVariant, before: unknown, notation: string) {
  const av = v.actionView(before, v.parseAction(before, notation));
  const from = av.from ? ('cell' in av.from ? av.from.cell : av.from.reserve) : undefined;
  return { av, from, fromReserve: !!av.from && 'reserve' in av.from };
}

function pieceAt(v: AnyVariant, state: unknown, cell: string | undefined): PieceView | undefined {
  return cell === undefined ? undefined : v.view(state).pieces.get(cell);
}

/** Whether a learner's actions so far reach the goal. */
export function goalMet(v: AnyVariant, side: Side, task: LessonTask, trace: readonly TraceItem[]): boolean {
  if (!task.goal || trace.length === 0) return false;
  const last = trace[trace.length - 1]!.after;
  const details = trace.map((t) => ({ ...t, ...fromOf(v, t.before, t.notation) }));
  if (task.from !== undefined && !details.some((d) => d.from === task.from)) return false;
  if (task.to !== undefined && !details.some((d) => d.av.to === task.to)) return false;
  // The move, capture, throw, drop or promotion asked for must itself start at \`from\` and end at
  // \`to\`: choosing a piece on \`from\` and then moving another does not count.
  const matching = details.filter((d) => (task.from === undefined || d.from === task.from) && (task.to === undefined || d.av.to === task.to));
  const result = v.result(last);
  switch (task.goal) {
    case 'move':
      return matching.some((d) => d.av.to !== undefined && d.av.to !== d.from);
    case 'capture': {
      const taken = matching.reduce((n, d) => {
        if (d.av.captures?.length) return n + d.av.captures.length;
        const occupant = pieceAt(v, d.before, d.av.to);
        return n + (occupant && occupant.side !== side ? 1 : 0);
      }, 0);
      return taken >= (task.count ?? 1);
    }
    case 'check': {
      if (v.toMove(last) === side && v.phase(last) !== 'over') return false;
      return v.view(last).check.length > 0 || (result?.winner === side && result.reason === 'checkmate');
    }
    case 'mate':
      return result?.winner === side && result.reason === 'checkmate';
    case 'win':
      return result?.winner === side;
    case 'draw':
      return !!result && result.winner === null;
    case 'throw':
    case 'drop':
      return matching.some((d) => d.fromReserve);
    case 'promote':
      return matching.some((d) => {
        if (d.fromReserve) return false;
        const was = pieceAt(v, d.before, d.from);
        const now = pieceAt(v, d.after, d.av.to ?? d.from);
        return !!was && !!now && now.side === was.side && now.kind !== was.kind;
      });
  }
}

/** Whether the learner's turn is over (the other side is to play, or the game ended). */
export function turnOver(v: AnyVariant, side: Side, state: unknown): boolean {
  return v.phase(state) === 'over' || v.toMove(state) !== side;
}

/**
 * Judges the learner's actions of this step so far. `state` is the position now (after any
 * scripted roll that followed the last action).
 */
export function judge(v: AnyVariant, step: LessonStep, side: Side, trace: readonly TraceItem[], state: unknown, rollsUsed: number): Verdict {
  const task = step.task;
  const played = trace.map((t) => t.notation);
  if (task.accept?.length) {
    let prefix = false;
    for (const line of lines(task)) {
      if (line.length === played.length && line.every((n, i) => n === played[i])) return { kind: 'right' };
      if (line.length > played.length && played.every((n, i) => n === line[i])) prefix = true;
    }
    return prefix && !turnOver(v, side, state) ? { kind: 'continue' } : { kind: 'wrong', reason: 'not-accepted' };
  }
  if (goalMet(v, side, task, trace)) return { kind: 'right' };
  if (turnOver(v, side, state)) return { kind: 'wrong', reason: 'goal-missed' };
  // Some decisions are still to come this turn: go on while the goal can still be reached.
  return solveFrom(v, step, side, state, trace, rollsUsed) ? { kind: 'continue' } : { kind: 'wrong', reason: 'goal-missed' };
}

/**
 * Applies scripted rolls while the state waits for the learner's dice (never the opponent's:
 * the step ends with the learner's turn); returns the new state and count.
 */
export function settle(v: AnyVariant, step: LessonStep, state: unknown, rollsUsed: number, side?: Side): { state: unknown; rollsUsed: number } {
  let s = state;
  let n = rollsUsed;
  for (let guard = 0; guard < 8 && v.phase(s) === 'chance' && (side === undefined || v.toMove(s) === side); guard++) {
    const roll = rollAt(step, n);
    if (roll === null) break;
    s = v.applyChance(s, scriptedOutcome(v, s, roll));
    n++;
  }
  return { state: s, rollsUsed: n };
}

/**
 * The outcome of a scripted roll; when this chance point cannot show it (the learner chose a
 * d4 where the lesson scripted a 5), its highest outcome, so a wrong choice still plays on.
 */
export function scriptedOutcome(v: AnyVariant, state: unknown, roll: string): unknown {
  try {
    return v.parseChance(state, roll);
  } catch {
    const all = v.chanceOutcomes(state);
    return all[all.length - 1]!.outcome;
  }
}

/** The notation of the outcome `scriptedOutcome` picks (what the element passes to `setRoll`). */
export function scriptedNotation(v: AnyVariant, state: unknown, roll: string): string {
  try {
    v.parseChance(state, roll);
    return roll;
  } catch {
    const all = v.chanceOutcomes(state);
    return all[all.length - 1]!.notation;
  }
}

const SEARCH_DEPTH = 4;

/**
 * Actions that finish the step from `state` (given what the learner already played): the first
 * accepted line's rest, or a search through the learner's turn for the goal. Null when none.
 */
export function solveFrom(
  v: AnyVariant, step: LessonStep, side: Side, state: unknown, trace: readonly TraceItem[] = [], rollsUsed = 0,
): string[] | null {
  const task = step.task;
  if (task.accept?.length) {
    const played = trace.map((t) => t.notation);
    const line = lines(task).find((l) => l.length > played.length && played.every((n, i) => n === l[i]));
    return line ? line.slice(played.length) : null;
  }
  const found: string[] = [];
  const search = (s: unknown, used: number, path: TraceItem[], depth: number): boolean => {
    if (depth === 0 || turnOver(v, side, s) || v.phase(s) !== 'decision') return false;
    for (const action of v.legalActions(s)) {
      const notation = v.formatAction(s, action);
      const after = v.apply(s, action);
      const item: TraceItem = { notation, before: s, after };
      const next = [...path, item];
      if (goalMet(v, side, task, next)) {
        found.push(notation);
        return true;
      }
      const settled = settle(v, step, after, used, side);
      if (search(settled.state, settled.rollsUsed, next, depth - 1)) {
        found.unshift(notation);
        return true;
      }
    }
    return false;
  };
  return search(state, rollsUsed, [...trace], SEARCH_DEPTH) ? found : null;
}

/** The start of a step: its position with any scripted roll already applied. */
export function stepStart(v: AnyVariant, course: Course, step: LessonStep): { state: unknown; side: Side; rollsUsed: number } {
  const parsed = v.parsePosition(step.position, course.options ?? {});
  const { state, rollsUsed } = settle(v, step, parsed, 0);
  return { state, side: v.toMove(state) as Side, rollsUsed };
}

/** Plays a line of notation from a step's start through the judge; returns the trace and verdicts. */
export function playLine(v: AnyVariant, course: Course, step: LessonStep, notations: readonly string[]) {
  const start = stepStart(v, course, step);
  let state = start.state;
  let used = start.rollsUsed;
  const trace: TraceItem[] = [];
  const verdicts: Verdict[] = [];
  for (const n of notations) {
    const action = v.parseAction(state, n);
    const notation = v.formatAction(state, action);
    const after = v.apply(state, action);
    trace.push({ notation, before: state, after });
    const settled = settle(v, step, after, used, start.side);
    state = settled.state;
    used = settled.rollsUsed;
    verdicts.push(judge(v, step, start.side, trace, state, used));
  }
  return { trace, verdicts, state };
}

/**
 * Everything that can be wrong with a course, as readable lines (empty when it is sound):
 * positions that do not parse, accepted actions that are not legal or not in the engine's own
 * notation, goals no legal action reaches, wrong-answer keys that are in fact accepted.
 */
export function validateCourse(v: AnyVariant, course: Course): string[] {
  const problems: string[] = [];
  if (course.variant !== v.id) problems.push(`course is for "${course.variant}", not "${v.id}"`);
  for (const step of course.steps) {
    const at = `step "${step.id}"`;
    let start: ReturnType<typeof stepStart>;
    try {
      start = stepStart(v, course, step);
    } catch (e) {
      problems.push(`${at}: position does not parse: ${(e as Error).message}`);
      continue;
    }
    if (v.phase(start.state) !== 'decision') {
      problems.push(`${at}: the learner has no decision to make at the start (phase ${v.phase(start.state)})`);
      continue;
    }
    if (v.formatPosition(v.parsePosition(step.position, course.options ?? {})) !== step.position.trim()) {
      problems.push(`${at}: position is not written as the engine writes it: ${v.formatPosition(v.parsePosition(step.position, course.options ?? {}))}`);
    }
    const answers = step.task.accept?.length ? lines(step.task) : [];
    for (const line of answers) {
      try {
        const { trace, verdicts } = playLine(v, course, step, line);
        trace.forEach((t, i) => {
          if (t.notation !== line[i]) problems.push(`${at}: write "${line[i]}" as the engine does: "${t.notation}"`);
        });
        const last = verdicts[verdicts.length - 1];
        if (last?.kind !== 'right') problems.push(`${at}: accepted line "${line.join(' ')}" is judged ${last?.kind}`);
        verdicts.slice(0, -1).forEach((vd, i) => {
          if (vd.kind !== 'continue') problems.push(`${at}: action ${i + 1} of "${line.join(' ')}" is judged ${vd.kind}`);
        });
      } catch (e) {
        problems.push(`${at}: accepted line "${line.join(' ')}" is not legal: ${(e as Error).message}`);
      }
    }
    if (!answers.length) {
      const sol = solveFrom(v, step, start.side, start.state, [], start.rollsUsed);
      if (!sol) problems.push(`${at}: no legal action reaches the goal "${step.task.goal}"`);
      else {
        const { verdicts } = playLine(v, course, step, sol);
        if (verdicts[verdicts.length - 1]?.kind !== 'right') problems.push(`${at}: the found solution ${sol.join(' ')} is not judged right`);
      }
    }
    for (const key of Object.keys(step.wrong ?? {})) {
      try {
        const { verdicts } = playLine(v, course, step, key.split(/\s+/));
        if (verdicts.some((vd) => vd.kind === 'right')) problems.push(`${at}: wrong-answer key "${key}" is in fact right`);
      } catch {
        /* an illegal answer: its feedback explains the rule it breaks */
      }
    }
    for (const cell of [...(step.highlights ?? []), ...(step.hintCells ?? [])]) {
      if (!v.geometry(course.options ?? {}).cells.some((c) => c.id === cell)) problems.push(`${at}: no cell "${cell}" to highlight`);
    }
  }
  return problems;
}

/**
 * The moves that keep the best solved result from a decision point (a win that stays a win, or
 * a draw that does not turn into a loss), in the game's notation; null when the table does not
 * cover the position or one of its successors.
 */
export function bestAnswers(v: AnyVariant, solver: Solver, state: unknown): string[] | null {
  const here = solver.value(state);
  if (!here) return null;
  const side = v.toMove(state);
  const scored: { notation: string; score: number }[] = [];
  for (const action of v.legalActions(state)) {
    const after = v.apply(state, action);
    const result = v.result(after);
    let score: number;
    if (result) score = result.winner === side ? 1 : result.winner === null ? 0 : -1;
    else {
      const next = solver.value(after);
      if (!next) return null;
      // The value is the opponent's when they move next.
      const mine = v.toMove(after) === side ? next.result : next.result === 'win' ? 'loss' : next.result === 'loss' ? 'win' : 'draw';
      score = mine === 'win' ? 1 : mine === 'draw' ? 0 : -1;
    }
    scored.push({ notation: v.formatAction(state, action), score });
  }
  const top = Math.max(...scored.map((x) => x.score));
  return scored.filter((x) => x.score === top).map((x) => x.notation);
}

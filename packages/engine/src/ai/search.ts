/**
 * Game-tree search over any `Variant`, knowing nothing about the game itself.
 *
 * Values are negamax-style: a node's value is from the point of view of `toMove(node)`.
 * A child's value is negated only when the side to move changes, so a turn made of several
 * decisions by the same side (choose a piece and a die, then a path) keeps maximising.
 * Decision points are searched with alpha-beta; chance points take the probability-weighted
 * mean of their outcomes (expectimax), pruned with Star1 bounds since every value lies in
 * [-WIN_SCORE, WIN_SCORE]. Chance points do not use up depth: depth counts decisions.
 *
 * Search is iterative deepening with a transposition table keyed by `variant.hash` (when
 * the game offers it) or `variant.key`, so a search stopped by time, node budget or an abort
 * signal still answers with the best move of the deepest finished iteration.
 */
import { PhaseError } from '../core/errors.js';
import type { RandomSource } from '../core/random.js';
import { fairRandom, randomFloat } from '../core/random.js';
import type { ActionView, AnyVariant, Variant } from '../core/types.js';

/** Value of a won game, in the same units as `evaluate` (roughly pawns). */
export const WIN_SCORE = 1000;
/**
 * Every decision on the way multiplies a value by DECAY, so a quicker win scores higher
 * (about one point per ply near WIN_SCORE). Being linear, it commutes with the means taken
 * at chance points, so a node's value does not depend on how far it is from the root and
 * the table can store it as it is.
 */
export const DECAY = 0.999;
/** Scores beyond this are forced results. */
export const WIN_BOUND = 900;
/** Static evaluations are clamped here so that they can never look like a forced result. */
export const EVAL_LIMIT = 500;
const INF = 1e9;
/** Longest run of captures followed past the horizon. */
const MAX_QUIESCENCE = 8;
/** Iterations when neither depth nor a budget is given. */
const DEFAULT_DEPTH = 4;
const MAX_DEPTH = 64;

export interface SearchOptions {
  /** Deepest iteration, in decisions. Default 4 without a budget, else unbounded. */
  depth?: number;
  /** Wall-clock budget in milliseconds. */
  timeMs?: number;
  /** Node budget (deterministic, unlike time). */
  nodes?: number;
  /** Aborting stops the search; the best move so far is returned. */
  signal?: AbortSignal;
  /** Source for `noise`. */
  rng?: RandomSource;
  /**
   * Weakens play: each root move's score gets a uniform random term in [-noise, noise]
   * (pawns) before the best is taken. Root moves are then scored exactly, without cut-offs.
   */
  noise?: number;
  /** A table kept between calls (e.g. when one search is run in slices). */
  table?: TranspositionTable;
  /** First iteration (default 1): a resumed search starts where the table already is. */
  fromDepth?: number;
}

export interface SearchResult<A = unknown> {
  best: A;
  notation: string;
  /** From the mover's point of view, in the variant's evaluation units; ±WIN_SCORE is a won/lost game. */
  score: number;
  /** Deepest finished iteration (0 if none finished). */
  depth: number;
  nodes: number;
  /** Expected line from the root, in the game's notation (stops at the first chance point). */
  pv: string[];
  /** Plies to a forced end: positive when the mover wins, negative when it loses. */
  mate?: number;
  /** True when the whole tree below the root was searched to its ends (the score is exact). */
  solved: boolean;
  /** True when time, node budget or the signal cut the search short. */
  stopped: boolean;
  timeMs: number;
}

const EXACT = 0, LOWER = 1, UPPER = 2;
type Bound = typeof EXACT | typeof LOWER | typeof UPPER;

interface Entry {
  /** Remaining depth searched, or Infinity when the subtree was searched to its ends. */
  depth: number;
  score: number;
  bound: Bound;
  /** Index of the best action in `legalActions` order, -1 if none. */
  best: number;
}

/**
 * A bounded transposition table; cleared when full (simple, and enough for these games).
 * The default size keeps a Worker's memory to some tens of megabytes with string keys.
 */
export class TranspositionTable {
  private readonly map = new Map<string | number, Entry>();
  constructor(readonly capacity = 1 << 18) {}
  get(key: string | number): Entry | undefined {
    return this.map.get(key);
  }
  set(key: string | number, entry: Entry): void {
    if (this.map.size >= this.capacity && !this.map.has(key)) this.map.clear();
    this.map.set(key, entry);
  }
  get size(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
}

const STOP = { stop: true };

const clampEval = (x: number) => (Number.isFinite(x) ? Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, x)) : 0);

class Searcher {
  nodes = 0;
  /** Set when some line was cut by the depth limit (so deeper search could change the value). */
  private horizon = false;
  private readonly killers: (string | number)[][] = [];
  private readonly history = new Map<string | number, number>();
  private readonly deadline: number;
  private readonly nodeLimit: number;

  constructor(
    private readonly v: AnyVariant,
    private readonly tt: TranspositionTable,
    opts: SearchOptions,
    start: number,
  ) {
    this.deadline = opts.timeMs !== undefined ? start + opts.timeMs : Infinity;
    this.nodeLimit = opts.nodes ?? Infinity;
    this.signal = opts.signal;
  }
  private readonly signal: AbortSignal | undefined;

  private tick(): void {
    if (++this.nodes >= this.nodeLimit) throw STOP;
    if ((this.nodes & 127) === 0 && (Date.now() >= this.deadline || this.signal?.aborted)) throw STOP;
  }

  keyOf(s: unknown): string | number {
    return this.v.hash ? this.v.hash(s) : this.v.key(s);
  }

  /** From the point of view of `toMove(s)`: positive when that side won. */
  terminal(s: unknown): number {
    const r = this.v.result(s);
    if (!r || r.winner === null) return 0;
    return r.winner === this.v.toMove(s) ? WIN_SCORE : -WIN_SCORE;
  }

  staticEval(s: unknown): number {
    if (this.v.evaluate) return clampEval(this.v.evaluate(s));
    // No evaluation: prefer positions with more choices (a tiny, game-free tie-breaker).
    if (this.v.phase(s) !== 'decision') return 0;
    return Math.min(this.v.legalActions(s).length, 100) * 0.01;
  }

  /**
   * Value of `child` seen from the side `side`, searched with the window (alpha, beta) of
   * `side`; `k` is DECAY after a decision, 1 after a chance outcome.
   */
  private child(side: string, child: unknown, depth: number, alpha: number, beta: number, ply: number, k: number): number {
    if (this.v.toMove(child) === side) return k * this.value(child, depth, alpha / k, beta / k, ply);
    return -k * this.value(child, depth, -beta / k, -alpha / k, ply);
  }

  value(s: unknown, depth: number, alpha: number, beta: number, ply: number): number {
    this.tick();
    const v = this.v;
    const phase = v.phase(s);
    if (phase === 'over') return this.terminal(s);
    if (depth <= 0 && !(phase === 'chance' && !v.evaluate)) {
      this.horizon = true;
      return phase === 'chance' ? this.staticEval(s) : this.quiesce(s, alpha, beta, ply, 0);
    }
    const outer = this.horizon;
    this.horizon = false;
    const key = this.keyOf(s);
    const entry = this.tt.get(key);
    let ttBest = -1;
    if (entry) {
      ttBest = entry.best;
      if (entry.depth >= depth) {
        const sc = entry.score;
        if (entry.bound === EXACT || (entry.bound === LOWER && sc >= beta) || (entry.bound === UPPER && sc <= alpha)) {
          this.horizon = outer || entry.depth !== Infinity;
          return sc;
        }
      }
    }
    const result =
      phase === 'chance' ? this.chance(s, depth, alpha, beta, ply) : this.decision(s, depth, alpha, beta, ply, ttBest);
    const stored: Entry = {
      depth: this.horizon ? depth : Infinity,
      score: result.score,
      bound: result.score <= alpha ? UPPER : result.score >= beta ? LOWER : EXACT,
      best: result.best,
    };
    this.tt.set(key, stored);
    this.horizon = outer || this.horizon;
    return result.score;
  }

  private decision(s: unknown, depth: number, alpha: number, beta: number, ply: number, ttBest: number) {
    const v = this.v;
    const actions = v.legalActions(s);
    if (actions.length === 0) return { score: 0, best: -1 }; // a well-formed game never gets here
    const side = v.toMove(s);
    let best = -INF, bestIdx = -1;
    // The table's move first, before paying for the others' views: it often cuts at once.
    const first = ttBest >= 0 && ttBest < actions.length ? ttBest : -1;
    if (first >= 0) {
      best = this.child(side, v.apply(s, actions[first]), depth - 1, alpha, beta, ply + 1, DECAY);
      bestIdx = first;
      if (best > alpha) alpha = best;
      if (alpha >= beta) return { score: best, best: bestIdx };
    }
    const { order, ids } = this.order(s, actions, first, ply);
    for (const i of order) {
      if (i === first) continue;
      const sc = this.child(side, v.apply(s, actions[i]), depth - 1, alpha, beta, ply + 1, DECAY);
      if (sc > best) {
        best = sc;
        bestIdx = i;
        if (sc > alpha) {
          alpha = sc;
          if (alpha >= beta) {
            this.rememberCut(ids?.[i], ply, depth);
            break;
          }
        }
      }
    }
    return { score: best, best: bestIdx };
  }

  /**
   * Expectimax with Star1 pruning: after each outcome the mean is bounded by assuming the
   * rest are all won or all lost; a child is searched with the window that would decide a
   * cut-off, and the node fails high or low as soon as the bounds leave (alpha, beta).
   */
  private chance(s: unknown, depth: number, alpha: number, beta: number, ply: number) {
    const v = this.v;
    const side = v.toMove(s);
    const outcomes = v.chanceOutcomes(s);
    let rest = 1;
    let sum = 0;
    for (const o of outcomes) {
      const p = o.probability;
      if (p <= 0) continue;
      rest -= p;
      const r = Math.max(0, rest);
      const lo = (alpha - sum - r * WIN_SCORE) / p;
      const hi = (beta - sum + r * WIN_SCORE) / p;
      const childAlpha = Math.max(lo, -INF), childBeta = Math.min(hi, INF);
      const sc = this.child(side, v.applyChance(s, o.outcome), depth, childAlpha, childBeta, ply, 1);
      if (sc <= lo) return { score: sum + p * sc + r * WIN_SCORE, best: -1 }; // cannot reach alpha
      if (sc >= hi) return { score: sum + p * sc - r * WIN_SCORE, best: -1 }; // cannot fall below beta
      sum += p * sc;
    }
    return { score: sum, best: -1 };
  }

  /** Past the horizon, follow captures only, so that a search never stops mid-exchange. */
  private quiesce(s: unknown, alpha: number, beta: number, ply: number, qdepth: number): number {
    const v = this.v;
    const stand = this.staticEval(s);
    if (!v.evaluate || qdepth >= MAX_QUIESCENCE || stand >= beta) return stand;
    if (stand > alpha) alpha = stand;
    const side = v.toMove(s);
    let best = stand;
    for (const a of v.legalActions(s)) {
      if (!isCapture(v, s, a)) continue;
      this.tick();
      const next = v.apply(s, a);
      const same = v.toMove(next) === side;
      const phase = v.phase(next);
      let own: number; // from the point of view of toMove(next)
      if (phase === 'over') own = this.terminal(next);
      else if (phase === 'chance') own = this.staticEval(next);
      else own = same ? this.quiesce(next, alpha / DECAY, beta / DECAY, ply + 1, qdepth + 1) : this.quiesce(next, -beta / DECAY, -alpha / DECAY, ply + 1, qdepth + 1);
      const sc = DECAY * (same ? own : -own);
      if (sc > best) {
        best = sc;
        if (sc > alpha) {
          alpha = sc;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  /**
   * Move ordering: table move, then captures, then killer moves, then by history. Killers and
   * history need an identity for an action that holds across positions: a game whose actions
   * are plain numbers or strings (move codes) and that answers `isCapture` is ordered from
   * those alone; otherwise from `actionView` (its from/to cells and notation), which costs more.
   */
  order(s: unknown, actions: readonly unknown[], ttBest: number, ply: number): { order: number[]; ids?: Ordered[] } {
    const n = actions.length;
    const order = Array.from({ length: n }, (_, i) => i);
    if (n < 2) return { order };
    const v = this.v;
    const first = actions[0];
    const fast = v.isCapture !== undefined && (typeof first === 'number' || typeof first === 'string');
    const ids: Ordered[] = fast
      ? actions.map((a) => ({ id: a as number | string, capture: v.isCapture!(s, a) }))
      : actions.map((a) => {
          const av = v.actionView(s, a);
          return { id: historyKey(av), capture: av.captures !== undefined && av.captures.length > 0 };
        });
    const killers = this.killers[ply] ?? [];
    const score = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const o = ids[i]!;
      let sc = this.history.get(o.id) ?? 0;
      if (o.capture) sc += 1e9;
      else if (killers.includes(o.id)) sc += 1e8;
      if (i === ttBest) sc += 1e12;
      score[i] = sc;
    }
    order.sort((a, b) => score[b]! - score[a]! || a - b);
    return { order, ids };
  }

  private rememberCut(o: Ordered | undefined, ply: number, depth: number): void {
    if (!o || o.capture) return;
    const k = (this.killers[ply] ??= []);
    if (k[0] !== o.id) {
      k.unshift(o.id);
      k.length = Math.min(k.length, 2);
    }
    this.history.set(o.id, Math.min((this.history.get(o.id) ?? 0) + depth * depth, 1e7));
  }

  /** Best line from the table, as notation, stopping at a chance point or the end. */
  pv(s: unknown, first: unknown, maxLen: number): string[] {
    const v = this.v;
    const out = [v.formatAction(s, first)];
    const seen = new Set<string | number>();
    let state = v.apply(s, first);
    while (out.length < maxLen && v.phase(state) === 'decision') {
      const key = this.keyOf(state);
      if (seen.has(key)) break;
      seen.add(key);
      const e = this.tt.get(key);
      const actions = v.legalActions(state);
      if (!e || e.best < 0 || e.best >= actions.length) break;
      const a = actions[e.best];
      out.push(v.formatAction(state, a));
      state = v.apply(state, a);
    }
    return out;
  }

  /**
   * One root iteration. Scores every root action (in `order`) into `scores`; with `exact` no
   * cut-off is taken at the root, so each score is the action's own value.
   */
  root(s: unknown, actions: readonly unknown[], order: number[], depth: number, exact: boolean, scores: Float64Array, done: boolean[]): { horizon: boolean } {
    const side = this.v.toMove(s);
    this.horizon = false;
    let alpha = -INF;
    let anyHorizon = false;
    for (const i of order) {
      this.horizon = false;
      const sc = this.child(side, this.v.apply(s, actions[i]), depth - 1, exact ? -INF : alpha, INF, 1, DECAY);
      anyHorizon ||= this.horizon;
      scores[i] = sc;
      done[i] = true;
      if (sc > alpha) alpha = sc;
    }
    return { horizon: anyHorizon };
  }
}

/**
 * Plies to a certain end when `score` is exactly a decayed win or loss, else undefined. A mean
 * over dice outcomes (say 95% winning) can exceed WIN_BOUND without being certain; such a
 * mix is never an exact power of DECAY.
 */
export function forcedPlies(score: number): number | undefined {
  const a = Math.abs(score);
  if (a <= WIN_BOUND) return undefined;
  const k = Math.log(a / WIN_SCORE) / Math.log(DECAY);
  const r = Math.round(k);
  return Math.abs(a - WIN_SCORE * DECAY ** r) < 1e-9 * WIN_SCORE ? r : undefined;
}

/** An action's identity for killers and history. */
interface Ordered {
  readonly id: string | number;
  readonly capture: boolean;
}

/** Where an action goes from and to (the same move in many positions), else its notation. */
function historyKey(av: ActionView): string {
  const from = av.from ? ('cell' in av.from ? av.from.cell : `@${av.from.reserve}`) : '';
  return from || av.to ? `${from}>${av.to ?? ''}` : av.notation;
}

function isCapture(v: AnyVariant, s: unknown, a: unknown): boolean {
  if (v.isCapture) return v.isCapture(s, a);
  const c = v.actionView(s, a).captures;
  return c !== undefined && c.length > 0;
}

/**
 * Searches a decision point and returns the best action found. Throws PhaseError at a
 * chance point or a finished game (there is nothing to choose there).
 */
export function search<S, A>(variant: Variant<S, A, any>, state: S, opts: SearchOptions = {}): SearchResult<A> {
  const start = Date.now();
  const phase = variant.phase(state);
  if (phase !== 'decision') throw new PhaseError('search', phase === 'chance' ? 'a dice roll first' : 'nothing: the game is over');
  const actions = variant.legalActions(state) as readonly A[];
  if (actions.length === 0) throw new PhaseError('search', 'a position with a legal move');
  const tt = opts.table ?? new TranspositionTable();
  const searcher = new Searcher(variant, tt, opts, start);
  const noise = opts.noise ?? 0;
  const exact = noise > 0;
  const maxDepth = Math.min(
    MAX_DEPTH,
    opts.depth ?? (opts.timeMs !== undefined || opts.nodes !== undefined ? MAX_DEPTH : DEFAULT_DEPTH),
  );

  const n = actions.length;
  // A forced move needs no deep thought unless a depth was asked for: one iteration scores it.
  const maxIter = n === 1 && opts.depth === undefined ? 1 : maxDepth;
  let order = searcher.order(state, actions, tt.get(searcher.keyOf(state))?.best ?? -1, 0).order;
  let scores = new Float64Array(n).fill(-INF);
  let bestIdx = order[0]!;
  let bestScore = -INF;
  let finishedDepth = 0;
  let solved = false;
  let stopped = false;

  for (let depth = Math.max(1, Math.min(opts.fromDepth ?? 1, maxIter)); depth <= maxIter; depth++) {
    const iter = new Float64Array(n).fill(-INF);
    const done: boolean[] = new Array(n).fill(false);
    try {
      if (opts.signal?.aborted) throw STOP;
      const { horizon } = searcher.root(state, actions, order, depth, exact, iter, done);
      scores = iter;
      finishedDepth = depth;
      solved = !horizon;
    } catch (err) {
      if (err !== STOP) throw err;
      stopped = true;
      // A partly searched iteration still counts when it searched the previous best move
      // (always first) and another move beat it: that move is known to be better.
      const prev = order[0]!;
      if (!exact && finishedDepth > 0 && done[prev]) {
        let challenger = prev;
        for (let i = 0; i < n; i++) if (done[i] && iter[i]! > iter[challenger]!) challenger = i;
        if (challenger !== prev) (bestIdx = challenger), (bestScore = iter[challenger]!);
      }
      break;
    }
    // Best first next time, the rest by score (ties keep their order).
    const rank = new Map(order.map((a, k) => [a, k]));
    order = [...order].sort((a, b) => scores[b]! - scores[a]! || rank.get(a)! - rank.get(b)!);
    bestIdx = order[0]!;
    bestScore = scores[bestIdx]!;
    if (!solved && !exact && forcedPlies(bestScore) !== undefined) solved = true; // a shortest forced end
    if (solved) break;
  }

  if (exact && finishedDepth > 0) {
    const rng = opts.rng ?? fairRandom();
    let bestNoisy = -INF;
    for (let i = 0; i < n; i++) {
      const noisy = scores[i]! + (randomFloat(rng) * 2 - 1) * noise;
      if (noisy > bestNoisy) (bestNoisy = noisy), (bestIdx = i);
    }
    bestScore = scores[bestIdx]!;
  }
  const best = actions[bestIdx]!;
  const score = (finishedDepth > 0 ? bestScore : searcher.staticEval(state)) || 0; // no -0
  const result: SearchResult<A> = {
    best,
    notation: variant.formatAction(state, best),
    score,
    depth: finishedDepth,
    nodes: searcher.nodes,
    pv: finishedDepth > 0 ? searcher.pv(state, best, Math.max(1, finishedDepth)) : [variant.formatAction(state, best)],
    solved,
    stopped,
    timeMs: Date.now() - start,
  };
  const plies = forcedPlies(score);
  if (plies !== undefined) result.mate = Math.sign(score) * plies;
  return result;
}

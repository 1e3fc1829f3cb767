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
 * signal still answers with the best move of the deepest finished iteration. Decision points
 * use principal variation search; in games without dice, late quiet moves are reduced and
 * moves that give check extended (see README.md for why dice games get neither).
 */
import { PhaseError } from '../core/errors.js';
import type { RandomSource } from '../core/random.js';
import { fairRandom, randomFloat } from '../core/random.js';
import type { AnyVariant, SolvedValue, Solver, Variant } from '../core/types.js';
import { openCursor, type Walk } from './cursor.js';
import { EXACT, LOWER, TranspositionTable, UPPER } from './table.js';

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
/** Width of a scout (null) window: far below any difference an evaluation makes. */
const NULL_WINDOW = 1e-6;
/** Late-move reductions from this depth, after this many moves. */
const LMR_MIN_DEPTH = 3;
const LMR_FROM = 3;
const MAX_DEPTH = 64;
/**
 * Star2 probing at chance points (see `chance`): only with this many outcomes or more, and this
 * many decisions to go. With fewer outcomes Star1's windows close soon anyway: in d4 d6 chess
 * (at most 6) probes cost 5% more nodes at depth 5; in Dice Chess (up to 16 merged rolls) they
 * save a third to a half at depth 3 and 4. At depth 1 a probe costs what it saves.
 */
const PROBE_MIN_OUTCOMES = 7;
const PROBE_MIN_DEPTH = 2;

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
  /**
   * Probe chance points before searching them (Star2, default true). False searches them with
   * Star1 alone: the same values to the same depth in more nodes (the tests' and benches' peer).
   */
  probe?: boolean;
  /**
   * Walk the game with its `cursor` hook when it has one (default true). False walks immutable
   * states through `apply`: slower, the same answers (the speed bench's peer, and the tests').
   */
  cursor?: boolean;
  /**
   * Exact values where a solved table covers a position (the top level's endgame tables): the
   * search takes them as they are instead of searching below.
   */
  solver?: Solver;
}

export interface SearchResult<A = unknown> {
  best: A;
  notation: string;
  /**
   * From the mover's point of view: roughly pawns (the variant's evaluation units) while the
   * outcome is open; ±WIN_SCORE decayed by the plies to go for a forced result; beyond
   * WIN_BOUND, a near-certain result (a mean over dice that is almost always won or lost).
   */
  score: number;
  /** The search's own value of the move (evaluations scaled by `evalToValue`, wins ±WIN_SCORE). */
  value: number;
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

export { TranspositionTable } from './table.js';

const STOP = { stop: true };

const clampEval = (x: number) => (Number.isFinite(x) ? Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, x)) : 0);

/**
 * A static evaluation (pawns) enters the search as EVAL_CEILING * tanh(pawns / PAWN_SCALE): about
 * 180 per pawn near equality, flattening towards the ceiling, below every forced result. A
 * mean at a chance point then weighs "a rook up" (about +700) against "the king taken three
 * times in ten" (+300) as win chances, not as 5 pawns against 300; in games without dice the
 * change of scale orders positions exactly as before.
 */
const EVAL_CEILING = WIN_BOUND - 1;
const PAWN_SCALE = 5;
export const evalToValue = (pawns: number) => EVAL_CEILING * Math.tanh(pawns / PAWN_SCALE);
/**
 * A search value back in pawns, for reporting and noise: exact for a value that came from one
 * evaluation; a forced result or a near-certain mean (|value| > EVAL_CEILING) stays as it is.
 */
export function valueToPawns(value: number): number {
  if (Math.abs(value) >= EVAL_CEILING) return value;
  return PAWN_SCALE * Math.atanh(value / EVAL_CEILING);
}

class Searcher {
  nodes = 0;
  /** Set when some line was cut by the depth limit (so deeper search could change the value). */
  private horizon = false;
  private readonly killers: (string | number)[][] = [];
  private readonly history = new Map<string | number, number>();
  private readonly buffers: { order: number[]; ids: (string | number)[]; caps: Uint8Array; score: Float64Array }[] = [];
  private readonly deadline: number;
  private readonly nodeLimit: number;
  private readonly signal: AbortSignal | undefined;
  private readonly solver: Solver | undefined;
  /**
   * Set at the first chance point met. Below dice, a value is a mean over many rolls: a shallower
   * search misjudges a late move's mean more, and an extension multiplies every roll's subtree.
   * Matches at equal node budgets lost ground with reductions and check extensions there, so a
   * tree with chance points gets neither.
   */
  private sawChance = false;
  /** Outcomes a chance point needs for a Star2 probe (Infinity: never). */
  private readonly probeFrom: number;
  /** Plies from the root within which a check extends the search (twice the iteration's depth). */
  private extendUntil = 0;
  /** The position being searched; replaced at each root iteration (a stopped search leaves it deep). */
  c!: Walk;

  constructor(
    private readonly v: AnyVariant,
    private readonly tt: TranspositionTable,
    opts: SearchOptions,
    start: number,
  ) {
    this.deadline = opts.timeMs !== undefined ? start + opts.timeMs : Infinity;
    this.nodeLimit = opts.nodes ?? Infinity;
    this.signal = opts.signal;
    this.solver = opts.solver;
    this.probeFrom = opts.probe === false ? Infinity : PROBE_MIN_OUTCOMES;
  }

  private tick(): void {
    if (++this.nodes >= this.nodeLimit) throw STOP;
    if ((this.nodes & 127) === 0 && (Date.now() >= this.deadline || this.signal?.aborted)) throw STOP;
  }

  keyOf(s: unknown): string | number {
    return this.v.hash ? this.v.hash(s) : this.v.key(s);
  }

  /** From the point of view of the side to move: positive when that side won. */
  terminal(): number {
    const w = this.c.winner();
    if (w === null) return 0;
    return w === this.c.toMove() ? WIN_SCORE : -WIN_SCORE;
  }

  staticEval(): number {
    const c = this.c;
    if (c.evaluate) return evalToValue(clampEval(c.evaluate()));
    // No evaluation: prefer positions with more choices (a tiny, game-free tie-breaker).
    if (c.phase() !== 'decision') return 0;
    return evalToValue(Math.min(c.actions().length, 100) * 0.01);
  }

  /**
   * Value of the position just made, seen from the side `side`, searched with the window
   * (alpha, beta) of `side`; `k` is DECAY after a decision, 1 after a chance outcome.
   */
  private child(side: string, depth: number, alpha: number, beta: number, ply: number, k: number): number {
    if (this.c.toMove() === side) return k * this.value(depth, alpha / k, beta / k, ply);
    return -k * this.value(depth, -beta / k, -alpha / k, ply);
  }

  value(depth: number, alpha: number, beta: number, ply: number): number {
    this.tick();
    const c = this.c;
    const phase = c.phase();
    if (phase === 'over') return this.terminal();
    if (this.solver) {
      const known = this.solver.value(c.state());
      if (known) return solvedValue(known);
    }
    if (depth <= 0 && !(phase === 'chance' && !c.evaluate)) {
      this.horizon = true;
      return phase === 'chance' ? this.staticEval() : this.quiesce(alpha, beta, ply, 0);
    }
    const outer = this.horizon;
    this.horizon = false;
    const key = c.hash();
    const tt = this.tt;
    let ttBest = -1;
    if (tt.probe(key)) {
      const e = tt.hit;
      ttBest = e.best;
      if (e.depth >= depth) {
        const sc = e.score;
        if (e.bound === EXACT || (e.bound === LOWER && sc >= beta) || (e.bound === UPPER && sc <= alpha)) {
          this.horizon = outer || e.depth !== Infinity;
          return sc;
        }
      }
    }
    const result = phase === 'chance' ? this.chance(depth, alpha, beta, ply) : this.decision(depth, alpha, beta, ply, ttBest);
    const score = result.score;
    tt.store(key, this.horizon ? depth : Infinity, score, score <= alpha ? UPPER : score >= beta ? LOWER : EXACT, result.best);
    this.horizon = outer || this.horizon;
    return result.score;
  }

  private decision(depth: number, alpha: number, beta: number, ply: number, ttBest: number) {
    const c = this.c;
    const actions = c.actions();
    const n = actions.length;
    if (n === 0) return { score: 0, best: -1 }; // a well-formed game never gets here
    const side = c.toMove();
    const first = ttBest >= 0 && ttBest < n ? ttBest : -1;
    let best = -INF, bestIdx = -1, searched = 0;
    // The table's move first, before paying for the others' ordering: it often cuts at once.
    if (first >= 0) {
      best = this.tryMove(side, actions[first], depth, alpha, beta, ply, 0);
      searched = 1;
      bestIdx = first;
      if (best > alpha) alpha = best;
      if (alpha >= beta) return { score: best, best: bestIdx };
    }
    const { order, ids, caps } = this.order(actions, first, ply);
    const killers = this.killers[ply];
    // Late quiet moves are searched one or two decisions shallower first; only a move that then
    // beats alpha is searched again at full depth. Not in check, and only where an evaluation guides.
    const canReduce = depth >= LMR_MIN_DEPTH && c.evaluate !== undefined && !this.sawChance && !(c.inCheck !== undefined && c.inCheck());
    for (const i of order) {
      if (i === first) continue;
      let reduce = 0;
      if (canReduce && searched >= LMR_FROM && caps && !caps[i]) {
        const id = ids![i]!;
        if (killers === undefined || (killers[0] !== id && killers[1] !== id)) reduce = searched >= 8 && depth >= 5 ? 2 : 1;
      }
      const sc = this.tryMove(side, actions[i], depth, alpha, beta, ply, searched === 0 ? 0 : reduce, searched > 0);
      searched++;
      if (sc > best) {
        best = sc;
        bestIdx = i;
        if (sc > alpha) {
          alpha = sc;
          if (alpha >= beta) {
            if (ids && caps && !caps[i]) this.rememberCut(ids[i]!, ply, depth);
            break;
          }
        }
      }
    }
    return { score: best, best: bestIdx };
  }

  /**
   * Makes `action`, values it from `side`'s point of view and takes it back. A move that gives
   * check is searched a decision deeper. With `scout`, the move is first tried with a null window
   * at alpha (principal variation search) and `reduce` decisions shallower; it is searched again,
   * at full depth and then with the full window, only while it seems to beat alpha.
   */
  private tryMove(side: string, action: unknown, depth: number, alpha: number, beta: number, ply: number, reduce: number, scout = false): number {
    const c = this.c;
    c.make(action);
    let next = depth - 1;
    if (!this.sawChance && c.inCheck !== undefined && ply < this.extendUntil && c.phase() !== 'over' && c.inCheck()) (next = depth), (reduce = 0);
    let sc: number;
    if (!scout) sc = this.child(side, next, alpha, beta, ply + 1, DECAY);
    else {
      const edge = alpha + NULL_WINDOW;
      sc = this.child(side, next - reduce, alpha, edge, ply + 1, DECAY);
      if (reduce > 0 && sc > alpha) sc = this.child(side, next, alpha, edge, ply + 1, DECAY);
      if (sc > alpha && sc < beta && edge < beta) sc = this.child(side, next, alpha, beta, ply + 1, DECAY);
    }
    c.unmake();
    return sc;
  }

  /**
   * Expectimax with Star1 pruning: after each outcome the mean is bounded by assuming the
   * rest are all won or all lost; a child is searched with the window that would decide a
   * cut-off, and the node fails high or low as soon as the bounds leave (alpha, beta).
   * With Star2 probing first, each outcome's lower bound is its table move's value,
   * which tightens the bound on the rest and may fail the node high before any full search.
   */
  private chance(depth: number, alpha: number, beta: number, ply: number) {
    const c = this.c;
    const side = c.toMove();
    const outcomes = c.chanceOutcomes();
    this.sawChance = true;
    const n = outcomes.length;
    // Star2: when probed, low[i] bounds outcome i from below and lowRest the outcomes still to come
    // (their probabilities times their bounds); else every bound is a lost game, as in Star1.
    const probed = n >= this.probeFrom && depth >= PROBE_MIN_DEPTH && beta < WIN_SCORE;
    // A fresh array, only where probed: such a node sits at depth 2 or more, above thousands of nodes,
    // and a chance point right under another (two dice rolled apart) must not share it.
    const low = probed ? new Float64Array(n) : null;
    let lowRest = 0;
    if (low) {
      for (let i = 0; i < n; i++) {
        const o = outcomes[i]!;
        c.makeChance(o.outcome);
        low[i] = this.probe(side, depth, ply);
        c.unmake();
        lowRest += o.probability * low[i]!;
      }
      if (lowRest >= beta) return { score: lowRest, best: -1 };
    }
    let rest = 1;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const o = outcomes[i]!;
      const p = o.probability;
      if (p <= 0) continue;
      rest -= p;
      const r = Math.max(0, rest);
      if (low) lowRest -= p * low[i]!;
      else lowRest = -r * WIN_SCORE;
      const lo = (alpha - sum - r * WIN_SCORE) / p;
      const hi = (beta - sum - lowRest) / p;
      const childAlpha = Math.max(lo, -INF), childBeta = Math.min(hi, INF);
      c.makeChance(o.outcome);
      const sc = this.child(side, depth, childAlpha, childBeta, ply, 1);
      c.unmake();
      if (sc <= lo) return { score: sum + p * sc + r * WIN_SCORE, best: -1 }; // cannot reach alpha
      if (sc >= hi) return { score: sum + p * sc + lowRest, best: -1 }; // cannot fall below beta
      sum += p * sc;
    }
    return { score: sum, best: -1 };
  }

  /**
   * A lower bound of the outcome just made, for `side` who rolled: the value of its table move
   * alone when `side` decides next and the table knows a move, else a lost game.
   */
  private probe(side: string, depth: number, ply: number): number {
    const c = this.c;
    const phase = c.phase();
    if (phase === 'over') return this.terminal() * (c.toMove() === side ? 1 : -1);
    if (phase !== 'decision' || c.toMove() !== side || !this.tt.probe(c.hash())) return -WIN_SCORE;
    const e = this.tt.hit;
    if (e.depth >= depth && e.bound !== UPPER) return e.score;
    const actions = c.actions();
    if (e.best < 0 || e.best >= actions.length) return -WIN_SCORE;
    // Searched with a full window: what comes back is the move's exact value, a lower bound of the
    // outcome's, and the table keeps it exact for the full search that follows (a window capped at
    // beta cost 40% more nodes at depth 3).
    return this.tryMove(side, actions[e.best], depth, -INF, INF, ply, 0);
  }

  /** Past the horizon, follow captures only, so that a search never stops mid-exchange. */
  private quiesce(alpha: number, beta: number, ply: number, qdepth: number): number {
    const c = this.c;
    const stand = this.staticEval();
    if (!c.evaluate || qdepth >= MAX_QUIESCENCE || stand >= beta) return stand;
    if (stand > alpha) alpha = stand;
    const side = c.toMove();
    let best = stand;
    const actions = c.actions();
    for (let i = 0, n = actions.length; i < n; i++) {
      const a = actions[i];
      if (!c.isCapture(a)) continue;
      this.tick();
      c.make(a);
      const same = c.toMove() === side;
      const phase = c.phase();
      let own: number; // from the point of view of the side to move after the capture
      if (phase === 'over') own = this.terminal();
      else if (phase === 'chance') own = this.staticEval();
      else own = same ? this.quiesce(alpha / DECAY, beta / DECAY, ply + 1, qdepth + 1) : this.quiesce(-beta / DECAY, -alpha / DECAY, ply + 1, qdepth + 1);
      c.unmake();
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
   * history know a move by the cursor's `moveId`, which holds across positions.
   */
  order(actions: ArrayLike<unknown>, ttBest: number, ply: number): { order: number[]; ids?: (string | number)[]; caps?: Uint8Array } {
    const n = actions.length;
    // One set of buffers per ply, reused: the caller walks its order while deeper plies sort theirs.
    const buf = (this.buffers[ply] ??= { order: [], ids: [], caps: new Uint8Array(64), score: new Float64Array(64) });
    const order = buf.order;
    order.length = n;
    for (let i = 0; i < n; i++) order[i] = i;
    if (n < 2) return { order };
    if (buf.caps.length < n) (buf.caps = new Uint8Array(n * 2)), (buf.score = new Float64Array(n * 2));
    const c = this.c;
    const { ids, caps, score } = buf;
    ids.length = n;
    const killers = this.killers[ply];
    for (let i = 0; i < n; i++) {
      const a = actions[i];
      const capture = c.isCapture(a);
      const id = c.moveId(a);
      ids[i] = id;
      caps[i] = capture ? 1 : 0;
      let sc = this.history.get(id) ?? 0;
      if (capture) sc += 1e9;
      else if (killers !== undefined && (killers[0] === id || killers[1] === id)) sc += 1e8;
      if (i === ttBest) sc += 1e12;
      score[i] = sc;
    }
    order.sort((a, b) => score[b]! - score[a]! || a - b);
    return { order, ids, caps };
  }

  private rememberCut(id: string | number, ply: number, depth: number): void {
    const k = (this.killers[ply] ??= []);
    if (k[0] !== id) {
      k.unshift(id);
      k.length = Math.min(k.length, 2);
    }
    this.history.set(id, Math.min((this.history.get(id) ?? 0) + depth * depth, 1e7));
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
  root(actions: ArrayLike<unknown>, order: number[], depth: number, exact: boolean, scores: Float64Array, done: boolean[]): { horizon: boolean } {
    const side = this.c.toMove();
    this.extendUntil = 2 * depth;
    this.horizon = false;
    let alpha = -INF;
    let anyHorizon = false;
    for (const i of order) {
      this.horizon = false;
      // Exact scores for noise: every move with the full window; else the first, then scouts.
      const sc = this.tryMove(side, actions[i], depth, exact ? -INF : alpha, INF, 0, 0, !exact && alpha > -INF);
      anyHorizon ||= this.horizon;
      scores[i] = sc;
      done[i] = true;
      if (sc > alpha) alpha = sc;
    }
    return { horizon: anyHorizon };
  }
}

/** A solved position's value in the search's units: a decayed win or loss, or a dice game's expectation. */
export function solvedValue(v: SolvedValue): number {
  if (v.expected !== undefined) return v.expected * WIN_SCORE;
  if (v.result === 'draw') return 0;
  const s = WIN_SCORE * DECAY ** v.distance;
  return v.result === 'win' ? s : -s;
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
  // A slot per node of the budget: a small budget gets a small table (fewer cache misses, less to
  // allocate), the top level's millions a large one (2^20 slots, 24 MB), so its deep searches keep
  // what they found.
  const tt = opts.table ?? new TranspositionTable(opts.nodes !== undefined ? Math.min(1 << 20, Math.max(1 << 12, opts.nodes)) : undefined);
  const searcher = new Searcher(variant, tt, opts, start);
  const useHook = opts.cursor !== false;
  searcher.c = openCursor(variant, state, useHook);
  // The search walks the cursor's own list (same order as legalActions); the answer is taken from `actions`.
  const walked = Array.from(searcher.c.actions());
  if (walked.length !== actions.length) throw new Error(`${variant.id}: the search cursor lists ${walked.length} actions, legalActions ${actions.length}`);
  const noise = opts.noise ?? 0;
  const exact = noise > 0;
  const maxDepth = Math.min(
    MAX_DEPTH,
    opts.depth ?? (opts.timeMs !== undefined || opts.nodes !== undefined ? MAX_DEPTH : DEFAULT_DEPTH),
  );

  const n = actions.length;
  // A forced move needs no deep thought unless a depth was asked for: one iteration scores it.
  const maxIter = n === 1 && opts.depth === undefined ? 1 : maxDepth;
  let order = searcher.order(walked, tt.get(searcher.keyOf(state))?.best ?? -1, 0).order;
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
      const { horizon } = searcher.root(walked, order, depth, exact, iter, done);
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
      const noisy = valueToPawns(scores[i]!) + (randomFloat(rng) * 2 - 1) * noise;
      if (noisy > bestNoisy) (bestNoisy = noisy), (bestIdx = i);
    }
    bestScore = scores[bestIdx]!;
  }
  const best = actions[bestIdx]!;
  // A stopped iteration leaves the cursor deep in the tree: look at the root afresh.
  if (finishedDepth === 0) searcher.c = openCursor(variant, state, useHook);
  const value = finishedDepth > 0 ? bestScore : searcher.staticEval();
  const score = valueToPawns(value) || 0; // no -0
  const result: SearchResult<A> = {
    best,
    notation: variant.formatAction(state, best),
    score,
    value,
    depth: finishedDepth,
    nodes: searcher.nodes,
    pv: finishedDepth > 0 ? searcher.pv(state, best, Math.max(1, finishedDepth)) : [variant.formatAction(state, best)],
    solved,
    stopped,
    timeMs: Date.now() - start,
  };
  const plies = forcedPlies(value);
  if (plies !== undefined) result.mate = Math.sign(score) * plies;
  return result;
}

/**
 * Playing strength as levels 1..MAX_LEVEL, the same for every game: each level is a search
 * budget (depth, nodes, time) and an amount of noise. Node budgets make a level's play
 * reproducible; the time cap only guards slow devices. The top level plays perfectly where
 * the game offers a solver.
 */
import { OptionError } from '../core/errors.js';
import type { RandomSource } from '../core/random.js';
import type { AnyVariant, Solver, SolvedValue } from '../core/types.js';
import { search, solvedValue, valueToPawns, type SearchOptions, type SearchResult, type TranspositionTable } from './search.js';
import { searchInSlices } from './slices.js';

export interface LevelSpec {
  readonly level: number;
  readonly name: string;
  /** Deepest iteration in decisions (undefined: as deep as the budget allows). */
  readonly depth?: number;
  readonly nodes: number;
  readonly timeMs: number;
  /** Pawns of random noise on each root move's score. */
  readonly noise: number;
  /** Use the game's solver when it has one. */
  readonly solver: boolean;
}

export const LEVELS: readonly LevelSpec[] = [
  { level: 1, name: 'Beginner', depth: 1, nodes: 2_000, timeMs: 500, noise: 10, solver: false },
  { level: 2, name: 'Casual', depth: 2, nodes: 5_000, timeMs: 800, noise: 1, solver: false },
  { level: 3, name: 'Club', depth: 3, nodes: 20_000, timeMs: 1_500, noise: 0.25, solver: false },
  { level: 4, name: 'Strong', nodes: 60_000, timeMs: 3_000, noise: 0, solver: false },
  { level: 5, name: 'Expert', nodes: 200_000, timeMs: 5_000, noise: 0, solver: false },
  { level: 6, name: 'Master', nodes: 1_500_000, timeMs: 10_000, noise: 0, solver: true },
];
export const MAX_LEVEL = LEVELS.length;

/** The level's settings; throws OptionError for anything but an integer 1..MAX_LEVEL. */
export function levelSpec(level: number): LevelSpec {
  const spec = Number.isInteger(level) ? LEVELS[level - 1] : undefined;
  if (!spec) throw new OptionError(`level=${level}`, `a level from 1 to ${MAX_LEVEL}`);
  return spec;
}

/** A level's choice: the search's answer (or the solver's, in the same terms). */
export interface MoveChoice<A = unknown> extends Pick<SearchResult<A>, 'best' | 'notation' | 'score' | 'depth' | 'nodes' | 'pv' | 'mate'> {
  /** 'solver' when the move came from the game's solved table. */
  source: 'search' | 'solver';
}

export interface ChooseOptions {
  signal?: AbortSignal;
  rng?: RandomSource;
  /** Ignore the level's time cap (reproducible play, benchmarks). */
  noTimeLimit?: boolean;
  /** Overrides the level's time cap. */
  timeMs?: number;
  /** Play the level's best move, without its noise (hints). */
  noNoise?: boolean;
  table?: TranspositionTable;
}

function searchOptions(spec: LevelSpec, opts: ChooseOptions): SearchOptions {
  return {
    ...(spec.depth !== undefined ? { depth: spec.depth } : {}),
    nodes: spec.nodes,
    ...(opts.noTimeLimit ? {} : { timeMs: opts.timeMs ?? spec.timeMs }),
    noise: opts.noNoise ? 0 : spec.noise,
    ...(opts.rng ? { rng: opts.rng } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.table ? { table: opts.table } : {}),
  };
}

function toChoice<A>(r: SearchResult<A>): MoveChoice<A> {
  return { best: r.best, notation: r.notation, score: r.score, depth: r.depth, nodes: r.nodes, pv: r.pv, ...(r.mate !== undefined ? { mate: r.mate } : {}), source: 'search' };
}

/** Searches with a level's settings (no solver: synchronous). */
export function chooseMoveSync<S, A>(variant: AnyVariant, state: S, level: number, opts: ChooseOptions = {}): MoveChoice<A> {
  return toChoice(search<S, A>(variant, state, searchOptions(levelSpec(level), opts)));
}

/**
 * Chooses a move at a level; the top level asks the game's solver first, when there is one.
 * With `sliced`, the search runs in short slices that let the page breathe (no Worker).
 */
export async function chooseMove<S, A>(variant: AnyVariant, state: S, level: number, opts: ChooseOptions & { sliced?: boolean } = {}): Promise<MoveChoice<A>> {
  const spec = levelSpec(level);
  let solver: Solver<S> | undefined;
  if (spec.solver && typeof variant.solver === 'function') {
    solver = (await variant.solver()) as Solver<S>;
    const perfect = solvedChoice<S, A>(variant, state, solver);
    if (perfect) return perfect;
  }
  // A table that covers only some positions (endings) still answers for those inside the search.
  const options = { ...searchOptions(spec, opts), ...(solver ? { solver: solver as Solver } : {}) };
  if (opts.sliced) return toChoice(await searchInSlices<S, A>(variant, state, options));
  return toChoice(search<S, A>(variant, state, options));
}


/**
 * The perfect move from a solver: win soonest, else draw, else lose latest. Null when the
 * solver does not cover some successor (the search then decides).
 */
export function solvedChoice<S, A>(variant: AnyVariant, state: S, solver: Solver<S>): MoveChoice<A> | null {
  const side = variant.toMove(state);
  let best: { action: A; value: SolvedValue; score: number } | null = null;
  for (const action of variant.legalActions(state) as readonly A[]) {
    const next = variant.apply(state, action) as S;
    let value: SolvedValue | null;
    if (variant.phase(next) === 'over') {
      const r = variant.result(next);
      value = !r || r.winner === null ? { result: 'draw', distance: 0 } : { result: r.winner === side ? 'win' : 'loss', distance: 0 };
    } else {
      const seen = solver.value(next);
      if (!seen) return null;
      const flip = variant.toMove(next) !== side;
      const result = flip ? (seen.result === 'win' ? 'loss' : seen.result === 'loss' ? 'win' : 'draw') : seen.result;
      value = { result, distance: seen.distance, ...(seen.expected !== undefined ? { expected: flip ? -seen.expected : seen.expected } : {}) };
    }
    const mine: SolvedValue = { ...value, distance: value.result === 'draw' || value.expected !== undefined ? 0 : value.distance + 1 };
    const score = solvedValue(mine);
    if (!best || score > best.score) best = { action, value: mine, score };
  }
  if (!best) return null;
  return {
    best: best.action,
    notation: variant.formatAction(state, best.action),
    score: valueToPawns(best.score),
    depth: best.value.distance,
    nodes: 0,
    pv: [variant.formatAction(state, best.action)],
    ...(best.value.result !== 'draw' && best.value.expected === undefined ? { mate: best.value.result === 'win' ? best.value.distance : -best.value.distance } : {}),
    source: 'solver',
  };
}

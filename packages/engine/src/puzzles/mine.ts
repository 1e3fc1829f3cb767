/**
 * The puzzle miner: seeded self-play of the computer player, each decision point offered to
 * the game's puzzle finders (`plans` below), until enough puzzles are found.
 */
import type { RandomSource } from '../core/random.js';
import type { AnyVariant, Solver, VariantId } from '../core/types.js';
import { endingPuzzle, randomEnding } from './d4d6-endings.js';
import { PUZZLE_FORMAT, type Puzzle, type PuzzleFile } from './format.js';
import { oddsPuzzle, searchPuzzle, type OddsBudgets, type SearchBudgets } from './searched.js';
import { selfPlay, type SelfPlayOptions } from './selfplay.js';
import { solvedPuzzle } from './solved.js';

type Found = Omit<Puzzle, 'id'>;
type Finder = (s: unknown) => Found | null;

/** One source of puzzles: how its games start and are played, and what is looked for. */
interface Source {
  readonly name: string;
  /** Share of the puzzles this source may supply (the last source fills the rest). */
  readonly share: number;
  /** Most puzzles taken from one self-play game (variety); default 2. */
  readonly perGame?: number;
  readonly play: SelfPlayOptions;
  readonly start?: (v: AnyVariant, rng: RandomSource) => unknown;
  readonly finders: (v: AnyVariant) => Promise<Finder[]>;
}

const SEARCH: Record<string, SearchBudgets> = {
  dart: { screen: 2_000, confirm: 8_000, margin: 1.5, alreadyWon: 3 },
  dagger: { screen: 2_000, confirm: 8_000, margin: 1.5, alreadyWon: 3 },
  dice: { screen: 1_500, confirm: 6_000, margin: 1.5, alreadyWon: 3 },
};
const ODDS: Record<string, OddsBudgets> = {
  dice: { nodes: 3_000, margin: 4 / 36 },
  d4d6: { nodes: 3_000, margin: 1 / 4 },
};
const ENDING_MARGIN = 0.1;

const game = (levels: number[], randomPlies: number, maxPlies: number): SelfPlayOptions => ({ levels, randomPlies, maxPlies });

/** The finders per game: the search where nothing better exists, solved tables and exact odds where they do. */
export const PLANS: Record<VariantId, readonly Source[]> = {
  sixstone: [{
    name: 'solved table', share: 1, play: game([1, 2, 3], 2, 60),
    finders: async (v) => {
      const solver = (await v.solver!()) as Solver;
      return [(s) => solvedPuzzle(v, s, solver)];
    },
  }],
  dart: [{ name: 'search', share: 1, play: game([1, 2], 2, 70), finders: async (v) => [(s) => searchPuzzle(v, s, SEARCH.dart!)] }],
  dagger: [{ name: 'search', share: 1, play: game([1, 2], 2, 80), finders: async (v) => [(s) => searchPuzzle(v, s, SEARCH.dagger!)] }],
  dice: [
    { name: 'odds', share: 0.4, perGame: 1, play: game([1, 2], 2, 80), finders: async (v) => [(s) => oddsPuzzle(v, s, ODDS.dice!)] },
    { name: 'search', share: 1, play: game([1, 2], 2, 80), finders: async (v) => [(s) => searchPuzzle(v, s, SEARCH.dice!)] },
  ],
  d4d6: [
    { name: 'odds', share: 0.4, perGame: 1, play: game([1, 2], 2, 120), finders: async (v) => [(s) => oddsPuzzle(v, s, ODDS.d4d6!)] },
    { name: 'tablebase', share: 1, play: game([2, 3], 0, 40), start: randomEnding, finders: async () => [] },
  ],
};
// The endings' finder needs the variant: added here to keep the table above readable.
(PLANS.d4d6[1] as { finders: Source['finders'] }).finders = async (v) => [(s) => endingPuzzle(v, s, ENDING_MARGIN)];

export interface MineOptions {
  readonly seed: string;
  readonly count: number;
  /** Safety stop for each source, in seconds (the node budgets, not the clock, decide what is found). */
  readonly maxSeconds?: number;
  readonly command: string;
  readonly log?: (line: string) => void;
}

export async function minePuzzles(v: AnyVariant, opts: MineOptions): Promise<PuzzleFile> {
  const t0 = Date.now();
  const found: Puzzle[] = [];
  const seen = new Set<string>();
  /** Game keys of the positions already made puzzles: positions differing only in counters are one puzzle. */
  const used = new Set<string | number>();
  let positionsSeen = 0;
  for (const source of PLANS[v.id]) {
    const finders = await source.finders(v);
    const perGame = source.perGame ?? 2;
    const target = Math.min(opts.count, found.length + Math.ceil(opts.count * source.share));
    const started = Date.now();
    const perGameFound = new Map<number, number>();
    const timeUp = () => (Date.now() - started) / 1000 >= (opts.maxSeconds ?? Infinity);
    selfPlay(v, `${opts.seed}:${source.name}`, source.play, (s, gameNo) => {
      positionsSeen++;
      const key = v.formatPosition(s);
      if (seen.has(key)) return 'go';
      seen.add(key);
      for (const find of finders) {
        const p = find(s);
        if (!p) continue;
        const k = v.key(s);
        if (used.has(k)) break;
        used.add(k);
        found.push({ id: `${v.id}-${String(found.length + 1).padStart(3, '0')}`, ...p });
        perGameFound.set(gameNo, (perGameFound.get(gameNo) ?? 0) + 1);
        opts.log?.(`${v.id} ${found.length}/${opts.count} (${source.name}, game ${gameNo}, ${positionsSeen} positions, ${((Date.now() - t0) / 1000).toFixed(0)} s) ${p.theme} ${p.solution[0]}`);
        break;
      }
      if (found.length >= target || timeUp()) return 'stop';
      return (perGameFound.get(gameNo) ?? 0) >= perGame ? 'next' : 'go';
    }, source.start ? (rng) => source.start!(v, rng) : undefined);
  }
  return {
    format: PUZZLE_FORMAT,
    variant: v.id,
    generated: {
      command: opts.command,
      seed: opts.seed,
      budgets: budgetsOf(v.id),
      seconds: Math.round((Date.now() - t0) / 1000),
      positionsSeen,
    },
    puzzles: found,
  };
}

function budgetsOf(id: VariantId): Record<string, number> {
  const out: Record<string, number> = {};
  const s = SEARCH[id], o = ODDS[id];
  if (s) Object.assign(out, { screenNodes: s.screen, confirmNodes: s.confirm, marginPawns: s.margin });
  if (o) Object.assign(out, { oddsSearchNodes: o.nodes, oddsMargin: o.margin });
  if (id === 'd4d6') out.endingMargin = ENDING_MARGIN;
  return out;
}

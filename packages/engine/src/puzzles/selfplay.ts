/**
 * Seeded self-play of the computer player: the positions puzzles are mined from.
 * Each game starts with a few random moves (so games differ), then both sides play at
 * levels drawn from the seed (noisy levels blunder now and then, which makes tactics).
 * Node budgets only, no clock: the same seed gives the same games.
 */
import { chooseMoveSync } from '../ai/levels.js';
import { randomInt, seededRandom, type RandomSource } from '../core/random.js';
import { rollChance } from '../core/search-helpers.js';
import type { AnyVariant } from '../core/types.js';

export interface SelfPlayOptions {
  /** Random moves at the start of each game. */
  readonly randomPlies: number;
  readonly maxPlies: number;
  /** Levels the sides are drawn from. */
  readonly levels: readonly number[];
}

/** What a visit asks for next: play on, go to the next game, or stop mining. */
export type Next = 'go' | 'next' | 'stop';

/** Plays one game from `start`, calling `visit` at every decision point; returns 'stop' when a visit did. */
export function playOneGame(v: AnyVariant, start: unknown, rng: RandomSource, opts: SelfPlayOptions, visit: (s: unknown) => Next): Next {
  const level = { white: opts.levels[randomInt(rng, opts.levels.length)]!, black: opts.levels[randomInt(rng, opts.levels.length)]! };
  let s = start;
  for (let ply = 0; ply < opts.maxPlies; ply++) {
    const phase = v.phase(s);
    if (phase === 'over') return 'next';
    if (phase === 'chance') {
      s = v.applyChance(s, rollChance(v, s, rng).outcome);
      continue;
    }
    const actions = v.legalActions(s);
    if (ply >= opts.randomPlies) {
      const next = visit(s);
      if (next !== 'go') return next;
    }
    const action = ply < opts.randomPlies
      ? actions[randomInt(rng, actions.length)]
      : chooseMoveSync(v, s, level[v.toMove(s)], { rng, noTimeLimit: true }).best;
    s = v.apply(s, action);
  }
  return 'next';
}

/** Games one after another, each seeded from `seed` and its number, until `visit` says stop. */
export function selfPlay(v: AnyVariant, seed: string, opts: SelfPlayOptions, visit: (s: unknown, game: number) => Next, startOf: (rng: RandomSource) => unknown = () => v.initial()): void {
  for (let game = 0; game < 100_000; game++) {
    const rng = seededRandom(`${seed}:${v.id}:${game}`);
    if (playOneGame(v, startOf(rng), rng, opts, (s) => visit(s, game)) === 'stop') return;
  }
}

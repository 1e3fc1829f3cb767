/** Every word `<variant-puzzle>` shows, in one place for translation (`setPuzzleStrings`). */
import { describeChance } from '../../../engine/src/puzzles/odds.js';

export interface PuzzleStrings {
  loading: string;
  none: string;
  badFile: (message: string) => string;
  puzzleOf: (n: number, total: number) => string;
  difficulty: (d: number) => string;
  themes: Record<string, string>;
  rolled: (roll: string) => string;
  hint: string;
  solution: string;
  retry: string;
  next: string;
  previous: string;
  right: string;
  wrong: string;
  shown: string;
  starsEarned: (stars: number, max: number) => string;
  score: (solved: number, stars: number, maxStars: number) => string;
  resetScore: string;
  scoreNotKept: string;
  /** A wrong try the puzzle ranks: its exact chance, or its score, and the engine's answer to it. */
  wrongOdds: (move: string, p: number, best: number, higherIsBetter: boolean) => string;
  wrongScore: (move: string, score: number, best: number, line: readonly string[], units: 'pawns' | 'plies' | 'expected') => string;
  wrongOther: (move: string, atMost: number, best: number, units: 'pawns' | 'plies' | 'expected') => string;
  notAnOption: (move: string) => string;
  notAllowed: (why: string) => string;
  illegal: (why: string) => string;
}

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
const value = (x: number, units: 'pawns' | 'plies' | 'expected') =>
  units === 'expected' ? `an expected score of ${(x * 100).toFixed(1)}%` : units === 'plies'
    ? (x > 0 ? `a win in ${x} plies` : x < 0 ? `a loss in ${-x} plies` : 'a draw')
    : `${signed(x)} by the engine`;

export const puzzleEn: PuzzleStrings = {
  loading: 'Loading puzzles…',
  none: 'This file has no puzzles.',
  badFile: (m) => `These puzzles could not be loaded: ${m}`,
  puzzleOf: (n, total) => `Puzzle ${n} of ${total}`,
  difficulty: (d) => `Difficulty ${d} of 5`,
  themes: {
    mate: 'Forced win', win: 'Win', 'wins-material': 'Win material', defends: 'Defend',
    promotion: 'Promotion', 'best-odds': 'Best odds',
  },
  rolled: (r) => `Dice: ${r}`,
  hint: 'Hint',
  solution: 'Solution',
  retry: 'Try again',
  next: 'Next puzzle',
  previous: 'Previous',
  right: 'Right!',
  wrong: 'Not quite.',
  shown: 'The solution:',
  starsEarned: (n, max) => `${'★'.repeat(n)}${'☆'.repeat(max - n)} (${n} of ${max} stars)`,
  score: (solved, stars, max) => `Score: ${solved} solved, ${stars} of ${max} stars`,
  resetScore: 'Reset score',
  scoreNotKept: 'This browser keeps no storage: the score lasts while the page is open.',
  wrongOdds: (m, p, best, higher) => higher
    ? `${m} gives a chance of ${describeChance(p)}; another choice gives ${describeChance(best)}.`
    : `After ${m} the chance is ${describeChance(p)}; another move brings it down to ${describeChance(best)}.`,
  wrongScore: (m, s, best, line, units) =>
    `${m} is worth ${value(s, units)}${line.length > 1 ? ` (the line goes ${line.join(' ')})` : ''}; the best move is worth ${value(best, units)}.`,
  wrongOther: (m, atMost, best, units) => `After ${m} the engine finds at most ${value(atMost, units)}; the best move is worth ${value(best, units)}.`,
  notAnOption: (m) => `${m} is not one of the choices this puzzle asks about.`,
  notAllowed: (why) => `That is not allowed here: ${why}`,
  illegal: (why) => `That move is not legal: ${why}`,
};

let current: PuzzleStrings = puzzleEn;
export const puzzleStrings = (): PuzzleStrings => current;
/** Replaces some or all of the words (translations). */
export function setPuzzleStrings(s: Partial<PuzzleStrings>): void {
  current = { ...puzzleEn, ...s };
}

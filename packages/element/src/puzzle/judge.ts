/**
 * Puzzle files and answers, without the DOM: loading a file (its shape checked against the
 * format in `packages/engine/src/puzzles/format.ts`) and explaining a try from the puzzle's
 * own ranking of the options.
 */
import { checkPuzzleShape, type Puzzle, type PuzzleFile } from '../../../engine/src/puzzles/format.js';
import { puzzleStrings } from './strings.js';

export type { Puzzle, PuzzleFile };

export function parsePuzzleFile(data: unknown): PuzzleFile {
  const f = data as PuzzleFile;
  if (!f || typeof f !== 'object' || typeof f.variant !== 'string' || !Array.isArray(f.puzzles)) {
    throw new Error('expected an object with "variant" and "puzzles"');
  }
  for (const p of f.puzzles) checkPuzzleShape(p);
  return f;
}

type Units = 'pawns' | 'plies' | 'expected';
const unitsOf = (p: Puzzle): Units => (p.check.by === 'solver' ? 'plies' : p.check.by === 'tablebase' ? 'expected' : 'pawns');

export interface Verdict {
  readonly correct: boolean;
  readonly text: string;
}

/** Is `move` the answer? If not, why not, in words, from the puzzle's ranking of the options. */
export function judgeTry(p: Puzzle, move: string): Verdict {
  const S = puzzleStrings();
  if (move === p.solution[0]) return { correct: true, text: p.explanation };
  const best = p.ranking[0]!;
  const mine = p.ranking.find((o) => o.move === move);
  if (p.check.by === 'odds') {
    if (!mine || mine.probability === undefined) return { correct: false, text: S.notAnOption(move) };
    return { correct: false, text: S.wrongOdds(move, mine.probability, best.probability ?? 0, p.check.event === 'mover-captures') };
  }
  const units = unitsOf(p);
  if (mine?.score !== undefined) return { correct: false, text: S.wrongScore(move, mine.score, best.score ?? 0, mine.line ?? [], units) };
  if (p.othersAtMost !== undefined) return { correct: false, text: S.wrongOther(move, p.othersAtMost, best.score ?? 0, units) };
  return { correct: false, text: S.notAnOption(move) };
}

/**
 * Entry point for puzzles: defines <variant-puzzle> (and <variant-board>, which it uses).
 * The default puzzle files are read from `puzzles/` beside this script (the build copies them).
 */
import { VariantPuzzle } from './variant-puzzle.js';

VariantPuzzle.base ??= new URL('.', import.meta.url).href;

export { VariantPuzzle };
export type { PuzzleAnswerDetail, PuzzleFeedback, PuzzleOpenDetail } from './variant-puzzle.js';
export { judgeTry, parsePuzzleFile } from './judge.js';
export type { Puzzle, PuzzleFile, Verdict } from './judge.js';
export { puzzleEn, puzzleStrings, setPuzzleStrings } from './strings.js';
export type { PuzzleStrings } from './strings.js';

/**
 * Words of analysis mode. Translations replace them through the element's `setStrings({
 * analysis: {...} })`, like every other string.
 */
import { strings } from '../strings.js';

import type { AnalysisStrings } from '../part-words.js';
export type { AnalysisStrings } from '../part-words.js';

export const enAnalysis: AnalysisStrings = {
  title: 'Analysis',
  wins: (side, moves, plies) => `${side} wins in ${moves} ${moves === 1 ? 'move' : 'moves'} (${plies} ${plies === 1 ? 'ply' : 'plies'})`,
  draw: 'Draw with perfect play',
  perfect: (moves) => `Perfect moves: ${moves}`,
  perfectNote: 'hollow arrows on the board',
  solved: (n) => `exact: ${n.toLocaleString('en')} positions solved`,
  fromTable: 'exact: from the solved game',
  allMoves: 'Every move',
  solving: 'Solving…',
  solvingWhole: 'Solving the whole game (once per page: seconds to a minute)…',
  evaluating: 'Evaluating…',
  evaluation: (score) => `Evaluation: ${score} (for White)`,
  searchWins: (side, plies) => `${side} wins in ${plies} ${plies === 1 ? 'ply' : 'plies'} (found by search)`,
  bestMove: (n) => `Best move: ${n}`,
  depth: (depth, level) => `computer estimate: depth ${depth}, level ${level}`,
  rollFirst: 'Roll the dice to see the evaluation.',
  unavailable: 'No analysis for this position.',
};

export const analysisStrings = (): AnalysisStrings => ({ ...enAnalysis, ...strings().analysis });

/**
 * Static evaluation of a Dagger Chess position for the AI, in pawns, from the side to move's
 * point of view. One function serves the immutable state (`variant.evaluate`) and the search
 * cursor, so both give the same number.
 */
import { CELL_COUNT } from './board.js';

const VALUES = [0, 1, 3, 3.25, 5, 9, 0];
const KNIGHT_IN_HAND = VALUES[2]!;

export function evaluateBoard(board: Int8Array, hand: number, side: number): number {
  let score = 0;
  for (let c = 0; c < CELL_COUNT; c++) {
    const p = board[c]!;
    if (p) score += (p >> 3 === side ? 1 : -1) * VALUES[p & 7]!;
  }
  for (let bit = 0; bit < 4; bit++) if (hand & (1 << bit)) score += ((bit >> 1) === side ? 1 : -1) * KNIGHT_IN_HAND;
  return score;
}

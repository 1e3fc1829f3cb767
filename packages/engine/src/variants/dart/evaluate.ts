/**
 * Static evaluation of a Dart 6x6 position for the AI, in pawns, from the side to move's point
 * of view. One function serves the immutable state (`variant.evaluate`) and the search cursor,
 * so both give the same number.
 */
import { COLOUR_MASK, DART, KIND_MASK, KING, KNIGHT, BISHOP, PAWN, ROOK, WHITE_BIT } from './board.js';

const VALUE = new Float64Array(8);
VALUE[PAWN] = 1;
VALUE[KNIGHT] = 3;
VALUE[BISHOP] = 3;
VALUE[ROOK] = 5;
VALUE[KING] = 0;

export function evaluateBoard(board: Uint8Array, _hands: ArrayLike<number>, side: number): number {
  let score = 0;
  for (let sq = 0; sq < 36; sq++) {
    const p = board[sq]!;
    if (p === 0 || p >= DART) continue;
    score += (p & COLOUR_MASK) === WHITE_BIT ? VALUE[p & KIND_MASK]! : -VALUE[p & KIND_MASK]!;
  }
  return side === 0 ? score : -score;
}

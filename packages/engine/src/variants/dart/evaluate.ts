/**
 * Static evaluation of a Dart 6x6 position for the AI, in pawns, from the side to move's point
 * of view. One function serves the immutable state (`variant.evaluate`) and the search cursor,
 * so both give the same number.
 *
 * Material; knights and bishops in the middle; pawns the further they have come; a dart kept in
 * hand is worth a little (so none is thrown for nothing). When one side is a piece or more ahead
 * and the other has no pawn, the lone king is pushed to the edge and the winning king brought
 * closer: the search alone, a few plies deep, cannot see a mate with king and rook that is
 * ten moves away, but it can follow a score that grows towards it.
 */
import { BISHOP, COLOUR_MASK, DART, KIND_MASK, KING, KNIGHT, PAWN, ROOK, WHITE_BIT } from './board.js';

const VALUE = new Float64Array(8);
VALUE[PAWN] = 1;
VALUE[KNIGHT] = 3;
VALUE[BISHOP] = 3.1;
VALUE[ROOK] = 5;
const DART_IN_HAND = 0.2;

const file = (sq: number) => sq % 6, rank = (sq: number) => (sq / 6) | 0;
/** Steps from the 2x2 centre (0 in it, 2 in a corner). */
const CENTRE = Float64Array.from({ length: 36 }, (_, sq) => {
  const df = Math.max(0, Math.abs(file(sq) - 2.5) - 0.5), dr = Math.max(0, Math.abs(rank(sq) - 2.5) - 0.5);
  return Math.max(df, dr);
});
/** King steps between two squares. */
const DIST = (a: number, b: number) => Math.max(Math.abs(file(a) - file(b)), Math.abs(rank(a) - rank(b)));
/** Pawn advance by ranks from its own first row: 0, 0, 0.1, 0.25, 0.5, promoted. */
const ADVANCE = [0, 0, 0.1, 0.25, 0.5, 0];

export function evaluateBoard(board: Uint8Array, hands: ArrayLike<number>, side: number): number {
  let score = 0; // White's point of view
  // Per side: material without kings, pawns, king square.
  let matW = 0, matB = 0, pawnsW = 0, pawnsB = 0, kingW = -1, kingB = -1;
  for (let sq = 0; sq < 36; sq++) {
    const p = board[sq]!;
    if (p === 0 || p >= DART) continue;
    const kind = p & KIND_MASK, white = (p & COLOUR_MASK) === WHITE_BIT;
    let v = VALUE[kind]!;
    if (kind === KING) {
      if (white) kingW = sq;
      else kingB = sq;
      continue;
    }
    if (kind === PAWN) {
      v += ADVANCE[white ? rank(sq) : 5 - rank(sq)]!;
      if (white) pawnsW++;
      else pawnsB++;
    } else if (kind === KNIGHT || kind === BISHOP) v -= 0.1 * CENTRE[sq]!;
    if (white) matW += v;
    else matB += v;
  }
  score = matW - matB + DART_IN_HAND * (hands[0]! - hands[1]!);
  if (kingW >= 0 && kingB >= 0) {
    if (matW >= matB + 2.5 && pawnsB === 0) score += mopUp(kingW, kingB);
    else if (matB >= matW + 2.5 && pawnsW === 0) score -= mopUp(kingB, kingW);
  }
  return side === 0 ? score : -score;
}

/** Bonus for the stronger side: the weak king far from the centre, the kings close. */
function mopUp(strong: number, weak: number): number {
  return 0.25 * CENTRE[weak]! + 0.08 * (5 - DIST(strong, weak)) + (CORNER(weak) ? 0.15 : 0);
}
const CORNER = (sq: number) => (file(sq) === 0 || file(sq) === 5) && (rank(sq) === 0 || rank(sq) === 5);

/**
 * Static evaluation of a Dagger Chess position for the AI, in pawns, from the side to move's
 * point of view. One function serves the immutable state (`variant.evaluate`) and the search
 * cursor, so both give the same number.
 *
 * Material (a knight in hand counts as a knight); knights, bishops and queens nearer the middle
 * of the board; pawns the further they have come. When one side is a piece or more ahead and
 * the other has no pawn, the lone king is pushed away from the middle and the winning king
 * brought closer, so the search finds its way to a mate it cannot yet see.
 */
import { CELL_COUNT, CELLS, KING_LEAPS } from './board.js';

const PAWN = 1, KNIGHT = 2, BISHOP = 3, KING = 6;
const VALUES = [0, 1, 3, 3.25, 5, 9, 0];
const KNIGHT_IN_HAND = VALUES[KNIGHT]!;

/** King steps between any two cells (breadth-first over king moves). */
const DIST: Uint8Array = (() => {
  const d = new Uint8Array(CELL_COUNT * CELL_COUNT).fill(255);
  for (let a = 0; a < CELL_COUNT; a++) {
    d[a * CELL_COUNT + a] = 0;
    let frontier = [a];
    for (let k = 1; frontier.length; k++) {
      const next: number[] = [];
      for (const c of frontier) {
        for (let i = KING_LEAPS.start[c]!, e = KING_LEAPS.start[c + 1]!; i < e; i++) {
          const t = KING_LEAPS.cells[i]!;
          if (d[a * CELL_COUNT + t] !== 255) continue;
          d[a * CELL_COUNT + t] = k;
          next.push(t);
        }
      }
      frontier = next;
    }
  }
  return d;
})();
/** The middle cell (rank g, cell 3) and each cell's king distance from it. */
const MIDDLE = CELLS.findIndex((c) => c.name === 'g3');
const CENTRE = Uint8Array.from({ length: CELL_COUNT }, (_, c) => DIST[MIDDLE * CELL_COUNT + c]!);
const FAR = Math.max(...CENTRE);
/** Pawn advance by rank (White's ranks: it starts on d and e, promotes on n). */
const ADVANCE = [0, 0, 0, 0, 0, 0.05, 0.1, 0.15, 0.25, 0.35, 0.5, 0.7, 0];

export function evaluateBoard(board: Int8Array, hand: number, side: number): number {
  let matW = 0, matB = 0, pawnsW = 0, pawnsB = 0, kingW = -1, kingB = -1;
  for (let c = 0; c < CELL_COUNT; c++) {
    const p = board[c]!;
    if (!p) continue;
    const type = p & 7, black = p >> 3 === 1;
    if (type === KING) {
      if (black) kingB = c;
      else kingW = c;
      continue;
    }
    let v = VALUES[type]!;
    if (type === PAWN) {
      v += ADVANCE[black ? 12 - CELLS[c]!.r : CELLS[c]!.r]!;
      if (black) pawnsB++;
      else pawnsW++;
    } else if (type === KNIGHT || type === BISHOP || type === 5) v -= 0.06 * CENTRE[c]!;
    if (black) matB += v;
    else matW += v;
  }
  for (let bit = 0; bit < 4; bit++) {
    if (!(hand & (1 << bit))) continue;
    if (bit >> 1) matB += KNIGHT_IN_HAND;
    else matW += KNIGHT_IN_HAND;
  }
  let score = matW - matB;
  if (kingW >= 0 && kingB >= 0) {
    if (matW >= matB + 2.5 && pawnsB === 0) score += mopUp(kingW, kingB);
    else if (matB >= matW + 2.5 && pawnsW === 0) score -= mopUp(kingB, kingW);
  }
  return side === 0 ? score : -score;
}

/** Bonus for the stronger side: the weak king far from the middle, the kings close. */
function mopUp(strong: number, weak: number): number {
  return 0.3 * CENTRE[weak]! + 0.1 * (FAR + 2 - DIST[strong * CELL_COUNT + weak]!);
}

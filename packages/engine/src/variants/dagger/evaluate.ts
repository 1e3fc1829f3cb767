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

/**
 * The tables below are filled on the first evaluation (`fillTables`): only the computer player
 * evaluates, and every page with a Dagger board loads this module.
 */
let filled = false;
/** King steps between any two cells (breadth-first over king moves). */
const DIST = new Uint8Array(CELL_COUNT * CELL_COUNT);
/** Each cell's king distance from the middle cell (rank g, cell 3), and the largest. */
const CENTRE = new Uint8Array(CELL_COUNT);
let far = 0;
/** Pawn advance by rank (White's ranks: it starts on d and e, promotes on n). */
const ADVANCE = [0, 0, 0, 0, 0, 0.05, 0.1, 0.15, 0.25, 0.35, 0.5, 0.7, 0];
/**
 * Each piece code's worth on each cell, White positive (code * CELL_COUNT + cell): material,
 * pawn advance, and a small loss for a knight, bishop or queen far from the middle.
 */
const WORTH = new Float64Array(16 * CELL_COUNT);

function fillTables(): void {
  const d = DIST.fill(255);
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
  const middle = CELLS.findIndex((c) => c.name === 'g3');
  for (let c = 0; c < CELL_COUNT; c++) CENTRE[c] = DIST[middle * CELL_COUNT + c]!;
  far = Math.max(...CENTRE);
  for (let code = 1; code < 16; code++) {
    const type = code & 7, black = code >> 3 === 1;
    if (type === 0 || type === 7 || type === KING) continue;
    for (let c = 0; c < CELL_COUNT; c++) {
      let v = VALUES[type]!;
      if (type === PAWN) v += ADVANCE[black ? 12 - CELLS[c]!.r : CELLS[c]!.r]!;
      else if (type === KNIGHT || type === BISHOP || type === 5) v -= 0.06 * CENTRE[c]!;
      WORTH[code * CELL_COUNT + c] = black ? -v : v;
    }
  }
  filled = true;
}

export function evaluateBoard(board: Int8Array, hand: number, side: number): number {
  if (!filled) fillTables();
  // Material and placement from the table; the ending terms need each side's pieces apart.
  let score = 0, pawnsW = 0, pawnsB = 0, kingW = -1, kingB = -1, heavyW = 0, heavyB = 0;
  for (let c = 0; c < CELL_COUNT; c++) {
    const p = board[c]!;
    if (!p) continue;
    const type = p & 7;
    if (type === KING) {
      if (p >> 3) kingB = c;
      else kingW = c;
      continue;
    }
    score += WORTH[p * CELL_COUNT + c]!;
    if (p >> 3) {
      if (type === PAWN) pawnsB++;
      else heavyB += VALUES[type]!;
    } else if (type === PAWN) pawnsW++;
    else heavyW += VALUES[type]!;
  }
  for (let bit = 0; bit < 4; bit++) {
    if (!(hand & (1 << bit))) continue;
    if (bit >> 1) (score -= KNIGHT_IN_HAND), (heavyB += KNIGHT_IN_HAND);
    else (score += KNIGHT_IN_HAND), (heavyW += KNIGHT_IN_HAND);
  }
  // A lone king without pawns facing a piece or more: drive it out of the middle.
  if (kingW >= 0 && kingB >= 0) {
    if (pawnsB === 0 && heavyW + pawnsW >= heavyB + 2.5) score += mopUp(kingW, kingB);
    else if (pawnsW === 0 && heavyB + pawnsB >= heavyW + 2.5) score -= mopUp(kingB, kingW);
  }
  return side === 0 ? score : -score;
}

/** Bonus for the stronger side: the weak king far from the middle, the kings close. */
function mopUp(strong: number, weak: number): number {
  return 0.3 * CENTRE[weak]! + 0.1 * (far + 2 - DIST[strong * CELL_COUNT + weak]!);
}

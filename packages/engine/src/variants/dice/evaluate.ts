/**
 * A quick static evaluation for the AI, in pawns, from the side to move's point of view:
 * material, a little centralisation and pawn advance, and the dice-specific danger of standing
 * in check (a roll without an answer means a pass, and then the king can be taken).
 */
import { ALL_TYPES, BISHOP, Board, KNIGHT, PAWN, QUEEN, moveTypes } from './board.js';
import { ORDERED_ROLLS_ALLOWING } from './dice.js';
import { type DiceState, load } from './state.js';

const VALUE = [0, 1, 3, 3.2, 5, 9, 0];
/** Distance-from-centre bonus per square (0x88), larger in the middle. */
const CENTRE = new Float64Array(128);
for (let r = 0; r < 8; r++) {
  for (let f = 0; f < 8; f++) CENTRE[r * 16 + f] = (3.5 - Math.max(Math.abs(r - 3.5), Math.abs(f - 3.5))) * 0.05;
}
const buffer = new Int32Array(256);

export function evaluate(s: DiceState): number {
  return evaluateBoard(load(s));
}

/** The same evaluation of a loaded board (the search cursor's). */
export function evaluateBoard(b: Board): number {
  let score = 0; // White's point of view
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      const q = r * 16 + f;
      const p = b.sq[q]!;
      if (p === 0) continue;
      const t = p & 7, black = p >> 3;
      let v = VALUE[t]!;
      if (t === KNIGHT || t === BISHOP || t === QUEEN) v += CENTRE[q]!;
      else if (t === PAWN) v += 0.04 * (black ? 6 - r : r - 1) + (f >= 2 && f <= 5 ? 0.02 : 0);
      score += black ? -v : v;
    }
  }
  let own = b.side === 0 ? score : -score;
  // Check is far more dangerous than in chess: unless the roll answers it, the turn is lost
  // and the king may be taken. Weigh the share of rolls that leave no answer.
  if (b.inCheck()) {
    const n = b.generate(buffer, 0, ALL_TYPES);
    let present = 0;
    for (let i = 0; i < n; i++) present |= moveTypes(b, buffer[i]!);
    own -= 8 * (1 - ORDERED_ROLLS_ALLOWING[present]! / 36);
  } else if (b.exposed) {
    own += 4; // the opponent passed in check: many rolls win outright
  }
  return own;
}

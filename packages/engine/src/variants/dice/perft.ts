/**
 * Perft on the fast board. Like standard perft it ignores the draw rules (fifty moves,
 * repetition, material); checkmate, stalemate and a captured king do end a line.
 *
 * With the dice layer off every roll counts as doubles (plain chess). With it on, a chance
 * point expands into the 36 ordered rolls and each (roll, move) pair is one leaf; a roll that
 * allows no move contributes one pass. Rather than generating 36 times, the moves are generated
 * once and each is weighted by the number of rolls that allow it.
 */
import { ALL_TYPES, Board, F_CAPTURE, KING, PASS, moveTypes } from './board.js';
import { ORDERED_ROLLS_ALLOWING, rollMask } from './dice.js';

const STACK = 256 * 64;

export class Perft {
  private readonly moves = new Int32Array(STACK);
  constructor(readonly board: Board) {}

  /** Plain chess perft; `bulk` counts the last ply without making its moves. */
  chess(depth: number, bulk = true): number {
    return this.chessAt(depth, 0, bulk);
  }

  private chessAt(depth: number, at: number, bulk: boolean): number {
    if (depth === 0) return 1;
    const b = this.board, moves = this.moves;
    const end = b.generate(moves, at, ALL_TYPES);
    if (depth === 1 && bulk) return end - at;
    let n = 0;
    for (let i = at; i < end; i++) {
      const m = moves[i]!;
      if (endsGame(b, m)) { n += depth === 1 ? 1 : 0; continue; }
      b.make(m);
      n += depth === 1 ? 1 : this.chessAt(depth - 1, end, bulk);
      b.unmake(m);
    }
    return n;
  }

  /**
   * Dice perft. `roll` is the roll already on the table for the first decision (0: roll here).
   */
  dice(depth: number, roll = 0): number {
    return this.diceAt(depth, 0, roll);
  }

  private diceAt(depth: number, at: number, roll: number): number {
    if (depth === 0) return 1;
    const b = this.board, moves = this.moves;
    const end = b.generate(moves, at, roll ? rollMask(roll) : ALL_TYPES);
    let n = 0;
    if (end === at) {
      if (!roll) return 0; // no move for any roll: checkmate or stalemate
      b.make(PASS);
      n = depth === 1 ? 1 : this.diceAt(depth - 1, end, 0);
      b.unmake(PASS);
      return n;
    }
    let present = 0;
    for (let i = at; i < end; i++) {
      const m = moves[i]!;
      const types = moveTypes(b, m);
      present |= types;
      const weight = roll ? 1 : ORDERED_ROLLS_ALLOWING[types]!;
      if (depth === 1 || endsGame(b, m)) { n += depth === 1 ? weight : 0; continue; }
      b.make(m);
      n += weight * this.diceAt(depth - 1, end, 0);
      b.unmake(m);
    }
    const passes = roll ? 0 : 36 - ORDERED_ROLLS_ALLOWING[present]!;
    if (passes) {
      b.make(PASS);
      n += passes * (depth === 1 ? 1 : this.diceAt(depth - 1, end, 0));
      b.unmake(PASS);
    }
    return n;
  }
}

/** A capture of the king ends the game at once. */
function endsGame(b: Board, m: number): boolean {
  return (m & F_CAPTURE) !== 0 && (b.sq[(m >> 7) & 127]! & 7) === KING;
}

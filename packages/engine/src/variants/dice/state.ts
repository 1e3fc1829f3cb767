/**
 * The public, immutable game state: a 128-byte snapshot of the board plus the dice, the
 * repetition history and the result. Rules work on one shared scratch `Board` loaded from a
 * snapshot (a copy of 128 bytes and a scan of 64 squares), so states stay small and cheap.
 */
import type { GameResult, Side } from '../../core/types.js';
import { ALL_TYPES, BLACK, Board, KING, PASS, WHITE } from './board.js';

export interface DiceState {
  /** 0x88 squares, as in `Board.sq`. */
  readonly cells: Uint8Array;
  readonly side: number;
  readonly castle: number;
  readonly ep: number;
  readonly halfmove: number;
  readonly fullmove: number;
  /** The roll on the table (`23`), 0 at a chance point. */
  readonly roll: number;
  readonly hashLo: number;
  readonly hashHi: number;
  readonly exposed: boolean;
  /** Position key (hash with the en passant file where it matters), as two 32-bit halves. */
  readonly keyLo: number;
  readonly keyHi: number;
  /**
   * Keys of the positions reached by a move since the last capture or pawn move (the start
   * counts too), for threefold repetition. Positions reached by a pass are not counted.
   */
  readonly history: readonly number[];
  readonly result: GameResult | null;
}

export const sideName = (s: number): Side => (s === WHITE ? 'white' : 'black');

const scratch = new Board();
const genBuffer = new Int32Array(512);

/** Loads a state into the shared scratch board (valid until the next `load`). */
export function load(state: DiceState): Board {
  const b = scratch;
  b.clear();
  const cells = state.cells;
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      const s = r * 16 + f;
      const p = cells[s]!;
      if (p !== 0) b.put(s, p);
    }
  }
  b.side = state.side;
  b.castle = state.castle;
  b.ep = state.ep;
  b.halfmove = state.halfmove;
  b.fullmove = state.fullmove;
  b.hashLo = state.hashLo;
  b.hashHi = state.hashHi;
  b.exposed = state.exposed;
  return b;
}

/** A 53-bit number from the key, exact in a double, for the repetition history. */
export const historyKey = (b: Board) => (b.keyHi() & 0x1fffff) * 4294967296 + (b.keyLo() >>> 0);

/** Builds a state from a board at a chance or decision point; works out the result. */
export function snapshot(b: Board, roll: number, history: readonly number[], countRepetition: boolean): DiceState {
  const result = judge(b, history, countRepetition);
  return Object.freeze({
    cells: b.sq.slice(),
    side: b.side,
    castle: b.castle,
    ep: b.ep,
    halfmove: b.halfmove,
    fullmove: b.fullmove,
    roll: result ? 0 : roll,
    hashLo: b.hashLo,
    hashHi: b.hashHi,
    exposed: b.exposed,
    keyLo: b.keyLo(),
    keyHi: b.keyHi(),
    history,
    result,
  });
}

const win = (winner: Side, reason: 'checkmate' | 'king-captured', text: string): GameResult => ({ winner, reason, text });

/**
 * The result of a position, in order: a captured king, checkmate or stalemate (no move for
 * any roll), bare kings, fifty moves, threefold repetition.
 */
export function judge(b: Board, history: readonly number[], countRepetition: boolean): GameResult | null {
  const mover = sideName(b.side), other = sideName(b.side ^ 1);
  const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  if (b.king[b.side]! < 0) return win(other, 'king-captured', `${cap(other)} wins by capturing the ${mover} king`);
  if (b.generate(genBuffer, 0, ALL_TYPES) === 0) {
    return b.inCheck()
      ? win(other, 'checkmate', `${cap(other)} wins by checkmate`)
      : { winner: null, reason: 'stalemate', text: `Draw by stalemate: ${mover} has no legal move for any roll` };
  }
  if (b.count[WHITE] === 1 && b.count[BLACK] === 1) {
    return { winner: null, reason: 'insufficient-material', text: 'Draw: only the two kings are left' };
  }
  if (b.halfmove >= 100) return { winner: null, reason: 'fifty-move', text: 'Draw by the fifty-move rule' };
  if (countRepetition) {
    const k = historyKey(b);
    let n = 0;
    for (const h of history) if (h === k) n++;
    if (n >= 3) return { winner: null, reason: 'repetition', text: 'Draw by threefold repetition' };
  }
  return null;
}

/** Applies a legal move or the pass to a loaded board and returns the next state. */
export function next(state: DiceState, b: Board, m: number): DiceState {
  b.make(m);
  if (m & PASS) return snapshot(b, 0, state.history, false);
  const key = historyKey(b);
  const history = b.halfmove === 0 ? [key] : [...state.history, key];
  return snapshot(b, 0, history, true);
}

export function isKingCapture(b: Board, m: number): boolean {
  return (m & PASS) === 0 && (b.sq[(m >> 7) & 127]! & 7) === KING && (b.sq[(m >> 7) & 127]! >> 3) !== b.side;
}

/**
 * The public, immutable game state: a 128-byte snapshot of the board plus the dice, the
 * repetition history and the result. Rules work on one shared scratch `Board` loaded from a
 * snapshot (a copy of 128 bytes and a scan of 64 squares), so states stay small and cheap.
 */
import type { GameResult, Side } from '../../core/types.js';
import { ALL_TYPES, BLACK, Board, KING, PASS, WHITE } from './board.js';

/** Repetition history: a persistent list, newest first, so a move adds one node. */
export interface HistoryNode {
  readonly key: number;
  readonly prev: HistoryNode | null;
}

export interface DiceState {
  /** The board, a rank per number: file f in bits 4f..4f+3 (piece code, 0 empty). */
  readonly r1: number; readonly r2: number; readonly r3: number; readonly r4: number;
  readonly r5: number; readonly r6: number; readonly r7: number; readonly r8: number;
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
  readonly history: HistoryNode | null;
  readonly result: GameResult | null;
}

export const sideName = (s: number): Side => (s === WHITE ? 'white' : 'black');

const scratch = new Board();
const genBuffer = new Int32Array(512);

/** The state the scratch board holds, so that repeated calls on one state load it once. */
let loaded: DiceState | null = null;

/**
 * Loads a state into the shared scratch board (valid until the next `load`). Callers may make
 * moves on it but must unmake them, except `next`, which forgets the loaded state.
 */
export function load(state: DiceState): Board {
  const b = scratch;
  if (state === loaded) return b;
  loaded = state;
  b.clear();
  unpackRank(b, 0, state.r1); unpackRank(b, 1, state.r2); unpackRank(b, 2, state.r3); unpackRank(b, 3, state.r4);
  unpackRank(b, 4, state.r5); unpackRank(b, 5, state.r6); unpackRank(b, 6, state.r7); unpackRank(b, 7, state.r8);
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

function unpackRank(b: Board, rank: number, word: number): void {
  for (let f = 0; word !== 0; f++, word >>>= 4) {
    const p = word & 15;
    if (p !== 0) b.put(rank * 16 + f, p);
  }
}

function packRank(b: Board, rank: number): number {
  let word = 0;
  for (let f = 7; f >= 0; f--) word = (word << 4) | b.sq[rank * 16 + f]!;
  return word;
}

/** The piece code on a square (0x88 index) of a state. */
export function pieceAt(s: DiceState, square: number): number {
  const rank = square >> 4;
  const word = rank === 0 ? s.r1 : rank === 1 ? s.r2 : rank === 2 ? s.r3 : rank === 3 ? s.r4 : rank === 4 ? s.r5 : rank === 5 ? s.r6 : rank === 6 ? s.r7 : s.r8;
  return (word >>> (4 * (square & 7))) & 15;
}

/** A 53-bit number from the key, exact in a double, for the repetition history. */
export const historyKey = (b: Board) => (b.keyHi() & 0x1fffff) * 4294967296 + (b.keyLo() >>> 0);

/** Builds a state from a board at a chance or decision point; works out the result. */
export function snapshot(b: Board, roll: number, history: HistoryNode | null, countRepetition: boolean): DiceState {
  const result = judge(b, history, countRepetition);
  return {
    r1: packRank(b, 0), r2: packRank(b, 1), r3: packRank(b, 2), r4: packRank(b, 3),
    r5: packRank(b, 4), r6: packRank(b, 5), r7: packRank(b, 6), r8: packRank(b, 7),
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
  };
}

function win(winner: Side, reason: 'checkmate' | 'king-captured', text: string): GameResult {
  return { winner, reason, text };
}
function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}

/**
 * The result of a position, in order: a captured king, checkmate or stalemate (no move for
 * any roll), bare kings, fifty moves, threefold repetition.
 */
export function judge(b: Board, history: HistoryNode | null, countRepetition: boolean): GameResult | null {
  const mover = sideName(b.side), other = sideName(b.side ^ 1);
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
    for (let h = history; h !== null; h = h.prev) if (h.key === k) n++;
    if (n >= 3) return { winner: null, reason: 'repetition', text: 'Draw by threefold repetition' };
  }
  return null;
}

/** Applies a legal move or the pass to a loaded board and returns the next state. */
export function next(state: DiceState, b: Board, m: number): DiceState {
  loaded = null;
  b.make(m);
  if (m & PASS) return snapshot(b, 0, state.history, false);
  const key = historyKey(b);
  const history = { key, prev: b.halfmove === 0 ? null : state.history };
  return snapshot(b, 0, history, true);
}

export function isKingCapture(b: Board, m: number): boolean {
  return (m & PASS) === 0 && (b.sq[(m >> 7) & 127]! & 7) === KING && (b.sq[(m >> 7) & 127]! >> 3) !== b.side;
}

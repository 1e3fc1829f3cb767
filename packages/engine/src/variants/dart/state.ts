/**
 * The public, immutable state of a Dart 6x6 game and its conversion to and from the
 * mutable search Position. Derived facts (legal moves, result) are cached per state.
 */
import { Z_HAND_HI, Z_HAND_LO, Z_PIECE_HI, Z_PIECE_LO, Z_SIDE_HI, Z_SIDE_LO, combineKey } from './board.js';
import { Position } from './position.js';

export interface DartState {
  /** 36 squares, a1 = 0 ... f6 = 35; piece codes from board.ts. Never mutated. */
  readonly board: Uint8Array;
  /** Darts in hand: [white, black]. */
  readonly hands: readonly [number, number];
  /** 0 White, 1 Black. */
  readonly side: 0 | 1;
  readonly halfmove: number;
  readonly fullmove: number;
  /** Keys of the earlier positions since the last pawn move, capture or throw (for repetition). */
  readonly history: readonly number[];
}

/** One scratch position for the API calls: they are synchronous and never re-entered. */
const scratch = new Position();

export function load(state: DartState, into: Position = scratch): Position {
  into.board.set(state.board);
  into.hands[0] = state.hands[0];
  into.hands[1] = state.hands[1];
  into.side = state.side;
  into.halfmove = state.halfmove;
  into.fullmove = state.fullmove;
  into.setHistory(state.history);
  into.refresh();
  return into;
}

export function snapshot(pos: Position): DartState {
  const history = pos.history();
  return {
    board: pos.board.slice(),
    hands: [pos.hands[0]!, pos.hands[1]!],
    side: pos.side as 0 | 1,
    halfmove: pos.halfmove,
    fullmove: pos.fullmove,
    // Positions before the last irreversible move can never recur.
    history: history.slice(Math.max(0, history.length - pos.halfmove)),
  };
}

export type Outcome =
  | { kind: 'checkmate' }
  | { kind: 'stalemate' }
  | { kind: 'fifty-move' | 'repetition' | 'insufficient-material' };

export interface Facts {
  /** Legal moves (empty when the game is over). */
  readonly moves: readonly number[];
  readonly inCheck: boolean;
  readonly outcome: Outcome | null;
}

const facts = new WeakMap<DartState, Facts>();

export function factsOf(state: DartState): Facts {
  let f = facts.get(state);
  if (f) return f;
  const pos = load(state);
  const moves = pos.legalMoves();
  const inCheck = pos.inCheck();
  let outcome: Outcome | null = null;
  // Checkmate and stalemate first: a move that mates stands even on the fiftieth move.
  if (moves.length === 0) outcome = { kind: inCheck ? 'checkmate' : 'stalemate' };
  else {
    const draw = pos.drawByRule();
    if (draw) outcome = { kind: draw };
  }
  f = { moves: outcome ? [] : moves, inCheck, outcome };
  facts.set(state, f);
  return f;
}

/** The Zobrist key of board, darts in hand and side to move (53 bits), as the search position keeps it. */
export function hashOf(s: DartState): number {
  let lo = 0, hi = 0;
  const b = s.board;
  for (let sq = 0; sq < b.length; sq++) {
    const p = b[sq]!;
    if (p === 0) continue;
    lo ^= Z_PIECE_LO[sq * 34 + p]!;
    hi ^= Z_PIECE_HI[sq * 34 + p]!;
  }
  lo ^= Z_HAND_LO[s.hands[0]]! ^ Z_HAND_LO[4 + s.hands[1]]!;
  hi ^= Z_HAND_HI[s.hands[0]]! ^ Z_HAND_HI[4 + s.hands[1]]!;
  if (s.side === 1) {
    lo ^= Z_SIDE_LO;
    hi ^= Z_SIDE_HI;
  }
  return combineKey(lo, hi);
}

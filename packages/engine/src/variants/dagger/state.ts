/**
 * The public, immutable Dagger Chess state and its position text.
 *
 * Position text (FEN-like), fields separated by single spaces:
 *   1. the 13 ranks from n down to a, separated by `/`, each listing its cells left to right
 *      (cell 1 first): K Q R B N P for White, k q r b n p for Black, a digit for a run of empty cells;
 *   2. side to move, `w` or `b`;
 *   3. knights in hand by their imaginary squares (`a0`, `a2` for White, `n0`, `n2` for Black,
 *      in that order) or `-`;
 *   4. en passant: the cell of the pawn that has just jumped diagonally and can be taken
 *      en passant now, or `-`;
 *   5. half-moves since the last pawn move, capture or knight entry; 6. the move number.
 * Start: `k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - 0 1`.
 */
import { PositionError } from '../../core/errors.js';
import {
  BLACK, CELL_COUNT, CELL_NAMES, CELLS, EP_PAIRS, HAND_SQUARES, PAWN_DIAG_DIR, DIAG_DIRS, PROMOTION_CELL,
  RANK_LETTERS, RANK_SIZES, RANKS, WHITE, cellAt, cellIndex, type SideIndex,
} from './board.js';
import { FULL_HAND, KING, PAWN, PIECE_LETTERS, Position, handBit } from './engine.js';

export interface DaggerState {
  readonly board: Int8Array;
  readonly side: SideIndex;
  /** Bit side*2+slot set while that knight is in hand. */
  readonly hand: number;
  readonly ep: number;
  readonly halfmove: number;
  readonly fullmove: number;
  readonly hash: number;
  /** Hashes of the earlier positions since the last irreversible move, oldest first. */
  readonly history: readonly number[];
}

export const START_TEXT = 'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - 0 1';

/** First cell index of each rank. */
const RANK_START: readonly number[] = RANK_SIZES.map((_, r) => RANK_SIZES.slice(0, r).reduce((a, b) => a + b, 0));

const scratch = new Position();

/** Loads a state into the shared scratch position (valid until the next load). */
export function load(state: DaggerState, pos: Position = scratch): Position {
  pos.sq.set(state.board);
  pos.side = state.side;
  pos.hand = state.hand;
  pos.ep = state.ep;
  pos.halfmove = state.halfmove;
  pos.fullmove = state.fullmove;
  pos.history.length = 0;
  for (const h of state.history) pos.history.push(h);
  pos.refresh();
  return pos;
}

/** Snapshot of a position as a state; `history` is what came before it. */
export function snapshot(pos: Position, history: readonly number[]): DaggerState {
  return {
    board: Int8Array.from(pos.sq),
    side: pos.side,
    hand: pos.hand,
    ep: pos.ep,
    halfmove: pos.halfmove,
    fullmove: pos.fullmove,
    hash: pos.hash,
    history,
  };
}

export function pieceChar(p: number): string {
  const ch = PIECE_LETTERS[p & 7]!;
  return p >> 3 ? ch.toLowerCase() : ch;
}

export function formatBoard(board: Int8Array): string {
  const ranks: string[] = [];
  for (let r = RANKS - 1; r >= 0; r--) {
    let text = '';
    let empty = 0;
    for (let k = 0; k < RANK_SIZES[r]!; k++) {
      const p = board[RANK_START[r]! + k]!;
      if (!p) {
        empty++;
        continue;
      }
      if (empty) text += String(empty);
      empty = 0;
      text += pieceChar(p);
    }
    if (empty) text += String(empty);
    ranks.push(text);
  }
  return ranks.join('/');
}

export function formatHand(hand: number): string {
  let text = '';
  for (const side of [WHITE, BLACK]) for (const slot of [0, 1]) if (hand & handBit(side, slot)) text += HAND_SQUARES[side]![slot];
  return text || '-';
}

/** The position without the clocks: equal for equal positions. */
export function positionKey(s: DaggerState): string {
  return `${formatBoard(s.board)} ${s.side === WHITE ? 'w' : 'b'} ${formatHand(s.hand)} ${s.ep >= 0 ? CELL_NAMES[s.ep] : '-'}`;
}

export function formatPosition(s: DaggerState): string {
  return `${positionKey(s)} ${s.halfmove} ${s.fullmove}`;
}

const PIECE_CODES: Record<string, number> = {};
for (let t = 1; t <= 6; t++) {
  PIECE_CODES[PIECE_LETTERS[t]!] = t;
  PIECE_CODES[PIECE_LETTERS[t]!.toLowerCase()] = t | 8;
}

function parseBoard(text: string): Int8Array {
  const ranks = text.split('/');
  if (ranks.length !== RANKS) throw new PositionError(text, `13 ranks from n down to a separated by "/" (got ${ranks.length})`, 'board');
  const board = new Int8Array(CELL_COUNT);
  ranks.forEach((rankText, i) => {
    const r = RANKS - 1 - i;
    const size = RANK_SIZES[r]!;
    const letter = RANK_LETTERS[r]!;
    let k = 0;
    for (const ch of rankText) {
      if (/[1-5]/.test(ch)) {
        k += Number(ch);
      } else if (PIECE_CODES[ch] !== undefined) {
        if (k < size) board[RANK_START[r]! + k] = PIECE_CODES[ch]!;
        k++;
      } else {
        throw new PositionError(ch, 'a piece letter (KQRBNP or kqrbnp) or a count of empty cells 1-5', `rank ${letter}`);
      }
      if (k > size) break;
    }
    if (k !== size) throw new PositionError(rankText || '(empty)', `${size} cell${size > 1 ? 's' : ''} on rank ${letter}`, `rank ${letter}`);
  });
  return board;
}

function parseHand(text: string): number {
  if (text === '-') return 0;
  let hand = 0;
  const order = [...HAND_SQUARES[WHITE]!, ...HAND_SQUARES[BLACK]!];
  let last = -1;
  for (let i = 0; i < text.length; i += 2) {
    const tok = text.slice(i, i + 2);
    const at = order.indexOf(tok);
    if (at < 0 || at <= last) throw new PositionError(tok, 'knights in hand as a0, a2, n0, n2 (in that order, each once) or -', 'hand');
    last = at;
    hand |= 1 << at;
  }
  return hand;
}

function parseCount(text: string, min: number, what: string): number {
  if (!/^\d{1,6}$/.test(text) || Number(text) < min) throw new PositionError(text, `${what}: a whole number from ${min}`, what);
  return Number(text);
}

export function parsePositionText(text: string): DaggerState {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 6) {
    throw new PositionError(text, 'six fields: board, side (w/b), hand (e.g. a0a2n0n2 or -), en passant cell or -, half-move clock, move number');
  }
  const [boardText, sideText, handText, epText, halfText, fullText] = fields as [string, string, string, string, string, string];
  const board = parseBoard(boardText);
  if (sideText !== 'w' && sideText !== 'b') throw new PositionError(sideText, 'w or b', 'side to move');
  const side: SideIndex = sideText === 'w' ? WHITE : BLACK;
  const hand = parseHand(handText);
  const halfmove = parseCount(halfText, 0, 'half-move clock');
  const fullmove = parseCount(fullText, 1, 'move number');

  for (const s of [WHITE, BLACK] as const) {
    let kings = 0;
    for (let c = 0; c < CELL_COUNT; c++) if (board[c] === (KING | (s << 3))) kings++;
    if (kings !== 1) throw new PositionError(boardText, `exactly one ${s === WHITE ? 'white' : 'black'} king (found ${kings})`, 'board');
    const promo = PROMOTION_CELL[s];
    if (board[promo] === (PAWN | (s << 3))) {
      throw new PositionError(CELL_NAMES[promo]!, `no ${s === WHITE ? 'white' : 'black'} pawn on its promotion cell`, 'board');
    }
  }

  let ep = -1;
  if (epText !== '-') {
    ep = cellIndex(epText);
    const mover = side ^ 1;
    const ok = ep >= 0 && board[ep] === (PAWN | (mover << 3)) && jumpOrigin(ep, mover) >= 0 && board[jumpOrigin(ep, mover)] === 0 &&
      epCapturable(board, ep, mover);
    if (!ok) {
      throw new PositionError(epText, `- or the cell of a ${mover === WHITE ? 'white' : 'black'} pawn that has just jumped diagonally and can be taken en passant`, 'en passant');
    }
  }

  const pos = new Position();
  pos.sq.set(board);
  pos.side = side;
  pos.hand = hand;
  pos.ep = ep;
  pos.halfmove = halfmove;
  pos.fullmove = fullmove;
  pos.refresh();
  if (pos.inCheck(side ^ 1)) throw new PositionError(boardText, 'a position where the side not to move is not in check', 'board');
  return snapshot(pos, []);
}

/** Where a pawn of `side` that jumped diagonally to `cell` came from, or -1. */
function jumpOrigin(cell: number, side: number): number {
  const d = DIAG_DIRS[PAWN_DIAG_DIR[side]!]!;
  const c = CELLS[cell]!;
  return cellAt(c.q - d.dq, c.r - d.dr);
}

function epCapturable(board: Int8Array, cell: number, mover: number): boolean {
  const pairs = EP_PAIRS[mover]![cell]!;
  const enemyPawn = PAWN | ((mover ^ 1) << 3);
  for (let i = 0; i < pairs.length; i += 2) if (board[pairs[i]!] === enemyPawn && board[pairs[i + 1]!] === 0) return true;
  return false;
}

export function initialState(): DaggerState {
  const s = parsePositionText(START_TEXT);
  if (s.hand !== FULL_HAND) throw new Error('start position must have all knights in hand');
  return s;
}

/**
 * The fast core: a mutable position on typed arrays with make/unmake, legal move generation,
 * attack tests and perft. The public immutable state (state.ts) is loaded into one of these
 * whenever rules are needed.
 *
 * Pieces: type in the low three bits (PAWN..KING), colour in bit 3 (0 White, 8 Black), 0 empty.
 * Moves: one integer, see `encodeMove`.
 */
import * as board from './board.js';
import type { SideIndex } from './board.js';

// Local copies of the board tables: module namespace reads can cost a getter call per access
// under some loaders, which matters in the inner loops below.
const CELL_COUNT = board.CELL_COUNT;
const WHITE = board.WHITE, BLACK = board.BLACK;
const DIAG_RAYS = board.DIAG_RAYS, EDGE_RAYS = board.EDGE_RAYS;
const KING_LEAPS = board.KING_LEAPS, KNIGHT_LEAPS = board.KNIGHT_LEAPS;
const EP_PAIRS = board.EP_PAIRS, HAND_ATTACK = board.HAND_ATTACK, HAND_ENTRY = board.HAND_ENTRY;
const KING_CELL = board.KING_CELL, PROMOTION_CELL = board.PROMOTION_CELL;
const PAWN_ATTACKERS = board.PAWN_ATTACKERS, PAWN_DIAG = board.PAWN_DIAG, PAWN_EDGE = board.PAWN_EDGE;

export const PAWN = 1, KNIGHT = 2, BISHOP = 3, ROOK = 4, QUEEN = 5, KING = 6;
export const PIECE_LETTERS = ' PNBRQK';
export const PROMOTION_TYPES: readonly number[] = [QUEEN, ROOK, BISHOP, KNIGHT];

/** A from-value at or above this is a hand slot: HAND_FROM + slot. */
export const HAND_FROM = CELL_COUNT; // 39 and 40
export const FLAG_EP = 1 << 15;
export const FLAG_JUMP = 1 << 16;

export const encodeMove = (from: number, to: number, promo = 0, flags = 0) => from | (to << 6) | (promo << 12) | flags;
export const moveFrom = (m: number) => m & 63;
export const moveTo = (m: number) => (m >> 6) & 63;
export const movePromo = (m: number) => (m >> 12) & 7;

/** Hand bits: bit (side*2 + slot) is set while that knight is still in hand. */
export const handBit = (side: number, slot: number) => 1 << (side * 2 + slot);
export const FULL_HAND = 15;

/**
 * Zobrist key halves: a fixed counter through splitmix32's nonlinear finaliser, so a key's two 32-bit
 * halves are independent (halves from a linear generator such as xorshift leave a 53-bit hash 32 bits;
 * test/zobrist.test.ts). Kept beside each game's core so the rules load as one file.
 */
function zobristStream(seed: number): () => number {
  let counter = seed | 0;
  return () => {
    let z = (counter = (counter + 0x9e3779b9) | 0);
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
}

// Zobrist keys in two independent 32-bit halves, fixed (the same on every run).
const Z_SIZE = 16 * CELL_COUNT + 1 + 4 + CELL_COUNT;
const Z_LO = new Int32Array(Z_SIZE);
const Z_HI = new Int32Array(Z_SIZE);
{
  const next = zobristStream(0x3c6ef372);
  for (let i = 0; i < Z_SIZE; i++) {
    Z_LO[i] = next();
    Z_HI[i] = next();
  }
}
const zPiece = (piece: number, cell: number) => piece * CELL_COUNT + cell;
const Z_SIDE = 16 * CELL_COUNT;
const Z_HAND = Z_SIDE + 1;
const Z_EP = Z_HAND + 4;

/** Combines the two halves into one exact JavaScript number (53 bits used). */
export const combineHash = (lo: number, hi: number) => (hi & 0x1fffff) * 4294967296 + (lo >>> 0);

const MAX_PLY = 512;

/**
 * LINE[king * CELL_COUNT + cell]: which of the king cell's twelve rays (edge 0..5, diagonal
 * 6..11) the cell lies on, plus one, and 0 when it lies on none; STEPS the same cell's place
 * along that ray (1 next to the king).
 */
const LINE = new Uint8Array(CELL_COUNT * CELL_COUNT);
const STEPS = new Uint8Array(CELL_COUNT * CELL_COUNT);
for (const [rays, first] of [[EDGE_RAYS, 0], [DIAG_RAYS, 6]] as const) {
  for (let k = 0; k < CELL_COUNT; k++) {
    for (let d = 0; d < 6; d++) {
      const i0 = rays.start[k * 6 + d]!;
      for (let i = i0; i < i0 + rays.len[k * 6 + d]!; i++) {
        LINE[k * CELL_COUNT + rays.cells[i]!] = first + d + 1;
        STEPS[k * CELL_COUNT + rays.cells[i]!] = i - i0 + 1;
      }
    }
  }
}
const MOVE_BUFFER = 1 << 16;

export class Position {
  readonly sq = new Int8Array(CELL_COUNT);
  side: SideIndex = WHITE;
  hand = FULL_HAND;
  /** Cell of a pawn that just jumped diagonally and can be taken en passant now, else -1. */
  ep = -1;
  halfmove = 0;
  fullmove = 1;
  readonly kings = new Int8Array(2);
  /** Pieces on the board, kings included. */
  pieceCount = 0;
  hashLo = 0;
  hashHi = 0;
  /** Whether the side to move was in check at the last `anyLegal`. */
  checked = false;

  /** Hashes of earlier positions, oldest first (the reversible stretch that matters for repetition). */
  readonly history: number[] = [];

  // Undo stack.
  private ply = 0;
  private readonly uMove = new Int32Array(MAX_PLY);
  private readonly uCaptured = new Int8Array(MAX_PLY);
  private readonly uEp = new Int8Array(MAX_PLY);
  private readonly uHalf = new Int32Array(MAX_PLY);
  private readonly uHand = new Int8Array(MAX_PLY);
  private readonly uLo = new Int32Array(MAX_PLY);
  private readonly uHi = new Int32Array(MAX_PLY);

  /** Scratch move lists, one stretch per search depth. */
  readonly moves = new Int32Array(MOVE_BUFFER);

  /** Recomputes kings, counts and the hash from the cells and fields, and forgets the undo stack. */
  refresh(): void {
    this.ply = 0;
    this.pieceCount = 0;
    let lo = 0, hi = 0;
    for (let c = 0; c < CELL_COUNT; c++) {
      const p = this.sq[c]!;
      if (!p) continue;
      this.pieceCount++;
      if ((p & 7) === KING) this.kings[p >> 3] = c;
      lo ^= Z_LO[zPiece(p, c)]!;
      hi ^= Z_HI[zPiece(p, c)]!;
    }
    if (this.side === BLACK) {
      lo ^= Z_LO[Z_SIDE]!;
      hi ^= Z_HI[Z_SIDE]!;
    }
    for (let b = 0; b < 4; b++) {
      if (this.hand & (1 << b)) {
        lo ^= Z_LO[Z_HAND + b]!;
        hi ^= Z_HI[Z_HAND + b]!;
      }
    }
    if (this.ep >= 0) {
      lo ^= Z_LO[Z_EP + this.ep]!;
      hi ^= Z_HI[Z_EP + this.ep]!;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  get hash(): number {
    return combineHash(this.hashLo, this.hashHi);
  }

  /** Is `cell` attacked by `by`'s pieces, including its knights in hand (on their entry cells)? */
  attacked(cell: number, by: number): boolean {
    const sq = this.sq;
    const col = by << 3;
    if (HAND_ATTACK[by]![cell]! & (this.hand >> (by * 2))) return true;
    const pawn = PAWN | col;
    let c = PAWN_ATTACKERS[by]![0]![cell]!;
    if (c >= 0 && sq[c] === pawn) return true;
    c = PAWN_ATTACKERS[by]![1]![cell]!;
    if (c >= 0 && sq[c] === pawn) return true;
    const knight = KNIGHT | col;
    for (let i = KNIGHT_LEAPS.start[cell]!, e = KNIGHT_LEAPS.start[cell + 1]!; i < e; i++) {
      if (sq[KNIGHT_LEAPS.cells[i]!] === knight) return true;
    }
    const king = KING | col;
    for (let i = KING_LEAPS.start[cell]!, e = KING_LEAPS.start[cell + 1]!; i < e; i++) {
      if (sq[KING_LEAPS.cells[i]!] === king) return true;
    }
    const rook = ROOK | col, queen = QUEEN | col, bishop = BISHOP | col;
    for (let d = 0; d < 6; d++) {
      const k = cell * 6 + d;
      for (let i = EDGE_RAYS.start[k]!, e = i + EDGE_RAYS.len[k]!; i < e; i++) {
        const p = sq[EDGE_RAYS.cells[i]!]!;
        if (p) {
          if (p === rook || p === queen) return true;
          break;
        }
      }
      for (let i = DIAG_RAYS.start[k]!, e = i + DIAG_RAYS.len[k]!; i < e; i++) {
        const p = sq[DIAG_RAYS.cells[i]!]!;
        if (p) {
          if (p === bishop || p === queen) return true;
          break;
        }
      }
    }
    return false;
  }

  inCheck(side: number = this.side): boolean {
    return this.attacked(this.kings[side]!, side ^ 1);
  }

  /** Writes the pseudo-legal moves of the side to move at `out[at..]`; returns the new end. */
  pseudoMoves(out: Int32Array, at: number): number {
    const sq = this.sq;
    const us = this.side;
    const col = us << 3;
    const promoCell = PROMOTION_CELL[us];
    let n = at;
    for (let c = 0; c < CELL_COUNT; c++) {
      const p = sq[c]!;
      if (!p || (p >> 3) !== us) continue;
      switch (p & 7) {
        case PAWN: {
          for (let k = 0; k < 2; k++) {
            const t = PAWN_EDGE[us]![k]![c]!;
            if (t < 0) continue;
            const q = sq[t]!;
            if (q !== 0 && (q >> 3) === us) continue;
            if (t === promoCell) for (const pt of PROMOTION_TYPES) out[n++] = encodeMove(c, t, pt);
            else out[n++] = encodeMove(c, t);
          }
          const t = PAWN_DIAG[us]![c]!;
          if (t >= 0 && sq[t] === 0) {
            if (t === promoCell) for (const pt of PROMOTION_TYPES) out[n++] = encodeMove(c, t, pt, FLAG_JUMP);
            else out[n++] = encodeMove(c, t, 0, FLAG_JUMP);
          }
          break;
        }
        case KNIGHT:
          for (let i = KNIGHT_LEAPS.start[c]!, e = KNIGHT_LEAPS.start[c + 1]!; i < e; i++) {
            const t = KNIGHT_LEAPS.cells[i]!;
            if (sq[t] === 0 || (sq[t]! >> 3) !== us) out[n++] = encodeMove(c, t);
          }
          break;
        case KING:
          for (let i = KING_LEAPS.start[c]!, e = KING_LEAPS.start[c + 1]!; i < e; i++) {
            const t = KING_LEAPS.cells[i]!;
            if (sq[t] === 0 || (sq[t]! >> 3) !== us) out[n++] = encodeMove(c, t);
          }
          break;
        default: {
          const type = p & 7;
          if (type !== BISHOP) n = this.slide(out, n, c, EDGE_RAYS, us);
          if (type !== ROOK) n = this.slide(out, n, c, DIAG_RAYS, us);
        }
      }
    }
    if (this.ep >= 0) {
      const pairs = EP_PAIRS[us ^ 1]![this.ep]!;
      for (let i = 0; i < pairs.length; i += 2) {
        if (sq[pairs[i]!] === (PAWN | col) && sq[pairs[i + 1]!] === 0) out[n++] = encodeMove(pairs[i]!, pairs[i + 1]!, 0, FLAG_EP);
      }
    }
    for (let slot = 0; slot < 2; slot++) {
      if (!(this.hand & handBit(us, slot))) continue;
      for (const t of HAND_ENTRY[us]![slot]!) if (sq[t] === 0 || (sq[t]! >> 3) !== us) out[n++] = encodeMove(HAND_FROM + slot, t);
      if (sq[KING_CELL[us]] === 0) out[n++] = encodeMove(HAND_FROM + slot, KING_CELL[us]);
    }
    return n;
  }

  private slide(out: Int32Array, n: number, c: number, rays: typeof EDGE_RAYS, us: number): number {
    const sq = this.sq;
    for (let d = 0; d < 6; d++) {
      const k = c * 6 + d;
      for (let i = rays.start[k]!, e = i + rays.len[k]!; i < e; i++) {
        const t = rays.cells[i]!;
        const p = sq[t]!;
        if (p === 0) out[n++] = encodeMove(c, t);
        else {
          if ((p >> 3) !== us) out[n++] = encodeMove(c, t);
          break;
        }
      }
    }
    return n;
  }

  /**
   * Writes the legal moves at `out[at..]`; returns the new end. When the king is not in check,
   * only king moves, en passant and moves of pieces on a line with the king can expose it, so
   * only those are tried out.
   */
  legalMoves(out: Int32Array, at: number): number {
    return this.keepLegal(out, at, this.pseudoMoves(out, at));
  }

  /**
   * Keeps the legal moves among the pseudo-legal ones at `out[at..end)`, in order, from `at`;
   * returns the new end. `known`: whether the side to move is in check, when already known.
   */
  keepLegal(out: Int32Array, at: number, end: number, known?: boolean): number {
    const us = this.side;
    const king = this.kings[us]!;
    const check = known ?? this.attacked(king, us ^ 1);
    let n = at;
    for (let i = at; i < end; i++) {
      const m = out[i]!;
      if (this.legal(m, check, king)) out[n++] = m;
    }
    return n;
  }

  /** Whether one of the pseudo-legal moves at `out[at..end)` is legal; sets `checked`. */
  anyLegal(out: Int32Array, at: number, end: number): boolean {
    const us = this.side;
    const king = this.kings[us]!;
    const check = this.attacked(king, us ^ 1);
    this.checked = check;
    for (let i = at; i < end; i++) if (this.legal(out[i]!, check, king)) return true;
    return false;
  }

  private legal(m: number, check: boolean, king: number): boolean {
    const from = m & 63, us = this.side;
    if (from === king) {
      // A king move is safe when its target is not attacked with the king lifted off its cell
      // (so it cannot hide behind itself on a line). A piece taken on the target attacks nothing
      // there: attacks on a cell come from other cells.
      const sq = this.sq;
      const piece = sq[king]!;
      sq[king] = 0;
      const safe = !this.attacked((m >> 6) & 63, us ^ 1);
      sq[king] = piece;
      return safe;
    }
    if (!check && !(m & FLAG_EP)) {
      // Out of check, a drop never exposes the king, and a piece only when it stands pinned on
      // one of the king's lines and leaves it.
      if (from >= HAND_FROM) return true;
      const line = LINE[king * CELL_COUNT + from]!;
      if (line === 0) return true;
      const pinner = this.pinner(king, line - 1, STEPS[king * CELL_COUNT + from]!);
      if (pinner < 0) return true;
      const to = (m >> 6) & 63;
      return LINE[king * CELL_COUNT + to] === line && STEPS[king * CELL_COUNT + to]! <= STEPS[king * CELL_COUNT + pinner]!;
    }
    this.make(m);
    const safe = !this.attacked(this.kings[us]!, us ^ 1);
    this.unmake();
    return safe;
  }

  /**
   * The enemy piece that pins the piece `at` steps from `king` along ray `ray` (edge 0..5,
   * diagonal 6..11), or -1: nothing stands between the king and that piece, and beyond it the
   * first piece is an enemy rook or queen (edge) or bishop or queen (diagonal).
   */
  private pinner(king: number, ray: number, at: number): number {
    const sq = this.sq, rays = ray < 6 ? EDGE_RAYS : DIAG_RAYS, k = king * 6 + (ray % 6);
    const i0 = rays.start[k]!, end = i0 + rays.len[k]!;
    for (let i = i0; i < i0 + at - 1; i++) if (sq[rays.cells[i]!]) return -1;
    const them = (this.side ^ 1) << 3, slider = (ray < 6 ? ROOK : BISHOP) | them, queen = QUEEN | them;
    for (let i = i0 + at; i < end; i++) {
      const c = rays.cells[i]!, p = sq[c]!;
      if (p) return p === slider || p === queen ? c : -1;
    }
    return -1;
  }

  /** Does the side to move have any legal move? (Stops at the first.) */
  hasLegalMove(out: Int32Array = this.moves, at = 0): boolean {
    return this.anyLegal(out, at, this.pseudoMoves(out, at));
  }

  private xor(index: number) {
    this.hashLo ^= Z_LO[index]!;
    this.hashHi ^= Z_HI[index]!;
  }

  make(m: number): void {
    const sq = this.sq;
    const us = this.side, them = us ^ 1;
    const from = m & 63, to = (m >> 6) & 63, promo = (m >> 12) & 7;
    const p = this.ply++;
    this.uMove[p] = m;
    this.uEp[p] = this.ep;
    this.uHalf[p] = this.halfmove;
    this.uHand[p] = this.hand;
    this.uLo[p] = this.hashLo;
    this.uHi[p] = this.hashHi;
    this.history.push(combineHash(this.hashLo, this.hashHi));

    if (this.ep >= 0) this.xor(Z_EP + this.ep);
    this.ep = -1;
    let captured = 0;
    let irreversible = false;
    if (m & FLAG_EP) {
      const victimCell = this.uEp[p]!;
      captured = sq[victimCell]!;
      sq[victimCell] = 0;
      this.xor(zPiece(captured, victimCell));
    } else {
      captured = sq[to]!;
      if (captured) this.xor(zPiece(captured, to));
    }
    if (captured) {
      this.pieceCount--;
      irreversible = true;
    }
    let piece: number;
    if (from >= HAND_FROM) {
      const bit = us * 2 + (from - HAND_FROM);
      this.hand &= ~(1 << bit);
      this.xor(Z_HAND + bit);
      piece = KNIGHT | (us << 3);
      this.pieceCount++;
      irreversible = true;
    } else {
      piece = sq[from]!;
      sq[from] = 0;
      this.xor(zPiece(piece, from));
      if ((piece & 7) === PAWN) irreversible = true;
      else if ((piece & 7) === KING) this.kings[us] = to;
      if (promo) piece = promo | (us << 3);
    }
    sq[to] = piece;
    this.xor(zPiece(piece, to));
    this.uCaptured[p] = captured;

    if (m & FLAG_JUMP) {
      // Record the en passant chance only when an enemy pawn is placed to take it.
      const pairs = EP_PAIRS[us]![to]!;
      const enemyPawn = PAWN | (them << 3);
      for (let i = 0; i < pairs.length; i += 2) {
        if (sq[pairs[i]!] === enemyPawn && sq[pairs[i + 1]!] === 0) {
          this.ep = to;
          this.xor(Z_EP + to);
          break;
        }
      }
    }
    this.halfmove = irreversible ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.side = them as SideIndex;
    this.xor(Z_SIDE);
  }

  unmake(): void {
    const sq = this.sq;
    const p = --this.ply;
    const m = this.uMove[p]!;
    this.history.pop();
    const from = m & 63, to = (m >> 6) & 63, promo = (m >> 12) & 7;
    const them = this.side, us = them ^ 1;
    this.side = us as SideIndex;
    if (us === BLACK) this.fullmove--;
    this.ep = this.uEp[p]!;
    this.halfmove = this.uHalf[p]!;
    this.hand = this.uHand[p]!;
    this.hashLo = this.uLo[p]!;
    this.hashHi = this.uHi[p]!;
    const captured = this.uCaptured[p]!;
    let piece = sq[to]!;
    if (from >= HAND_FROM) {
      this.pieceCount--;
    } else {
      if (promo) piece = PAWN | (us << 3);
      sq[from] = piece;
      if ((piece & 7) === KING) this.kings[us] = from;
    }
    if (m & FLAG_EP) {
      sq[to] = 0;
      sq[this.ep] = captured;
    } else sq[to] = captured;
    if (captured) this.pieceCount++;
  }

  /** Draw by a rule that ends the game before any move is looked at (not mate or stalemate). */
  drawRule(): 'repetition' | 'fifty-move' | 'insufficient-material' | null {
    if (this.isRepetition()) return 'repetition';
    if (this.halfmove >= 100) return 'fifty-move';
    if (this.pieceCount === 2 && this.hand === 0) return 'insufficient-material';
    return null;
  }

  /** The current position has occurred twice before (so three times in all). */
  isRepetition(): boolean {
    const h = this.history;
    const limit = Math.min(this.halfmove, h.length);
    if (limit < 8) return false;
    const now = combineHash(this.hashLo, this.hashHi);
    let seen = 0;
    for (let k = 4; k <= limit; k += 2) {
      if (h[h.length - k] === now && ++seen >= 2) return true;
    }
    return false;
  }

  /** Leaf count of the legal move tree, with the game's draw rules ending lines. */
  perft(depth: number, at = 0): number {
    if (depth === 0) return 1;
    if (this.drawRule()) return 0;
    const out = this.moves;
    const end = this.legalMoves(out, at);
    if (depth === 1) return end - at;
    let total = 0;
    for (let i = at; i < end; i++) {
      this.make(out[i]!);
      total += this.perft(depth - 1, end);
      this.unmake();
    }
    return total;
  }
}

export { BLACK, WHITE };

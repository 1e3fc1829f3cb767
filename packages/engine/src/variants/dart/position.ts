/**
 * The mutable search position: a 36-byte board, make/unmake with an undo stack, attack
 * tests that respect darts, legal move generation and perft. Public states are immutable
 * snapshots (see state.ts); this class is what they are loaded into to do work.
 */
import {
  ALIGN, BISHOP, COLOUR_MASK, DART, DART_ZONE, KIND_MASK, KING, KING_START, KING_TO, KNIGHT,
  KNIGHT_CROSS_A, KNIGHT_CROSS_B, KNIGHT_START, KNIGHT_TO, PAWN, PAWN_ATTACKERS, RAY, RAY_LEN,
  RAY_START, RESERVE, ROOK, SIZE, SQUARES, Z_HAND_HI, Z_HAND_LO, Z_PIECE_HI, Z_PIECE_LO, Z_SIDE_HI,
  Z_SIDE_LO, colourBit, combineKey, makeMove, moveFrom, movePromo, moveTo, rankOf,
} from './board.js';

/** Room for the moves of one ply; far above anything a 6x6 army can have. */
export const MAX_MOVES = 256;
const PROMOTIONS = [ROOK, KNIGHT, BISHOP] as const;

export class Position {
  readonly board = new Uint8Array(SQUARES);
  readonly hands = new Uint8Array(2);
  readonly kings = new Int8Array(2);
  side = 0;
  halfmove = 0;
  fullmove = 1;
  hashLo = 0;
  hashHi = 0;
  /** Pieces other than kings and darts, for the bare-kings draw. */
  men = 0;
  /** Whether the side to move was in check at the last `generate`. */
  checked = false;

  /** Keys of earlier positions of the game (oldest first), for repetition. */
  private histKey = new Float64Array(64);
  histLen = 0;
  // Undo stack, one entry per made move (grown together with histKey).
  private undoCaptured = new Uint8Array(64);
  private undoHalfmove = new Int32Array(64);
  private undoLo = new Int32Array(64);
  private undoHi = new Int32Array(64);
  private depth = 0;
  /** Move buffers for perft, MAX_MOVES per ply, allocated on first use. */
  private buf = new Int32Array(0);

  get key(): number {
    return combineKey(this.hashLo, this.hashHi);
  }

  /** Recomputes kings, hash and material from board/hands/side (after loading). */
  refresh(): void {
    let lo = 0, hi = 0, men = 0;
    this.kings[0] = this.kings[1] = -1;
    for (let sq = 0; sq < SQUARES; sq++) {
      const p = this.board[sq]!;
      if (p === 0) continue;
      lo ^= Z_PIECE_LO[sq * 34 + p]!;
      hi ^= Z_PIECE_HI[sq * 34 + p]!;
      if (p >= DART) continue;
      if ((p & KIND_MASK) === KING) this.kings[(p & COLOUR_MASK) === 8 ? 0 : 1] = sq;
      else men++;
    }
    for (let s = 0; s < 2; s++) {
      lo ^= Z_HAND_LO[s * 4 + this.hands[s]!]!;
      hi ^= Z_HAND_HI[s * 4 + this.hands[s]!]!;
    }
    if (this.side === 1) {
      lo ^= Z_SIDE_LO;
      hi ^= Z_SIDE_HI;
    }
    this.hashLo = lo;
    this.hashHi = hi;
    this.men = men;
  }

  /** Sets the earlier positions' keys and clears the undo stack (after loading a state). */
  setHistory(keys: ArrayLike<number>): void {
    this.depth = 0;
    this.ensureHistory(keys.length + 8);
    for (let i = 0; i < keys.length; i++) this.histKey[i] = keys[i]!;
    this.histLen = keys.length;
  }
  history(): number[] {
    return Array.from(this.histKey.subarray(0, this.histLen));
  }
  private ensureHistory(n: number): void {
    if (n <= this.histKey.length && n <= this.undoLo.length) return;
    const grow = <T extends Float64Array | Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n * 2);
      b.set(a);
      return b;
    };
    this.histKey = grow(this.histKey, (k) => new Float64Array(k));
    this.undoCaptured = grow(this.undoCaptured, (k) => new Uint8Array(k));
    this.undoHalfmove = grow(this.undoHalfmove, (k) => new Int32Array(k));
    this.undoLo = grow(this.undoLo, (k) => new Int32Array(k));
    this.undoHi = grow(this.undoHi, (k) => new Int32Array(k));
  }

  // ---------------------------------------------------------------------------------------
  // Attacks. Darts stop sliders, block knight leaps they stand across, and are never
  // attacked themselves; a diagonal step has no square between, so darts beside it do nothing.

  /** Is square sq attacked by a piece of `by` (0 white, 1 black)? */
  attacked(sq: number, by: number): boolean {
    const b = this.board, c = colourBit(by);
    const pa = PAWN_ATTACKERS[by]!;
    for (let i = pa.start[sq]!, e = pa.start[sq + 1]!; i < e; i++) if (b[pa.from[i]!] === (c | PAWN)) return true;
    for (let i = KNIGHT_START[sq]!, e = KNIGHT_START[sq + 1]!; i < e; i++) {
      if (b[KNIGHT_TO[i]!] === (c | KNIGHT) && b[KNIGHT_CROSS_A[i]!]! < DART && b[KNIGHT_CROSS_B[i]!]! < DART) return true;
    }
    for (let i = KING_START[sq]!, e = KING_START[sq + 1]!; i < e; i++) if (b[KING_TO[i]!] === (c | KING)) return true;
    for (let d = 0; d < 8; d++) {
      const straight = c | (d < 4 ? ROOK : BISHOP);
      const s = RAY_START[sq * 8 + d]!, n = RAY_LEN[sq * 8 + d]!;
      for (let i = 0; i < n; i++) {
        const p = b[RAY[s + i]!]!;
        if (p === 0) continue;
        if (p === straight) return true;
        break;
      }
    }
    return false;
  }

  inCheck(): boolean {
    return this.attacked(this.kings[this.side]!, this.side ^ 1);
  }

  // ---------------------------------------------------------------------------------------
  // Make / unmake.

  make(m: number): void {
    const b = this.board, us = this.side, d = this.depth;
    // histLen >= depth always (history holds every made move), so this covers the undo stack.
    this.ensureHistory(this.histLen + 2);
    this.histKey[this.histLen++] = combineKey(this.hashLo, this.hashHi);
    this.undoHalfmove[d] = this.halfmove;
    this.undoLo[d] = this.hashLo;
    this.undoHi[d] = this.hashHi;
    let lo = this.hashLo ^ Z_SIDE_LO, hi = this.hashHi ^ Z_SIDE_HI;
    const from = moveFrom(m), to = moveTo(m);
    if (from === RESERVE) {
      const dart = DART + us, h = this.hands[us]!;
      b[to] = dart;
      lo ^= Z_PIECE_LO[to * 34 + dart]! ^ Z_HAND_LO[us * 4 + h]! ^ Z_HAND_LO[us * 4 + h - 1]!;
      hi ^= Z_PIECE_HI[to * 34 + dart]! ^ Z_HAND_HI[us * 4 + h]! ^ Z_HAND_HI[us * 4 + h - 1]!;
      this.hands[us] = h - 1;
      this.undoCaptured[d] = 0;
      this.halfmove = 0;
    } else {
      const p = b[from]!, cap = b[to]!, promo = movePromo(m);
      const placed = promo ? (p & COLOUR_MASK) | promo : p;
      this.undoCaptured[d] = cap;
      lo ^= Z_PIECE_LO[from * 34 + p]! ^ Z_PIECE_LO[to * 34 + placed]!;
      hi ^= Z_PIECE_HI[from * 34 + p]! ^ Z_PIECE_HI[to * 34 + placed]!;
      if (cap) {
        lo ^= Z_PIECE_LO[to * 34 + cap]!;
        hi ^= Z_PIECE_HI[to * 34 + cap]!;
        this.men--;
      }
      b[to] = placed;
      b[from] = 0;
      if ((p & KIND_MASK) === KING) this.kings[us] = to;
      this.halfmove = cap || (p & KIND_MASK) === PAWN ? 0 : this.halfmove + 1;
    }
    this.hashLo = lo;
    this.hashHi = hi;
    if (us === 1) this.fullmove++;
    this.side = us ^ 1;
    this.depth = d + 1;
  }

  unmake(m: number): void {
    const b = this.board, d = --this.depth, us = this.side ^ 1;
    this.side = us;
    if (us === 1) this.fullmove--;
    this.histLen--;
    this.halfmove = this.undoHalfmove[d]!;
    this.hashLo = this.undoLo[d]!;
    this.hashHi = this.undoHi[d]!;
    const from = moveFrom(m), to = moveTo(m);
    if (from === RESERVE) {
      b[to] = 0;
      this.hands[us]!++;
      return;
    }
    const placed = b[to]!, cap = this.undoCaptured[d]!;
    const p = movePromo(m) ? (placed & COLOUR_MASK) | PAWN : placed;
    b[from] = p;
    b[to] = cap;
    if (cap) this.men++;
    if ((p & KIND_MASK) === KING) this.kings[us] = from;
  }

  // ---------------------------------------------------------------------------------------
  // Move generation.

  /** Pseudo-legal moves (own king may be left attacked) into out[at..]; returns the new end. */
  private pseudo(out: Int32Array, at: number): number {
    const b = this.board, us = this.side, c = colourBit(us), them = colourBit(us ^ 1);
    let n = at;
    for (let from = 0; from < SQUARES; from++) {
      const p = b[from]!;
      if ((p & COLOUR_MASK) !== c) continue;
      switch (p & KIND_MASK) {
        case PAWN: {
          const fwd = us === 0 ? SIZE : -SIZE;
          const to = from + fwd;
          if (to < 0 || to >= SQUARES) break; // cannot happen in a valid position
          const last = rankOf(to) === (us === 0 ? SIZE - 1 : 0);
          const file = from % SIZE;
          if (b[to] === 0) n = pushPawn(out, n, from, to, last);
          if (file > 0 && (b[to - 1]! & COLOUR_MASK) === them) n = pushPawn(out, n, from, to - 1, last);
          if (file < SIZE - 1 && (b[to + 1]! & COLOUR_MASK) === them) n = pushPawn(out, n, from, to + 1, last);
          break;
        }
        case KNIGHT:
          for (let i = KNIGHT_START[from]!, e = KNIGHT_START[from + 1]!; i < e; i++) {
            const to = KNIGHT_TO[i]!, t = b[to]!;
            if (t >= DART || (t & COLOUR_MASK) === c) continue;
            if (b[KNIGHT_CROSS_A[i]!]! >= DART || b[KNIGHT_CROSS_B[i]!]! >= DART) continue;
            out[n++] = makeMove(from, to);
          }
          break;
        case KING:
          for (let i = KING_START[from]!, e = KING_START[from + 1]!; i < e; i++) {
            const to = KING_TO[i]!, t = b[to]!;
            if (t === 0 || (t & COLOUR_MASK) === them) out[n++] = makeMove(from, to);
          }
          break;
        default: {
          const kind = p & KIND_MASK;
          const d0 = kind === ROOK ? 0 : 4, d1 = kind === BISHOP ? 8 : 4;
          for (let d = d0; d < d1; d++) {
            const s = RAY_START[from * 8 + d]!, len = RAY_LEN[from * 8 + d]!;
            for (let i = 0; i < len; i++) {
              const to = RAY[s + i]!, t = b[to]!;
              if (t === 0) {
                out[n++] = makeMove(from, to);
                continue;
              }
              if ((t & COLOUR_MASK) === them) out[n++] = makeMove(from, to);
              break; // own piece, enemy piece or dart: the ray ends here
            }
          }
        }
      }
    }
    if (this.hands[us]! > 0) {
      for (const to of DART_ZONE) if (b[to] === 0) out[n++] = makeMove(RESERVE, to);
    }
    return n;
  }

  /** Legal moves into out[at..]; returns the new end. */
  generate(out: Int32Array, at = 0): number {
    const end = this.pseudo(out, at);
    const us = this.side, king = this.kings[us]!;
    const check = this.attacked(king, us ^ 1);
    this.checked = check;
    let n = at;
    for (let i = at; i < end; i++) {
      const m = out[i]!, from = moveFrom(m);
      // Out of check, only a king move or a piece leaving a line through its own king can
      // expose the king (darts never move, so no knight leap is ever unblocked), and a throw
      // only adds a blocker.
      if (!check && (from === RESERVE || (from !== king && ALIGN[king * SQUARES + from]! < 0))) {
        out[n++] = m;
        continue;
      }
      if (this.safeAfter(m, king)) out[n++] = m;
    }
    return n;
  }

  /** Would the mover's king be safe after m? Changes only the board, and puts it back. */
  private safeAfter(m: number, king: number): boolean {
    const b = this.board, from = moveFrom(m), to = moveTo(m), them = this.side ^ 1;
    if (from === RESERVE) {
      b[to] = DART;
      const safe = !this.attacked(king, them);
      b[to] = 0;
      return safe;
    }
    const p = b[from]!, cap = b[to]!;
    b[to] = p; // a promotion's new kind cannot matter to its own king's safety
    b[from] = 0;
    const safe = !this.attacked(from === king ? to : king, them);
    b[from] = p;
    b[to] = cap;
    return safe;
  }

  legalMoves(): number[] {
    const out = new Int32Array(MAX_MOVES);
    return Array.from(out.subarray(0, this.generate(out)));
  }

  // ---------------------------------------------------------------------------------------
  // Draws by rule (checkmate and stalemate come from having no legal move).

  /** Third occurrence of this position with the same side to move and the same darts in hand. */
  isRepetition(): boolean {
    const key = combineKey(this.hashLo, this.hashHi);
    const stop = Math.max(0, this.histLen - this.halfmove);
    let seen = 0;
    for (let i = this.histLen - 2; i >= stop; i -= 2) {
      if (this.histKey[i] === key && ++seen >= 2) return true;
    }
    return false;
  }

  isBareKings(): boolean {
    return this.men === 0;
  }

  /** 'fifty-move' | 'repetition' | 'insufficient-material' | null. Checked only when moves exist. */
  drawByRule(): 'fifty-move' | 'repetition' | 'insufficient-material' | null {
    if (this.men === 0) return 'insufficient-material';
    if (this.isRepetition()) return 'repetition';
    if (this.halfmove >= 100) return 'fifty-move';
    return null;
  }

  // ---------------------------------------------------------------------------------------
  // Perft: every leaf made unless `bulk`, which counts the last ply's moves without making them.

  perft(depth: number, bulk = true): number {
    if (depth === 0) return 1;
    if ((depth + 1) * MAX_MOVES > this.buf.length) this.buf = new Int32Array((depth + 1) * MAX_MOVES);
    return this.walk(depth, 0, bulk);
  }

  private walk(depth: number, ply: number, bulk: boolean): number {
    if (this.drawByRule() !== null) return 0;
    const at = ply * MAX_MOVES;
    const end = this.generate(this.buf, at);
    if (depth === 1 && bulk) return end - at;
    let total = 0;
    for (let i = at; i < end; i++) {
      const m = this.buf[i]!;
      this.make(m);
      total += depth === 1 ? 1 : this.walk(depth - 1, ply + 1, bulk);
      this.unmake(m);
    }
    return total;
  }
}

function pushPawn(out: Int32Array, n: number, from: number, to: number, last: boolean): number {
  if (!last) {
    out[n++] = makeMove(from, to);
    return n;
  }
  for (const k of PROMOTIONS) out[n++] = makeMove(from, to, k);
  return n;
}

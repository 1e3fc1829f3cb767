/**
 * The chess engine under Dice Chess: a 0x88 mailbox with piece lists, make/unmake with an
 * incremental Zobrist key, and legal move generation from pins and checkers (no make-and-test
 * except for the rare en passant capture).
 *
 * Generation takes a mask of the piece types the dice allow (bit `1 << type`), so the dice
 * layer costs nothing: pieces of other types are simply not visited. Castling is offered when
 * the mask has the king or the rook bit, en passant when it has the pawn bit.
 *
 * When the opponent's king stands attacked on our turn (the opponent passed while in check),
 * every piece of an allowed type that attacks it may take it, pinned or not; those captures end
 * the game. Ordinary moves keep the usual rule: they may not leave our own king attacked.
 *
 * Squares are 0x88 indices: `rank * 16 + file`, a1 = 0, h8 = 119.
 * Pieces: type 1..6 (pawn, knight, bishop, rook, queen, king, matching the die faces), plus 8
 * for Black. A move is one int: from | to << 7 | promotion type << 14 | flags.
 */

export const PAWN = 1, KNIGHT = 2, BISHOP = 3, ROOK = 4, QUEEN = 5, KING = 6;
export const WHITE = 0, BLACK = 1;
/** Every piece type allowed: doubles, or the dice layer switched off. */
export const ALL_TYPES = 0b1111110;

export const F_CAPTURE = 1 << 17;
export const F_EP = 1 << 18;
export const F_CASTLE = 1 << 19;
export const F_DOUBLE = 1 << 20;
export const F_PROMO = 1 << 21;
/** The pass: the only action when the roll allows no move. */
export const PASS = 1 << 23;

export const moveFrom = (m: number) => m & 127;
export const moveTo = (m: number) => (m >> 7) & 127;
export const movePromo = (m: number) => (m >> 14) & 7;

export const CASTLE_WK = 1, CASTLE_WQ = 2, CASTLE_BK = 4, CASTLE_BQ = 8;

// ---- Tables ----------------------------------------------------------------------------------

const KNIGHT_STEPS = [14, 18, 31, 33, -14, -18, -31, -33];
const KING_STEPS = [1, 15, 16, 17, -1, -15, -16, -17];
const ROOK_STEPS = [1, 16, -1, -16];
const BISHOP_STEPS = [15, 17, -15, -17];

/** For a difference `to - from + 119`: which piece types could attack along it (bit per type). */
const ATTACK = new Uint8Array(240);
/** For a difference `to - from + 119`: the unit step of the line joining them, 0 if none. */
const STEP = new Int8Array(240);
(() => {
  for (const d of KNIGHT_STEPS) ATTACK[d + 119]! |= 1 << KNIGHT;
  for (const d of KING_STEPS) {
    const sliders = ROOK_STEPS.includes(d) ? (1 << ROOK) | (1 << QUEEN) : (1 << BISHOP) | (1 << QUEEN);
    for (let k = 1; k < 8; k++) {
      ATTACK[d * k + 119]! |= sliders | (k === 1 ? 1 << KING : 0);
      STEP[d * k + 119] = d;
    }
  }
})();

/** Castling rights kept after a move touches a square. */
const CASTLE_KEEP = new Uint8Array(128).fill(15);
CASTLE_KEEP[0x04] = 15 & ~(CASTLE_WK | CASTLE_WQ);
CASTLE_KEEP[0x00] = 15 & ~CASTLE_WQ;
CASTLE_KEEP[0x07] = 15 & ~CASTLE_WK;
CASTLE_KEEP[0x74] = 15 & ~(CASTLE_BK | CASTLE_BQ);
CASTLE_KEEP[0x70] = 15 & ~CASTLE_BQ;
CASTLE_KEEP[0x77] = 15 & ~CASTLE_BK;

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

// Zobrist keys as two 32-bit halves, from a fixed seed so keys are stable across runs.
const Z_LO = new Int32Array(16 * 128), Z_HI = new Int32Array(16 * 128);
const Z_CASTLE_LO = new Int32Array(16), Z_CASTLE_HI = new Int32Array(16);
const Z_EP_LO = new Int32Array(8), Z_EP_HI = new Int32Array(8);
let Z_SIDE_LO = 0, Z_SIDE_HI = 0;
(() => {
  const next = zobristStream(0x2545f491);
  for (let i = 0; i < Z_LO.length; i++) { Z_LO[i] = next(); Z_HI[i] = next(); }
  for (let i = 0; i < 16; i++) { Z_CASTLE_LO[i] = next(); Z_CASTLE_HI[i] = next(); }
  for (let i = 0; i < 8; i++) { Z_EP_LO[i] = next(); Z_EP_HI[i] = next(); }
  Z_SIDE_LO = next(); Z_SIDE_HI = next();
})();

const MAX_PLY = 256;
const LIST = 64; // piece-list capacity per side

export class Board {
  /** 0x88 squares: 0 empty, else type | 8 for Black. */
  readonly sq = new Uint8Array(128);
  /** Piece lists: squares of side s at [s * LIST, s * LIST + count[s]). */
  readonly list = new Uint8Array(2 * LIST);
  readonly count = new Int32Array(2);
  /** Index of a square's piece in its side's list. */
  readonly index = new Uint8Array(128);
  /** King squares, -1 when a king is gone (captured). */
  readonly king = new Int32Array([-1, -1]);
  side = WHITE;
  castle = 0;
  /** En passant target square after a double step, else -1. */
  ep = -1;
  halfmove = 0;
  fullmove = 1;
  hashLo = 0;
  hashHi = 0;
  /**
   * The side to move attacks the opponent's king. Only a pass in check (or a set-up position)
   * can bring this about: a move never leaves the mover's own king attacked.
   */
  exposed = false;

  // Undo stack.
  private ply = 0;
  private readonly uCaptured = new Uint8Array(MAX_PLY);
  private readonly uCastle = new Uint8Array(MAX_PLY);
  private readonly uEp = new Int16Array(MAX_PLY);
  private readonly uHalf = new Int32Array(MAX_PLY);
  private readonly uHashLo = new Int32Array(MAX_PLY);
  private readonly uHashHi = new Int32Array(MAX_PLY);
  private readonly uExposed = new Uint8Array(MAX_PLY);

  // Scratch for generation: stamped so nothing needs clearing.
  private stamp = 0;
  private readonly pinStamp = new Int32Array(128);
  private readonly evadeStamp = new Int32Array(128);
  /** Number of pieces giving check, filled by the last generation. */
  checkers = 0;

  // ---- Set-up ----------------------------------------------------------------------------------

  clear(): void {
    this.sq.fill(0);
    this.count[0] = 0;
    this.count[1] = 0;
    this.king[0] = -1;
    this.king[1] = -1;
    this.side = WHITE;
    this.castle = 0;
    this.ep = -1;
    this.halfmove = 0;
    this.fullmove = 1;
    this.ply = 0;
  }

  /** Puts a piece on an empty square (set-up only; keys are computed by `rehash`). */
  put(square: number, piece: number): void {
    const s = piece >> 3;
    this.sq[square] = piece;
    const n = this.count[s]!;
    if (n >= LIST) throw new RangeError('too many pieces');
    this.list[s * LIST + n] = square;
    this.index[square] = n;
    this.count[s] = n + 1;
    if ((piece & 7) === KING) this.king[s] = square;
  }

  /** Computes the keys and the `exposed` flag once the pieces and rights are set up. */
  finishSetup(): void {
    this.rehash();
    const ek = this.king[this.side ^ 1]!;
    this.exposed = ek >= 0 && this.attacked(ek, this.side);
  }

  rehash(): void {
    let lo = 0, hi = 0;
    for (let s = 0; s < 2; s++) {
      for (let i = 0; i < this.count[s]!; i++) {
        const q = this.list[s * LIST + i]!;
        const p = this.sq[q]!;
        lo ^= Z_LO[p * 128 + q]!;
        hi ^= Z_HI[p * 128 + q]!;
      }
    }
    lo ^= Z_CASTLE_LO[this.castle]!;
    hi ^= Z_CASTLE_HI[this.castle]!;
    if (this.side === BLACK) { lo ^= Z_SIDE_LO; hi ^= Z_SIDE_HI; }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  copyFrom(o: Board): void {
    this.sq.set(o.sq);
    this.list.set(o.list);
    this.count.set(o.count);
    this.index.set(o.index);
    this.king.set(o.king);
    this.side = o.side;
    this.castle = o.castle;
    this.ep = o.ep;
    this.halfmove = o.halfmove;
    this.fullmove = o.fullmove;
    this.hashLo = o.hashLo;
    this.hashHi = o.hashHi;
    this.exposed = o.exposed;
    this.ply = 0;
  }

  /**
   * The position key: the incremental hash plus the en passant file when a pawn of the side to
   * move stands beside the pawn that just stepped twice (otherwise the right cannot matter).
   */
  keyLo(): number {
    return this.epMatters() ? this.hashLo ^ Z_EP_LO[this.ep & 7]! : this.hashLo;
  }
  keyHi(): number {
    return this.epMatters() ? this.hashHi ^ Z_EP_HI[this.ep & 7]! : this.hashHi;
  }
  private epMatters(): boolean {
    const ep = this.ep;
    if (ep < 0) return false;
    const pawnSq = this.side === WHITE ? ep - 16 : ep + 16;
    const mine = this.side === WHITE ? PAWN : PAWN | 8;
    return (((pawnSq - 1) & 0x88) === 0 && this.sq[pawnSq - 1] === mine) || (((pawnSq + 1) & 0x88) === 0 && this.sq[pawnSq + 1] === mine);
  }

  // ---- Attacks ---------------------------------------------------------------------------------

  /** Is `target` attacked by a piece of side `by`? */
  attacked(target: number, by: number): boolean {
    const sq = this.sq;
    // Pawns: a White pawn on s attacks s+15 and s+17.
    if (by === WHITE) {
      let s = target - 15;
      if ((s & 0x88) === 0 && sq[s] === PAWN) return true;
      s = target - 17;
      if ((s & 0x88) === 0 && sq[s] === PAWN) return true;
    } else {
      let s = target + 15;
      if ((s & 0x88) === 0 && sq[s] === (PAWN | 8)) return true;
      s = target + 17;
      if ((s & 0x88) === 0 && sq[s] === (PAWN | 8)) return true;
    }
    const base = by * LIST, end = base + this.count[by]!;
    for (let i = base; i < end; i++) {
      const s = this.list[i]!;
      const t = sq[s]! & 7;
      if (t === PAWN) continue;
      const d = target - s + 119;
      if ((ATTACK[d]! & (1 << t)) === 0) continue;
      if (t === KNIGHT || t === KING) return true;
      const step = STEP[d]!;
      let x = s + step;
      while (x !== target && sq[x] === 0) x += step;
      if (x === target) return true;
    }
    return false;
  }

  /**
   * Squares the knights, bishops, rooks and queens of `side` reach (empty or holding an enemy
   * piece), counted once per piece: the evaluation's mobility.
   */
  mobility(side: number): number {
    const sq = this.sq;
    let n = 0;
    const base = side * LIST, end = base + this.count[side]!;
    for (let i = base; i < end; i++) {
      const s = this.list[i]!;
      const t = sq[s]! & 7;
      if (t === PAWN || t === KING) continue;
      if (t === KNIGHT) {
        for (const d of KNIGHT_STEPS) {
          const x = s + d;
          if ((x & 0x88) === 0 && (sq[x] === 0 || sq[x]! >> 3 !== side)) n++;
        }
        continue;
      }
      const steps = t === ROOK ? ROOK_STEPS : t === BISHOP ? BISHOP_STEPS : KING_STEPS;
      for (const d of steps) {
        let x = s + d;
        while ((x & 0x88) === 0 && sq[x] === 0) (n++), (x += d);
        if ((x & 0x88) === 0 && sq[x]! >> 3 !== side) n++;
      }
    }
    return n;
  }

  /**
   * Every capture side `us` (by default the side to move) could make by piece type, ignoring pins
   * and check: writes `type << 8 | square` for each (attacker type, enemy piece) into `out` and
   * returns how many.
   * Walks our pieces' attacks once, for the evaluation's threats (what a roll must show to capture).
   */
  captureTargets(out: Int32Array, us = this.side): number {
    const sq = this.sq, them = us ^ 1;
    let n = 0;
    const base = us * LIST, end = base + this.count[us]!;
    for (let i = base; i < end; i++) {
      const s = this.list[i]!;
      const t = sq[s]! & 7;
      if (t === PAWN) {
        const fwd = us === WHITE ? 16 : -16;
        for (let x = s + fwd - 1; x <= s + fwd + 1; x += 2) if ((x & 0x88) === 0 && sq[x] !== 0 && sq[x]! >> 3 === them) out[n++] = (t << 8) | x;
      } else if (t === KNIGHT || t === KING) {
        for (const d of t === KNIGHT ? KNIGHT_STEPS : KING_STEPS) {
          const x = s + d;
          if ((x & 0x88) === 0 && sq[x] !== 0 && sq[x]! >> 3 === them) out[n++] = (t << 8) | x;
        }
      } else {
        const steps = t === ROOK ? ROOK_STEPS : t === BISHOP ? BISHOP_STEPS : KING_STEPS;
        for (const d of steps) {
          let x = s + d;
          while ((x & 0x88) === 0 && sq[x] === 0) x += d;
          if ((x & 0x88) === 0 && sq[x]! >> 3 === them) out[n++] = (t << 8) | x;
        }
      }
    }
    return n;
  }

  /** Is the side to move in check? */
  inCheck(): boolean {
    const k = this.king[this.side]!;
    return k >= 0 && this.attacked(k, this.side ^ 1);
  }

  /** Does the side to move attack the opponent's king (the opponent passed while in check)? */
  canTakeKing(): boolean {
    const k = this.king[this.side ^ 1]!;
    return k >= 0 && this.attacked(k, this.side);
  }

  // ---- Move generation -------------------------------------------------------------------------

  /**
   * Writes the legal moves of the allowed piece types into `out` from `n`; returns the new end.
   * `types` is a mask of `1 << type` bits.
   */
  generate(out: Int32Array, n: number, types: number): number {
    const sq = this.sq;
    const us = this.side, them = us ^ 1;
    const ksq = this.king[us]!;
    if (ksq < 0) return n; // our king is gone: the game is over
    const stamp = ++this.stamp;
    const pinStamp = this.pinStamp, evadeStamp = this.evadeStamp;

    if (this.exposed) n = this.kingCaptures(out, n, types, this.king[them]!);

    // Checkers and pins, from the enemy pieces' lines onto our king.
    let checkers = 0, checkSq = -1;
    const enemyPawn = them === WHITE ? PAWN : PAWN | 8;
    const pawnDir = us === WHITE ? 16 : -16;
    for (let side = -1; side <= 1; side += 2) {
      const s = ksq + pawnDir + side;
      if ((s & 0x88) === 0 && sq[s] === enemyPawn) { checkers++; checkSq = s; }
    }
    const ebase = them * LIST, eend = ebase + this.count[them]!;
    for (let i = ebase; i < eend; i++) {
      const s = this.list[i]!;
      const t = sq[s]! & 7;
      if (t === PAWN || t === KING) continue;
      const d = ksq - s + 119;
      if ((ATTACK[d]! & (1 << t)) === 0) continue;
      if (t === KNIGHT) { checkers++; checkSq = s; continue; }
      const step = STEP[d]!;
      let x = s + step, blocker = -1, blockers = 0;
      while (x !== ksq) {
        if (sq[x] !== 0) {
          if (++blockers > 1) break;
          blocker = x;
        }
        x += step;
      }
      if (blockers === 0) { checkers++; checkSq = s; }
      else if (blockers === 1 && sq[blocker]! >> 3 === us) pinStamp[blocker] = stamp;
    }
    this.checkers = checkers;

    const wantKing = (types & (1 << KING)) !== 0;
    if (wantKing) n = this.kingMoves(out, n, ksq, us, checkers === 0 && (types & ((1 << KING) | (1 << ROOK))) !== 0);
    else if (checkers === 0 && (types & (1 << ROOK)) !== 0) n = this.castles(out, n, ksq, us);
    if (checkers > 1) return n;
    const inCheck = checkers === 1;
    if (inCheck) {
      // Squares that answer the check: the checker's, and those between it and our king.
      evadeStamp[checkSq] = stamp;
      const t = sq[checkSq]! & 7;
      if (t !== KNIGHT && t !== PAWN) {
        const step = STEP[ksq - checkSq + 119]!;
        for (let x = checkSq + step; x !== ksq; x += step) evadeStamp[x] = stamp;
      }
    }
    if ((types & ~(1 << KING)) === 0) return n;

    const base = us * LIST, end = base + this.count[us]!;
    for (let i = base; i < end; i++) {
      const from = this.list[i]!;
      const p = sq[from]!;
      const t = p & 7;
      if ((types & (1 << t)) === 0 || t === KING) continue;
      const pinned = pinStamp[from] === stamp;
      const pinLine = pinned ? STEP[from - ksq + 119]! : 0;
      if (t === PAWN) {
        n = this.pawnMoves(out, n, from, us, pinned, pinLine, ksq, inCheck, stamp);
      } else if (t === KNIGHT) {
        if (pinned) continue;
        for (let k = 0; k < 8; k++) {
          const to = from + KNIGHT_STEPS[k]!;
          if (to & 0x88) continue;
          const q = sq[to]!;
          if (inCheck && evadeStamp[to] !== stamp) continue;
          if (q === 0) out[n++] = from | (to << 7);
          else if ((q >> 3) !== us && (q & 7) !== KING) out[n++] = from | (to << 7) | F_CAPTURE;
        }
      } else {
        const steps = t === BISHOP ? BISHOP_STEPS : t === ROOK ? ROOK_STEPS : KING_STEPS;
        for (let k = 0; k < steps.length; k++) {
          const step = steps[k]!;
          if (pinned && step !== pinLine && step !== -pinLine) continue;
          let to = from + step;
          while ((to & 0x88) === 0) {
            const q = sq[to]!;
            if (q === 0) {
              if (!inCheck || evadeStamp[to] === stamp) out[n++] = from | (to << 7);
            } else {
              if ((q >> 3) !== us && (q & 7) !== KING && (!inCheck || evadeStamp[to] === stamp)) out[n++] = from | (to << 7) | F_CAPTURE;
              break;
            }
            to += step;
          }
        }
      }
    }
    return n;
  }

  private pawnMoves(out: Int32Array, n: number, from: number, us: number, pinned: boolean, pinLine: number, ksq: number,
    inCheck: boolean, stamp: number): number {
    const sq = this.sq, evade = this.evadeStamp;
    const fwd = us === WHITE ? 16 : -16;
    const rank = from >> 4;
    const promotes = rank === (us === WHITE ? 6 : 1);
    let to = from + fwd;
    if (sq[to] === 0) {
      if ((!pinned || STEP[to - ksq + 119] === pinLine) && (!inCheck || evade[to] === stamp)) {
        if (promotes) n = pushPromotions(out, n, from | (to << 7));
        else out[n++] = from | (to << 7);
      }
      if (rank === (us === WHITE ? 1 : 6)) {
        const two = to + fwd;
        if (sq[two] === 0 && (!pinned || STEP[two - ksq + 119] === pinLine) && (!inCheck || evade[two] === stamp)) {
          out[n++] = from | (two << 7) | F_DOUBLE;
        }
      }
    }
    for (let side = -1; side <= 1; side += 2) {
      to = from + fwd + side;
      if (to & 0x88) continue;
      const q = sq[to]!;
      if (q !== 0) {
        if ((q >> 3) !== us && (q & 7) !== KING && (!pinned || STEP[to - ksq + 119] === pinLine) &&
          (!inCheck || evade[to] === stamp)) {
          if (promotes) n = pushPromotions(out, n, from | (to << 7) | F_CAPTURE);
          else out[n++] = from | (to << 7) | F_CAPTURE;
        }
      } else if (to === this.ep) {
        // En passant: rare and tricky (two pieces leave one rank), so test it by playing it.
        const m = from | (to << 7) | F_CAPTURE | F_EP;
        this.make(m);
        const safe = !this.attacked(this.king[us]!, us ^ 1);
        this.unmake(m);
        if (safe) out[n++] = m;
      }
    }
    return n;
  }

  private kingMoves(out: Int32Array, n: number, ksq: number, us: number, castling: boolean): number {
    const sq = this.sq, them = us ^ 1;
    const me = sq[ksq]!;
    sq[ksq] = 0; // so that sliders see through the king's old square
    for (let k = 0; k < 8; k++) {
      const to = ksq + KING_STEPS[k]!;
      if (to & 0x88) continue;
      const q = sq[to]!;
      if (q !== 0 && ((q >> 3) === us || (q & 7) === KING)) continue;
      if (this.attacked(to, them)) continue;
      out[n++] = ksq | (to << 7) | (q !== 0 ? F_CAPTURE : 0);
    }
    sq[ksq] = me;
    if (castling) n = this.castles(out, n, ksq, us);
    return n;
  }

  /** Castling (caller checked that we are not in check). */
  private castles(out: Int32Array, n: number, ksq: number, us: number): number {
    const sq = this.sq, them = us ^ 1;
    const home = us === WHITE ? 0x04 : 0x74;
    if (ksq !== home) return n;
    const k = us === WHITE ? CASTLE_WK : CASTLE_BK;
    const q = us === WHITE ? CASTLE_WQ : CASTLE_BQ;
    if (this.castle & k && sq[home + 1] === 0 && sq[home + 2] === 0 && sq[home + 3] === (ROOK | (us << 3)) &&
      !this.attacked(home + 1, them) && !this.attacked(home + 2, them)) {
      out[n++] = home | ((home + 2) << 7) | F_CASTLE;
    }
    if (this.castle & q && sq[home - 1] === 0 && sq[home - 2] === 0 && sq[home - 3] === 0 &&
      sq[home - 4] === (ROOK | (us << 3)) && !this.attacked(home - 1, them) && !this.attacked(home - 2, them)) {
      out[n++] = home | ((home - 2) << 7) | F_CASTLE;
    }
    return n;
  }

  /** Every capture of the opponent's king by an allowed piece type; pins do not matter. */
  private kingCaptures(out: Int32Array, n: number, types: number, ek: number): number {
    const sq = this.sq, us = this.side;
    const base = us * LIST, end = base + this.count[us]!;
    for (let i = base; i < end; i++) {
      const s = this.list[i]!;
      const t = sq[s]! & 7;
      if ((types & (1 << t)) === 0) continue;
      let hits = false;
      if (t === PAWN) {
        const fwd = us === WHITE ? 16 : -16;
        hits = ek === s + fwd - 1 || ek === s + fwd + 1;
      } else {
        const d = ek - s + 119;
        if (ATTACK[d]! & (1 << t)) {
          if (t === KNIGHT || t === KING) hits = true;
          else {
            const step = STEP[d]!;
            let x = s + step;
            while (x !== ek && sq[x] === 0) x += step;
            hits = x === ek;
          }
        }
      }
      if (!hits) continue;
      const m = s | (ek << 7) | F_CAPTURE;
      if (t === PAWN && (ek >> 4 === 7 || ek >> 4 === 0)) n = pushPromotions(out, n, m);
      else out[n++] = m;
    }
    return n;
  }

  // ---- Make / unmake ---------------------------------------------------------------------------

  private removeFromList(square: number, side: number): void {
    const base = side * LIST;
    const last = --this.count[side]!;
    const i = this.index[square]!;
    const moved = this.list[base + last]!;
    this.list[base + i] = moved;
    this.index[moved] = i;
  }
  private addToList(square: number, side: number): void {
    const n = this.count[side]!++;
    this.list[side * LIST + n] = square;
    this.index[square] = n;
  }

  make(m: number): void {
    const sq = this.sq;
    const ply = this.ply++;
    this.uCastle[ply] = this.castle;
    this.uEp[ply] = this.ep;
    this.uHalf[ply] = this.halfmove;
    this.uHashLo[ply] = this.hashLo;
    this.uHashHi[ply] = this.hashHi;
    this.uExposed[ply] = this.exposed ? 1 : 0;
    const us = this.side, them = us ^ 1;
    let lo = this.hashLo ^ Z_SIDE_LO, hi = this.hashHi ^ Z_SIDE_HI;
    this.ep = -1;
    if (m & PASS) {
      this.uCaptured[ply] = 0;
      const k = this.king[us]!;
      this.exposed = k >= 0 && this.attacked(k, them);
      this.side = them;
      if (us === BLACK) this.fullmove++;
      this.hashLo = lo;
      this.hashHi = hi;
      return;
    }
    const from = m & 127, to = (m >> 7) & 127;
    const p = sq[from]!;
    const t = p & 7;
    let captured = 0;
    if (m & F_EP) {
      const capSq = us === WHITE ? to - 16 : to + 16;
      captured = sq[capSq]!;
      sq[capSq] = 0;
      this.removeFromList(capSq, them);
      lo ^= Z_LO[captured * 128 + capSq]!;
      hi ^= Z_HI[captured * 128 + capSq]!;
    } else if (sq[to] !== 0) {
      captured = sq[to]!;
      this.removeFromList(to, them);
      lo ^= Z_LO[captured * 128 + to]!;
      hi ^= Z_HI[captured * 128 + to]!;
      if ((captured & 7) === KING) this.king[them] = -1;
    }
    this.uCaptured[ply] = captured;
    const placed = m & F_PROMO ? ((m >> 14) & 7) | (us << 3) : p;
    sq[from] = 0;
    sq[to] = placed;
    const idx = this.index[from]!;
    this.list[us * LIST + idx] = to;
    this.index[to] = idx;
    lo ^= Z_LO[p * 128 + from]! ^ Z_LO[placed * 128 + to]!;
    hi ^= Z_HI[p * 128 + from]! ^ Z_HI[placed * 128 + to]!;
    if (t === KING) {
      this.king[us] = to;
      if (m & F_CASTLE) {
        const rFrom = to > from ? from + 3 : from - 4;
        const rTo = to > from ? from + 1 : from - 1;
        const rook = sq[rFrom]!;
        sq[rFrom] = 0;
        sq[rTo] = rook;
        const ri = this.index[rFrom]!;
        this.list[us * LIST + ri] = rTo;
        this.index[rTo] = ri;
        lo ^= Z_LO[rook * 128 + rFrom]! ^ Z_LO[rook * 128 + rTo]!;
        hi ^= Z_HI[rook * 128 + rFrom]! ^ Z_HI[rook * 128 + rTo]!;
      }
    }
    const castle = this.castle & CASTLE_KEEP[from]! & CASTLE_KEEP[to]!;
    if (castle !== this.castle) {
      lo ^= Z_CASTLE_LO[this.castle]! ^ Z_CASTLE_LO[castle]!;
      hi ^= Z_CASTLE_HI[this.castle]! ^ Z_CASTLE_HI[castle]!;
      this.castle = castle;
    }
    if (m & F_DOUBLE) this.ep = (from + to) >> 1;
    this.exposed = false;
    this.halfmove = t === PAWN || captured !== 0 ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.side = them;
    this.hashLo = lo;
    this.hashHi = hi;
  }

  unmake(m: number): void {
    const sq = this.sq;
    const ply = --this.ply;
    const them = this.side, us = them ^ 1;
    this.side = us;
    if (us === BLACK) this.fullmove--;
    this.castle = this.uCastle[ply]!;
    this.ep = this.uEp[ply]!;
    this.halfmove = this.uHalf[ply]!;
    this.hashLo = this.uHashLo[ply]!;
    this.hashHi = this.uHashHi[ply]!;
    this.exposed = this.uExposed[ply] === 1;
    if (m & PASS) return;
    const from = m & 127, to = (m >> 7) & 127;
    const placed = sq[to]!;
    const p = m & F_PROMO ? PAWN | (us << 3) : placed;
    sq[from] = p;
    sq[to] = 0;
    const idx = this.index[to]!;
    this.list[us * LIST + idx] = from;
    this.index[from] = idx;
    const captured = this.uCaptured[ply]!;
    if (captured !== 0) {
      const capSq = m & F_EP ? (us === WHITE ? to - 16 : to + 16) : to;
      sq[capSq] = captured;
      this.addToList(capSq, them);
      if ((captured & 7) === KING) this.king[them] = capSq;
    }
    if ((p & 7) === KING) {
      this.king[us] = from;
      if (m & F_CASTLE) {
        const rFrom = to > from ? from + 3 : from - 4;
        const rTo = to > from ? from + 1 : from - 1;
        const rook = sq[rTo]!;
        sq[rTo] = 0;
        sq[rFrom] = rook;
        const ri = this.index[rTo]!;
        this.list[us * LIST + ri] = rFrom;
        this.index[rFrom] = ri;
      }
    }
  }
}

function pushPromotions(out: Int32Array, n: number, m: number): number {
  out[n] = m | (QUEEN << 14) | F_PROMO;
  out[n + 1] = m | (ROOK << 14) | F_PROMO;
  out[n + 2] = m | (BISHOP << 14) | F_PROMO;
  out[n + 3] = m | (KNIGHT << 14) | F_PROMO;
  return n + 4;
}

/** Which piece types a move counts as, for the dice: castling is both a king and a rook move. */
export function moveTypes(board: Board, m: number): number {
  if (m & PASS) return 0;
  if (m & F_CASTLE) return (1 << KING) | (1 << ROOK);
  return 1 << (board.sq[m & 127]! & 7);
}

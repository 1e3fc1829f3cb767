/**
 * Board constants and precomputed move tables for Dart 6x6 Chess.
 *
 * Squares are 0..35, `rank * 6 + file`, a1 = 0, f6 = 35. A piece is `kind | colour`;
 * darts carry no colour bit (they block both sides alike), only the thrower in bit 0.
 */

export const SIZE = 6;
export const SQUARES = 36;
/** `from` value of a throw (a dart comes from the reserve, not from a square). */
export const RESERVE = 36;

export const PAWN = 1, KNIGHT = 2, BISHOP = 3, ROOK = 4, KING = 6;
export const WHITE_BIT = 8, BLACK_BIT = 16, COLOUR_MASK = 24, KIND_MASK = 7;
/** Darts: 32 thrown by White, 33 thrown by Black. Any value >= DART is a dart. */
export const DART = 32;
export const DARTS_PER_SIDE = 3;

export const colourBit = (side: number) => (side === 0 ? WHITE_BIT : BLACK_BIT);
export const fileOf = (sq: number) => sq % SIZE;
export const rankOf = (sq: number) => (sq / SIZE) | 0;
export const squareAt = (file: number, rank: number) => rank * SIZE + file;
export const onBoard = (file: number, rank: number) => file >= 0 && file < SIZE && rank >= 0 && rank < SIZE;
export const squareName = (sq: number) => 'abcdef'[fileOf(sq)]! + String(rankOf(sq) + 1);

export function parseSquare(text: string): number {
  const m = /^([a-f])([1-6])$/.exec(text);
  if (!m) return -1;
  return squareAt(m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1);
}

/** The central 4x4 (b2-e5), the only squares a dart may be thrown onto. */
export const isDartZone = (sq: number) => {
  const f = fileOf(sq), r = rankOf(sq);
  return f >= 1 && f <= 4 && r >= 1 && r <= 4;
};
export const DART_ZONE: readonly number[] = Array.from({ length: SQUARES }, (_, i) => i).filter(isDartZone);

// Directions: 0-3 orthogonal (n, s, e, w), 4-7 diagonal (ne, nw, se, sw).
const DIRS: readonly (readonly [number, number])[] = [
  [0, 1], [0, -1], [1, 0], [-1, 0], [1, 1], [-1, 1], [1, -1], [-1, -1],
];

/** Rays: squares in direction d from sq are RAY[RAY_START[sq*8+d] .. + RAY_LEN[sq*8+d]). */
export const RAY_START = new Int16Array(SQUARES * 8);
export const RAY_LEN = new Int8Array(SQUARES * 8);
export const RAY: Int8Array = (() => {
  const out: number[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    for (let d = 0; d < 8; d++) {
      const [df, dr] = DIRS[d]!;
      RAY_START[sq * 8 + d] = out.length;
      let f = fileOf(sq) + df, r = rankOf(sq) + dr, n = 0;
      while (onBoard(f, r)) {
        out.push(squareAt(f, r));
        n++;
        f += df;
        r += dr;
      }
      RAY_LEN[sq * 8 + d] = n;
    }
  }
  return Int8Array.from(out);
})();

/**
 * Direction index (0-7) from square a to square b when they share a rank, file or
 * diagonal, else -1. Used to skip the legality test for moves that cannot uncover a slider.
 */
export const ALIGN: Int8Array = (() => {
  const t = new Int8Array(SQUARES * SQUARES).fill(-1);
  for (let a = 0; a < SQUARES; a++) {
    for (let d = 0; d < 8; d++) {
      const s = RAY_START[a * 8 + d]!;
      for (let i = 0; i < RAY_LEN[a * 8 + d]!; i++) t[a * SQUARES + RAY[s + i]!] = d;
    }
  }
  return t;
})();

/** King steps: KING_TO[KING_START[sq] .. KING_START[sq+1]). */
export const KING_START = new Int16Array(SQUARES + 1);
export const KING_TO: Int8Array = (() => {
  const out: number[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    KING_START[sq] = out.length;
    for (const [df, dr] of DIRS) {
      const f = fileOf(sq) + df, r = rankOf(sq) + dr;
      if (onBoard(f, r)) out.push(squareAt(f, r));
    }
  }
  KING_START[SQUARES] = out.length;
  return Int8Array.from(out);
})();

/**
 * Knight leaps with the two squares each leap crosses (the squares its straight line
 * passes through): for a leap of (1, 2) those are (0, 1) and (1, 1); for (2, 1) they are
 * (1, 0) and (1, 1). A dart on either blocks the leap. The crossed squares of a leap and
 * of the reverse leap are the same two squares, so one table serves moves and attacks.
 */
export const KNIGHT_START = new Int16Array(SQUARES + 1);
export const KNIGHT_CROSS_A = new Int8Array(SQUARES * 8);
export const KNIGHT_CROSS_B = new Int8Array(SQUARES * 8);
export const KNIGHT_TO: Int8Array = (() => {
  const leaps = [[1, 2], [-1, 2], [1, -2], [-1, -2], [2, 1], [2, -1], [-2, 1], [-2, -1]] as const;
  const out: number[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    KNIGHT_START[sq] = out.length;
    const f = fileOf(sq), r = rankOf(sq);
    for (const [df, dr] of leaps) {
      if (!onBoard(f + df, r + dr)) continue;
      const i = out.length;
      out.push(squareAt(f + df, r + dr));
      if (Math.abs(dr) === 2) {
        KNIGHT_CROSS_A[i] = squareAt(f, r + dr / 2);
        KNIGHT_CROSS_B[i] = squareAt(f + df, r + dr / 2);
      } else {
        KNIGHT_CROSS_A[i] = squareAt(f + df / 2, r);
        KNIGHT_CROSS_B[i] = squareAt(f + df / 2, r + dr);
      }
    }
  }
  KNIGHT_START[SQUARES] = out.length;
  return Int8Array.from(out);
})();

/**
 * Squares from which a pawn of `side` attacks sq: PAWN_FROM[side][PS[sq] .. PS[sq+1]).
 * White pawns attack up the board (towards rank 6), Black pawns down.
 */
function pawnAttackers(side: number): { start: Int16Array; from: Int8Array } {
  const start = new Int16Array(SQUARES + 1);
  const out: number[] = [];
  const back = side === 0 ? -1 : 1;
  for (let sq = 0; sq < SQUARES; sq++) {
    start[sq] = out.length;
    for (const df of [-1, 1]) {
      const f = fileOf(sq) + df, r = rankOf(sq) + back;
      if (onBoard(f, r)) out.push(squareAt(f, r));
    }
  }
  start[SQUARES] = out.length;
  return { start, from: Int8Array.from(out) };
}
export const PAWN_ATTACKERS = [pawnAttackers(0), pawnAttackers(1)] as const;

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

// Zobrist keys (two independent 32-bit halves), fixed so keys are stable across runs.
const nextKey = zobristStream(0x6a09e667);
/** Indexed by sq * 34 + piece code (codes up to 33). */
export const Z_PIECE_LO = Int32Array.from({ length: SQUARES * 34 }, nextKey);
export const Z_PIECE_HI = Int32Array.from({ length: SQUARES * 34 }, nextKey);
/** Indexed by side * 4 + darts in hand. */
export const Z_HAND_LO = Int32Array.from({ length: 8 }, nextKey);
export const Z_HAND_HI = Int32Array.from({ length: 8 }, nextKey);
export const Z_SIDE_LO = nextKey();
export const Z_SIDE_HI = nextKey();

/** Combines the two halves into one exact number (53 bits) for history comparisons. */
export const combineKey = (lo: number, hi: number) => (hi & 0x1fffff) * 4294967296 + (lo >>> 0);

// Moves are small integers: from | to << 6 | promotion kind << 12; from = RESERVE for a throw.
export const moveFrom = (m: number) => m & 63;
export const moveTo = (m: number) => (m >> 6) & 63;
export const movePromo = (m: number) => (m >> 12) & 7;
export const makeMove = (from: number, to: number, promo = 0) => from | (to << 6) | (promo << 12);

/**
 * Six Stone Chess on bitmasks. The 16 points are numbered file + 4 * (rank - 1), so A1 = 0,
 * D1 = 3, A2 = 4, ..., D4 = 15; a side's stones are a 16-bit mask. Everything the rules
 * need (neighbours, the row and column of a point, the capture test) is a table lookup,
 * because the AI and the solver call these millions of times.
 */

export const FILES = 'ABCD';
export const POINT_COUNT = 16;
export const FULL = 0xffff;

export const POINT_NAMES: readonly string[] = Array.from(
  { length: POINT_COUNT },
  (_, i) => `${FILES[i % 4]}${Math.floor(i / 4) + 1}`,
);

/** `A1`..`D4` (letters in either case) to 0..15, or -1. */
export function parsePoint(text: string): number {
  if (text.length !== 2) return -1;
  const file = FILES.indexOf(text[0]!.toUpperCase());
  const rank = text.charCodeAt(1) - 49; // '1' -> 0
  if (file < 0 || rank < 0 || rank > 3) return -1;
  return file + 4 * rank;
}

/** Orthogonal neighbours of each point, as a mask. */
export const NEIGHBOURS = new Uint16Array(POINT_COUNT);
for (let p = 0; p < POINT_COUNT; p++) {
  const f = p % 4, r = p >> 2;
  let m = 0;
  if (f > 0) m |= 1 << (p - 1);
  if (f < 3) m |= 1 << (p + 1);
  if (r > 0) m |= 1 << (p - 4);
  if (r < 3) m |= 1 << (p + 4);
  NEIGHBOURS[p] = m;
}

export function popcount16(m: number): number {
  m = m - ((m >> 1) & 0x5555);
  m = (m & 0x3333) + ((m >> 2) & 0x3333);
  m = (m + (m >> 4)) & 0x0f0f;
  return (m + (m >> 8)) & 0x1f;
}

/** Index of the lowest set bit of a non-zero mask. */
export const lowBit = (m: number): number => 31 - Math.clz32(m & -m);

// ---------------------------------------------------------------------------------------------
// The capture test. A line is a row or a column: four points in order. Its contents are read
// as two nibbles (bit j = j-th point of the line). The table gives, for the mover's nibble,
// the opponent's nibble and where the moved stone now stands on the line, the line position
// of the captured stone, or -1. See RULES.md for why only this arrangement captures.

/**
 * Ruling: after the move, the line through the moved stone holds exactly three stones in an
 * unbroken run (two of the mover's side by side, the moved one among them, and one opponent
 * stone touching that pair), and its fourth point is empty. The opponent stone is captured.
 */
export function runCaptureOnLine(mover: number, opp: number, at: number): number {
  if (!(mover >> at & 1) || popcount16(mover) !== 2 || popcount16(opp) !== 1) return -1;
  const stones = mover | opp;
  // Three stones in a run on four points: 0b0111 or 0b1110.
  if (stones !== 0b0111 && stones !== 0b1110) return -1;
  const o = lowBit(opp);
  // In a run of three, the opponent stone must be at an end (otherwise the pair is split).
  const lo = stones === 0b0111 ? 0 : 1;
  if (o !== lo && o !== lo + 2) return -1;
  return o;
}

/** [mover nibble][opp nibble][position of the moved stone] -> captured line position or -1. */
const LINE_CAPTURE = new Int8Array(16 * 16 * 4);
for (let m = 0; m < 16; m++)
  for (let o = 0; o < 16; o++)
    for (let at = 0; at < 4; at++) LINE_CAPTURE[(m << 6) | (o << 2) | at] = m & o ? -1 : runCaptureOnLine(m, o, at);

/** The nibble of a column: bits c, c+4, c+8, c+12 of a mask, packed into bits 0..3. */
export const columnNibble = (mask: number, c: number): number =>
  ((mask >> c) & 1) | ((mask >> (c + 3)) & 2) | ((mask >> (c + 6)) & 4) | ((mask >> (c + 9)) & 8);

/**
 * Stones of the opponent captured when the mover (stones `mover`, already including the moved
 * stone on `to`) has just moved onto `to` and the opponent holds `opp`. Only the row and the
 * column through `to` are examined. Returns a mask of captured points (at most two).
 */
export function capturesAfterMove(mover: number, opp: number, to: number): number {
  const f = to & 3, r = to >> 2;
  let captured = 0;
  const rowShift = r << 2;
  const inRow = LINE_CAPTURE[(((mover >> rowShift) & 15) << 6) | (((opp >> rowShift) & 15) << 2) | f]!;
  if (inRow >= 0) captured |= 1 << (rowShift + inRow);
  const inCol = LINE_CAPTURE[(columnNibble(mover, f) << 6) | (columnNibble(opp, f) << 2) | r]!;
  if (inCol >= 0) captured |= 1 << (f + 4 * inCol);
  return captured;
}

/** The start position: White on A1 B1 C1 D1 A2 D2, Black on A4 B4 C4 D4 A3 D3. */
export const START_WHITE = 0b0000_0000_1001_1111;
export const START_BLACK = 0b1111_1001_0000_0000;

/** A move packed as from | to << 4. */
export const packMove = (from: number, to: number): number => from | (to << 4);
export const moveFrom = (move: number): number => move & 15;
export const moveTo = (move: number): number => move >> 4;

/** Fills `out` with the mover's moves (packed), returns how many. At most 24. */
export function generateMoves(mover: number, opp: number, out: Uint8Array | number[]): number {
  const empty = FULL & ~(mover | opp);
  let n = 0;
  for (let rest = mover; rest; rest &= rest - 1) {
    const from = lowBit(rest);
    for (let targets = NEIGHBOURS[from]! & empty; targets; targets &= targets - 1) out[n++] = from | (lowBit(targets) << 4);
  }
  return n;
}

/** Number of legal moves of the mover. */
export function countMoves(mover: number, opp: number): number {
  const empty = FULL & ~(mover | opp);
  let n = 0;
  for (let rest = mover; rest; rest &= rest - 1) n += popcount16(NEIGHBOURS[lowBit(rest)]! & empty);
  return n;
}

/** Leaf count of the plain board game (no history-based draws), the mover to play. */
export function perftMasks(mover: number, opp: number, depth: number): number {
  if (popcount16(mover) < 2) return depth === 0 ? 1 : 0;
  if (depth === 0) return 1;
  const empty = FULL & ~(mover | opp);
  if (depth === 1) return countMoves(mover, opp);
  let total = 0;
  for (let rest = mover; rest; rest &= rest - 1) {
    const from = lowBit(rest);
    for (let targets = NEIGHBOURS[from]! & empty; targets; targets &= targets - 1) {
      const to = lowBit(targets);
      const moved = (mover & ~(1 << from)) | (1 << to);
      const left = opp & ~capturesAfterMove(moved, opp, to);
      total += perftMasks(left, moved, depth - 1);
    }
  }
  return total;
}

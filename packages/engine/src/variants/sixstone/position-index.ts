/**
 * A perfect index of Six Stone positions seen from the side to move: (mover stones, opponent
 * stones) -> 0..SIZE-1, with no gaps. The game is the same for both colours (only who starts
 * differs), so a position with Black to move is indexed exactly like the colour-swapped one
 * with White to move; the solver stores one value per index.
 *
 * Positions are grouped in classes by (mover count m, opponent count o), m in 0..6 and o in
 * 2..6 (the side that has just moved always keeps at least two stones; a mover with one or no
 * stone has lost). Inside a class: rank of the mover's set among the C(16, m) sets, times
 * C(16 - m, o), plus the rank of the opponent's set among the free points (bits squeezed out of
 * the mover's points, as a parallel bit extract would).
 *
 * Pure typed-array code, no Node APIs: it runs in a Web Worker.
 */
import * as board from './board.js';

const popcount16 = board.popcount16;

export const MAX_STONES = 6;
export const MIN_OPP = 2;

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** Colex rank of each 16-bit mask among the masks with the same number of bits. */
const RANK = new Uint16Array(1 << 16);
/** Masks of each popcount in rank order. */
const UNRANK: Uint16Array[] = [];
const POP = new Uint8Array(1 << 16);
{
  const counts = new Array<number>(17).fill(0);
  for (let m = 0; m < 1 << 16; m++) {
    const k = popcount16(m);
    POP[m] = k;
    RANK[m] = counts[k]!++;
  }
  for (let k = 0; k <= 16; k++) UNRANK.push(new Uint16Array(counts[k]!));
  for (let m = 0; m < 1 << 16; m++) UNRANK[POP[m]!]![RANK[m]!] = m;
}
// Counting masks in increasing numeric order gives each popcount's masks in increasing order;
// that is a valid (if not colex) ranking, and RANK/UNRANK agree, which is all we need.

/** Bit extract / deposit on bytes: [selector byte << 8 | value byte]. */
const PEXT8 = new Uint8Array(1 << 16);
const PDEP8 = new Uint8Array(1 << 16);
for (let sel = 0; sel < 256; sel++) {
  for (let v = 0; v < 256; v++) {
    let ext = 0, dep = 0, k = 0;
    for (let b = 0; b < 8; b++) {
      if (!(sel >> b & 1)) continue;
      if (v >> b & 1) ext |= 1 << k;
      if (v >> k & 1) dep |= 1 << b;
      k++;
    }
    PEXT8[(sel << 8) | v] = ext;
    PDEP8[(sel << 8) | v] = dep;
  }
}

/** Bits of `value` at the set positions of `selector`, packed low. */
export function pext16(value: number, selector: number): number {
  const lo = selector & 255, hi = selector >> 8;
  return PEXT8[(lo << 8) | (value & 255)]! | (PEXT8[(hi << 8) | (value >> 8)]! << POP[lo]!);
}
/** Inverse of pext16: spreads the low bits of `packed` onto the set positions of `selector`. */
export function pdep16(packed: number, selector: number): number {
  const lo = selector & 255, hi = selector >> 8;
  return PDEP8[(lo << 8) | (packed & 255)]! | (PDEP8[(hi << 8) | ((packed >> POP[lo]!) & 255)]! << 8);
}

export interface IndexClass {
  readonly mover: number;
  readonly opp: number;
  readonly start: number;
  readonly size: number;
  /** C(16 - mover, opp): positions per mover set. */
  readonly perMover: number;
}

/** Class table, indexed by mover * 7 + opp (entries with opp < 2 are unused). */
const CLASS_START = new Int32Array(7 * 7).fill(-1);
const CLASS_PER_MOVER = new Int32Array(7 * 7);
export const CLASSES: IndexClass[] = [];
let total = 0;
for (let m = 0; m <= MAX_STONES; m++) {
  for (let o = MIN_OPP; o <= MAX_STONES; o++) {
    const perMover = binomial(16 - m, o);
    const size = binomial(16, m) * perMover;
    CLASS_START[m * 7 + o] = total;
    CLASS_PER_MOVER[m * 7 + o] = perMover;
    CLASSES.push({ mover: m, opp: o, start: total, size, perMover });
    total += size;
  }
}
/** Number of indexable positions. */
export const INDEX_SIZE = total;

/** Index of (mover, opp); -1 when the counts are outside the indexed range. */
export function positionIndex(mover: number, opp: number): number {
  const m = POP[mover]!, o = POP[opp]!;
  if (m > MAX_STONES || o < MIN_OPP || o > MAX_STONES) return -1;
  const c = m * 7 + o;
  return CLASS_START[c]! + RANK[mover]! * CLASS_PER_MOVER[c]! + RANK[pext16(opp, 0xffff & ~mover)]!;
}

/** Index for a class already known (the solver's inner loops). */
export function indexInClass(mover: number, opp: number, classId: number): number {
  return CLASS_START[classId]! + RANK[mover]! * CLASS_PER_MOVER[classId]! + RANK[pext16(opp, 0xffff & ~mover)]!;
}
export const classId = (moverCount: number, oppCount: number): number => moverCount * 7 + oppCount;
export const popcount = (mask: number): number => POP[mask]!;

/** Decodes an index inside a class into [mover, opp]. */
export function decodeInClass(cls: IndexClass, index: number, out: Int32Array): void {
  const rem = index - cls.start;
  const r = Math.floor(rem / cls.perMover);
  const mover = UNRANK[cls.mover]![r]!;
  out[0] = mover;
  out[1] = pdep16(UNRANK[cls.opp]![rem - r * cls.perMover]!, 0xffff & ~mover);
}

/** Decodes any index into [mover, opp]. */
export function decodeIndex(index: number, out: Int32Array): void {
  for (const cls of CLASSES) {
    if (index < cls.start + cls.size) {
      decodeInClass(cls, index, out);
      return;
    }
  }
  throw new RangeError(`position index ${index} out of range`);
}

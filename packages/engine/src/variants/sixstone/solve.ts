/**
 * Six Stone Chess solved by retrograde analysis.
 *
 * 1. Reachability: a walk from the start over (position, side to move), kept in bitsets,
 *    finds every position that can occur in a game.
 * 2. Retrograde: positions where the side to move has lost (one stone or none left, or no
 *    move) are losses in 0. Level by level, every predecessor of a loss in k is a win in k+1;
 *    a predecessor whose every move has been shown to lead to a win for the opponent is a loss
 *    in k+1 (a per-position counter of moves not yet refuted). Predecessors are found by taking
 *    a move back, putting back the stones it may have captured, and checking that the move
 *    really captures exactly those. What is never decided is a draw: neither side can force
 *    an end, so play goes on for ever (the rules end that by repetition, see RULES.md).
 *
 * The game is symmetric left to right (A<->D) and so is the start, so only one of each mirror
 * pair is stored and searched: the canonical one, whose (mover, opponent) masks compare lower.
 * One byte per index (see position-index.ts) holds everything, so the random accesses of the
 * retrograde pass touch one array: UNREACHED, or 1..24 = moves not yet shown to lose (still
 * undecided; a draw when the pass ends), or DECIDED + d = decided in d plies from the side to
 * move's point of view (odd d: the mover wins, even d: the mover loses).
 * Pure typed arrays, no Node APIs, so it runs in a Web Worker.
 */
import type { Side } from '../../core/types.js';
import * as board from './board.js';
import * as indexing from './position-index.js';

// Local copies of the imported tables and functions: the hot loops below must not go through
// module bindings (some loaders turn those into getter calls).
const capturesAfterMove = board.capturesAfterMove, lowBit = board.lowBit;
const NEIGHBOURS = board.NEIGHBOURS, FULL = board.FULL, packMove = board.packMove;
const START_WHITE = board.START_WHITE, START_BLACK = board.START_BLACK;

/**
 * Each mask mirrored left to right (files A<->D, B<->C): the board's one symmetry that the start
 * keeps. Here rather than in board.ts, which every page with a Six Stone board loads: only the
 * solver needs it. Row by row, a row's four bits reversed.
 */
export const MIRROR = new Uint16Array(1 << 16);
{
  const REVERSED = Uint8Array.from({ length: 16 }, (_, n) => ((n & 1) << 3) | ((n & 2) << 1) | ((n & 4) >> 1) | ((n & 8) >> 3));
  for (let m = 0; m < 1 << 16; m++) {
    MIRROR[m] = REVERSED[m & 15]! | (REVERSED[(m >> 4) & 15]! << 4) | (REVERSED[(m >> 8) & 15]! << 8) | (REVERSED[m >> 12]! << 12);
  }
}
type IndexClass = indexing.IndexClass;
const CLASSES = indexing.CLASSES, decodeInClass = indexing.decodeInClass, INDEX_SIZE = indexing.INDEX_SIZE;
const indexInClass = indexing.indexInClass, MAX_STONES = indexing.MAX_STONES, positionIndex = indexing.positionIndex;

export type SolvedResult = 'win' | 'loss' | 'draw';

export interface SolvedValue {
  /** From the point of view of the side to move. */
  readonly result: SolvedResult;
  /** Plies to the end with best play (the winner hurries, the loser delays); 0 for a draw. */
  readonly distance: number;
}

/** What the solver needs to know of a position. */
export interface SolverPosition {
  readonly white: number;
  readonly black: number;
  readonly toMove: Side;
}

export interface SolveStats {
  /** Reachable (position, side to move) pairs, the start and finished positions included. */
  readonly reachable: number;
  /** Reachable positions counted once per colour-swapped pair (what the table stores). */
  readonly reachableIndexed: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Longest forced end among reachable positions, in plies. */
  readonly maxDistance: number;
  /** Bytes held by the typed arrays while solving (peak). */
  readonly bytes: number;
  readonly millis: { readonly reach: number; readonly retro: number };
}

export interface SolveTable {
  readonly stats: SolveStats;
  /** Value of a reachable position; throws RangeError for one the start cannot reach. */
  value(state: SolverPosition): SolvedValue;
  /** Is the position reachable from the start (either colour to move)? */
  reachable(state: SolverPosition): boolean;
  /** The moves (packed from | to << 4, the variant's actions) that keep the best value. */
  bestActions(state: SolverPosition): number[];
  /** Value after a move, from the point of view of the side that moves next. */
  valueAfter(state: SolverPosition, move: number): SolvedValue;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

const UNREACHED = 127;
const DECIDED = 128;
const MAX_DISTANCE = 255 - DECIDED;

export interface SolveOptions {
  /**
   * Solve what is reachable from this position (or its mirror image: the table keeps mirror
   * pairs together) instead of the start (tests, puzzles). The start is its own mirror image.
   */
  readonly from?: SolverPosition;
  /** Told each phase as it finishes. */
  readonly onProgress?: (phase: string) => void;
}

/** Solves the whole game (a few seconds; meant for a Worker or the CLI). */
export function solve(options: SolveOptions = {}): SolveTable {
  const steps = solveSteps(options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The same solve, in slices of about `sliceMs` milliseconds with `pause()` awaited between them
 * (default: a macrotask), so that a Worker can answer messages while it fills the table.
 */
export async function solveInSlices(options: SolveOptions & { readonly sliceMs?: number; readonly pause?: () => Promise<void> } = {}): Promise<SolveTable> {
  const sliceMs = options.sliceMs ?? 40;
  const pause = options.pause ?? (() => new Promise<void>((r) => setTimeout(r, 0)));
  const steps = solveSteps(options);
  let since = now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (now() - since >= sliceMs) {
      await pause();
      since = now();
    }
  }
}

/**
 * The solve as a sequence of steps (a pass of the reachability walk over one group of classes,
 * or one retrograde level); the hot loops run inside the steps, not in this generator.
 */
function* solveSteps(options: SolveOptions): Generator<void, SolveTable, void> {
  const t0 = now();
  const cell = new Uint8Array(INDEX_SIZE).fill(UNREACHED);
  const level0 = new Int32Array((INDEX_SIZE >> 5) + 1);
  const start = options.from ?? { white: START_WHITE, black: START_BLACK, toMove: 'white' as const };
  const startIndex = indexOf(start);
  if (startIndex < 0) throw new RangeError('the start position has more than six stones a side or a finished opponent');
  const walk = reachWalk(cell, level0, startIndex, start.toMove === 'white' ? 1 : 2);
  while (walk.pass()) yield;
  const reach = walk.count();
  const tReach = now();
  options.onProgress?.(`reachable positions: ${reach.reachable}`);
  const retro = retrogradeLevels(cell, level0);
  while (retro.level()) yield;
  const retroBytes = retro.bytes;
  const tRetro = now();

  // Each stored position stands for itself and its mirror image: count both, then take back
  // one for each position that is its own mirror image.
  let wins = 0, losses = 0, draws = 0, maxDistance = 0;
  const tally = (i: number, weight: number): void => {
    const c = cell[i]!;
    if (c === UNREACHED) return;
    if (c < DECIDED) draws += weight;
    else {
      const d = c - DECIDED;
      if (d & 1) wins += weight;
      else losses += weight;
      if (d > maxDistance) maxDistance = d;
    }
  };
  for (let i = 0; i < INDEX_SIZE; i++) if (cell[i] !== UNREACHED) tally(i, 2);
  forEachSymmetric((i) => tally(i, -1));
  options.onProgress?.('solved');

  const valueAt = (i: number): SolvedValue => {
    const c = cell[i]!;
    if (c === UNREACHED) throw new RangeError('position not reachable from the start');
    if (c < DECIDED) return { result: 'draw', distance: 0 };
    const d = c - DECIDED;
    return { result: d & 1 ? 'win' : 'loss', distance: d };
  };
  const table: SolveTable = {
    stats: {
      reachable: reach.reachable,
      reachableIndexed: reach.reachableIndexed,
      wins,
      losses,
      draws,
      maxDistance,
      bytes: cell.byteLength + level0.byteLength + Math.max(reach.bytes, retroBytes),
      millis: { reach: tReach - t0, retro: tRetro - tReach },
    },
    reachable(state) {
      const i = indexOf(state);
      return i >= 0 && cell[i] !== UNREACHED;
    },
    value(state) {
      const i = indexOf(state);
      if (i < 0) throw new RangeError('not a position of the game');
      return valueAt(i);
    },
    bestActions(state) {
      const own = state.toMove === 'white' ? state.white : state.black;
      const their = state.toMove === 'white' ? state.black : state.white;
      const here = table.value(state);
      const out: number[] = [];
      const empty = FULL & ~(own | their);
      for (let rest = own; rest; rest &= rest - 1) {
        const from = lowBit(rest);
        for (let t = NEIGHBOURS[from]! & empty; t; t &= t - 1) {
          const move = packMove(from, lowBit(t));
          if (keeps(here, table.valueAfter(state, move))) out.push(move);
        }
      }
      return out;
    },
    valueAfter(state, move) {
      const own = state.toMove === 'white' ? state.white : state.black;
      const their = state.toMove === 'white' ? state.black : state.white;
      const from = move & 15, to = move >> 4;
      const moved = (own & ~(1 << from)) | (1 << to);
      const left = their & ~capturesAfterMove(moved, their, to);
      return valueAt(canonicalIndex(left, moved));
    },
  };
  return table;
}

function indexOf(state: SolverPosition): number {
  const own = state.toMove === 'white' ? state.white : state.black;
  const their = state.toMove === 'white' ? state.black : state.white;
  return canonicalIndex(own, their);
}

/** Index of the canonical one of (mover, opp) and its mirror image. */
function canonicalIndex(mover: number, opp: number): number {
  const mm = MIRROR[mover]!, mo = MIRROR[opp]!;
  return mm < mover || (mm === mover && mo < opp) ? positionIndex(mm, mo) : positionIndex(mover, opp);
}

/** Calls fn(index) for every position that is its own mirror image (a few thousand). */
function forEachSymmetric(fn: (index: number) => void): void {
  const halves = [0b0000, 0b1001, 0b0110, 0b1111];
  const masks: number[] = [];
  for (let k = 0; k < 256; k++) masks.push(halves[k & 3]! | (halves[(k >> 2) & 3]! << 4) | (halves[(k >> 4) & 3]! << 8) | (halves[k >> 6]! << 12));
  for (const mover of masks)
    for (const opp of masks) if ((mover & opp) === 0) {
      const i = positionIndex(mover, opp);
      if (i >= 0) fn(i);
    }
}

/** Does a move to `after` (opponent's view) keep the value `here` (mover's view)? */
function keeps(here: SolvedValue, after: SolvedValue): boolean {
  if (here.result === 'win') return after.result === 'loss' && after.distance === here.distance - 1;
  if (here.result === 'draw') return after.result === 'draw';
  return after.result === 'win' && after.distance === here.distance - 1;
}

/**
 * Marks every position reachable from the start. A position is kept once for both colours,
 * with a two-bit mask of the sides that can be to move in it (bit 0 White, bit 1 Black); it
 * is (re)expanded whenever its mask grows, until nothing changes. Captures only lead to
 * positions with fewer stones, so groups of classes are finished from the most stones down;
 * `pass()` runs one pass over the current group (a step of the solve). On first reaching a position this also sets up the retrograde pass: its move count, or a
 * loss in 0 (no move, or one stone or none left) marked in `level0`.
 */
function reachWalk(
  cell: Uint8Array,
  level0: Int32Array,
  startIndex: number,
  startSides: number,
): { pass(): boolean; count(): { reachable: number; reachableIndexed: number; bytes: number } } {
  const sides = new Int32Array((INDEX_SIZE >> 4) + 1); // two bits per index
  const dirty = new Int32Array((INDEX_SIZE >> 5) + 1);
  const decoded = new Int32Array(2);
  sides[startIndex >> 4]! |= startSides << ((startIndex & 15) << 1);
  dirty[startIndex >> 5]! |= 1 << (startIndex & 31);
  const order = [...CLASSES].sort((a, b) => b.mover + b.opp - (a.mover + a.opp) || b.mover - a.mover);
  const groups: IndexClass[][] = [];
  for (let c = 0; c < order.length; ) {
    const total = order[c]!.mover + order[c]!.opp;
    let d = c;
    while (d < order.length && order[d]!.mover + order[d]!.opp === total) d++;
    groups.push(order.slice(c, d));
    c = d;
  }
  let g = 0;
  /** One pass over the current group's classes; false once every group is finished. */
  const pass = (): boolean => {
    while (g < groups.length) {
      if (passOver(groups[g]!)) return true;
      g++; // nothing changed: the group is finished
    }
    return false;
  };
  /** Expands every dirty position of the group once; true if any was. */
  const passOver = (group: IndexClass[]): boolean => {
    let changed = false;
    for (const cls of group) {
      const lo = cls.start, hi = cls.start + cls.size;
      const firstWord = lo >> 5, lastWord = (hi - 1) >> 5;
      const m = cls.mover, o = cls.opp;
      const quietClass = o * 7 + m; // the child's class when nothing is captured
      for (let w = firstWord; w <= lastWord; w++) {
        let word = dirty[w]!;
        if (word === 0) continue;
        if (w === firstWord) word &= -1 << (lo & 31);
        if (w === lastWord && (hi & 31) !== 0) word &= (1 << (hi & 31)) - 1;
        if (word === 0) continue;
        dirty[w]! &= ~word; // children found below may set bits again
        changed = true;
        while (word !== 0) {
          const i = (w << 5) | (31 - Math.clz32(word & -word));
          word &= word - 1;
          const first = cell[i] === UNREACHED;
          if (m < 2) {
            if (first) {
              cell[i] = DECIDED;
              level0[i >> 5]! |= 1 << (i & 31);
            }
            continue;
          }
          const mine = (sides[i >> 4]! >>> ((i & 15) << 1)) & 3;
          const childSides = ((mine & 1) << 1) | (mine >> 1); // the other side moves next
          decodeInClass(cls, i, decoded);
          const mover = decoded[0]!, opp = decoded[1]!;
          const empty = FULL & ~(mover | opp);
          let moves = 0;
          for (let rest = mover; rest; rest &= rest - 1) {
            const from = 31 - Math.clz32(rest & -rest);
            for (let targets = NEIGHBOURS[from]! & empty; targets; targets &= targets - 1) {
              const to = 31 - Math.clz32(targets & -targets);
              moves++;
              const moved = (mover & ~(1 << from)) | (1 << to);
              const taken = capturesAfterMove(moved, opp, to);
              let cm = opp & ~taken, co = moved;
              const mm = MIRROR[cm]!, mo = MIRROR[co]!;
              if (mm < cm || (mm === cm && mo < co)) {
                cm = mm;
                co = mo;
              }
              const child =
                taken === 0
                  ? indexInClass(cm, co, quietClass)
                  : indexInClass(cm, co, quietClass - 7 * ((taken & (taken - 1)) === 0 ? 1 : 2));
              const shift = (child & 15) << 1;
              if ((childSides & ~(sides[child >> 4]! >>> shift)) !== 0) {
                sides[child >> 4]! |= childSides << shift;
                dirty[child >> 5]! |= 1 << (child & 31);
              }
            }
          }
          if (first) {
            if (moves === 0) {
              cell[i] = DECIDED;
              level0[i >> 5]! |= 1 << (i & 31);
            } else cell[i] = moves;
          }
        }
      }
    }
    return changed;
  };
  const count = () => {
    let reachable = 0, reachableIndexed = 0;
    const add = (i: number, weight: number): void => {
      const s = (sides[i >> 4]! >>> ((i & 15) << 1)) & 3;
      if (s !== 0) {
        reachableIndexed += weight;
        reachable += weight * (s === 3 ? 2 : 1);
      }
    };
    for (let w = 0; w < sides.length; w++) {
      if (sides[w] === 0) continue;
      for (let i = w << 4, end = Math.min(INDEX_SIZE, i + 16); i < end; i++) add(i, 2);
    }
    forEachSymmetric((i) => add(i, -1));
    return { reachable, reachableIndexed, bytes: sides.byteLength + dirty.byteLength };
  };
  return { pass, count };
}

/**
 * Level k holds the positions decided in exactly k plies: losses for the side to move when
 * k is even, wins when odd. Taking back each move into them gives level k + 1, one level a
 * call of `level()`; `bytes` is what it allocates.
 */
function retrogradeLevels(cell: Uint8Array, level0: Int32Array): { level(): boolean; readonly bytes: number } {
  let level: Int32Array = level0;
  let levelNext: Int32Array = new Int32Array(level0.length);
  const decoded = new Int32Array(2);
  const singles = new Int32Array(8), doubles = new Int32Array(8);
  let lossesNow = true, stored = DECIDED + 1;
  // One predecessor q of a position just decided: a loss makes q a win now; a win removes
  // one of q's moves, and q is lost once none is left.
  // With mirror pairs stored once: a predecessor (qm, qo) of the canonical position just
  // decided is looked up in canonical form. Counting moves needs care: when the decided
  // position is its own mirror image, a non-canonical predecessor's moves are already counted
  // through its canonical twin (skip it); otherwise a predecessor that is its own mirror image
  // also has as many moves into the decided position's mirror twin, never enumerated (count 2).
  let decidedSymmetric = false;
  const visit = (qm: number, qo: number, cid: number): void => {
    const mm = MIRROR[qm]!, mo = MIRROR[qo]!;
    let weight = 1;
    if (mm < qm || (mm === qm && mo < qo)) {
      if (!lossesNow && decidedSymmetric) return;
      qm = mm;
      qo = mo;
    } else if (mm === qm && mo === qo && !decidedSymmetric) weight = 2;
    const q = indexInClass(qm, qo, cid);
    const c = cell[q]!;
    if (c >= UNREACHED) return; // decided already, or unreachable
    if (lossesNow || c <= weight) {
      cell[q] = stored;
      levelNext[q >> 5]! |= 1 << (q & 31);
    } else cell[q] = c - weight;
  };
  let k = 0;
  /** Takes back every move into level k, making level k + 1; false once a level is empty. */
  const runLevel = (): boolean => {
    if (k + 1 > MAX_DISTANCE) throw new RangeError(`distance table overflow: more than ${MAX_DISTANCE} plies`);
    let found = false;
    lossesNow = (k & 1) === 0;
    stored = DECIDED + k + 1;
    const current = level;
    for (const cls of CLASSES) {
      const lo = cls.start, hi = cls.start + cls.size;
      const firstWord = lo >> 5, lastWord = (hi - 1) >> 5;
      const moverCount = cls.mover, prevBase = cls.opp * 7;
      const quiet = moverCount >= 2, one = moverCount + 1 <= MAX_STONES && moverCount >= 1, two = moverCount + 2 <= MAX_STONES;
      for (let w = firstWord; w <= lastWord; w++) {
        let word = current[w]!;
        if (word === 0) continue;
        if (w === firstWord) word &= -1 << (lo & 31);
        if (w === lastWord && (hi & 31) !== 0) word &= (1 << (hi & 31)) - 1;
        while (word !== 0) {
          const i = (w << 5) | (31 - Math.clz32(word & -word));
          word &= word - 1;
          found = true;
          decodeInClass(cls, i, decoded);
          const mover = decoded[0]!, opp = decoded[1]!;
          decidedSymmetric = MIRROR[mover] === mover && MIRROR[opp] === opp;
          const empty = FULL & ~(mover | opp);
          // Take back each move of the opponent: its stone on `to` came from an empty
          // neighbour, and it may have captured one of our stones on the row of `to`, one on
          // its column, or both (each the only one of ours on its line).
          for (let rest = opp; rest; rest &= rest - 1) {
            const to = 31 - Math.clz32(rest & -rest);
            const sources = NEIGHBOURS[to]! & empty;
            if (sources === 0) continue;
            const rowMask = 0xf << (to & 12), colMask = 0x1111 << (to & 3);
            const rowSpots = (mover & rowMask) === 0 ? empty & rowMask : 0;
            const colSpots = (mover & colMask) === 0 ? empty & colMask : 0;
            const noCapture = quiet && capturesAfterMove(opp, mover, to) === 0;
            let ns = 0, nd = 0;
            if (one) {
              for (let a = rowSpots | colSpots; a; a &= a - 1) {
                const u = a & -a;
                if (capturesAfterMove(opp, mover | u, to) === u) singles[ns++] = u;
              }
            }
            if (two) {
              for (let a = rowSpots; a; a &= a - 1) {
                for (let b = colSpots; b; b &= b - 1) {
                  const u = (a & -a) | (b & -b);
                  if (capturesAfterMove(opp, mover | u, to) === u) doubles[nd++] = u;
                }
              }
            }
            if (!noCapture && ns === 0 && nd === 0) continue;
            for (let src = sources; src; src &= src - 1) {
              const fromBit = src & -src;
              const before = (opp & ~(1 << to)) | fromBit;
              if (noCapture) visit(before, mover, prevBase + moverCount);
              for (let j = 0; j < ns; j++) {
                const u = singles[j]!;
                if ((u & fromBit) === 0) visit(before, mover | u, prevBase + moverCount + 1);
              }
              for (let j = 0; j < nd; j++) {
                const u = doubles[j]!;
                if ((u & fromBit) === 0) visit(before, mover | u, prevBase + moverCount + 2);
              }
            }
          }
        }
      }
    }
    if (!found) return false;
    const t = level;
    level = levelNext;
    levelNext = t;
    levelNext.fill(0);
    k++;
    return true;
  };
  return { level: runLevel, bytes: levelNext.byteLength };
}

/**
 * Six Stone Chess solved by retrograde analysis.
 *
 * 1. Reachability: a breadth-first walk from the start over (position, side to move), kept
 *    in bitsets, finds every position that can occur in a game.
 * 2. Retrograde: positions where the side to move has lost (one stone or none left, or no
 *    move) are losses in 0. Level by level, every predecessor of a loss in k is a win in k+1;
 *    a predecessor whose every move has been shown to lead to a win for the opponent is a loss
 *    in k+1 (a per-position counter of moves not yet refuted). Predecessors are found by taking
 *    a move back, putting back the stones it may have captured, and checking that the move
 *    really captures exactly those. What is never decided is a draw: neither side can force
 *    an end, so play goes on for ever (the rules end that by repetition, see RULES.md).
 *
 * Values are stored from the side to move's point of view, one byte per index (see
 * position-index.ts): 0 = draw, d + 1 = decided in d plies (odd d: the mover wins, even d: the
 * mover loses). Pure typed arrays, no Node APIs, so it runs in a Web Worker.
 */
import type { Side } from '../../core/types.js';
import * as board from './board.js';
import * as indexing from './position-index.js';

// Local copies of the imported tables and functions: the hot loops below must not go through
// module bindings (some loaders turn those into getter calls).
const capturesAfterMove = board.capturesAfterMove, countMoves = board.countMoves, lowBit = board.lowBit;
const NEIGHBOURS = board.NEIGHBOURS, FULL = board.FULL, packMove = board.packMove;
const START_WHITE = board.START_WHITE, START_BLACK = board.START_BLACK;
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
  /** Reachable (position, side to move) pairs, finished positions included. */
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
  /** The moves (packed from | to << 4) that keep the best value, in generation order. */
  bestMoves(state: SolverPosition): number[];
  /** Value after a move, from the point of view of the side that moves next. */
  valueAfter(state: SolverPosition, move: number): SolvedValue;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

// Bitset helpers over Int32Array words.
const has = (bits: Int32Array, i: number): boolean => (bits[i >> 5]! >>> (i & 31) & 1) === 1;

const UNREACHED = 255;

/**
 * Solves the whole game. Takes a few seconds; meant for a Worker or the CLI.
 * `onProgress` is told each phase as it finishes.
 */
export function solve(onProgress?: (phase: string) => void): SolveTable {
  const t0 = now();
  const N = INDEX_SIZE;
  // dist: UNREACHED, or 0 = undecided (a draw at the end), or plies + 1.
  const dist = new Uint8Array(N).fill(UNREACHED);
  const counter = new Uint8Array(N);
  const levels = new Int32Array(2 * ((N >> 5) + 1));
  const { reachable, reachableIndexed, bytes } = findReachable(dist, counter, levels);
  const tReach = now();
  onProgress?.(`reachable positions: ${reachable}`);
  retrograde(dist, counter, levels);
  const tRetro = now();

  let wins = 0, losses = 0, draws = 0, maxDistance = 0;
  for (let i = 0; i < N; i++) {
    const d = dist[i]!;
    if (d === UNREACHED) continue;
    if (d === 0) draws++;
    else {
      if ((d - 1) & 1) wins++;
      else losses++;
      if (d - 1 > maxDistance) maxDistance = d - 1;
    }
  }
  onProgress?.('solved');

  const table: SolveTable = {
    stats: {
      reachable,
      reachableIndexed,
      wins,
      losses,
      draws,
      maxDistance,
      bytes: bytes + dist.byteLength + counter.byteLength + levels.byteLength,
      millis: { reach: tReach - t0, retro: tRetro - tReach },
    },
    reachable(state) {
      const i = indexOf(state);
      return i >= 0 && dist[i] !== UNREACHED;
    },
    value(state) {
      const i = indexOf(state);
      if (i < 0 || dist[i] === UNREACHED) throw new RangeError('position not reachable from the start');
      return decodeValue(dist[i]!);
    },
    bestMoves(state) {
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
      return decodeValue(dist[positionIndex(left, moved)]!);
    },
  };
  return table;
}

/**
 * Marks every position reachable from the start. A position is kept once for both colours,
 * with a two-bit mask of the sides that can be to move in it (bit 0 White, bit 1 Black);
 * a position is (re)expanded whenever its mask grows, until nothing changes. Captures only
 * lead to positions with fewer stones, so class pairs are finished from the most stones
 * down. On first reaching a position this also sets up the retrograde pass: its move count,
 * or a loss in 0 (no move, or one stone or none left) in the level-0 bitset.
 */
function findReachable(
  dist: Uint8Array,
  counter: Uint8Array,
  levels: Int32Array,
): { reachable: number; reachableIndexed: number; bytes: number } {
  const sides = new Int32Array((INDEX_SIZE >> 4) + 1); // two bits per index
  const dirty = new Int32Array((INDEX_SIZE >> 5) + 1);
  const level0 = levels; // the first half of `levels` is level 0
  const decoded = new Int32Array(2);
  const start = positionIndex(START_WHITE, START_BLACK);
  sides[start >> 4]! |= 1 << ((start & 15) << 1);
  dirty[start >> 5]! |= 1 << (start & 31);
  // Class pairs from the most stones to the fewest.
  const order = [...CLASSES].sort((a, b) => b.mover + b.opp - (a.mover + a.opp) || b.mover - a.mover);
  for (let c = 0; c < order.length; ) {
    const total = order[c]!.mover + order[c]!.opp;
    let d = c;
    while (d < order.length && order[d]!.mover + order[d]!.opp === total) d++;
    const group = order.slice(c, d);
    c = d;
    for (let changed = true; changed; ) {
      changed = false;
      for (const cls of group) {
        const lo = cls.start, hi = cls.start + cls.size;
        const firstWord = lo >> 5, lastWord = (hi - 1) >> 5;
        for (let w = firstWord; w <= lastWord; w++) {
          let word = dirty[w]!;
          if (word === 0) continue;
          if (w === firstWord) word &= -1 << (lo & 31);
          if (w === lastWord && (hi & 31) !== 0) word &= (1 << (hi & 31)) - 1;
          if (word === 0) continue;
          dirty[w]! &= ~word; // children found below may set bits again
          while (word !== 0) {
            const i = (w << 5) | (31 - Math.clz32(word & -word));
            word &= word - 1;
            changed = true;
            const first = dist[i] === UNREACHED;
            if (cls.mover < 2) {
              if (first) {
                dist[i] = 1;
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
                const child = positionIndex(opp & ~capturesAfterMove(moved, opp, to), moved);
                const shift = (child & 15) << 1;
                const have = sides[child >> 4]! >>> shift & 3;
                if ((childSides & ~have) !== 0) {
                  sides[child >> 4]! |= childSides << shift;
                  dirty[child >> 5]! |= 1 << (child & 31);
                }
              }
            }
            if (first) {
              if (moves === 0) {
                dist[i] = 1;
                level0[i >> 5]! |= 1 << (i & 31);
              } else {
                dist[i] = 0;
                counter[i] = moves;
              }
            }
          }
        }
      }
    }
  }
  let reachable = 0, reachableIndexed = 0;
  for (let i = 0; i < INDEX_SIZE; i++) {
    const s = (sides[i >> 4]! >>> ((i & 15) << 1)) & 3;
    if (s !== 0) {
      reachableIndexed++;
      reachable += s === 3 ? 2 : 1;
    }
  }
  return { reachable, reachableIndexed, bytes: sides.byteLength + dirty.byteLength };
}

/**
 * Level k holds the positions decided in exactly k plies: losses for the side to move when
 * k is even, wins when odd. Taking back each move into them gives level k + 1.
 */
function retrograde(dist: Uint8Array, counter: Uint8Array, levels: Int32Array): void {
  const words = (INDEX_SIZE >> 5) + 1;
  let level = new Int32Array(levels.buffer, levels.byteOffset, words);
  let levelNext = new Int32Array(levels.buffer, levels.byteOffset + words * 4, words);
  const decoded = new Int32Array(2);
  for (let k = 0; ; k++) {
    if (k + 2 >= UNREACHED) throw new RangeError('distance table overflow: more than 253 plies');
    let found = false;
    const lossesNow = (k & 1) === 0;
    const stored = k + 2;
    for (const cls of CLASSES) {
      const lo = cls.start, hi = cls.start + cls.size;
      const firstWord = lo >> 5, lastWord = (hi - 1) >> 5;
      const moverCount = cls.mover, prevClassBase = cls.opp * 7;
      for (let w = firstWord; w <= lastWord; w++) {
        let word = level[w]!;
        while (word !== 0) {
          const i = (w << 5) | (31 - Math.clz32(word & -word));
          word &= word - 1;
          if (i < lo || i >= hi) continue;
          found = true;
          decodeInClass(cls, i, decoded);
          const mover = decoded[0]!, opp = decoded[1]!;
          const empty = FULL & ~(mover | opp);
          // Take back each move of the opponent: its stone on `to` came from `from`, and it
          // may have captured one of our stones on the row of `to`, one on its column, or both.
          for (let rest = opp; rest; rest &= rest - 1) {
            const to = 31 - Math.clz32(rest & -rest);
            const rowMask = 0xf << (to & 12), colMask = 0x1111 << (to & 3);
            // A captured stone was the mover's only stone on its line.
            const rowOpen = (mover & rowMask) === 0, colOpen = (mover & colMask) === 0;
            for (let sources = NEIGHBOURS[to]! & empty; sources; sources &= sources - 1) {
              const fromBit = sources & -sources;
              const before = (opp & ~(1 << to)) | fromBit;
              const spots = empty & ~fromBit;
              const rowSpots = rowOpen ? spots & rowMask : 0, colSpots = colOpen ? spots & colMask : 0;
              if (moverCount >= 2 && capturesAfterMove(opp, mover, to) === 0) {
                const q = indexInClass(before, mover, prevClassBase + moverCount);
                const dq = dist[q]!;
                if (dq === 0 && (lossesNow || --counter[q]! === 0)) {
                  dist[q] = stored;
                  levelNext[q >> 5]! |= 1 << (q & 31);
                }
              }
              if (moverCount + 1 > MAX_STONES || (rowSpots | colSpots) === 0) continue;
              for (let a = rowSpots | colSpots; a; a &= a - 1) {
                const u = a & -a;
                if (moverCount + 1 < 2 || capturesAfterMove(opp, mover | u, to) !== u) continue;
                const q = indexInClass(before, mover | u, prevClassBase + moverCount + 1);
                if (dist[q] === 0 && (lossesNow || --counter[q]! === 0)) {
                  dist[q] = stored;
                  levelNext[q >> 5]! |= 1 << (q & 31);
                }
              }
              if (moverCount + 2 > MAX_STONES) continue;
              for (let a = rowSpots; a; a &= a - 1) {
                for (let b = colSpots; b; b &= b - 1) {
                  const u = (a & -a) | (b & -b);
                  if (capturesAfterMove(opp, mover | u, to) !== u) continue;
                  const q = indexInClass(before, mover | u, prevClassBase + moverCount + 2);
                  if (dist[q] === 0 && (lossesNow || --counter[q]! === 0)) {
                    dist[q] = stored;
                    levelNext[q >> 5]! |= 1 << (q & 31);
                  }
                }
              }
            }
          }
        }
      }
    }
    if (!found) return;
    const t = level;
    level = levelNext;
    levelNext = t;
    levelNext.fill(0);
  }
}

function indexOf(state: SolverPosition): number {
  const own = state.toMove === 'white' ? state.white : state.black;
  const their = state.toMove === 'white' ? state.black : state.white;
  return positionIndex(own, their);
}

function decodeValue(stored: number): SolvedValue {
  if (stored === 0) return { result: 'draw', distance: 0 };
  const d = stored - 1;
  return { result: d & 1 ? 'win' : 'loss', distance: d };
}

/** Does a move to `after` (opponent's view) keep the value `here` (mover's view)? */
function keeps(here: SolvedValue, after: SolvedValue): boolean {
  if (here.result === 'win') return after.result === 'loss' && after.distance === here.distance - 1;
  if (here.result === 'draw') return after.result === 'draw';
  return after.result === 'win' && after.distance === here.distance - 1;
}


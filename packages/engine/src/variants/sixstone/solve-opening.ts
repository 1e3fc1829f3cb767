/**
 * Six Stone Chess near the start, ready at once: the whole-game table's values of every position
 * reachable within OPENING_PLIES plies of the start, shipped as data (solve-opening-data.ts), so
 * that analysis answers the first moves at once while the whole table is built in the background.
 *
 * The data holds no positions, only values: both sides list the same positions the same way
 * (a walk from the start, each position as the canonical one of its mirror pair, seen from the
 * side to move as the solver's index sees it, sorted by key), and the data has one character per
 * position in that order. A character is a draw, or a distance in plies (odd: the side to move
 * wins, even: it loses). Values are exactly the whole solve's: solve-opening-build.ts writes
 * them from it, and test/sixstone-opening.test.ts compares every one with a fresh whole solve.
 */
import type { SolvedValue } from './solve.js';
import * as board from './board.js';
import { MIRROR } from './solve.js';

const { NEIGHBOURS, FULL, START_WHITE, START_BLACK, capturesAfterMove, lowBit, popcount16 } = board;

/** One character per value: index 0 is a draw, index d + 1 a decision in d plies. */
export const OPENING_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_';

/** A position seen from the side to move, mirror pairs folded: mover + opponent * 65536. */
export function canonicalKey(mover: number, opp: number): number {
  const mm = MIRROR[mover]!, mo = MIRROR[opp]!;
  return mm < mover || (mm === mover && mo < opp) ? mm + mo * 65536 : mover + opp * 65536;
}

/**
 * Keys of the positions reachable from the start within `plies` plies, sorted. Finished
 * positions (one stone or none left, or no move) are listed and not walked on.
 */
export function openingKeys(plies: number): Float64Array {
  let frontier = [canonicalKey(START_WHITE, START_BLACK)];
  const seen = new Set<number>(frontier);
  for (let ply = 1; ply <= plies; ply++) {
    const next: number[] = [];
    for (const key of frontier) {
      const mover = key % 65536, opp = (key - mover) / 65536;
      if (popcount16(mover) < 2) continue;
      const empty = FULL & ~(mover | opp);
      for (let rest = mover; rest; rest &= rest - 1) {
        const from = lowBit(rest);
        for (let targets = NEIGHBOURS[from]! & empty; targets; targets &= targets - 1) {
          const to = lowBit(targets);
          const moved = (mover & ~(1 << from)) | (1 << to);
          const child = canonicalKey(opp & ~capturesAfterMove(moved, opp, to), moved);
          if (!seen.has(child)) {
            seen.add(child);
            next.push(child);
          }
        }
      }
    }
    frontier = next;
  }
  return Float64Array.from(seen).sort();
}

/** Encodes values, one per key of `keys`, from a function that values (mover, opponent). */
export function encodeOpening(keys: Float64Array, valueOf: (mover: number, opp: number) => SolvedValue): string {
  let out = '';
  for (const key of keys) {
    const mover = key % 65536, opp = (key - mover) / 65536;
    const v = valueOf(mover, opp);
    const d = v.distance;
    if (v.result !== 'draw' && (d < 0 || (d & 1) !== (v.result === 'win' ? 1 : 0))) throw new RangeError(`a ${v.result} in ${d} plies`);
    if (d + 1 >= OPENING_ALPHABET.length) throw new RangeError(`distance ${d} is beyond the opening table's alphabet`);
    out += OPENING_ALPHABET[v.result === 'draw' ? 0 : d + 1];
  }
  return out;
}

/** What the opening table needs of a position. */
export interface OpeningPosition {
  readonly white: number;
  readonly black: number;
  readonly toMove: 'white' | 'black';
}

export interface OpeningTable {
  /** Positions covered. */
  readonly size: number;
  /** The value for the side to move; null for a position the table does not hold. */
  value(state: OpeningPosition): SolvedValue | null;
}

/** The table from its data: the walk is redone (a few milliseconds) to know which value is whose. */
export function openingTable(plies: number, values: string): OpeningTable {
  const keys = openingKeys(plies);
  if (keys.length !== values.length) throw new RangeError(`opening table: ${values.length} values for ${keys.length} positions`);
  return {
    size: keys.length,
    value(state) {
      const mover = state.toMove === 'white' ? state.white : state.black;
      const opp = state.toMove === 'white' ? state.black : state.white;
      const key = canonicalKey(mover, opp);
      let lo = 0, hi = keys.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1, k = keys[mid]!;
        if (k === key) {
          const d = OPENING_ALPHABET.indexOf(values[mid]!) - 1;
          return d < 0 ? { result: 'draw', distance: 0 } : { result: d & 1 ? 'win' : 'loss', distance: d };
        }
        if (k < key) lo = mid + 1;
        else hi = mid - 1;
      }
      return null;
    },
  };
}

/** The shipped table (its data loads with it). */
export async function shippedOpeningTable(): Promise<OpeningTable> {
  const { OPENING_PLIES, OPENING_VALUES } = await import('./solve-opening-data.js');
  return openingTable(OPENING_PLIES, OPENING_VALUES);
}

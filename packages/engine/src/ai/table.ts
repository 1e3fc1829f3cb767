/**
 * The search's transposition table. Numeric keys (a game's `hash`) live in flat typed arrays,
 * one slot per key's low bits, a newer entry replacing an older one: no object per entry and
 * nothing for the garbage collector. Text keys (games without `hash`) go to a bounded Map,
 * cleared when full.
 */

export const EXACT = 0, LOWER = 1, UPPER = 2;
export type Bound = typeof EXACT | typeof LOWER | typeof UPPER;

export interface Entry {
  /** Remaining depth searched, or Infinity when the subtree was searched to its ends. */
  depth: number;
  score: number;
  bound: Bound;
  /** Index of the best action in `legalActions` order, -1 if none. */
  best: number;
}

/** Depth code for a subtree searched to its ends (depths are small integers otherwise). */
const ENDS = 1023;

export class TranspositionTable {
  private readonly map = new Map<string, Entry>();
  private readonly mask: number;
  /**
   * Three numbers a slot, side by side in memory: key + 1 (0 marks an empty slot, so a fresh
   * array needs no filling), score, and depth | bound << 10 | (best + 1) << 12.
   */
  private readonly slots: Float64Array;
  private filled = 0;
  /** What the last successful `probe` found (read it before the next probe). */
  readonly hit: Entry = { depth: 0, score: 0, bound: EXACT, best: -1 };

  /** `capacity` is rounded up to a power of two. */
  constructor(readonly capacity = 1 << 18) {
    let size = 1;
    while (size < capacity) size *= 2;
    this.mask = size - 1;
    this.slots = new Float64Array(size * 3);
  }

  /** Fills `hit` and returns true when the key is stored. */
  probe(key: string | number): boolean {
    if (typeof key !== 'number') {
      const e = this.map.get(key);
      if (!e) return false;
      const h = this.hit;
      h.depth = e.depth;
      h.score = e.score;
      h.bound = e.bound;
      h.best = e.best;
      return true;
    }
    const i = ((key >>> 0) & this.mask) * 3;
    const slots = this.slots;
    if (slots[i] !== key + 1) return false;
    const h = this.hit, m = slots[i + 2]!;
    const depth = m & 1023;
    h.depth = depth === ENDS ? Infinity : depth;
    h.score = slots[i + 1]!;
    h.bound = ((m >> 10) & 3) as Bound;
    h.best = (m >> 12) - 1;
    return true;
  }

  store(key: string | number, depth: number, score: number, bound: Bound, best: number): void {
    if (typeof key !== 'number') {
      if (this.map.size >= this.capacity && !this.map.has(key)) this.map.clear();
      this.map.set(key, { depth, score, bound, best });
      return;
    }
    const i = ((key >>> 0) & this.mask) * 3;
    const slots = this.slots;
    if (slots[i] === 0) this.filled++;
    slots[i] = key + 1;
    slots[i + 1] = score;
    slots[i + 2] = (depth === Infinity ? ENDS : Math.min(depth, ENDS - 1)) | (bound << 10) | ((best + 1) << 12);
  }

  get(key: string | number): Entry | undefined {
    return this.probe(key) ? { ...this.hit } : undefined;
  }
  set(key: string | number, entry: Entry): void {
    this.store(key, entry.depth, entry.score, entry.bound, entry.best);
  }
  get size(): number {
    return this.filled + this.map.size;
  }
  clear(): void {
    this.map.clear();
    this.slots.fill(0);
    this.filled = 0;
  }
}

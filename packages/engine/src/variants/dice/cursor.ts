/**
 * The search cursor for Dice Chess: the AI walks one mutable `Board` with make/unmake instead of
 * building a state per node. The roll on the table, the repetition history and each chance
 * point's verdict are kept per ply, worked out the way `snapshot` and `judge` do for a state.
 */
import type { ChanceOutcome, GameResult, Phase, SearchCursor, Side } from '../../core/types.js';
import { ALL_TYPES, Board, F_CAPTURE, PASS, moveTypes } from './board.js';
import { ROLLS, rollHigh, rollLow, rollMask } from './dice.js';
import { evaluateBoard } from './evaluate.js';
import { type DiceState, type HistoryNode, historyKey, judge, load, sideName, snapshot } from './state.js';

const OUTCOMES: readonly ChanceOutcome<number>[] = ROLLS.map(({ roll, probability }) => ({
  outcome: roll,
  probability,
  notation: String(roll),
  dice: [{ sides: 6, value: rollLow(roll) }, { sides: 6, value: rollHigh(roll) }],
}));
const REPETITION: GameResult = { winner: null, reason: 'repetition', text: 'Draw by threefold repetition' };
const MAX_PLY = 256;
const EVAL_SLOTS = 1 << 14;

export class DiceCursor implements SearchCursor<DiceState, number, number> {
  private readonly b = new Board();
  private ply = 0;
  /** Per ply: the roll on the table (0 at a chance point). */
  private readonly roll = new Int32Array(MAX_PLY);
  /** Per ply: the move that led here, or -1 after a roll. */
  private readonly step = new Int32Array(MAX_PLY);
  /** Per ply: whether repetition counts here (not after a pass), as `snapshot` is told. */
  private readonly counts = new Uint8Array(MAX_PLY);
  /** Per ply: the chance point's result, once looked at (undefined: not yet). */
  private readonly verdict: (GameResult | null | undefined)[] = [];
  private readonly lists: number[][] = [];
  private readonly listed = new Uint8Array(MAX_PLY);
  /** Keys of the positions reached by a move, oldest first; those from `start` count. */
  private readonly keys: number[] = [];
  private start = 0;
  private readonly undoStart = new Int32Array(MAX_PLY);
  private readonly buf = new Int32Array(256);
  /** Per ply: the chance point's outcomes (merged rolls); scratch for merging them. */
  private readonly merged: ChanceOutcome<number>[][] = [];
  private readonly kinds = new Int32Array(16);
  private readonly signatures = new Int32Array(21);
  /** Remembered evaluations: position key + 1 (0: empty), value. */
  private readonly evals = new Float64Array(EVAL_SLOTS * 2);

  constructor(state: DiceState) {
    this.b.copyFrom(load(state));
    this.roll[0] = state.roll;
    this.counts[0] = 1;
    this.verdict[0] = state.result;
    for (let h = state.history; h !== null; h = h.prev) this.keys.push(h.key);
    this.keys.reverse();
  }

  private result(): GameResult | null {
    const p = this.ply;
    let v = this.verdict[p];
    if (v === undefined) {
      v = judge(this.b, null, false);
      if (v === null && this.counts[p] && this.repeated()) v = REPETITION;
      this.verdict[p] = v;
    }
    return v;
  }

  private repeated(): boolean {
    const k = historyKey(this.b);
    let n = 0;
    for (let i = this.start; i < this.keys.length; i++) if (this.keys[i] === k && ++n >= 3) return true;
    return false;
  }

  phase(): Phase {
    if (this.roll[this.ply] !== 0) return 'decision';
    return this.result() ? 'over' : 'chance';
  }
  toMove(): Side {
    return sideName(this.b.side);
  }
  actions(): ArrayLike<number> {
    const p = this.ply;
    const list = (this.lists[p] ??= []);
    if (this.listed[p]) return list;
    this.listed[p] = 1;
    const roll = this.roll[p]!;
    if (roll === 0) {
      list.length = 0;
      return list;
    }
    this.sortPieces();
    const n = this.b.generate(this.buf, 0, rollMask(roll));
    if (n === 0) {
      list.length = 1;
      list[0] = PASS;
    } else {
      list.length = n;
      for (let i = 0; i < n; i++) list[i] = this.buf[i]!;
    }
    return list;
  }
  /**
   * Moves are generated piece by piece in piece-list order. A state's board lists its pieces by
   * square; make and unmake shuffle the list. Sorting the mover's list (nearly sorted, a dozen
   * entries) keeps the actions in `legalActions` order.
   */
  private sortPieces(): void {
    const b = this.b, list = b.list, index = b.index;
    const base = b.side * (list.length >> 1), end = base + b.count[b.side]!;
    for (let i = base + 1; i < end; i++) {
      const sq = list[i]!;
      let j = i - 1;
      if (list[j]! < sq) continue;
      while (j >= base && list[j]! > sq) {
        list[j + 1] = list[j]!;
        index[list[j + 1]!] = j + 1 - base;
        j--;
      }
      list[j + 1] = sq;
      index[sq] = j + 1 - base;
    }
  }

  /**
   * The 21 rolls, with those that allow exactly the same moves here merged into one outcome of
   * their summed probability (most probable first): all doubles always, and every roll of a piece
   * that cannot move counts as its other die alone. The mean is the same; the search sees about
   * a third fewer outcomes at each roll, more once pieces are blocked.
   */
  chanceOutcomes(): readonly ChanceOutcome<number>[] {
    if (this.phase() !== 'chance') return [];
    const b = this.b;
    // The distinct sets of piece types the legal moves count as (castling: king and rook).
    const n = b.generate(this.buf, 0, ALL_TYPES);
    const kinds = this.kinds;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const t = moveTypes(b, this.buf[i]!);
      let j = 0;
      while (j < k && kinds[j] !== t) j++;
      if (j === k) kinds[k++] = t;
    }
    const out = (this.merged[this.ply] ??= []);
    const sig = this.signatures;
    out.length = 0;
    for (const o of OUTCOMES) {
      const mask = rollMask(o.outcome);
      let s = 0;
      for (let j = 0; j < k; j++) if (kinds[j]! & mask) s |= 1 << j;
      let g = 0;
      while (g < out.length && sig[g] !== s) g++;
      if (g === out.length) {
        sig[g] = s;
        out.push({ ...o });
      } else (out[g] as { probability: number }).probability += o.probability;
    }
    if (out.length > 1) out.sort((x, y) => y.probability - x.probability);
    return out;
  }
  winner(): Side | null {
    return this.result()?.winner ?? null;
  }

  private enter(roll: number, step: number, counts: boolean): void {
    const p = ++this.ply;
    this.roll[p] = roll;
    this.step[p] = step;
    this.counts[p] = counts ? 1 : 0;
    this.verdict[p] = undefined;
    this.listed[p] = 0;
  }
  make(m: number): void {
    const b = this.b;
    b.make(m);
    this.undoStart[this.ply + 1] = this.start;
    if (m & PASS) {
      this.enter(0, m, false);
      return;
    }
    this.keys.push(historyKey(b));
    if (b.halfmove === 0) this.start = this.keys.length - 1;
    this.enter(0, m, true);
  }
  makeChance(roll: number): void {
    this.enter(roll, -1, this.counts[this.ply] === 1);
    // A roll changes neither the board nor the result: the chance point's verdict holds.
    this.verdict[this.ply] = null;
  }
  unmake(): void {
    const p = this.ply--;
    const m = this.step[p]!;
    if (m === -1) return;
    this.b.unmake(m);
    this.start = this.undoStart[p]!;
    if (!(m & PASS)) this.keys.pop();
  }
  hash(): number {
    const b = this.b;
    const lo = (b.keyLo() ^ Math.imul(this.roll[this.ply]!, 0x9e3779b1)) >>> 0;
    return (b.keyHi() & 0x1fffff) * 4294967296 + lo;
  }
  evaluate(): number {
    // The same leaf comes back from many of a chance point's rolls (each allowing the same move),
    // so evaluations are remembered by position (side to move included).
    const b = this.b;
    const key = (b.hashHi & 0x1fffff) * 4294967296 + (b.hashLo >>> 0) + 1;
    const i = (b.hashLo & (EVAL_SLOTS - 1)) * 2, memo = this.evals;
    if (memo[i] === key) return memo[i + 1]!;
    const value = evaluateBoard(b);
    memo[i] = key;
    memo[i + 1] = value;
    return value;
  }
  inCheck(): boolean {
    return this.b.inCheck();
  }
  isCapture(m: number): boolean {
    return (m & F_CAPTURE) !== 0;
  }
  moveId(m: number): number {
    return m;
  }
  state(): DiceState {
    let history: HistoryNode | null = null;
    for (let i = this.start; i < this.keys.length; i++) history = { key: this.keys[i]!, prev: history };
    return snapshot(this.b, this.roll[this.ply]!, history, this.counts[this.ply] === 1);
  }
}

/**
 * An outside opponent for Dice Chess benches (not used by the game): a plain chess player who
 * ignores the dice beyond the roll in front of it. Among the moves the roll allows it picks the
 * one a chess search likes best: alpha-beta over ordinary chess moves (every piece may move,
 * no future rolls), a fixed number of plies deep, captures followed to the end, scored by
 * material and a little centralisation. It never weighs what the next rolls allow.
 */
import type { RandomSource } from '../packages/engine/src/core/random.js';
import { randomInt } from '../packages/engine/src/core/random.js';
import { ALL_TYPES, Board, F_CAPTURE, KING, PASS } from '../packages/engine/src/variants/dice/board.js';
import { rollMask } from '../packages/engine/src/variants/dice/dice.js';
import { load, type DiceState } from '../packages/engine/src/variants/dice/state.js';

const VALUE = [0, 1, 3, 3.2, 5, 9, 0];
const WIN = 1000;
const CENTRE = new Float64Array(128);
for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) CENTRE[r * 16 + f] = (3.5 - Math.max(Math.abs(r - 3.5), Math.abs(f - 3.5))) * 0.05;

export class ChessPlayer {
  private readonly b = new Board();
  private readonly buf = new Int32Array(256 * 40);
  nodes = 0;

  constructor(private readonly depth: number, private readonly rng: RandomSource) {}

  /** The move for a Dice Chess state at a decision point (with its roll). */
  choose(s: DiceState): number {
    const b = this.b;
    b.copyFrom(load(s));
    const n = b.generate(this.buf, 0, rollMask(s.roll));
    if (n === 0) return PASS;
    let best = -Infinity;
    const ties: number[] = [];
    for (let i = 0; i < n; i++) {
      const m = this.buf[i]!;
      let sc: number;
      if (kingTaken(b, m)) sc = WIN;
      else {
        b.make(m);
        sc = -this.negamax(this.depth - 1, -Infinity, Infinity, 256);
        b.unmake(m);
      }
      if (sc > best + 1e-9) (best = sc), (ties.length = 0), ties.push(m);
      else if (Math.abs(sc - best) <= 1e-9) ties.push(m);
    }
    return ties[randomInt(this.rng, ties.length)]!;
  }

  /** Plain chess: every piece may move. */
  private negamax(depth: number, alpha: number, beta: number, at: number): number {
    this.nodes++;
    const b = this.b;
    if (depth <= 0) return this.quiesce(alpha, beta, at, 0);
    const end = b.generate(this.buf, at, ALL_TYPES);
    if (end === at) return b.inCheck() ? -WIN : 0;
    order(b, this.buf, at, end);
    let best = -Infinity;
    for (let i = at; i < end; i++) {
      const m = this.buf[i]!;
      if (kingTaken(b, m)) return WIN;
      b.make(m);
      const sc = -this.negamax(depth - 1, -beta, -alpha, end);
      b.unmake(m);
      if (sc > best) best = sc;
      if (sc > alpha) alpha = sc;
      if (alpha >= beta) break;
    }
    return best;
  }

  private quiesce(alpha: number, beta: number, at: number, q: number): number {
    const b = this.b;
    const stand = material(b);
    if (stand >= beta || q >= 6) return stand;
    if (stand > alpha) alpha = stand;
    const end = b.generate(this.buf, at, ALL_TYPES);
    let best = stand;
    for (let i = at; i < end; i++) {
      const m = this.buf[i]!;
      if (!(m & F_CAPTURE)) continue;
      if (kingTaken(b, m)) return WIN;
      this.nodes++;
      b.make(m);
      const sc = -this.quiesce(-beta, -alpha, end, q + 1);
      b.unmake(m);
      if (sc > best) best = sc;
      if (sc > alpha) alpha = sc;
      if (alpha >= beta) break;
    }
    return best;
  }
}

function kingTaken(b: Board, m: number): boolean {
  return (m & F_CAPTURE) !== 0 && (b.sq[(m >> 7) & 127]! & 7) === KING;
}

/** Captures first, the biggest victim first. */
function order(b: Board, buf: Int32Array, at: number, end: number): void {
  const key = (m: number) => (m & F_CAPTURE ? 10 + VALUE[b.sq[(m >> 7) & 127]! & 7]! : 0);
  const part = Array.from(buf.subarray(at, end)).sort((x, y) => key(y) - key(x));
  buf.set(part, at);
}

/** Material and centralisation, for the side to move. */
function material(b: Board): number {
  let score = 0;
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      const q = r * 16 + f, p = b.sq[q]!;
      if (!p) continue;
      const v = VALUE[p & 7]! + CENTRE[q]!;
      score += p >> 3 ? -v : v;
    }
  }
  return b.side === 0 ? score : -score;
}

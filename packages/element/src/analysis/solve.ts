/**
 * Exact values by retrograde analysis over the positions reachable from one position: the
 * whole game from there is inside that set, so the values are perfect (draw = neither side
 * can force an end). Works for any game without dice through the `Variant` interface, as long
 * as the set stays under a size limit (Six Stone endgames, small positions); the caller falls
 * back to a whole-game table or to the computer's evaluation otherwise. No DOM: runs in a Worker.
 */
import type { AnyVariant, SolvedValue } from '../engine.js';

export interface MoveValue {
  readonly notation: string;
  /** The value for the side that played it, after the move. */
  readonly value: SolvedValue;
}

export interface Analysis {
  /** For the side to move. */
  readonly value: SolvedValue;
  /** Every legal move with its value, best first. */
  readonly moves: readonly MoveValue[];
  /** Notations of the moves that keep the position's value (perfect moves). */
  readonly best: readonly string[];
  /** Positions examined. */
  readonly positions: number;
}

const WIN = 1, LOSS = 2, DRAW = 3;

/** A position's value for the side to move, when the game covers it; null otherwise. */
export type ValueOf = (state: unknown) => SolvedValue | null;

/** Ranks values for the side that chose them: quick wins, then draws, then slow losses. */
export function rank(v: SolvedValue): number {
  return v.result === 'win' ? 1000 - v.distance : v.result === 'draw' ? 0 : -1000 + v.distance;
}

/** Flips a value to the other side's point of view. */
const flip = (v: SolvedValue): SolvedValue => (v.result === 'draw' ? v : { result: v.result === 'win' ? 'loss' : 'win', distance: v.distance });

/**
 * Values of the position and of every move from a function that values positions (a local
 * solve or a whole-game table); null if some successor is not covered.
 */
export function analyseWith(variant: AnyVariant, state: unknown, valueOf: ValueOf, positions: number): Analysis | null {
  const here = valueOf(state);
  if (!here) return null;
  const mover = variant.toMove(state);
  const moves: MoveValue[] = [];
  for (const action of variant.legalActions(state)) {
    const next = variant.apply(state, action);
    const after = terminalValue(variant, next) ?? valueOf(next);
    if (!after) return null;
    moves.push({ notation: variant.formatAction(state, action), value: variant.toMove(next) === mover ? after : flip(after) });
  }
  moves.sort((a, b) => rank(b.value) - rank(a.value));
  const top = moves.length ? rank(moves[0]!.value) : 0;
  return { value: here, moves, best: moves.filter((m) => rank(m.value) === top).map((m) => m.notation), positions };
}

/** The value of a finished position (repetition aside: the tables treat endless play as a draw). */
function terminalValue(variant: AnyVariant, state: unknown): SolvedValue | null {
  const r = variant.result(state);
  if (!r || r.reason === 'repetition') return null;
  if (r.winner === null) return { result: 'draw', distance: 0 };
  return { result: r.winner === variant.toMove(state) ? 'win' : 'loss', distance: 0 };
}

/**
 * Solves every position reachable from `root`. Returns null when more than `limit` positions
 * turn up (or `deadline`, a `performance.now()` time, passes).
 */
export function solveFrom(variant: AnyVariant, root: unknown, limit: number, deadline = Infinity, fastKey?: (s: unknown) => number): { valueOf: ValueOf; positions: number } | null {
  const keyOf = fastKey ?? ((s: unknown): string | number => (variant.hash ? variant.hash(s) : variant.key(s)));
  const index = new Map<string | number, number>();
  const states: unknown[] = [root];
  const mover: number[] = [];
  const value = new Uint8Array(limit + 1);
  const dist = new Int32Array(limit + 1);
  const edgeFrom: number[] = [];
  const edgeTo: number[] = [];
  const outDegree = new Int32Array(limit + 1);
  index.set(keyOf(root), 0);
  const decided: number[] = [];
  // 1. Forward: every position reachable from the root, with its moves.
  for (let i = 0; i < states.length; i++) {
    if ((i & 1023) === 0 && performance.now() > deadline) return null;
    const s = states[i]!;
    mover[i] = variant.toMove(s) === 'white' ? 0 : 1;
    const end = terminalValue(variant, s);
    if (end || variant.phase(s) !== 'decision') {
      // A chance point cannot be solved by this method: give up.
      if (!end) return null;
      value[i] = end.result === 'win' ? WIN : end.result === 'loss' ? LOSS : DRAW;
      if (end.result !== 'draw') decided.push(i);
      states[i] = null;
      continue;
    }
    for (const action of variant.legalActions(s)) {
      const next = variant.apply(s, action);
      const k = keyOf(next);
      let j = index.get(k);
      if (j === undefined) {
        j = states.length;
        if (j >= limit) return null;
        index.set(k, j);
        states.push(next);
      }
      edgeFrom.push(i);
      edgeTo.push(j);
      outDegree[i]!++;
    }
    if (outDegree[i] === 0) {
      // No move but not over: the rules of every game here end such positions, but be safe.
      value[i] = DRAW;
    }
    states[i] = null;
  }
  const n = states.length;
  // 2. Predecessor lists (compressed rows).
  const start = new Int32Array(n + 1);
  for (const t of edgeTo) start[t + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const preds = new Int32Array(edgeTo.length);
  for (let e = 0; e < edgeTo.length; e++) preds[fill[edgeTo[e]!]!++] = edgeFrom[e]!;
  // 3. Retrograde, in order of distance: a move into a loss for the opponent wins; a position
  //    whose every move leads to a win for the opponent is lost (after the longest of them).
  const counter = outDegree;
  for (let q = 0; q < decided.length; q++) {
    const c = decided[q]!;
    const childWins = value[c] === WIN;
    for (let e = start[c]!; e < start[c + 1]!; e++) {
      const p = preds[e]!;
      if (value[p] !== 0) continue;
      const goodForP = childWins === (mover[p] === mover[c]);
      if (goodForP) {
        value[p] = WIN;
      } else if (--counter[p]! === 0) {
        value[p] = LOSS;
      } else continue;
      dist[p] = dist[c]! + 1;
      decided.push(p);
    }
  }
  const valueOf: ValueOf = (s) => {
    const i = index.get(keyOf(s));
    if (i === undefined) return null;
    const v = value[i]!;
    return v === WIN ? { result: 'win', distance: dist[i]! } : v === LOSS ? { result: 'loss', distance: dist[i]! } : { result: 'draw', distance: 0 };
  };
  return { valueOf, positions: n };
}

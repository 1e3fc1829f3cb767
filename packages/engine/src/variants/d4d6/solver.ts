/**
 * The AI's solver hook for d4 d6 chess: the two-piece tablebase. It covers a position at the
 * start of a turn with one White and one Black gambling piece in the playing area and nothing
 * else; its value is the exact expected result over the dice. Each pair's table is solved the
 * first time the pair is met (a second or two), then kept.
 */
import type { SolvedValue, Solver } from '../../core/types.js';
import { CAVALO, GUARDA, PLAYING, colourOf, typeOf } from './board.js';
import type { D4D6State } from './state.js';
import { tablebaseValue } from './tablebase.js';

/** Expected results closer to 0 than this count as a draw. */
const EVEN = 1e-9;

/** Whether the table covers the state (cheap: the search asks at every node). */
export function coveredByTable(s: D4D6State): boolean {
  if (s.stage !== 'start' || s.special) return false;
  let white = 0, black = 0;
  for (let sq = 0; sq < 64; sq++) {
    const c = s.board[sq]!;
    if (c === 0) continue;
    const t = typeOf(c);
    if (!PLAYING[sq] || t === GUARDA || t > CAVALO) return false;
    if (colourOf(c) === 0) white++;
    else black++;
    if (white > 1 || black > 1) return false;
  }
  return white === 1 && black === 1;
}

export function tableSolver(): Solver<D4D6State> {
  return {
    value(s: D4D6State): SolvedValue | null {
      if (!coveredByTable(s)) return null;
      let expected: number;
      try {
        expected = tablebaseValue(s);
      } catch {
        return null; // e.g. a Cavalo facing the turning rules do not allow
      }
      if (s.side === 1) expected = -expected;
      const result = expected > EVEN ? 'win' : expected < -EVEN ? 'loss' : 'draw';
      return { result, distance: 0, expected };
    },
  };
}

/**
 * The candidate readings of the capture rule, written plainly (slow, for tests and for the
 * evidence in RULES.md; the engine uses the table in board.ts, which implements the ruling).
 *
 * On a 4-point line with two stones of the mover side by side, one opponent stone and one
 * empty point, the arrangements are, seen from the pair (M mover, O opponent, . empty):
 *   run-far   M M O .   the opponent stone touches the pair, the empty point beyond it
 *   run-near  O M M .   the pair between the opponent stone and the empty point
 *   gap       M M . O   the empty point between the pair and the opponent stone
 *   gap-vacated         `gap` where the empty point is the one the moved stone just left
 * and the lines examined after a move are those through the moved stone (`moved-stone`),
 * those through its origin or its destination (`touched`), or every row and column (`all`).
 */
import * as board from './board.js';

const { popcount16, lowBit } = board;

export type LineScope = 'moved-stone' | 'touched' | 'all';
export type Arrangement = 'run-far' | 'run-near' | 'gap' | 'gap-vacated';

export interface Reading {
  readonly id: string;
  readonly scope: LineScope;
  readonly arrangements: readonly Arrangement[];
}

export const RULING: Reading = { id: 'run, moved stone', scope: 'moved-stone', arrangements: ['run-far', 'run-near'] };

export const READINGS: readonly Reading[] = [
  { id: 'any arrangement, every line', scope: 'all', arrangements: ['run-far', 'run-near', 'gap'] },
  { id: 'any arrangement, touched lines', scope: 'touched', arrangements: ['run-far', 'run-near', 'gap'] },
  { id: 'any arrangement, moved stone', scope: 'moved-stone', arrangements: ['run-far', 'run-near', 'gap'] },
  { id: 'run, every line', scope: 'all', arrangements: ['run-far', 'run-near'] },
  { id: 'run, touched lines', scope: 'touched', arrangements: ['run-far', 'run-near'] },
  RULING,
  { id: 'run-far only, moved stone', scope: 'moved-stone', arrangements: ['run-far'] },
  { id: 'run-near only, moved stone', scope: 'moved-stone', arrangements: ['run-near'] },
  { id: 'run or vacated gap, moved stone', scope: 'moved-stone', arrangements: ['run-far', 'run-near', 'gap-vacated'] },
];

const LINES: readonly (readonly number[])[] = [
  ...[0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((f) => f + 4 * r)),
  ...[0, 1, 2, 3].map((f) => [0, 1, 2, 3].map((r) => f + 4 * r)),
];

/** The arrangement on one line (points in order), or null when it is none of them. */
function arrangementOf(line: readonly number[], mover: number, opp: number, from: number): Arrangement[] {
  let m = 0, o = 0;
  line.forEach((p, j) => {
    if (mover >> p & 1) m |= 1 << j;
    if (opp >> p & 1) o |= 1 << j;
  });
  if (popcount16(m) !== 2 || popcount16(o) !== 1 || m & o) return [];
  if (m !== 3 && m !== 6 && m !== 12) return []; // the pair must be side by side
  const oi = lowBit(o);
  if (m === 6) return ['run-near'];
  const near = m === 3 ? 2 : 1; // the point next to the pair
  if (oi === near) return ['run-far'];
  const emptyPoint = line[near]!;
  return emptyPoint === from ? ['gap', 'gap-vacated'] : ['gap'];
}

/**
 * Opponent stones captured under a reading after the mover stepped from `from` to `to`
 * (`mover` already has the stone on `to`).
 */
export function capturesUnder(reading: Reading, mover: number, opp: number, from: number, to: number): number {
  let captured = 0;
  for (const line of LINES) {
    const through = (p: number) => line.includes(p);
    if (reading.scope === 'moved-stone' && !through(to)) continue;
    if (reading.scope === 'touched' && !through(to) && !through(from)) continue;
    const found = arrangementOf(line, mover, opp, from);
    if (found.some((a) => reading.arrangements.includes(a))) for (const p of line) if (opp >> p & 1) captured |= 1 << p;
  }
  return captured;
}

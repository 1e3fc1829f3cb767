/**
 * Puzzles from a solved game (any game with `variant.solver()`; Six Stone Chess): positions
 * where the side to move wins and exactly one move keeps the win. The line shown is perfect
 * play for both sides from the same table.
 */
import { solvedChoice } from '../ai/levels.js';
import type { AnyVariant, Side, SolvedValue, Solver } from '../core/types.js';
import { hintFor, rollOf, sideName } from './describe.js';
import { depthNeeded } from './searched.js';
import type { Puzzle, PuzzleOption } from './format.js';

type Found = Omit<Puzzle, 'id'>;

/** Each move's value for the mover, or null when the table misses a successor. */
export function moveValues(v: AnyVariant, s: unknown, solver: Solver): { action: unknown; move: string; value: SolvedValue }[] | null {
  const side: Side = v.toMove(s);
  const out: { action: unknown; move: string; value: SolvedValue }[] = [];
  for (const a of v.legalActions(s)) {
    const next = v.apply(s, a);
    let value: SolvedValue;
    if (v.phase(next) === 'over') {
      const r = v.result(next);
      value = !r || r.winner === null ? { result: 'draw', distance: 0 } : { result: r.winner === side ? 'win' : 'loss', distance: 1 };
    } else {
      const seen = solver.value(next);
      if (!seen) return null;
      const flip = v.toMove(next) !== side;
      const result = flip ? (seen.result === 'win' ? 'loss' : seen.result === 'loss' ? 'win' : 'draw') : seen.result;
      value = { result, distance: result === 'draw' ? 0 : seen.distance + 1 };
    }
    out.push({ action: a, move: v.formatAction(s, a), value });
  }
  return out;
}

/** Perfect play from `s` for both sides, at most `limit` moves. */
export function perfectLine(v: AnyVariant, s: unknown, solver: Solver, limit: number): string[] {
  const line: string[] = [];
  let t = s;
  while (line.length < limit && v.phase(t) === 'decision') {
    const c = solvedChoice(v, t, solver);
    if (!c) break;
    line.push(c.notation);
    t = v.apply(t, c.best);
  }
  return line;
}

const describe = (x: SolvedValue): string => (x.result === 'draw' ? 'a draw' : `${x.result === 'win' ? 'a win' : 'a loss'} in ${x.distance} plies`);

export function solvedPuzzle(v: AnyVariant, s: unknown, solver: Solver): Found | null {
  const values = moveValues(v, s, solver);
  if (!values || values.length < 2) return null;
  const wins = values.filter((m) => m.value.result === 'win');
  if (wins.length !== 1) return null;
  const win = wins[0]!;
  const plies = win.value.distance;
  const moves = Math.ceil(plies / 2);
  const side = v.toMove(s);
  const who = sideName(side);
  const rank = (m: { value: SolvedValue }) => (m.value.result === 'win' ? 2000 - m.value.distance : m.value.result === 'draw' ? 0 : -2000 + m.value.distance);
  const others = values.filter((m) => m !== win).sort((a, b) => rank(b) - rank(a));
  const line = perfectLine(v, s, solver, Math.min(plies, 15));
  const ranking: PuzzleOption[] = [
    { move: win.move, score: plies, line },
    ...others.map((m) => ({ move: m.move, score: m.value.result === 'draw' ? 0 : m.value.result === 'win' ? m.value.distance : -m.value.distance, line: [m.move, ...perfectLine(v, v.apply(s, m.action), solver, 3)] })),
  ];
  const draws = others.filter((m) => m.value.result === 'draw').length;
  const alternatives = others.length;
  // Long wins are harder to see through, and so is a first move that a one-move look does not find.
  const depth = depthNeeded(v, s, win.move, 20_000, 8);
  const difficulty = Math.max(1, Math.min(5, (plies <= 15 ? 1 : plies <= 25 ? 2 : plies <= 35 ? 3 : 4) + (depth >= 2 ? 1 : 0)));
  const roll = rollOf(v, s);
  return {
    position: v.formatPosition(s),
    ...(roll ? { roll } : {}),
    side,
    solution: line,
    theme: 'win',
    plies,
    difficulty,
    measures: { depthNeeded: depth, alternatives, margin: 1 },
    question: `${who} to play and win in ${moves} move${moves === 1 ? '' : 's'}.`,
    hint: hintFor(v, s, win.action, `Only one move wins; ${draws ? 'the others draw or lose' : 'every other move loses'}.`),
    explanation: `${win.move} is the only winning move: perfect play goes ${line.join(' ')}. Every other move throws the win away (the best of them, ${others[0]!.move}, is ${describe(others[0]!.value)} for ${who}), by the solved table.`,
    ranking,
    check: { by: 'solver' },
  };
}

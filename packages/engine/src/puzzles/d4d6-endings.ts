/**
 * d4 d6 chess puzzles from two-piece endings, valued exactly by the tablebase
 * (`variants/d4d6/tablebase.ts`): inside one turn every option is followed through the rolls
 * and later choices of the same turn to the next turn's start, where the table gives the
 * exact expected result. A puzzle is a choice whose best option beats the next by a margin.
 */
import type { RandomSource } from '../core/random.js';
import { randomInt } from '../core/random.js';
import type { AnyVariant, Side } from '../core/types.js';
import { tablebaseValue, TABLEBASE_PIECES } from '../variants/d4d6/tablebase.js';
import type { D4D6State } from '../variants/d4d6/state.js';
import { PLAYING } from '../variants/d4d6/board.js';
import { hintFor, rollOf, round, sideName } from './describe.js';
import type { Puzzle } from './format.js';

type Found = Omit<Puzzle, 'id'>;

const stageOf = (s: unknown): string => (s as D4D6State).stage;

/** The same position without the pieces off the playing area (a promoted Cavalo waiting there takes no part). */
function inPlay(s: D4D6State): D4D6State {
  const board = s.board.map((p, sq) => (PLAYING[sq] ? p : 0));
  return { ...s, board };
}

/** White's expected result (-1..1) of a state inside or at the end of a turn. */
export function exactValue(v: AnyVariant, s: unknown): number {
  const phase = v.phase(s);
  if (phase === 'over') {
    const r = v.result(s);
    return !r || r.winner === null ? 0 : r.winner === 'white' ? 1 : -1;
  }
  if (stageOf(s) === 'start' && !(s as D4D6State).special) return tablebaseValue(inPlay(s as D4D6State));
  if (phase === 'chance') {
    let sum = 0;
    for (const o of v.chanceOutcomes(s)) sum += o.probability * exactValue(v, v.applyChance(s, o.outcome));
    return sum;
  }
  const white = v.toMove(s) === 'white';
  let best = white ? -Infinity : Infinity;
  for (const a of v.legalActions(s)) {
    const x = exactValue(v, v.apply(s, a));
    best = white ? Math.max(best, x) : Math.min(best, x);
  }
  return best;
}

/** Expected score for `side` (win 1, draw ½, loss 0) from White's expected result. */
export const scoreFor = (side: Side, white: number): number => (side === 'white' ? (1 + white) / 2 : (1 - white) / 2);

/** Each option at a decision of a two-piece ending, with its exact expected score for the mover. */
export function optionScores(v: AnyVariant, s: unknown): { action: unknown; move: string; score: number; ends: boolean }[] {
  const side = v.toMove(s);
  return v.legalActions(s).map((a) => {
    const next = v.apply(s, a);
    return { action: a, move: v.formatAction(s, a), score: scoreFor(side, exactValue(v, next)), ends: v.phase(next) === 'over' };
  });
}

/** A random two-piece position at the start of a turn (the pieces and squares drawn from `rng`). */
export function randomEnding(v: AnyVariant, rng: RandomSource): unknown {
  const playing = v.geometry().cells.filter((c) => c.areas?.includes('playing')).map((c) => c.id);
  const letter: Record<string, string> = { rato: 'R', formiga: 'F', gata: 'A', gato: 'T', cavalo: 'C' };
  for (;;) {
    const w = TABLEBASE_PIECES[randomInt(rng, TABLEBASE_PIECES.length)]!, b = TABLEBASE_PIECES[randomInt(rng, TABLEBASE_PIECES.length)]!;
    const ws = playing[randomInt(rng, playing.length)]!, bs = playing[randomInt(rng, playing.length)]!;
    if (ws === bs) continue;
    const facing = () => `(${['n', 'e', 's', 'w'][randomInt(rng, 4)]})`;
    const put = new Map([[ws, letter[w]! + (w === 'cavalo' ? facing() : '')], [bs, letter[b]!.toLowerCase() + (b === 'cavalo' ? facing() : '')]]);
    const rows: string[] = [];
    for (let rank = 8; rank >= 1; rank--) {
      let row = '', empty = 0;
      for (const file of 'abcdefgh') {
        const p = put.get(`${file}${rank}`);
        if (!p) { empty++; continue; }
        if (empty) row += empty;
        row += p;
        empty = 0;
      }
      rows.push(row + (empty ? empty : ''));
    }
    const side = randomInt(rng, 2) ? 'b' : 'w';
    try {
      return v.parsePosition(`${rows.join('/')} ${side} start - - 0 0`);
    } catch {
      continue; // a Cavalo facing the turning rules forbid there: draw again
    }
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function endingPuzzle(v: AnyVariant, s: unknown, margin: number): Found | null {
  const options = optionScores(v, s);
  if (options.length < 2) return null;
  options.sort((x, y) => y.score - x.score || (x.move < y.move ? -1 : 1));
  const [first, second] = options as [typeof options[0], typeof options[0]];
  if (first.ends || first.score - second.score < margin) return null;
  const side = v.toMove(s);
  const who = sideName(side);
  // The rest of the turn, played exactly.
  const line = [first.move];
  let t = v.apply(s, first.action);
  while (line.length < 4 && v.phase(t) === 'decision' && v.toMove(t) === side && stageOf(t) !== 'start') {
    const next = optionScores(v, t).sort((x, y) => y.score - x.score)[0]!;
    line.push(next.move);
    t = v.apply(t, next.action);
  }
  const roll = rollOf(v, s);
  const stage = stageOf(s);
  const question = stage === 'move'
    ? `${who} rolled ${roll}: which move gives the best winning chances?`
    : `${who} to play: which choice gives the best winning chances?`;
  const gap = first.score - second.score;
  const near = options.filter((o) => first.score - o.score < 0.2).length - 1;
  return {
    position: v.formatPosition(s),
    ...(roll ? { roll } : {}),
    side,
    solution: line,
    theme: 'best-odds',
    difficulty: Math.max(1, Math.min(5, (gap >= 0.4 ? 1 : gap >= 0.2 ? 2 : 3) + (options.length >= 5 ? 1 : 0) + (near >= 2 ? 1 : 0))),
    measures: { depthNeeded: 1, alternatives: near, margin: round(gap, 6) },
    question,
    hint: hintFor(v, s, first.action, 'Think about where the enemy piece can reach you next turn, and where you can reach it.'),
    explanation: `${first.move} gives ${who} an expected score of ${pct(first.score)} (a win counts 1, a draw ½), exactly, from the two-piece table over every later roll. The next best, ${second.move}, gives ${pct(second.score)}.`,
    ranking: options.map((o) => ({ move: o.move, score: o.score })),
    check: { by: 'tablebase', margin },
  };
}

/**
 * Small hand-made games with known solutions, for testing the search (not a test file itself).
 */
import { IllegalActionError, PositionError, RecordError } from '../src/core/errors.js';
import type { ChanceOutcome, GameResult, Phase, Side, Variant } from '../src/core/types.js';

interface Core<S, A, R> {
  phase(s: S): Phase;
  toMove(s: S): Side;
  legalActions(s: S): readonly A[];
  apply(s: S, a: A): S;
  chanceOutcomes?(s: S): readonly ChanceOutcome<R>[];
  applyChance?(s: S, r: R): S;
  result(s: S): GameResult | null;
  format(s: S): string;
  parse(text: string): S;
  actionText(a: A): string;
  initial: S;
  evaluate?(s: S): number;
  captures?(s: S, a: A): boolean;
}

/** Fills in the drawing and notation parts a test game does not care about. */
export function makeGame<S, A, R = never>(name: string, core: Core<S, A, R>): Variant<S, A, R> {
  const g: Variant<S, A, R> = {
    id: 'sixstone',
    name,
    credit: 'test',
    geometry: () => ({ cells: [], cellSize: 1, width: 1, height: 1, labels: [], neighbours: {} }),
    initial: () => core.initial,
    options: () => ({}),
    phase: core.phase,
    toMove: core.toMove,
    legalActions: (s) => (core.phase(s) === 'decision' ? core.legalActions(s) : []),
    apply(s, a) {
      const text = core.actionText(a);
      if (!g.legalActions(s).some((b) => core.actionText(b) === text)) throw new IllegalActionError(text, 'not legal here');
      return core.apply(s, a);
    },
    chanceOutcomes: (s) => (core.phase(s) === 'chance' && core.chanceOutcomes ? core.chanceOutcomes(s) : []),
    applyChance: (s, r) => core.applyChance!(s, r),
    result: core.result,
    formatPosition: core.format,
    parsePosition(text) {
      try {
        return core.parse(text);
      } catch {
        throw new PositionError(text, `a ${name} position`);
      }
    },
    formatAction: (_s, a) => core.actionText(a),
    parseAction(s, text) {
      const a = g.legalActions(s).find((b) => core.actionText(b) === text);
      if (a === undefined) throw new IllegalActionError(text, 'a legal action');
      return a;
    },
    parseChance(s, text) {
      const o = g.chanceOutcomes(s).find((c) => c.notation === text);
      if (!o) throw new RecordError(text, 'a roll');
      return o.outcome;
    },
    view: (s) => ({ pieces: new Map(), reserves: [], toMove: core.toMove(s), phase: core.phase(s), dice: [], check: [] }),
    actionView: (s, a) => ({ notation: core.actionText(a), ...(core.captures?.(s, a) ? { captures: ['x'] } : {}) }),
    key: core.format,
  };
  if (core.evaluate) g.evaluate = core.evaluate;
  return g;
}

const other = (s: Side): Side => (s === 'white' ? 'black' : 'white');

// ---------------------------------------------------------------------------------------------
// Tic-tac-toe: a draw with best play.

export interface Ttt {
  cells: string; // 9 chars of 'x', 'o', '.'
}
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
function tttWinner(c: string): 'x' | 'o' | null {
  for (const [a, b, d] of LINES) if (c[a!] !== '.' && c[a!] === c[b!] && c[a!] === c[d!]) return c[a!] as 'x' | 'o';
  return null;
}
const tttMover = (c: string): Side => ([...c].filter((x) => x !== '.').length % 2 === 0 ? 'white' : 'black');

export const tictactoe = makeGame<Ttt, number>('tic-tac-toe', {
  initial: { cells: '.........' },
  phase: (s) => (tttWinner(s.cells) || !s.cells.includes('.') ? 'over' : 'decision'),
  toMove: (s) => tttMover(s.cells),
  legalActions: (s) => [...s.cells].flatMap((c, i) => (c === '.' ? [i] : [])),
  apply: (s, a) => ({ cells: s.cells.slice(0, a) + (tttMover(s.cells) === 'white' ? 'x' : 'o') + s.cells.slice(a + 1) }),
  result(s) {
    const w = tttWinner(s.cells);
    if (w) return { winner: w === 'x' ? 'white' : 'black', reason: 'stones', text: `${w} made a line` };
    return s.cells.includes('.') ? null : { winner: null, reason: 'stalemate', text: 'board full' };
  },
  format: (s) => s.cells,
  parse(text) {
    if (!/^[xo.]{9}$/.test(text)) throw new Error('bad');
    return { cells: text };
  },
  actionText: (a) => `c${a}`,
});

// ---------------------------------------------------------------------------------------------
// Nim on several heaps: the mover loses exactly when the heaps' XOR is 0 (taking the last wins).

export interface Nim {
  heaps: readonly number[];
  toMove: Side;
}
export const nimValue = (h: readonly number[]) => h.reduce((x, y) => x ^ y, 0);

export const nim = makeGame<Nim, [number, number]>('nim', {
  initial: { heaps: [3, 4, 5], toMove: 'white' },
  phase: (s) => (s.heaps.every((h) => h === 0) ? 'over' : 'decision'),
  toMove: (s) => s.toMove,
  legalActions: (s) => s.heaps.flatMap((h, i) => Array.from({ length: h }, (_, k): [number, number] => [i, k + 1])),
  apply: (s, [i, k]) => ({ heaps: s.heaps.map((h, j) => (j === i ? h - k : h)), toMove: other(s.toMove) }),
  // The player who took the last counter is the one not to move now.
  result: (s) => (s.heaps.every((h) => h === 0) ? { winner: other(s.toMove), reason: 'stones', text: 'took the last' } : null),
  format: (s) => `${s.heaps.join(',')} ${s.toMove[0]}`,
  parse(text) {
    const [h, t] = text.split(' ');
    return { heaps: h!.split(',').map(Number), toMove: t === 'w' ? 'white' : 'black' };
  },
  actionText: ([i, k]) => `${i}-${k}`,
});

// ---------------------------------------------------------------------------------------------
// Pick a die, then keep the roll or its complement to 7: a turn of two decisions by the same
// side around a chance point (the shape of a d4 d6 chess turn). A final number of 5 or 6 wins,
// 4 draws, less loses. Best: the d6 and keep the larger (win 4/6, draw 2/6); the d4 gives
// win 2/4, draw 2/4. Minimising at the second decision instead would lose every time.

export interface DiePick {
  stage: 'pick' | 'roll' | 'keep' | 'done';
  die: number;
  roll: number;
  final: number;
}
export const diePick = makeGame<DiePick, string, number>('die pick', {
  initial: { stage: 'pick', die: 0, roll: 0, final: 0 },
  phase: (s) => (s.stage === 'roll' ? 'chance' : s.stage === 'done' ? 'over' : 'decision'),
  toMove: () => 'white',
  legalActions: (s) => (s.stage === 'pick' ? ['d4', 'd6'] : ['keep', 'flip']),
  apply: (s, a) =>
    s.stage === 'pick'
      ? { ...s, stage: 'roll', die: a === 'd4' ? 4 : 6 }
      : { ...s, stage: 'done', final: a === 'keep' ? s.roll : 7 - s.roll },
  chanceOutcomes: (s) =>
    Array.from({ length: s.die }, (_, i) => ({ outcome: i + 1, probability: 1 / s.die, notation: String(i + 1), dice: [{ sides: s.die, value: i + 1 }] })),
  applyChance: (s, r) => ({ ...s, stage: 'keep', roll: r }),
  result: (s) =>
    s.stage !== 'done'
      ? null
      : s.final >= 5
        ? { winner: 'white', reason: 'stones', text: 'high' }
        : s.final === 4
          ? { winner: null, reason: 'agreement', text: 'four' }
          : { winner: 'black', reason: 'stones', text: 'low' },
  format: (s) => `${s.stage} ${s.die} ${s.roll} ${s.final}`,
  parse(text) {
    const [stage, die, roll, final] = text.split(' ');
    return { stage: stage as DiePick['stage'], die: Number(die), roll: Number(roll), final: Number(final) };
  },
  actionText: (a) => a,
});

// ---------------------------------------------------------------------------------------------
// Capture race: a line of counters; a move takes one counter from either end (a "capture" if it
// is a high counter). Used to check that capture ordering and quiescence do not change values.

export interface Ends {
  row: readonly number[];
  score: number; // white's total minus black's
  toMove: Side;
}
export const ends = makeGame<Ends, 'L' | 'R'>('ends', {
  initial: { row: [3, 9, 1, 2, 8, 5, 7, 4, 6, 2], score: 0, toMove: 'white' },
  phase: (s) => (s.row.length === 0 ? 'over' : 'decision'),
  toMove: (s) => s.toMove,
  legalActions: (s) => (s.row.length === 1 ? ['L'] : ['L', 'R']),
  apply(s, a) {
    const taken = a === 'L' ? s.row[0]! : s.row[s.row.length - 1]!;
    const row = a === 'L' ? s.row.slice(1) : s.row.slice(0, -1);
    return { row, score: s.score + (s.toMove === 'white' ? taken : -taken), toMove: other(s.toMove) };
  },
  result: (s) =>
    s.row.length > 0
      ? null
      : s.score === 0
        ? { winner: null, reason: 'agreement', text: 'equal' }
        : { winner: s.score > 0 ? 'white' : 'black', reason: 'stones', text: 'more' },
  format: (s) => `${s.row.join(',')} ${s.score} ${s.toMove[0]}`,
  parse(text) {
    const [r, sc, t] = text.split(' ');
    return { row: r ? r.split(',').map(Number) : [], score: Number(sc), toMove: t === 'w' ? 'white' : 'black' };
  },
  actionText: (a) => a,
  evaluate: (s) => (s.toMove === 'white' ? s.score : -s.score) / 10,
  captures: (s, a) => (a === 'L' ? s.row[0]! : s.row[s.row.length - 1]!) >= 7,
});

/**
 * A tiny dice game for testing the core without any real variant: a pile of counters;
 * each turn the player rolls a d3 and takes 1..roll counters (or passes when the pile is
 * smaller than 1). Taking the last counter wins.
 */
import { IllegalActionError, PositionError, RecordError } from '../../src/core/errors.js';
import type { Variant } from '../../src/core/types.js';

interface ToyState {
  pile: number;
  toMove: 'white' | 'black';
  roll: number | null;
}

export const toy: Variant<ToyState, number, number> = {
  id: 'sixstone',
  name: 'Toy',
  credit: 'test',
  geometry: () => ({ cells: [], cellSize: 1, width: 1, height: 1, labels: [], neighbours: {} }),
  initial: (o = {}) => ({ pile: typeof o['pile'] === 'number' ? o['pile'] : 7, toMove: 'white', roll: null }),
  options: () => ({}),
  phase: (s) => (s.pile === 0 ? 'over' : s.roll === null ? 'chance' : 'decision'),
  toMove: (s) => s.toMove,
  legalActions: (s) => (s.roll === null ? [] : Array.from({ length: Math.min(s.roll, s.pile) }, (_, i) => i + 1)),
  apply(s, a) {
    if (s.roll === null || !Number.isInteger(a) || a < 1 || a > Math.min(s.roll, s.pile)) throw new IllegalActionError(String(a), 'take 1 up to the roll');
    return { pile: s.pile - a, toMove: s.pile - a === 0 ? s.toMove : s.toMove === 'white' ? 'black' : 'white', roll: null };
  },
  chanceOutcomes: (s) => (s.roll === null ? [1, 2, 3].map((n) => ({ outcome: n, probability: 1 / 3, notation: `r${n}`, dice: [{ sides: 3, value: n }] })) : []),
  applyChance: (s, r) => ({ ...s, roll: r }),
  result: (s) => (s.pile === 0 ? { winner: s.toMove, reason: 'stones', text: `${s.toMove} took the last counter` } : null),
  formatPosition: (s) => `${s.pile} ${s.toMove[0]} ${s.roll ?? '-'}`,
  parsePosition(text) {
    const m = /^(\d+) ([wb]) ([123-])$/.exec(text);
    if (!m) throw new PositionError(text, '"<pile> <w|b> <roll|->"');
    return { pile: Number(m[1]), toMove: m[2] === 'w' ? 'white' : 'black', roll: m[3] === '-' ? null : Number(m[3]) };
  },
  formatAction: (_s, a) => `t${a}`,
  parseAction(s, text) {
    const m = /^t(\d)$/.exec(text);
    if (!m) throw new IllegalActionError(text, 'expected t<n>');
    const a = Number(m[1]);
    if (!toy.legalActions(s).includes(a)) throw new IllegalActionError(text, 'not allowed by the roll');
    return a;
  },
  parseChance(_s, text) {
    const m = /^r([123])$/.exec(text);
    if (!m) throw new RecordError(text, 'r1, r2 or r3');
    return Number(m[1]);
  },
  view: (s) => ({ pieces: new Map(), reserves: [], toMove: s.toMove, phase: toy.phase(s), dice: [], check: [] }),
  actionView: (_s, a) => ({ notation: `t${a}` }),
  key: (s) => toy.formatPosition(s),
};

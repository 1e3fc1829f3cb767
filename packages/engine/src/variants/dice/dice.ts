/**
 * The two dice. A roll is kept as `10 * low + high` (low <= high): 23 stands for a two and a
 * three in either order, so the 36 ordered outcomes merge into 21 (doubles 1/36, others 2/36).
 * Records and position texts accept both orders (`23`, `32`) and write the low die first.
 */
import { ALL_TYPES } from './board.js';

/** Die faces name piece types directly: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. */
export const FACE_NAMES = ['', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;

export const rollLow = (roll: number) => Math.floor(roll / 10);
export const rollHigh = (roll: number) => roll % 10;
export const isDoubles = (roll: number) => rollLow(roll) === rollHigh(roll);
export const rollText = (roll: number) => String(roll);

/** The piece types a roll lets move (bit `1 << type`); doubles allow them all. */
export function rollMask(roll: number): number {
  const a = rollLow(roll), b = rollHigh(roll);
  return a === b ? ALL_TYPES : (1 << a) | (1 << b);
}

export function makeRoll(a: number, b: number): number {
  return a <= b ? a * 10 + b : b * 10 + a;
}

/** Parses `23` or `32`; `fail` builds the error to throw (a RecordError or PositionError). */
export function parseRollText(text: string, fail: (token: string, expected: string) => Error): number {
  if (!/^[1-6][1-6]$/.test(text)) throw fail(text, 'two dice faces 1-6 written together, like 23 or 66');
  return makeRoll(text.charCodeAt(0) - 48, text.charCodeAt(1) - 48);
}

export interface RollOutcome {
  readonly roll: number;
  readonly probability: number;
}

/** The 21 distinct rolls with their probabilities, low die first. */
export const ROLLS: readonly RollOutcome[] = (() => {
  const out: RollOutcome[] = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) out.push({ roll: a * 10 + b, probability: a === b ? 1 / 36 : 2 / 36 });
  return out;
})();

/** For each mask of piece types (bits 1..6): how many of the 36 ordered rolls allow one of them. */
export const ORDERED_ROLLS_ALLOWING = (() => {
  // The 36 rolls' masks first: the 128 x 36 loop then calls nothing (it runs as the module loads).
  const masks = new Uint8Array(36);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) masks[(a - 1) * 6 + b - 1] = rollMask(makeRoll(a, b));
  const table = new Uint8Array(128);
  for (let types = 0; types < 128; types++) {
    let n = 0;
    for (let i = 0; i < 36; i++) if (masks[i]! & types) n++;
    table[types] = n;
  }
  return table;
})();

export function describeRoll(roll: number): string {
  const a = rollLow(roll), b = rollHigh(roll);
  if (a === b) return `doubles (${a} and ${b}): any move`;
  return `${a} and ${b}: ${FACE_NAMES[a]} or ${FACE_NAMES[b]}`;
}

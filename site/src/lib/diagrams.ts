/**
 * The rebuilt diagrams of the sources, as pieces on cells. Each is turned into the game's own
 * position text by lib/positions.ts and checked by the engine when the page is built.
 */
import type { PositionSpec } from './positions.ts';

export type { Step } from './engine.ts';
import type { Step } from './engine.ts';

export const dagger = {
  /** The middle cell of the middle rank. */
  centre: 'g3',
  /** One White piece in the middle; the kings stand where that piece does not give check. */
  lone: (piece: string): PositionSpec =>
    piece === 'K'
      ? { pieces: { g3: 'K', n1: 'k', m2: 'p' }, toMove: 'white', extra: { hand: '-' } }
      : { pieces: { a1: 'K', m1: 'k', g3: piece }, toMove: 'white', extra: { hand: '-' } },
  /** Nearly empty (a pawn each keeps the game from being a dead draw). */
  empty: (): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', b2: 'P', m1: 'p' }, toMove: 'white', extra: { hand: '-' } }),
  pawn: (): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', d2: 'P' }, toMove: 'white', extra: { hand: '-' } }),
  enPassant: (toMove: 'white' | 'black' = 'white'): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', d2: 'P', f3: 'p' }, toMove, extra: { hand: '-' } }),
  knightEntry: (): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', e1: 'P', e2: 'P', e3: 'P' }, toMove: 'white', extra: { hand: 'a0a2' } }),
  kingAway: (): PositionSpec => ({ pieces: { b1: 'K', n1: 'k', e2: 'P' }, toMove: 'white', extra: { hand: 'a0a2' } }),
};

export const d4d6 = {
  centre: 'd4',
  /** One White piece on d4 (a Cavalo facing north), and a Black Formiga so both sides have a gambling piece. */
  lone: (piece: string): PositionSpec => ({
    pieces: {
      d4: piece === 'cavalo' ? 'CAVALO:n' : piece.toUpperCase(),
      c8: 'formiga',
      // A Guarda is not a gambling piece: White needs one in play for the game to go on.
      ...(piece === 'guarda' ? { f1: 'FORMIGA' } : {}),
    },
    toMove: 'white',
  }),
  empty: (): PositionSpec => ({ pieces: { c1: 'FORMIGA', f8: 'formiga' }, toMove: 'white' }),
  /** The worked example: White Cavalo e5 facing north, Formiga b6, Gata d8; Black Guarda b5, Gato c6, Gata f6, Ratos c7 and f7. */
  example: (): PositionSpec => ({
    pieces: {
      e5: 'CAVALO:n', b6: 'FORMIGA', d8: 'GATA',
      b5: 'guarda', c6: 'gato', f6: 'gata', c7: 'rato', f7: 'rato',
    },
    toMove: 'white',
  }),
  /** Our reconstruction of the fortress. */
  fortress: (): PositionSpec => ({
    pieces: { b6: 'CAVALO:w', a6: 'GUARDA', b7: 'GUARDA', d4: 'rato', e7: 'rato' },
    toMove: 'white',
  }),
  /** Choose the piece on d4 with its die (the d6 for a Formiga, else the d4) and fix the roll. */
  rollFor: (piece: string, roll: number): Step[] => [{ select: 'd4', die: piece === 'formiga' ? 'd6' : 'd4', roll: String(roll) }],
  exampleRoll: (cell: string, roll: number, die?: string): Step[] => [{ select: cell, roll: String(roll), ...(die ? { die } : {}) }],
};

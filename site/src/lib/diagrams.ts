/**
 * The rebuilt diagrams of the sources, as pieces on cells. Each is turned into the game's own
 * position text by lib/positions.ts and checked by the engine when the page is built.
 */
import type { PositionSpec } from './positions.ts';

export type Step = string | readonly [string, string] | { readonly select: string; readonly die?: string; readonly roll?: string };

export const dagger = {
  /** The middle cell of the middle rank. */
  centre: 'g3',
  lone: (piece: string): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', g3: piece }, toMove: 'white', extra: { inHand: 0 } }),
  empty: (): PositionSpec => ({ pieces: { a1: 'K', n1: 'k' }, toMove: 'white', extra: { inHand: 0 } }),
  pawn: (): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', d2: 'P' }, toMove: 'white', extra: { inHand: 0 } }),
  enPassant: (): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', d2: 'P', f3: 'p' }, toMove: 'white', extra: { inHand: 0 } }),
  knightEntry: (): PositionSpec => ({ pieces: { a1: 'K', n1: 'k', e1: 'P', e2: 'P', e3: 'P' }, toMove: 'white', extra: { inHand: 2 } }),
  kingAway: (): PositionSpec => ({ pieces: { b1: 'K', n1: 'k', e2: 'P' }, toMove: 'white', extra: { inHand: 2 } }),
};

export const d4d6 = {
  centre: 'd4',
  lone: (piece: string): PositionSpec => ({
    pieces: { d4: piece.toUpperCase(), c8: 'formiga' },
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
    pieces: { b6: 'CAVALO:w', a6: 'GUARDA', b7: 'GUARDA', d4: 'rato', e7: 'rato', h8: 'guarda' },
    toMove: 'white',
  }),
  rollFor: (_piece: string, roll: number): Step[] => [{ select: 'd4', roll: String(roll) }],
  exampleRoll: (cell: string, roll: number): Step[] => [{ select: cell, roll: String(roll) }],
};

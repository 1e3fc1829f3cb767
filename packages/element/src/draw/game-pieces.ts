/**
 * The pieces of the games that are not chess pieces (Dart 6x6's dart, Six Stone's stones, the
 * d4 d6 animals), in the same 100 x 100 box as draw/pieces.ts. They load with draw/features.ts.
 */
import type { PieceKind } from '../engine.js';
import type { PieceDrawing } from './pieces.js';
import { body, detail, dot, over } from './pieces.js';

/** A round token for the d4 d6 pieces. */
const token = over(dot(50, 52, 34));

export const GAME_PIECES: Partial<Record<PieceKind, PieceDrawing>> = {
  dart: {
    parts: [
      dot(50, 50, 36, 'body'),
      detail('M50 22a28 28 0 1 0 .01 0M50 36a14 14 0 1 0 .01 0'),
      over(body('M30 76l6-14 32-32 6 6-32 32z')),
      body('M68 30l-2-16 10 10zM74 36l16 2-12-10z'),
    ],
  },
  stone: {
    parts: [dot(50, 50, 38), detail('M50 24a26 26 0 0 1 26 26')],
  },
  rato: {
    parts: [dot(32, 24, 11), dot(68, 24, 11), token, detail('M24 60h-10M24 66l-9 4M76 60h10M76 66l9 4')],
    mark: 'Ra',
  },
  formiga: {
    parts: [body('M44 22L34 8M56 22L66 8'), token, detail('M40 76h20')],
    mark: 'Fo',
  },
  gata: {
    parts: [body('M20 40l6-30 18 14zM80 40l-6-30-18 14z'), token, over(body('M40 82l10-8 10 8-10 8z'))],
    mark: 'Ga',
  },
  gato: {
    parts: [body('M20 40l6-30 18 14zM80 40l-6-30-18 14z'), token, detail('M20 58h-12M80 58h12')],
    mark: 'Go',
  },
  cavalo: {
    parts: [body('M30 26l8-16 6 12 6-14 6 14 6-12 8 16z'), token],
    mark: 'Ca',
  },
  guarda: {
    parts: [body('M50 10l36 11c0 32-13 55-36 69-23-14-36-37-36-69z'), detail('M50 20v4M24 28l6 2M76 28l-6 2')],
    mark: 'Gu',
    markY: 54,
  },
  rinoceronte: {
    parts: [body('M41 22l9-18 9 18z'), token],
    mark: 'Ri',
  },
};

/**
 * Diagram positions described the same way for every game (which piece stands where), turned
 * into each game's own position text by a small writer per game, then checked by the engine's
 * parser. A writer exists only for games whose position format has landed.
 */
import type { VariantId } from './engine.ts';

export interface PositionSpec {
  /** cell -> piece code in the game's own letters (upper case White, lower case Black). */
  pieces: Record<string, string>;
  toMove?: 'white' | 'black';
  /** Anything else the game's format holds (darts in hand, knights in hand, facings, ...). */
  extra?: Record<string, string | number | boolean>;
}

type Writer = (spec: PositionSpec) => string;

/** One row's cells in order, runs of empty cells written as digits (FEN style). */
function fenRow(cells: readonly (string | undefined)[]): string {
  let row = '';
  let empty = 0;
  for (const p of cells) {
    if (p === undefined) empty++;
    else {
      if (empty) row += String(empty);
      empty = 0;
      row += p;
    }
  }
  return empty ? row + String(empty) : row;
}

/** Rows of a square board from the top rank down, runs of empty cells as digits (FEN style). */
export function fenRows(pieces: Record<string, string>, files: string, ranks: number): string {
  const rows: string[] = [];
  for (let r = ranks; r >= 1; r--) rows.push(fenRow([...files].map((f) => pieces[`${f}${r}`])));
  return rows.join('/');
}

const countOf = (pieces: Record<string, string>, letter: string) => Object.values(pieces).filter((p) => p === letter).length;

/** Dagger Chess: ranks a (1 cell) to n, cells numbered from 1 within a rank. */
const DAGGER_RANKS = 'abcdefghjklmn';
const DAGGER_SIZES = [1, 2, 3, 4, 3, 4, 5, 4, 3, 4, 3, 2, 1];

/** d4 d6 chess piece names to the letters of its position text (upper case name: White). */
const D4D6_LETTERS: Record<string, string> = {
  rato: 'R', formiga: 'F', gata: 'A', gato: 'T', cavalo: 'C', guarda: 'G', rinoceronte: 'N',
};
function d4d6Piece(code: string): string {
  const [name, facing] = code.split(':') as [string, string | undefined];
  const letter = D4D6_LETTERS[name.toLowerCase()];
  if (!letter) throw new Error(`d4d6: unknown piece ${code}`);
  const white = name === name.toUpperCase();
  return `${white ? letter : letter.toLowerCase()}${facing ? `(${facing})` : ''}`;
}

export const writers: Partial<Record<VariantId, Writer>> = {
  // sixstone/notation.ts: rows 4 down to 1, points A to D as W, B or '.', then the side to move.
  sixstone: (spec) => {
    const rows: string[] = [];
    for (let r = 4; r >= 1; r--) {
      rows.push([...'ABCD'].map((f) => ({ S: 'W', s: 'B' })[spec.pieces[`${f}${r}`] ?? ''] ?? '.').join(''));
    }
    return `${rows.join('/')} ${spec.toMove === 'black' ? 'b' : 'w'}`;
  },
  // d4d6/state.ts: board (Cavalo facing in brackets), side, stage, chosen, roll, special, counter.
  d4d6: (spec) => {
    const pieces = Object.fromEntries(Object.entries(spec.pieces).map(([cell, code]) => [cell, d4d6Piece(code)]));
    return `${fenRows(pieces, 'abcdefgh', 8)} ${spec.toMove === 'black' ? 'b' : 'w'} start - - 0 0`;
  },
  // dagger/state.ts: board from rank n down, side, knights in hand (a0a2n0n2 or -), en passant, clocks.
  dagger: (spec) => {
    const rows: string[] = [];
    for (let r = DAGGER_RANKS.length - 1; r >= 0; r--) {
      rows.push(fenRow(Array.from({ length: DAGGER_SIZES[r]! }, (_, k) => spec.pieces[`${DAGGER_RANKS[r]}${k + 1}`])));
    }
    const hand = String(spec.extra?.hand ?? '-');
    return `${rows.join('/')} ${spec.toMove === 'black' ? 'b' : 'w'} ${hand} - 0 1`;
  },
  // dart/RULES.md: board, darts in hand in brackets, side, halfmove clock, move number.
  dart: (spec) => {
    const hand = 'D'.repeat(3 - countOf(spec.pieces, 'D')) + 'd'.repeat(3 - countOf(spec.pieces, 'd'));
    return `${fenRows(spec.pieces, 'abcdef', 6)}[${hand}] ${spec.toMove === 'black' ? 'b' : 'w'} 0 1`;
  },
};

export function writePosition(variant: VariantId, spec: PositionSpec): string | null {
  const w = writers[variant];
  return w ? w(spec) : null;
}

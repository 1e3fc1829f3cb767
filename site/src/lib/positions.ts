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

/** Rows of a square board from the top rank down, runs of empty cells as digits (FEN style). */
export function fenRows(pieces: Record<string, string>, files: string, ranks: number): string {
  const rows: string[] = [];
  for (let r = ranks; r >= 1; r--) {
    let row = '';
    let empty = 0;
    for (const f of files) {
      const p = pieces[`${f}${r}`];
      if (p === undefined) empty++;
      else {
        if (empty) row += String(empty);
        empty = 0;
        row += p;
      }
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

const countOf = (pieces: Record<string, string>, letter: string) => Object.values(pieces).filter((p) => p === letter).length;

export const writers: Partial<Record<VariantId, Writer>> = {
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

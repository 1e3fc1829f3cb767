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

export const writers: Partial<Record<VariantId, Writer>> = {};

export function writePosition(variant: VariantId, spec: PositionSpec): string | null {
  const w = writers[variant];
  return w ? w(spec) : null;
}

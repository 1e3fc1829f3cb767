/**
 * The list of games. Each is loaded only when asked for, so a page with one Dagger board
 * never downloads the d4 d6 rules.
 */
import { UnknownVariantError } from './core/errors.js';
import type { AnyVariant, VariantId } from './core/types.js';
import { VARIANT_IDS } from './core/types.js';

interface Entry {
  readonly load: () => Promise<AnyVariant>;
  /** The game throws dice (it has chance points): a UI can fetch what draws them beside the rules. */
  readonly dice: boolean;
  /**
   * The game is drawn with squares and chess pieces alone, in every position: no points, lines,
   * named areas, reserves or pieces with a facing. A UI can leave what draws those unloaded.
   */
  readonly plain: boolean;
}

const games: Record<VariantId, Entry> = {
  dart: { load: () => import('./variants/dart/index.js').then((m) => m.variant), dice: false, plain: false },
  dice: { load: () => import('./variants/dice/index.js').then((m) => m.variant), dice: true, plain: true },
  sixstone: { load: () => import('./variants/sixstone/index.js').then((m) => m.variant), dice: false, plain: false },
  dagger: { load: () => import('./variants/dagger/index.js').then((m) => m.variant), dice: false, plain: false },
  d4d6: { load: () => import('./variants/d4d6/index.js').then((m) => m.variant), dice: true, plain: false },
};

/** Whether a game throws dice, known before its rules load (false for an unknown id). */
export function hasDice(id: string): boolean {
  return isVariantId(id) && games[id].dice;
}

/** Whether a game is drawn with squares and chess pieces alone, known before its rules load (false for an unknown id). */
export function hasPlainBoard(id: string): boolean {
  return isVariantId(id) && games[id].plain;
}

export function isVariantId(id: string): id is VariantId {
  return (VARIANT_IDS as readonly string[]).includes(id);
}

/** Throws UnknownVariantError for an id that is not one of the five. */
export function assertVariantId(id: string): VariantId {
  if (!isVariantId(id)) throw new UnknownVariantError(id, VARIANT_IDS);
  return id;
}

const cache = new Map<VariantId, Promise<AnyVariant>>();

export async function loadVariant(id: string): Promise<AnyVariant> {
  const vid = assertVariantId(id);
  let p = cache.get(vid);
  if (!p) {
    p = games[vid].load();
    cache.set(vid, p);
    p.catch(() => cache.delete(vid));
  }
  return p;
}

/**
 * The list of games. Each is loaded only when asked for, so a page with one Dagger board
 * never downloads the d4 d6 rules.
 */
import { UnknownVariantError } from './core/errors.js';
import type { AnyVariant, VariantId } from './core/types.js';
import { VARIANT_IDS } from './core/types.js';

const loaders: Record<VariantId, () => Promise<AnyVariant>> = {
  dart: () => import('./variants/dart/index.js').then((m) => m.variant),
  dice: () => import('./variants/dice/index.js').then((m) => m.variant),
  sixstone: () => import('./variants/sixstone/index.js').then((m) => m.variant),
  dagger: () => import('./variants/dagger/index.js').then((m) => m.variant),
  d4d6: () => import('./variants/d4d6/index.js').then((m) => m.variant),
};

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
    p = loaders[vid]();
    cache.set(vid, p);
    p.catch(() => cache.delete(vid));
  }
  return p;
}

/**
 * The same game with one action taken away at one position: searching it gives the best of
 * the *other* moves, so "one clearly best move" is a difference of two ordinary searches
 * through the public `search` API (whatever makes that search stronger applies here too).
 */
import type { AnyVariant } from '../core/types.js';

export function withoutAction(v: AnyVariant, root: unknown, banned: unknown): AnyVariant {
  const bannedText = v.formatAction(root, banned);
  const wrapped = Object.create(v) as AnyVariant & { legalActions: AnyVariant['legalActions'] };
  // The search calls legalActions on the very root object it was given; children are new states.
  wrapped.legalActions = (s: unknown) => {
    const all = v.legalActions(s);
    return s === root ? all.filter((a) => v.formatAction(root, a) !== bannedText) : all;
  };
  // A game's own in-place walker (if it has one) would list the root's moves itself: hide it,
  // so the search walks states through legalActions above.
  Object.defineProperty(wrapped, 'cursor', { value: undefined });
  return wrapped;
}

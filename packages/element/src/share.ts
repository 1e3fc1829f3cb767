/** Share links: a page showing a game from its start position, moves and options. No DOM. */
import type { VariantOptions } from './engine.js';
import { formatOptions } from './engine.js';

/** A link to a page that shows this game: `base?variant=&position=&moves=&options=`. */
export function shareUrl(
  base: string,
  game: { variant: string; position?: string; moves?: readonly string[]; options?: VariantOptions },
): string {
  const params = new URLSearchParams();
  params.set('variant', game.variant);
  if (game.position) params.set('position', game.position);
  if (game.moves && game.moves.length) params.set('moves', game.moves.join(' '));
  const opts = game.options ? formatOptions(game.options) : '';
  if (opts) params.set('options', opts);
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}${params.toString()}`;
}

/** Parsing of the element's text attributes, and the share link. No DOM. */
import type { Side, VariantOptions } from './engine.js';
import { formatOptions } from './engine.js';

/** `"e4 d5"`, `"e4,d5"` -> cells. */
export function parseCells(v: string | null | undefined): string[] {
  return (v ?? '').split(/[\s,;]+/).filter(Boolean);
}

/**
 * Arrows as `e2e4 g1-f3 a1>b2` (or an array of pairs). A token without a separator is split
 * where both halves are cells of the board, so cell names of any length work.
 */
export function parseArrows(
  v: string | readonly (readonly [string, string])[] | null | undefined,
  cells: readonly string[],
): [string, string][] {
  if (!v) return [];
  if (Array.isArray(v)) return v.map(([a, b]) => [a, b] as [string, string]);
  const known = new Set(cells);
  const out: [string, string][] = [];
  for (const tok of (v as string).split(/[\s,;]+/).filter(Boolean)) {
    const parts = tok.split(/-+>?|>|→/).filter(Boolean);
    if (parts.length === 2) {
      out.push([parts[0]!, parts[1]!]);
      continue;
    }
    for (let i = 1; i < tok.length; i++) {
      const a = tok.slice(0, i), b = tok.slice(i);
      if (known.has(a) && known.has(b)) {
        out.push([a, b]);
        break;
      }
    }
  }
  return out;
}

export type PlayerKind = 'human' | 'computer';

/** `"human computer"` -> who plays White and Black. Anything unknown counts as human. */
export function parsePlayers(v: string | null | undefined): Record<Side, PlayerKind> {
  const [w, b] = (v ?? '').toLowerCase().split(/[\s,;]+/).filter(Boolean);
  const kind = (x: string | undefined): PlayerKind => (x === 'computer' || x === 'ai' || x === 'cpu' ? 'computer' : 'human');
  return { white: kind(w), black: kind(b) };
}

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

/**
 * What the editor hands out for a position: the embed snippet, the Markdown block read by
 * @variant-board/markdown (a `variant-board` fence of `key: value` lines named after the
 * element's attributes) and the share link. Pure text functions.
 */
import { formatOptions } from '../engine.js';
import type { VariantOptions } from '../engine.js';
import { shareUrl } from '../share.js';

export interface Shown {
  readonly variant: string;
  readonly position: string;
  readonly options?: VariantOptions;
  readonly orientation?: 'white' | 'black';
  /** The Markdown block's caption (one line). */
  readonly caption?: string;
}

const escapeAttr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The attributes in the order both outputs write them. */
function attributes(p: Shown): [string, string][] {
  const out: [string, string][] = [['variant', p.variant], ['position', p.position]];
  const opts = p.options ? formatOptions(p.options) : '';
  if (opts) out.push(['options', opts]);
  if (p.orientation === 'black') out.push(['orientation', 'black']);
  return out;
}

export function embedSnippet(p: Shown): string {
  return `<variant-board ${attributes(p).map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(' ')}></variant-board>`;
}

export function markdownBlock(p: Shown): string {
  // A caption is one `key: value` line: line breaks an author types become spaces.
  const caption = p.caption?.replace(/\s+/g, ' ').trim();
  const lines = [...attributes(p), ...(caption ? [['caption', caption] as [string, string]] : [])];
  return ['```variant-board', ...lines.map(([k, v]) => `${k}: ${v}`), '```'].join('\n');
}

export function shareLink(base: string, p: Shown): string {
  const url = shareUrl(base, { variant: p.variant, position: p.position, ...(p.options ? { options: p.options } : {}) });
  return p.orientation === 'black' ? `${url}&orientation=black` : url;
}

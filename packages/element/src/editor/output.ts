/**
 * What the editor hands out for a position: the embed snippet, the Markdown block read by
 * @variant-board/markdown (a `variant-board` fence of `key: value` lines named after the
 * element's attributes), the share link and, with a board server, the forum snippets. Pure text functions.
 */
import { formatOptions } from '../engine.js';
import type { VariantOptions } from '../engine.js';
import { forumTexts, linkFor } from '../share.js';
import type { LinkBoard, SharedGame } from '../share.js';
import type { ForumSnippets } from '../forum-snippets.js';

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

const sharedOf = (p: Shown): SharedGame => ({ variant: p.variant, position: p.position, ...(p.options ? { options: p.options } : {}), orientation: p.orientation === 'black' ? 'black' : 'white' });

/** The share link of the position (share.ts: `share-base`, else the board server's `/play/`, else this page's `#vb=`). */
export function shareLink(board: LinkBoard, p: Shown): string {
  return linkFor(board, sharedOf(p));
}

/** What to paste into a forum for the position, from the board server; `title` when there is no caption. */
export function forumOutputs(server: string, p: Shown, title: string): ForumSnippets {
  return forumTexts(server, sharedOf(p), p.caption?.replace(/\s+/g, ' ').trim() || title);
}

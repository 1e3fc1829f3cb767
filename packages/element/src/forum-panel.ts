/**
 * The sharing buttons' "Copy for forum" popup (boards with a board server): BBCode and Markdown
 * with the server's picture, the iframe of its live board, and the share link, each in a read-only
 * box with its Copy button. Built with the DOM, every text set as a box's value or a text node,
 * never as markup. Loaded when the popup is first opened (ui.ts), with its words.
 */
import { el } from './dom.js';
import type { ForumSnippets } from './forum-snippets.js';
import { controlStrings } from './control-strings.js';
import { strings } from './strings.js';
import type { InputHost } from './host.js';
import { adopter } from './adopt.js';
import type { ForumStrings } from './part-words.js';
export type { ForumStrings } from './part-words.js';

export const enForum: ForumStrings = {
  bbcode: 'BBCode (phpBB, bbPress, vBulletin)',
  markdown: 'Markdown (Discourse, Reddit, GitHub)',
  iframe: 'HTML iframe (where a forum allows iframes)',
  link: 'Link',
  copy: 'Copy',
  copied: (what) => `${what} copied.`,
  close: 'Close',
};
/** The popup's words: English, or the page's (`setStrings({ forum: {...} })`). */
export function forumStrings(): ForumStrings {
  const custom = strings().forum;
  return custom ? { ...enForum, ...custom } : enForum;
}

/** The popup's look beside the chooser's (ui-styles.ts), adopted when it first opens on a board. */
const adoptForumStyles = adopter(String.raw`
  .forum { flex-direction: column; flex-wrap: nowrap; align-items: stretch; width: min(32em, 92%); max-height: 92%; overflow: auto; z-index: 1; }
  .forum-row { display: grid; grid-template-columns: 1fr auto; gap: 0.2em 0.4em; align-items: end; }
  .forum-row label { grid-column: 1 / -1; font-size: 0.9em; }
  .forum textarea { font: 0.8em/1.3 ui-monospace, monospace; width: 100%; box-sizing: border-box; resize: vertical; color: inherit; background: var(--_frame); border: 1px solid var(--_panel-border); border-radius: 0.3em; }
  .forum textarea:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
  .forum-close { align-self: center; }
`);

/** The snippets in the order the popup shows them. */
export const FORUM_KINDS = ['bbcode', 'markdown', 'iframe', 'link'] as const;
export type ForumKind = (typeof FORUM_KINDS)[number];

/** Each board's open popup, and the state it was opened on (another shown position closes it: its texts are of that one). */
const open = new WeakMap<InputHost, { node: HTMLElement; state: unknown }>();

/** The board's popup while it is open. */
export function forumNode(b: InputHost): HTMLElement | null {
  const o = open.get(b);
  if (o && b._shown()?.state !== o.state) open.delete(b);
  return open.get(b)?.node ?? null;
}

/** Opens the popup for the shown position (the record part writes the texts: share.ts), its first box focused. */
export async function openForum(b: InputHost): Promise<void> {
  try {
    await b._loadRecords();
  } catch {
    return; // (Said as the board's error by the loader.)
  }
  const texts = b._parts.records?.forum();
  if (!texts) return;
  adoptForumStyles(b.renderRoot as ShadowRoot);
  open.set(b, { node: forumPanel(b, texts), state: b._shown()?.state });
  b._bump();
  await b.updateComplete;
  open.get(b)?.node.querySelector('textarea')?.focus();
}

export function closeForum(b: InputHost): void {
  if (!open.delete(b)) return;
  b._bump();
  void b.updateComplete.then(() => (b.renderRoot.querySelector('[part=sharing] [aria-haspopup]') as HTMLElement | null)?.focus());
}

async function copy(b: InputHost, texts: ForumSnippets, kind: ForumKind, label: string, box: HTMLTextAreaElement): Promise<void> {
  const text = texts[kind];
  try {
    await navigator.clipboard.writeText(text);
    b._announce = forumStrings().copied(label);
  } catch {
    // No clipboard here: the text is selected for the reader to copy.
    box.select();
    b._announce = text;
  }
  b._emit('share', { url: texts.link, kind, text });
  b._bump();
}

/** The popup: a labelled dialog over the board; Escape and its Close button close it. */
function forumPanel(b: InputHost, texts: ForumSnippets): HTMLElement {
  const W = forumStrings(), title = controlStrings().copyForum;
  const rows = FORUM_KINDS.map((kind) => {
    const label = W[kind];
    const box = el('textarea', { id: `forum-${kind}`, readonly: '', rows: kind === 'link' ? '2' : '3', spellcheck: 'false' });
    box.value = texts[kind];
    const button = el('button', { type: 'button', 'data-copy': kind, 'aria-label': `${W.copy}: ${label}` }, W.copy);
    button.addEventListener('click', () => void copy(b, texts, kind, label, box));
    return el('div', { class: 'forum-row' }, el('label', { for: `forum-${kind}` }, label), box, button);
  });
  const close = el('button', { type: 'button', class: 'forum-close' }, W.close);
  close.addEventListener('click', () => closeForum(b));
  const panel = el('div', { class: 'chooser forum', part: 'forum', role: 'dialog', 'aria-label': title }, el('p', { class: 'title' }, title), ...rows, close);
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeForum(b);
    }
  });
  return panel;
}

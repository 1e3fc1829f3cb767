/**
 * The sharing buttons' "Copy for forum" popup (boards with a board server): BBCode and Markdown
 * with the server's picture, the iframe of its live board, and the share link, each in a read-only
 * box with its Copy button. Built with the DOM, every text set as a box's value or a text node,
 * never as markup. Loaded when the popup is first opened.
 */
import { el } from './dom.js';
import type { ForumSnippets } from './forum-snippets.js';
import { controlStrings } from './control-strings.js';

/** The snippets in the order the popup shows them. */
export const FORUM_KINDS = ['bbcode', 'markdown', 'iframe', 'link'] as const;
export type ForumKind = (typeof FORUM_KINDS)[number];

export interface ForumPanelOwner {
  copy(kind: ForumKind, text: string, label: string, box: HTMLTextAreaElement): void;
  close(): void;
}

/** The popup: a labelled dialog over the board; Escape and its Close button close it. */
export function forumPanel(texts: ForumSnippets, o: ForumPanelOwner): HTMLElement {
  const S = controlStrings();
  const labels: Record<ForumKind, string> = { bbcode: S.forumBBCode, markdown: S.forumMarkdown, iframe: S.forumIframe, link: S.forumLink };
  const rows = FORUM_KINDS.map((kind) => {
    const box = el('textarea', { id: `forum-${kind}`, readonly: '', rows: kind === 'link' ? '2' : '3', spellcheck: 'false' });
    box.value = texts[kind];
    const copy = el('button', { type: 'button', 'data-copy': kind, 'aria-label': `${S.copy}: ${labels[kind]}` }, S.copy);
    copy.addEventListener('click', () => o.copy(kind, texts[kind], labels[kind], box));
    return el('div', { class: 'forum-row' }, el('label', { for: `forum-${kind}` }, labels[kind]), box, copy);
  });
  const close = el('button', { type: 'button', class: 'forum-close' }, S.close);
  close.addEventListener('click', () => o.close());
  const panel = el('div', { class: 'chooser forum', part: 'forum', role: 'dialog', 'aria-label': S.copyForum },
    el('p', { class: 'title' }, S.copyForum), ...rows, close);
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      o.close();
    }
  });
  return panel;
}

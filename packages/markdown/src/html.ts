/** The markup written for a block: the board in its figure, or the visible error box. */
import type { BoardSpec } from './board.js';
import type { VariantBoardBlockError } from './errors.js';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for an HTML attribute value or element content. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

const attr = (name: string, value: string) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`);

/**
 * `<figure class="vb-figure"><variant-board ...><div class="vb-static">SVG</div></variant-board>
 * <figcaption>...</figcaption></figure>`, on one line. The SVG is the element's own static
 * drawing (already escaped by its writer); everything else from the block is escaped here.
 * `staticContent` replaces the inner `<div class="vb-static">` when a processor needs another
 * form of it (Astro MDX).
 */
export function boardHtml(spec: BoardSpec, svg: string, staticContent = `<div class="vb-static">${svg}</div>`): string {
  const figure =
    `<figure${attr('class', ['vb-figure', ...spec.classes].join(' '))}${spec.id ? attr('id', spec.id) : ''}` +
    `${attr('data-variant', spec.variant)}${attr('data-ready', 'true')}>`;
  const board = `<variant-board${spec.attributes.map(([k, v]) => attr(k, v)).join('')}${spec.caption ? attr('aria-label', spec.caption) : ''}>`;
  const caption = spec.caption ? `<figcaption>${escapeHtml(spec.caption)}</figcaption>` : '';
  return `${figure}${board}${staticContent}</variant-board>${caption}</figure>`;
}

/** The box shown instead of a board with `onError: 'box'`: the reason and the block's text. */
export function errorBoxHtml(err: VariantBoardBlockError, blockText: string): string {
  const where = err.line !== undefined ? ` (line ${err.line})` : err.blockLine > 0 ? ` (line ${err.blockLine} of the block)` : '';
  return (
    `<div class="vb-block-error" data-ready="false"><p><strong>This board could not be drawn${escapeHtml(where)}:</strong> ` +
    `${escapeHtml(err.reason)}</p><pre><code>${escapeHtml(blockText.replace(/\n$/, ''))}</code></pre></div>`
  );
}

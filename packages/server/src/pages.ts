/**
 * The two HTML pages: /embed/ (one live board and nothing else, for iframes) and /play/ (a
 * share page whose OpenGraph and Twitter tags show the position's PNG when its link is pasted).
 * The board's attributes are written on the <variant-board> tag, escaped; the static SVG goes
 * inside it so the picture shows before (and without) the script. No inline script or style:
 * the pages work under their own strict Content-Security-Policy.
 */
import type { CheckedBoard } from './board-query.js';
import { attr, escapeHtml } from './escape.js';

export interface PageLinks {
  /** The element's bundle and the page's style sheet, as paths on this server. */
  readonly script: string;
  readonly stylesheet: string;
  /** Absolute URLs. */
  readonly page: string;
  readonly png: string;
  readonly pngWidth: number;
  readonly pngHeight: number;
  readonly oembed: string;
  readonly embed: string;
}

/** The policy of both pages: scripts and styles from this server only; any site may frame them. */
export const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** The board's title: its caption, else the game's name. */
export const titleOf = (board: CheckedBoard): string => board.caption ?? `${board.variant.name} board`;

function boardTag(board: CheckedBoard, svg: string): string {
  const attributes = board.attributes.map(([k, v]) => attr(k, v)).join('');
  const label = board.caption ? attr('aria-label', board.caption) : '';
  return `<variant-board${attributes}${label}><div class="vb-static">${svg}</div></variant-board>`;
}

function head(board: CheckedBoard, links: PageLinks, extra: string[]): string {
  const title = titleOf(board);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet"${attr('href', links.stylesheet)}>`,
    `<link rel="alternate" type="application/json+oembed"${attr('href', links.oembed)}${attr('title', title)}>`,
    ...extra,
    `<script type="module"${attr('src', links.script)}></script>`,
    '</head>',
  ].join('\n');
}

/** /embed/: the board alone. */
export function embedPage(board: CheckedBoard, svg: string, links: PageLinks): string {
  return `${head(board, links, [`<link rel="canonical"${attr('href', links.page)}>`])}\n<body class="vb-embed">\n${boardTag(board, svg)}\n</body>\n</html>\n`;
}

/** /play/: the board with its caption, and the link-preview tags. */
export function playPage(board: CheckedBoard, svg: string, links: PageLinks): string {
  const title = titleOf(board);
  const description = `${board.variant.name}: play on from this position in the browser.`;
  const meta = (kind: 'property' | 'name', key: string, value: string | number) => `<meta${attr(kind, key)}${attr('content', String(value))}>`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical"${attr('href', links.page)}>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'variant-board'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', links.page),
    meta('property', 'og:image', links.png),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', links.pngWidth),
    meta('property', 'og:image:height', links.pngHeight),
    meta('property', 'og:image:alt', title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', links.png),
    meta('name', 'twitter:image:alt', title),
  ];
  const caption = `<figcaption>${escapeHtml(title)}</figcaption>`;
  const links2 = `<p class="vb-links"><a${attr('href', links.png)}>Picture (PNG)</a> · <a${attr('href', links.embed)}>Board alone, for an iframe</a></p>`;
  return `${head(board, links, tags)}\n<body class="vb-play">\n<main>\n<figure>${boardTag(board, svg)}${caption}</figure>\n${links2}\n</main>\n</body>\n</html>\n`;
}

/** The pages' style sheet, served as a file (no inline style). */
export const PAGE_CSS = `html { color-scheme: light; }
body { margin: 0; font-family: system-ui, sans-serif; background: #fbf8f2; color: #222; }
body.vb-embed { background: transparent; }
body.vb-embed variant-board { display: block; width: 100%; }
body.vb-play main { max-width: 560px; margin: 0 auto; padding: 16px; }
body.vb-play figure { margin: 0; }
body.vb-play variant-board { display: block; width: 100%; }
figcaption { margin-top: 8px; font-weight: 600; }
.vb-links { font-size: 0.9em; }
.vb-static svg { display: block; width: 100%; height: auto; }
`;

/**
 * oEmbed (https://oembed.com): a `rich` answer for this server's /play/ and /embed/ URLs, whose
 * HTML is an iframe of /embed/ and whose thumbnail is the PNG. URLs of other origins are refused.
 */
import { BadRequest } from './bad-request.js';
import { escapeHtml } from './escape.js';
import { LIMITS } from './limits.js';

/** What the oEmbed request asks for: the board page's path and query, and the size bounds. */
export interface OembedRequest {
  /** `play` or `embed`. */
  readonly kind: 'play' | 'embed';
  readonly variant: string;
  readonly query: URLSearchParams;
  readonly maxwidth: number | undefined;
  readonly maxheight: number | undefined;
  readonly format: 'json' | 'xml';
}

const PAGE_PATH = /^\/(play|embed)\/([^/]+)$/;

function bound(query: URLSearchParams, name: 'maxwidth' | 'maxheight'): number | undefined {
  const all = query.getAll(name);
  if (all.length > 1) throw new BadRequest(name, `"${name}" is given ${all.length} times; give it once`, name);
  const text = all[0];
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,6}$/.test(text) || Number(text) < LIMITS.minSize) throw new BadRequest(name, `"${text}" is not a number of pixels from ${LIMITS.minSize} up`, text);
  return Number(text);
}

/** Reads /oembed's query. `origin` is this server's; a URL of any other is refused. */
export function readOembedRequest(query: URLSearchParams, origin: string): OembedRequest {
  for (const name of query.keys()) {
    if (!['url', 'maxwidth', 'maxheight', 'format'].includes(name)) throw new BadRequest(name, `unknown parameter "${name}": /oembed takes url, maxwidth, maxheight and format`, name);
  }
  const urls = query.getAll('url');
  if (urls.length !== 1) throw new BadRequest('url', urls.length ? 'give one url' : 'the url of a /play/ or /embed/ page of this server is missing');
  const formats = query.getAll('format');
  if (formats.length > 1) throw new BadRequest('format', 'give one format');
  const format = formats[0] ?? 'json';
  if (format !== 'json' && format !== 'xml') throw new BadRequest('format', `"${format}" is not a format of this server: json or xml`, format);
  let url: URL;
  try {
    url = new URL(urls[0]!);
  } catch {
    throw new BadRequest('url', `"${urls[0]}" is not an absolute URL`, urls[0]);
  }
  if (url.origin !== origin) throw new BadRequest('url', `"${url.origin}" is not this server (${origin}): oEmbed answers only for its own pages`, url.origin);
  const path = PAGE_PATH.exec(url.pathname);
  if (!path) throw new BadRequest('url', `"${url.pathname}" is not a /play/<game> or /embed/<game> page`, url.pathname);
  let variant: string;
  try {
    variant = decodeURIComponent(path[2]!);
  } catch {
    throw new BadRequest('url', `"${path[2]}" is not a game id`, path[2]);
  }
  return { kind: path[1] as 'play' | 'embed', variant, query: url.searchParams, maxwidth: bound(query, 'maxwidth'), maxheight: bound(query, 'maxheight'), format };
}

export interface OembedAnswer {
  readonly title: string;
  readonly embedUrl: string;
  readonly width: number;
  readonly height: number;
  readonly thumbnailUrl: string;
  readonly thumbnailWidth: number;
  readonly thumbnailHeight: number;
  readonly providerUrl: string;
}

/** The oEmbed fields, in the spec's names. */
export function oembedFields(a: OembedAnswer): Record<string, string | number> {
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'variant-board',
    provider_url: a.providerUrl,
    title: a.title,
    html: `<iframe src="${escapeHtml(a.embedUrl)}" width="${a.width}" height="${a.height}" title="${escapeHtml(a.title)}" loading="lazy" style="border:0;max-width:100%" allowfullscreen></iframe>`,
    width: a.width,
    height: a.height,
    thumbnail_url: a.thumbnailUrl,
    thumbnail_width: a.thumbnailWidth,
    thumbnail_height: a.thumbnailHeight,
    cache_age: 31536000,
  };
}

/** The same fields as oEmbed's XML form. */
export function oembedXml(fields: Record<string, string | number>): string {
  const body = Object.entries(fields).map(([k, v]) => `  <${k}>${escapeHtml(String(v))}</${k}>`).join('\n');
  return `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>\n${body}\n</oembed>\n`;
}

/**
 * The HTTP routes (Hono): pictures, pages, oEmbed, health and the element's bundle. Every answer
 * is a function of the URL (and, for absolute links, of the server's public origin): nothing is
 * kept between requests, except by the live relay (/live/, src/live/).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ASSETS_PATH, SCRIPT_PATH, STYLESHEET_PATH, assetFile } from './assets.js';
import { BadRequest } from './bad-request.js';
import { BOARD_PARAMS, checkBoard, gameOf, single } from './board-query.js';
import type { CheckedBoard } from './board-query.js';
import { IMMUTABLE, etagOf, matchesEtag } from './caching.js';
import { VARIANT_IDS } from './deps.js';
import { boardSvg, heightFor } from './drawing.js';
import { escapeHtml } from './escape.js';
import { LIMITS } from './limits.js';
import { oembedFields, oembedXml, readOembedRequest } from './oembed.js';
import { PAGE_CSS, PAGE_POLICY, embedPage, playPage, titleOf } from './pages.js';
import type { PageLinks } from './pages.js';
import { ClientGone, DrawPool, Overloaded } from './pool.js';
import type { PoolOptions } from './pool.js';
import { createLiveRelay, mountLive } from './live/relay.js';
import type { LiveRelay } from './live/relay.js';
import { boardUrls } from './snippets.js';

export interface ServerOptions extends PoolOptions {
  /**
   * The origin people reach this server at (`https://boards.example`), for the absolute links of
   * the pages and oEmbed and for oEmbed's own-origin check. Default: the request's own origin.
   * Set it behind a proxy or CDN.
   */
  readonly origin?: string;
  /**
   * The drawing pool for PNGs and GIFs (pool.ts). Default: one made on the first picture, with
   * `workers`, `maxQueue` and `renderMs` from these options, for the life of the process.
   */
  readonly pool?: DrawPool;
  /** The live relay (/live/...): its store and limits (createLiveRelay); false for none. Default: in memory. */
  readonly live?: LiveRelay | false;
}

/** The policy of image answers: nothing in an SVG may run or load anything. */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};
const PAGE_HEADERS = { 'Content-Security-Policy': PAGE_POLICY, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

const EXTRA_PARAMS: Record<string, readonly string[]> = { svg: ['size'], png: ['size'], gif: ['size', 'delay'], page: [] };

/** Refuses a parameter the route does not take. */
function onlyKnown(query: URLSearchParams, route: keyof typeof EXTRA_PARAMS, what: string): void {
  const known: readonly string[] = [...BOARD_PARAMS, ...EXTRA_PARAMS[route]!];
  for (const name of query.keys()) {
    if (!known.includes(name)) throw new BadRequest(name, `unknown parameter "${name}": ${what} takes ${known.join(', ')}`, name);
  }
}

/** A whole number in a range, from a query parameter; `fallback` when absent. */
function numberParam(query: URLSearchParams, name: string, min: number, max: number, fallback: number, unit: string): number {
  const text = single(query, name);
  if (text === undefined) return fallback;
  if (!/^\d{1,7}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new BadRequest(name, `"${text}" is not a ${unit} from ${min} to ${max}`, text);
  }
  return Number(text);
}

export function createApp(options: ServerOptions = {}): Hono {
  const app = new Hono();
  const fixedOrigin = options.origin?.replace(/\/+$/, '');
  const originOf = (c: Context) => fixedOrigin ?? new URL(c.req.url).origin;
  /** The request's path and query, as sent. */
  const target = (c: Context) => {
    const u = new URL(c.req.url);
    return u.pathname + u.search;
  };
  const queryOf = (c: Context) => new URL(c.req.url).searchParams;
  let ownPool: DrawPool | undefined;
  const pool = () => options.pool ?? (ownPool ??= new DrawPool(options));

  /**
   * Answers with caching: a matching If-None-Match is a 304 before anything is drawn; a 200
   * carries the ETag and a year's Cache-Control.
   */
  const cached = async (c: Context, headers: Record<string, string>, make: () => Promise<{ body: string | Uint8Array; type: string }>) => {
    const etag = etagOf(target(c), originOf(c));
    const common = { ...headers, ETag: etag, 'Cache-Control': IMMUTABLE, Vary: 'Accept-Encoding' };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, common);
    const { body, type } = await make();
    return c.body(body as string, 200, { ...common, 'Content-Type': type });
  };

  app.use('*', async (c, next) => {
    // The whole URL is longer than its path and query: most requests need no parsing here.
    if (c.req.url.length > LIMITS.urlLength && target(c).length > LIMITS.urlLength) {
      throw new BadRequest('url', `the URL is ${target(c).length} characters long, at most ${LIMITS.urlLength}`, undefined, 414);
    }
    await next();
  });

  app.onError((err, c) => {
    if (err instanceof BadRequest) {
      const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': err.lasting ? 'public, max-age=3600' : 'no-store', 'Access-Control-Allow-Origin': '*' };
      return c.body(`${err.message}\n`, err.status, headers);
    }
    if (err instanceof Overloaded || err instanceof ClientGone) {
      // Shed, not failed: the same URL works once the pool has room (a client gone reads nothing).
      const retry = err instanceof Overloaded ? err.retryAfter : 1;
      return c.body(`${err.message}\n`, 503, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', 'Retry-After': String(retry), 'Access-Control-Allow-Origin': '*' });
    }
    console.error(err);
    return c.body('internal error\n', 500, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  if (options.live !== false) mountLive(app, options.live ?? createLiveRelay());

  app.get('/healthz', (c) => c.body('ok\n', 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }));

  app.get('/', (c) => {
    const games = VARIANT_IDS.map((id) => `<li><a href="/play/${id}">${id}</a> · <a href="/image/${id}.png">PNG</a> · <a href="/image/${id}.svg">SVG</a></li>`).join('\n');
    const html = `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>variant-board server</title><link rel="stylesheet" href="${STYLESHEET_PATH}"></head>\n<body class="vb-play"><main><h1>variant-board server</h1><ul>\n${games}\n</ul></main></body>\n</html>\n`;
    return c.body(html, 200, { ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });

  app.get('/image/:file', async (c) => {
    const file = c.req.param('file');
    const m = /^(.*)\.(svg|png|gif)$/.exec(file);
    if (!m) throw new BadRequest('route', `"${file}" is not <game>.svg, <game>.png or <game>.gif`, file);
    const [, id, ext] = m as unknown as [string, string, 'svg' | 'png' | 'gif'];
    const query = queryOf(c);
    onlyKnown(query, ext, `/image/<game>.${ext}`);
    const v = await gameOf(id);
    const size = numberParam(query, 'size', LIMITS.minSize, LIMITS.maxSize, LIMITS.defaultSize, 'width in pixels');
    if (ext === 'svg') {
      const board = checkBoard(v, query);
      // With its size written, so that an <img> or a forum's [img] shows it at that size.
      const svg = () => boardSvg({ variant: board.variant, drawing: { ...board.drawing, width: size } });
      return cached(c, { ...IMAGE_HEADERS, 'Content-Security-Policy': IMAGE_POLICY }, async () => ({ body: svg(), type: 'image/svg+xml; charset=utf-8' }));
    }
    // PNGs and GIFs are checked and drawn on the pool's workers; the URL's 304 comes first.
    const delay = ext === 'gif' ? numberParam(query, 'delay', LIMITS.minDelay, LIMITS.maxDelay, LIMITS.defaultDelay, 'delay in milliseconds') : 0;
    const job = { kind: ext, variant: v.id, query: new URL(c.req.url).search.slice(1), size, delay };
    return cached(c, IMAGE_HEADERS, async () => ({ body: await pool().draw(job, c.req.raw.signal), type: `image/${ext}` }));
  });

  /** The absolute links of a board's pages. */
  const pageLinks = (c: Context, board: CheckedBoard, svg: string): PageLinks => {
    const origin = originOf(c);
    const attrs = Object.fromEntries(board.attributes.filter(([k]) => k !== 'variant'));
    if (board.caption) attrs.caption = board.caption;
    const urls = boardUrls({ serverBase: origin, variant: board.variant.id, board: attrs, size: 600 });
    return {
      script: SCRIPT_PATH,
      stylesheet: STYLESHEET_PATH,
      page: urls.play,
      png: urls.png,
      pngWidth: 600,
      pngHeight: heightFor(svg, 600),
      oembed: urls.oembed,
      embed: urls.embed,
    };
  };

  for (const kind of ['embed', 'play'] as const) {
    app.get(`/${kind}/:variant`, async (c) => {
      const query = queryOf(c);
      onlyKnown(query, 'page', `/${kind}/<game>`);
      const board = checkBoard(await gameOf(c.req.param('variant')), query);
      return cached(c, PAGE_HEADERS, async () => {
        const svg = boardSvg(board);
        const links = pageLinks(c, board, svg);
        return { body: (kind === 'embed' ? embedPage : playPage)(board, svg, links), type: 'text/html; charset=utf-8' };
      });
    });
  }

  app.get('/oembed', async (c) => {
    const origin = originOf(c);
    const request = readOembedRequest(queryOf(c), origin);
    onlyKnown(request.query, 'page', `/${request.kind}/<game>`);
    const board = checkBoard(await gameOf(request.variant), request.query);
    return cached(c, { 'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*' }, async () => {
      const svg = boardSvg(board);
      // The live board: its picture plus room for the controls under it.
      const CONTROLS = 200;
      let width = Math.min(480, request.maxwidth ?? 480);
      if (request.maxheight !== undefined) {
        const room = request.maxheight - CONTROLS;
        if (room < LIMITS.minSize) throw new BadRequest('maxheight', `${request.maxheight} px leaves no room for a board and its controls (${CONTROLS} px)`, String(request.maxheight));
        width = Math.min(width, Math.floor(room / (heightFor(svg, 1000) / 1000)));
      }
      width = Math.max(LIMITS.minSize, width);
      const attrs = Object.fromEntries(board.attributes.filter(([k]) => k !== 'variant'));
      if (board.caption) attrs.caption = board.caption;
      const urls = boardUrls({ serverBase: origin, variant: board.variant.id, board: attrs, size: width });
      const fields = oembedFields({
        title: titleOf(board),
        embedUrl: urls.embed,
        width,
        height: heightFor(svg, width) + CONTROLS,
        thumbnailUrl: urls.png,
        thumbnailWidth: width,
        thumbnailHeight: heightFor(svg, width),
        providerUrl: origin,
      });
      return request.format === 'xml'
        ? { body: oembedXml(fields), type: 'text/xml; charset=utf-8' }
        : { body: JSON.stringify(fields), type: 'application/json; charset=utf-8' };
    });
  });

  // Browsers ask for it by themselves; there is none.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': IMMUTABLE }));

  app.get(STYLESHEET_PATH, (c) => c.body(PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' }));

  app.get(`${ASSETS_PATH}*`, async (c) => {
    const rel = new URL(c.req.url).pathname.slice(ASSETS_PATH.length);
    const file = await assetFile(rel);
    if (!file) return c.body('not found\n', 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return c.body(file.body as unknown as string, 200, {
      'Content-Type': file.type,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  app.notFound((c) => c.body(`not found: ${escapeHtml(new URL(c.req.url).pathname).slice(0, 200)}\n`, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }));
  return app;
}

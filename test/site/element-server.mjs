// The element's package folder (its built dist/ and demo page) served under the strictest ordinary
// policy: scripts and styles only from the page's own origin, no 'unsafe-inline' of any kind, no
// 'unsafe-eval'. Shared by the tests that drive the built bundle on a page we do not control.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ELEMENT = fileURLToPath(new URL('../../packages/element/', import.meta.url));
export const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; worker-src 'self'; object-src 'none'; base-uri 'none'";
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/**
 * Starts the server; `pages` maps a path to a function of the request's URL giving an HTML page of
 * the test's own. Resolves with its origin and a `close()`.
 */
export async function serveElement(pages = {}) {
  assert.ok(existsSync(join(ELEMENT, 'dist/variant-board.js')), 'build the element first (npm run build)');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const page = pages[url.pathname];
    const file = normalize(join(ELEMENT, decodeURIComponent(url.pathname)));
    if (!page && (!file.startsWith(ELEMENT) || !existsSync(file) || !statSync(file).isFile())) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type = page ? TYPES['.html'] : TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': POLICY });
    res.end(page ? page(url) : readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** A page of one board (id `b`) with the attributes of its `attrs` query, as text: the markup is the test's own. */
export const BOARD_PAGE = {
  '/board.html': (url) => `<!doctype html><meta charset="utf-8"><script type="module" src="/dist/variant-board.js"></script><variant-board id="b" ${url.searchParams.get('attrs') ?? ''}></variant-board>`,
};

/**
 * Before `page` opens anything: what it sees is kept in `window.__seen` (the boards' error events and refusals, and
 * unhandled rejections) and its page errors in the returned array. Also, for the tests' page scripts,
 * `__playFirst(b)` plays the shown position's first legal move, and `__until(done, steps)` waits in steps of 50 ms.
 */
export async function watchPage(page) {
  await page.addInitScript(() => {
    window.__seen = { errors: [], unhandled: [], rejects: [] };
    addEventListener('unhandledrejection', (e) => window.__seen.unhandled.push(String(e.reason)));
    document.addEventListener('error', (e) => e.detail && window.__seen.errors.push(e.detail));
    document.addEventListener('reject', (e) => window.__seen.rejects.push({ ...e.detail }));
    window.__playFirst = (b) => {
      const v = b.game, s = b.session.state;
      return b.play(v.formatAction(s, v.legalActions(s)[0]));
    };
    window.__until = async (done, steps) => {
      for (let i = 0; i < steps && !done(); i++) await new Promise((ok) => setTimeout(ok, 50));
    };
  });
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  return pageErrors;
}

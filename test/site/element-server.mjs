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

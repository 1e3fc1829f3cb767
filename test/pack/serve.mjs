// Tiny static file servers for the packing check: a "CDN" (CORS, request log) and app pages
// (each with its own headers, e.g. a Content-Security-Policy).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Serves the folder `root` on 127.0.0.1 (a free port). `headers` are added to every answer;
 * `pages` maps a path to [content type, text] served before the files. Returns
 * `{ origin, requests, close }`; `requests` lists every path asked for.
 */
export async function serveFolder(root, { headers = {}, pages = {} } = {}) {
  const base = normalize(root + sep);
  const requests = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    requests.push(path);
    if (pages[path]) {
      const [type, body] = pages[path];
      res.writeHead(200, { 'Content-Type': type, ...headers });
      res.end(body);
      return;
    }
    let file = normalize(join(base, path));
    if (file.startsWith(base) && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (path === '/favicon.ico' && !existsSync(file)) {
      res.writeHead(204, headers); // no icon, and no 404 in the console
      res.end();
      return;
    }
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, headers);
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers });
    res.end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, requests, close: () => new Promise((ok) => server.close(ok)) };
}

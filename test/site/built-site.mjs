// The built site (site/dist) served by a tiny static server the way production serves it: every
// HTML page with the strict Content-Security-Policy the build wrote to dist/_headers. Shared by the
// site tests so that each serves the same files with the same policy.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(ROOT, 'site/dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.xml': 'application/xml',
  '.map': 'application/json', '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.txt': 'text/plain',
};

/**
 * The strict policy the build writes to dist/_headers (site/integrations/csp-headers.mjs): scripts
 * and styles only from files of the site, nothing inline. Every page is served with it, so
 * anything that needed an inline script or style would fail here.
 */
export function shippedPolicy() {
  assert.ok(existsSync(join(DIST, '_headers')), 'site/dist is not built: run npm run build -w @variant-board/site');
  const m = /Content-Security-Policy: (.+)/.exec(readFileSync(join(DIST, '_headers'), 'utf8'));
  assert.ok(m, 'dist/_headers has no Content-Security-Policy');
  return m[1].trim();
}

/** The file a URL path names inside site/dist (folders give their index.html), or null. */
export function resolveFile(urlPath) {
  const p = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  let file = normalize(join(DIST, p));
  if (!file.startsWith(DIST)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Serves site/dist on a free localhost port; resolves to its origin and a way to stop it.
 * With `cspReports`, the policy also names a report-uri on this server (it allows nothing more)
 * and `reports` collects what browsers send there: a browser driven over classic WebDriver has
 * no way to watch the page's securitypolicyviolation events from its first script on.
 */
export async function serveBuiltSite({ cspReports = false } = {}) {
  const reports = [];
  const policy = cspReports ? `${shippedPolicy()}; report-uri /__csp-report` : shippedPolicy();
  const server = createServer((req, res) => {
    if (cspReports && req.method === 'POST' && req.url === '/__csp-report') {
      let body = '';
      req.on('data', (chunk) => { body += chunk; });
      req.on('end', () => {
        try { reports.push(JSON.parse(body)['csp-report'] ?? JSON.parse(body)); } catch { reports.push(body); }
        res.writeHead(204).end();
      });
      return;
    }
    const file = resolveFile(req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (file.endsWith('.html')) headers['Content-Security-Policy'] = policy;
    res.writeHead(200, headers).end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    reports,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

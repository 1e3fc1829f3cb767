// What the live play-by-post tests start: board servers (the relay, in memory or through a real
// redis-server), the built site served as if built with that board server (its meta tag and the
// policy's connect-src), and Chromium contexts that play on the page without copying links.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { extname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { ROOT, resolveFile } from './built-site.mjs';
import { policyFor } from '../../site/integrations/csp-headers.mjs';
import { findRedisServer } from '../../scripts/redis.mjs';

const SERVER_BIN = join(ROOT, 'packages/server/bin/variant-board-server.js');

/** A port no one listens on now. */
export async function freePort() {
  const s = createServer();
  await new Promise((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address();
  await new Promise((ok) => s.close(ok));
  return port;
}

/** Waits until a child process writes a line matching `pattern` (rejects if it exits first). */
function waitForLine(child, pattern, what) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk;
      const m = pattern.exec(seen);
      if (m) {
        child.stdout.off('data', onData);
        resolve(m);
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (d) => (seen += d));
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready:\n${seen.slice(-2000)}`)));
  });
}

/**
 * A board server (`variant-board-server`, relay included) on `port` (a free one when left out);
 * `redis` is a Redis URL to keep its games in. Resolves with its origin and a `stop()`.
 */
export async function startBoardServer({ port, redis } = {}) {
  port ??= await freePort();
  const args = [SERVER_BIN, '--port', String(port), '--host', '127.0.0.1', ...(redis ? ['--redis', redis] : [])];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, REDIS_URL: '' } });
  await waitForLine(child, /listening on (\S+)/, 'variant-board-server');
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    stop: () => new Promise((ok) => {
      if (child.exitCode !== null) return ok();
      child.once('exit', ok);
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
    }),
  };
}

/** A throwaway redis-server on a free port, nothing saved to disk. */
export async function startRedis() {
  const bin = findRedisServer();
  assert.ok(bin, 'redis-server is not installed (node scripts/redis.mjs --install, or apt-get install redis-server)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'vb-redis-'));
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForLine(child, /Ready to accept connections/, 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((ok) => {
      if (child.exitCode !== null) return ok();
      child.once('exit', ok);
      child.kill('SIGTERM');
    }),
  };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2', '.txt': 'text/plain',
};
const META = /<meta name="variant-board-server" content="[^"]*">/g;

/**
 * site/dist served as a build with VB_BOARD_SERVER=`boardServer` would be: every page names it in
 * its meta tag and may connect to it (the policy's connect-src, as csp-headers.mjs writes it).
 */
export async function serveSiteWith(boardServer) {
  const policy = policyFor(boardServer);
  const meta = `<meta name="variant-board-server" content="${boardServer}">`;
  const server = createHttpServer((req, res) => {
    const file = resolveFile(req.url ?? '/');
    if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
    let body = readFileSync(file);
    if (file.endsWith('.html')) {
      headers['Content-Security-Policy'] = policy;
      body = body.toString('utf8').replace(META, '').replace('<head>', `<head>${meta}`);
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((ok) => server.close(ok)) };
}

// 10,000 random and hostile URLs: every answer is a 2xx, 304, 4xx (never a 5xx), the server keeps
// answering, and a 400's text never echoes markup unescaped as HTML (it is text/plain).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request, Agent } from 'node:http';
import { useServer } from './serve.js';
import { random } from './random.js';

const { base } = useServer();

const GAMES = ['dart', 'dice', 'sixstone', 'dagger', 'd4d6', 'chess', '', '..', '%00', 'DICE', 'dice%2F..', '<svg>', '%E0%A4%A'];
const ROUTES = ['/image/{g}.svg', '/image/{g}.png', '/image/{g}.gif', '/embed/{g}', '/play/{g}', '/oembed', '/image/{g}', '/image/{g}.svg.png', '/healthz', '/assets/{g}'];
const PARAMS = ['position', 'moves', 'ply', 'options', 'orientation', 'arrows', 'highlights', 'roll', 'coordinates', 'caption', 'size', 'delay', 'url', 'format', 'maxwidth', 'maxheight', '__proto__', 'constructor', ''];
const HOSTILE = [
  '', ' ', '0', '-1', '1e9', '999999999999999999999', 'NaN', 'Infinity', 'true', 'false', 'null', '{}', '[]', '{"__proto__":{"x":1}}',
  '{"rinoceronte":true}', 'rinoceronte=true', 'rinoceronte', '{', '[Variant "dice"]', '[Variant "dart"]\n1. a2', '[Position "x"]',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'", '\\', '%', '%%', '%ZZ', '\u0000', '\uFFFF', '\uD800', '😀',
  'e2e4', 'e4', '66 e4 23 Nc6', '66', '77', 'pass', 'D@c3', 'a2', 'df1', 'B1B2', 'Ga1-b1', 'e2:d4', 'c2:', '3', '12',
  'white', 'black', 'e4 d5 z9', 'e2e4,g1f3', 'a1a1', '{ }', '(', ')', '1. (66 e4)', '{comment', 'x'.repeat(500), '1 '.repeat(300),
  'http://127.0.0.1/play/dice', 'javascript:alert(1)', 'data:text/html,<script>', '../../../../etc/passwd', '%2e%2e%2f',
  'json', 'xml', 'yaml', '64', '2048', '2049', '480', '100', '10000', '10001',
];

function randomText(rnd: () => number): string {
  const n = Math.floor(rnd() * 40);
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rnd();
    s += r < 0.7 ? String.fromCharCode(32 + Math.floor(rnd() * 95)) : r < 0.9 ? String.fromCharCode(Math.floor(rnd() * 0x3000)) : '%';
  }
  return s;
}

/** Percent-encoding that also writes a lone surrogate, as the raw bytes a hostile client might send. */
const enc = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
};

/** A random query string: known and unknown names, hostile and random values, sometimes raw. */
function randomQuery(rnd: () => number, origin: string): string {
  const parts: string[] = [];
  const n = Math.floor(rnd() * 5);
  for (let i = 0; i < n; i++) {
    const name = rnd() < 0.9 ? PARAMS[Math.floor(rnd() * PARAMS.length)]! : randomText(rnd);
    let value = rnd() < 0.6 ? HOSTILE[Math.floor(rnd() * HOSTILE.length)]! : randomText(rnd);
    if (name === 'url' && rnd() < 0.6) value = `${origin}/play/${GAMES[Math.floor(rnd() * 6)]}?moves=${enc(value)}`;
    // Mostly well-encoded; sometimes raw bytes as a hostile client would send them.
    parts.push(rnd() < 0.85 ? `${enc(name)}=${enc(value)}` : `${name}=${value}`.replace(/[\s#]/g, '+').replace(/[^\x21-\x7e]/g, (c) => enc(c)));
  }
  return parts.join('&');
}

/** One GET by raw path (no URL normalisation on the client side); resolves with status and type. */
function getRaw(agent: Agent, origin: URL, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: origin.hostname, port: origin.port, path, agent, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('latin1').slice(0, 400) }));
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer in 20 s: ${path}`)));
    req.end();
  });
}

test('10,000 random and hostile query strings: no 5xx, and the server still answers', { timeout: 240_000 }, async () => {
  const origin = new URL(base());
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const rnd = random(41);
  const counts = new Map<number, number>();
  const started = performance.now();
  const COUNT = 10_000;
  let next = 0;
  const worker = async () => {
    while (next < COUNT) {
      const i = next++;
      const route = ROUTES[Math.floor(rnd() * ROUTES.length)]!.replace('{g}', GAMES[Math.floor(rnd() * GAMES.length)]!);
      // GIFs and big PNGs cost most: keep their sizes small in the fuzz, the limits are tested elsewhere.
      let query = randomQuery(rnd, base());
      if (/\.(png|gif)$/.test(route) && !/(^|&)size=/.test(query)) query += `${query ? '&' : ''}size=64`;
      const path = `${route}${query ? `?${query}` : ''}`;
      const r = await getRaw(agent, origin, path);
      counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
      assert.ok(r.status < 500, `#${i} ${path}: ${r.status} ${r.body}`);
      if (r.status === 400) assert.match(r.type, /^text\/plain/, path);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const health = await getRaw(agent, origin, '/healthz');
  assert.equal(health.status, 200, 'still answering after the fuzz');
  agent.destroy();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`fuzz: ${COUNT} requests in ${seconds} s; statuses ${[...counts].sort().map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  assert.ok((counts.get(200) ?? 0) > 100, 'some answers were pictures or pages');
  assert.ok((counts.get(400) ?? 0) > 1000, 'most hostile queries were refused');
});

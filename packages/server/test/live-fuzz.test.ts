// 10,000 hostile requests to the live relay: random ids, methods, headers and bodies, valid links
// cut, spliced and changed, event streams opened and dropped. Every answer is a 2xx or 4xx (never
// a 5xx), none hangs, and afterwards the server still answers and its game is still the one played.
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { after, before, test } from 'node:test';
import { startServer } from '../src/serve.js';
import type { RunningServer } from '../src/serve.js';
import { diceGame } from './live-support.js';
import type { LiveGame } from './live-support.js';
import { random } from './random.js';

const REQUESTS = 10_000;
const PARALLEL = 16;

let server: RunningServer;
let games: LiveGame[];
before(async () => {
  games = [await diceGame(8, 'fuzz-a'), await diceGame(4, 'fuzz-b')];
  server = await startServer({ port: 0, hostname: '127.0.0.1' });
});
after(() => server?.close());

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~';

function randomText(rnd: () => number, max: number): string {
  const n = Math.floor(rnd() * max);
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rnd();
    s += r < 0.6 ? ALPHABET[Math.floor(rnd() * ALPHABET.length)] : r < 0.9 ? String.fromCharCode(32 + Math.floor(rnd() * 95)) : String.fromCharCode(Math.floor(rnd() * 0xd000));
  }
  return s;
}

/** A valid link changed: a character, a cut, a post dropped, doubled or swapped, two games spliced. */
function mutated(rnd: () => number, link: string): string {
  const parts = link.split('~');
  const i = Math.floor(rnd() * link.length);
  switch (Math.floor(rnd() * 8)) {
    case 0: return link.slice(0, i) + pick(rnd, [...ALPHABET]) + link.slice(i + 1);
    case 1: return link.slice(0, i);
    case 2: return parts.filter((_, k) => k !== 1 + Math.floor(rnd() * (parts.length - 1))).join('~');
    case 3: return [...parts, parts.at(-1)!].join('~');
    case 4: {
      const k = 1 + Math.floor(rnd() * (parts.length - 2));
      [parts[k], parts[k + 1]] = [parts[k + 1]!, parts[k]!];
      return parts.join('~');
    }
    case 5: return [...parts.slice(0, 2), ...pick(rnd, games).links.at(-1)!.split('~').slice(2)].join('~');
    case 6: return link.replace(/\./g, () => (rnd() < 0.1 ? '..' : '.'));
    default: return `https://x.example/#post=${link}${rnd() < 0.5 ? '#post=' : ''}`;
  }
}

function randomRequest(rnd: () => number): { method: string; path: string; headers: Record<string, string>; body?: string } {
  const game = pick(rnd, games);
  const ids = [game.id, game.id, 'A'.repeat(43), randomText(rnd, 50), '%00', '..', '%2e%2e', '😀'.repeat(5), 'x'.repeat(3000), ''];
  let id = pick(rnd, ids);
  try { id = rnd() < 0.8 ? encodeURIComponent(id) : id; } catch { id = 'bad'; }
  const tails = ['', '', '/events', '/events', `/events?seat=${pick(rnd, ['white', 'black', 'red', '', '%ff'])}`, `/events?${randomText(rnd, 10)}`, '/x', '/events/more', '?x=1'];
  const tail = pick(rnd, tails);
  const raw = rnd() < 0.05 ? pick(rnd, ['/live', '/live/', '/live//events', '/live/%', '/live/%%%']) : `/live/${id}${tail}`;
  // Whatever a client may put on the request line: printable ASCII as it is, the rest escaped.
  const path = raw.replace(/[^\x21-\x7e]/gu, (ch) => {
    try { return encodeURIComponent(ch); } catch { return '%ED%A0%80'; }
  });
  const method = rnd() < 0.85 ? pick(rnd, ['PUT', 'PUT', 'PUT', 'GET', 'GET', 'OPTIONS']) : pick(rnd, ['POST', 'DELETE', 'PATCH', 'HEAD', 'TRACE', 'FOO']);
  const headers: Record<string, string> = {};
  if (rnd() < 0.5) headers['Content-Type'] = pick(rnd, ['text/plain', 'application/json', 'multipart/form-data; boundary=x', 'text/plain; charset=utf-16', '']);
  if (rnd() < 0.2) headers['X-Forwarded-For'] = pick(rnd, ['1.2.3.4', '::1', 'junk, ::ffff:9.9.9.9', randomText(rnd, 20).replace(/[^\x20-\x7e]/g, '')]);
  if (rnd() < 0.1) headers['Last-Event-ID'] = randomText(rnd, 20).replace(/[^\x20-\x7e]/g, '');
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || method === 'TRACE') return { method, path, headers };
  const r = rnd();
  const link = pick(rnd, game.links);
  const body = r < 0.35 ? mutated(rnd, link) : r < 0.55 ? link : r < 0.75 ? randomText(rnd, 300) : r < 0.8 ? 'vb1.' + 'A'.repeat(125_000) : r < 0.85 ? '' : mutated(rnd, mutated(rnd, link));
  return { method, path, headers, body };
}

test(`${REQUESTS} hostile requests to /live: no 5xx, no hang; the server still answers and keeps its game`, { timeout: 600_000 }, async () => {
  const rnd = random(Number(process.env.FUZZ_SEED ?? 47));
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
  const url = new URL(server.url);
  // The game as played, in the relay before the noise.
  const played = games[0]!;
  assert.equal((await fetch(`${server.url}/live/${played.id}`, { method: 'PUT', body: played.links[3] })).status, 201);
  const counts = new Map<number, number>();
  const fives: string[] = [];
  let next = 0;
  const one = (req: ReturnType<typeof randomRequest>) => new Promise<number>((ok, fail) => {
    const r = request({ host: url.hostname, port: url.port, agent, method: req.method, path: req.path, headers: req.headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (/text\/event-stream/.test(String(res.headers['content-type']))) {
        // A stream: read its first event, then drop it (the relay must let it go).
        res.once('data', () => {
          r.destroy();
          ok(status);
        });
      } else {
        res.resume();
        res.on('end', () => ok(status));
      }
      // An answer cut short (a 413 closes the connection on the body's rest) still answered.
      res.on('close', () => ok(status));
      res.on('error', () => ok(status));
    });
    r.setTimeout(15_000, () => {
      r.destroy();
      fail(new Error(`no answer within 15 s: ${req.method} ${req.path.slice(0, 120)}`));
    });
    r.on('error', (e: NodeJS.ErrnoException) => {
      // A body over the limit is answered before it is read, then the connection is closed on
      // the rest of it: the client may see the reset before the answer.
      if ((req.body?.length ?? 0) > 120_000 && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) return ok(-1);
      fail(new Error(`${req.method} ${req.path.slice(0, 120)}: ${e.message}`));
    });
    r.end(req.body);
  });
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const req = randomRequest(rnd);
      const status = await one(req);
      counts.set(status, (counts.get(status) ?? 0) + 1);
      if (status >= 500) fives.push(`${status} ${req.method} ${req.path.slice(0, 100)} ${String(req.body).slice(0, 100)}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  agent.destroy();
  console.log('live fuzz answers:', Object.fromEntries([...counts].sort((a, b) => a[0] - b[0])));
  assert.deepEqual(fives, [], 'no 5xx');
  assert.ok((counts.get(400) ?? 0) > 1000 && (counts.get(200) ?? 0) > 100 && (counts.get(409) ?? 0) > 30 && (counts.get(413) ?? 0) + (counts.get(-1) ?? 0) > 10, 'the requests reach every kind of answer');
  assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
  // The noise could only extend the game with its own valid links, never change what was played.
  const stored = await (await fetch(`${server.url}/live/${played.id}`)).text();
  assert.ok(played.links.includes(stored), 'the stored link is one of the game as played');
  assert.ok(stored.length >= played.links[3]!.length);
});

// The live relay: every route and refusal, pushes, presence and limits, in memory and through a
// real redis-server shared by two instances (a link PUT to one is pushed by the other; an
// instance restarted mid-game loses nothing).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient } from 'redis';
import { startServer } from '../src/serve.js';
import type { RunningServer } from '../src/serve.js';
import type { LiveLimits } from '../src/live/limits.js';
import { EventReader, REDIS_SERVER, diceGame, put, rewrite, startRedis } from './live-support.js';
import type { LiveGame, RedisServer } from './live-support.js';

let game: LiveGame;
let other: LiveGame;
/** Post 5 of `game` signed again: a valid link that rewrites the game from post 5 on. */
let fork5: string;

before(async () => {
  game = await diceGame(10, 'live-a');
  other = await diceGame(3, 'live-b');
  fork5 = await rewrite(game, 5);
  assert.notEqual(fork5, game.links[5]);
});

/** A fresh game (its own id), for tests that must start one. */
const fresh = (seed: string) => diceGame(3, seed);

/** A link with one character of its last post's signature changed. */
function tampered(link: string): string {
  const i = link.length - 10;
  return link.slice(0, i) + (link[i] === 'A' ? 'B' : 'A') + link.slice(i + 1);
}

interface Setup {
  /** Where links are PUT, and where a second listener connects (another instance through Redis). */
  a(): string;
  b(): string;
}

function routes(setup: Setup) {
  it('PUT: 201 for a new game, 200 for the same link again and for each link that goes on; GET gives the latest', async () => {
    const g = await fresh(`routes-${setup.b()}`);
    let r = await put(setup.a(), g.id, g.links[0]!);
    assert.equal(r.status, 201, await r.text());
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    r = await put(setup.a(), g.id, g.links[0]!);
    assert.equal(r.status, 200);
    assert.match(await r.text(), /same link/);
    r = await put(setup.b(), g.id, `  https://example.org/play/#post=${g.links[2]!}\n`);
    assert.equal(r.status, 200, 'a URL with #post= and whitespace around is the link');
    r = await fetch(`${setup.b()}/live/${g.id}`);
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(await r.text(), g.links[2]);
  });

  it('409 for an older link and for one that rewrites the game; the stored game is unchanged', async () => {
    assert.ok([200, 201].includes((await put(setup.a(), game.id, game.links[7]!)).status));
    let r = await put(setup.b(), game.id, game.links[3]!);
    assert.equal(r.status, 409);
    assert.match(await r.text(), /older link.*stops at post 3.*up to 7/);
    r = await put(setup.a(), game.id, fork5);
    assert.equal(r.status, 409);
    assert.match(await r.text(), /rewrites game .*post 5/);
    assert.equal(await (await fetch(`${setup.a()}/live/${game.id}`)).text(), game.links[7]);
  });

  it('400 naming the problem: not a link, a tampered link, a link of another game, a bad game id, an empty body', async () => {
    let r = await put(setup.a(), game.id, 'hello');
    assert.equal(r.status, 400);
    assert.match(await r.text(), /^link: Play by post/);
    const bad = tampered(game.links[8]!);
    r = await put(setup.a(), game.id, bad);
    assert.equal(r.status, 400);
    assert.match(await r.text(), /post 8.*(signature|field)/);
    assert.equal(await (await fetch(`${setup.b()}/live/${game.id}`)).text(), game.links[7], 'nothing stored');
    r = await put(setup.a(), game.id, other.links[1]!);
    assert.equal(r.status, 400);
    assert.match(await r.text(), new RegExp(`not a link of game ${game.id}`));
    r = await put(setup.a(), 'not-an-id', game.links[0]!);
    assert.equal(r.status, 400);
    assert.match(await r.text(), /^game id: "not-an-id"/);
    r = await put(setup.a(), game.id, ' \n');
    assert.equal(r.status, 400);
    assert.match(await r.text(), /^body: empty/);
    // Two posts at once on top of the stored game: both verified (the second tampered: refused, naming post 9).
    r = await put(setup.a(), game.id, tampered(game.links[9]!));
    assert.equal(r.status, 400);
    assert.match(await r.text(), /post 9 .*signature/);
    r = await put(setup.a(), game.id, game.links[9]!);
    assert.equal(r.status, 200, await r.text());
    assert.equal(await (await fetch(`${setup.b()}/live/${game.id}`)).text(), game.links[9]);
  });

  it('413 for a body over the limit, 404 for an unknown game, 405 for another method, the CORS preflight', async () => {
    let r = await put(setup.a(), game.id, `vb1.${'A'.repeat(130_000)}`);
    assert.equal(r.status, 413);
    assert.match(await r.text(), /^body: \d+ bytes, at most/);
    const unknown = 'A'.repeat(43);
    r = await fetch(`${setup.b()}/live/${unknown}`);
    assert.equal(r.status, 404);
    assert.match(await r.text(), /no such game/);
    r = await fetch(`${setup.b()}/live/${unknown}/events`);
    assert.equal(r.status, 404);
    await r.text();
    r = await fetch(`${setup.a()}/live/${game.id}`, { method: 'DELETE' });
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'GET, PUT, OPTIONS');
    await r.text();
    r = await fetch(`${setup.a()}/live/${game.id}`, { method: 'OPTIONS', headers: { Origin: 'https://site.example', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' } });
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    assert.match(r.headers.get('access-control-allow-methods')!, /PUT/);
    assert.match(r.headers.get('access-control-allow-headers')!, /Content-Type/i);
    r = await fetch(`${setup.a()}/live/${game.id}/events?seat=red`);
    assert.equal(r.status, 400);
    assert.match(await r.text(), /^seat: "red"/);
  });

  it('events: the latest link on connect, then each accepted link within a second, on either instance; a refused one is not pushed', async () => {
    const g = await diceGame(6, `push-${setup.b()}`);
    assert.equal((await put(setup.a(), g.id, g.links[0]!)).status, 201);
    const near = await EventReader.open(`${setup.a()}/live/${g.id}/events`);
    const far = await EventReader.open(`${setup.b()}/live/${g.id}/events`);
    assert.equal(near.status, 200);
    assert.match(near.headers!.get('content-type')!, /^text\/event-stream/);
    assert.equal(near.headers!.get('access-control-allow-origin'), '*');
    for (const r of [near, far]) assert.equal((await r.next((e) => e.event === 'message')).data, g.links[0]);
    for (let i = 1; i < 6; i++) {
      if (i === 5) {
        const r = await put(setup.a(), g.id, tampered(g.links[5]!));
        assert.equal(r.status, 400, 'a tampered link');
        assert.match(await r.text(), /post 5 .*signature/);
      }
      const sent = performance.now();
      const r = await put(i % 2 ? setup.a() : setup.b(), g.id, g.links[i]!);
      assert.equal(r.status, 200, await r.text());
      for (const reader of [near, far]) {
        const e = await reader.next((x) => x.event === 'message' && x.data === g.links[i]);
        assert.ok(e.at - sent < 1000, `pushed ${Math.round(e.at - sent)} ms after the PUT was sent`);
      }
    }
    assert.equal((await put(setup.a(), g.id, tampered(g.links[5]!))).status, 409, 'a changed last post rewrites the stored game');
    assert.equal((await put(setup.a(), g.id, g.links[5]!)).status, 200, 'the same link again');
    assert.equal((await put(setup.a(), g.id, g.links[2]!)).status, 409);
    await new Promise((ok) => setTimeout(ok, 300));
    for (const reader of [near, far]) assert.deepEqual(reader.links(), g.links, 'each link once, in order, nothing else');
    near.close();
    far.close();
  });

  it('presence: each side sees whether the other is here, and how many watch, across instances', async () => {
    const g = await fresh(`presence-${setup.b()}`);
    assert.equal((await put(setup.a(), g.id, g.links[0]!)).status, 201);
    const white = await EventReader.open(`${setup.a()}/live/${g.id}/events?seat=white`);
    await white.next((e) => e.event === 'presence' && JSON.parse(e.data).white === true);
    const black = await EventReader.open(`${setup.b()}/live/${g.id}/events?seat=black`);
    const watcher = await EventReader.open(`${setup.a()}/live/${g.id}/events`);
    const all = (e: { event: string; data: string }) => e.event === 'presence' && e.data === '{"white":true,"black":true,"watchers":1}';
    for (const r of [white, black, watcher]) await r.next(all);
    // On connect: the link first, then presence.
    assert.deepEqual(black.events.filter((e) => e.event !== 'comment').slice(0, 2).map((e) => e.event), ['message', 'presence']);
    black.close();
    await white.next((e) => e.event === 'presence' && e.data === '{"white":true,"black":false,"watchers":1}');
    watcher.close();
    await white.next((e) => e.event === 'presence' && e.data === '{"white":true,"black":false,"watchers":0}');
    white.close();
  });
}

function limits(start: (limits: Partial<LiveLimits>) => Promise<{ base: string; close(): Promise<void> }>) {
  it('429: new games per client per hour, with Retry-After; streams per game', async () => {
    const server = await start({ newGamesPerHour: 2, streamsPerGame: 2 });
    try {
      const games = await Promise.all([fresh('n1'), fresh('n2'), fresh('n3')]);
      assert.equal((await put(server.base, games[0]!.id, games[0]!.links[0]!)).status, 201);
      assert.equal((await put(server.base, games[1]!.id, games[1]!.links[0]!)).status, 201);
      const r = await put(server.base, games[2]!.id, games[2]!.links[0]!);
      assert.equal(r.status, 429);
      assert.ok(Number(r.headers.get('retry-after')) > 0);
      assert.match(await r.text(), /^new games: 2 an hour/);
      assert.equal((await put(server.base, games[0]!.id, games[0]!.links[1]!)).status, 200, 'moves of a stored game are not new games');
      const s1 = await EventReader.open(`${server.base}/live/${games[0]!.id}/events`);
      await s1.next((e) => e.event === 'presence');
      const s2 = await EventReader.open(`${server.base}/live/${games[0]!.id}/events?seat=white`);
      await s2.next((e) => e.event === 'presence');
      const s3 = await EventReader.open(`${server.base}/live/${games[0]!.id}/events?seat=black`);
      assert.equal(s3.status, 429);
      s1.close();
      s2.close();
    } finally {
      await server.close();
    }
  });

  it('an idle game expires', async () => {
    const server = await start({ idleHours: 1 / 3600 });
    try {
      const g = await fresh('expiry');
      assert.equal((await put(server.base, g.id, g.links[0]!)).status, 201);
      assert.equal((await fetch(`${server.base}/live/${g.id}`)).status, 200);
      await new Promise((ok) => setTimeout(ok, 2500));
      assert.equal((await fetch(`${server.base}/live/${g.id}`)).status, 404);
    } finally {
      await server.close();
    }
  });
}

describe('live relay, in memory', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer({ port: 0, hostname: '127.0.0.1' });
  });
  after(() => server.close());
  routes({ a: () => server.url, b: () => server.url });
  limits(async (l) => {
    const s = await startServer({ port: 0, hostname: '127.0.0.1', liveOptions: { limits: l } });
    return { base: s.url, close: () => s.close() };
  });
});

describe('live relay, through Redis with two instances', { skip: REDIS_SERVER ? false : 'no redis-server found (Debian: apt-get install redis-server; `node scripts/redis.mjs --install` does it)' }, () => {
  let redis: RedisServer;
  let one: RunningServer;
  let two: RunningServer;
  before(async () => {
    redis = await startRedis();
    one = await startServer({ port: 0, hostname: '127.0.0.1', redis: redis.url });
    two = await startServer({ port: 0, hostname: '127.0.0.1', redis: redis.url });
  });
  after(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });
  routes({ a: () => one.url, b: () => two.url });
  let db = 0;
  limits(async (l) => {
    // A database of its own: the new-games counts of the other tests are in Redis too.
    const s = await startServer({ port: 0, hostname: '127.0.0.1', redis: `${redis.url}/${++db}`, liveOptions: { limits: l } });
    return { base: s.url, close: () => s.close() };
  });

  it('two instances extending the same game at once: one link is stored, the other is refused with 409', async () => {
    const g = await fresh('race');
    assert.equal((await put(one.url, g.id, g.links[0]!)).status, 201);
    assert.equal((await put(one.url, g.id, g.links[1]!)).status, 200);
    const rival = await rewrite(g, 2);
    for (let round = 0; round < 3; round++) {
      const [r1, r2] = await Promise.all([put(one.url, g.id, g.links[2]!), put(two.url, g.id, rival)]);
      const codes = [r1.status, r2.status];
      const stored = await (await fetch(`${two.url}/live/${g.id}`)).text();
      if (round === 0) {
        assert.deepEqual([...codes].sort(), [200, 409], `one wins, one is refused: ${codes}`);
        assert.equal(stored, codes[0] === 200 ? g.links[2] : rival);
      } else {
        assert.ok(codes.includes(409), 'the loser stays refused');
      }
    }
  });

  it('an instance that cannot start (its port is taken) leaves no Redis connection open', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const clients = async () => Number(/connected_clients:(\d+)/.exec(await client.info('clients'))![1]);
      const before = await clients();
      await assert.rejects(startServer({ port: one.port, hostname: '127.0.0.1', redis: redis.url }), /EADDRINUSE/);
      // Its two connections (commands, pub/sub) are closed before the failure is reported.
      assert.equal(await clients(), before);
    } finally {
      await client.close();
    }
  });

  it('an instance restarted mid-game loses nothing: the game goes on through it, pushed to a listener of the other', async () => {
    const g = await diceGame(5, 'restart');
    assert.equal((await put(one.url, g.id, g.links[0]!)).status, 201);
    assert.equal((await put(one.url, g.id, g.links[1]!)).status, 200);
    const listener = await EventReader.open(`${two.url}/live/${g.id}/events?seat=white`);
    await listener.next((e) => e.data === g.links[1]);
    const port = one.port;
    await one.close();
    one = await startServer({ port, hostname: '127.0.0.1', redis: redis.url });
    assert.equal(await (await fetch(`${one.url}/live/${g.id}`)).text(), g.links[1], 'the restarted instance has the game');
    for (let i = 2; i < 5; i++) {
      assert.equal((await put(one.url, g.id, g.links[i]!)).status, 200);
      await listener.next((e) => e.data === g.links[i]);
    }
    listener.close();
  });
});

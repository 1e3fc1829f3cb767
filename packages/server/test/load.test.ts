// The server under load, made to happen with a small pool (one worker, a queue of one) rather than
// with timing: a full queue is a 503 with Retry-After at once, /healthz answers while the worker
// draws, a client that leaves frees its place or stops its drawing, a drawing out of time stops
// (its worker is free when the 400 comes), and the time in the queue does not count against a
// request. Each situation is waited for by watching the pool, never by sleeping.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DrawPool } from '../src/pool.js';
import { startServer } from '../src/serve.js';
import type { RunningServer } from '../src/serve.js';
import { playout } from './games.js';

/** A server of its own on the loopback, drawing with `pool`. */
function useServerWith(pool: () => DrawPool): { base: () => string } {
  let server: RunningServer | undefined;
  before(async () => {
    server = await startServer({ port: 0, hostname: '127.0.0.1', pool: pool() });
  });
  after(async () => {
    await server?.close();
    await pool().close();
  });
  return { base: () => server!.url };
}

/** Waits until the pool's figures say `ok` (polled; no deadline of its own but the test's). */
async function until(pool: DrawPool, ok: (s: ReturnType<DrawPool['stats']>) => boolean, what: string): Promise<void> {
  while (!ok(pool.stats())) await new Promise((r) => setTimeout(r, 10));
  assert.ok(ok(pool.stats()), what);
}

/** The longest GIF the limits allow: 300 frames of Dagger Chess at 480 px (seconds of drawing on any machine). */
const longGif = async (delay: number) => `/image/dagger.gif?moves=${encodeURIComponent((await playout('dagger', 299)).join(' '))}&size=480&delay=${delay}`;

let busyPool: DrawPool | undefined;
const busy = useServerWith(() => (busyPool ??= new DrawPool({ workers: 1, maxQueue: 1 })));

test('a full queue: 503 with Retry-After and no-store at once; /healthz answers meanwhile; a client that leaves frees its place or stops its drawing', { timeout: 120_000 }, async () => {
  const pool = busyPool!;
  const base = busy.base();
  // Warm the worker up (the game's rules loaded), so the rest waits on drawing only; keep an ETag.
  assert.equal((await fetch(`${base}/image/dagger.png?size=64`)).status, 200);
  const small = await fetch(`${base}/image/dice.png?size=64`);
  assert.equal(small.status, 200);
  const tag = small.headers.get('etag')!;

  const first = new AbortController();
  const drawing = fetch(base + (await longGif(100)), { signal: first.signal }).catch((err: Error) => err);
  let firstSettled = false;
  void drawing.then(() => (firstSettled = true));
  await until(pool, (s) => s.busy === 1, 'the GIF is being drawn');

  const health = await fetch(`${base}/healthz`);
  assert.equal(health.status, 200);
  assert.equal(await health.text(), 'ok\n');
  assert.equal(firstSettled, false, '/healthz answered while the worker was still drawing the GIF');

  const second = new AbortController();
  const waiting = fetch(base + (await longGif(101)), { signal: second.signal }).catch((err: Error) => err);
  await until(pool, (s) => s.queued === 1, 'the second GIF waits in the queue');

  for (const path of [await longGif(102), '/image/dice.png?size=64']) {
    const r = await fetch(base + path);
    assert.equal(r.status, 503, path);
    assert.match(r.headers.get('retry-after') ?? '', /^[1-9]\d*$/, 'Retry-After in whole seconds');
    assert.equal(r.headers.get('cache-control'), 'no-store');
    assert.match(await r.text(), /busy/);
  }
  assert.equal(firstSettled, false, 'the 503s came while the first GIF was still being drawn');
  // A 304 needs no worker: it answers however busy the pool is.
  assert.equal((await fetch(`${base}/image/dice.png?size=64`, { headers: { 'If-None-Match': tag } })).status, 304);

  second.abort();
  assert.ok((await waiting) instanceof Error);
  await until(pool, (s) => s.queued === 0, 'the client that left freed its place in the queue');
  assert.equal(pool.stats().replaced, 0);

  first.abort();
  assert.ok((await drawing) instanceof Error);
  await until(pool, (s) => s.busy === 0 && s.replaced === 1, 'the drawing of the client that left was stopped (its worker replaced)');
  const after = await fetch(`${base}/image/dice.png?size=64`);
  assert.equal(after.status, 200, 'the new worker draws');
});

let slowPool: DrawPool | undefined;
const RENDER_MS = 1000;
const slow = useServerWith(() => (slowPool ??= new DrawPool({ workers: 1, maxQueue: 4, renderMs: RENDER_MS })));

test('a drawing out of time is a 400 (no-store) and stops; one that waited longer than the limit in the queue is drawn', { timeout: 120_000 }, async () => {
  const pool = slowPool!;
  const base = slow.base();
  assert.equal((await fetch(`${base}/image/dagger.png?size=64`)).status, 200);

  // The long GIF runs out of its own time; a small PNG waits behind it all that while.
  const long = fetch(base + (await longGif(100)));
  await until(pool, (s) => s.busy === 1, 'the GIF is being drawn');
  const queued = fetch(`${base}/image/dagger.png?size=64&coordinates=false`);
  await until(pool, (s) => s.queued === 1, 'the PNG waits');

  const late = await long;
  assert.equal(late.status, 400);
  assert.equal(late.headers.get('cache-control'), 'no-store', 'the same URL may work on a quieter server');
  assert.equal(await late.text(), `moves: drawing this took longer than ${RENDER_MS / 1000} s: ask for fewer moves or a smaller size\n`);
  // The worker said so itself, between two frames: it stopped, it was not left drawing.
  assert.equal(pool.stats().replaced, 0);
  assert.equal(pool.stats().queued, 0, 'the PNG went to the worker the GIF left');

  const png = await queued;
  assert.equal(png.status, 200, 'waiting behind a drawing of over the limit did not count against the PNG');
  assert.equal(png.headers.get('content-type'), 'image/png');
  await until(pool, (s) => s.busy === 0, 'the worker is idle again');
});

// The drawing threads' niceness (pool.ts, `--niceness`): in a process of its own (this file), so that
// every thread but the main one is the pool's or libuv's, and none was lowered by another test's pool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { DrawPool } from '../src/pool.js';
import { startServer } from '../src/serve.js';
import { main } from '../src/cli.js';

const threads = () => readdirSync('/proc/self/task').map(Number).filter((tid) => tid !== process.pid);

test('a pool with niceness 7 lowers the threads that draw to 7 and leaves the main thread as it was', { skip: process.platform !== 'linux' && 'thread priorities are set on Linux only' }, async () => {
  const main0 = getPriority(process.pid);
  const pool = new DrawPool({ workers: 1, niceness: 7 });
  const server = await startServer({ port: 0, hostname: '127.0.0.1', pool });
  try {
    const res = await fetch(`${server.url}/image/dart.png?size=200`);
    assert.equal(res.status, 200);
    await res.arrayBuffer();
    const priorities = threads().map((tid) => {
      try {
        return getPriority(tid);
      } catch {
        return 7; // a thread gone since it was listed
      }
    });
    assert.ok(priorities.length > 0);
    assert.deepEqual([...new Set(priorities)], [7]);
    assert.equal(getPriority(process.pid), main0);
  } finally {
    await server.close();
    await pool.close();
  }
});

test('--niceness takes a whole number from 0 to 19 and names a bad one', async () => {
  const said: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((text: string) => (said.push(text), true)) as typeof process.stderr.write;
  try {
    assert.equal(await main(['--niceness', '20']), 2);
    assert.equal(await main(['--niceness=-1']), 2);
    assert.equal(await main(['--niceness', 'low']), 2);
  } finally {
    process.stderr.write = write;
  }
  assert.match(said[0]!, /--niceness "20" is not a whole number from 0 to 19/);
  assert.match(said[1]!, /--niceness "-1"/);
  assert.match(said[2]!, /--niceness "low"/);
});

// The options the server gives resvg's allocator (allocator.ts): they reach mimalloc, which reads them
// once when resvg's native module loads, when the server is loaded as users load it; and a value the
// user set is kept. Each case in a process of its own, with mimalloc telling its options (MIMALLOC_VERBOSE).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** mimalloc's options as it reports them in a process that loads the server's entry and draws a PNG. */
function optionsSeen(env: Record<string, string>): Map<string, string> {
  const script = `const { startServer } = await import(${JSON.stringify(ENTRY)});
const server = await startServer({ port: 0, hostname: '127.0.0.1', workers: 1 });
const res = await fetch(server.url + '/image/dart.png?size=100');
if (res.status !== 200) throw new Error('status ' + res.status);
await server.close();`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('MIMALLOC_')));
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...clean, ...env, MIMALLOC_VERBOSE: '1' }, encoding: 'utf8', timeout: 60_000 });
  assert.equal(run.status, 0, run.stderr);
  const seen = new Map<string, string>();
  for (const m of run.stderr.matchAll(/mimalloc: option '(\w+)': (-?\d+)/g)) seen.set(m[1]!, m[2]!);
  assert.ok(seen.size > 0, `mimalloc told its options: ${run.stderr.slice(0, 500)}`);
  return seen;
}

test('resvg\'s allocator keeps freed memory for a tenth of a second, in large pages', { skip: process.platform !== 'linux' && 'resvg-js uses mimalloc on Linux' }, () => {
  const seen = optionsSeen({});
  assert.equal(seen.get('purge_delay'), '100');
  assert.equal(seen.get('allow_large_os_pages'), '1');
});

test('a value the user set is kept', { skip: process.platform !== 'linux' && 'resvg-js uses mimalloc on Linux' }, () => {
  const seen = optionsSeen({ MIMALLOC_PURGE_DELAY: '250', MIMALLOC_ALLOW_LARGE_OS_PAGES: '0' });
  assert.equal(seen.get('purge_delay'), '250');
  assert.equal(seen.get('allow_large_os_pages'), '0');
});

/** The tests' server: one per test file, on a free port of the loopback address. */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { ELEMENT_DIR } from '../src/versions.js';
import { startServer } from '../src/serve.js';
import type { RunningServer } from '../src/serve.js';

/** Starts a server before the file's tests and stops it after; `base()` is its origin. */
export function useServer(opts: { origin?: string } = {}): { base: () => string } {
  let server: RunningServer | undefined;
  before(async () => {
    assert.ok(existsSync(join(ELEMENT_DIR, 'dist/variant-board.js')), 'the pages serve the element\'s bundle: build it first (npm run build)');
    server = await startServer({ port: 0, hostname: '127.0.0.1', ...opts });
  });
  after(async () => {
    await server?.close();
  });
  return { base: () => server!.url };
}

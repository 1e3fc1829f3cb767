/** The tests' server: one per test file, on a free port of the loopback address. */
import { after, before } from 'node:test';
import { startServer } from '../src/serve.js';
import type { RunningServer } from '../src/serve.js';

/** Starts a server before the file's tests and stops it after; `base()` is its origin. */
export function useServer(opts: { origin?: string } = {}): { base: () => string } {
  let server: RunningServer | undefined;
  before(async () => {
    server = await startServer({ port: 0, hostname: '127.0.0.1', ...opts });
  });
  after(async () => {
    await server?.close();
  });
  return { base: () => server!.url };
}

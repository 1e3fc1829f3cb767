/** Starting the server on a port (Node's http server through @hono/node-server). */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { ServerOptions } from './app.js';
import { DrawPool } from './pool.js';
import { connectRedisStore, createLiveRelay } from './live/relay.js';
import type { LiveOptions } from './live/relay.js';

export interface RunningServer {
  /** `http://host:port`, as it listens. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: any free one) of `hostname` (default all interfaces). `redis`: a Redis URL
 * where the live relay keeps its games, shared with other instances (default: in memory).
 */
export async function startServer(opts: ServerOptions & { port?: number; hostname?: string; redis?: string; liveOptions?: LiveOptions } = {}): Promise<RunningServer> {
  let relay = opts.live;
  if (relay === undefined) {
    const store = opts.redis ? await connectRedisStore(opts.redis, opts.liveOptions?.limits) : undefined;
    relay = createLiveRelay({ ...opts.liveOptions, ...(store ? { store } : {}) });
  }
  const live = relay;
  let pool: DrawPool | undefined;
  // What this call opened (a relay and its Redis connections, a pool and its workers), closed again.
  const own = {
    closeLive: async () => {
      if (live && opts.live === undefined) await live.close();
    },
    closePool: async () => {
      if (pool && !opts.pool) await pool.close();
    },
  };
  try {
    // The pool starts its workers now, so the first pictures find them loaded; close() stops them.
    pool = opts.pool ?? new DrawPool(opts);
    const app = createApp({ ...opts, pool, live });
    await pool.ready();
    return await listen(app, opts, own);
  } catch (e) {
    // Nothing may stay open when the server does not start: the process could not exit.
    await own.closeLive().catch(() => {});
    await own.closePool().catch(() => {});
    throw e;
  }
}

function listen(app: ReturnType<typeof createApp>, opts: { port?: number; hostname?: string }, own: { closeLive(): Promise<void>; closePool(): Promise<void> }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: opts.port ?? 8080, ...(opts.hostname ? { hostname: opts.hostname } : {}) }, (info: AddressInfo) => {
      const host = opts.hostname ?? 'localhost';
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shown === '0.0.0.0' ? 'localhost' : shown}:${info.port}`,
        port: info.port,
        close: async () => {
          // Streams end first, so that the connections can close.
          await own.closeLive();
          await new Promise<void>((ok) => {
            server.close(() => ok());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          await own.closePool();
        },
      });
    });
    server.once('error', reject);
    // A slow client may not hold a connection open for ever.
    (server as unknown as { requestTimeout: number; headersTimeout: number }).requestTimeout = 30_000;
    (server as unknown as { headersTimeout: number }).headersTimeout = 10_000;
  });
}

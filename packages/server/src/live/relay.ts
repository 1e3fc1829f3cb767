/**
 * The live relay: games played by link, each new link pushed to everyone watching the game.
 * Routes (see the README and the live contract):
 *
 *   PUT /live/<game id>          a link of the game: stored when it verifies and goes on from the stored one
 *   GET /live/<game id>          the latest link
 *   GET /live/<game id>/events   text/event-stream: the latest link, then each new one, and presence
 *
 * The relay cannot forge or change a post (every one is signed and verified here and again in
 * the browsers); it can only keep a game, pass it on, or fail to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono } from 'hono';
import { compareTranscripts, decodeLink, encodeLink, linkText, PostError } from '../deps.js';
import { readBody } from './body.js';
import { clientOf } from './client.js';
import { LiveHub, linkEvent } from './hub.js';
import type { Seat, Sink } from './hub.js';
import { LIVE_LIMITS } from './limits.js';
import type { LiveLimits } from './limits.js';
import { MemoryStore } from './memory-store.js';
import { useNodeCrypto } from './node-crypto.js';
import { textRelation } from './store.js';
import type { LiveStore } from './store.js';
import { Verifier } from './verifier.js';

export interface LiveOptions {
  /** Where games are kept: in memory (the default) or a RedisStore shared by instances. */
  readonly store?: LiveStore;
  readonly limits?: Partial<LiveLimits>;
  /** Take the client's address from the last X-Forwarded-For entry (behind a proxy you run). */
  readonly trustProxy?: boolean;
}

export interface LiveRelay {
  readonly store: LiveStore;
  readonly hub: LiveHub;
  readonly verifier: Verifier;
  readonly limits: LiveLimits;
  readonly trustProxy: boolean;
  /** Ends the streams and closes the store. */
  close(): Promise<void>;
}

/** A store in Redis for createLiveRelay (the Redis client is loaded only when asked for). */
export async function connectRedisStore(url: string, limits: Partial<LiveLimits> = {}): Promise<LiveStore> {
  return (await import('./redis-store.js')).RedisStore.connect(url, limits);
}

export function createLiveRelay(options: LiveOptions = {}): LiveRelay {
  const limits = { ...LIVE_LIMITS, ...options.limits };
  useNodeCrypto();
  const store = options.store ?? new MemoryStore({ idleMs: limits.idleHours * 3_600_000, maxChars: limits.memoryChars });
  const hub = new LiveHub(store, limits.pingMs);
  const verifier = new Verifier(limits.verifiedCache, limits.verifiedPosts);
  return {
    store, hub, verifier, limits, trustProxy: options.trustProxy ?? false,
    async close() {
      await hub.close();
      await store.close();
    },
  };
}

/** A game id as verifyTranscript gives it: base64url of 32 bytes. */
const GAME_ID = /^[A-Za-z0-9_-]{43}$/;
const CORS = { 'Access-Control-Allow-Origin': '*' };
const TEXT = { ...CORS, 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

const STREAM_HEADERS = { ...CORS, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no', 'X-Content-Type-Options': 'nosniff' };
/** Bytes an event stream may have waiting to be sent before its client is let go (some 100 links). */
const STREAM_BACKLOG_BYTES = 1 << 20;

/** Node's request and response under the web ones, when @hono/node-server serves (else undefined). */
const nodeOf = (c: Context) => c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;

const say = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { ...TEXT, ...headers } });

/** A refusal already answered: thrown out of a handler's steps. */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

function gameIdOf(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!GAME_ID.test(id)) {
    const shown = id.length > 50 ? `${id.slice(0, 47)}...` : id;
    throw new Refusal(say(400, `game id: ${JSON.stringify(shown)} is not a game id (43 characters of A-Z a-z 0-9 - _, as the game's link gives it)`));
  }
  return id;
}

/** Runs a handler's steps; a refusal is its answer, a store that cannot be reached a 503. */
async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Refusal) return e.response;
    if (e instanceof PostError) return say(400, `link: ${e.message}`);
    console.error('live relay:', e);
    return say(503, 'the relay cannot reach its store right now: try again shortly', { 'Retry-After': '5' });
  }
}

/** Posts in a link: one per `~`. */
function postsIn(link: string): number {
  let n = 0;
  for (let i = link.indexOf('~'); i >= 0; i = link.indexOf('~', i + 1)) n++;
  return n;
}

function older(id: string, stored: string, link: string): Response {
  return say(409, `link: an older link of game ${id}: it stops at post ${postsIn(link) - 1}, the relay has posts up to ${postsIn(stored) - 1}`);
}

/** Why `link` cannot replace `stored` (neither is a start of the other): a 400 or a 409 answer. */
function conflict(id: string, stored: string, link: string): Response {
  if (textRelation(stored, link) === 'older') return older(id, stored, link);
  try {
    compareTranscripts(decodeLink(stored), decodeLink(link));
  } catch (e) {
    if (e instanceof PostError && e.problem === 'fork') return say(409, `link: it rewrites game ${id}: ${e.message}`);
    if (e instanceof PostError) return say(400, `link: not a link of game ${id}: ${e.message}`);
    throw e;
  }
  return say(409, `link: it does not go on from the relay's latest link of game ${id}`);
}

export function mountLive(app: Hono, relay: LiveRelay): void {
  const { store, hub, verifier, limits } = relay;
  /** One PUT at a time per game in this instance: the second verifies only what the first did not. */
  const queues = new Map<string, Promise<unknown>>();
  const serially = <T>(id: string, work: () => Promise<T>): Promise<T> => {
    const before = queues.get(id) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => {});
    queues.set(id, tail);
    void tail.then(() => {
      if (queues.get(id) === tail) queues.delete(id);
    });
    return run;
  };

  app.options('/live/*', () => new Response(null, {
    status: 204,
    headers: { ...CORS, 'Access-Control-Allow-Methods': 'GET, PUT, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' },
  }));

  app.put('/live/:id', (c) => answer(async () => {
    const id = gameIdOf(c);
    const body = await readBody(c.req.raw, limits.bodyBytes, nodeOf(c)?.incoming).catch(() => {
      throw new Refusal(say(400, 'body: the link could not be read (the connection broke off)'));
    });
    // The rest of the body is not read: the connection closes after the answer.
    if ('tooLong' in body) return say(413, `body: ${body.tooLong} bytes, at most ${limits.bodyBytes} (a link of the game as text)`, { Connection: 'close' });
    if (!body.text.trim()) return say(400, 'body: empty: send the game\'s link (vb1...) as text');
    const text = linkText(body.text);
    return serially(id, async () => {
      const stored = await store.get(id);
      if (stored !== undefined) {
        // Compared as sent first: a link as the relay sends it needs no reading at all.
        const relation = textRelation(stored, text);
        if (relation === 'same') return say(200, `the same link: game ${id} has ${postsIn(text)} posts`);
        if (relation === 'older') return older(id, stored, text);
      }
      let link = text;
      let game = stored === undefined || textRelation(stored, text) === 'extends' ? await verifier.tryExtend(id, text) : undefined;
      if (!game) {
        const t = decodeLink(text);
        link = encodeLink(t);
        if (stored !== undefined) {
          const relation = textRelation(stored, link);
          if (relation === 'same') return say(200, `the same link: game ${id} has ${t.posts.length} posts`);
          if (relation !== 'extends') return conflict(id, stored, link);
        }
        game = await verifier.verify(link, t, id);
      }
      if (game.gameId !== id) return say(400, `link: not a link of game ${id}: it is game ${game.gameId}`);
      if (stored === undefined) {
        const { count, resetSeconds } = await store.countNewGame(clientOf(c, relay.trustProxy));
        if (count > limits.newGamesPerHour) {
          return say(429, `new games: ${limits.newGamesPerHour} an hour from one address; try again in ${Math.ceil(resetSeconds / 60)} minutes`, { 'Retry-After': String(resetSeconds) });
        }
      }
      const outcome = await store.put(id, link);
      switch (outcome.kind) {
        case 'created':
          return say(201, `stored: game ${id} starts with ${game.posts} posts`);
        case 'extended':
          return say(200, `stored: game ${id} goes on to ${game.posts} posts`);
        case 'same':
          return say(200, `the same link: game ${id} has ${game.posts} posts`);
        case 'full':
          return say(503, 'the relay is full: try again later', { 'Retry-After': '60' });
        case 'conflict':
          // Another instance stored a different link meanwhile.
          if (outcome.stored === link) return say(200, `the same link: game ${id} has ${game.posts} posts`);
          return conflict(id, outcome.stored, link);
      }
    });
  }));

  app.get('/live/:id', (c) => answer(async () => {
    const id = gameIdOf(c);
    const link = await store.get(id);
    if (link === undefined) return say(404, `game ${id}: no such game on this relay (it was never sent here, or it expired)`);
    return new Response(link, { status: 200, headers: TEXT });
  }));

  app.get('/live/:id/events', (c) => answer(async () => {
    const id = gameIdOf(c);
    const seatParam = c.req.query('seat');
    if (seatParam !== undefined && seatParam !== 'white' && seatParam !== 'black') {
      return say(400, `seat: ${JSON.stringify(seatParam.slice(0, 20))} is not white or black (leave it out to watch)`);
    }
    for (const name of Object.keys(c.req.queries())) {
      if (name !== 'seat') return say(400, `${name.slice(0, 40)}: unknown parameter: the events take only seat=white|black`);
    }
    const seat: Seat = seatParam ?? null;
    if (hub.size >= limits.streamsPerInstance) return say(503, 'event streams: this relay holds as many as it can; try again shortly', { 'Retry-After': '30' });
    if (await store.get(id) === undefined) return say(404, `game ${id}: no such game on this relay (it was never sent here, or it expired)`);
    const p = await store.presence(id);
    if (p.white + p.black + p.watchers >= limits.streamsPerGame) {
      return say(429, `event streams: at most ${limits.streamsPerGame} on one game`, { 'Retry-After': '60' });
    }
    // HEAD is answered by this route too (Hono), and its body is never read: no stream for it.
    if (c.req.raw.method === 'HEAD') return new Response(null, { status: 200, headers: { ...CORS, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' } });
    return openStream(c, id, seat);
  }));

  const encoder = new TextEncoder();
  /**
   * An event stream: the latest link on connecting, then each newer one and presence (hub.ts).
   * Under Node it writes to the connection itself (a web stream in between cost more than the
   * push); elsewhere through a ReadableStream.
   */
  const openStream = (c: Context, id: string, seat: Seat): Response => {
    let sink: Sink | undefined;
    let closed = false;
    const end = () => {
      if (closed) return;
      closed = true;
      if (sink) void hub.leave(id, sink).catch(() => {});
    };
    const attach = (s: Sink) => {
      sink = s;
      // Subscribed first, then the latest link read: a link stored in between is not missed.
      void hub.join(id, s).then(async () => {
        const read = await store.get(id);
        const link = s.pending !== undefined && s.pending.length > (read?.length ?? 0) ? s.pending : read;
        s.pending = undefined;
        if (link !== undefined) {
          s.sent = link.length;
          s.write(linkEvent(link));
        }
        s.ready = true;
        await hub.sendPresence(id, s);
      }).catch((e) => {
        console.error('live relay: stream', e);
        s.close();
        end();
      });
    };
    const out = nodeOf(c)?.outgoing;
    if (out && typeof out.writeHead === 'function') {
      out.writeHead(200, STREAM_HEADERS);
      out.flushHeaders();
      out.once('close', end);
      attach({
        seat, sent: 0, presence: '', ready: false,
        write(text) {
          if (closed) return;
          // A client that reads nothing while links pile up is let go: it can connect again.
          if (out.writableLength > STREAM_BACKLOG_BYTES) {
            out.destroy();
            end();
            return;
          }
          out.write(text);
        },
        close() {
          closed = true;
          out.end();
        },
      });
      return RESPONSE_ALREADY_SENT;
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        attach({
          seat, sent: 0, presence: '', ready: false,
          write(text) {
            if (closed) return;
            if ((controller.desiredSize ?? 0) < -64) {
              try { controller.close(); } catch { /* already closed */ }
              end();
              return;
            }
            try { controller.enqueue(encoder.encode(text)); } catch { end(); }
          },
          close() {
            try { controller.close(); } catch { /* already closed */ }
            closed = true;
          },
        });
      },
      cancel: end,
    });
    c.req.raw.signal?.addEventListener('abort', end, { once: true });
    return new Response(stream, { status: 200, headers: STREAM_HEADERS });
  };

  app.all('/live/*', (c) => ['GET', 'PUT', 'OPTIONS', 'HEAD'].includes(c.req.method)
    ? say(404, `not found: the relay answers /live/<game id> and /live/<game id>/events`)
    : say(405, `method: ${c.req.method.slice(0, 20)} is not one of GET, PUT, OPTIONS on /live/<game id>[/events]`, { Allow: 'GET, PUT, OPTIONS' }));
}

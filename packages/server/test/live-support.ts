/** For the live relay's tests: games by link, event-stream readers, a redis-server of their own. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PostDraft, decodeLink, encodeLink, verifyTranscript } from '../../engine/src/post/index.js';
import type { Seat } from '../../engine/src/post/index.js';
import type { Side } from '../../engine/src/core/types.js';
import { playByPost } from '../../engine/test/support/post-play.js';
import { findRedisServer } from '../../../scripts/redis.mjs';

export interface LiveGame {
  readonly id: string;
  /** Each link of the game, one per post. */
  readonly links: readonly string[];
  readonly seats: Record<Side, Seat>;
}

/** A Dice Chess game by post of `posts` posts, with its id. */
export async function diceGame(posts: number, seed: string): Promise<LiveGame> {
  const g = await playByPost('dice', { posts, seed });
  const id = (await verifyTranscript(decodeLink(g.links[0]!))).gameId;
  return { id, links: g.links, seats: g.seats };
}

/**
 * Another post `seq` for a game: the same player signs a turn again from the link before it
 * (first legal move each time). Signatures are randomized, so the post always differs from the
 * one in the game: a link that rewrites the game from post `seq` on, valid in itself.
 */
export async function rewrite(game: LiveGame, seq: number): Promise<string> {
  const t = decodeLink(game.links[seq - 1]!);
  const side: Side = seq % 2 === 0 ? 'white' : 'black';
  const draft = await PostDraft.takeTurn(t, game.seats[side]);
  while (!draft.done) {
    const s = draft.session;
    await draft.play(s.variant.formatAction(s.state, s.variant.legalActions(s.state)[0]));
  }
  return encodeLink(await draft.finish());
}

export interface SseEvent {
  readonly event: string;
  readonly data: string;
  /** performance.now() when it arrived. */
  readonly at: number;
}

/** Reads an event stream into `events` as it arrives. */
export class EventReader {
  readonly events: SseEvent[] = [];
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  status = 0;
  headers: Headers | undefined;
  done: Promise<void> = Promise.resolve();

  static async open(url: string): Promise<EventReader> {
    const r = new EventReader();
    const res = await fetch(url, { signal: r.abort.signal, headers: { Accept: 'text/event-stream' } });
    r.status = res.status;
    r.headers = res.headers;
    if (res.status !== 200) {
      await res.text();
      return r;
    }
    r.done = r.read(res.body!).catch(() => {});
    return r;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
          else if (line.startsWith(':')) event = 'comment';
        }
        this.events.push({ event, data: data.join('\n'), at: performance.now() });
        for (const w of this.waiters.splice(0)) w();
      }
    }
  }

  links(): string[] {
    return this.events.filter((e) => e.event === 'message').map((e) => e.data);
  }
  presences(): { white: boolean; black: boolean; watchers: number }[] {
    return this.events.filter((e) => e.event === 'presence').map((e) => JSON.parse(e.data));
  }

  /** The first event from `from` on that passes `test`; fails after `ms`. */
  async next(test: (e: SseEvent) => boolean, ms = 10_000, from = 0): Promise<SseEvent> {
    const end = Date.now() + ms;
    for (;;) {
      const found = this.events.slice(from).find(test);
      if (found) return found;
      if (Date.now() > end) throw new Error(`no such event within ${ms} ms; got ${JSON.stringify(this.events.map((e) => `${e.event}:${e.data.slice(0, 60)}`))}`);
      await new Promise<void>((ok) => {
        const timer = setTimeout(ok, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          ok();
        });
      });
    }
  }

  close(): void {
    this.abort.abort();
  }
}

export const put = (base: string, id: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/live/${id}`, { method: 'PUT', body, headers: { 'Content-Type': 'text/plain', ...headers } });

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

export interface RedisServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** The redis-server binary, or undefined (the Redis tests then skip, saying so). */
export const REDIS_SERVER: string | undefined = findRedisServer();

/** Starts a redis-server of its own on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`redis-server did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      if (/Ready to accept connections/.test(out)) {
        clearTimeout(timer);
        ok();
      }
    });
    child.once('exit', (code) => fail(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((ok) => {
      if (child.exitCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    }),
  };
}

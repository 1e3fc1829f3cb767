/**
 * The live relay (`npm run bench -- live`): 1,000 live games, each with two listeners (event
 * streams, one per seat) and a move per game per second for 60 s, through real HTTP on the
 * loopback: the latency from a move's PUT being sent to its link arriving on each listener
 * (p50, p99), the PUTs' answer times, and the relay's memory. Once with games in memory (one
 * instance), once through a redis-server of the bench's own shared by two instances (moves PUT to
 * either, White's stream on one and Black's on the other, so that every push crosses Redis).
 * The games are signed and made before anything is timed (cached under the temporary directory).
 * LIVE_GAMES and LIVE_SECONDS change the load; LIVE_MODES=memory (or redis) runs one of the two.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { performance as nodePerformance } from 'node:perf_hooks';
import { createClient } from 'redis';
import type { BenchReport } from './run.js';
import { benchGames, linkAt } from './live-games.js';
import { decodeLink, verifyTranscript } from '../packages/engine/src/post/index.js';
import { REDIS_SERVER, startRedis } from '../packages/server/test/live-support.js';

const loopUtilization = nodePerformance.eventLoopUtilization;
const GAMES = Number(process.env.LIVE_GAMES ?? 1000);
const SECONDS = Number(process.env.LIVE_SECONDS ?? 60);
/** LIVE_MODES=memory or redis: one of the two only. */
const MODES = (process.env.LIVE_MODES ?? 'memory,redis').split(',');

interface Relay {
  readonly child: ChildProcess;
  readonly port: number;
  memory(): Promise<{ rss: number; heapUsed: number; cpuMs: number }>;
  stop(): Promise<void>;
}

async function startRelay(redis?: string): Promise<Relay> {
  // LIVE_PROFILE=<dir>: each relay writes a CPU profile (.cpuprofile) there when it stops.
  const profile = process.env.LIVE_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LIVE_PROFILE}`] : [];
  const child = fork(new URL('./live-server.ts', import.meta.url), [], { execArgv: ['--import', 'tsx', ...profile], env: { ...process.env, LIVE_REDIS: redis ?? '' } });
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m: { port: number }) => ok(m.port));
    child.once('exit', (code) => fail(new Error(`the relay exited (${code})`)));
  });
  return {
    child, port,
    memory: () => new Promise((ok) => {
      const on = (m: { memory?: { rss: number; heapUsed: number; cpuMs: number } }) => {
        if (!m.memory) return;
        child.off('message', on);
        ok(m.memory);
      };
      child.on('message', on);
      child.send('memory');
    }),
    stop: () => new Promise((ok) => {
      child.once('exit', () => ok());
      child.send('stop');
    }),
  };
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mb = (x: number) => `${(x / 1048576).toFixed(0)} MB`;
const postsOf = (link: string) => {
  let n = 0;
  for (let i = link.indexOf('~'); i >= 0; i = link.indexOf('~', i + 1)) n++;
  return n;
};

/** Why PUTs got no answer (status 0), by error code: a keep-alive race shows as ECONNRESET. */
const putErrors = new Map<string, number>();

function put(agent: Agent, port: number, id: string, body: string): Promise<number> {
  return new Promise((ok) => {
    const req = request({ host: '127.0.0.1', port, agent, method: 'PUT', path: `/live/${id}`, headers: { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? err.message;
      putErrors.set(code, (putErrors.get(code) ?? 0) + 1);
      ok(0);
    });
    req.end(body);
  });
}

/** An event stream on its own connection: calls `onLink` with each link's post count as it arrives. */
function listen(port: number, id: string, seat: string, onLink: (posts: number) => void): Promise<() => void> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, agent: false, path: `/live/${id}/events?seat=${seat}` }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`events: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('data: vb1')) onLink(postsOf(block));
        }
      });
      ok(() => req.destroy());
    });
    req.on('error', fail);
    req.end();
  });
}

/** Runs `work` over `items`, `parallel` at a time. */
async function each<T>(items: readonly T[], parallel: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  }));
}

async function load(report: BenchReport, label: string, relays: Relay[], games: readonly string[], ids: readonly string[], redisMemory?: () => Promise<number>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const relayOf = (g: number, s: number) => relays[(g + s) % relays.length]!;
  // The games start: the first post of each.
  const setupStart = performance.now();
  await each(games, 32, async (last, g) => {
    const status = await put(agent, relayOf(g, 0).port, ids[g]!, linkAt(last, 1));
    if (status !== 201) throw new Error(`game ${g}: ${status}`);
  });
  console.log(`  (${label}: ${games.length} games started in ${((performance.now() - setupStart) / 1000).toFixed(0)} s)`);
  // sent[g][posts]: when the PUT of the link of that many posts was sent.
  const sent = games.map(() => new Map<number, number>());
  const latencies: number[] = [];
  /** The latencies again by the 10 s of the timed part their move was sent in: a stall shows as one bad window. */
  const byWindow: number[][] = [];
  let timedStart = Infinity;
  let arrived = 0;
  const closers: (() => void)[] = [];
  const firsts: Promise<void>[] = [];
  await each(games, 64, async (_, g) => {
    for (const [k, seat] of (['white', 'black'] as const).entries()) {
      let first!: () => void;
      firsts.push(new Promise((ok) => (first = ok)));
      let seen = -1;
      closers.push(await listen(relays[k % relays.length]!.port, ids[g]!, seat, (posts) => {
        if (seen < 0) {
          seen = posts;
          return first();
        }
        // A link carries every post before it: a move whose own link was overtaken (its PUT
        // answered 409, older) reaches the listener with the newer one.
        const now = performance.now();
        for (let n = seen + 1; n <= posts; n++) {
          const at = sent[g]!.get(n);
          if (at === undefined) continue;
          latencies.push(now - at);
          if (at >= timedStart) (byWindow[Math.floor((at - timedStart) / 10_000)] ??= []).push(now - at);
          arrived++;
        }
        seen = Math.max(seen, posts);
      }));
    }
  });
  await Promise.all(firsts);
  console.log(`  (${label}: ${closers.length} event streams open; the timed part begins)`);
  const base = await Promise.all(relays.map((r) => r.memory()));
  const generatorBase = process.cpuUsage();
  const generatorLoop = loopUtilization();

  // The timed part: a move per game per second, the games spread evenly over each second.
  const answers: number[] = [];
  const statuses = new Map<number, number>();
  let puts = 0;
  const peak = relays.map(() => 0);
  const sampler = setInterval(() => void Promise.all(relays.map((r) => r.memory())).then((m) => m.forEach((x, i) => (peak[i] = Math.max(peak[i]!, x.rss)))), 2000);
  const start = performance.now();
  timedStart = start;
  const pending: Promise<void>[] = [];
  let slot = 0;
  const total = SECONDS * games.length;
  await new Promise<void>((finished) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * games.length) + 1);
      for (; slot < due; slot++) {
        const g = slot % games.length, s = Math.floor(slot / games.length);
        const posts = 2 + s;
        const link = linkAt(games[g]!, posts);
        if (postsOf(link) !== posts) continue; // the game ended before
        const t0 = performance.now();
        sent[g]!.set(posts, t0);
        puts++;
        pending.push(put(agent, relayOf(g, s + 1).port, ids[g]!, link).then((status) => {
          answers.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }));
      }
      if (slot >= total) finished();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const lateBy = performance.now() - start - SECONDS * 1000;
  console.log(`  (${label}: the last move sent; waiting for the answers and pushes)`);
  await Promise.all(pending);
  const settle = performance.now() + 5000;
  while (arrived < 2 * puts && performance.now() < settle) await new Promise((ok) => setTimeout(ok, 100));
  clearInterval(sampler);
  const after = await Promise.all(relays.map((r) => r.memory()));
  const generatorCpu = process.cpuUsage(generatorBase);
  const generatorBusy = loopUtilization(generatorLoop).utilization;
  for (const close of closers) close();
  agent.destroy();

  report.section(`live relay, ${label}: ${games.length} games, 2 listeners each, a move per game per second for ${SECONDS} s`);
  report.line('moves PUT', `${puts} (${(puts / SECONDS).toFixed(0)}/s; the sender ended ${Math.max(0, lateBy).toFixed(0)} ms late)`);
  report.line('answers', [...statuses].map(([k, v]) => `${k}: ${v}`).join(', ') + (putErrors.size ? ` (no answer: ${[...putErrors].map(([k, v]) => `${v} × ${k}`).join(', ')})` : ''));
  putErrors.clear();
  report.line('PUT answer time p50 / p99', `${ms(pct(answers, 50))} / ${ms(pct(answers, 99))}`);
  report.line('push latency (PUT sent -> link on a listener) p50', ms(pct(latencies, 50)));
  report.line('push latency p99 / max', `${ms(pct(latencies, 99))} / ${ms(Math.max(...latencies))}`);
  report.line('push latency p99 by 10 s of sending', Array.from(byWindow, (w) => (w ? pct(w, 99).toFixed(0) : '-')).join(', ') + ' ms');
  report.line('moves that reached both listeners', `${arrived} of ${2 * puts} (a move overtaken by the next, answered 409, arrives with it)`);
  const cpu = after.reduce((sum, m, i) => sum + m.cpuMs - base[i]!.cpuMs, 0);
  report.line('relay CPU time per move (all instances)', `${(cpu / puts).toFixed(2)} ms (${(cpu / 1000).toFixed(0)} s in all)`);
  const generatorMs = (generatorCpu.user + generatorCpu.system) / 1000;
  // A busy generator would add its own delays to the latencies: its event loop's share of busy time says how much.
  report.line('load generator CPU time per move (this process)', `${(generatorMs / puts).toFixed(2)} ms (${(generatorMs / 1000).toFixed(0)} s in all; its event loop busy ${(generatorBusy * 100).toFixed(0)}% of the time)`);
  relays.forEach((_, i) => {
    report.line(`relay ${relays.length > 1 ? `${i + 1} ` : ''}memory (RSS) with streams open, peak`, `${mb(base[i]!.rss)} -> peak ${mb(peak[i]!)} (heap ${mb(after[i]!.heapUsed)} at the end)`);
  });
  if (redisMemory) report.line('redis-server used_memory at the end', mb(await redisMemory()));
}

export async function run(report: BenchReport): Promise<void> {
  const t0 = performance.now();
  const games = await benchGames(GAMES, SECONDS + 1, (n) => console.log(`  (making signed games: ${n} of ${GAMES})`));
  const ids = await Promise.all(games.map(async (last) => (await verifyTranscript(decodeLink(linkAt(last, 1)))).gameId));
  console.log(`  (${GAMES} games of up to ${SECONDS + 1} posts ready in ${((performance.now() - t0) / 1000).toFixed(0)} s)`);

  if (MODES.includes('memory')) {
    const memory = await startRelay();
    try {
      await load(report, 'in memory, one instance', [memory], games, ids);
    } finally {
      await memory.stop();
    }
  }

  if (!MODES.includes('redis')) return;
  if (!REDIS_SERVER) {
    report.line('through Redis', 'skipped: no redis-server (node scripts/redis.mjs --install)');
    return;
  }
  const redis = await startRedis();
  const relays: Relay[] = [];
  const client = createClient({ url: redis.url });
  try {
    await client.connect();
    relays.push(await startRelay(redis.url), await startRelay(redis.url));
    await load(report, 'through Redis, two instances', relays, games, ids, async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1]));
  } finally {
    await client.close().catch(() => {});
    for (const r of relays) await r.stop();
    await redis.stop();
  }
}

/**
 * The board server (`npm run bench -- server`): answers per second and latency (median, p99) of
 * uncached SVG and 480 px PNG answers and of revalidations (If-None-Match -> 304), through real
 * HTTP on the loopback, beside `sharp` (libvips + librsvg) rasterising the same SVGs to the same
 * width in the same run, in-process (no HTTP: a floor for any server built on it). Aim: an
 * uncached 480 px PNG in under 20 ms at the median.
 */
import { request, Agent } from 'node:http';
import sharp from 'sharp';
import type { BenchReport } from './run.js';
import { median } from './util.js';
import { startServer } from '../packages/server/src/serve.js';
import { GameSession, loadVariant } from '../packages/engine/src/index.js';

/** Boards of the five games: the start and a few middlegame positions of each (seeded, fixed). */
export async function boards(): Promise<string[]> {
  const out: string[] = [];
  for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
    const v = await loadVariant(id);
    for (const plies of [0, 6, 14, 24]) {
      const s = new GameSession(v, {});
      let i = 0;
      while (s.length < plies && v.phase(s.state) !== 'over') {
        if (v.phase(s.state) === 'chance') s.setRoll(v.chanceOutcomes(s.state)[(i * 5) % v.chanceOutcomes(s.state).length]!.notation);
        else {
          const acts = v.legalActions(s.state);
          if (!acts.length) break;
          s.play(v.formatAction(s.state, acts[(i * 7) % acts.length]));
        }
        i++;
      }
      const moves = s.events.map((e) => e.notation).join(' ');
      out.push(`${id}${moves ? `?moves=${encodeURIComponent(moves)}` : ''}`);
    }
  }
  return out;
}

interface Answer {
  status: number;
  etag: string;
  body: Buffer;
}

function get(agent: Agent, port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, etag: String(res.headers.etag ?? ''), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const p99 = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Latency one request at a time, then answers per second with `concurrency` in flight. */
async function measure(rounds: number, concurrency: number, one: (i: number) => Promise<void>): Promise<{ median: number; p99: number; perSecond: number }> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await one(i);
    times.push(performance.now() - t);
  }
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < rounds) await one(next++);
  }));
  return { median: median(times), p99: p99(times), perSecond: rounds / ((performance.now() - t0) / 1000) };
}

export async function run(report: BenchReport): Promise<void> {
  const server = await startServer({ port: 0, hostname: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const port = server.port;
  const list = await boards();
  const ROUNDS = 200;
  const CONCURRENCY = 4;
  try {
    // Warm up: load every game's rules and the renderer's caches once.
    for (const b of list) {
      await get(agent, port, `/image/${b.replace('?', '.png?').replace(/^(\w+)$/, '$1.png')}`);
    }
    const path = (ext: string, i: number, extra = '') => {
      const b = list[i % list.length]!;
      const [id, query] = b.split('?') as [string, string | undefined];
      return `/image/${id}.${ext}${query || extra ? `?${[query, extra].filter(Boolean).join('&')}` : ''}`;
    };
    const check = (a: Answer, status: number) => {
      if (a.status !== status) throw new Error(`status ${a.status}: ${a.body.toString().slice(0, 200)}`);
    };

    report.section(`board server: ${list.length} boards of the five games, ${ROUNDS} requests each way, loopback HTTP, ${CONCURRENCY} in flight for answers/s`);
    const svg = await measure(ROUNDS, CONCURRENCY, async (i) => check(await get(agent, port, path('svg', i)), 200));
    report.line('SVG uncached', `median ${ms(svg.median)}, p99 ${ms(svg.p99)}, ${svg.perSecond.toFixed(0)} answers/s`);
    const png = await measure(ROUNDS, CONCURRENCY, async (i) => check(await get(agent, port, path('png', i, 'size=480')), 200));
    report.line('PNG 480 px uncached', `median ${ms(png.median)}, p99 ${ms(png.p99)}, ${png.perSecond.toFixed(0)} answers/s`);
    const etags = await Promise.all(list.map((_, i) => get(agent, port, path('png', i, 'size=480')).then((a) => a.etag)));
    const revalidated = await measure(ROUNDS, CONCURRENCY, async (i) => check(await get(agent, port, path('png', i, 'size=480'), { 'If-None-Match': etags[i % list.length]! }), 304));
    report.line('PNG revalidated (If-None-Match -> 304)', `median ${ms(revalidated.median)}, p99 ${ms(revalidated.p99)}, ${revalidated.perSecond.toFixed(0)} answers/s`);

    // The peer: sharp rasterising the very SVGs the server sends, to the same width, in-process.
    const svgs = await Promise.all(list.map((_, i) => get(agent, port, path('svg', i)).then((a) => a.body)));
    const peer = await measure(ROUNDS, CONCURRENCY, async (i) => {
      await sharp(svgs[i % svgs.length]!, { density: 300 }).resize({ width: 480 }).png().toBuffer();
    });
    report.line('sharp: same SVG -> 480 px PNG, in-process', `median ${ms(peer.median)}, p99 ${ms(peer.p99)}, ${peer.perSecond.toFixed(0)} answers/s`);
    report.line('PNG uncached vs sharp (median, lower is better)', `${(png.median / peer.median).toFixed(2)}x (server over HTTP / sharp alone)`);
    report.line(`aim: PNG 480 px median < 20 ms`, png.median < 20 ? 'met' : `not met (${ms(png.median)})`);

    // A long animation: 300 frames (the limit) of Dagger Chess at 240 px.
    const v = await loadVariant('dagger');
    const s = new GameSession(v, {});
    for (let i = 0; i < 299; i++) s.play(v.formatAction(s.state, v.legalActions(s.state)[(i * 7) % v.legalActions(s.state).length]));
    const gifPath = `/image/dagger.gif?moves=${encodeURIComponent(s.events.map((e) => e.notation).join(' '))}&size=240&delay=100`;
    const t = performance.now();
    const gif = await get(agent, port, gifPath);
    report.line(
      'GIF, 300 frames of Dagger Chess at 240 px',
      gif.status === 200 ? `${ms(performance.now() - t)}, ${(gif.body.length / 1024).toFixed(0)} kB` : `${gif.status} after ${ms(performance.now() - t)}: ${gif.body.toString().trim()}`,
    );
  } finally {
    agent.destroy();
    await server.close();
  }
}

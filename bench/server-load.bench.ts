/**
 * The board server under load (`npm run bench -- server-load`), beside the last release in the
 * same run. Two servers run as processes of their own: this tree's, and the server as it is at
 * git `main` (or VB_BASELINE_REF), exported with `git archive` into .tmp/ and run from there with
 * this tree's node_modules. With autocannon (40 connections):
 * - PNG answers per second per core, cached (If-None-Match -> 304) and uncached (480 px drawn),
 *   the two servers taking turns, twice each;
 * - a GIF flood: 24 concurrent 300-frame 480 px GIFs of a Dagger game (the largest the limits
 *   allow), while /healthz is asked one request at a time: every answer's status, /healthz
 *   latency p50/p99, and the server's peak resident memory (VmHWM from /proc).
 * Goal (issue 48): every flood answer a 200 or a 503, /healthz p99 <= 100 ms, peak RSS <= 600 MB,
 * and uncached PNG throughput no lower than the release's.
 * VB_LOAD_SECONDS sets each autocannon run's length (default 10); VB_FLOOD_BASELINE=0 skips the
 * release's flood (it peaks over 1 GB); VB_LOAD_PNG=0 skips the PNG runs, VB_FLOOD=0 the flood;
 * VB_TREE_ARGS passes options to this tree's server (`--workers 3`).
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchReport } from './run.js';
import { boards } from './server.bench.js';
import { GameSession, loadVariant } from '../packages/engine/src/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORES = availableParallelism();
const SECONDS = Number(process.env.VB_LOAD_SECONDS ?? 10);
const CONNECTIONS = 40;

interface Server {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
}

/** The release's sources, exported from git into .tmp/ (once per commit), with this tree's node_modules. */
function exportBaseline(ref: string): { dir: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = join(ROOT, '.tmp', 'server-load', `release-${commit}`);
  if (!existsSync(join(dir, 'packages/server/bin/variant-board-server.js'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', '--format=tar', commit, 'tsconfig.base.json', 'packages/server', 'packages/engine', 'packages/element/src', 'packages/element/package.json'], { cwd: ROOT, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }
  return { dir, commit };
}

/** Starts `bin/variant-board-server.js` of a tree as a process of its own, on a free port. */
function startServerProcess(name: string, tree: string, args: readonly string[] = []): Promise<Server> {
  // Without the allocator options this process picked up by importing the server's code
  // (packages/server/src/allocator.ts): each server runs with what its own code sets.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('MIMALLOC_')));
  const child = spawn(process.execPath, [join(tree, 'packages/server/bin/variant-board-server.js'), '--port', '0', '--host', '127.0.0.1', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, NODE_OPTIONS: '' } });
  // Should the bench itself fail, the server goes with it.
  process.once('exit', () => child.kill('SIGKILL'));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: no "listening" line in 60 s: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ name, url: m[1]!, child });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => {
      read(chunk);
      if (/error/i.test(String(chunk))) process.stderr.write(`[${name}] ${chunk}`);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output}`)));
  });
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const gone = new Promise((ok) => server.child.once('exit', ok));
  server.child.kill('SIGTERM');
  await gone;
}

/** CPU time a process has used so far, seconds (utime + stime from /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the server is idle (under 5 % of a core for half a second, at most a minute): a
 * server that goes on drawing for clients that left must not slow the next run down.
 */
async function idle(server: Server): Promise<void> {
  const pid = server.child.pid!;
  for (let i = 0; i < 120; i++) {
    const before = cpuSeconds(pid);
    await new Promise((ok) => setTimeout(ok, 500));
    if (cpuSeconds(pid) - before < 0.025) return;
  }
}

/** Resident memory of a process, MB: now (VmRSS) and its peak so far (VmHWM). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

interface Answer {
  status: number;
  etag: string;
  body: Buffer;
  ms: number;
}

function get(base: string, path: string, agent?: Agent, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, base);
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, etag: String(res.headers.etag ?? ''), body: Buffer.concat(chunks), ms: performance.now() - t }));
    });
    req.on('error', reject);
    req.end();
  });
}

const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
};

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  statuses: string;
}

/** autocannon at CONNECTIONS connections through `paths` in turn; counts only answers with `status`. */
async function load(base: string, paths: readonly string[], status: number, headers: readonly Record<string, string>[] = [], seconds = SECONDS): Promise<Load> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    // A slow answer is counted in the latency, not given up on and asked again.
    timeout: 60,
    requests: paths.map((path, i) => ({ method: 'GET' as const, path, ...(headers[i] ? { headers: headers[i] } : {}) })),
  });
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats;
  const good = stats[String(status)]?.count ?? 0;
  return {
    perSecond: good / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: `${Object.entries(stats).map(([s, { count }]) => `${count} × ${s}`).join(', ')}${result.errors ? `, ${result.errors} errors` : ''}${result.timeouts ? `, ${result.timeouts} timeouts` : ''}`,
  };
}

/** The flood's URLs: `count` GIFs of a 299-move Dagger game (300 frames) at 480 px, each its own URL. */
async function floodPaths(count: number): Promise<string[]> {
  const v = await loadVariant('dagger');
  const s = new GameSession(v, {});
  for (let i = 0; i < 299; i++) s.play(v.formatAction(s.state, v.legalActions(s.state)[(i * 7) % v.legalActions(s.state).length]));
  const moves = encodeURIComponent(s.events.map((e) => e.notation).join(' '));
  return Array.from({ length: count }, (_, i) => `/image/dagger.gif?moves=${moves}&size=480&delay=${100 + i}`);
}

interface Flood {
  statuses: string;
  seconds: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  healthCount: number;
  healthFailed: number;
  peakMb: number;
}

/** The GIF flood against one server: all at once, /healthz asked one at a time until they are all answered. */
async function flood(server: Server, paths: readonly string[]): Promise<Flood> {
  const pid = server.child.pid!;
  const t0 = performance.now();
  let done = false;
  let sampled = 0;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid).rss);
  }, 50);
  const health: number[] = [];
  let healthFailed = 0;
  const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const asking = (async () => {
    while (!done) {
      // A failure (a refused or reset connection, a status other than 200) counts, and the next try
      // is on a new connection.
      const a = await get(server.url, '/healthz', healthAgent).catch(() => undefined);
      if (a?.status === 200) health.push(a.ms);
      else healthFailed++;
      await new Promise((ok) => setTimeout(ok, 10));
    }
  })();
  const floodAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const answers = await Promise.all(paths.map((p) => get(server.url, p, floodAgent).catch((err: Error) => ({ status: 0, etag: '', body: Buffer.from(err.message), ms: performance.now() - t0 }))));
  done = true;
  await asking;
  clearInterval(sampler);
  healthAgent.destroy();
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 200 ? '200' : `${a.status} ${a.body.toString().trim().slice(0, 60)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const last = Math.max(...answers.map((a) => a.ms));
  return {
    statuses: [...counts].map(([k, n]) => `${n} × ${k}`).join('; '),
    seconds: last / 1000,
    healthP50: pct(health, 0.5),
    healthP99: pct(health, 0.99),
    healthMax: Math.max(...health),
    healthCount: health.length,
    healthFailed,
    peakMb: Math.max(sampled, memoryOf(pid).peak),
  };
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
const perCore = (x: number) => `${(x / CORES).toFixed(1)}/s per core (${x.toFixed(1)}/s)`;

export async function run(report: BenchReport): Promise<void> {
  const ref = process.env.VB_BASELINE_REF ?? 'main';
  const baseline = exportBaseline(ref);
  const servers = [await startServerProcess(`release (${ref} ${baseline.commit})`, baseline.dir), await startServerProcess('this tree', ROOT, (process.env.VB_TREE_ARGS ?? '').split(' ').filter(Boolean))];
  try {
    const list = await boards();
    const pngPaths = list.map((b) => {
      const [id, query] = b.split('?') as [string, string | undefined];
      return `/image/${id}.png?${query ? `${query}&` : ''}size=480`;
    });
    // Warm up each server (every game's rules loaded, on every worker) and take the ETags for the 304s.
    const etags = new Map<Server, Record<string, string>[]>();
    for (const server of servers) {
      await load(server.url, pngPaths, 200, [], 3);
      const own: Record<string, string>[] = [];
      for (const p of pngPaths) own.push({ 'If-None-Match': (await get(server.url, p)).etag });
      etags.set(server, own);
    }

    report.section(`board server under load: ${CORES} cores, ${CONNECTIONS} connections, ${SECONDS} s per run, ${pngPaths.length} boards of the five games at 480 px; the release beside this tree, taking turns`);
    const figures = new Map<string, Load[]>();
    for (let round = 0; round < (process.env.VB_LOAD_PNG === '0' ? 0 : 2); round++) {
      for (const kind of ['uncached', 'cached'] as const) {
        for (const server of round === 0 ? servers : [...servers].reverse()) {
          await idle(server);
          const r = kind === 'uncached' ? await load(server.url, pngPaths, 200) : await load(server.url, pngPaths, 304, etags.get(server));
          const key = `${kind}|${server.name}`;
          figures.set(key, [...(figures.get(key) ?? []), r]);
          report.line(`PNG ${kind}, ${server.name}, round ${round + 1}`, `${perCore(r.perSecond)}, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}; ${r.statuses}`);
        }
      }
    }
    for (const kind of figures.size ? (['uncached', 'cached'] as const) : []) {
      const mean = (name: string) => {
        const rs = figures.get(`${kind}|${name}`)!;
        return rs.reduce((sum, r) => sum + r.perSecond, 0) / rs.length;
      };
      const [release, tree] = servers.map((s) => mean(s.name)) as [number, number];
      report.line(`PNG ${kind}: this tree / release (mean of 2 rounds)`, `${(tree / release).toFixed(2)}x (${tree.toFixed(1)} vs ${release.toFixed(1)} answers/s)`);
    }

    if (process.env.VB_FLOOD === '0') return;
    const paths = await floodPaths(24);
    report.section('GIF flood: 24 concurrent 300-frame 480 px GIFs of a Dagger game, /healthz asked one at a time meanwhile');
    const floods = new Map<string, Flood>();
    for (const server of process.env.VB_FLOOD_BASELINE === '0' ? servers.slice(1) : servers) {
      await idle(server);
      const f = await flood(server, paths);
      floods.set(server.name, f);
      report.line(`${server.name}: answers`, `${f.statuses} (the last after ${f.seconds.toFixed(1)} s)`);
      report.line(`${server.name}: /healthz latency`, `p50 ${ms(f.healthP50)}, p99 ${ms(f.healthP99)}, max ${ms(f.healthMax)} (${f.healthCount} answered 200${f.healthFailed ? `, ${f.healthFailed} failed` : ''})`);
      report.line(`${server.name}: peak resident memory`, `${f.peakMb.toFixed(0)} MB`);
    }
    const mine = floods.get(servers[1]!.name)!;
    const allShed = !/(^|; )\d+ × (?!200|503)/.test(mine.statuses);
    const uncachedRatio = (() => {
      if (!figures.size) return NaN;
      const m = (name: string) => figures.get(`uncached|${name}`)!.reduce((s, r) => s + r.perSecond, 0) / 2;
      return m(servers[1]!.name) / m(servers[0]!.name);
    })();
    report.line('goal: every flood answer 200 or 503', allShed ? 'met' : 'not met');
    report.line('goal: /healthz p99 <= 100 ms', mine.healthP99 <= 100 && !mine.healthFailed ? 'met' : `not met (${ms(mine.healthP99)}, ${mine.healthFailed} failed)`);
    report.line('goal: peak RSS <= 600 MB', mine.peakMb <= 600 ? 'met' : `not met (${mine.peakMb.toFixed(0)} MB)`);
    report.line('goal: uncached PNG no slower than the release', Number.isNaN(uncachedRatio) ? 'not measured (VB_LOAD_PNG=0)' : uncachedRatio >= 1 ? `met (${uncachedRatio.toFixed(2)}x)` : `not met (${uncachedRatio.toFixed(2)}x)`);
  } finally {
    for (const s of servers) await stop(s);
  }
}

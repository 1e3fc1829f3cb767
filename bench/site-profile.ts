/**
 * Where a site page's main-thread time goes while its boards come alive:
 * `node --import tsx bench/site-profile.ts [/games/d4d6/] [folder]` opens the built site (site/dist, or
 * the folder given: a copy of an older build, or of bench/dist/peers with the path
 * '/page.html?lib=ours&n=100&play=0&games=dart,dice,sixstone,dagger,d4d6') with a JavaScript CPU profile
 * and a Chromium performance trace, and prints each long task (over 50 ms) with the largest trace
 * events and JavaScript functions inside it. The profile and trace slow the page: read the shares,
 * not the totals. The trace is kept in bench/dist/site-trace.json for Chromium's Performance panel.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageMainThread, serveAndLaunch, type TraceEvent } from './browser.js';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }

const here = dirname(fileURLToPath(import.meta.url));
const path = process.argv[2] ?? '/games/d4d6/';
/** Another folder to serve (for example a copy of bench/dist/peers, with path /page.html?...). */
const dist = process.argv[3] ?? join(here, '..', 'site', 'dist');
const { browser, url, close } = await serveAndLaunch(dist);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'v8.execute'] });
  await page.goto(`${url}${path}`);
  await page.evaluate(async () => {
    // The peers bench page says when it is done; a site page when its boards are ready.
    if (location.pathname.endsWith('/page.html')) {
      while (!(window as unknown as { __bench?: unknown }).__bench) await new Promise((r) => setTimeout(r, 50));
      return;
    }
    await customElements.whenDefined('variant-board');
    const boards = [...document.querySelectorAll('variant-board')] as (HTMLElement & { ready: Promise<void> })[];
    await Promise.all(boards.map((b) => b.ready));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200)));
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } };
  const events = trace.traceEvents;
  const main = pageMainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  // Top-level tasks (the name differs with the trace categories); a task nested in another is left out.
  const tasks = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) > 50000)
    .sort((a, b) => a.ts - b.ts)
    .filter((e, i, all) => i === 0 || e.ts >= all[i - 1]!.ts + all[i - 1]!.dur!);
  // Sample times in trace clock (both are microseconds of the same monotonic clock).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i] ?? 0; return { id, t }; });
  const frame = (n: ProfileNode) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}`;
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]?.ts ?? 0;
  console.log(`${path}: ${tasks.length} tasks over 50 ms on the main thread`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    console.log(`\n-- task at ${((task.ts - nav) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(1)} ms`);
    const inner = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts >= end) continue;
      const key = e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule' ? `${e.name} ${(e.args?.data?.url ?? '').replace(/^.*\//, '')}` : e.name;
      inner.set(key, (inner.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    for (const [k, v] of [...inner].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`   ${v.toFixed(1).padStart(7)} ms  ${k}`);
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (let i = 1; i < samples.length; i++) {
      const s = samples[i]!;
      if (s.t < task.ts || s.t >= end) continue;
      const dt = (s.t - samples[i - 1]!.t) / 1000;
      const n = byId.get(s.id)!;
      self.set(frame(n), (self.get(frame(n)) ?? 0) + dt);
      const seen = new Set<string>();
      for (let id: number | undefined = s.id; id !== undefined; id = parent.get(id)) {
        const f = frame(byId.get(id)!);
        if (!seen.has(f)) { seen.add(f); total.set(f, (total.get(f) ?? 0) + dt); }
      }
    }
    console.log('   JS self:');
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`   ${v.toFixed(1).padStart(7)} ms  ${k}`);
    console.log('   JS total (inclusive):');
    for (const [k, v] of [...total].filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`   ${v.toFixed(1).padStart(7)} ms  ${k}`);
  }
  mkdirSync(join(here, 'dist'), { recursive: true });
  writeFileSync(join(here, 'dist', 'site-trace.json'), JSON.stringify(trace));
} finally {
  await close();
}

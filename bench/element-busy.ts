/**
 * Where the main thread's time goes until a page of boards is drawn, traced:
 * `VB_BASE=<commit> node --import tsx bench/element-busy.ts [query] [runs] [libs]` (default
 * `n=20&play=1&games=dice`, 8 runs, `ours,base`). The libraries take turns on the peers bench's
 * page; for each, the medians of: page load (as the peers bench has it, slowed by tracing), all
 * tasks, compiling (V8's lazy and whole-script compiles on the main thread), script, and style,
 * layout and paint. Tracing costs time, so compare the libraries of one run only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openBenchPage, pageMainThread, serveAndLaunch, type TraceEvent } from './browser.js';
import { prepare } from './element-peers.bench.js';
import { median } from './util.js';

const query = process.argv[2] ?? 'n=20&play=1&games=dice';
const runs = Number(process.argv[3] ?? 8);
const libs = (process.argv[4] ?? 'ours,base').split(',');
const FIGURES = ['page load', 'tasks', 'compile', 'script', 'render'] as const;
const RENDER = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit']);
const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame']);

const out = await prepare();
const { browser, url, close } = await serveAndLaunch(out);
const results = new Map<string, Record<(typeof FIGURES)[number], number>[]>(libs.map((lib) => [lib, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (const lib of libs) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const path = join(tmpdir(), `vb-busy-${lib}.json`);
      await browser.startTracing(page, { path, categories: ['devtools.timeline', 'toplevel', 'v8', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading'] });
      const r = await openBenchPage<{ cold: number }>(page, `${url}/page.html?lib=${lib}&${query}`);
      await browser.stopTracing();
      await page.close();
      const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      const main = pageMainThread(events);
      const start = events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid).pop()?.ts ?? 0;
      const end = start + r.cold * 1000;
      const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start && e.ts < end);
      const sum = (keep: (name: string) => boolean) => mine.filter((e) => keep(e.name)).reduce((a, e) => a + (e.dur ?? 0) / 1000, 0);
      results.get(lib)!.push({
        'page load': r.cold,
        tasks: sum((n) => n === 'ThreadControllerImpl::RunTask'),
        compile: sum((n) => /^(V8\.CompileLazy|V8\.CompileCode|v8\.compile|V8\.ParseFunction)$/.test(n)),
        script: sum((n) => SCRIPT.has(n)),
        render: sum((n) => RENDER.has(n)),
      });
    }
  }
} finally {
  await close();
}
console.log(`${query}, ${runs} runs, medians (ms, traced)`);
for (const [lib, rs] of results) console.log(`  ${lib.padEnd(5)} ${FIGURES.map((k) => `${k} ${median(rs.map((r) => r[k])).toFixed(1)}`).join(' · ')}`);

/**
 * Where a page of boards spends its time: `node --import tsx bench/element-profile.ts [query]`
 * opens the peers bench page (default: 100 read-only dice boards of ours) with a JavaScript CPU
 * profile and a Chromium performance trace, and prints the largest self times by function and by
 * trace event (style, layout, paint, parsing, garbage collection). The trace is kept in
 * bench/dist/element-trace.json for Chromium's Performance panel. Add `&only=cold` to the query for the
 * boards' load alone (the page stops once they are drawn, before its further boards and moves).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPage, serveAndLaunch } from './browser.js';
import { prepare } from './element-peers.bench.js';

const here = dirname(fileURLToPath(import.meta.url));
const query = process.argv[2] ?? 'lib=ours&n=100&play=0&games=dice';
const out = await prepare();
const { browser, url, close } = await serveAndLaunch(out);
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => console.error('console:', m.text()));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const tracePath = join(here, 'dist', 'element-trace.json');
  await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
  const figures = await openBenchPage(page, `${url}/page.html?${query}`);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; ph: string; dur?: number; tid: number; cat: string }[] };
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number }[]; samples: number[]; timeDeltas: number[] } };
  console.log('figures', JSON.stringify(figures));
  // Self time by function (sampled), with the file it lives in.
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\nJS CPU profile: ${total.toFixed(0)} ms sampled; largest self times`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
  // Trace: total duration of the renderer main thread's top-level kinds of work.
  const names = ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'ParseAuthorStyleSheet', 'v8.compile', 'v8.compileModule', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'MajorGC', 'MinorGC', 'V8.GC_MC_BACKGROUND_MARKING', 'HitTest', 'Commit', 'RunTask'];
  const sums = new Map<string, number>();
  for (const e of trace.traceEvents) if (e.ph === 'X' && names.includes(e.name)) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log('\ntrace: time by event (ms, nested events are counted in their parents too)');
  for (const [k, v] of [...sums].sort((a, b) => b[1] - a[1])) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
  writeFileSync(tracePath, JSON.stringify(trace));
} finally {
  await close();
}

/**
 * What the long tasks of a page of boards are made of, without tracing (which slows style and
 * layout more than script, and so changes the answer): `VB_BASE=<commit> node --import tsx
 * bench/element-long-tasks.ts [query] [runs] [libs]` (default the peers bench's 100 playable boards
 * of all five games, 8 runs, `ours`; `base` needs VB_BASE). It reads the Long Animation Frames API:
 * each frame with blocking time between the first paint and all boards drawn, with its script part
 * (each script's entry point and time) and its style, layout and paint. Then a tally per library:
 * how many such frames each kind of work led (the page's own script, a render slice, a file's
 * evaluation, the continuation of a file's arrival, or the frame's rendering alone).
 *
 * The API counts a frame's rendering with its longest task, as input waiting behind both would:
 * a 24 ms slice followed by 30 ms of style and layout blocks, though the Long Tasks API (the peers
 * bench's figure) sees two tasks under 50 ms. Such frames are tallied as "... with the rendering".
 */
import { openBenchPage, serveAndLaunch } from './browser.js';
import { prepare } from './element-peers.bench.js';

const query = process.argv[2] || 'n=100&play=1&games=dice,dart,sixstone,dagger,d4d6';
const runs = Number(process.argv[3] ?? 8);
const libs = (process.argv[4] ?? 'ours').split(',');

/** The parts of a long animation frame this tool reads (PerformanceLongAnimationFrameTiming, as JSON). */
interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { invokerType: string; invoker: string; duration: number; sourceURL: string; sourceFunctionName: string }[];
}

const file = (url: string) => url.replace(/^.*\//, '');

/** The kind of work that led a frame: its rendering, if that alone passed 50 ms, else its longest script. */
function kindOf(f: Frame): string {
  const rendering = f.renderStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0;
  if (rendering > 50) return 'rendering (style, layout, paint)';
  const top = [...f.scripts].sort((a, b) => b.duration - a.duration)[0];
  if (!top) return 'rendering (style, layout, paint)';
  const withRendering = top.duration > 50 ? '' : ', with the rendering';
  if (file(top.sourceURL) === 'page.js') return `the page's own script${withRendering}`;
  if (top.sourceFunctionName === 'newSlice' || top.invoker.includes('onmessage')) return `a render slice${withRendering}`;
  if (top.invokerType === 'module-script') return `a file's evaluation${withRendering}`;
  if (top.invokerType === 'resolve-promise') return `a file's arrival (promise continuations)${withRendering}`;
  return `${top.invokerType} ${top.invoker}${withRendering}`;
}

const out = await prepare();
const { browser, url, close } = await serveAndLaunch(out);
const tally = new Map<string, Map<string, number>>(libs.map((lib) => [lib, new Map()]));
try {
  for (let run = 0; run < runs; run++) {
    for (const lib of libs) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      await page.addInitScript(() => {
        const w = window as unknown as { __frames: unknown[] };
        w.__frames = [];
        new PerformanceObserver((l) => w.__frames.push(...l.getEntries().map((e) => e.toJSON()))).observe({ type: 'long-animation-frame', buffered: true });
      });
      const fig = await openBenchPage<{ longest: number; paint: number }>(page, `${url}/page.html?lib=${lib}&${query}`);
      const cold = await page.evaluate(() => performance.getEntriesByName('vb:cold')[0]!.startTime);
      const frames = ((await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)) as Frame[])
        .filter((f) => f.startTime >= fig.paint && f.startTime < cold && f.blockingDuration > 0);
      console.log(`${lib}, run ${run + 1}: longest task ${fig.longest.toFixed(0)} ms`);
      for (const f of frames) {
        const kind = kindOf(f), counts = tally.get(lib)!;
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
        const script = (f.renderStart || f.startTime + f.duration) - f.startTime;
        const rendering = f.renderStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0;
        const scripts = f.scripts.map((s) => `${s.sourceFunctionName || s.invokerType} (${file(s.sourceURL) || s.invoker}) ${s.duration.toFixed(0)}`).join(', ');
        console.log(`  +${(f.startTime - fig.paint).toFixed(0)} ms: frame ${f.duration.toFixed(0)} ms, blocking ${f.blockingDuration.toFixed(0)}; script ${script.toFixed(0)}, style+layout+paint ${rendering.toFixed(0)} · ${kind} · ${scripts}`);
      }
      await page.close();
    }
  }
} finally {
  await close();
}
for (const [lib, counts] of tally) {
  console.log(`${lib}: frames with a long task, by what led them, over ${runs} runs`);
  for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${kind}`);
}

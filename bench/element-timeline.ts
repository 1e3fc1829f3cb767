/**
 * When each part of a page of boards happens: `node --import tsx bench/element-timeline.ts [n] [play]`
 * (default 20 playable Dice Chess boards of ours, the peers bench's build). Two reports:
 * - page load, 5 fresh tabs: when the core had run, when the last file arrived, when the first and
 *   the last board showed their drawing, `ready`, and two frames later (the peers bench's "page
 *   load"); then the files of the last tab with their start and end times (the waves of requests);
 * - the first move on every board (the peers bench's "one move", which is cold), with a JavaScript
 *   CPU profile of just that pass: the functions with the most time, inclusive.
 * For readable function names, set VB_READABLE_BUILD=1 (the element is built unminified; TOP=n
 * lists more functions). element-profile.ts traces the whole page.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_HELPERS, openBenchPage, serveAndLaunch } from './browser.js';
import { prepare } from './element-peers.bench.js';

const n = Number(process.argv[2] ?? 20);
const play = (process.argv[3] ?? '1') === '1';

const PAGE = `<!doctype html><meta charset="utf-8"><title>timeline</title>
<style>.b{display:inline-block;width:240px;margin:2px;vertical-align:top}</style>
<div id="host"></div>
<script type="module">
const q = new URLSearchParams(location.search), n = Number(q.get('n')), play = q.get('play') === '1';
const T = {};
await import('./vb/variant-board.js');
T.coreRan = performance.now();
const boards = [];
for (let i = 0; i < n; i++) {
  const b = document.createElement('variant-board');
  b.setAttribute('variant', 'dice');
  if (!play) { b.setAttribute('readonly', ''); b.setAttribute('controls', 'none'); }
  const d = document.createElement('div'); d.className = 'b'; d.append(b); document.getElementById('host').append(d);
  boards.push(b);
}
const drawnAt = [];
const poll = () => {
  const c = boards.filter((b) => b.shadowRoot?.querySelector('g.drawing')?.childElementCount).length;
  while (drawnAt.length < c) drawnAt.push(performance.now());
  if (c < n) requestAnimationFrame(poll);
};
requestAnimationFrame(poll);
${PAGE_HELPERS}
await Promise.all(boards.map((b) => b.ready));
T.ready = performance.now();
T.twoFrames = await frames();
T.firstDrawn = drawnAt[0];
T.lastDrawn = drawnAt[drawnAt.length - 1];
T.files = performance.getEntriesByType('resource').filter((e) => e.name.includes('/vb/'))
  .map((e) => [e.name.replace(/^.*\\/vb\\//, ''), Math.round(e.startTime), Math.round(e.responseEnd)]);
T.lastFile = Math.max(...T.files.map((f) => f[2]));
window.__T = T;
benchDone();
if (q.get('move')) {
  await new Promise((r) => (window.__go = r));
  const t = performance.now();
  await Promise.all(boards.map((b) => { b.setRoll('11'); b.play('e4'); return b.updateComplete; }));
  const js = performance.now() - t;
  window.__move = { js, perBoard: ((await frames()) - t) / n };
}
</script>
`;

const out = await prepare();
writeFileSync(join(out, 'timeline.html'), PAGE);
const { browser, url, close } = await serveAndLaunch(out);
const ms = (v: number) => `${Math.round(v)}`;
type Times = Record<'coreRan' | 'lastFile' | 'firstDrawn' | 'lastDrawn' | 'ready' | 'twoFrames', number> & { files: [string, number, number][] };
try {
  const query = `n=${n}&play=${play ? 1 : 0}`;
  const runs: Times[] = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    runs.push(await openBenchPage<Times>(page, `${url}/timeline.html?${query}`, 60000, '__T'));
    await page.close();
  }
  console.log(`${n} ${play ? 'playable' : 'read-only'} Dice Chess boards, ms after navigation (5 tabs)`);
  for (const k of ['coreRan', 'lastFile', 'firstDrawn', 'lastDrawn', 'ready', 'twoFrames'] as const) {
    console.log(`  ${k.padEnd(11)} ${runs.map((r) => ms(r[k]).padStart(5)).join(' ')}`);
  }
  console.log('  files of the last tab (start → end):');
  for (const [f, a, b] of runs[runs.length - 1]!.files) console.log(`    ${String(a).padStart(5)} → ${String(b).padStart(5)}  ${f}`);

  // The first move, profiled alone.
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${url}/timeline.html?${query}&move=1`);
  await page.waitForFunction(() => (window as unknown as { __go?: unknown }).__go, null, { timeout: 60000 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.evaluate(() => (window as unknown as { __go: () => void }).__go());
  await page.waitForFunction(() => (window as unknown as { __move?: unknown }).__move, null, { timeout: 60000 });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
  const move = await page.evaluate(() => (window as unknown as { __move: { js: number; perBoard: number } }).__move);
  console.log(`\nfirst move on ${n} boards: ${move.js.toFixed(1)} ms of script until every board updated, ${move.perBoard.toFixed(2)} ms a board with two frames`);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const key = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
  };
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = key(cur);
      if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
      seen.add(k);
    }
  });
  console.log('  inclusive time by function (sampled, profiler overhead included):');
  for (const [k, v] of [...inclusive].filter(([k]) => !/^\((root|program|idle)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30))) {
    console.log(`  ${v.toFixed(2).padStart(7)} ms  ${k}`);
  }
  await page.close();
} finally {
  await close();
}

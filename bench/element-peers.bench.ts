/**
 * <variant-board> beside two SVG chess boards (cm-chessboard, chessboard-element) in one
 * Chromium run: the same 20 and 100 chess start positions (our `dice` game, read-only, no dice
 * shown), then the same as playable boards. Figures for each: page load to all drawn, time for
 * each further board once the code is loaded, time to show one move. Then our other four games,
 * and a page of 100 boards of all five games: long tasks after the first paint and memory per
 * board. Every page is a fresh tab; each figure is the best of the runs, the libraries taking
 * turns so that they share the machine's load alike. Beside each ratio of the bests, the ratio of
 * the medians.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchReport } from './run.ts';
import { PAGE_HELPERS, openBenchPage, serveAndLaunch } from './browser.js';
import { median as middleOf } from './util.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const pkg = join(root, 'packages', 'element');
// Our own folder (ignored by git): other builds of the element may empty packages/element/dist meanwhile.
const out = join(here, 'dist', 'peers');
const RUNS = Number(process.env.VB_BENCH_RUNS ?? 3);
/** `VB_BASE=<commit>`: the element as it was at that commit is measured too, in the same run (before/after). */
const BASE = process.env.VB_BASE;

/** Bundles the peers the way ours is shipped (one minified ES module each) and writes the pages. */
export async function prepare(): Promise<string> {
  rmSync(out, { recursive: true, force: true });
  for (let attempt = 0; ; attempt++) {
    execFileSync(process.execPath, [join(pkg, 'scripts', 'build.mjs')], { cwd: pkg, stdio: 'ignore' });
    try {
      cpSync(join(pkg, 'dist'), join(out, 'vb'), { recursive: true });
      if (existsSync(join(out, 'vb', 'variant-board.js'))) break;
    } catch (e) {
      if (attempt > 2) throw e;
    }
  }
  mkdirSync(join(out, 'cm'), { recursive: true });
  const { build } = await import('esbuild');
  const common = { bundle: true, minify: true, format: 'esm' as const, target: 'es2021', logLevel: 'silent' as const, absWorkingDir: root };
  await build({ ...common, stdin: { contents: `export { Chessboard, FEN, INPUT_EVENT_TYPE } from 'cm-chessboard/src/Chessboard.js';`, resolveDir: root }, outfile: join(out, 'cm.js') });
  await build({ ...common, stdin: { contents: `import 'chessboard-element';`, resolveDir: root }, outfile: join(out, 'cbe.js') });
  copyFileSync(join(root, 'node_modules', 'cm-chessboard', 'assets', 'chessboard.css'), join(out, 'cm', 'chessboard.css'));
  mkdirSync(join(out, 'cm', 'pieces'), { recursive: true });
  copyFileSync(join(root, 'node_modules', 'cm-chessboard', 'assets', 'pieces', 'standard.svg'), join(out, 'cm', 'pieces', 'standard.svg'));
  writeFileSync(join(out, 'page.html'), `<!doctype html><meta charset="utf-8"><title>boards</title>
<link rel="stylesheet" href="cm/chessboard.css">
<style>.b{display:inline-block;width:240px;margin:2px;vertical-align:top}</style>
<h1>Boards</h1><div id="host"></div>
<script type="module" src="page.js"></script>\n`);
  writeFileSync(join(out, 'page.js'), PAGE_SCRIPT);
  if (BASE) {
    // The element's and engine's sources at that commit, built with its own build script.
    const src = join(here, 'dist', 'base-src');
    rmSync(src, { recursive: true, force: true });
    mkdirSync(src, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${BASE} packages/element packages/engine | tar -x -C ${JSON.stringify(src)}`], { cwd: root });
    try {
      execFileSync(process.execPath, [join(src, 'packages', 'element', 'scripts', 'build.mjs')], { cwd: join(src, 'packages', 'element'), stdio: 'ignore' });
    } catch {
      // The manifest step after the bundle needs the analyzer beside the sources; the bundle is written by then.
    }
    cpSync(join(src, 'packages', 'element', 'dist'), join(out, 'base'), { recursive: true });
  }
  return out;
}

/**
 * The page: `?lib=ours|cm|cbe&n=20&play=0|1&games=dice` (games: a comma list, boards take turns).
 * Each library gets the same three calls: make a board in a box, wait until it is drawn, show a move.
 */
const PAGE_SCRIPT = `
const q = new URLSearchParams(location.search);
const lib = q.get('lib'), n = Number(q.get('n')), play = q.get('play') === '1', games = (q.get('games') || 'dice').split(',');
// Extra attributes for our boards (experiments from element-ab.ts): \`attrs=controls:none,seed:1\`.
const attrs = (q.get('attrs') || '').split(',').filter(Boolean).map((a) => a.split(':'));
const untilDrawn = (b) => new Promise((ok) => {
  const check = () => (b.matches(':state(drawn)') && (!play || b.shadowRoot.querySelector('[part=controls]')) ? ok() : setTimeout(check, 4));
  check();
});
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const AFTER = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR';
${PAGE_HELPERS}
const longTasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
const host = document.getElementById('host');
function box() { const d = document.createElement('div'); d.className = 'b'; host.append(d); return d; }
let spriteLoaded;
const libs = {
  ours: {
    load: () => import('./vb/variant-board.js'),
    make(i) {
      const b = document.createElement('variant-board');
      b.setAttribute('variant', games[i % games.length]);
      if (!play) { b.setAttribute('readonly', ''); b.setAttribute('controls', 'none'); }
      for (const [k, v] of attrs) b.setAttribute(k, v);
      box().append(b);
      return b;
    },
    // \`wait=drawn\` (element-ab.ts): as a page that does not script its boards sees them, drawn with their
    // controls, instead of \`ready\` (which loads all a script may call, the record reader too).
    drawn: (b) => (q.get('wait') === 'drawn' ? untilDrawn(b) : b.ready),
    // A diagram waited for as drawn has not loaded the code that plays it: asked for before the timed move.
    beforeMove: (bs) => (q.get('wait') === 'drawn' ? Promise.all(bs.map((b) => b.ready)) : undefined),
    move(b) {
      const v = b.game, s = b.session.state;
      if (v.id === 'dice') { b.setRoll('11'); b.play('e4'); }
      else if (v.phase(s) === 'decision') b.play(v.formatAction(s, v.legalActions(s)[0]));
      else b.roll();
      return b.updateComplete;
    },
  },
  cm: {
    async load() {
      const m = await import('./cm.js');
      this.m = m;
    },
    make() {
      const board = new this.m.Chessboard(box(), { position: START, assetsUrl: './cm/', style: { animationDuration: 0 } });
      if (play) board.enableMoveInput(() => true);
      return board;
    },
    drawn: () => (spriteLoaded ??= new Promise((ok) => {
      const check = () => (document.querySelector('#cm-chessboard-sprite svg') ? ok() : setTimeout(check, 1));
      check();
    })),
    move: (b) => b.setPosition(AFTER, false),
  },
  cbe: {
    load: () => import('./cbe.js'),
    make() {
      const b = document.createElement('chess-board');
      b.setAttribute('position', 'start');
      if (play) b.setAttribute('draggable-pieces', '');
      box().append(b);
      return b;
    },
    drawn: (b) => b.updateComplete,
    async move(b) { b.setPosition(AFTER, false); await b.updateComplete; },
  },
};
libs.base = { ...libs.ours, load: () => import('./base/variant-board.js') };
const L = libs[lib];
await L.load();
const boards = [];
for (let i = 0; i < n; i++) boards.push(L.make(i));
await Promise.all(boards.map((b) => L.drawn(b)));
performance.mark('vb:drawn');
const cold = await frames();
performance.mark('vb:cold');
// How many of our boards show their drawing at that moment (a check on the library's own "ready").
const shown = lib === 'cm' || lib === 'cbe' ? n : boards.filter((b) => b.shadowRoot?.querySelector('g.drawing')?.childElementCount).length;
const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
// \`only=cold\` (element-profile.ts): the page stops once its boards are drawn, so a profile holds their load alone.
if (q.get('only') === 'cold') {
  window.__bench = { cold, paint, shown };
  benchDone();
  await new Promise(() => {});
}
// Further boards, the code being loaded: 20 more from scratch.
const t1 = performance.now();
const more = [];
for (let i = 0; i < 20; i++) more.push(L.make(i));
await Promise.all(more.map((b) => L.drawn(b)));
const further = ((await frames()) - t1) / 20;
await L.beforeMove?.(boards);
// One move shown on each of the first n boards (marked for traces: bench/element-profile.ts).
performance.mark('vb:move');
const t2 = performance.now();
await Promise.all(boards.map((b) => L.move(b)));
// Until every board has updated (script, before the browser draws): the part of a move that is the library's own.
const moveScript = (performance.now() - t2) / n;
const move = ((await frames()) - t2) / n;
performance.mark('vb:moved');
await new Promise((r) => setTimeout(r, 50));
const after = longTasks.filter((t) => t.start >= paint && t.start < cold);
window.__bench = {
  cold, further, move, moveScript, paint, shown,
  longest: Math.max(0, ...after.map((t) => t.duration)), longCount: after.filter((t) => t.duration > 50).length,
  boards: n + 20,
};
benchDone();
`;

interface PageResult { cold: number; further: number; move: number; moveScript: number; paint: number; shown: number; longest: number; longCount: number; boards: number }

export async function run(report: BenchReport): Promise<void> {
  await prepare();
  const { browser, url, close } = await serveAndLaunch(out, ['--enable-precise-memory-info']);
  const open = async (query: string, memory = false): Promise<PageResult & { heapPerBoard?: number; nodesPerBoard?: number }> => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    try {
      const r = await openBenchPage<PageResult>(page, `${url}/page.html?${query}`);
      if (!memory) return r;
      // Memory: the page's JS heap and DOM nodes after garbage collection, with and without its boards.
      const cdp = await page.context().newCDPSession(page);
      const measure = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
        const nodes = (await cdp.send('Memory.getDOMCounters')).nodes;
        return { heap, nodes };
      };
      const withBoards = await measure();
      await page.evaluate(() => document.getElementById('host')!.replaceChildren());
      await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
      const without = await measure();
      return { ...r, heapPerBoard: (withBoards.heap - without.heap) / r.boards, nodesPerBoard: (withBoards.nodes - without.nodes) / r.boards };
    } finally {
      await page.close();
    }
  };
  const best = (rs: PageResult[], k: 'cold' | 'further' | 'move') => Math.min(...rs.map((r) => r[k]));
  // Runs on this machine vary by 10-15% (the peers' too): the median ratio says how much a best-of ratio owes to one good run.
  const median = (rs: PageResult[], k: 'cold' | 'further' | 'move') => middleOf(rs.map((r) => r[k]));
  const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(0)} ms`;
  // Ours against ours at VB_BASE, taking turns in the same run: the best runs' ratio and the medians' (which one lucky run moves less).
  const beside = (ours: PageResult[], base: PageResult[]) => `best ${(best(ours, 'cold') / best(base, 'cold')).toFixed(2)}, median ${(median(ours, 'cold') / median(base, 'cold')).toFixed(2)} (${ours.length} runs each)`;
  try {
    for (const play of [false, true]) {
      for (const n of [20, 100]) {
        report.section(`chess start position, ${n} ${play ? 'playable' : 'read-only'} boards: <variant-board> (dice) beside cm-chessboard and chessboard-element`);
        const results: Record<string, PageResult[]> = { ours: [], cm: [], cbe: [], ...(BASE ? { base: [] } : {}) };
        for (let i = 0; i < RUNS; i++) {
          for (const lib of Object.keys(results)) results[lib]!.push(await open(`lib=${lib}&n=${n}&play=${play ? 1 : 0}&games=dice`));
        }
        for (const [k, what] of [['cold', `page load to all ${n} drawn`], ['further', 'each further board (code loaded)'], ['move', 'one move shown, per board']] as const) {
          const o = best(results.ours!, k), c = best(results.cm!, k), e = best(results.cbe!, k);
          const fastest = Math.min(c, e);
          // An element whose `ready` settles before its boards show their drawing is flagged (the old `ready` did, read before the first render).
          const early = (lib: string) => (k === 'cold' && Math.min(...results[lib]!.map((r) => r.shown)) < n ? ` (only ${Math.min(...results[lib]!.map((r) => r.shown))} of ${n} drawn then)` : '');
          const before = BASE ? ` · ours at ${BASE.slice(0, 7)} ${ms(best(results.base!, k))}${early('base')}` : '';
          const medianRatio = median(results.ours!, k) / Math.min(median(results.cm!, k), median(results.cbe!, k));
          report.line(what, `ours ${ms(o)} · cm-chessboard ${ms(c)} · chessboard-element ${ms(e)} · ours/fastest ${(o / fastest).toFixed(2)}${o <= fastest ? '' : ' (slower)'} (medians: ${medianRatio.toFixed(2)})${early('ours')}${before}`);
        }
        if (BASE) report.line(`page load: ours / ours at ${BASE.slice(0, 7)}`, beside(results.ours!, results.base!));
      }
    }
    report.section('<variant-board>, the other games (20 boards each, read-only / playable)');
    for (const game of ['dart', 'sixstone', 'dagger', 'd4d6']) {
      for (const play of [false, true]) {
        const rs: PageResult[] = [];
        for (let i = 0; i < RUNS; i++) rs.push(await open(`lib=ours&n=20&play=${play ? 1 : 0}&games=${game}`));
        report.line(`${game}, ${play ? 'playable' : 'read-only'}`, `20 drawn ${ms(best(rs, 'cold'))} · each further ${ms(best(rs, 'further'))} · one move ${ms(best(rs, 'move'))}`);
      }
    }
    report.section('<variant-board>, a page of 100 boards of all five games');
    // Ours and the base take turns, run by run (one block after the other favoured the first: 5-15% on this page).
    const pages = (BASE ? ['ours', 'base'] : ['ours']).flatMap((lib) => [false, true].map((play) => ({ lib, play, rs: [] as Awaited<ReturnType<typeof open>>[] })));
    for (const play of [false, true]) {
      for (let i = 0; i < RUNS; i++) {
        for (const page of pages.filter((p) => p.play === play)) page.rs.push(await open(`lib=${page.lib}&n=100&play=${play ? 1 : 0}&games=dart,dice,sixstone,dagger,d4d6`, true));
      }
    }
    for (const play of BASE ? [false, true] : []) {
      const [ours, base] = ['ours', 'base'].map((lib) => pages.find((p) => p.lib === lib && p.play === play)!.rs);
      report.line(`${play ? 'playable' : 'read-only'}: page load, ours / ours at ${BASE!.slice(0, 7)}`, beside(ours!, base!));
    }
    for (const { lib, play, rs } of pages) {
      const who = lib === 'base' ? `at ${BASE!.slice(0, 7)}, ` : '';
      const worst = Math.min(...rs.map((r) => r.longest));
      const heap = Math.min(...rs.map((r) => r.heapPerBoard!)), nodes = Math.min(...rs.map((r) => r.nodesPerBoard!));
      report.line(`${who}${play ? 'playable' : 'read-only'}: all drawn / each further / move`, `${ms(best(rs, 'cold'))} · ${ms(best(rs, 'further'))} · ${ms(best(rs, 'move'))}`);
      report.line(`${who}${play ? 'playable' : 'read-only'}: longest task after first paint`, `${ms(worst)} (best run; aim ≤ 50 ms: ${worst <= 50 ? 'met' : 'not met'}), tasks over 50 ms: ${rs.map((r) => r.longCount).join('/')}`);
      report.line(`${who}${play ? 'playable' : 'read-only'}: memory per board`, `${(heap / 1024).toFixed(1)} kB JS heap, ${nodes.toFixed(0)} DOM nodes`);
    }
    report.line('machine load (1-minute average) during the run', (await import('node:os')).loadavg()[0]!.toFixed(2));
  } finally {
    await close();
  }
}

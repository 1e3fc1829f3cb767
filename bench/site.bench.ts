/**
 * The site's game pages while their boards come alive: total blocking time (the part of each
 * main-thread task beyond 50 ms, summed from the first contentful paint until every board on the
 * page is ready), the longest task, and the time until all boards are ready. Builds the element
 * and the site first (`VB_SITE_BUILD=0` measures the site/dist already there). Each figure is the
 * best run and the median; a loaded machine spreads the runs widely, so compare in one run:
 * `VB_SITE_BASE=<folder>` measures another built site too (a copy of site/dist from before a
 * change), the two taking turns page by page.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchReport } from './run.ts';
import { median as middleOf } from './util.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
/** `VB_SITE_DIST=<folder>`: measure that built site (nothing is built) instead of site/dist. */
const dist = process.env.VB_SITE_DIST ?? join(root, 'site', 'dist');
const RUNS = Number(process.env.VB_BENCH_RUNS ?? 3);
const PAGES = ['/games/dagger/', '/games/d4d6/', '/games/dice/'];
/** Another built site (a folder like site/dist) measured in the same run, page by page in turn. */
const BASE = process.env.VB_SITE_BASE;

/**
 * Collects long tasks from the start of the page (an init script runs before the page's own), and
 * the long animation frames' scripts (what ran: a module's evaluation, a message, a promise...).
 */
const OBSERVE = `
window.__longTasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });
window.__frames = [];
try {
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__frames.push([e.startTime, e.scripts.map((s) => [
    s.invokerType === 'classic-script' || s.invokerType === 'module-script' ? 'script ' + s.sourceURL.replace(/^.*\\//, '').replace(/-[A-Za-z0-9_]{6,10}(?=\\.js$)/, '') : s.invoker.replace(/^.*\\//, ''),
    s.duration])]); }).observe({ type: 'long-animation-frame', buffered: true });
} catch { /* a browser without long animation frames */ }
`;

interface Alive { boards: number; alive: number; fcp: number; tbt: number; longest: number; scripts: [string, number][] }

/** The built site to measure: site/dist, built first unless `VB_SITE_BUILD=0` finds one, or `VB_SITE_DIST`. */
export function builtSite(): string {
  if (!process.env.VB_SITE_DIST && (process.env.VB_SITE_BUILD !== '0' || !existsSync(join(dist, 'index.html')))) {
    execSync('npm run build -w @variant-board/element && npm run build -w @variant-board/site', { cwd: root, stdio: 'ignore' });
  }
  return dist;
}

export async function run(report: BenchReport): Promise<void> {
  report.section('site game pages: total blocking time while the boards come alive (playwright-core, Chromium)');
  builtSite();
  const { chromium } = await import('playwright-core');
  const load = (rel: string) => import(pathToFileURL(join(here, rel)).href);
  const { findChromium, CHROMIUM_ARGS } = await load('../scripts/chromium.mjs');
  const { serve } = await load('../packages/element/scripts/serve.mjs');
  const sites: [string, string][] = [['', dist], ...(BASE ? [[`base (${BASE}) `, BASE] as [string, string]] : [])];
  const served = await Promise.all(sites.map(([, dir]) => serve(dir) as Promise<{ server: { close(): void }; url: string }>));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const path of PAGES) {
      const runs: Alive[][] = sites.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        for (let k = 0; k < sites.length; k++) {
          const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
          await page.addInitScript(OBSERVE);
          await page.goto(`${served[k]!.url}${path}`);
          runs[k]!.push(await page.evaluate(async () => {
            await customElements.whenDefined('variant-board');
            const boards = [...document.querySelectorAll('variant-board')] as (HTMLElement & { ready: Promise<void> })[];
            await Promise.all(boards.map((b) => b.ready));
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
            const alive = performance.now();
            await new Promise((r) => setTimeout(r, 100)); // long tasks are reported a little later
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            const w = window as unknown as { __longTasks: [number, number][]; __frames: [number, [string, number][]][] };
            const tasks = w.__longTasks.filter(([start]) => start >= fcp && start <= alive);
            // Script time in the long frames of the same span, by what ran (hashes dropped from file names).
            const scripts = new Map<string, number>();
            for (const [start, list] of w.__frames) if (start >= fcp && start <= alive) for (const [k, d] of list) scripts.set(k, (scripts.get(k) ?? 0) + d);
            return {
              boards: boards.length, alive, fcp,
              tbt: tasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0),
              longest: Math.max(0, ...tasks.map(([, d]) => d)),
              scripts: [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 4),
            };
          }));
          await page.close();
        }
      }
      sites.forEach(([who], k) => {
        const rs = runs[k]!;
        type Figure = Exclude<keyof Alive, 'scripts'>;
        const best = (key: Figure) => Math.min(...rs.map((r) => r[key]));
        const median = (key: Figure) => middleOf(rs.map((r) => r[key]));
        const middle = [...rs].sort((a, b) => a.tbt - b.tbt)[rs.length >> 1]!;
        const tbt = best('tbt');
        report.line(`${who}${path} (${rs[0]!.boards} boards)`, `TBT ${tbt.toFixed(0)} ms best, ${median('tbt').toFixed(0)} ms median (runs ${rs.map((r) => r.tbt.toFixed(0)).join(' / ')}; aim ≤ 200 ms: ${tbt <= 200 ? 'met' : 'not met'}) · longest task ${best('longest').toFixed(0)} ms best, ${median('longest').toFixed(0)} median · all boards ready ${best('alive').toFixed(0)} ms after navigation (first contentful paint ${best('fcp').toFixed(0)} ms)`);
        if (middle.scripts.length) report.line(`  ${who}script time in its long frames (median run)`, middle.scripts.map(([k, d]) => `${d.toFixed(0)} ms ${k}`).join(' · '));
      });
    }
    report.line('machine load (1-minute average) during the run', (await import('node:os')).loadavg()[0]!.toFixed(2));
  } finally {
    await browser.close();
    for (const { server } of served) server.close();
  }
}

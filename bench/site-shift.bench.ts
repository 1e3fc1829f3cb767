/**
 * The site's pages while they load: how much their content moves (cumulative layout shift, as
 * Chrome counts it for Core Web Vitals: under 0.1 is "good"), on a phone's width and a desktop's,
 * for the pages whose elements come in late: a game page (boards over their static pictures), the
 * lessons and the puzzles. Each figure is the worst and the median of the runs, from navigation
 * until three seconds later. Builds the element and the site first, as the site bench does
 * (`VB_SITE_BUILD=0` measures the site/dist already there; `VB_SITE_DIST=<folder>` another one).
 * `VB_THROTTLE=<kbit/s>,<ms>` loads the pages over a network that slow (`1600,150`: "Fast 3G"), where the
 * elements' scripts come well after the page's first paint.
 */
import type { BenchReport } from './run.ts';
import { THROTTLE, serveAndLaunch, throttle } from './browser.js';
import { builtSite } from './site.bench.js';
import { median } from './util.js';

const RUNS = Number(process.env.VB_BENCH_RUNS ?? 3);
const GAMES = ['dice', 'dart', 'sixstone', 'dagger', 'd4d6'];
const PAGES = ['/games/dagger/', ...GAMES.map((g) => `/learn/${g}/`), ...GAMES.map((g) => `/puzzles/${g}/`)];
const WIDTHS = [390, 1280];

/** Sums the page's layout shifts that no input caused, from the start of the page. */
const OBSERVE = `
window.__shift = 0;
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; })
  .observe({ type: 'layout-shift', buffered: true });
`;

export async function run(report: BenchReport): Promise<void> {
  report.section(`site pages: layout shift while they load${THROTTLE ? ` over ${THROTTLE[0]} kbit/s, ${THROTTLE[1]} ms` : ''} (playwright-core, Chromium; good < 0.1)`);
  const { browser, url, close } = await serveAndLaunch(builtSite());
  try {
    for (const width of WIDTHS) {
      const cells: string[] = [];
      for (const path of PAGES) {
        const shifts: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const page = await browser.newPage({ viewport: { width, height: 900 } });
          await page.addInitScript(OBSERVE);
          await throttle(page);
          await page.goto(`${url}${path}`);
          await page.waitForTimeout(THROTTLE ? 15000 : 3000);
          shifts.push(await page.evaluate(() => (window as unknown as { __shift: number }).__shift));
          await page.close();
        }
        cells.push(`${path.slice(1, -1)} ${Math.max(...shifts).toFixed(3)} (median ${median(shifts).toFixed(3)})`);
      }
      report.line(`${width} px wide, worst (median) of ${RUNS} loads`, cells.join(' · '));
    }
  } finally {
    await close();
  }
}

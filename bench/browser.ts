/**
 * The common start of the browser benches and profiles: a folder served over HTTP (the element's
 * small static server) and Debian's Chromium (scripts/chromium.mjs) to open it in.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (rel: string) => import(pathToFileURL(join(root, rel)).href);

export interface ServedBrowser {
  readonly browser: Browser;
  /** The served folder's address, without a trailing slash. */
  readonly url: string;
  /** Closes the browser, then the server. */
  close(): Promise<void>;
}

export async function serveAndLaunch(folder: string, extraArgs: readonly string[] = []): Promise<ServedBrowser> {
  const { chromium } = await import('playwright-core');
  const { findChromium, CHROMIUM_ARGS } = await load('scripts/chromium.mjs');
  const { serve } = await load('packages/element/scripts/serve.mjs');
  const { server, url } = await serve(folder);
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...extraArgs] });
  return {
    browser,
    url,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/** What a bench page logs once its figures are in `window.__bench` (or the global it names). */
export const BENCH_DONE = 'vb-bench-done';

/**
 * Helpers for a bench page's script: `frames()` waits two frames and resolves with the time of the
 * second, continuing in a task of its own (the next step must not run inside the frame's callback,
 * whose task also lays out and paints what that step draws); `benchDone()` says the figures are in.
 */
export const PAGE_HELPERS = `
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => { const t = performance.now(); setTimeout(() => r(t), 0); })));
const benchDone = () => console.log('${BENCH_DONE}');
`;

/**
 * Opens a bench page and waits for its BENCH_DONE message. Not `waitForFunction`: that compiles
 * Playwright's injected script in the page (a task of 30-40 ms) and polls it at every frame, while
 * the page is being measured.
 */
export async function openBenchPage<T>(page: Page, url: string, timeout = 300000, figures = '__bench'): Promise<T> {
  const done = page.waitForEvent('console', { predicate: (m) => m.text() === BENCH_DONE, timeout });
  await page.goto(url);
  await done;
  return page.evaluate((name) => (window as unknown as Record<string, T>)[name]!, figures);
}

/** A Chromium trace event, as far as the benches read one. */
export interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat?: string; args?: { name?: string; data?: { url?: string; functionName?: string } } }

/** The page's main thread in a trace: of the renderers' main threads, the one that ran the most script. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const calls = new Map<string, number>();
  for (const e of events) if (e.name === 'FunctionCall') calls.set(`${e.pid}:${e.tid}`, (calls.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const count = (e: TraceEvent) => calls.get(`${e.pid}:${e.tid}`) ?? 0;
  const main = mains.reduce((a, b) => (count(b) > count(a) ? b : a));
  return { pid: main.pid, tid: main.tid };
}

/**
 * `VB_THROTTLE=<kbit/s>,<ms>`: the network the benches that ask for it load their pages over (each page
 * has a fresh cache); `1600,150` is Chrome DevTools' "Fast 3G". Undefined when not set.
 */
export const THROTTLE = process.env.VB_THROTTLE ? (process.env.VB_THROTTLE.split(',').map(Number) as [number, number]) : undefined;

/** Loads `page` over the `THROTTLE` network, if one is set. */
export async function throttle(page: Page): Promise<void> {
  if (!THROTTLE) return;
  const [kbps, latency] = THROTTLE;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: (kbps * 1000) / 8, uploadThroughput: (kbps * 1000) / 8 });
}

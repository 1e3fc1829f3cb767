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

/**
 * The common start of the browser benches and profiles: a folder served over HTTP (the element's
 * small static server) and Debian's Chromium (scripts/chromium.mjs) to open it in.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';

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

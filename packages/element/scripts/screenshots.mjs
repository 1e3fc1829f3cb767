// Screenshots of the demo page, one PNG per board: `node scripts/screenshots.mjs [outdir]`.
// Build first (npm run build -w @variant-board/element).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, CHROMIUM_ARGS } from '../../../scripts/chromium.mjs';
import { serve } from './serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? join(root, '..', '..', 'screenshots-out'));
mkdirSync(out, { recursive: true });
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const { server, url } = await serve(root);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const forced = process.env.FORCED === '1';
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: scheme, ...(forced ? { forcedColors: 'active' } : {}) });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()} ${r.url()}`));
  await page.goto(`${url}/demo/index.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('variant-board')].every((b) => b.shadowRoot?.querySelector('svg, .message')));
  await page.evaluate(() => Promise.all([...document.querySelectorAll('variant-board')].map((b) => b.ready)));
  if (process.env.ACTIONS) await page.evaluate(process.env.ACTIONS);
  if (process.env.FOCUS) {
    // Keyboard: Tab into the first board (after its heading), move, select.
    await page.locator(`#${process.env.FOCUS}`).evaluate((b) => b.shadowRoot.querySelector('polygon.hit[tabindex="0"]').focus());
    for (const key of ['ArrowUp', 'ArrowLeft', 'Enter']) await page.keyboard.press(key);
  }
  await page.waitForTimeout(800);
  for (const el of await page.$$('variant-board')) {
    const id = await el.getAttribute('id');
    await el.screenshot({ path: join(out, `${id}-${scheme}${forced ? '-forced' : ''}.png`) });
  }
  console.log(`screenshots in ${out}`);
  if (errors.length) console.log('page errors:\n' + errors.join('\n'));
} finally {
  await browser.close();
  server.close();
}

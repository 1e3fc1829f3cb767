// The d4 d6 page's tablebase explorer, served with the site's strict policy: its script (which
// solves a table and draws a heat map at once) is not fetched while the reader is at the top of
// the page with the boards coming alive; scrolled to, it loads, solves and answers a click.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { serveBuiltSite } from './built-site.mjs';

let site, browser;

before(async () => {
  site = await serveBuiltSite();
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

test('the explorer loads when the reader comes near it, then solves and answers', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(`${site.origin}/games/d4d6/`);
  await page.evaluate(async () => {
    await customElements.whenDefined('variant-board');
    await Promise.all([...document.querySelectorAll('variant-board')].map((b) => b.ready));
  });
  assert.ok(!fetched.some((u) => u.includes('d4d6-tablebase.js')), 'the explorer script was fetched with the page top in view');
  assert.equal(await page.evaluate(() => !!customElements.get('d4d6-tablebase')), false);

  const explorer = page.locator('d4d6-tablebase');
  await explorer.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !!customElements.get('d4d6-tablebase'), null, { timeout: 30000 });
  await page.evaluate(() => document.querySelector('d4d6-tablebase').computed());
  assert.match(await explorer.locator('.status').textContent(), /White Rato against Black Rato/);
  // A person clicks a square of the heat map: its best moves are shown.
  await explorer.locator('.hit[data-id="d4"]').click();
  await page.evaluate(() => document.querySelector('d4d6-tablebase').computed());
  assert.match(await explorer.locator('.advice-title').textContent(), /White Rato on d4/);
  assert.deepEqual(errors, []);
  await page.close();
});

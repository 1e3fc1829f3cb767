// The site's smoke test in WebKit (Safari's engine), beside site.test.mjs's full run in Chromium:
// WebKitGTK's MiniBrowser driven over classic WebDriver by webdriverio (playwright's own WebKit
// build cannot be downloaded here; scripts/webkit.mjs finds or installs Debian's).
// The built site is served with its strict Content-Security-Policy plus a report-uri, so every
// violation from the first script on reaches the test. Each page's boards upgrade to live
// elements drawing what the build drew, axe finds no violation, and the Dagger page and the
// playground accept a move played with the mouse. VB_BROWSERS without webkit skips it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { startWebKitDriver, webkitMissing, webkitWanted } from '../../scripts/webkit.mjs';
import { ROOT, resolveFile, serveBuiltSite } from './built-site.mjs';

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
/** A smoke test, not site.test.mjs again: the home page, the games with the most boards and the most rules, the playground and a puzzle. */
const PAGES = ['/', '/games/dagger/', '/games/d4d6/', '/playground/', '/puzzles/dagger/'];
/** Pages whose play board (id="play") gets a move by mouse; neither rolls dice first. */
const PLAYED = new Set(['/games/dagger/', '/playground/']);

const skip = !webkitWanted() ? `VB_BROWSERS=${process.env.VB_BROWSERS} leaves WebKit out` : false;
let site, driver, browser;

before(async () => {
  if (skip) return;
  assert.deepEqual(webkitMissing(), [], 'WebKit is incomplete: run `node scripts/webkit.mjs --install`');
  site = await serveBuiltSite({ cspReports: true });
  driver = await startWebKitDriver();
  // WebDriver's 30 s for a script, and webdriverio's 2 minutes for an answer, are too short for
  // axe over a page of boards on a busy machine (over 2 minutes seen with 50 processes waiting).
  browser = await remote({
    hostname: driver.hostname, port: driver.port, capabilities: driver.capabilities, logLevel: 'error', connectionRetryTimeout: 420000,
  });
  await browser.setWindowSize(1280, 900);
  await browser.setTimeout({ script: 400000 });
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
  await driver?.stop();
  await site?.close();
});

/**
 * Waits for a condition the page answers, checked every 100 ms. The limit only stops a hang:
 * on a busy machine a page of 13 boards took over 20 s to draw in WebKit.
 */
async function until(what, check, timeout = 120000) {
  const end = Date.now() + timeout;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** The centre of a board place, as the viewport sees it: a point that really lands on it (shapes are not boxes). */
async function placePoint(boardSelector, id) {
  return browser.execute((sel, id) => {
    const board = document.querySelector(sel);
    board.scrollIntoView({ block: 'center' });
    const hit = board.shadowRoot.querySelector(`polygon.hit[data-id="${id}"]`);
    if (!hit) return null;
    const r = hit.getBoundingClientRect();
    for (const [fx, fy] of [[0.5, 0.5], [0.5, 0.6], [0.5, 0.4], [0.4, 0.5], [0.6, 0.5], [0.5, 0.7], [0.5, 0.3]]) {
      const x = Math.round(r.x + r.width * fx), y = Math.round(r.y + r.height * fy);
      if (board.shadowRoot.elementFromPoint(x, y) === hit) return { x, y };
    }
    return null;
  }, boardSelector, id);
}

async function clickPlace(boardSelector, id) {
  const at = await placePoint(boardSelector, id);
  assert.ok(at, `no point of ${id} on ${boardSelector} to click`);
  await browser.action('pointer', { parameters: { pointerType: 'mouse' } })
    .move({ x: at.x, y: at.y, origin: 'viewport' }).down({ button: 0 }).pause(30).up({ button: 0 }).perform();
}

/** A move of the play board's side to move from one cell to another, as the engine lists it. */
function firstCellMove() {
  return browser.executeAsync((done) => {
    const el = document.querySelector('#play variant-board');
    el.ready.then(() => {
      const v = el.game, s = el.session.state;
      for (const a of v.legalActions(s)) {
        const view = v.actionView(s, a);
        if (view.from && 'cell' in view.from && view.to && view.to !== view.from.cell) return done({ from: view.from.cell, to: view.to });
      }
      done(null);
    });
  });
}

for (const page of PAGES) {
  test(`WebKit: ${page}`, { skip }, async () => {
    const html = readFileSync(resolveFile(page), 'utf8');
    const statics = [...html.matchAll(/<figure class="vb-figure[\s\S]*?<\/figure>/g)]
      .map((m) => /<div class="vb-static">([\s\S]*?)<\/div><\/variant-board>/.exec(m[0])?.[1] ?? '');
    const reportsBefore = site.reports.length;
    await browser.url(`${site.origin}${page}`);
    await until(`${page}: every board draws`, () => browser.execute(() => customElements.get('variant-board') !== undefined
      && [...document.querySelectorAll('variant-board')].every((b) => b.shadowRoot?.querySelector('svg'))));
    if (page.startsWith('/puzzles/')) {
      await until(`${page}: the puzzle loads`, () => browser.executeAsync((done) => customElements.whenDefined('variant-puzzle')
        .then(() => Promise.all([...document.querySelectorAll('variant-puzzle')].map((p) => p.ready))).then(() => done(true), () => done(false))));
    }
    // The live element draws what the build drew (apart from its label): the same engine in Safari's JavaScript.
    const live = await browser.executeAsync((done) => Promise.all([...document.querySelectorAll('variant-board')]
      .map((b) => b.ready.then(() => b.toSvg()))).then(done, (e) => done(String(e))));
    assert.ok(Array.isArray(live), `${page}: ${live}`);
    assert.equal(live.length, statics.length, `${page}: board count differs from the built HTML`);
    const unlabelled = (t) => t.replace(/aria-label="[^"]*"/, '').replace(/<title>[^<]*<\/title>/, '');
    statics.forEach((svg, i) => assert.equal(unlabelled(live[i]), unlabelled(svg), `${page}: board ${i} differs from its static picture`));
    const errors = await browser.execute(() => [...document.querySelectorAll('variant-board')]
      .map((b) => b.shadowRoot?.querySelector('[part~="message"]')?.textContent?.trim()).filter(Boolean));
    assert.deepEqual(errors, [], `${page}: a board shows an error`);

    if (PLAYED.has(page)) {
      const move = await firstCellMove();
      assert.ok(move, `${page}: no move from one cell to another`);
      const before = await browser.execute(() => document.querySelector('#play variant-board').session.events.length);
      await clickPlace('#play variant-board', move.from);
      await until(`${page}: ${move.from} shows its targets`, () => browser.execute(() => !!document.querySelector('#play variant-board').shadowRoot.querySelector('polygon.hit.target')));
      await clickPlace('#play variant-board', move.to);
      await until(`${page}: the board takes ${move.from}-${move.to}`, () => browser.execute((n) => document.querySelector('#play variant-board').session.events.length > n, before));
    }

    await browser.execute(AXE);
    const violations = await browser.executeAsync((done) => window.axe.run(document, { resultTypes: ['violations'] })
      .then((r) => done(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`)), (e) => done([String(e)])));
    assert.deepEqual(violations, [], `${page}: axe violations`);
    // Reports are posted after the fact: a round trip to the server lets any pending one arrive.
    await browser.executeAsync((done) => fetch('/').then(() => done(), () => done()));
    assert.deepEqual(site.reports.slice(reportsBefore), [], `${page}: Content-Security-Policy violations`);
  });
}

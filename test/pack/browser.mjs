// Chromium checks on the installed tarballs: the CDN bundle loaded from another origin under a
// strict Content-Security-Policy, and each example app.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { serveFolder } from './serve.mjs';

const GAMES = ['dart', 'dice', 'sixstone', 'dagger', 'd4d6'];
/** A won Six Stone endgame, solved in milliseconds. */
const SIXSTONE_ENDGAME = '..WW/..../...B/.B.. w';

export async function launch() {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/** Records CSP violations (document and workers), console errors and warnings of a page. */
async function watch(page) {
  const log = { errors: [], warnings: [], workers: [] };
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (m.type() === 'error') log.errors.push(m.text());
    if (m.type() === 'warning') log.warnings.push(m.text());
  });
  page.on('pageerror', (e) => log.errors.push(String(e)));
  page.on('worker', (w) => log.workers.push(w.url()));
  return log;
}

/** The first move of the side to move that starts and ends on a cell, as cells to click. */
async function clickableMove(page, selector) {
  return page.evaluate(async (selector) => {
    const el = document.querySelector(selector);
    await el.ready;
    const v = el.game, s = el.session.state;
    for (const a of v.legalActions(s)) {
      const view = v.actionView(s, a);
      if (view.from && 'cell' in view.from && view.to && view.to !== view.from.cell) return { from: view.from.cell, to: view.to, notation: v.formatAction(s, a) };
    }
    return null;
  }, selector);
}

/** Plays a move with two clicks, as a person would. Returns its notation. */
async function clickMove(page, selector) {
  const move = await clickableMove(page, selector);
  if (!move) throw new Error(`${selector}: no move to click`);
  const cell = (id) => page.locator(`${selector} polygon.hit[data-kind="cell"][data-id="${id}"]`);
  await cell(move.from).click();
  await cell(move.to).click();
  return move.notation;
}

const cellCount = (page, selector) =>
  page.evaluate(async (selector) => {
    const el = document.querySelector(selector);
    await el.ready;
    await el.updateComplete;
    return el.shadowRoot.querySelectorAll('svg polygon.hit[data-kind="cell"]').length;
  }, selector);

/**
 * The element tarball served as a CDN serves it (another origin, CORS), twice (two copies on
 * one page), under a policy that allows scripts and workers from that origin only. The first
 * copy's address has a query, as WordPress writes them (`?ver=`).
 */
export async function checkCdn(browser, elementDir, scratch) {
  const problems = [];
  const results = [];
  const root = join(scratch, 'cdn');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(elementDir, join(root, 'v1'), { recursive: true });
  cpSync(elementDir, join(root, 'v2'), { recursive: true });
  const cdn = await serveFolder(root, { headers: { 'Access-Control-Allow-Origin': '*' } });
  const policy = [
    "default-src 'none'",
    `script-src ${cdn.origin}`,
    `worker-src ${cdn.origin} blob:`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  const boards = [
    ...GAMES.map((g) => `<variant-board id="${g}" variant="${g}" seed="7"></variant-board>`),
    `<variant-board id="versus" variant="dart" players="human computer" level="1"></variant-board>`,
    `<variant-board id="analysis" variant="sixstone" analysis position="${SIXSTONE_ENDGAME}"></variant-board>`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CDN check</title>
<link rel="stylesheet" href="/page.css">
<script type="module" src="${cdn.origin}/v1/dist/variant-board.js?ver=0.2"></script>
<script type="module" src="${cdn.origin}/v2/dist/variant-board.js"></script>
</head><body>${boards}</body></html>`;
  const site = await serveFolder(join(scratch, 'cdn-page-empty'), {
    headers: { 'Content-Security-Policy': policy },
    pages: {
      '/': ['text/html; charset=utf-8', html],
      // The page's own stylesheet ('self'): small boards side by side, for the screenshot.
      '/page.css': ['text/css', 'body { display: grid; grid-template-columns: repeat(4, 1fr); gap: 1rem; margin: 1rem; } variant-board { display: block; }'],
    },
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  try {
    const log = await watch(page);
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => customElements.get('variant-board'), null, { timeout: 20000 });
    for (const id of [...GAMES, 'analysis']) {
      const cells = await cellCount(page, `#${id}`);
      if (cells < 16) problems.push(`CDN: the ${id} board drew ${cells} cells`);
    }
    results.push(`CDN: all ${GAMES.length} games draw from ${cdn.origin} under "${policy}"`);

    // The computer answers a move; its worker comes from the CDN through the blob shim.
    await page.locator('#versus').scrollIntoViewIfNeeded();
    const played = await clickMove(page, '#versus');
    await page.waitForFunction(() => document.querySelector('#versus').session.ply >= 2, null, { timeout: 30000 });
    const workerScripts = cdn.requests.filter((p) => /\/dist\/chunks\/worker\.js$/.test(p));
    if (!log.workers.some((u) => u.startsWith('blob:'))) problems.push(`CDN: no blob: worker started (workers: ${log.workers.join(', ') || 'none'})`);
    if (workerScripts.length === 0) problems.push('CDN: the computer player\'s worker script was never fetched from the CDN');
    results.push(`CDN: after ${played} the computer answered ${await page.evaluate(() => document.querySelector('#versus').session.events.at(-1)?.notation ?? '?')} (worker ${workerScripts[0] ?? 'not loaded'} through a blob: module worker)`);

    // Analysis of a Six Stone endgame, solved in its worker.
    const value = await page.waitForFunction(
      () => document.querySelector('#analysis').shadowRoot.querySelector('.analysis .value[data-result]')?.textContent.trim(),
      null,
      { timeout: 30000 },
    );
    const text = await value.jsonValue();
    if (!/wins|draw|loses/i.test(text)) problems.push(`CDN: the Six Stone analysis says "${text}"`);
    if (!cdn.requests.some((p) => /\/dist\/analysis\/worker\.js$/.test(p))) problems.push('CDN: the analysis worker was never fetched from the CDN');
    results.push(`CDN: Six Stone analysis: "${text}"`);

    // The parts (controls, rules) import the entry by its plain address: they must find the board
    // code the page's `?ver=` address ran, with the page's words, not a second copy of it.
    const shared = await page.evaluate(async (base) => {
      const withQuery = await import(`${base}/v1/dist/variant-board.js?ver=0.2`);
      const plain = await import(`${base}/v1/dist/variant-board.js`);
      withQuery.setStrings({ undo: 'Take back' });
      const board = document.createElement('variant-board');
      board.setAttribute('variant', 'dice');
      document.body.append(board);
      await board.ready;
      const words = [...board.shadowRoot.querySelectorAll('button')].map((b) => b.textContent.trim());
      board.remove();
      return { same: plain.VariantBoard === withQuery.VariantBoard && customElements.get('variant-board') === withQuery.VariantBoard, words };
    }, cdn.origin);
    if (!shared.same) problems.push('CDN: the entry under its plain address is another copy of the board code than under ?ver=');
    if (!shared.words.includes('Take back')) problems.push(`CDN: a word set through the ?ver= address did not reach the controls (buttons: ${shared.words.join(', ')})`);
    results.push(`CDN: ?ver= and plain addresses share one copy of the board code; the controls show the page's word ("Take back")`);

    const violations = await page.evaluate(() => window.__violations);
    const cspMessages = [...log.errors, ...log.warnings].filter((m) => /Content Security Policy/i.test(m));
    if (violations.length || cspMessages.length) problems.push(`CDN: CSP violations: ${[...violations, ...cspMessages].join(' | ')}`);
    const redefined = log.warnings.filter((m) => /already defined/.test(m));
    if (redefined.length !== 1) problems.push(`CDN: expected one "already defined" warning for the second copy, got ${redefined.length}: ${redefined.join(' | ')}`);
    const errors = log.errors.filter((m) => !/Content Security Policy/i.test(m));
    if (errors.length) problems.push(`CDN: console errors: ${errors.join(' | ')}`);
    results.push(`CDN: second copy of the bundle: "${redefined[0] ?? 'no warning'}"; no CSP violation: ${violations.length === 0 && cspMessages.length === 0}`);
    await page.screenshot({ path: join(scratch, 'cdn.png'), fullPage: true });
  } catch (err) {
    problems.push(`CDN: ${err.message}`);
  } finally {
    await page.close();
    await cdn.close();
    await site.close();
  }
  return { problems, results };
}

/** Each built example: a board renders and a clicked move reaches the app's own handler. */
export async function checkExamples(browser, built, scratch) {
  const problems = [];
  const results = [];
  for (const [name, dir] of Object.entries(built)) {
    const server = await serveFolder(dir);
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    try {
      const log = await watch(page);
      await page.goto(`${server.origin}/`);
      await page.waitForFunction(() => customElements.get('variant-board') && document.querySelector('variant-board'), null, { timeout: 20000 });
      const cells = await cellCount(page, 'variant-board');
      if (cells < 16) problems.push(`example ${name}: the board drew ${cells} cells`);
      // reserve.css, linked or imported through the package's export, reached the page; the board is drawn.
      const reserve = await page.evaluate(() => [...document.styleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes(':state(drawn)'))));
      if (!reserve) problems.push(`example ${name}: no rule of reserve.css in the page's stylesheets`);
      if (!(await page.evaluate(() => document.querySelector('variant-board').matches(':state(drawn)')))) problems.push(`example ${name}: the board is not in its drawn state`);
      const before = await page.locator('#last-move').textContent();
      const notation = await clickMove(page, 'variant-board');
      await page.waitForFunction((before) => document.querySelector('#last-move')?.textContent !== before, before, { timeout: 10000 });
      const shown = (await page.locator('#last-move').textContent()).trim();
      if (!shown.includes(notation)) problems.push(`example ${name}: the app shows "${shown}" after the move ${notation}`);
      // The computer takes the other side: its Web Worker, as the app's bundler (or copy) built it, answers.
      const ply = await page.evaluate(() => document.querySelector('variant-board').session.ply);
      await page.evaluate(() => { document.querySelector('variant-board').players = 'human computer'; });
      await page.waitForFunction((ply) => document.querySelector('variant-board').session.ply > ply, ply, { timeout: 30000 });
      const worker = log.workers.find((u) => u.startsWith(server.origin));
      if (!worker) problems.push(`example ${name}: the computer answered without a Web Worker (workers: ${log.workers.join(', ') || 'none'})`);
      if (log.errors.length) problems.push(`example ${name}: console errors: ${log.errors.join(' | ')}`);
      results.push(`example ${name}: ${cells} cells drawn (reserve.css in the page); clicked ${notation}; the app's move handler shows "${shown}"; the computer answered from ${worker ? worker.slice(server.origin.length) : 'no worker'}`);
      await page.screenshot({ path: join(scratch, `example-${name}.png`) });
    } catch (err) {
      problems.push(`example ${name}: ${err.message}`);
    } finally {
      await page.close();
      await server.close();
    }
  }
  return { problems, results };
}

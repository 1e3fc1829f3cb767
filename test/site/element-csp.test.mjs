// The element on a page we do not control, with the strictest ordinary policy: scripts and
// styles only from the page's own origin, no 'unsafe-inline' of any kind, no 'unsafe-eval'.
// Serves the element's demo page (one board per game) from the built bundle, records every
// Content-Security-Policy violation, and plays a move on each game with real mouse clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { ELEMENT, serveElement } from './element-server.mjs';

let served, origin, browser;

before(async () => {
  served = await serveElement();
  origin = served.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await served?.close();
});

/** A first move for the board's side to move, as cells to click (rolling first where needed). */
async function firstClickableMove(page, id) {
  return page.evaluate(async (id) => {
    const el = document.getElementById(id);
    await el.ready;
    const v = el.game, s = el.session.state;
    if (v.phase(s) !== 'decision') return { needsRoll: true };
    for (const a of v.legalActions(s)) {
      const view = v.actionView(s, a);
      if (view.from && 'cell' in view.from && view.to && view.to !== view.from.cell) return { from: view.from.cell, to: view.to };
    }
    return null;
  }, id);
}

const ply = (page, id) => page.evaluate((id) => document.getElementById(id).session.ply, id);
const hit = (page, id, cell) => page.locator(`#${id} polygon.hit[data-kind="cell"][data-id="${cell}"]`);

test('every game renders and plays under a strict policy, with no violation', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${origin}/demo/index.html`);
  await page.waitForFunction(() => customElements.get('variant-board'));

  for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    let move = await firstClickableMove(page, id);
    for (let guard = 0; move?.needsRoll && guard < 3; guard++) {
      await page.locator(`#${id}`).getByRole('button', { name: /^roll/i }).first().click();
      move = await firstClickableMove(page, id);
    }
    // d4 d6 starts by choosing a piece and its die, which has no target cell: choose by clicking
    // the piece and its button, then move the piece it rolled for.
    if (!move && id === 'd4d6') {
      await page.evaluate(async () => {
        const el = document.getElementById('d4d6');
        const v = el.game, s = el.session.state;
        const a = v.legalActions(s).find((x) => v.formatAction(s, x).startsWith('c2:'));
        el.play(v.formatAction(s, a));
        await el.updateComplete;
      });
      await page.locator('#d4d6').getByRole('button', { name: /^roll/i }).first().click();
      move = await firstClickableMove(page, id);
    }
    assert.ok(move && move.from, `${id}: a move to click`);
    const before = await ply(page, id);
    await hit(page, id, move.from).click();
    await hit(page, id, move.to).click();
    // Several actions may share the two cells (a facing, a promotion): take the first choice.
    const chooser = page.locator(`#${id} [role="dialog"] button, #${id} [part~="chooser"] button`).first();
    if (await ply(page, id) === before && (await chooser.count())) await chooser.click();
    assert.ok((await ply(page, id)) > before, `${id}: the clicked move was played`);
  }

  const violations = await page.evaluate(() => window.__violations);
  assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
  assert.deepEqual(errors.filter((e) => !/chess960/.test(e)), [], 'no console error');
  await page.screenshot({ path: join(ELEMENT, '../../test-results/element-csp.png'), fullPage: true }).catch(() => {});
  await page.close();
});

test('a narrow board keeps its height under the same policy (the list\'s box is sized through the CSSOM)', async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 1000 } });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  await page.goto(`${origin}/demo/index.html`);
  await page.waitForFunction(() => customElements.get('variant-board'));
  const r = await page.evaluate(async () => {
    const box = document.createElement('div');
    box.style.width = '320px';
    const el = document.createElement('variant-board');
    el.setAttribute('variant', 'dart');
    box.append(el);
    document.body.prepend(box);
    await el.ready;
    const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok)));
    await frame();
    const heights = [el.getBoundingClientRect().height], sized = [];
    // The same plies as the element's steady-height test: at the fifth, Dart is in check with two moves, offered as buttons.
    for (let i = 0; i < 6; i++) {
      const v = el.game, s = el.session.state, a = v.legalActions(s);
      el.play(v.formatAction(s, a[(i * 7) % a.length]));
      await el.updateComplete;
      await frame();
      heights.push(el.getBoundingClientRect().height);
      sized.push(el.shadowRoot.querySelector('.moves-slot').style.height);
    }
    return { heights, sized };
  });
  assert.ok(r.sized.some((h) => h !== ''), `the list's box was given a height at some ply (${r.sized.join(', ')})`);
  assert.ok(r.heights.every((h) => Math.abs(h - r.heights[0]) < 1), `heights ${r.heights.join(' ')}`);
  assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no Content-Security-Policy violation');
  await page.close();
});

test('hostile attribute text set by the page never becomes markup, under the same policy', async () => {
  const page = await browser.newPage();
  await page.goto(`${origin}/demo/index.html`);
  await page.waitForFunction(() => customElements.get('variant-board'));
  const injected = await page.evaluate(async () => {
    const el = document.createElement('variant-board');
    el.setAttribute('variant', 'dagger');
    el.setAttribute('position', '<img src=x onerror="window.__pwned=1">');
    el.setAttribute('highlights', '"><img src=x onerror="window.__pwned=1">');
    el.addEventListener('error', (e) => e.stopPropagation());
    document.body.append(el);
    await el.ready.catch(() => {});
    await new Promise((r) => setTimeout(r, 200));
    return { imgs: el.shadowRoot.querySelectorAll('img').length, pwned: window.__pwned ?? null, text: el.shadowRoot.textContent.length };
  });
  assert.deepEqual({ imgs: injected.imgs, pwned: injected.pwned }, { imgs: 0, pwned: null });
  assert.ok(injected.text > 0, 'the board shows something (its message), never a blank box');
  await page.close();
});

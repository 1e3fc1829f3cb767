// The course pages as a new learner uses them, on the built site under its strict
// Content-Security-Policy: the Dagger Chess course taken from the first step to the last, the
// first steps by clicking the board, the page reloaded half-way (the same step, the steps done and
// their stars come back), and every course page showing its parts and steps with their stars.
// Screenshots go to test-results/site/. Run `npm run test:site` (it builds first), or alone once
// site/dist is built.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { ROOT, serveBuiltSite } from './built-site.mjs';

const SHOTS = join(ROOT, 'test-results/site');

let site;
let origin;
let browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await serveBuiltSite();
  origin = site.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** A tab that notes page errors and Content-Security-Policy violations. */
async function watchedTab(context) {
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (e) => problems.push(e.message));
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { tab, problems, violations: () => tab.evaluate(() => window.__violations ?? []) };
}

const ready = (tab) => tab.evaluate(() => customElements.whenDefined('variant-lesson').then(() => document.querySelector('variant-lesson').ready));
const lessonState = (tab) => tab.evaluate(() => {
  const el = document.querySelector('variant-lesson');
  return { index: el.index, done: el.done.length, total: el.loadedCourse.steps.length, solved: el.solved, stars: el.stars };
});

/**
 * Answers the steps from `from` to `to` (exclusive) through the element's API, in the page: opens
 * each step with Next (unless it is already shown) and plays the answer the lesson's own solver
 * finds on the board. Returns the steps not solved.
 */
const playSteps = (tab, from, to) => tab.evaluate(async ([from, to]) => {
  const { solveFrom } = await import('/element/variant-lesson.js');
  const el = document.querySelector('variant-lesson');
  const failed = [];
  for (let i = from; i < to; i++) {
    if (el.index !== i) {
      await el.next();
      await el.ready;
    }
    const board = el.board;
    const v = board.game;
    const rolls = board.session.events.filter((e) => e.kind === 'chance').length;
    const line = solveFrom(v, el.currentStep, v.toMove(board.session.state), board.session.state, [], rolls) ?? [];
    for (const n of line) {
      board.play(n);
      await new Promise((r) => setTimeout(r, 0));
      await el.updateComplete;
    }
    if (!el.solved || el.index !== i) failed.push(i + 1);
  }
  return failed;
}, [from, to]);

test('a new learner takes the Dagger course from first step to last, leaving and coming back half-way', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const { tab, problems, violations } = await watchedTab(context);
  try {
    await tab.goto(`${origin}/learn/dagger/`, { waitUntil: 'load' });
    await ready(tab);
    let state = await lessonState(tab);
    assert.equal(state.index, 0);
    assert.ok(state.total >= 30, `${state.total} steps`);
    // The first two steps by clicking the board, as the learner would.
    const cell = (id) => tab.locator(`variant-lesson variant-board polygon.hit[data-kind="cell"][data-id="${id}"]`);
    await cell('d1').click();
    await cell('f1').click();
    await tab.locator('variant-lesson .feedback.right').waitFor({ timeout: 10000 });
    await tab.locator('variant-lesson button.next').click();
    await tab.waitForFunction(() => document.querySelector('variant-lesson').index === 1);
    await cell('e1').click();
    await cell('f1').click();
    await tab.locator('variant-lesson .feedback.right').waitFor({ timeout: 10000 });
    // Then on through the element's API to half-way.
    const half = Math.floor(state.total / 2);
    assert.deepEqual(await playSteps(tab, 2, half), [], 'steps not solved');
    await tab.locator('variant-lesson button.next').click();
    await tab.waitForFunction((n) => document.querySelector('variant-lesson').index === n, half);
    const before = await lessonState(tab);
    assert.equal(before.done, half);
    // The learner leaves and comes back.
    await tab.reload({ waitUntil: 'load' });
    await ready(tab);
    state = await lessonState(tab);
    assert.equal(state.index, half, 'back on the same step');
    assert.equal(state.done, half, 'the steps done are remembered');
    assert.deepEqual(state.stars, before.stars, 'and their stars');
    assert.equal(await tab.locator('variant-lesson .steps button.done').count(), half);
    assert.equal(await tab.locator('variant-lesson .steps button[aria-current="step"]').innerText().then((t) => t.trim().split(/\s/)[0]), String(half + 1));
    assert.match(await tab.locator('variant-lesson .total').innerText(), new RegExp(`^${half} of ${state.total} steps done`));
    await tab.screenshot({ path: join(SHOTS, 'learn-dagger-resumed.png'), fullPage: false });
    // On to the last step.
    assert.deepEqual(await playSteps(tab, half, state.total), [], 'steps not solved');
    state = await lessonState(tab);
    assert.equal(state.done, state.total);
    assert.match(await tab.locator('variant-lesson [part=feedback]').innerText(), /finished the course/);
    await tab.screenshot({ path: join(SHOTS, 'learn-dagger-finished.png'), fullPage: false });
    assert.deepEqual(problems, []);
    assert.deepEqual(await violations(), []);
  } finally {
    await context.close();
  }
});

test('every course page shows its parts, steps and stars, and the current step', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { tab, problems, violations } = await watchedTab(context);
  try {
    for (const game of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
      await tab.goto(`${origin}/learn/${game}/`, { waitUntil: 'load' });
      await ready(tab);
      const parts = await tab.locator('variant-lesson nav h3.part').allInnerTexts();
      assert.deepEqual(parts.map((p) => p.replace(/\s*\d+\/\d+$/, '')), ['The rules', 'First tactics', 'Endings'], game);
      const steps = await tab.locator('variant-lesson .steps button').count();
      assert.ok(steps >= 30, `${game}: ${steps} steps`);
      assert.equal(await tab.locator('variant-lesson .steps button[aria-current="step"]').count(), 1);
      assert.match(await tab.locator('variant-lesson .count').innerText(), /^Part 1 of 3, The rules: step \d+ of \d+$/);
      await tab.screenshot({ path: join(SHOTS, `learn-${game}.png`), fullPage: false });
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(await violations(), []);
  } finally {
    await context.close();
  }
});

// Parts of the element's code that arrive late (a slow network, a busy CDN): the board is used
// before the file has come, and does then what it would have done with it. Drives the built bundle
// in Chromium under the strict policy of element-csp.test.mjs; the part's request is held by the
// browser until the test lets it through, so the race is set up every time, not by chance.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { BOARD_PAGE, serveElement, watchPage } from './element-server.mjs';

let served, browser;

before(async () => {
  served = await serveElement(BOARD_PAGE);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await served?.close();
});

/**
 * Opens a board whose requests for the files matching `late` are held until `release()`; resolves once
 * the board is ready and such a request has been made (so the board is now without that file).
 */
async function openWithLate(late, attrs) {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  const held = [];
  let released = false;
  await page.route('**/*', (r) => (!released && late.test(new URL(r.request().url()).pathname) ? held.push(r) : r.continue()));
  const pageErrors = await watchPage(page);
  await page.goto(`${served.origin}/board.html?attrs=${encodeURIComponent(attrs)}`);
  await page.evaluate(() => document.getElementById('b').ready);
  // (The glide file is asked for once the page is idle, at most 2 s on: a loaded machine may take longer.)
  for (let i = 0; i < 400 && !held.length; i++) await new Promise((ok) => setTimeout(ok, 50));
  assert.equal(held.length, 1, `the board asked for the file matching ${late}`);
  const release = async () => {
    released = true;
    const arrived = page.waitForEvent('requestfinished', (q) => late.test(new URL(q.url()).pathname));
    await Promise.all(held.map((r) => r.continue()));
    await arrived;
    // The module's evaluation and the promise continuations that hand it to the board.
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
  };
  return { page, release, pageErrors };
}

test('a move before the glide file has come is drawn at once; the next move glides', async () => {
  const { page, release, pageErrors } = await openWithLate(/\/chunks\/glide-/, 'variant="dart"');
  const move = () => page.evaluate(async () => {
    const b = document.getElementById('b');
    const before = b.shadowRoot.querySelector('g.drawing').innerHTML, ply = b.session.ply;
    window.__playFirst(b);
    await b.updateComplete;
    const gliding = [...b.shadowRoot.querySelectorAll('g.drawing g.piece')].filter((p) => p.getAnimations().length).length;
    return { played: b.session.ply === ply + 1, redrawn: b.shadowRoot.querySelector('g.drawing').innerHTML !== before, gliding, error: b.error };
  });
  const early = await move();
  assert.ok(early.played && early.redrawn, 'the move is played and drawn');
  assert.equal(early.gliding, 0, 'no glide without its file');
  assert.equal(early.error, null);
  await release();
  const later = await move();
  assert.ok(later.played && later.redrawn);
  assert.ok(later.gliding > 0, 'the move after the file came glides');
  assert.equal(later.error, null);
  const seen = await page.evaluate(() => window.__seen);
  assert.deepEqual([seen.errors, seen.unhandled, pageErrors], [[], [], []]);
  await page.close();
});

test('a refusal before the reject explanations have come is explained when they come, in the position it was refused in', async () => {
  // Dart, White to move: a click on Black's rook on a6 is refused as not Black's turn.
  const { page, release, pageErrors } = await openWithLate(/\/chunks\/reject-/, 'variant="dart" position="r4k/6/6/6/R5/K5[DDDddd] w 0 1"');
  await page.locator('#b polygon.hit.cell[data-id="a6"]').click();
  // Nothing said yet, and the board goes on: White moves meanwhile, so that it is now Black's turn.
  const meanwhile = await page.evaluate(async () => {
    const b = document.getElementById('b');
    b.play('a2a3');
    await b.updateComplete;
    return { rejects: window.__seen.rejects.length, ply: b.session.ply, error: b.error };
  });
  assert.deepEqual(meanwhile, { rejects: 0, ply: 1, error: null });
  await release();
  const seen = await page.evaluate(() => ({ ...window.__seen, error: document.getElementById('b').error }));
  assert.equal(seen.rejects.length, 1, 'the refusal is said once, when its file has come');
  // Worked out in the position it was refused in (White's turn), not in the one shown when the file came.
  const [r] = seen.rejects;
  assert.deepEqual([r.reason, r.from, r.to], ['not-your-turn', 'a6', null]);
  assert.match(r.message, /White/);
  assert.deepEqual([seen.error, seen.errors, seen.unhandled, pageErrors], [null, [], [], []]);
  await page.close();
});

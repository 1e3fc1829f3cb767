// A part of the element's code that does not arrive (a network that drops, a CDN that fails): the
// board says which part, once, as its error; it shows what it can without it; the page gets no
// unhandled rejection. Drives the built bundle in Chromium, under the strict policy of
// element-csp.test.mjs, with the part's requests failed by the browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { BOARD_PAGE, ELEMENT, serveElement, watchPage } from './element-server.mjs';

let served, origin, browser;

before(async () => {
  served = await serveElement(BOARD_PAGE);
  origin = served.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await served?.close();
});

/**
 * Opens a board whose requests for the files matching `lost` fail, waits for `ready`, and returns
 * what the page saw: the board's error events, unhandled rejections and page errors, its message
 * and whether it draws pieces and controls.
 */
async function openWithout(lost, attrs) {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  await page.route('**/*', (r) => (lost.test(new URL(r.request().url()).pathname) ? r.abort('failed') : r.continue()));
  const pageErrors = await watchPage(page);
  await page.goto(`${origin}/board.html?attrs=${encodeURIComponent(attrs)}`);
  await page.waitForFunction(() => customElements.get('variant-board'));
  const seen = await page.evaluate(async () => {
    const b = document.getElementById('b');
    await b.ready;
    await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50)));
    const root = b.shadowRoot;
    return {
      ...window.__seen,
      message: root.querySelector('[part~="message"]')?.textContent ?? null,
      pieces: root.querySelectorAll('g.drawing .piece').length,
      controls: !!root.querySelector('[part~="controls"]'),
      error: b.error,
    };
  });
  return { page, seen: { ...seen, pageErrors } };
}

/** The page saw no unhandled rejection and no page error, and the board said one failure: of `part`. */
function assertSaidOnce(seen, part) {
  assert.deepEqual(seen.unhandled, [], 'no unhandled rejection');
  assert.deepEqual(seen.pageErrors, [], 'no page error');
  assert.deepEqual(seen.errors.map((e) => [e.code, e.token]), [['load-failed', part]], 'one error event, naming the part');
}

test('controls that do not arrive: the position as a diagram, the part named once, nothing unhandled', async () => {
  const { page, seen } = await openWithout(/\/chunks\/ui-/, 'variant="dart"');
  assertSaidOnce(seen, 'controls');
  assert.match(seen.message ?? '', /controls did not load.*reload the page/);
  assert.ok(seen.pieces > 0, 'the position is drawn');
  assert.equal(seen.controls, false);
  // A game method then says the same (not "still loading": it will not come), and nothing is played.
  const after = await page.evaluate(async () => {
    const b = document.getElementById('b');
    const r = b.play('a2-a3');
    await b.updateComplete;
    return { r, error: b.error, unhandled: window.__seen.unhandled };
  });
  assert.equal(after.r, false);
  assert.equal(after.error.code, 'load-failed');
  assert.deepEqual(after.unhandled, []);
  // The message can be dismissed, and the board stays.
  await page.locator('#b [part~="message"] button').click();
  assert.equal(await page.evaluate(() => document.getElementById('b').shadowRoot.querySelector('[part~="message"]')), null);
  assert.ok(await page.evaluate(() => document.getElementById('b').shadowRoot.querySelectorAll('g.drawing .piece').length) > 0);
  await page.screenshot({ path: join(ELEMENT, '../../test-results/element-load-failure.png') }).catch(() => {});
  await page.close();
});

test('rules that do not arrive are named as the rules', async () => {
  const { page, seen } = await openWithout(/\/chunks\/dagger-/, 'variant="dagger" readonly controls="none"');
  assertSaidOnce(seen, 'rules');
  assert.match(seen.message ?? '', /rules did not load/);
  await page.close();
});

test('a diagram whose game a script asks for: the failure is said once, and the diagram stays', async () => {
  const { page, seen } = await openWithout(/\/chunks\/(game|records)-/, 'variant="sixstone" readonly controls="none"');
  assert.deepEqual(seen.unhandled, [], 'no unhandled rejection');
  assert.deepEqual(seen.pageErrors, []);
  // `ready` asks for the game and the record reader (one of them is named: both need the game's file).
  assert.equal(seen.errors.length, 1, JSON.stringify(seen.errors));
  assert.equal(seen.errors[0].code, 'load-failed');
  assert.ok(seen.pieces > 0, 'the diagram is still drawn');
  const after = await page.evaluate(async () => {
    const b = document.getElementById('b');
    b.undo();
    b.exportRecord();
    await new Promise((ok) => setTimeout(ok, 50));
    return { errors: window.__seen.errors.map((e) => e.code), unhandled: window.__seen.unhandled };
  });
  assert.deepEqual(after.errors, ['load-failed', 'load-failed', 'load-failed']);
  assert.deepEqual(after.unhandled, []);
  await page.close();
});

test('a record reader that does not arrive, on a board with moves to read: named, nothing unhandled', async () => {
  const { page, seen } = await openWithout(/\/chunks\/records-/, 'variant="dart" moves="1. a2-a3"');
  assertSaidOnce(seen, 'record reader');
  await page.close();
});

test('an editor that does not arrive: the board is still played, and the message stays until dismissed', async () => {
  const { page, seen } = await openWithout(/\/chunks\/editor-/, 'variant="dart" editor');
  assertSaidOnce(seen, 'editor');
  // (The game was built after the failure was said: the build did not clear it.)
  assert.match(seen.message ?? '', /editor did not load/);
  assert.ok(seen.pieces > 0 && seen.controls, 'the board and its controls are drawn');
  const after = await page.evaluate(async () => {
    const b = document.getElementById('b');
    const played = window.__playFirst(b);
    await b.updateComplete;
    return { played, ply: b.session.ply, message: b.shadowRoot.querySelector('[part~="message"]')?.textContent ?? null };
  });
  assert.ok(after.played && after.ply === 1, 'a move is played');
  assert.match(after.message ?? '', /editor did not load/, 'a move does not clear what is still missing');
  await page.locator('#b [part~="message"] button').click();
  assert.equal(await page.evaluate(() => document.getElementById('b').shadowRoot.querySelector('[part~="message"]')), null);
  await page.close();
});

test("a part of the drawing that does not arrive (Dagger's cells): named as the drawing, the pieces still drawn", async () => {
  const { page, seen } = await openWithout(/\/chunks\/features-/, 'variant="dagger"');
  assertSaidOnce(seen, 'drawing');
  assert.match(seen.message ?? '', /drawing did not load/);
  assert.ok(seen.pieces > 0 && seen.controls, 'the pieces and the controls are drawn');
  // No cell is written as a path without points (`d="MZMZ…"`, which Chromium logs as an error per path).
  const pointless = await page.evaluate(() =>
    [...document.getElementById('b').shadowRoot.querySelectorAll('path')].filter((p) => !/\d/.test(p.getAttribute('d') ?? '0')).length);
  assert.equal(pointless, 0);
  await page.close();
});

test('an attribute check that does not arrive: named once, the board drawn and played, ready settles', async () => {
  const { page, seen } = await openWithout(/\/chunks\/check-attributes-/, 'variant="dart" highlights="c3 q99"');
  assertSaidOnce(seen, 'attribute check');
  assert.match(seen.message ?? '', /attribute check did not load/);
  assert.ok(seen.pieces > 0 && seen.controls, 'the board is drawn with its controls');
  assert.ok(await page.evaluate(() => window.__playFirst(document.getElementById('b'))), 'a move is played');
  await page.close();
});

test('arrows whose drawing does not arrive: named once, and the board still updates', async () => {
  const { page, seen } = await openWithout(/\/chunks\/arrows-/, 'variant="dart" readonly controls="none" arrows="a1-a3"');
  assertSaidOnce(seen, 'drawing');
  assert.ok(seen.pieces > 0);
  // Later changes wait for the arrows' code before they render: its failure must not hold them.
  const after = await page.evaluate(async () => {
    const b = document.getElementById('b');
    // (A diagram nobody has focused has no clickable places: the drawing is compared.)
    const a1 = () => b.shadowRoot.querySelector('g.drawing').innerHTML;
    const before = a1();
    b.setAttribute('arrows', 'b1-b3');
    b.flip();
    const done = await Promise.race([b.updateComplete.then(() => 'updated'), new Promise((ok) => setTimeout(() => ok('stalled'), 2000))]);
    return { done, turned: a1() !== before, errors: window.__seen.errors.length, unhandled: window.__seen.unhandled };
  });
  assert.equal(after.done, 'updated');
  assert.ok(after.turned, 'the board is drawn turned');
  assert.equal(after.errors, 1, 'said once');
  assert.deepEqual(after.unhandled, []);
  await page.close();
});

test('a computer player whose file does not arrive: said as load-failed, and asked for again at the next move', async () => {
  const { page, seen } = await openWithout(/\/chunks\/client-/, 'variant="dart" players="human,computer" seed="1"');
  assert.deepEqual(seen.errors, [], 'nothing is said before the computer is needed');
  const move = () => page.evaluate(async () => {
    const b = document.getElementById('b');
    window.__playFirst(b);
    // The computer's answer (or its failure) comes after the move.
    await window.__until(() => b.session.ply >= 2 || b.error, 100);
    // The status as drawn once the board has updated for what came (its renders go in time slices).
    await b.updateComplete;
    return { ply: b.session.ply, error: b.error, unhandled: window.__seen.unhandled, status: b.shadowRoot.querySelector('[part~="status"]').textContent };
  });
  const failed = await move();
  assert.equal(failed.error?.code, 'load-failed');
  assert.equal(failed.error?.token, 'computer player');
  assert.equal(failed.ply, 1, 'the move played stays');
  assert.doesNotMatch(failed.status, /Thinking/);
  assert.deepEqual(failed.unhandled, []);
  // The connection is back: the move taken back and played again, the computer answers.
  await page.unroute('**/*');
  await page.evaluate(() => document.getElementById('b').undo());
  const afterUndo = await page.evaluate(() => { const b = document.getElementById('b'); b.shadowRoot.querySelector('[part~="message"] button')?.click(); return b.session.ply; });
  assert.equal(afterUndo, 0);
  const again = await move();
  assert.equal(again.ply, 2, `the computer answered: ${JSON.stringify(again.error)}`);
  await page.close();
});

test('reject explanations that do not arrive: a refused click is said as load-failed, once; the board is still played', async () => {
  // Dart, the white rook on a2 pinned by the black rook on a6: a2 then b2 is a move the rules refuse.
  const { page, seen } = await openWithout(/\/chunks\/reject-/, 'variant="dart" position="r4k/6/6/6/R5/K5[DDDddd] w 0 1"');
  assert.deepEqual(seen.errors, [], 'nothing is said before a move is refused');
  const cell = (id) => page.locator(`#b polygon.hit.cell[data-id="${id}"]`);
  await cell('a2').click();
  await cell('b2').click();
  const after = await page.evaluate(async () => {
    const b = document.getElementById('b');
    await window.__until(() => b.error, 40);
    const error = b.error;
    b.shadowRoot.querySelector('[part~="message"] button')?.click();
    window.__playFirst(b);
    await b.updateComplete;
    return { error: error && { code: error.code, token: error.token, message: error.message }, ply: b.session.ply, errors: window.__seen.errors.length, unhandled: window.__seen.unhandled };
  });
  assert.equal(after.error?.code, 'load-failed');
  assert.equal(after.error?.token, 'reject explanations');
  assert.match(after.error.message, /reject explanations did not load/);
  assert.equal(after.errors, 1, 'said once');
  assert.equal(after.ply, 1, 'a legal move is still played');
  assert.deepEqual(after.unhandled, []);
  await page.close();
});

test('image export that does not arrive: the save button says so, toPng rejects with the same code', async () => {
  const { page, seen } = await openWithout(/\/chunks\/image-export-/, 'variant="dart" sharing');
  assert.deepEqual(seen.errors, []);
  await page.locator('#b button', { hasText: 'Save PNG' }).click();
  const after = await page.evaluate(async () => {
    const b = document.getElementById('b');
    await window.__until(() => b.error, 40);
    const png = await b.toPng().then(() => null, (e) => [e.code, e.token]);
    await new Promise((ok) => setTimeout(ok, 50));
    return { error: b.error, png, unhandled: window.__seen.unhandled };
  });
  assert.equal(after.error?.code, 'load-failed');
  assert.equal(after.error?.token, 'image export');
  assert.match(after.error.message, /image export did not load/);
  assert.deepEqual(after.png, ['load-failed', 'image export']);
  assert.deepEqual(after.unhandled, []);
  await page.close();
});

test('analysis whose code does not arrive (no worker, no page fallback): its panel says so, and the next position tries again', async () => {
  const { page, seen } = await openWithout(/(worker|\/chunks\/(service|solve)-)/, 'variant="sixstone" analysis');
  assert.deepEqual(seen.unhandled, []);
  const said = await page.evaluate(async () => {
    const b = document.getElementById('b');
    await window.__until(() => /did not load/.test(b.shadowRoot.textContent), 100);
    return { text: b.shadowRoot.textContent, unhandled: window.__seen.unhandled };
  });
  assert.match(said.text, /analysis did not load/);
  assert.deepEqual(said.unhandled, []);
  // The connection is back: a new position is analysed.
  await page.unroute('**/*');
  const solved = await page.evaluate(async () => {
    const b = document.getElementById('b');
    window.__playFirst(b);
    await window.__until(() => /wins|draw/i.test(b.shadowRoot.textContent), 200);
    return b.shadowRoot.textContent;
  });
  assert.match(solved, /wins|draw/i);
  await page.close();
});

test("a computer player whose search cannot run (no worker script, no page fallback): said as the player's", async () => {
  const { page } = await openWithout(/(worker|\/chunks\/service-)/, 'variant="dart" players="human,computer"');
  const r = await page.evaluate(async () => {
    const b = document.getElementById('b');
    window.__playFirst(b);
    await window.__until(() => b.error, 100);
    return { error: b.error, ply: b.session.ply, unhandled: window.__seen.unhandled };
  });
  assert.deepEqual([r.error?.code, r.error?.token], ['load-failed', 'computer player']);
  assert.equal(r.ply, 1);
  assert.deepEqual(r.unhandled, []);
  await page.close();
});

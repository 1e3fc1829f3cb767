// In Chromium: a page of another origin, under a strict policy of its own, embeds /embed/dagger
// in an iframe and a move is played in it by mouse; /play/ shows the board and its og:image loads.
// No Content-Security-Policy violation on either page. Needs the element's bundle built
// (npm run build) and a Chromium (scripts/chromium.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { Browser, Frame, Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { useServer } from './serve.js';

const { base } = useServer();
let browser: Browser;
let host: Server;
let hostOrigin: string;
/** Where the tests leave their screenshots. */
const SHOTS = process.env.SERVER_SCREENSHOTS ?? '/tmp';

/** The other origin: one page that frames the server's /embed/ under its own strict policy. */
function hostPage(embed: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A forum post</title></head>
<body><h1>A forum post</h1><p>Here is the position:</p>
<iframe id="board" src="${embed.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="480" height="1100" title="Dagger Chess board"></iframe>
</body></html>`;
}

before(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  host = createServer((req, res) => {
    const embed = `${base()}/embed/dagger?${new URLSearchParams({ caption: 'Your move', highlights: 'd2' })}`;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      // The host forum's policy: no script at all, frames only from the board server.
      'Content-Security-Policy': `default-src 'none'; frame-src ${base()}; style-src 'none'; script-src 'none'`,
    });
    res.end(hostPage(embed));
  });
  await new Promise<void>((ok) => host.listen(0, 'localhost', ok));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

after(async () => {
  await browser?.close();
  // A before() that failed leaves no host: waiting on its close would hang the file.
  if (host) await new Promise((ok) => host.close(ok));
});

/** Records every CSP violation and page error, in the page and its frames. */
async function watched(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  return { errors };
}

/** A move of the side to move whose piece goes from one cell to another, read from the board. */
async function clickableMove(frame: Frame): Promise<{ from: string; to: string } | null> {
  return frame.evaluate(async () => {
    const el = document.querySelector('variant-board') as unknown as { ready: Promise<unknown>; game: any; session: any };
    await el.ready;
    const v = el.game;
    const s = el.session.state;
    for (const a of v.legalActions(s)) {
      const view = v.actionView(s, a);
      if (view.from && 'cell' in view.from && view.to && view.to !== view.from.cell) return { from: view.from.cell as string, to: view.to as string };
    }
    return null;
  });
}

test('another origin frames /embed/dagger under its strict policy, and a move is played in it by mouse', async () => {
  const page = await browser.newPage({ viewport: { width: 700, height: 1300 } });
  const { errors } = await watched(page);
  await page.goto(`${hostOrigin}/`);
  const frame = await (await page.waitForSelector('#board')).contentFrame();
  assert.ok(frame, 'the iframe has a frame');
  assert.equal(new URL(frame.url()).origin, new URL(base()).origin, 'the board is on the server\'s origin, not the page\'s');
  await frame.waitForFunction(() => customElements.get('variant-board') !== undefined);
  const move = await clickableMove(frame);
  assert.ok(move, 'a move to click');
  const ply = () => frame.evaluate(() => (document.querySelector('variant-board') as unknown as { session: { ply: number } }).session.ply);
  assert.equal(await ply(), 0);
  const hit = (cell: string) => frame.locator(`variant-board polygon.hit[data-kind="cell"][data-id="${cell}"]`);
  await hit(move.from).click();
  await hit(move.to).click();
  const chooser = frame.locator('variant-board [role="dialog"] button, variant-board [part~="chooser"] button').first();
  if ((await ply()) === 0 && (await chooser.count())) await chooser.click();
  assert.equal(await ply(), 1, `the clicked move ${move.from}-${move.to} was played`);
  await page.screenshot({ path: `${SHOTS}/server-embed-dagger.png` });
  assert.deepEqual(errors, [], 'no CSP violation and no error on the host page or in the frame');
  await page.close();
});

test('/play/ shows the live board with its caption, and its og:image loads', async () => {
  const page = await browser.newPage({ viewport: { width: 600, height: 900 } });
  const { errors } = await watched(page);
  const query = new URLSearchParams({ moves: '66 e4 23 Nc6', caption: 'Dice Chess after two moves', highlights: 'e4' });
  const response = await page.goto(`${base()}/play/dice?${query}`);
  assert.equal(response?.status(), 200);
  await page.waitForFunction(() => customElements.get('variant-board') !== undefined);
  const state = await page.evaluate(async () => {
    const el = document.querySelector('variant-board') as unknown as HTMLElement & { ready: Promise<unknown>; session: { ply: number } };
    await el.ready;
    const rect = el.getBoundingClientRect();
    return { ply: el.session.ply, width: rect.width, height: rect.height, caption: document.querySelector('figcaption')?.textContent, drawn: el.matches(':state(drawn)') };
  });
  assert.equal(state.ply, 4, 'the board shows the position after the moves of the URL');
  assert.ok(state.width > 300 && state.height > 300, `the board is drawn (${state.width}x${state.height})`);
  assert.equal(state.caption, 'Dice Chess after two moves');
  const og = await page.getAttribute('meta[property="og:image"]', 'content');
  assert.ok(og);
  const image = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, og);
  assert.equal(image.width, 600);
  assert.equal(String(image.height), await page.getAttribute('meta[property="og:image:height"]', 'content'));
  await page.screenshot({ path: `${SHOTS}/server-play-dice.png`, fullPage: true });
  assert.deepEqual(errors, [], 'no CSP violation and no error');
  await page.close();
});

// A Markdown page as an Eleventy site (markdown-it) would write it, served under a strict Content-Security-Policy (scripts and styles only from
// files of the site, nothing inline) and opened in Chromium: without JavaScript every board shows
// its static SVG; with it every board becomes the live element, draws exactly that picture, and a
// move is played on the d4 d6 board an author pasted from the position editor. No violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import markdownit from 'markdown-it';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { markdownBlock } from '../../element/src/editor/output.js';
import { markdownItVariantBoard, prepare } from '../src/index.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ELEMENT_DIST = join(ROOT, 'packages/element/dist');
const SHOTS = join(ROOT, 'test-results/markdown');
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; worker-src 'self'; object-src 'none'; base-uri 'none'";
const FIXTURE = readFileSync(new URL('./fixtures/boards.md', import.meta.url), 'utf8');
/** The block the position editor writes for a d4 d6 position, pasted as it is (issue 13's "done when"). */
const EDITOR_BLOCK = markdownBlock({ variant: 'd4d6', position: '3A4/2r2r2/1Ft2a2/1g2C(n)3/8/8/8/8 w start - - 0 0' });

/** A whole page around rendered Markdown, as a site template would write it: the element's script and a stylesheet, both files. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="stylesheet" href="/page.css"><script type="module" src="/element/variant-board.js"></script></head>` +
  `<body><main><h1>${title}</h1>\n${body}</main></body></html>`;
const CSS = '.vb-figure { max-width: 28rem; margin: 1rem 0; } .vb-static svg { display: block; width: 100%; height: auto; }';

const pages = new Map<string, string>();
let server: Server;
let origin: string;
let browser: Browser;

before(async () => {
  if (!existsSync(join(ELEMENT_DIST, 'variant-board.js'))) execSync('npm run build -w @variant-board/element', { cwd: ROOT, stdio: 'pipe' });
  mkdirSync(SHOTS, { recursive: true });
  await prepare();
  const md = markdownit({ html: true }).use(markdownItVariantBoard);
  pages.set('/eleventy/', page('Boards from markdown-it', md.render(`${FIXTURE}\n${EDITOR_BLOCK}\n`)));

  server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const send = (type: string, body: string | Buffer) => {
      res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': POLICY });
      res.end(body);
    };
    if (pages.has(path)) return send('text/html; charset=utf-8', pages.get(path)!);
    if (path === '/page.css') return send('text/css', CSS);
    if (path === '/favicon.ico') {
      res.writeHead(204);
      return res.end();
    }
    const file = normalize(join(ELEMENT_DIST, path.replace(/^\/element\//, '/')));
    if (path.startsWith('/element/') && file.startsWith(ELEMENT_DIST) && existsSync(file) && statSync(file).isFile()) {
      return send(extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream', readFileSync(file));
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const executablePath = findChromium();
  assert.ok(executablePath, 'Chromium not found (scripts/chromium.mjs)');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
});

async function watchedTab(js: boolean): Promise<{ tab: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1000, height: 900 } });
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  tab.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  tab.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  if (js) {
    await tab.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
    });
  }
  return { tab, problems, close: () => context.close() };
}

/** Where two pictures part (assert's own message cuts long strings before that). */
function firstDifference(live: string, built: string): string {
  let i = 0;
  while (i < live.length && live[i] === built[i]) i++;
  return `at character ${i} of ${live.length} (live) and ${built.length} (built): live "${live.slice(Math.max(0, i - 80), i + 160)}", built "${built.slice(Math.max(0, i - 80), i + 160)}"`;
}
const staticOf = (html: string) => [...html.matchAll(/<div class="vb-static">([\s\S]*?)<\/div><\/variant-board>/g)].map((m) => m[1]!);

// remark and Sätteri write the same boards as markdown-it (plugins.test.ts), so one page is enough here.
for (const path of ['/eleventy/']) {
  test(`${path}: without JavaScript every board shows its static picture`, async () => {
    const { tab, problems, close } = await watchedTab(false);
    try {
      await tab.goto(`${origin}${path}`, { waitUntil: 'load' });
      const boards = await tab.locator('variant-board .vb-static svg').evaluateAll((els) =>
        els.map((e) => ({ width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height, label: e.getAttribute('aria-label') })));
      assert.equal(boards.length, 7, 'six boards of the fixture and the editor\'s block');
      for (const b of boards) assert.ok(b.width > 200 && b.height > 200, `a static board is not visible: ${JSON.stringify(b)}`);
      assert.equal(boards[6]!.label, 'd4 d6 chess board');
      // The pasted d4 d6 block is on screen as drawn at build time.
      const d4d6 = tab.locator('figure.vb-figure').last();
      await d4d6.scrollIntoViewIfNeeded();
      await d4d6.screenshot({ path: join(SHOTS, `${path.replace(/\//g, '')}-d4d6-no-js.png`) });
      await tab.screenshot({ path: join(SHOTS, `${path.replace(/\//g, '')}-no-js.png`), fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test(`${path}: with JavaScript every board becomes the live element, the same picture, and plays under the policy`, async () => {
    const { tab, problems, close } = await watchedTab(true);
    try {
      await tab.goto(`${origin}${path}`, { waitUntil: 'load' });
      await tab.evaluate(() => customElements.whenDefined('variant-board'));
      await tab.waitForFunction(() => [...document.querySelectorAll('variant-board')].every((b) => b.shadowRoot?.querySelector('svg')), null, { timeout: 15000 });
      // The element draws exactly the build-time picture (apart from its label), and shows no error.
      const live = await tab.evaluate(() => Promise.all([...document.querySelectorAll('variant-board')].map(async (b) => {
        const el = b as HTMLElement & { ready: Promise<void>; toSvg(): string };
        await el.ready;
        return { svg: el.toSvg(), error: b.shadowRoot?.querySelector('[part~="message"]')?.textContent?.trim() ?? '' };
      })));
      const unlabelled = (t: string) => t.replace(/aria-label="[^"]*"/, '').replace(/<title>[^<]*<\/title>/, '');
      const built = staticOf(pages.get(path)!);
      assert.equal(live.length, built.length);
      live.forEach((b, i) => {
        assert.equal(b.error, '', `board ${i} shows an error`);
        assert.equal(unlabelled(b.svg), unlabelled(built[i]!), `board ${i} differs from its static picture: ${firstDifference(unlabelled(b.svg), unlabelled(built[i]!))}`);
      });

      // The pasted d4 d6 board: play a move with the mouse as a reader would.
      const board = tab.locator('variant-board').last();
      await board.scrollIntoViewIfNeeded();
      await board.evaluate((b) => {
        (window as unknown as { __moves: string[] }).__moves = [];
        b.addEventListener('move', (e) => (window as unknown as { __moves: string[] }).__moves.push((e as CustomEvent).detail.notation));
      });
      const moved = () => tab.evaluate(() => (window as unknown as { __moves: string[] }).__moves.length > 0);
      for (let i = 0; i < 10 && !(await moved()); i++) {
        const roll = board.locator('[part~="dice"] button.primary:not([disabled])');
        const chooser = board.locator('[part~="chooser"] button');
        const target = board.locator('polygon.hit.target');
        const movable = board.locator('polygon.hit.movable');
        const actions = board.locator('[part~="actions"] button');
        if (await chooser.count()) await chooser.first().click();
        else if (await target.count()) await target.first().click();
        else if (await roll.count()) {
          await roll.first().click();
          await tab.waitForTimeout(700);
        } else if (await movable.count()) await movable.first().click();
        else if (await actions.count()) await actions.first().click();
        else break;
        await board.evaluate((b) => (b as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
      }
      assert.ok(await moved(), 'the d4 d6 board did not accept a move');
      await board.screenshot({ path: join(SHOTS, `${path.replace(/\//g, '')}-d4d6-live.png`) });
      await tab.screenshot({ path: join(SHOTS, `${path.replace(/\//g, '')}-live.png`), fullPage: true });
      assert.deepEqual(problems, []);
      assert.deepEqual(await tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations), []);
    } finally {
      await close();
    }
  });
}

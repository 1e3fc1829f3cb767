// Serves the built site (site/dist) from a tiny static server with its strict Content-Security-Policy
// (no inline script or style at all) and drives every page in Chromium: no console error and no
// policy violation, every board has its build-time SVG and then upgrades to a live element, the
// page's play board accepts a move, internal links resolve, axe-core finds no violation, the theme
// picker and the mobile menu work. Screenshots go to test-results/site/.
// `npm run test:site` builds first; run alone, this file builds only when site/dist is missing or
// older than its sources.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { DIST, ROOT, resolveFile, serveBuiltSite, shippedPolicy } from './built-site.mjs';

const SHOTS = join(ROOT, 'test-results/site');
const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** What the built site is made from: newer than dist/_headers (written last) means stale. */
const SOURCES = ['site/src', 'site/public', 'site/integrations', 'site/astro.config.mjs', 'site/package.json', 'packages/engine/src', 'packages/element/dist', 'packages/markdown/src'];
function newestSource() {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, info.mtimeMs);
  };
  for (const source of SOURCES) visit(join(ROOT, source));
  return newest;
}
const BUILT = join(DIST, '_headers');
if (!existsSync(BUILT) || statSync(BUILT).mtimeMs < newestSource()) {
  execSync('npm run build -w @variant-board/site', { cwd: ROOT, stdio: 'pipe' });
}

/** Every page of the built site: each index.html under site/dist. */
function builtPages() {
  const found = [];
  const walk = (dir, prefix) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'element' && name !== '_astro' && !name.startsWith('.')) walk(full, `${prefix}${name}/`);
      } else if (name === 'index.html') found.push(prefix);
    }
  };
  walk(DIST, '/');
  return found.sort();
}
const PAGES = builtPages();
const POLICY = shippedPolicy();
/** Pages that must exist (the site's own content); others (e.g. courses) are visited too. */
const REQUIRED = [
  '/',
  '/games/dart/',
  '/games/dice/',
  '/games/sixstone/',
  '/games/dagger/',
  '/games/d4d6/',
  '/embed/',
  '/api/',
  '/playground/',
  '/editor/',
  '/puzzles/',
  '/puzzles/dagger/',
];
/** Pages with a "play this game" board (id="play"). */
const PLAY_PAGES = new Set(['/games/dart/', '/games/dice/', '/games/sixstone/', '/games/dagger/', '/games/d4d6/', '/playground/']);

/** Puzzle elements fetch their file and then fill their shadow DOM: let them finish before axe looks. */
const puzzlesLoaded = (tab) => tab.evaluate(() => Promise.all([...document.querySelectorAll('variant-puzzle')]
  .map((p) => customElements.whenDefined('variant-puzzle').then(() => p.ready))));

let site;
let origin;
let browser;

/** A tab that records every Content-Security-Policy violation in window.__violations. */
async function watchedTab(context) {
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  return tab;
}
const cspViolations = (tab) => tab.evaluate(() => window.__violations);

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await serveBuiltSite();
  origin = site.origin;
  const executablePath = findChromium();
  assert.ok(executablePath, 'Chromium not found (scripts/chromium.mjs)');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

test('the element bundle is served from the site', () => {
  assert.ok(existsSync(join(DIST, 'element/variant-board.js')), 'site/dist/element/variant-board.js is missing');
});

test('the site has all its pages', () => {
  for (const page of REQUIRED) assert.ok(PAGES.includes(page), `missing page ${page}`);
});

test('a Dagger puzzle is solved by clicking on the puzzle page, scored, and the place kept after a reload', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await watchedTab(context);
  const problems = [];
  tab.on('pageerror', (err) => problems.push(err.message));
  try {
    await tab.goto(`${origin}/puzzles/dagger/`, { waitUntil: 'load' });
    const ready = () => tab.evaluate(() => customElements.whenDefined('variant-puzzle').then(() => document.querySelector('variant-puzzle').ready));
    await ready();
    // The first puzzle whose answer is one piece to one cell, as a reader would click it.
    const cells = await tab.evaluate(async () => {
      const el = document.querySelector('variant-puzzle');
      for (let i = 0; i < el.file.puzzles.length; i++) {
        await el.goTo(i);
        const v = el.board.game, s = el.board.session.state;
        const view = v.actionView(s, v.parseAction(s, el.current.solution[0]));
        const same = v.legalActions(s).filter((a) => { const w = v.actionView(s, a); return w.from?.cell === view.from?.cell && w.to === view.to; });
        if (view.from?.cell && view.to && same.length === 1) return { from: view.from.cell, to: view.to, index: i };
      }
      return null;
    });
    assert.ok(cells, 'no puzzle to click');
    const hit = (id) => tab.locator(`variant-puzzle variant-board polygon.hit[data-kind="cell"][data-id="${id}"]`);
    await hit(cells.from).click();
    await hit(cells.to).click();
    await tab.locator('variant-puzzle .feedback.right').waitFor({ timeout: 10000 });
    assert.match(await tab.locator('variant-puzzle .score').innerText(), /1 solved, 3 of 3 stars/);
    await tab.screenshot({ path: join(SHOTS, 'puzzles-dagger-solved.png') });
    await tab.locator('variant-puzzle button.next').click();
    await tab.waitForFunction((i) => document.querySelector('variant-puzzle').index === i + 1, cells.index);
    await tab.reload({ waitUntil: 'load' });
    await ready();
    assert.equal(await tab.evaluate(() => document.querySelector('variant-puzzle').index), cells.index + 1);
    assert.match(await tab.locator('variant-puzzle .score').innerText(), /1 solved, 3 of 3 stars/);
    assert.deepEqual(problems, []);
    assert.deepEqual(await cspViolations(tab), []);
  } finally {
    await context.close();
  }
});

test('the playground reads variant, position and moves from its address', async () => {
  const context = await browser.newContext();
  const tab = await watchedTab(context);
  const problems = [];
  tab.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  try {
    await tab.goto(`${origin}/playground/?variant=sixstone&moves=D2C2%20C4C3`, { waitUntil: 'load' });
    const board = tab.locator('#play variant-board');
    await board.evaluate((b) => customElements.whenDefined('variant-board').then(() => b.ready));
    await tab.waitForFunction(() => document.querySelector('#play variant-board')?.session?.events.length === 2, null, { timeout: 10000 });
    const state = await board.evaluate((b) => ({ variant: b.variant, moves: b.session.events.map((e) => e.notation), position: b.currentPosition }));
    assert.equal(state.variant, 'sixstone');
    assert.deepEqual(state.moves, ['D2C2', 'C4C3']);
    assert.equal(await tab.locator('#pg-variant').inputValue(), 'sixstone');
    const code = await tab.locator('#pg-code').inputValue();
    assert.match(code, /<variant-board variant="sixstone" moves="D2C2 C4C3"><\/variant-board>/);
    assert.match(code, /<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/element\/variant-board\.js"><\/script>/);
    // A move played on the board joins the embed code.
    await tab.locator('#play variant-board polygon.hit.movable').first().click();
    await tab.locator('#play variant-board polygon.hit.target').first().click();
    await tab.waitForFunction(() => document.querySelector('#play variant-board')?.session?.events.length === 3);
    assert.match(await tab.locator('#pg-code').inputValue(), /moves="D2C2 C4C3 \S+"/);
    // An example position fills in the game and the start position.
    const presets = JSON.parse(await tab.locator('#pg-preset').getAttribute('data-presets'));
    const i = presets.findIndex((p) => p.variant === 'd4d6');
    assert.ok(i >= 0, 'no d4 d6 example position');
    await tab.locator('#pg-preset').selectOption(String(i));
    await tab.waitForFunction((pos) => document.querySelector('#play variant-board')?.currentPosition === pos, presets[i].position, { timeout: 10000 });
    assert.equal(await tab.locator('#pg-variant').inputValue(), 'd4d6');
    assert.match(await tab.locator('#pg-code').inputValue(), /variant="d4d6" position="/);
    assert.deepEqual(problems, []);
    assert.deepEqual(await cspViolations(tab), []);
  } finally {
    await context.close();
  }
});

test('the position editor page: a d4 d6 position set up by clicks, its Markdown block, and the playground link', async () => {
  const context = await browser.newContext();
  const tab = await watchedTab(context);
  const problems = [];
  tab.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  tab.on('pageerror', (err) => problems.push(err.message));
  try {
    await tab.goto(`${origin}/editor/?variant=d4d6`, { waitUntil: 'load' });
    const board = tab.locator('#editor variant-board');
    await board.evaluate((b) => customElements.whenDefined('variant-board').then(() => b.ready));
    await board.locator('.palette button', { hasText: 'Black Cavalo' }).click();
    await board.locator('polygon.hit[data-id="d4"]').click(); // placed facing south
    await board.locator('polygon.hit[data-id="d4"]').click(); // the same piece again: turned west
    const markdown = await board.locator('#ed-markdown').inputValue();
    const position = 'g1ftaf1g/2rc(s)c(s)r2/8/8/3c(w)4/8/2RC(n)C(n)R2/G1FATF1G w start - - 0 0';
    assert.equal(markdown, ['```variant-board', 'variant: d4d6', `position: ${position}`, '```'].join('\n'));
    assert.equal(new URL(tab.url()).searchParams.get('position'), position);
    const play = new URL(await tab.locator('#ed-play').getAttribute('href'), origin);
    assert.equal(play.pathname, '/playground/');
    assert.equal(play.searchParams.get('position'), position);
    // A facing the rules forbid: the engine's reason, and the block keeps the last valid position.
    await board.locator('.palette button', { hasText: 'White Cavalo' }).click();
    await board.locator('polygon.hit[data-id="c2"]').click();
    await board.locator('polygon.hit[data-id="c2"]').click();
    assert.match(await board.locator('[part~="editor-message"]').textContent(), /a facing the turning rules allow/);
    assert.match(await board.locator('#ed-markdown').inputValue(), /2C\(n\)C\(n\)C\(n\)R2/);
    await tab.screenshot({ path: join(SHOTS, 'editor-d4d6.png'), fullPage: true });
    assert.deepEqual(problems, []);
    assert.deepEqual(await cspViolations(tab), []);
  } finally {
    await context.close();
  }
});

test('the playground opens the editor on its position and plays the edited one', async () => {
  const context = await browser.newContext();
  const tab = await watchedTab(context);
  try {
    await tab.goto(`${origin}/playground/?variant=sixstone&moves=D2C2`, { waitUntil: 'load' });
    const board = tab.locator('#play variant-board');
    await board.evaluate((b) => customElements.whenDefined('variant-board').then(() => b.ready));
    await tab.locator('#pg-edit').click();
    await board.locator('.palette').waitFor();
    const after = await board.evaluate((b) => b.positionEditor.position);
    assert.equal(after, 'BBBB/B..B/W.W./WWWW b');
    await board.locator('.palette button', { hasText: 'Remove pieces' }).click();
    await board.locator('polygon.hit[data-id="A4"]').click();
    assert.equal(await tab.locator('#pg-position').inputValue(), '.BBB/B..B/W.W./WWWW b');
    assert.equal(await tab.locator('#pg-moves').inputValue(), '');
    await tab.locator('#pg-edit').click();
    await tab.waitForFunction(() => document.querySelector('#play variant-board')?.currentPosition === '.BBB/B..B/W.W./WWWW b');
    assert.match(await tab.locator('#pg-code').inputValue(), /position="\.BBB\/B\.\.B\/W\.W\.\/WWWW b"/);
    assert.deepEqual(await cspViolations(tab), []);
  } finally {
    await context.close();
  }
});

test('the playground\'s computer opponent answers a move (its Web Worker runs under the policy)', async () => {
  const context = await browser.newContext();
  const tab = await watchedTab(context);
  const problems = [];
  tab.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  tab.on('pageerror', (err) => problems.push(err.message));
  try {
    await tab.goto(`${origin}/playground/?variant=sixstone&players=human%20computer`, { waitUntil: 'load' });
    await tab.evaluate(() => customElements.whenDefined('variant-board').then(() => document.querySelector('#play variant-board').ready));
    await tab.locator('#play variant-board polygon.hit.movable').first().click();
    await tab.locator('#play variant-board polygon.hit.target').first().click();
    await tab.waitForFunction(() => document.querySelector('#play variant-board')?.session?.events.length >= 2, null, { timeout: 20000 });
    assert.deepEqual(problems, []);
    assert.deepEqual(await cspViolations(tab), []);
  } finally {
    await context.close();
  }
});

test('in the dark colour scheme axe finds no violation either', async () => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const tab = await watchedTab(context);
  try {
    for (const page of REQUIRED) {
      await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
      await tab.evaluate(() => customElements.whenDefined('variant-board'));
      await puzzlesLoaded(tab);
      await tab.waitForFunction(() => [...document.querySelectorAll('variant-board')].every((b) => b.shadowRoot?.querySelector('svg')), null, { timeout: 15000 });
      await tab.evaluate(AXE);
      const result = await tab.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const violations = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
      assert.deepEqual(violations, [], `${page} (dark): axe violations`);
      assert.deepEqual(await cspViolations(tab), [], `${page} (dark): Content-Security-Policy violations`);
      await tab.screenshot({ path: join(SHOTS, `${page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/\//g, '-')}-dark.png`) });
    }
  } finally {
    await context.close();
  }
});

test('without JavaScript every board still shows its picture', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  try {
    for (const page of ['/games/sixstone/', '/games/d4d6/']) {
      await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
      const sizes = await tab.locator('variant-board .vb-static svg').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
      assert.ok(sizes.length > 0, `${page}: no static boards`);
      assert.ok(sizes.every((w) => w > 100), `${page}: a static board is not visible (${sizes.join(', ')})`);
    }
  } finally {
    await context.close();
  }
});

test('the API reference lists every attribute, event, CSS part, custom property and state of the manifest', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'packages/element/custom-elements.json'), 'utf8'));
  const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.customElement);
  assert.ok(el, 'no custom element in the manifest');
  const html = readFileSync(resolveFile('/api/'), 'utf8');
  for (const a of el.attributes.filter((x) => !x.name.startsWith('_'))) assert.ok(html.includes(`<code>${a.name}</code>`), `attribute ${a.name}`);
  for (const e of (el.events ?? []).filter((x) => x.description)) assert.ok(html.includes(`<code>${e.name}</code>`), `event ${e.name}`);
  for (const c of el.cssParts ?? []) assert.ok(html.includes(`::part(${c.name})`), `part ${c.name}`);
  for (const c of el.cssProperties ?? []) assert.ok(html.includes(`<code>${c.name}</code>`), `custom property ${c.name}`);
  assert.ok(el.cssStates?.length, 'no custom state in the manifest (the drawn state)');
  for (const c of el.cssStates) assert.ok(html.includes(`:state(${c.name})`), `custom state ${c.name}`);
});

test('the shipped policy allows no inline code at all', () => {
  assert.match(POLICY, /(^|; )script-src 'self'(;|$)/);
  assert.match(POLICY, /(^|; )style-src 'self'(;|$)/);
  assert.match(POLICY, /(^|; )default-src 'self'(;|$)/);
  assert.doesNotMatch(POLICY, /unsafe-inline|unsafe-eval|unsafe-hashes|'sha(256|384|512)-|'nonce-/);
  assert.doesNotMatch(POLICY, /style-src-attr|style-src-elem|script-src-attr|script-src-elem/);
});

test('no page has an inline script, a style element or a style attribute', () => {
  for (const page of PAGES) {
    const html = readFileSync(resolveFile(page), 'utf8');
    for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/gi)) {
      // Data blocks (JSON, JSON-LD) are not run, so the policy does not concern them.
      if (/\btype=["']?application\/(ld\+)?json\b/i.test(attrs)) continue;
      assert.match(attrs, /\ssrc=/i, `${page}: inline <script${attrs}>`);
    }
    assert.doesNotMatch(html, /<style\b/i, `${page}: a <style> element`);
    const styled = /<[a-z][\w-]*\s[^>]*?\sstyle=["'][^>]*>/i.exec(html);
    assert.equal(styled, null, `${page}: a style attribute in ${styled?.[0].slice(0, 120)}`);
  }
});

test('the theme picker applies and remembers its choice, with no violation', async () => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const tab = await watchedTab(context);
  try {
    await tab.goto(`${origin}/`, { waitUntil: 'load' });
    assert.equal(await tab.evaluate(() => document.documentElement.dataset.theme), 'light');
    await tab.locator('header starlight-theme-select select').selectOption('dark');
    assert.equal(await tab.evaluate(() => document.documentElement.dataset.theme), 'dark');
    // The next page starts dark (set in <head> by /theme.js, before the body is parsed) and shows the choice.
    await tab.goto(`${origin}/games/dart/`, { waitUntil: 'commit' });
    await tab.waitForSelector('body');
    assert.equal(await tab.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await tab.waitForLoadState('load');
    assert.deepEqual(await tab.locator('starlight-theme-select select').evaluateAll((s) => s.map((x) => x.value)), ['dark', 'dark']);
    await tab.locator('header starlight-theme-select select').selectOption('auto');
    assert.equal(await tab.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('starlight-theme')].join()), 'light,');
    assert.deepEqual(await cspViolations(tab), []);
  } finally {
    await context.close();
  }
});

test('the mobile menu opens and shows the sidebar, with no violation', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 }, colorScheme });
    const tab = await watchedTab(context);
    try {
      await tab.goto(`${origin}/games/dice/`, { waitUntil: 'load' });
      const sidebar = tab.locator('#starlight__sidebar');
      assert.equal(await sidebar.isVisible(), false);
      await tab.locator('button.sl-menu-button').click();
      await sidebar.locator('a[href="/games/dart/"]').waitFor({ state: 'visible' });
      await tab.screenshot({ path: join(SHOTS, `mobile-menu-${colorScheme}.png`) });
      assert.deepEqual(await cspViolations(tab), []);
    } finally {
      await context.close();
    }
  }
});

test('board markup needs no inline script or style', () => {
  for (const page of PAGES) {
    const html = readFileSync(resolveFile(page), 'utf8');
    const figures = [...html.matchAll(/<figure class="vb-figure[\s\S]*?<\/figure>/g)].map((m) => m[0]);
    for (const fig of figures) {
      assert.doesNotMatch(fig, /<script/i, `${page}: a board contains a script`);
      assert.doesNotMatch(fig, /<style|\sstyle="/i, `${page}: a board contains an inline style`);
    }
  }
});

const linksSeen = new Set();

for (const page of PAGES) {
  test(`page ${page}`, async () => {
    const rawHtml = readFileSync(resolveFile(page), 'utf8');
    // Static SVG: every board has a drawing in the built HTML, before any script runs.
    const figures = [...rawHtml.matchAll(/<figure class="vb-figure[\s\S]*?<\/figure>/g)].map((m) => m[0]);
    if (page.startsWith('/games/') || page === '/' || page === '/playground/') assert.ok(figures.length > 0, `${page}: no boards`);
    for (const fig of figures) {
      assert.match(fig, /<variant-board[^>]*>[\s\S]*<svg[\s\S]*<\/svg>[\s\S]*<\/variant-board>/, `${page}: a board has no static SVG`);
      assert.match(fig, /data-ready="true"/, `${page}: a board could not be built from the engine`);
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await watchedTab(context);
    const problems = [];
    tab.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
    tab.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    tab.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
    tab.on('response', (res) => { if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`); });
    try {
      await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
      await tab.evaluate(() => customElements.whenDefined('variant-board'));
      await puzzlesLoaded(tab);
      // Boards of the page itself (not those inside other elements' shadow roots).
      const count = await tab.evaluate(() => document.querySelectorAll('variant-board').length);
      assert.equal(count, figures.length, `${page}: board count differs from the built HTML`);
      // Every board upgrades: its shadow root draws an SVG.
      await tab.waitForFunction(() => [...document.querySelectorAll('variant-board')].every((b) => b.shadowRoot?.querySelector('svg')), null, { timeout: 15000 });
      // The build-time picture is exactly what the live element draws (apart from its label).
      const statics = figures.map((f) => /<div class="vb-static">([\s\S]*?)<\/div><\/variant-board>/.exec(f)?.[1] ?? '');
      const live = await tab.evaluate(() => Promise.all([...document.querySelectorAll('variant-board')].map(async (b) => {
        await b.ready;
        return b.toSvg();
      })));
      const unlabelled = (t) => t.replace(/aria-label="[^"]*"/, '').replace(/<title>[^<]*<\/title>/, '');
      statics.forEach((svg, i) => assert.equal(unlabelled(svg), unlabelled(live[i] ?? ''), `${page}: board ${i} differs from its static picture`));
      const errors = await tab.evaluate(() => [...document.querySelectorAll('variant-board')]
        .map((b) => b.shadowRoot?.querySelector('[part~="message"]')?.textContent?.trim()).filter(Boolean));
      assert.deepEqual(errors, [], `${page}: a board shows an error`);

      if (PLAY_PAGES.has(page)) await playOneMove(tab, page);

      // Internal links resolve.
      const hrefs = await tab.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const key = `${url.pathname}${url.hash}`;
        if (linksSeen.has(key)) continue;
        linksSeen.add(key);
        const target = resolveFile(url.pathname);
        assert.ok(target, `${page}: broken internal link ${url.pathname}`);
        if (url.hash.length > 1 && target.endsWith('.html')) {
          const id = decodeURIComponent(url.hash.slice(1));
          assert.ok(readFileSync(target, 'utf8').includes(`id="${id}"`), `${page}: link to a missing anchor ${key}`);
        }
      }

      // Accessibility.
      await tab.evaluate(AXE);
      const result = await tab.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const violations = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
      assert.deepEqual(violations, [], `${page}: axe violations`);

      const name = page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/\//g, '-');
      await tab.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
      assert.deepEqual(problems, [], `${page}: errors while loading`);
      assert.deepEqual(await cspViolations(tab), [], `${page}: Content-Security-Policy violations`);
    } finally {
      await context.close();
    }
  });
}

/**
 * Plays one move on the page's play board the way a reader would: roll when the dice are due,
 * click a movable piece and then a target cell (or an action button), pick the first choice
 * when the board asks, until the board reports a move.
 */
async function playOneMove(tab, page) {
  const board = tab.locator('#play variant-board');
  await board.scrollIntoViewIfNeeded();
  await board.evaluate((b) => {
    window.__moves = [];
    b.addEventListener('move', (e) => window.__moves.push(e.detail.notation));
  });
  const moved = () => tab.evaluate(() => window.__moves.length > 0);
  for (let i = 0; i < 8 && !(await moved()); i++) {
    const roll = board.locator('[part~="dice"] button.primary:not([disabled])');
    const chooser = board.locator('[part~="chooser"] button');
    const movable = board.locator('polygon.hit.movable');
    const target = board.locator('polygon.hit.target');
    const actions = board.locator('[part~="actions"] button');
    if (await chooser.count()) await chooser.first().click();
    else if (await target.count()) await target.first().click();
    else if (await roll.count()) {
      await roll.first().click();
      // Dice roll with a short animation; wait for it to settle.
      await tab.waitForTimeout(700);
    } else if (await movable.count()) await movable.first().click();
    else if (await actions.count()) await actions.first().click();
    else break;
    await board.evaluate((b) => b.updateComplete);
  }
  assert.ok(await moved(), `${page}: the play board did not accept a move`);
}

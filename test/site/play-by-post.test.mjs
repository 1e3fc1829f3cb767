// The "Play by post" page as two players use it, on the built site under its strict
// Content-Security-Policy: two browser contexts (two players, each with their own storage and
// keys) pass links back and forth. A Dice Chess game of at least ten rolls (moves made by clicking
// the board's cells where a click names the move, else through the board's play()), a d4 d6 game
// of at least five turns; the finished Dice Chess record verifies with the engine and with the
// command line `variant-board verify`; links from strangers (a changed roll, a changed move, an
// old link, markup) are refused and named, as text, and the board keeps what it showed.
// Run `npm run test:site` (it builds first), or alone once the site and the engine are built.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { ROOT, serveBuiltSite } from './built-site.mjs';
import { GameSession, loadVariant } from '../../packages/engine/dist/index.js';
import { PostDraft, decodeLink, encodeLink, newSeat, readPostRecord, signText, verifyTranscript } from '../../packages/engine/dist/post/index.js';
import { postBody, signedText } from '../../packages/engine/dist/post/transcript.js';
import { replayTranscript } from '../../packages/engine/dist/post/verify.js';

const SHOTS = join(ROOT, 'test-results/site');
const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now (a game shown, the link, the list of games). */
async function axeViolations(tab) {
  await tab.evaluate(AXE);
  const result = await tab.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}
const run = promisify(execFile);

let site;
let browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await serveBuiltSite();
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** A player: their own browser context (storage, keys) and one tab on the page. */
async function player(name) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 1000 } });
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
  tab.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${name} console: ${m.text()}`);
  });
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { name, context, tab, problems, violations: () => tab.evaluate(() => window.__violations ?? []) };
}

const SETTLED = ['idle', 'your-move', 'sign', 'join', 'their-turn', 'view-only', 'over', 'sent', 'refused'];

/** Waits until the page has finished what it was doing; returns what it shows. */
async function settled(tab) {
  await tab.waitForFunction((states) => {
    const root = document.getElementById('pbp');
    return root && root.dataset.busy !== 'true' && states.includes(root.dataset.state);
  }, SETTLED, { timeout: 30_000 });
  return tab.evaluate(() => {
    const root = document.getElementById('pbp');
    const status = document.getElementById('pbp-status');
    const board = document.querySelector('#pbp-figure variant-board');
    return {
      state: root.dataset.state,
      status: status.textContent,
      verified: status.dataset.verified,
      token: status.dataset.token,
      statusChildren: status.children.length,
      message: document.getElementById('pbp-message').textContent,
      link: document.getElementById('pbp-next').hidden ? null : document.getElementById('pbp-link').value,
      // "Copy full link": the whole game (the link to send after a post is a short one).
      fullLink: document.getElementById('pbp-next').hidden ? null : document.getElementById('pbp-link').dataset.full,
      record: document.getElementById('pbp-record').value,
      position: board.dataset.position,
      playable: board.dataset.playable,
      readonly: board.hasAttribute('readonly'),
      action: document.getElementById('pbp-act').hidden ? null : document.getElementById('pbp-act').textContent,
    };
  });
}

/** A picture of the game part of the page (below the site's fixed header), in /tmp and test-results/site/. */
async function shoot(tab, name) {
  await tab.evaluate(() => window.scrollTo(0, document.getElementById('pbp').getBoundingClientRect().top + window.scrollY - 90));
  await tab.screenshot({ path: join('/tmp', name) });
  await tab.screenshot({ path: join(SHOTS, name) });
}

/** The game the board holds, as its own exportRecord() writes it. */
const boardRecord = (tab) => tab.evaluate(() => document.querySelector('#pbp-figure variant-board').exportRecord());

/** Marks the page as about to change, so that `settled` waits for what comes next. */
const expectChange = (tab) => tab.evaluate(() => (document.getElementById('pbp').dataset.state = 'waiting'));

async function openLink(p, url) {
  await expectChange(p.tab).catch(() => {});
  // The same address again changes nothing in a tab: load it afresh, as a new tab would.
  if (p.tab.url() === url) await p.tab.reload();
  else await p.tab.goto(url);
  return settled(p.tab);
}

async function startGame(p, variant, side) {
  await p.tab.goto(`${site.origin}/play-by-post/`);
  await settled(p.tab);
  await p.tab.selectOption('#pbp-variant', variant);
  await p.tab.selectOption('#pbp-side', side);
  await expectChange(p.tab);
  await p.tab.click('#pbp-start button[type=submit]');
  return settled(p.tab);
}

async function pressAction(p) {
  await expectChange(p.tab);
  await p.tab.click('#pbp-act');
  return settled(p.tab);
}

/** A small seeded generator, so a run's choices of move can be replayed. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/**
 * Makes one move of the side to play on the page's board. The move is chosen in Node from the
 * position the page shows; when its two cells name it alone it is made by clicking them,
 * otherwise through the board's public play().
 */
async function makeMove(p, v, options, position, rng, how) {
  const state = v.parsePosition(position, options);
  assert.equal(v.phase(state), 'decision', `${p.name} is shown a position to move in`);
  const actions = v.legalActions(state);
  const views = actions.map((a) => v.actionView(state, a));
  const quiet = views.filter((view) => !view.captures?.length);
  const pool = quiet.length ? quiet : views;
  const view = pool[Math.floor(rng() * pool.length)];
  const from = view.from && 'cell' in view.from ? view.from.cell : null;
  const sameCells = views.filter((w) => w.from && 'cell' in w.from && w.from.cell === from && w.to === view.to);
  await expectChange(p.tab);
  if (from && view.to && view.to !== from && sameCells.length === 1) {
    const hit = (cell) => p.tab.locator(`#pbp-figure variant-board polygon.hit[data-kind="cell"][data-id="${cell}"]`);
    await hit(from).click();
    await hit(view.to).click();
    how.clicks++;
  } else {
    const played = await p.tab.evaluate((n) => document.querySelector('#pbp-figure variant-board').play(n), view.notation);
    assert.equal(played, true, `the board plays ${view.notation}`);
    how.calls++;
  }
  return view.notation;
}

/** Plays the player's post to its end (moves on the board, or signing a post with none); returns the page after. */
async function finishPost(p, shown, v, rng, how) {
  while (shown.state === 'your-move' || shown.state === 'sign') {
    if (shown.state === 'sign') shown = await pressAction(p);
    else {
      assert.equal(shown.readonly, false, 'the board is playable on the player\'s move');
      await makeMove(p, v, {}, shown.position, rng, how);
      shown = await settled(p.tab);
    }
  }
  assert.equal(shown.state, 'sent', `${p.name}'s post gives a link (${shown.status} ${shown.message})`);
  assert.equal(shown.verified, 'true');
  assert.equal(shown.readonly, true, 'the board is read-only once the post is signed');
  // The link to send carries only the post (the other player holds the rest), and is short.
  if (decodeLink(shown.fullLink).posts.length > 1) {
    assert.match(shown.link, /#post=vb1s\./, 'the link to send after a post is a short one');
    assert.ok(shown.link.length <= 600, `${shown.link.length} characters`);
  } else assert.equal(shown.link, shown.fullLink, 'the first link is the whole game');
  // The board shows the game of the link, every roll and move (read back from its own record).
  const game = await verifyTranscript(decodeLink(shown.fullLink));
  const onBoard = GameSession.fromRecord(v, await boardRecord(p.tab));
  assert.deepEqual(onBoard.events, game.session.events, 'the board has the game\'s rolls and moves');
  return shown;
}

/**
 * Plays a game between two players by links until `enough(game)` holds or the game ends; returns
 * the last link and the verified game. A starts as White; B joins as Black.
 */
async function playByLinks(a, b, variant, enough, seed) {
  const v = await loadVariant(variant);
  const rng = seeded(seed);
  const how = { clicks: 0, calls: 0 };
  let shown = await startGame(a, variant, 'white');
  assert.ok(['sent', 'your-move'].includes(shown.state), `${variant}: the game starts (${shown.status} ${shown.message})`);
  shown = await finishPost(a, shown, v, rng, how);
  assert.match(shown.message, /you play White/);
  let link = shown.link;
  assert.ok(link.startsWith(`${site.origin}/play-by-post/#post=vb1.${variant}.`), link);
  let full = shown.fullLink;

  shown = await openLink(b, link);
  assert.equal(shown.state, 'join', `${variant}: the second player is offered to join (${shown.status} ${shown.message})`);
  assert.equal(shown.action, 'Join as Black');
  shown = await pressAction(b);
  const players = [a, b];
  let turn = 1; // the player whose turn it is
  for (let guard = 0; guard < 200; guard++) {
    const p = players[turn];
    shown = await finishPost(p, shown, v, rng, how);
    link = shown.link;
    full = shown.fullLink;
    const game = await verifyTranscript(decodeLink(full));
    if (game.next === null || enough(game)) return { link: full, short: link, game, how, record: shown.record, last: p };
    turn = 1 - turn;
    // The other player opens the short link: their browser holds the rest of the game.
    shown = await openLink(players[turn], link);
    assert.match(shown.status, /Every roll and move verified/, shown.status);
    assert.ok(['your-move', 'sign'].includes(shown.state), `${variant}: ${players[turn].name} opens the link on their turn (${shown.state}: ${shown.message})`);
  }
  throw new Error('the game did not get far enough');
}

test('two players play Dice Chess by links: ten rolls and more, the record verifies; strangers\' links are refused and named', async () => {
  const a = await player('White'), b = await player('Black'), c = await player('Stranger');
  const { link, game, how, record, last } = await playByLinks(a, b, 'dice', (g) => g.rolls >= 12, 4301);
  let shown;
  assert.ok(game.rolls >= 10, `${game.rolls} rolls`);
  assert.ok(how.clicks >= 3, `${how.clicks} moves made by clicking cells (${how.calls} through play())`);

  // The record the page gives verifies with the engine, and with the command line.
  const t = readPostRecord(record);
  assert.equal(encodeLink(t), link.slice(link.indexOf('#post=') + 6), 'the record is the same game as the link');
  const checked = await verifyTranscript(t);
  assert.equal(checked.rolls, game.rolls);
  const file = join(SHOTS, 'play-by-post-dice.txt');
  writeFileSync(file, record);
  const cli = join(ROOT, 'packages/engine/bin/variant-board.js');
  const ok = await run(process.execPath, [cli, 'verify', file]);
  assert.match(ok.stdout + ok.stderr, /verified/i);

  // "Copy record" puts the same record on the clipboard.
  await last.tab.click('#pbp-copy-record');
  await last.tab.waitForFunction(() => /copied/.test(document.getElementById('pbp-copy-note').textContent));
  assert.equal(await last.tab.evaluate(() => navigator.clipboard.readText()), record);

  // The page lists each player's own game from their browser's storage, and opens it from there.
  const rows = await a.tab.locator('#pbp-games-body tr').allTextContents();
  assert.equal(rows.length, 1);
  assert.match(rows[0], /Dice Chess.*White/);
  await a.tab.goto(`${site.origin}/play-by-post/`);
  assert.equal((await settled(a.tab)).state, 'idle');
  // White's own copy: the latest link White has seen (White's last post: Black's turn there).
  assert.match((await a.tab.locator('#pbp-games-body tr').allTextContents())[0], /^Dice Chess\s*White\s*Black's turn\s*\d+/);
  const open = a.tab.locator('#pbp-games-body a', { hasText: 'Open' });
  const href = await open.getAttribute('href');
  await expectChange(a.tab);
  await open.click();
  shown = await settled(a.tab);
  assert.equal(shown.state, 'their-turn', shown.message);
  assert.ok(shown.link.endsWith(href), 'the list opens the latest link seen here');
  await shoot(last.tab, 'play-by-post-dice.png');
  assert.deepEqual(await axeViolations(last.tab), [], 'axe finds no violation with a game, its link and the list of games shown');

  // The next player opens the link: the roll is made from both players' values, and opening the
  // link again gives the same roll. The board does not roll: a roll made on it is undone.
  const opponent = last === a ? b : a;
  shown = await openLink(opponent, link);
  assert.equal(shown.state, 'your-move', shown.message);
  assert.match(shown.message, /The dice gave [1-6][1-6]\./);
  const withRoll = shown.position;
  shown = await openLink(opponent, link);
  assert.equal(shown.position, withRoll, 'the same roll when the link is opened again');
  // A move made on an earlier position of the move list (stepped back to) is not the game's next
  // move: it is refused, and the board shows the game as it stands again.
  const events = game.session.events;
  const p = events.findIndex((e, i) => i >= 2 && i < events.length - 2 && events[i - 1].kind === 'chance' && e.kind === 'action');
  const dice = await loadVariant('dice');
  const earlier = new GameSession(dice);
  earlier.playTokens(events.slice(0, p).map((e) => e.notation));
  const elsewhere = dice.legalActions(earlier.state).map((m) => dice.formatAction(earlier.state, m)).find((n) => n !== events[p].notation) ?? events[p].notation;
  const standing = await boardRecord(opponent.tab);
  await expectChange(opponent.tab);
  const playedThere = await opponent.tab.evaluate(([ply, n]) => {
    const board = document.querySelector('#pbp-figure variant-board');
    board.goto(ply);
    return board.play(n);
  }, [p, elsewhere]);
  assert.equal(playedThere, true, `the board plays ${elsewhere} after ply ${p}`);
  shown = await settled(opponent.tab);
  assert.equal(shown.state, 'your-move');
  assert.match(shown.message, /That move was not played: Play by post, post \d+ \((White|Black)\): (out of turn|bad move)/, shown.message);
  assert.equal(await boardRecord(opponent.tab), standing, 'the board shows the game as it stands');
  // A move the board itself refuses: its error is said as text, and nothing changes.
  const refusedByBoard = await opponent.tab.evaluate(() => {
    let reachedWindow = false;
    const onError = () => (reachedWindow = true);
    window.addEventListener('error', onError);
    const played = document.querySelector('#pbp-figure variant-board').play('Zz9');
    window.removeEventListener('error', onError);
    return { played, reachedWindow, message: document.getElementById('pbp-message').textContent };
  });
  assert.deepEqual({ ...refusedByBoard, message: undefined }, { played: false, reachedWindow: false, message: undefined });
  assert.match(refusedByBoard.message, /^The board says: .*Zz9/, refusedByBoard.message);
  assert.equal(await boardRecord(opponent.tab), standing);

  // Whose turn: the player who just sent the link sees the other's turn when opening it again.
  shown = await openLink(last, link);
  assert.equal(shown.state, 'their-turn', shown.message);
  // There the board waits for a roll, which only the other player's post can make: a roll made
  // on the board through its API is undone (the game is loaded again).
  const before = await boardRecord(last.tab);
  const rolled = await last.tab.evaluate(() => new Promise((resolve) => {
    const board = document.querySelector('#pbp-figure variant-board');
    let fired = false;
    board.addEventListener('roll', () => (fired = true), { once: true });
    board.roll();
    setTimeout(() => resolve(fired), 100);
  }));

  await last.tab.waitForTimeout(300);
  await settled(last.tab);
  assert.equal(await boardRecord(last.tab), before, `the board's game has no roll the protocol did not make (the board rolled: ${rolled})`);
  // A browser without the game's keys: view only, said plainly.
  shown = await openLink(c, link);
  assert.equal(shown.state, 'view-only');
  assert.match(shown.message, /holds no key for this game/);
  assert.match(shown.status, /Every roll and move verified/);
  const viewed = shown.position;

  // A changed roll: refused, the post and the roll named, as text; the board keeps its game.
  const posts = decodeLink(link).posts;
  const k = posts.findIndex((p, i) => i >= 2 && /^[1-6][1-6]$/.test(p.events[0] ?? ''));
  const roll = posts[k].events[0];
  const other = roll === '66' ? '65' : roll[0] + String((Number(roll[1]) % 6) + 1);
  const tampered = (change) => {
    const t2 = decodeLink(link);
    return `${site.origin}/play-by-post/#post=${encodeLink({ header: t2.header, posts: t2.posts.map((p, i) => (i === k ? change(p) : p)) })}`;
  };
  shown = await openLink(c, tampered((p) => ({ ...p, events: [other, ...p.events.slice(1)] })));
  assert.equal(shown.state, 'refused');
  assert.equal(shown.verified, 'false');
  assert.match(shown.status, new RegExp(`post ${k} \\((White|Black)\\): bad roll "${other}"`), shown.status);
  assert.equal(shown.token, other);
  assert.equal(shown.position, viewed, 'the board keeps the game it showed');

  // A changed move (another legal move after the same roll, or any other move): refused and named.
  const v = await loadVariant('dice');
  const session = decodeLink(link);
  const replayed = await verifyTranscript({ header: session.header, posts: session.posts.slice(0, k) });
  const s0 = replayed.session.state; // before post k's roll
  const after = v.applyChance(s0, v.chanceOutcomes(s0).find((o) => o.notation === roll).outcome);
  const moves = v.legalActions(after).map((m) => v.formatAction(after, m)).filter((n) => n !== posts[k].events[1]);
  const changedMove = moves[0] ?? 'Qh5';
  shown = await openLink(c, tampered((p) => ({ ...p, events: [p.events[0], changedMove, ...p.events.slice(2)] })));
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, new RegExp(`post ${k} \\((White|Black)\\): `), shown.status);
  assert.match(shown.status, /bad (signature|move)/, shown.status);
  assert.equal(shown.position, viewed);

  // An old link of a game this browser has seen further: refused as old.
  const older = decodeLink(link);
  shown = await openLink(opponent, `${site.origin}/play-by-post/#post=${encodeLink({ header: older.header, posts: older.posts.slice(0, -2) })}`);
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, /old link/, shown.status);

  // Markup in a link is text: nothing of it becomes an element.
  shown = await openLink(c, `${site.origin}/play-by-post/#post=<img src=x onerror=alert(1)>`);
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, /bad field/);
  assert.equal(shown.statusChildren, 0);
  assert.equal(await c.tab.locator('#pbp img').count(), 0);
  assert.deepEqual(await axeViolations(c.tab), [], 'axe finds no violation with a refused link shown');
  // The board stays usable: the real link opens again.
  shown = await openLink(c, link);
  assert.equal(shown.state, 'view-only');

  // The command line refuses the tampered record and names the roll.
  const bad = join(SHOTS, 'play-by-post-dice-tampered.txt');
  writeFileSync(bad, record.replace(new RegExp(`^${roll} `, 'm'), `${other} `));
  const refused = await run(process.execPath, [cli, 'verify', bad]).then(() => null, (e) => e);
  assert.ok(refused, 'verify exits non-zero on a changed roll');
  assert.equal(refused.code, 1);
  assert.match(refused.stdout + refused.stderr, /bad roll/);

  for (const p of [a, b, c]) {
    assert.deepEqual(p.problems, []);
    assert.deepEqual(await p.violations(), []);
    await p.context.close();
  }
});

test('two players play d4 d6 chess by links: five turns and more, each roll made by the other player\'s post', async () => {
  const a = await player('White'), b = await player('Black');
  const { game, how, link, last } = await playByLinks(a, b, 'd4d6', (g) => g.moves >= 10 && g.rolls >= 3, 4302);
  assert.ok(game.moves >= 5 && game.posts >= 10, `${game.moves} moves in ${game.posts} posts`);
  assert.ok(game.rolls >= 3, `${game.rolls} rolls`);
  assert.ok(how.clicks + how.calls >= 5);
  // A roll is made by the post of the player who did not choose the piece and die: such a post
  // holds the roll alone.
  const posts = decodeLink(link).posts;
  assert.ok(posts.some((p) => p.events.length === 1 && /^[1-6]$/.test(p.events[0])), posts.map((p) => p.events.join(' ')).join(' | '));
  await shoot(last.tab, 'play-by-post-d4d6.png');
  for (const p of [a, b]) {
    assert.deepEqual(p.problems, []);
    assert.deepEqual(await p.violations(), []);
    await p.context.close();
  }
});

test('a game started from a position of one\'s own, with options, as Black; a bad start position is refused and named', async () => {
  const a = await player('Starter'), b = await player('Joiner');
  // d4 d6 chess with the Rinoceronte, the starter playing Black: White (the joiner) moves first.
  await a.tab.goto(`${site.origin}/play-by-post/`);
  await settled(a.tab);
  await a.tab.selectOption('#pbp-variant', 'd4d6');
  await a.tab.selectOption('#pbp-side', 'black');
  await a.tab.fill('#pbp-options', 'rinoceronte=true');
  await expectChange(a.tab);
  await a.tab.click('#pbp-start button[type=submit]');
  let shown = await settled(a.tab);
  assert.equal(shown.state, 'sent', shown.message);
  assert.match(shown.message, /you play Black/);
  const t = decodeLink(shown.link);
  assert.equal(t.header.options, 'rinoceronte=true');
  assert.equal(t.header.starter, 'black');
  shown = await openLink(b, shown.link);
  assert.equal(shown.action, 'Join as White');
  shown = await pressAction(b);
  // (With the Rinoceronte the game opens with a roll for its facing, which needs Black's next value.)
  assert.ok(['your-move', 'sign'].includes(shown.state), shown.message);
  assert.equal(await b.tab.getAttribute('#pbp-figure variant-board', 'orientation'), 'white');
  const v = await loadVariant('d4d6');
  assert.deepEqual(GameSession.fromRecord(v, await boardRecord(b.tab)).options, { rinoceronte: true }, 'the board has the game\'s options');

  // Dice Chess from a position after 1. e4 e5 (the position text the engine writes), White to roll.
  const dice = await loadVariant('dice');
  let s = dice.initial();
  for (const [roll, move] of [['15', 'e4'], ['15', 'e5']]) {
    s = dice.applyChance(s, dice.chanceOutcomes(s).find((o) => o.notation === roll).outcome);
    s = dice.apply(s, dice.parseAction(s, move));
  }
  const start = dice.formatPosition(s);
  await a.tab.selectOption('#pbp-variant', 'dice');
  await a.tab.selectOption('#pbp-side', 'white');
  await a.tab.fill('#pbp-options', '');
  await a.tab.fill('#pbp-position', start);
  await expectChange(a.tab);
  await a.tab.click('#pbp-start button[type=submit]');
  shown = await settled(a.tab);
  assert.equal(shown.state, 'sent', shown.message);
  assert.equal(decodeLink(shown.link).header.position, start);
  assert.equal(shown.position, start);
  const onBoard = GameSession.fromRecord(dice, await boardRecord(a.tab));
  assert.equal(dice.formatPosition(onBoard.state), start, 'the board starts from the chosen position');
  assert.deepEqual(onBoard.options, {}, 'no option of the game shown before stays on the board');

  // A start position the game refuses: named, and nothing is started.
  const games = await a.tab.locator('#pbp-games-body tr').count();
  await a.tab.fill('#pbp-position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1');
  await expectChange(a.tab);
  await a.tab.click('#pbp-start button[type=submit]');
  shown = await settled(a.tab);
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, /^Not started\. /);
  assert.ok(shown.token, `the error names a token: ${shown.status}`);
  assert.match(shown.message, /not started/);
  assert.equal(await a.tab.locator('#pbp-games-body tr').count(), games);
  await a.tab.evaluate(() => window.scrollTo(0, document.getElementById('pbp').getBoundingClientRect().top + window.scrollY - 90));
  await a.tab.screenshot({ path: '/tmp/play-by-post-start.png' });

  for (const p of [a, b]) {
    assert.deepEqual(p.problems, []);
    assert.deepEqual(await p.violations(), []);
    await p.context.close();
  }
});

/** A Dice Chess game of `posts` posts played in Node through the engine's API (first legal move each time). */
async function nodeGame(posts) {
  const seats = { white: await newSeat({ extractable: true }), black: await newSeat({ extractable: true }) };
  const finishDraft = async (draft) => {
    while (!draft.done) {
      const { variant: v, state } = draft.session;
      await draft.play(v.formatAction(state, v.legalActions(state)[0]));
    }
    return draft.finish();
  };
  let t = await finishDraft(await PostDraft.startGame({ variant: 'dice', side: 'white' }, seats.white));
  while (t.posts.length < posts) t = await finishDraft(await PostDraft.takeTurn(t, t.posts.length % 2 ? seats.black : seats.white));
  return { t, seats };
}

test('forged posts are refused by the page and named: a changed signature, a changed revealed value, a post signed by the other player, an oversized link, another version', async () => {
  const c = await player('Reader');
  const { t, seats } = await nodeGame(8);
  const url = (t2) => `${site.origin}/play-by-post/#post=${encodeLink(t2)}`;
  const withPost = (k, change) => ({ header: t.header, posts: t.posts.map((p, i) => (i === k ? change(p) : p)) });
  let shown = await openLink(c, url(t));
  assert.equal(shown.state, 'view-only', shown.message);
  const viewed = shown.position;

  shown = await openLink(c, url(withPost(5, (p) => ({ ...p, sig: p.sig.map((b, i) => (i === 10 ? b ^ 1 : b)) }))));
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, /post 5 \(Black\): bad signature/, shown.status);

  shown = await openLink(c, url(withPost(4, (p) => ({ ...p, reveal: p.reveal.map((b, i) => (i === 0 ? b ^ 1 : b)) }))));
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, /post 4 \(White\): bad revealed value/, shown.status);

  const seq = 6; // White's post, signed with Black's key
  const before = await replayTranscript({ header: t.header, posts: t.posts.slice(0, seq) });
  const forged = await signText(seats.black.keys.privateKey, signedText(before.hash, seq, postBody(t.posts[seq], seq)));
  shown = await openLink(c, url(withPost(seq, (p) => ({ ...p, sig: forged }))));
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, /post 6 \(White\): signed by the wrong player/, shown.status);
  assert.equal(shown.position, viewed, 'the board keeps the game it showed');
  assert.equal(shown.statusChildren, 0);

  // A link over the size limit, and one of another version: refused before anything is read.
  shown = await openLink(c, `${url(t)}${'A'.repeat(130_000)}`);
  assert.equal(shown.state, 'refused');
  assert.match(shown.status, /too long .*at most 120000 characters/, shown.status);
  shown = await openLink(c, url(t).replace('#post=vb1.', '#post=vb9.'));
  assert.match(shown.status, /bad field "vb9": expected the link version vb1/, shown.status);
  // And the game still opens, here pasted into the form as the bare link text.
  await c.tab.fill('#pbp-open-link', encodeLink(t));
  await expectChange(c.tab);
  await c.tab.click('#pbp-open button[type=submit]');
  shown = await settled(c.tab);
  assert.equal(shown.state, 'view-only');
  assert.equal(shown.position, viewed);

  assert.deepEqual(c.problems, []);
  assert.deepEqual(await c.violations(), []);
  await c.context.close();
});

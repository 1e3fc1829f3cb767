// "Play a friend" live, end to end: the built site (strict CSP) with a board server the test
// starts, Chromium contexts as players and a watcher. After the first link, nobody copies a link:
// each move reaches the other boards through the relay, and every pushed link is verified again
// in the browser. Also: two server instances sharing a real redis-server (each player on its own
// instance; one restarted mid-game, a move made while it was down, nothing lost), the relay gone
// (the game goes on by short links, then live again), and a relay that pushes a tampered link.
// Run after building the site and the engine (npm run build), like the other site tests.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { ROOT } from './built-site.mjs';
import { serveSiteWith, startBoardServer, startRedis } from './live-support.mjs';
import { findRedisServer } from '../../scripts/redis.mjs';
import { loadVariant } from '../../packages/engine/dist/index.js';
import { PostDraft, decodeLink, encodeLink, encodeShortLink, newSeat, verifyTranscript } from '../../packages/engine/dist/post/index.js';

const SHOTS = join(ROOT, 'test-results/site');
const WAIT_MS = 120_000;
let browser;
const cleanup = [];

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  for (const stop of cleanup.reverse()) await stop().catch(() => {});
});

/** A person: their own browser context (storage, keys) and one tab. */
async function person(name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
  // Generous waits: the machine may be loaded (they bound a failure's wait, not a pass's speed).
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
  tab.on('console', (m) => {
    // A browser logs a refused connection to a stopped relay; that is the test's doing.
    if (m.type() === 'error' && !/ERR_CONNECTION_REFUSED|Failed to load resource|EventSource/.test(m.text())) problems.push(`${name} console: ${m.text()}`);
  });
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => (window.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  let navigations = 0;
  tab.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === tab.mainFrame()) navigations++;
  });
  return { name, context, tab, problems, navigations: () => navigations, violations: () => tab.evaluate(() => window.__violations ?? []) };
}

/** What the page shows now. */
function shown(tab) {
  return tab.evaluate(() => {
    const root = document.getElementById('pbp');
    const board = document.querySelector('#pbp-figure variant-board');
    const box = document.getElementById('pbp-link');
    return {
      state: root.dataset.state, busy: root.dataset.busy, posts: Number(root.dataset.posts ?? 0), live: root.dataset.live,
      presence: root.dataset.presence, pushRefused: root.dataset.pushRefused,
      status: document.getElementById('pbp-status').textContent, message: document.getElementById('pbp-message').textContent,
      liveLine: document.getElementById('pbp-live').textContent,
      link: document.getElementById('pbp-next').hidden ? null : box.value, fullLink: box.dataset.full ?? null,
      position: board.dataset.position, boardStatus: board.getAttribute('status'),
      boardLine: board.shadowRoot?.querySelector('[part="status"]')?.textContent ?? '',
      action: document.getElementById('pbp-act').hidden ? null : document.getElementById('pbp-act').textContent,
    };
  });
}

/** Waits until the page is settled in one of `states` with at least `posts` posts verified (and live, when asked). */
async function until(p, { states, posts = 0, live }, what) {
  try {
    await p.tab.waitForFunction(({ states, posts, live }) => {
      const root = document.getElementById('pbp');
      return root && root.dataset.busy !== 'true' && states.includes(root.dataset.state) && Number(root.dataset.posts ?? 0) >= posts
        && (live === undefined || root.dataset.live === live);
    }, { states, posts, live }, { timeout: WAIT_MS });
  } catch (e) {
    throw new Error(`${p.name}: ${what}: ${JSON.stringify(await shown(p.tab))}`, { cause: e });
  }
  return shown(p.tab);
}

const mark = (tab) => tab.evaluate(() => (document.getElementById('pbp').dataset.state = 'waiting'));

async function press(p) {
  await mark(p.tab);
  await p.tab.click('#pbp-act');
}

function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** Plays the player's post (a quiet move where there is one, through the board's play()) until it is signed. */
async function playPost(p, dice, rng) {
  let now = await shown(p.tab);
  while (now.state === 'your-move' || now.state === 'sign') {
    if (now.state === 'sign') await press(p);
    else {
      const state = dice.parsePosition(now.position, {});
      const moves = dice.legalActions(state).map((a) => dice.actionView(state, a));
      const quiet = moves.filter((m) => !m.captures?.length);
      const pool = quiet.length ? quiet : moves;
      const notation = pool[Math.floor(rng() * pool.length)].notation;
      await mark(p.tab);
      assert.equal(await p.tab.evaluate((n) => document.querySelector('#pbp-figure variant-board').play(n), notation), true, `${p.name} plays ${notation}`);
    }
    now = await until(p, { states: ['your-move', 'sign', 'sent', 'over', 'refused'] }, 'the post goes on');
  }
  assert.ok(['sent', 'over'].includes(now.state), `${p.name}'s post is signed (${now.state}: ${now.status} ${now.message})`);
  return now;
}

async function startGame(p, origin) {
  await p.tab.goto(`${origin}/play-by-post/`);
  await until(p, { states: ['idle'] }, 'the page loads');
  await p.tab.selectOption('#pbp-variant', 'dice');
  await p.tab.selectOption('#pbp-side', 'white');
  await mark(p.tab);
  await p.tab.click('#pbp-start button[type=submit]');
  return until(p, { states: ['sent'], posts: 1, live: 'live' }, 'the game starts and goes live');
}

async function shoot(tab, name) {
  await tab.evaluate(() => window.scrollTo(0, document.getElementById('pbp').getBoundingClientRect().top + window.scrollY - 90));
  await tab.screenshot({ path: join(SHOTS, name) });
}

/**
 * White starts on `sites.white`, sends one link; Black opens it on `sites.black` and joins. Then
 * they play live until `enough(posts)`, `between(posts)` running after each post (it returns how many
 * posts it played itself, if any); returns the number of posts.
 */
async function playLive({ white, black, sites, rng, enough, between = async () => {} }) {
  const dice = await loadVariant('dice');
  let now = await startGame(white, sites.white);
  assert.match(now.message, /Send this one link to your friend/);
  assert.match(now.boardLine, /^Waiting for Black to join$/, now.boardLine);
  const first = now.link;
  assert.ok(first.startsWith(`${sites.white}/play-by-post/#post=vb1.dice.`), 'the first link is the whole game');
  // The one link, opened by the friend (on their own site address when the instances differ).
  await black.tab.goto(first.replace(sites.white, sites.black));
  now = await until(black, { states: ['join'], posts: 1 }, 'the friend is offered to join');
  await press(black);
  now = await until(black, { states: ['sign'] }, 'the join post is ready');
  assert.equal(now.boardStatus, 'Your turn to join: sign your first post');
  await press(black);
  now = await until(black, { states: ['sent'], posts: 2, live: 'live' }, 'Black has joined, live');
  let posts = 2;
  const players = { white, black };
  let turn = 'white';
  const navigations = { white: white.navigations(), black: black.navigations() };
  await between(posts);
  while (!enough(posts)) {
    const p = players[turn], q = players[turn === 'white' ? 'black' : 'white'];
    // The move arrives without a link: the player's page turns to their move by itself.
    now = await until(p, { states: ['your-move', 'sign'], posts }, `post ${posts - 1} arrives live`);
    assert.equal(now.boardStatus, 'Your move');
    assert.match(now.message, /post arrived live|Your move/);
    now = await playPost(p, dice, rng);
    posts++;
    assert.equal(now.posts, posts);
    assert.match(now.link, /#post=vb1s\./, 'the link to send is short');
    assert.ok(now.link.length <= 600, `${now.link.length} characters`);
    const waiting = await until(q, { states: ['your-move', 'sign', 'over'], posts }, `${q.name} gets post ${posts - 1}`);
    assert.equal(waiting.posts, posts);
    now = await shown(p.tab);
    if (now.state === 'over' || waiting.state === 'over') break;
    assert.equal(now.boardStatus, `Waiting for ${q.name}'s move`, 'the mover\'s board says whose move it is');
    // `between` may play posts of its own (then the turn passes once for each).
    const extra = (await between(posts)) ?? 0;
    posts += extra;
    if (extra % 2 === 0) turn = turn === 'white' ? 'black' : 'white';
  }
  // No link was copied or opened after the first: neither player's tab navigated again.
  assert.equal(white.navigations(), navigations.white, 'White opened no link after starting');
  assert.equal(black.navigations(), navigations.black, 'Black opened no link after the first');
  return { posts };
}

test('two players play Dice Chess live through one board server, a third watches; no link copied after the first', async () => {
  const relay = await startBoardServer();
  cleanup.push(relay.stop);
  const site = await serveSiteWith(relay.origin);
  cleanup.push(site.close);
  const white = await person('White'), black = await person('Black'), watcher = await person('Watcher');
  let watching = false;
  const { posts } = await playLive({
    white, black, sites: { white: site.origin, black: site.origin }, rng: seeded(4711),
    enough: (n) => n >= 16,
    between: async (n) => {
      if (watching || n < 4) return;
      watching = true;
      // The watcher opens Black's latest short link without holding the game: told plainly, the
      // whole game comes from the relay, and from then on it follows live.
      const short = (await shown(black.tab)).link ?? (await shown(white.tab)).link;
      assert.match(short, /#post=vb1s\./);
      await watcher.tab.goto(short);
      const w = await until(watcher, { states: ['view-only'], posts: n, live: 'live' }, 'the watcher opens a short link');
      assert.match(w.message, /carried only the latest move of a game this browser had not seen: the whole game came from the board server, and was verified here/);
      assert.match(w.status, /Every roll and move verified/);
      assert.match(w.liveLine, /^Watching live: White here, Black here/);
    },
  });
  const last = await shown(white.tab);
  const game = await verifyTranscript(decodeLink(last.fullLink));
  assert.ok(game.rolls >= 10, `${game.rolls} rolls in ${posts} posts`);
  // The watcher followed every post live, and sees the same game.
  const w = await until(watcher, { states: ['view-only', 'over'], posts: game.posts }, 'the watcher follows');
  assert.equal(w.position, dice(game));
  assert.match(w.boardStatus ?? '', /^(White|Black) to (move|roll)$/);
  // Presence: each player sees the other here, and one watcher.
  const seen = await white.tab.waitForFunction(() => document.getElementById('pbp').dataset.presence === 'WB1').then(() => true, () => false);
  assert.ok(seen, `White sees Black and one watcher: ${(await shown(white.tab)).presence}`);
  assert.match((await shown(white.tab)).liveLine, /^Live: Black is here\. .* 1 watching\.$/);
  // The other side leaves: presence says so.
  await black.context.close();
  await white.tab.waitForFunction(() => document.getElementById('pbp').dataset.presence?.startsWith('W-'));
  assert.match((await shown(white.tab)).liveLine, /^Live: Black is not here now\./);
  await shoot(white.tab, 'live-white.png');
  await shoot(watcher.tab, 'live-watcher.png');
  for (const p of [white, watcher]) {
    assert.deepEqual(p.problems, []);
    assert.deepEqual(await p.violations(), []);
    await p.context.close();
  }
  assert.deepEqual(black.problems, []);
});

/** The position text of a verified game's end. */
const dice = (game) => game.variant.formatPosition(game.session.state);

const noRedis = !findRedisServer() && 'no redis-server here (node scripts/redis.mjs --install, or apt-get install redis-server)';
test('two server instances share a redis-server: each player on their own; one restarted mid-game loses nothing', { skip: noRedis }, async () => {
  const redis = await startRedis();
  cleanup.push(redis.stop);
  const a = await startBoardServer({ redis: redis.url });
  let b = await startBoardServer({ redis: redis.url });
  cleanup.push(() => a.stop(), () => b.stop());
  const siteA = await serveSiteWith(a.origin), siteB = await serveSiteWith(b.origin);
  cleanup.push(siteA.close, siteB.close);
  const white = await person('White'), black = await person('Black');
  let restarted = false;
  const { posts } = await playLive({
    white, black, sites: { white: siteA.origin, black: siteB.origin }, rng: seeded(90210),
    enough: (n) => n >= 14,
    between: async (n) => {
      if (restarted || n < 7 || n % 2 !== 0) return; // after Black's post (odd posts are Black's): White to move
      restarted = true;
      // Black's instance stops; White moves through instance A meanwhile.
      await b.stop();
      await until(black, { states: ['their-turn', 'sent'], live: 'offline' }, 'Black\'s page sees its instance gone');
      assert.match((await shown(black.tab)).liveLine, /^Not live: the board server cannot be reached/);
      const now = await until(white, { states: ['your-move'], posts: n }, 'White to move');
      assert.equal(now.live, 'live');
      await playPost(white, await loadVariant('dice'), seeded(n));
      const withMove = (await shown(white.tab)).fullLink;
      // The instance comes back on the same port: the game, with the move made while it was down,
      // is there before any browser could send it (Black's page never had that move).
      b = await startBoardServer({ port: b.port, redis: redis.url });
      const res = await fetch(`${b.origin}/live/${(await verifyTranscript(decodeLink(withMove))).gameId}`);
      assert.equal(res.status, 200);
      assert.equal((await res.text()).trim(), withMove.slice(withMove.indexOf('#post=') + 6), 'the restarted instance has every post');
      // Black's page goes live again by itself and gets White's move.
      await until(black, { states: ['your-move', 'sign'], posts: n + 1, live: 'live' }, 'Black is live again with White\'s move');
      return 1;
    },
  });
  assert.ok(restarted);
  const game = await verifyTranscript(decodeLink((await shown(black.tab)).fullLink ?? (await shown(white.tab)).fullLink));
  assert.ok(game.rolls >= 10, `${game.rolls} rolls in ${posts} posts`);
  for (const p of [white, black]) {
    assert.deepEqual(p.problems, []);
    assert.deepEqual(await p.violations(), []);
    await p.context.close();
  }
});

test('the relay gone: the same game goes on by short links, then live again when it is back', async () => {
  let relay = await startBoardServer();
  cleanup.push(() => relay.stop());
  const site = await serveSiteWith(relay.origin);
  cleanup.push(site.close);
  const white = await person('White'), black = await person('Black');
  const dice = await loadVariant('dice');
  const rng = seeded(777);
  await playLive({ white, black, sites: { white: site.origin, black: site.origin }, rng, enough: (n) => n >= 5 });
  // 5 posts: Black to move. The relay stops (in memory: its games are gone with it).
  await relay.stop();
  let b = await until(black, { states: ['your-move'], posts: 5, live: 'offline' }, 'Black offline');
  await until(white, { states: ['their-turn', 'sent'], live: 'offline' }, 'White offline');
  b = await playPost(black, dice, rng);
  assert.match(b.link, /#post=vb1s\./);
  assert.ok(b.link.length <= 600);
  assert.match(b.liveLine, /^Not live: .*The game goes on by links: the link to send is below\./);
  await shoot(black.tab, 'live-offline.png');
  await black.tab.evaluate(() => document.getElementById('pbp-next').scrollIntoView());
  await black.tab.screenshot({ path: join(SHOTS, 'live-offline-link.png') });
  // By post: White opens Black's short link; White's browser holds the rest of the game.
  await white.tab.goto(b.link);
  let w = await until(white, { states: ['your-move'], posts: 6 }, 'White opens the short link');
  assert.match(w.status, /Every roll and move verified: 6 posts/);
  // The relay is back (empty): the pages send it the latest link and are live again.
  relay = await startBoardServer({ port: relay.port });
  w = await until(white, { states: ['your-move'], posts: 6, live: 'live' }, 'White live again');
  await until(black, { states: ['sent', 'their-turn'], live: 'live' }, 'Black live again');
  await playPost(white, dice, rng);
  b = await until(black, { states: ['your-move', 'sign'], posts: 7, live: 'live' }, 'White\'s move reaches Black live');
  assert.match(b.message, /White's post arrived live/);
  // A short link opened where the game is not held and no relay has it: asked for the full link.
  const stranger = await person('Stranger');
  await relay.stop();
  await stranger.tab.goto((await shown(white.tab)).link);
  const s = await until(stranger, { states: ['need-full'] }, 'the stranger is asked for the full link');
  assert.match(s.status, /this short link carries only the latest move of a game this browser has not seen/);
  assert.match(s.message, /Ask the person who sent it for the full link/);
  for (const p of [white, black, stranger]) {
    assert.deepEqual(p.problems, []);
    await p.context.close();
  }
});

test('a tampered link pushed by the relay is refused by the browser, the problem named; the board keeps the game', async () => {
  // A game of 6 posts made in Node; the watcher holds it; a false relay pushes a 7th with a changed roll.
  const v = await loadVariant('dice');
  const seats = { white: await newSeat(), black: await newSeat() };
  const pick = (d) => {
    const s = d.session;
    return v.formatAction(s.state, v.legalActions(s.state)[0]);
  };
  let t = await (await PostDraft.startGame({ variant: 'dice', side: 'white' }, seats.white)).finish();
  for (let seq = 1; seq < 7; seq++) {
    const d = await PostDraft.takeTurn(t, seats[seq % 2 ? 'black' : 'white']);
    while (!d.done) await d.play(pick(d));
    t = await d.finish();
  }
  const six = { header: t.header, posts: t.posts.slice(0, 6) };
  const gameId = (await verifyTranscript(six)).gameId;
  const seventh = t.posts[6];
  const roll = seventh.events[0];
  assert.match(roll, /^[1-6][1-6]$/);
  const changed = roll[0] + String((Number(roll[1]) % 6) + 1);
  const tampered = encodeLink({ header: t.header, posts: [...six.posts, { ...seventh, events: [changed, ...seventh.events.slice(1)] }] });
  let push = null;
  const falseRelay = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, PUT, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.method === 'PUT') return void req.resume().on('end', () => res.writeHead(200, cors).end('stored'));
    if (req.url.startsWith(`/live/${gameId}/events`)) {
      res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write(`event: presence\ndata: {"white":true,"black":true,"watchers":1}\n\ndata: ${encodeLink(six)}\n\n`);
      push = (text) => res.write(`data: ${text}\n\n`);
      return;
    }
    res.writeHead(404, cors).end('unknown game');
  });
  await new Promise((ok) => falseRelay.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${falseRelay.address().port}`;
  cleanup.push(() => new Promise((ok) => { falseRelay.closeAllConnections(); falseRelay.close(ok); }));
  const site = await serveSiteWith(origin);
  cleanup.push(site.close);
  const watcher = await person('Watcher');
  await watcher.tab.goto(`${site.origin}/play-by-post/#post=${encodeLink(six)}`);
  const before = await until(watcher, { states: ['view-only'], posts: 6, live: 'live' }, 'the watcher holds 6 posts, live');
  for (let i = 0; i < 600 && !push; i++) await new Promise((ok) => setTimeout(ok, 50));
  assert.ok(push, 'the page listens to the false relay');
  push(tampered);
  await watcher.tab.waitForFunction(() => document.getElementById('pbp').dataset.pushRefused);
  const after = await shown(watcher.tab);
  assert.match(after.pushRefused, new RegExp(`post 6 \\((White|Black)\\): bad roll "${changed}"`));
  assert.match(after.liveLine, /The board server sent a link that does not verify, and it was refused: Play by post, post 6/);
  assert.equal(after.posts, 6);
  assert.equal(after.position, before.position, 'the board keeps the verified game');
  assert.match(after.status, /Every roll and move verified: 6 posts/);
  // A short link whose post was changed, opened where the game is held: refused, named.
  const bad = encodeShortLink({ header: t.header, posts: [...six.posts, { ...seventh, events: [changed, ...seventh.events.slice(1)] }] }, gameId);
  await mark(watcher.tab);
  await watcher.tab.goto(`${site.origin}/play-by-post/#post=${bad}`);
  const refused = await until(watcher, { states: ['refused'] }, 'the changed short link is refused');
  assert.match(refused.status, new RegExp(`post 6 \\((White|Black)\\): bad roll "${changed}"`));
  // The honest seventh post, pushed: taken.
  push(encodeLink(t));
  const taken = await until(watcher, { states: ['view-only', 'over'], posts: 7 }, 'the honest link is taken');
  assert.equal(taken.pushRefused, undefined);
  assert.deepEqual(watcher.problems, []);
  assert.deepEqual(await watcher.violations(), []);
  await watcher.context.close();
});

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  PostError, checkFreshness, decodeLink, decodeShortLink, encodeLink, encodeShortLink, extendTranscript, isShortLink,
  linkUrl, verifyTranscript, MAX_SHORT_POSTS, type Transcript,
} from '../src/post/index.js';
import { randomInt } from '../src/core/random.js';
import { playByPost, type PlayedGame } from './support/post-play.js';

const BASE = 'https://variant-board.example/play-by-post/';

/** A long Dice Chess game: quiet moves where there are some, so that no king falls early. */
async function longDiceGame(posts: number, seed: string): Promise<PlayedGame> {
  return playByPost('dice', {
    posts, seed,
    pick: (moves, rng) => {
      const quiet = moves.filter((m) => !m.includes('x'));
      const pool = quiet.length ? quiet : moves;
      return pool[randomInt(rng, pool.length)]!;
    },
  });
}

const cut = (t: Transcript, n: number): Transcript => ({ header: t.header, posts: t.posts.slice(0, n) });

describe('short links: the next move of a game the reader holds', () => {
  let game: PlayedGame;
  let gameId: string;
  before(async () => {
    game = await longDiceGame(61, 'short-60');
    gameId = (await verifyTranscript(cut(game.transcript, 1))).gameId;
  });

  it('at 60 posts the next move\'s link is at most 600 characters, a URL included; the full link is many times longer', async () => {
    const t = game.transcript;
    assert.equal(t.posts.length, 61, 'the game reaches 61 posts (the 61st is the next move after 60)');
    const full = linkUrl(BASE, t);
    const short = `${BASE}#post=${encodeShortLink(t, gameId)}`;
    assert.ok(short.length <= 600, `short link of post 60: ${short.length} characters`);
    assert.ok(full.length > 10 * short.length, `full ${full.length}, short ${short.length}`);
    // Every next-move link of the game stays short: it does not grow with the game.
    for (let n = 2; n <= t.posts.length; n++) {
      const len = `${BASE}#post=${encodeShortLink(cut(t, n), gameId)}`.length;
      assert.ok(len <= 600, `post ${n - 1}: ${len} characters`);
    }
    console.log(`# short link at post 60: ${short.length} characters (full link ${full.length})`);
  });

  it('the reader\'s copy and the short link make the sender\'s game, which verifies', async () => {
    const t = game.transcript;
    for (const n of [2, 3, 30, 61]) {
      const reader = cut(t, n - 1); // the other player holds everything up to their own post
      const link = encodeShortLink(cut(t, n), gameId);
      assert.ok(isShortLink(link) && isShortLink(`${BASE}#post=${link}`));
      assert.ok(!isShortLink(encodeLink(reader)));
      const merged = extendTranscript(reader, gameId, decodeShortLink(`${BASE}#post=${link}`));
      assert.equal(encodeLink(merged), encodeLink(cut(t, n)));
      assert.equal(checkFreshness(reader, merged), 'newer');
      assert.equal((await verifyTranscript(merged)).posts, n);
    }
    // Posts the reader already holds may be repeated; a link behind the reader's copy gives the copy.
    const two = encodeShortLink(cut(t, 12), gameId, 9);
    assert.equal(decodeShortLink(two).posts.length, 3);
    assert.equal(encodeLink(extendTranscript(cut(t, 11), gameId, decodeShortLink(two))), encodeLink(cut(t, 12)));
    assert.equal(checkFreshness(cut(t, 12), extendTranscript(cut(t, 12), gameId, decodeShortLink(two))), 'same');
    assert.equal(extendTranscript(cut(t, 20), gameId, decodeShortLink(two)).posts.length, 20, 'a stale short link leaves a longer copy as it is');
  });

  it('a short link of another game, a gap, a different copy or a changed post is refused, the problem named', async () => {
    const t = game.transcript;
    const link = encodeShortLink(cut(t, 41), gameId);
    const refuse = (fn: () => unknown, problem: string, pattern: RegExp) =>
      assert.throws(fn, (e: PostError) => e instanceof PostError && e.problem === problem && pattern.test(e.message), `${problem} ${pattern}`);

    // Another game: the id named.
    const other = await longDiceGame(3, 'other');
    const otherId = (await verifyTranscript(other.transcript)).gameId;
    refuse(() => extendTranscript(other.transcript, otherId, decodeShortLink(link)), 'format', new RegExp(`bad field "${gameId.slice(0, 20)}.*a link of this game \\(${otherId.slice(0, 10)}`));
    // A gap: the reader lacks posts 38 and 39; told to open the full link.
    refuse(() => extendTranscript(cut(t, 38), gameId, decodeShortLink(link)), 'missing', /post 40: missing posts "post 40".*posts 38 to 39 never reached it: open the full link/);
    // The post it goes on from differs from the reader's copy (the tie does not match).
    const bent = link.replace(/^(vb1s\.[^.]+\.\d+\.)(.)/, (_, head, c) => head + (c === 'A' ? 'B' : 'A'));
    refuse(() => extendTranscript(cut(t, 40), gameId, decodeShortLink(bent)), 'fork', /post 39: rewritten game .*post 39 as this browser holds it/);
    // A repeated post that differs from the reader's copy.
    const repeated = encodeShortLink(cut(t, 41), gameId, 38);
    const changedCopy = { header: t.header, posts: t.posts.slice(0, 40).map((p, i) => (i === 39 ? { ...p, sig: t.posts[38]!.sig } : p)) };
    refuse(() => extendTranscript(changedCopy, gameId, decodeShortLink(repeated)), 'fork', /post 39: rewritten game/);

    // A changed roll in the link's post: it fits the copy, and full verification names it.
    const short = decodeShortLink(link);
    const post = short.posts[0]!;
    const roll = post.events[0]!;
    assert.match(roll, /^[1-6][1-6]$/, 'post 40 starts with its roll');
    const otherRoll = roll[0] + String((Number(roll[1]) % 6) + 1);
    const tampered = extendTranscript(cut(t, 40), gameId, { ...short, posts: [{ ...post, events: [otherRoll, ...post.events.slice(1)] }] });
    await assert.rejects(verifyTranscript(tampered), (e: PostError) => e.problem === 'roll' && e.post === 40 && e.message.includes(`bad roll "${otherRoll}"`));
    // A changed move: the signature no longer matches.
    const moved = extendTranscript(cut(t, 40), gameId, { ...short, posts: [{ ...post, sig: t.posts[38]!.sig }] });
    await assert.rejects(verifyTranscript(moved), (e: PostError) => e.post === 40 && /bad signature|signed by the wrong player|replayed post/.test(e.message));
  });

  it('bad short-link text is refused, the field named', () => {
    const link = encodeShortLink(cut(game.transcript, 5), gameId);
    const refuse = (text: string, pattern: RegExp) =>
      assert.throws(() => decodeShortLink(text), (e: PostError) => e instanceof PostError && pattern.test(e.message), pattern.source);
    refuse(link.replace('vb1s.', 'vb9s.'), /bad field "vb9s": expected a short link starting vb1s\./);
    refuse(link.replace(gameId, gameId.slice(1)), /expected a game id of 43 base64url characters/);
    refuse(link.replace(`.${4}.`, '.0.'), /bad field "0": expected the number of the first post/);
    refuse(link.replace(/\.4\.(.{12})/, '.4.$1x'), /expected a tie of 12 base64url characters/);
    refuse(link.split('~')[0]!, /at least one post after the short link's head/);
    refuse(`${link}<b>`, /only A-Z a-z 0-9 - _ \. ~ in a link \(found "<"/);
    refuse(link.replace(/~[^.]+\./, '~AAAA.'), /post 4: bad field "AAAA": expected a revealed value as 16 bytes/);
    refuse(link.slice(0, -3), /post 4: bad field .*a signature/);
    refuse(`${link}${`~${link.split('~')[1]}`.repeat(MAX_SHORT_POSTS)}`, /too long .*at most 16 posts in a short link/);
    // A full link's reader says plainly what a short link is.
    assert.throws(() => decodeLink(link), /this short link carries only the latest posts: open it where the game is held, or ask for the full link/);
    // And the writer refuses what a short link cannot carry.
    assert.throws(() => encodeShortLink(cut(game.transcript, 1), gameId), RangeError);
    assert.throws(() => encodeShortLink(game.transcript, 'x'), RangeError);
  });
});

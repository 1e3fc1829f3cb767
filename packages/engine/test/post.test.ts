import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  PostDraft, PostError, decodeLink, encodeLink, newSeat, readPostRecord, verifyTranscript, writePostRecord,
  seatSide, linkUrl, CHAIN_LENGTH, chainStep, chainValue,
} from '../src/post/index.js';
import { GameSession } from '../src/core/session.js';
import { VARIANT_IDS } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';
import { playByPost } from './support/post-play.js';

const FIXTURE = new URL('./fixtures/post-dice.txt', import.meta.url);

describe('play by post: games by link', () => {
  for (const id of VARIANT_IDS) {
    it(`${id}: two players pass links; the game verifies, its record reads back and loads as a plain game`, async () => {
      const g = await playByPost(id, { posts: 14, seed: id, starter: id === 'dagger' ? 'black' : 'white' });
      const game = await verifyTranscript(g.transcript);
      assert.ok(game.posts >= 2);
      assert.equal(game.players.white!.length, 87);
      const record = writePostRecord(g.transcript, game.result);
      assert.equal(encodeLink(readPostRecord(record)), encodeLink(g.transcript), 'record and link carry the same game');
      // An ordinary reader loads it as a plain game: the same rolls and moves.
      const plain = GameSession.fromRecord(await loadVariant(id), record);
      assert.deepEqual(plain.events, game.session.events);
      assert.equal(seatSide(g.transcript, g.seats.white), 'white');
      assert.equal(seatSide(g.transcript, g.seats.black), 'black');
      // Opening the same link again gives the same game, rolls included.
      assert.deepEqual((await verifyTranscript(decodeLink(g.links.at(-1)!))).session.events, game.session.events);
    });
  }

  it('every link is URL-safe; a URL with #post= reads as its link', async () => {
    const g = await playByPost('d4d6', { posts: 6, seed: 'url', options: { rinoceronte: true } });
    for (const link of g.links) assert.match(link, /^[A-Za-z0-9._~-]+$/);
    const url = linkUrl('https://example.org/play/?x=1#old', g.transcript);
    assert.equal(encodeLink(decodeLink(url)), g.links.at(-1));
    assert.equal((await verifyTranscript(decodeLink(url))).transcript.header.options, 'rinoceronte=true');
  });

  it('a start position and options are signed into the game', async () => {
    const seat = await newSeat();
    const dice = await loadVariant('dice');
    const position = dice.formatPosition(dice.initial());
    const draft = await PostDraft.startGame({ variant: 'dice', side: 'black', position }, seat);
    assert.equal(draft.done, true, 'White rolls first: the starting Black waits');
    const t = await draft.finish();
    assert.equal(t.header.position, position);
    assert.equal((await verifyTranscript(t)).next, 'white');
  });

  it('turns: only the player to post can take a turn; a third key is told it is not their game', async () => {
    const g = await playByPost('dart', { posts: 4, seed: 'turns' });
    await assert.rejects(PostDraft.takeTurn(g.transcript, g.seats.black), (e: PostError) => e.problem === 'turn' && e.post === 4 && /their turn/.test(e.message) === true);
    const stranger = await newSeat();
    await assert.rejects(PostDraft.takeTurn(g.transcript, stranger), (e: PostError) => e.problem === 'seat');
    // The stranger can still view it.
    assert.equal((await verifyTranscript(g.transcript)).moves, 4);
    const draft = await PostDraft.takeTurn(g.transcript, g.seats.white);
    assert.equal(draft.side, 'white');
    await assert.rejects(draft.finish(), (e: PostError) => e.problem === 'turn');
    await assert.rejects(draft.play('zz9'), (e: PostError) => e.problem === 'move' && e.token === 'zz9');
  });

  it('the hash chain: each revealed value hashes to the one before, down to the head', async () => {
    const seat = await newSeat();
    const head = await chainValue(seat.seed, 0);
    let before = head;
    for (let k = 1; k <= 3; k++) {
      const v = await chainValue(seat.seed, k);
      assert.deepEqual(await chainStep(v), before);
      before = v;
    }
    assert.deepEqual(await chainValue(seat.seed, CHAIN_LENGTH), seat.seed);
  });

  it('the committed fixture, a finished Dice Chess game of more than ten rolls, verifies', async () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const game = await verifyTranscript(readPostRecord(text));
    assert.ok(game.rolls >= 10, `${game.rolls} rolls`);
    assert.equal(game.variant.id, 'dice');
    assert.ok(game.result, 'the game is finished');
    assert.equal(game.next, null);
    assert.deepEqual(GameSession.fromRecord(game.variant, text).events, game.session.events);
  });

  it('the record of a game played in Chromium by two players passing links (test/site/play-by-post) verifies', async () => {
    const text = readFileSync(new URL('./fixtures/post-dice-browser.txt', import.meta.url), 'utf8');
    const game = await verifyTranscript(readPostRecord(text));
    assert.equal(game.variant.id, 'dice');
    assert.ok(game.rolls >= 10, `${game.rolls} rolls`);
    assert.ok(game.players.white && game.players.black, 'both players signed');
    assert.deepEqual(GameSession.fromRecord(game.variant, text).events, game.session.events);
  });
});

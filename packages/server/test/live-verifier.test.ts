import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeLink } from '../../engine/src/post/index.js';
import { Verifier } from '../src/live/verifier.js';
import { diceGame } from './live-support.js';
import type { LiveGame } from './live-support.js';

describe('live relay: the kept replays', () => {
  it('are bounded by posts as well as by games, the oldest going first; a kept one verifies only what is new', async () => {
    const [a, b, c] = await Promise.all([diceGame(8, 'keep-a'), diceGame(8, 'keep-b'), diceGame(8, 'keep-c')]);
    const verifier = new Verifier(10, 12);
    const start = (g: LiveGame, posts: number) => verifier.verify(g.links[posts - 1]!, decodeLink(g.links[posts - 1]!), g.id);
    assert.deepEqual(await start(a, 6), { gameId: a.id, posts: 6 });
    assert.deepEqual(await start(b, 6), { gameId: b.id, posts: 6 });
    assert.equal(verifier.keptPosts, 12);
    // A's next link goes on from its kept replay: two new posts read and replayed.
    assert.deepEqual(await verifier.tryExtend(a.id, a.links[7]!), { gameId: a.id, posts: 8 });
    // 14 posts kept is over 12: B, now the oldest, goes.
    assert.equal(verifier.size, 1);
    assert.equal(verifier.keptPosts, 8);
    assert.equal(await verifier.tryExtend(b.id, b.links[7]!), undefined, 'no replay of B is kept');
    await start(c, 4);
    assert.equal(verifier.keptPosts, 12);
    assert.equal(verifier.size, 2);
    // A replay over the limit alone is still kept: it is the one the next move needs.
    const lone = new Verifier(10, 3);
    await lone.verify(c.links[7]!, decodeLink(c.links[7]!), c.id);
    assert.equal(lone.size, 1);
  });
});

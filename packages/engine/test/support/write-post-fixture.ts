/**
 * Writes test/fixtures/post-dice.txt: a Dice Chess game played by post between two fresh seats
 * through the API (links passed back and forth), to its end or 300 posts, captures preferred so
 * that it ends. Run: node --import tsx packages/engine/test/support/write-post-fixture.ts
 */
import { writeFileSync } from 'node:fs';
import { randomInt } from '../../src/core/random.js';
import { verifyTranscript, writePostRecord } from '../../src/post/index.js';
import { playByPost } from './post-play.js';

const game = await playByPost('dice', {
  posts: 300,
  seed: 'fixture',
  pick: (moves, rng) => {
    const mates = moves.filter((m) => m.includes('#'));
    const captures = moves.filter((m) => m.includes('x') || m.includes('+'));
    const pool = mates.length ? mates : captures.length && randomInt(rng, 4) ? captures : moves;
    return pool[randomInt(rng, pool.length)]!;
  },
});
const verified = await verifyTranscript(game.transcript);
writeFileSync(new URL('../fixtures/post-dice.txt', import.meta.url), writePostRecord(game.transcript, verified.result));
console.log(`${verified.posts} posts, ${verified.rolls} rolls, ${verified.moves} moves, result: ${verified.result?.text ?? 'none'}`);

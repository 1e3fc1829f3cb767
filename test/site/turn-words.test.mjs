// The board's status line in a game by post or live (site/src/lib/post/turn-words.ts), from each
// seat, on real games of the engine: Dice Chess (a post rolls, then moves) and d4 d6 chess (the
// mover's choice of piece and die waits for a roll the other player's post makes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { register } from 'tsx/esm/api';

register();
const { turnWords } = await import('../../site/src/lib/post/turn-words.ts');
const { loadVariant } = await import('../../packages/engine/src/registry.ts');
const { PostDraft, newSeat, verifyTranscript } = await import('../../packages/engine/src/post/index.ts');

/** Plays posts between two seats with the first legal move each time; returns the verified game after `posts`. */
async function game(variant, posts) {
  const seats = { white: await newSeat(), black: await newSeat() };
  const first = async (d) => {
    while (!d.done) {
      const s = d.session;
      await d.play(s.variant.formatAction(s.state, s.variant.legalActions(s.state)[0]));
    }
    return d.finish();
  };
  let t = await first(await PostDraft.startGame({ variant, side: 'white' }, seats.white));
  for (let seq = 1; seq < posts; seq++) t = await first(await PostDraft.takeTurn(t, seats[seq % 2 ? 'black' : 'white']));
  return verifyTranscript(t);
}

const facts = (g, mine, writing) => ({ variant: g.variant, state: g.session.state, next: g.next, posts: g.posts, mine, writing });

test('Dice Chess: joining, then whose move from each seat; writing a post', async () => {
  const one = await game('dice', 1);
  assert.equal(turnWords(facts(one, 'white')), 'Waiting for Black to join');
  assert.equal(turnWords(facts(one, null)), 'Black to join');
  assert.equal(turnWords(facts(one, 'black', 'sign')), 'Your turn to join: sign your first post');
  const three = await game('dice', 3); // White's first move is made: Black's post rolls, then moves
  assert.equal(three.next, 'black');
  assert.equal(turnWords(facts(three, 'white')), "Waiting for Black's move");
  assert.equal(turnWords(facts(three, null)), 'Black to move');
  assert.equal(turnWords(facts(three, 'black', 'move')), 'Your move');
});

test('d4 d6 chess: a post that only rolls for the other player is "roll", not the rules\' own words', async () => {
  // A mover's choice of piece and die ends their post; the other player's next post makes the roll.
  let g = null;
  for (let posts = 3; posts < 30 && !g; posts++) {
    const h = await game('d4d6', posts);
    if (h.next && h.variant.phase(h.session.state) === 'chance' && h.variant.toMove(h.session.state) !== h.next) g = h;
  }
  assert.ok(g, 'a d4 d6 game reaches a roll made by the other player\'s post');
  const mover = g.variant.toMove(g.session.state), roller = g.next;
  const name = (s) => (s === 'white' ? 'White' : 'Black');
  assert.equal(turnWords(facts(g, mover)), `Waiting for ${name(roller)}'s roll`);
  assert.equal(turnWords(facts(g, null)), `${name(roller)} to roll`);
  assert.equal(turnWords(facts(g, roller)), 'Your roll');
  assert.equal(turnWords(facts(g, roller, 'sign')), 'Your post: sign it to send');
});

test('a finished game: no words of the page (the board shows the result)', async () => {
  const g = await game('dice', 3);
  assert.equal(turnWords({ ...facts(g, 'white'), next: null }), '');
});

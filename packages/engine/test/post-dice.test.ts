import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chanceWeights, deriveChance, outcomeAt, rollBlock, uniformBelow, PostDraft, newSeat, decodeLink, encodeLink, type RollInput } from '../src/post/index.js';
import { replayTranscript } from '../src/post/verify.js';
import { chainValue } from '../src/post/chain.js';
import { randomInt, seededRandom } from '../src/core/random.js';
import type { AnyVariant } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';
import { playByPost } from './support/post-play.js';

const dice = await loadVariant('dice');
const d4d6 = await loadVariant('d4d6');

/** Chi-square critical values at p = 0.001, by degrees of freedom. */
const CRITICAL: Record<number, number> = { 3: 16.27, 5: 20.52, 20: 45.31 };

const bytesFrom = (rng: ReturnType<typeof seededRandom>) => Uint8Array.from({ length: 16 }, () => randomInt(rng, 256));

/** The chance point after a d4d6 opening choice that rolls the named die. */
function d4d6Chance(sides: number): unknown {
  const s = d4d6.initial();
  for (const a of d4d6.legalActions(s)) {
    const t = d4d6.apply(s, a);
    if (d4d6.phase(t) === 'chance' && d4d6.chanceOutcomes(t).length === sides) return t;
  }
  throw new Error(`no d${sides} roll`);
}

/** Counts of each outcome notation over `n` derived rolls with seeded players' values. */
async function derivedCounts(v: AnyVariant, state: unknown, n: number, derive: (input: RollInput) => Promise<string>): Promise<Map<string, number>> {
  const rng = seededRandom(`chi-${v.id}-${n}`);
  const game = bytesFrom(rng);
  const counts = new Map<string, number>(v.chanceOutcomes(state).map((o) => [o.notation, 0]));
  for (let i = 0; i < n; i++) {
    const input = { game, chance: i % 50, white: bytesFrom(rng), black: bytesFrom(rng) };
    const roll = await derive(input);
    counts.set(roll, counts.get(roll)! + 1);
  }
  return counts;
}

function chiSquare(v: AnyVariant, state: unknown, counts: Map<string, number>, n: number): number {
  return v.chanceOutcomes(state).reduce((sum, o) => {
    const expected = n * o.probability;
    return sum + (counts.get(o.notation)! - expected) ** 2 / expected;
  }, 0);
}

/** A deliberately biased derivation: one byte of the same hash, modulo the slots (256 is not a multiple of 36). */
async function biased(v: AnyVariant, state: unknown, input: RollInput): Promise<string> {
  const outs = v.chanceOutcomes(state);
  const { weights, total } = chanceWeights(outs.map((o) => o.probability));
  const block = await rollBlock(input, 0);
  return outcomeAt(outs, weights, block[0]! % total).notation;
}

describe('play by post: fair dice', () => {
  it('weights: two d6 give 36 slots (each ordered roll once), a d4 4, a d6 6', () => {
    const start = dice.initial();
    const w = chanceWeights(dice.chanceOutcomes(start).map((o) => o.probability));
    assert.equal(w.total, 36);
    assert.deepEqual(w.weights.filter((x) => x === 1).length, 6, 'six doubles');
    assert.deepEqual(w.weights.filter((x) => x === 2).length, 15, 'fifteen rolls of two faces, either order');
    for (const sides of [4, 6]) assert.equal(chanceWeights(d4d6.chanceOutcomes(d4d6Chance(sides)).map((o) => o.probability)).total, sides);
    assert.throws(() => chanceWeights([0.5, 0.4]), RangeError);
    assert.throws(() => chanceWeights([Math.PI / 4, 1 - Math.PI / 4]), RangeError);
  });

  it('rejection sampling: a word at or above the largest multiple is skipped, the next one used', () => {
    const top = 2 ** 32 - (2 ** 32 % 36); // first rejected word
    const block = new Uint8Array(8);
    new DataView(block.buffer).setUint32(0, top);
    new DataView(block.buffer).setUint32(4, 37);
    assert.equal(uniformBelow(36, block), 1);
    new DataView(block.buffer).setUint32(4, 2 ** 32 - 1);
    assert.equal(uniformBelow(36, block), null);
  });

  it('chi-square over 36,000 derived Dice Chess rolls: every outcome as likely as the rules say; the biased derivation fails', async () => {
    const start = dice.initial();
    const n = 36000;
    const fair = await derivedCounts(dice, start, n, async (input) => (await deriveChance(dice, start, input)).notation);
    const chiFair = chiSquare(dice, start, fair, n);
    assert.ok(chiFair < CRITICAL[20]!, `fair derivation: chi-square ${chiFair.toFixed(1)} over 20 degrees of freedom`);
    const bad = await derivedCounts(dice, start, n, (input) => biased(dice, start, input));
    const chiBad = chiSquare(dice, start, bad, n);
    if (process.env.SHOW) console.log(`fair ${chiFair} biased ${chiBad}`);
    assert.ok(chiBad > CRITICAL[20]!, `the biased derivation must fail the same test: chi-square ${chiBad.toFixed(1)}`);
  });

  it('chi-square over derived d4 and d6 rolls of d4 d6 chess', async () => {
    for (const sides of [4, 6]) {
      const state = d4d6Chance(sides);
      const n = 6000;
      const counts = await derivedCounts(d4d6, state, n, async (input) => (await deriveChance(d4d6, state, input)).notation);
      const chi = chiSquare(d4d6, state, counts, n);
      assert.ok(chi < CRITICAL[sides - 1]!, `d${sides}: chi-square ${chi.toFixed(1)}`);
      if (process.env.SHOW) console.log(`d${sides} chi ${chi}`);
    }
  });

  it('a roll cannot be computed by the roller before the other player\'s value is known', async () => {
    // Dice Chess: Black's first roll comes from White's value revealed with White's move (post 2)
    // and Black's own next value. Before post 2, Black holds everything of his own.
    const g = await playByPost('dice', { posts: 3, seed: 'structure' });
    const t = g.transcript;
    const before2 = await replayTranscript({ header: t.header, posts: t.posts.slice(0, 2) });
    assert.equal(before2.canRoll(), false, 'White\'s first roll waits for White\'s value');
    await assert.rejects(PostDraft.takeTurn({ header: t.header, posts: t.posts.slice(0, 2) }, g.seats.black), /their turn/);
    const after2 = await replayTranscript({ header: t.header, posts: t.posts.slice(0, 3) });
    assert.equal(dice.phase(after2.session.state), 'chance');
    assert.equal(after2.canRoll(), false, 'Black\'s roll waits for Black\'s next value, revealed in his post');
    const draft = await PostDraft.takeTurn(t, g.seats.black);
    const roll = draft.played[0]!;
    // That roll is a function of White's value from post 2: the same Black value with other White values gives other rolls.
    const blackValue = await chainValue(g.seats.black.seed, 2);
    assert.deepEqual(t.posts.length, 3);
    const input = { game: after2.gameId!, chance: 1, white: t.posts[2]!.reveal!, black: blackValue };
    assert.equal((await deriveChance(dice, after2.session.state, input)).notation, roll);
    const rng = seededRandom('others');
    const seen = new Set<string>();
    for (let i = 0; i < 64; i++) seen.add((await deriveChance(dice, after2.session.state, { ...input, white: bytesFrom(rng) })).notation);
    assert.ok(seen.size >= 12, `${seen.size} different rolls for 64 White values`);

    // d4 d6 chess: the player picks a piece and a die, and the post ends there: the roll needs the
    // opponent's next value, so the mover cannot see it before the choice is fixed.
    const w = await newSeat(), b = await newSeat();
    let draft2 = await PostDraft.startGame({ variant: 'd4d6', side: 'white' }, w);
    while (!draft2.done) {
      const s = draft2.session;
      await draft2.play(d4d6.formatAction(s.state, d4d6.legalActions(s.state)[0]));
    }
    assert.equal(d4d6.phase(draft2.session.state), 'chance', 'White\'s first post ends at the roll');
    const t0 = await draft2.finish();
    draft2 = await PostDraft.takeTurn(decodeLink(encodeLink(t0)), b);
    assert.equal(draft2.done, true, 'Black joins: nothing to do, and Black cannot roll for White');
    assert.equal(draft2.played.length, 0);
    const t1 = await draft2.finish();
    draft2 = await PostDraft.takeTurn(t1, w);
    assert.match(draft2.played[0]!, /^[1-6]$/, 'White\'s next post opens with the roll, made from both values');
  });
});

/**
 * Invariants every variant must satisfy under random play (fast-check drives the seeds).
 * A variant's test file calls `describeInvariants(variant)`; `npm run fuzz` runs the same
 * checks for millions of actions.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { VariantBoardError } from '../../src/core/errors.js';
import { randomInt, seededRandom, type RandomSource } from '../../src/core/random.js';
import { GameSession } from '../../src/core/session.js';
import { rollChance } from '../../src/core/search-helpers.js';
import type { AnyVariant, VariantOptions } from '../../src/core/types.js';

export interface InvariantOptions {
  options?: VariantOptions;
  /** How many random games per property. */
  runs?: number;
  /** Plies per random game. */
  maxPlies?: number;
  /** Check every legal action's notation round trip (costly on wide games). */
  everyAction?: boolean;
}

/** Plays one random game, checking invariants at each step; returns the number of events. */
export function randomPlayout(variant: AnyVariant, rng: RandomSource, opts: InvariantOptions & { startState?: unknown } = {}): { session: GameSession; events: number } {
  const maxPlies = opts.maxPlies ?? 80;
  const session = new GameSession(variant, { options: opts.options ?? {} });
  if (opts.startState !== undefined) {
    // Start a session from an arbitrary reached position through its text.
    const text = variant.formatPosition(opts.startState);
    const s2 = new GameSession(variant, { options: opts.options ?? {}, position: text });
    return continuePlayout(variant, s2, rng, maxPlies, opts);
  }
  return continuePlayout(variant, session, rng, maxPlies, opts);
}

function continuePlayout(variant: AnyVariant, session: GameSession, rng: RandomSource, maxPlies: number, opts: InvariantOptions) {
  let events = 0;
  for (let ply = 0; ply < maxPlies; ply++) {
    const state = session.state;
    checkPosition(variant, state, session.options);
    const phase = variant.phase(state);
    if (phase === 'over') {
      assert.ok(variant.result(state), 'a finished game has a result');
      break;
    }
    assert.equal(variant.result(state), null, 'a game in progress has no result');
    if (phase === 'chance') {
      const outcomes = variant.chanceOutcomes(state);
      assert.ok(outcomes.length > 0, 'a chance point has outcomes');
      const total = outcomes.reduce((s, o) => s + o.probability, 0);
      assert.ok(Math.abs(total - 1) < 1e-9, `chance probabilities sum to 1 (got ${total})`);
      session.roll(rng);
    } else {
      const actions = variant.legalActions(state);
      assert.ok(actions.length > 0, `a decision point has legal actions: ${variant.formatPosition(state)}`);
      const notations = actions.map((a) => variant.formatAction(state, a));
      assert.equal(new Set(notations).size, notations.length, `action notations are distinct: ${notations.join(' ')}`);
      const toCheck = opts.everyAction ? actions : [actions[randomInt(rng, actions.length)]!];
      for (const a of toCheck) {
        const text = variant.formatAction(state, a);
        const parsed = variant.parseAction(state, text);
        assert.equal(variant.formatAction(state, parsed), text, `action notation round-trips: ${text}`);
        variant.apply(state, a); // never throws for a legal action
      }
      const chosen = actions[randomInt(rng, actions.length)]!;
      session.play(variant.formatAction(state, chosen));
    }
    events++;
  }
  return { session, events };
}

/** Position text round-trips and the state is unchanged by formatting. */
export function checkPosition(variant: AnyVariant, state: unknown, options: VariantOptions = {}) {
  const text = variant.formatPosition(state);
  const again = variant.parsePosition(text, options);
  assert.equal(variant.formatPosition(again), text, `position text round-trips: ${text}`);
  assert.equal(variant.key(again), variant.key(state), 'key survives the round trip');
}

const garbage = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', 'zz9', 'a0a0', 'K@@', '99', 'pass!', '--', '<script>', 'e9e10', 'x'),
);

export function describeInvariants(variant: AnyVariant, opts: InvariantOptions = {}) {
  const runs = opts.runs ?? 25;
  describe(`${variant.id}: invariants under random play`, () => {
    it('random playouts never throw, notation and positions round-trip', () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          randomPlayout(variant, seededRandom(seed), opts);
        }),
        { numRuns: runs },
      );
    });

    it('a game record replays to the identical position', () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { session } = randomPlayout(variant, seededRandom(seed), opts);
          const text = session.exportRecord();
          const replayed = GameSession.fromRecord(variant, text);
          assert.equal(variant.formatPosition(replayed.state), variant.formatPosition(session.state));
          assert.equal(variant.key(replayed.state), variant.key(session.state));
          assert.equal(replayed.events.length, session.events.length);
        }),
        { numRuns: runs },
      );
    });

    it('random playouts from random reached positions (via their text) never throw', () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer(), (seedA, seedB) => {
          const { session } = randomPlayout(variant, seededRandom(seedA), { ...opts, maxPlies: 30 });
          randomPlayout(variant, seededRandom(seedB), { ...opts, startState: session.state, maxPlies: 30 });
        }),
        { numRuns: Math.max(5, Math.floor(runs / 2)) },
      );
    });

    it('malformed moves are rejected with a typed error and change nothing', () => {
      fc.assert(
        fc.property(fc.integer(), garbage, (seed, junk) => {
          const { session } = randomPlayout(variant, seededRandom(seed), { ...opts, maxPlies: 20 });
          const state = session.state;
          if (variant.phase(state) !== 'decision') return;
          const before = variant.formatPosition(state);
          const legal = new Set(variant.legalActions(state).map((a) => variant.formatAction(state, a)));
          try {
            const a = variant.parseAction(state, junk);
            // The junk happened to be legal notation (e.g. "x" never is, but "pass" may be).
            assert.ok(legal.has(variant.formatAction(state, a)), `parsed junk ${JSON.stringify(junk)} must be legal`);
          } catch (err) {
            assert.ok(err instanceof VariantBoardError, `typed error for ${JSON.stringify(junk)}: ${err}`);
            assert.ok(err.message.length > 0);
          }
          assert.equal(variant.formatPosition(state), before, 'state unchanged');
        }),
        { numRuns: runs * 4 },
      );
    });

    it('an action legal elsewhere but not here is rejected by apply', () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer(), (seedA, seedB) => {
          const a = randomPlayout(variant, seededRandom(seedA), { ...opts, maxPlies: 25 }).session.state;
          const b = randomPlayout(variant, seededRandom(seedB), { ...opts, maxPlies: 25 }).session.state;
          if (variant.phase(a) !== 'decision' || variant.phase(b) !== 'decision') return;
          const legalHere = new Set(variant.legalActions(a).map((x) => variant.key(variant.apply(a, x))));
          for (const foreign of variant.legalActions(b).slice(0, 20)) {
            let next: unknown;
            try {
              next = variant.apply(a, foreign);
            } catch (err) {
              assert.ok(err instanceof VariantBoardError, `typed error: ${err}`);
              continue;
            }
            assert.ok(legalHere.has(variant.key(next)), 'apply accepted only a legal action');
          }
        }),
        { numRuns: runs },
      );
    });

    it('malformed position text is rejected with a typed error', () => {
      const start = variant.formatPosition(variant.initial(opts.options ?? {}));
      fc.assert(
        fc.property(fc.nat(start.length), fc.nat(start.length), garbage, (at, len, junk) => {
          const text = start.slice(0, at) + junk + start.slice(at + Math.min(len, 3));
          try {
            const s = variant.parsePosition(text, opts.options ?? {});
            checkPosition(variant, s, opts.options ?? {}); // accepted text must be a real position
          } catch (err) {
            assert.ok(err instanceof VariantBoardError, `typed error for ${JSON.stringify(text)}: ${err}`);
          }
        }),
        { numRuns: runs * 4 },
      );
    });
  });
}

export { rollChance };

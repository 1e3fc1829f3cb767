/**
 * The Six Stone table shipped for the positions near the start (solve-opening.ts) against the
 * whole-game solve: every value it holds is the whole solve's, it answers every position within
 * its plies (and its moves), and the sliced solve a Worker runs gives the same table as the
 * plain one. Two whole solves: several seconds.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { randomInt, seededRandom } from '../src/core/random.js';
import { variant, type SixStoneState } from '../src/variants/sixstone/index.js';
import { solve, solveInSlices, type SolveTable } from '../src/variants/sixstone/solve.js';
import { OPENING_PLIES, OPENING_VALUES } from '../src/variants/sixstone/solve-opening-data.js';
import { encodeOpening, openingKeys, openingTable } from '../src/variants/sixstone/solve-opening.js';

let whole: SolveTable;
let sliced: SolveTable;
let pauses = 0;
before(async () => {
  whole = solve();
  sliced = await solveInSlices({ sliceMs: 5, pause: () => (pauses++, new Promise((r) => setTimeout(r, 0))) });
});

/** Positions of seeded random games, with how many plies from the start each was reached. */
function randomPositions(games: number, plies: number, seed: string): { s: SixStoneState; ply: number }[] {
  const rng = seededRandom(seed);
  const out: { s: SixStoneState; ply: number }[] = [];
  for (let g = 0; g < games; g++) {
    let s = variant.initial();
    for (let ply = 0; ply <= plies && variant.phase(s) === 'decision'; ply++) {
      out.push({ s, ply });
      const actions = variant.legalActions(s);
      s = variant.apply(s, actions[randomInt(rng, actions.length)]!);
    }
  }
  return out;
}

describe('sixstone opening table', () => {
  it('holds exactly the whole solve\'s value of every position within its plies', () => {
    const keys = openingKeys(OPENING_PLIES);
    assert.equal(keys.length, OPENING_VALUES.length);
    assert.ok(keys.length > 40_000, `${keys.length} positions`);
    const table = openingTable(OPENING_PLIES, OPENING_VALUES);
    let decided = 0;
    for (const key of keys) {
      const mover = key % 65536, opp = (key - mover) / 65536;
      const asWhite = { white: mover, black: opp, toMove: 'white' as const };
      const asBlack = { white: opp, black: mover, toMove: 'black' as const };
      const expected = whole.value(asWhite);
      assert.deepEqual(table.value(asWhite), expected);
      assert.deepEqual(table.value(asBlack), expected, 'the colour-swapped position');
      if (expected.result !== 'draw') decided++;
    }
    assert.ok(decided > 0 && decided < keys.length, 'wins, losses and draws all occur');
    // The data is what the whole solve gives now (regenerate with bench/sixstone-opening-write.ts).
    assert.equal(encodeOpening(keys, (mover, opp) => whole.value({ white: mover, black: opp, toMove: 'white' })), OPENING_VALUES);
  });

  it('the variant\'s quickSolver answers every position and move of random games up to its plies, as the whole table does', async () => {
    const quick = await variant.quickSolver!();
    const full = await variant.solver!();
    let checked = 0, beyond = 0;
    for (const { s, ply } of randomPositions(300, 14, 'opening-games')) {
      const q = quick.value(s);
      if (ply <= OPENING_PLIES) assert.ok(q, `${variant.formatPosition(s)} at ply ${ply} is covered`);
      if (q) {
        assert.deepEqual(q, full.value(s), variant.formatPosition(s));
        checked++;
      } else beyond++;
      if (ply < OPENING_PLIES) {
        for (const a of variant.legalActions(s)) {
          const next = variant.apply(s, a);
          if (variant.phase(next) === 'over') continue;
          assert.deepEqual(quick.value(next), full.value(next), `${variant.formatPosition(s)} then ${variant.formatAction(s, a)}`);
        }
      }
    }
    assert.ok(checked > 2000 && beyond > 0, `${checked} covered, ${beyond} beyond`);
  });

  it('a position the start cannot reach, or one beyond its plies, is not covered', async () => {
    const quick = await variant.quickSolver!();
    assert.equal(quick.value(variant.parsePosition('..WW/..../...B/.B.. w')), null);
  });

  it('the sliced solve (as a Worker runs it) gives the plain solve\'s table', () => {
    assert.ok(pauses > 10, `${pauses} pauses`);
    assert.deepEqual(sliced.stats.reachable, whole.stats.reachable);
    assert.deepEqual({ ...sliced.stats, millis: null, bytes: null }, { ...whole.stats, millis: null, bytes: null });
    for (const { s } of randomPositions(200, 60, 'sliced-games')) assert.deepEqual(sliced.value(s), whole.value(s));
  });
});

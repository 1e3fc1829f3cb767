/**
 * Endings: the top level plays d4 d6 two-piece endings at the tablebase's value (through the
 * `solver` hook), and the search converts basic won endings (king and rook, king and queen
 * against a lone king) inside the games' move limits. The top level itself is measured on the
 * same endings by `npm run bench -- ai-endgames`; here a cheaper level keeps the test short.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseMove, chooseMoveSync } from '../src/ai/levels.js';
import { seededRandom } from '../src/core/random.js';
import { rollChance } from '../src/core/search-helpers.js';
import type { AnyVariant } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';
import { variant as V } from '../src/variants/d4d6/index.js';
import type { D4D6State } from '../src/variants/d4d6/state.js';
import { solvePair, tablebaseValue } from '../src/variants/d4d6/tablebase.js';

/** One turn through the public API, valued by the table at the next turn's start (White's view). */
function valueByApi(s: D4D6State, mover: string): number {
  const result = V.result(s);
  if (result) return result.winner === 'white' ? 1 : result.winner === 'black' ? -1 : 0;
  if (V.toMove(s) !== mover && s.stage === 'start') return tablebaseValue(s);
  if (V.phase(s) === 'chance') {
    return V.chanceOutcomes(s).reduce((sum, o) => sum + o.probability * valueByApi(V.applyChance(s, o.outcome), mover), 0);
  }
  const values = V.legalActions(s).map((a) => valueByApi(V.apply(s, a), mover));
  return mover === 'white' ? Math.max(...values) : Math.min(...values);
}

function positions(white: string, black: string, side: 0 | 1, every: number): D4D6State[] {
  const codes = ['', 'rato', 'formiga', 'gata', 'gato', 'cavalo'];
  const table = solvePair(white as never, black as never);
  const out: D4D6State[] = [];
  let i = 0;
  for (const wp of table.whitePlacements) for (const bp of table.blackPlacements) {
    if (wp.sq === bp.sq || i++ % every !== 0) continue;
    const board = new Int8Array(64), facing = new Int8Array(64).fill(-1);
    board[wp.sq] = codes.indexOf(white); facing[wp.sq] = wp.facing;
    board[bp.sq] = codes.indexOf(black) | 8; facing[bp.sq] = bp.facing;
    out.push({ rino: false, board, facing, side, stage: 'start', chosen: -1, die: 0, roll: 0, special: false, counter: 0 });
  }
  return out;
}

describe('d4d6: the top level plays two-piece endings from the tablebase', () => {
  it('chooses a piece and die, and then a path, worth exactly the table value', async () => {
    let checked = 0;
    for (const [white, black, side, every] of [['gata', 'rato', 0, 331], ['cavalo', 'gato', 1, 277]] as const) {
      for (const s of positions(white, black, side, every).slice(0, 4)) {
        const mover = V.toMove(s);
        const best = tablebaseValue(s);
        const c = await chooseMove(V, s, 6, { noTimeLimit: true });
        const got = valueByApi(V.apply(s, c.best as never), mover);
        assert.ok(Math.abs(got - best) < 1e-9, `${V.formatPosition(s)}: ${c.notation} is worth ${got}, the table ${best}`);
        // After the roll, the path too.
        let t = V.apply(s, c.best as never);
        t = V.applyChance(t, V.chanceOutcomes(t)[0]!.outcome);
        if (V.phase(t) === 'decision') {
          const p = await chooseMove(V, t, 6, { noTimeLimit: true });
          assert.equal(p.source, 'solver', V.formatPosition(t));
          assert.ok(Math.abs(valueByApi(V.apply(t, p.best as never), mover) - valueByApi(t, mover)) < 1e-9, V.formatPosition(t));
        }
        checked++;
      }
    }
    assert.ok(checked >= 6);
  });
});

/** Plays the ending with the same level on both sides; the number of plies to the win, or null. */
async function convert(v: AnyVariant, text: string, level: number, maxPlies: number, seed: string): Promise<number | null> {
  let s = v.parsePosition(text);
  const dice = seededRandom(seed);
  const side = v.toMove(s);
  for (let plies = 0; plies < maxPlies; ) {
    const phase = v.phase(s);
    if (phase === 'over') return v.result(s)?.winner === side ? plies : null;
    if (phase === 'chance') {
      s = v.applyChance(s, rollChance(v, s, dice).outcome);
      continue;
    }
    s = v.apply(s, chooseMoveSync(v, s, level, { noTimeLimit: true }).best);
    plies++;
  }
  return v.phase(s) === 'over' && v.result(s)?.winner === side ? maxPlies : null;
}

describe('basic won endings are won inside the move limits', () => {
  const cases: [string, string][] = [
    ['dart', '6/6/2k3/6/6/K4R[] w 0 1'],
    ['dagger', '1/2/3/4/3/4/2k2/4/3/4/3/R1/K w - - 0 1'],
    ['dagger', '1/2/3/4/3/4/2k2/4/3/4/3/Q1/K w - - 0 1'],
    ['dice', '8/8/8/5k2/8/8/8/3QK3 w - - 0 1'],
  ];
  for (const [id, text] of cases) {
    it(`${id}: ${text}`, async () => {
      const v = await loadVariant(id);
      // Fifty moves each is the limit in all three games; the test asks for far fewer.
      const plies = await convert(v, text, 4, 80, `ending:${text}`);
      assert.ok(plies !== null, `not won in 80 plies: ${text}`);
    });
  }
});

/**
 * Dice Chess's evaluation hook, as the search reads it: the mobility term (squares the knights,
 * bishops, rooks and queens reach), the captures each side's roll may allow, and its agreement between the state and the search cursor
 * (the same number either way, on positions of seeded random games).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomInt, seededRandom } from '../src/core/random.js';
import { rollChance } from '../src/core/search-helpers.js';
import { variant as V } from '../src/variants/dice/index.js';
import type { DiceState } from '../src/variants/dice/index.js';

const ev = (fen: string) => V.evaluate!(V.parsePosition(fen));

describe('dice: evaluation, mobility', () => {
  it('a rook in the open is worth more than one in the corner (4 squares more at 0.03 pawn each)', () => {
    const open = ev('7k/8/8/8/3R4/8/8/4K3 w - - 0 1'); // d4: 14 squares
    const corner = ev('7k/8/8/8/8/8/8/R3K3 w - - 0 1'); // a1: 10 squares
    assert.ok(Math.abs(open - corner - 0.12) < 1e-9, `${open} - ${corner}`);
  });
  it('counts enemy pieces as reachable, own pieces as blocking, for both sides', () => {
    // The black knight on a8 reaches b6 and c7, unless its own pawns stand there.
    const free = ev('n6k/8/8/8/8/8/8/4K3 w - - 0 1');
    const boxed = ev('n6k/2p5/1p6/8/8/8/8/4K3 w - - 0 1');
    // Boxed in by its own pawns: two squares fewer for Black, so White's view gains 0.06 besides the pawns.
    const pawns = ev('7k/2p5/1p6/8/8/8/8/4K3 w - - 0 1') - ev('7k/8/8/8/8/8/8/4K3 w - - 0 1');
    assert.ok(Math.abs(boxed - free - pawns - 0.06) < 1e-9, `${boxed} ${free} ${pawns}`);
  });
  it("weighs the captures both sides' rolls may allow: the roller's at 0.7, the other side's at 0.3", () => {
    // Only Black can capture: the knight on f6 takes the queen on d5 (undefended: 9 pawns) on the 16
    // rolls of 36 that allow a knight (a two, or doubles), a mean of 4 pawns. Adding the evaluation
    // with White to roll (its queen hangs: -0.3 x 4) and with Black to roll (+0.7 x 4), the rest of
    // the two (material, places, mobility) cancels: 0.4 x 4.
    const board = '7k/8/5n2/3Q4/8/8/8/4K3';
    const sum = ev(`${board} w - - 0 1`) + ev(`${board} b - - 0 1`);
    assert.ok(Math.abs(sum - 1.6) < 1e-9, `${sum}`);
  });
  it('the search cursor evaluates every position as the state does', () => {
    for (let g = 0; g < 12; g++) {
      const rng = seededRandom(`eval-dice:${g}`);
      let s = V.initial() as DiceState;
      for (let ply = 0; ply < 120 && V.phase(s) !== 'over'; ply++) {
        if (V.phase(s) === 'chance') {
          s = V.applyChance(s, rollChance(V, s, rng).outcome as number);
          continue;
        }
        const c = V.cursor!(s);
        assert.equal(c.evaluate!(), V.evaluate!(s), V.formatPosition(s));
        const acts = V.legalActions(s);
        s = V.apply(s, acts[randomInt(rng, acts.length)]!);
      }
    }
  });
});

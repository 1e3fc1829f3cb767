/**
 * The explorer's computations (run here on the page, as they would be without a worker): the
 * advice for a position, built from the game's rules one turn ahead and scored with the table,
 * must agree with the table's own value of the position, for either side to move, for a Gata's
 * choice of die and for a Cavalo that may promote first.
 *   npx web-test-runner --files packages/element/test/tablebase-compute.test.ts
 */
import { expect } from '@open-wc/testing';
import { computeTable, inspect, positionText } from '../src/tablebase/compute.js';
import { heatValues, placementOn, tableValue } from '../src/tablebase/heat.js';
import type { InspectRequest } from '../src/tablebase/protocol.js';

const req = (white: InspectRequest['white'], black: InspectRequest['black'], toMove: 'white' | 'black', w: string, b: string): InspectRequest => {
  const at = (cell: string) => {
    const m = /^([a-h][1-8])(?:\((n|e|s|w)\))?$/.exec(cell)!;
    return { cell: m[1]!, facing: (m[2] ?? null) as 'n' | 'e' | 's' | 'w' | null };
  };
  return { white, black, toMove, whiteAt: at(w), blackAt: at(b) };
};

describe('tablebase explorer computations', () => {
  it('writes the position text the engine reads', () => {
    expect(positionText(req('gata', 'rato', 'white', 'd4', 'e6'))).to.equal('8/8/4r3/8/3A4/8/8/8 w start - - 0 0');
    expect(positionText(req('cavalo', 'formiga', 'black', 'a4(n)', 'h8'))).to.equal('7f/8/8/8/C(n)7/8/8/8 b start - - 0 0');
  });

  it('best choice equals the table value, for several pairs and both sides to move', () => {
    const cases = [
      req('gato', 'rato', 'white', 'c3', 'e6'),
      req('gato', 'rato', 'black', 'd4', 'f5'),
      req('gata', 'formiga', 'white', 'e4', 'e6'),
      req('gata', 'formiga', 'black', 'b3', 'g6'),
      req('rato', 'formiga', 'black', 'c1', 'd8'),
    ];
    for (const c of cases) {
      const ins = inspect(c);
      expect(ins.options.length, ins.position).to.be.greaterThan(0);
      expect(ins.options[0]!.value, ins.position).to.be.closeTo(ins.value, 1e-9);
      // Each option's value is the mean over its rolls of the best move's value.
      for (const o of ins.options) {
        const mean = o.rolls.reduce((s, r) => s + r.value, 0) / o.rolls.length;
        expect(o.value, `${ins.position} ${o.notation}`).to.be.closeTo(mean, 1e-12);
        expect(o.rolls.length).to.equal(o.die);
        for (const r of o.rolls) expect(r.moves[0]!.value).to.equal(r.value);
      }
      // A Gata chooses between the d4 and the d6.
      const mover = c.toMove === 'white' ? c.white : c.black;
      expect(ins.options.map((o) => o.die).sort()).to.deep.equal(mover === 'gata' ? [4, 6] : [mover === 'formiga' ? 6 : 4]);
    }
  });

  it('the best move for a roll is chosen for the mover: captures win at once', () => {
    const ins = inspect(req('formiga', 'rato', 'white', 'c4', 'f4'));
    const d6 = ins.options[0]!;
    // Three steps east reach f4: the capture, worth +1.
    const three = d6.rolls.find((r) => r.roll === 3)!;
    expect(three.moves[0]!.notation).to.equal('c4xf4');
    expect(three.value).to.equal(1);
    const black = inspect(req('formiga', 'rato', 'black', 'c4', 'e6'));
    // Black's Rato steps diagonally: two steps from e6 reach c4.
    expect(black.options[0]!.rolls.find((r) => r.roll === 2)!.moves[0]!.notation).to.equal('e6xc4');
    expect(black.options[0]!.rolls.find((r) => r.roll === 2)!.value).to.equal(-1);
  });

  it('a Cavalo in the promotion area may promote first; the values still agree', function () {
    this.timeout(40000);
    const ins = inspect(req('cavalo', 'rato', 'white', 'a4(n)', 'e6'));
    const kinds = ins.options.map((o) => o.kind);
    expect(kinds).to.include('die');
    expect(kinds.filter((k) => k === 'promote').length).to.equal(5); // Rato, Formiga, Gata, Gato, Guarda
    expect(ins.options[0]!.value).to.be.closeTo(ins.value, 1e-9);
    // Becoming a Guarda leaves White without a gambling piece: a loss.
    expect(ins.options.find((o) => o.promoteTo === 'Guarda')!.value).to.equal(-1);
    // The promoted piece's rolls are listed, and its best die's mean is the option's value.
    const best = ins.options[0]!;
    if (best.kind === 'promote') {
      const mean = best.rolls.reduce((s, r) => s + r.value, 0) / best.rolls.length;
      expect(mean).to.be.closeTo(best.value, 1e-9);
    }
  });

  it('heat values are the table values; a Cavalo facing is forced on the border, absent where impossible', function () {
    this.timeout(40000);
    const t = computeTable('cavalo', 'rato');
    const heat = heatValues(t, { heat: 'white', fixed: { cell: 'e6', facing: null }, heatFacing: 'n', toMove: 'white' });
    // North on rank 6 and beyond is impossible for White (it turns on its sixth rank), except the border's forced south.
    expect(heat.get('d6')!.value).to.equal(null);
    expect(heat.get('d6')!.reason).to.equal('facing');
    expect(heat.get('d8')!.placement!.facing).to.equal('s');
    expect(heat.get('d8')!.forced).to.equal(true);
    expect(heat.get('e6')!.reason).to.equal('fixed');
    const d4 = heat.get('d4')!;
    expect(d4.value).to.equal(tableValue(t, { cell: 'd4', facing: 'n' }, { cell: 'e6', facing: null }, 'white'));
    expect(d4.value).to.be.closeTo(inspect(req('cavalo', 'rato', 'white', 'd4(n)', 'e6')).value, 1e-12);
    expect(placementOn(t.whitePlacements, 'g6', 'n')).to.equal(null);
    expect(placementOn(t.whitePlacements, 'g6', 'n', true)!.forced).to.equal(true);
    // 48 squares: every playing square has an entry.
    expect(heat.size).to.equal(48);
  });
});

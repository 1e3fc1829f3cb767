/**
 * <d4d6-tablebase> in Chromium: renders, recomputes on a new pair, shows the engine's values,
 * lists a best move per roll, works from the keyboard, passes axe.
 *   npx web-test-runner --files packages/element/test/tablebase.test.ts
 */
import { expect, fixture } from '@open-wc/testing';
import axe from 'axe-core';
import '../src/tablebase/index.js';
import type { D4d6Tablebase } from '../src/tablebase/d4d6-tablebase.js';
import { variant } from '../../engine/src/variants/d4d6/index.js';
import { tablebaseValue } from '../../engine/src/variants/d4d6/tablebase.js';
import { lastThread, setTablebaseWorkerUrl } from '../src/tablebase/client.js';
import { heatColour, inkFor, formatValue, STOPS } from '../src/tablebase/scale.js';

/** The engine reads `process.env` while solving; give the page one for the direct engine calls below. */
function engineValue(position: string): number {
  const g = globalThis as { process?: unknown };
  const had = g.process !== undefined;
  if (!had) g.process = { env: {} };
  try {
    return tablebaseValue(variant.parsePosition(position));
  } finally {
    if (!had) delete g.process;
  }
}

async function explorer(attrs = ''): Promise<D4d6Tablebase> {
  const el = await fixture<D4d6Tablebase>(`<d4d6-tablebase ${attrs}></d4d6-tablebase>`);
  await el.computed();
  return el;
}

const root = (el: D4d6Tablebase) => el.shadowRoot!;
const hit = (el: D4d6Tablebase, cell: string) => root(el).querySelector(`.hit[data-id="${cell}"]`) as SVGPolygonElement;
const select = (el: D4d6Tablebase, k: string) => root(el).querySelector(`select[data-k="${k}"]`) as HTMLSelectElement;

function choose(el: D4d6Tablebase, k: string, value: string): void {
  const s = select(el, k);
  s.value = value;
  s.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<d4d6-tablebase>', function () {
  it('renders the board, a heat map over the playing area, a legend and a status line', async () => {
    const el = await explorer();
    const r = root(el);
    expect(r.querySelectorAll('.hit').length).to.equal(48);
    // Every playing square but the fixed piece's gets a colour.
    expect(r.querySelectorAll('polygon.heat').length).to.equal(47);
    // The areas are shaded by the element's own drawing (waiting area hatched, promotion squares).
    expect(r.querySelectorAll('.area-waiting').length).to.be.greaterThan(0);
    expect(r.querySelectorAll('.area-promotion').length).to.equal(8);
    expect(r.querySelector('.legend svg')).to.exist;
    expect(r.querySelector('.status')!.textContent).to.match(/average/);
    expect(r.querySelector('.map-summary')!.textContent).to.match(/over 47 squares/);
    expect(r.querySelector('.piece.black.rato')).to.exist;
    expect(lastThread).to.equal('worker');
  });

  it('heat-map values match the engine for several squares, both sides to move', async () => {
    const el = await explorer('white="gato" black="rato" fixed="e6"');
    const check = async (toMove: 'w' | 'b') => {
      for (const cell of ['d4', 'c1', 'a5', 'h3', 'f7', 'e5']) {
        const shown = Number(hit(el, cell).getAttribute('data-value'));
        const file = cell.charCodeAt(0) - 97, rank = Number(cell[1]);
        const rows: string[] = [];
        for (let r = 8; r >= 1; r--) {
          const row = Array.from({ length: 8 }, (_, f) => (f === file && r === rank ? 'T' : f === 4 && r === 6 ? 'r' : '.'));
          rows.push(row.join('').replace(/\.+/g, (m) => String(m.length)));
        }
        const expected = engineValue(`${rows.join('/')} ${toMove} start - - 0 0`);
        expect(shown, `${cell} ${toMove}`).to.be.closeTo(expected, 1e-12);
        // The same value in words on the square and in the table.
        expect(hit(el, cell).getAttribute('aria-label')).to.contain(expected >= 0 ? (expected === 0 ? '0.000' : '+') : '\u2212');
      }
    };
    await check('w');
    choose(el, 'to-move', 'black');
    await el.computed();
    await check('b');
    const td = root(el).querySelector('td[data-cell="d4"]')!;
    expect(td.textContent!.trim()).to.equal(hit(el, 'd4').getAttribute('aria-label')!.split(': ')[1]!.split(',')[0]);
  });

  it('switching pieces recomputes the table', async () => {
    const el = await explorer();
    const before = el.table!;
    expect(before.white).to.equal('rato');
    choose(el, 'white', 'formiga');
    await el.updateComplete;
    expect(root(el).querySelector('.status')!.textContent).to.match(/Solving/);
    await el.computed();
    expect(el.table!.white).to.equal('formiga');
    expect(el.getAttribute('white')).to.equal('formiga');
    expect(root(el).querySelector('.status')!.textContent).to.match(/Formiga/);
    // Formiga (d6, orthogonal) and Rato give different maps.
    const v1 = [...el.values.values()].map((h) => h.value);
    expect(v1.some((v, i) => v !== [...before.values][i])).to.equal(true);
  });

  it('clicking a square lists a best move for each roll, consistent with the table', async () => {
    const el = await explorer('white="gata" black="rato"');
    hit(el, 'd4').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.computed();
    const ins = el.inspection!;
    expect(ins).to.exist;
    expect(ins.position).to.equal('8/8/4r3/8/3A4/8/8/8 w start - - 0 0');
    // A Gata chooses its die: one table of six rolls for the d6, four for the d4.
    const dice = ins.options.filter((o) => o.kind === 'die').map((o) => o.die).sort();
    expect(dice).to.deep.equal([4, 6]);
    const best = ins.options[0]!;
    expect(best.value).to.be.closeTo(ins.value, 1e-9);
    expect(ins.value).to.be.closeTo(engineValue(ins.position), 1e-12);
    const rows = root(el).querySelectorAll('.advice table.rolls:not(.others table) tbody tr');
    expect(rows.length).to.be.greaterThan(3);
    for (const row of rows) expect(row.querySelector('button.move')!.textContent).to.match(/^d4[-x][a-h][1-8]/);
    // A roll of 3 or 5 reaches e6 by the rules: the capture is the best move.
    const d6 = ins.options.find((o) => o.die === 6)!;
    expect(d6.rolls.find((r) => r.roll === 3)!.moves[0]!.notation).to.equal('d4xe6');
    // Showing a move draws an arrow on the board.
    (root(el).querySelector('button.move') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(root(el).querySelector('.arrow')).to.exist;
  });

  it('a square is chosen from the keyboard; the other piece is moved by a click in "put" mode', async () => {
    const el = await explorer();
    const start = root(el).querySelector('.hit[tabindex="0"]') as SVGPolygonElement;
    const id = start.getAttribute('data-id')!;
    expect(id).to.equal('e6');
    start.focus();
    start.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    const now = root(el).activeElement as SVGPolygonElement;
    expect(now.getAttribute('data-id')).to.equal('e5');
    expect(root(el).querySelector('.readout')!.textContent).to.match(/^e5: [+−0]/);
    now.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await el.computed();
    expect(el.inspect).to.equal('e5');
    expect(el.inspection).to.exist;
    expect(hit(el, 'e5').getAttribute('aria-pressed')).to.equal('true');
    expect(root(el).querySelector('.advice')).to.exist;
    hit(el, 'e5').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.inspect).to.equal(null);
    expect(root(el).querySelector('.advice')).to.equal(null);
    // Put mode: the fixed Black piece goes where clicked.
    const radio = root(el).querySelector('input[value="place"]') as HTMLInputElement;
    radio.click();
    await el.updateComplete;
    hit(el, 'c3').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.computed();
    expect(el.fixed).to.equal('c3');
    expect(root(el).querySelectorAll('polygon.heat').length).to.equal(47);
    expect(hit(el, 'c3').getAttribute('aria-label')).to.match(/fixed piece/);
  });

  it('a Cavalo is offered facings; forced facings on the border', async function () {
    this.timeout(60000);
    const el = await explorer('white="cavalo" black="rato" white-facing="e"');
    expect(select(el, 'white-facing')).to.exist;
    const v = el.values;
    expect(v.get('d1')!.placement!.facing).to.equal('n');
    expect(v.get('d1')!.forced).to.equal(true);
    expect(v.get('d4')!.placement!.facing).to.equal('e');
    expect(hit(el, 'd1').getAttribute('aria-label')).to.match(/forced/);
  });

  it('the page stays responsive while a table is solved, and a pair changed mid-solve is dropped', async () => {
    const el = await explorer();
    let last = performance.now();
    let worst = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 10);
    choose(el, 'white', 'gata');
    await el.updateComplete;
    choose(el, 'black', 'formiga');
    await el.computed();
    clearInterval(timer);
    expect(el.table!.white).to.equal('gata');
    expect(el.table!.black).to.equal('formiga');
    // Solving Gata against Formiga takes seconds; the page never stops for anything like that (the machine may be busy).
    expect(worst, 'longest pause of the page (ms)').to.be.below(600);
  });

  it('the heat map can move the Black piece instead; the White one then stands still', async () => {
    const el = await explorer('white="gato" black="formiga" fixed="e6"');
    choose(el, 'heat', 'black');
    await el.computed();
    // The White piece stays where the map had it (its default square, when none was chosen).
    expect(root(el).querySelector('.piece.white.gato')).to.exist;
    const fixed = el.values;
    const cell = [...fixed.values()].find((h) => h.reason === 'fixed')!.cell;
    expect(root(el).querySelector('.piece.white')).to.exist;
    const v = Number(hit(el, 'c5').getAttribute('data-value'));
    const rows: string[] = [];
    for (let r = 8; r >= 1; r--) {
      let row = '';
      for (let f = 0; f < 8; f++) {
        const here = `${'abcdefgh'[f]}${r}`;
        row += here === cell ? 'T' : here === 'c5' ? 'f' : '.';
      }
      rows.push(row.replace(/\.+/g, (m) => String(m.length)));
    }
    expect(v).to.be.closeTo(engineValue(`${rows.join('/')} w start - - 0 0`), 1e-12);
  });

  it('without a worker the same tables are solved on the page', async () => {
    setTablebaseWorkerUrl(new URL('./no-such-worker.js', import.meta.url));
    try {
      const el = await explorer('white="formiga" black="formiga"');
      expect(lastThread).to.equal('main');
      expect(el.table!.white).to.equal('formiga');
      expect(root(el).querySelector('.status')!.textContent).to.match(/average/);
    } finally {
      setTablebaseWorkerUrl(null);
    }
  });

  it('colour scale: diverging, purple for Black, orange for White, readable ink', () => {
    expect(heatColour(-1)).to.equal(STOPS[0]);
    expect(heatColour(1)).to.equal(STOPS[STOPS.length - 1]);
    expect(heatColour(0)).to.equal('#f7f7f7');
    expect(inkFor(-1)).to.equal('#ffffff');
    expect(inkFor(0)).to.equal('#000000');
    expect(formatValue(-0.5)).to.equal('\u22120.50');
    expect(formatValue(0.0001)).to.equal('0.00');
    expect(formatValue(1, 3)).to.equal('+1.000');
  });

  it('has no inline styles and no axe violations', async () => {
    const el = await explorer('white="gata" inspect="d4"');
    (root(el).querySelector('details.grid-wrap') as HTMLDetailsElement).open = true;
    await el.updateComplete;
    expect(root(el).querySelectorAll('[style]').length).to.equal(0);
    const res = await axe.run(el, { resultTypes: ['violations'] });
    expect(res.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).to.deep.equal([]);
  });
});

/** Analysis mode: solved values and perfect moves (Six Stone), the computer's evaluation elsewhere. */
import { expect } from '@open-wc/testing';
import { makeBoard, reach } from './helpers.js';
import { setStrings } from '../src/strings.js';
import type { VariantBoard } from '../src/variant-board.js';

/** Waits for the analysis: a bound for a loaded machine (the solver shares the cores with the other browsers), not a timing. */
async function until<T>(get: () => T | null | undefined | false, ms = 45_000): Promise<T> {
  const t0 = performance.now();
  for (;;) {
    const v = get();
    if (v) return v;
    if (performance.now() - t0 > ms) throw new Error('timed out waiting for the analysis');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const panel = (el: VariantBoard) => el.shadowRoot!.querySelector('.analysis');
/** The shown value once solved: result, distance and text. */
async function solvedValue(el: VariantBoard, position: string) {
  await el.updateComplete;
  const p = await until(() => el.currentPosition === position && el.shadowRoot!.querySelector<HTMLElement>('.analysis .value[data-result]'));
  await el.updateComplete;
  return { result: p.dataset['result']!, distance: Number(p.dataset['distance']), text: p.textContent!.trim() };
}
const perfectList = (el: VariantBoard): string[] => {
  const line = [...panel(el)!.querySelectorAll('p')].find((x) => /^Perfect moves:/.test(x.textContent!.trim()))!;
  return /Perfect moves: ([^(]*)/.exec(line.textContent!)![1]!.trim().split(/,\s*/);
};
const bestArrows = (el: VariantBoard) => el.shadowRoot!.querySelectorAll('.drawing g.arrow.best');

const loaded = (re: RegExp) => performance.getEntriesByType('resource').some((e) => re.test(e.name));

// First in this file (each test file has its own page): nothing has loaded the lazy parts yet.
describe('lazy parts', () => {
  it('a diagram loads neither the controls nor the analysis panel; focusing it brings keyboard reading', async () => {
    const el = await makeBoard('<variant-board variant="sixstone" readonly controls="none" highlights="B2"></variant-board>');
    expect(loaded(/src\/ui\.ts/), 'controls module').to.equal(false);
    expect(loaded(/analysis\/panel/), 'analysis panel').to.equal(false);
    expect(el.shadowRoot!.querySelector('[part~="controls"]')).to.equal(null);
    await reach(el);
    const first = el.shadowRoot!.querySelector<SVGElement>('polygon.hit.cell[tabindex="0"]');
    expect(first, 'one cell reachable by Tab').to.exist;
    expect(el.shadowRoot!.activeElement, 'focused by reaching the board').to.equal(first);
    await until(() => loaded(/src\/ui\.ts/));
    await el.updateComplete;
    const from = first!.dataset['id']!;
    // (A key pressed before the controls' code has come is answered once it has.)
    first!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await until(() => (el.shadowRoot!.activeElement as SVGElement | null)?.dataset['id'] !== from);
    await el.updateComplete;
    const now = el.shadowRoot!.activeElement as SVGElement | null;
    expect(now?.dataset['id']).to.not.equal(from);
  });

  it('a board that can be played has its controls when ready', async () => {
    const el = await makeBoard('<variant-board variant="sixstone"></variant-board>');
    expect(el.shadowRoot!.querySelector('[part~="controls"]')).to.exist;
    expect(loaded(/analysis\/panel/), 'analysis panel').to.equal(false);
  });
});

describe('analysis mode', function (this: { timeout(ms: number): void }) {
  // A test waits for up to three solves in a row; on a loaded machine each may take many seconds.
  this.timeout(60_000);
  it('a won Six Stone position: the value for the side to move, its perfect moves marked, and the update after a move', async () => {
    const start = '..WW/..../...B/.B.. w';
    const el = await makeBoard(`<variant-board variant="sixstone" analysis position="${start}"></variant-board>`);
    const won = await solvedValue(el, start);
    expect(won.result).to.equal('win');
    expect(won.distance % 2, 'a win ends on the winner\'s move').to.equal(1);
    expect(won.text).to.equal(`White wins in ${(won.distance + 1) / 2} moves (${won.distance} plies)`);
    const perfect = perfectList(el);
    expect(perfect.length).to.be.greaterThan(0);
    // Each perfect move is drawn as a hollow arrow (dashed line, open head, ring at its start).
    const arrows = bestArrows(el);
    expect(arrows.length).to.equal(perfect.length);
    for (const g of arrows) {
      expect(g.querySelector('circle')).to.exist;
      expect(g.querySelector('line')!.getAttribute('stroke-dasharray')).to.be.a('string');
    }
    // Every move is listed; the perfect ones are exactly those keeping the win one ply shorter.
    expect(el.shadowRoot!.querySelectorAll('.analysis details li').length).to.equal(el.game!.legalActions(el.session!.state).length);

    // A perfect move: Black to move now loses one ply sooner.
    expect(el.play(perfect[0]!)).to.equal(true);
    const after = await solvedValue(el, el.currentPosition!);
    expect(after.result).to.equal('loss');
    expect(after.distance).to.equal(won.distance - 1);
    expect(after.text).to.equal(`White wins in ${after.distance / 2} moves (${after.distance} plies)`);
    // Back: the first value again (from the cache or the worker).
    el.back();
    expect((await solvedValue(el, start)).distance).to.equal(won.distance);
  });

  it('a lost Six Stone position and a non-perfect move', async () => {
    const first = await makeBoard(`<variant-board variant="sixstone" analysis position="..WW/..../...B/.B.. w"></variant-board>`);
    const won = await solvedValue(first, '..WW/..../...B/.B.. w');
    const v = first.game!, s = first.session!.state;
    const perfect = new Set(perfectList(first));
    const other = v.legalActions(s).map((a) => v.formatAction(s, a)).find((n) => !perfect.has(n));
    expect(other, 'some move is not perfect').to.be.a('string');
    first.play(other!);
    const worse = await solvedValue(first, first.currentPosition!);
    // Seen from Black (to move): anything but a loss in one ply fewer.
    expect(worse.result === 'loss' && worse.distance === won.distance - 1).to.equal(false);

    const lostText = v.formatPosition(v.apply(s, v.parseAction(s, [...perfect][0]!)));
    const el = await makeBoard(`<variant-board variant="sixstone" analysis position="${lostText}"></variant-board>`);
    const lost = await solvedValue(el, lostText);
    expect(lost.result).to.equal('loss');
    expect(lost.text).to.match(/^White wins in \d+ moves? \(\d+ plies\)$/);
    // A lost side's perfect moves are those that hold out longest: still drawn.
    expect(bestArrows(el).length).to.equal(perfectList(el).length);
  });

  it('a drawn Six Stone position', async () => {
    const pos = 'B.../B.W./..../...W w';
    const el = await makeBoard(`<variant-board variant="sixstone" analysis position="${pos}"></variant-board>`);
    const drawn = await solvedValue(el, pos);
    expect(drawn.result).to.equal('draw');
    expect(drawn.text).to.equal('Draw with perfect play');
    expect(bestArrows(el).length).to.equal(perfectList(el).length);
    // Its words come from the strings table, like every other word of the board.
    setStrings({ analysis: { draw: 'Remis bei bestem Spiel' } });
    try {
      el.flip();
      el.analysis = false;
      await el.updateComplete;
      el.analysis = true;
      await until(() => el.shadowRoot!.querySelector('.analysis .value[data-result]'));
      expect(el.shadowRoot!.querySelector('.analysis .value')!.textContent!.trim()).to.equal('Remis bei bestem Spiel');
    } finally {
      setStrings({ analysis: {} });
    }
    // Without analysis: no panel, no marks.
    el.analysis = false;
    await el.updateComplete;
    expect(panel(el)).to.equal(null);
    expect(bestArrows(el).length).to.equal(0);
  });

  it('a game without a solver shows the computer\'s evaluation and best move, with depth and level', async () => {
    const el = await makeBoard(`<variant-board variant="dart" analysis level="1"></variant-board>`);
    const value = await until(() => el.shadowRoot!.querySelector<HTMLElement>('.analysis .value[data-score]'));
    expect(value.textContent).to.match(/^(Evaluation: [+−]?\d+\.\d\d \(for White\)|(White|Black) wins in \d+ pl)/);
    const text = panel(el)!.textContent!;
    expect(text).to.match(/Best move: \S+/);
    expect(text).to.match(/depth \d+, level 1/);
    const best = /Best move: (\S+)/.exec(text)![1]!;
    const s = el.session!.state, v = el.game!;
    expect(v.legalActions(s).map((a) => v.formatAction(s, a))).to.include(best);
    await el.updateComplete;
    expect(bestArrows(el).length).to.be.at.most(1);
    // After a move, the evaluation is of the new position (Black's best move now).
    el.play(best);
    await el.updateComplete;
    const next = await until(() => {
      const t = panel(el)?.textContent ?? '';
      const m = /Best move: (\S+)/.exec(t);
      return m && el.shadowRoot!.querySelector('.analysis .value[data-score]') ? m[1]! : null;
    });
    const s2 = el.session!.state;
    expect(v.toMove(s2)).to.equal('black');
    expect(v.legalActions(s2).map((a) => v.formatAction(s2, a))).to.include(next);
  });
});

/**
 * Shapes drawn by hand (issue 46): right-drag and right-click with the real mouse, the brushes that
 * modifier keys choose, drawing again to take away, clearing by a left click and by a move, the touch
 * pen, the D key, what the live region says, `board.shapes` and `shapes-change`, the `drawable`
 * attribute, and a drawing kept in an annotated record through `exportRecord` and `loadRecord`. On a
 * board of squares (Dart), of hexes (Dagger) and of points (Six Stone).
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys, resetMouse } from '@web/test-runner-commands';
import { hitFor, makeBoard, nextEvent, playedBoard, toDecision } from './helpers.js';
import { pressTogether } from './browser-commands.js';
import { leftClick, rightClick, rightDrag, rightGesture, touchDrag } from './drawing-gestures.js';
import type { VariantBoard } from '../src/variant-board.js';
import { brushOf, checkShapes, fromMarks, toMarks, toggleShape } from '../src/shapes/model.js';

const root = (el: VariantBoard) => el.shadowRoot!;
const live = (el: VariantBoard) => root(el).querySelector('.vh[role="status"]')!.textContent!.trim();
const drawnArrows = (el: VariantBoard) => root(el).querySelectorAll('g.drawing .drawn-arrow:not(.preview)').length;
const drawnCircles = (el: VariantBoard) => root(el).querySelectorAll('g.drawing .drawn-circle:not(.preview)').length;

/** Two cells of the board a little apart, and a third: read from its places. */
function cellsOf(el: VariantBoard): [string, string, string] {
  const ids = [...root(el).querySelectorAll('polygon.hit.cell')].map((p) => p.getAttribute('data-id')!);
  return [ids[Math.floor(ids.length / 2)]!, ids[Math.floor(ids.length / 2) + 2]!, ids[Math.floor(ids.length / 3)]!];
}

const BOARDS = [
  { kind: 'square', variant: 'dart' },
  { kind: 'hex', variant: 'dagger' },
  { kind: 'points', variant: 'sixstone' },
] as const;

afterEach(async () => {
  await resetMouse();
});

// First in the file, while the drawing's module is not yet on the page.
describe('board.shapes before ready', () => {
  it('shapes a script sets before the board is ready are drawn once `ready` settles (which otherwise does not wait for the drawing part)', async () => {
    const host = await fixture<HTMLElement>('<div><variant-board variant="dart" style="width: 300px"></variant-board></div>');
    const el = host.querySelector('variant-board') as VariantBoard;
    el.shapes = [{ from: 'b2', to: 'b4', brush: 'red' }];
    await el.ready;
    expect(el.shapes).to.deep.equal([{ from: 'b2', to: 'b4', brush: 'red' }]);
    expect(el.toSvg()).to.contain('drawn-arrow');
  });
});

for (const { kind, variant } of BOARDS) {
  describe(`drawing shapes on a ${kind} board (${variant})`, () => {
    let el: VariantBoard;
    let a: string, b: string, c: string;
    beforeEach(async () => {
      el = await playedBoard(`<variant-board variant="${variant}" seed="7" style="width: 340px"></variant-board>`);
      // The shapes part arrives beside the controls.
      for (let i = 0; i < 200 && !root(el).querySelector('button.pen'); i++) await new Promise((r) => setTimeout(r, 10));
      [a, b, c] = cellsOf(el);
    });

    it('right-drag draws a green arrow and right-click a circle; the page hears of both', async () => {
      const changed = nextEvent<{ shapes: unknown }>(el, 'shapes-change');
      await rightDrag(el, a, b);
      expect(el.shapes).to.deep.equal([{ from: a, to: b, brush: 'green' }]);
      expect((await changed).detail.shapes).to.deep.equal([{ from: a, to: b, brush: 'green' }]);
      expect(drawnArrows(el)).to.equal(1);
      expect(live(el)).to.equal(`Green arrow from ${a} to ${b}`);
      await rightClick(el, c);
      expect(el.shapes).to.deep.equal([{ from: a, to: b, brush: 'green' }, { from: c, brush: 'green' }]);
      expect(drawnCircles(el)).to.equal(1);
      expect(live(el)).to.equal(`Green circle on ${c}`);
      // No context menu over the board while it draws.
      const menu = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
      hitFor(el, a).dispatchEvent(menu);
      expect(menu.defaultPrevented).to.equal(true);
    });

    it('Shift, Alt and both choose red, blue and yellow; the same shape again takes it away', async () => {
      await rightDrag(el, a, b, ['Shift']);
      await rightClick(el, a, ['Alt']);
      await rightClick(el, b, ['Shift', 'Alt']);
      expect(el.shapes).to.deep.equal([{ from: a, to: b, brush: 'red' }, { from: a, brush: 'blue' }, { from: b, brush: 'yellow' }]);
      const strokes = [...root(el).querySelectorAll('g.drawing .drawn:not(.preview)')].map((g) => g.getAttribute('class')!.split(' ')[1]);
      expect(strokes).to.deep.equal(['red', 'blue', 'yellow']);
      // Again in the same brush: gone. In another brush: it takes that one.
      await rightDrag(el, a, b, ['Shift']);
      expect(live(el)).to.equal(`Removed: red arrow from ${a} to ${b}`);
      await rightClick(el, a);
      expect(el.shapes).to.deep.equal([{ from: b, brush: 'yellow' }, { from: a, brush: 'green' }]);
      await rightClick(el, a);
      await rightClick(el, b, ['Shift', 'Alt']);
      expect(el.shapes).to.deep.equal([]);
      expect(drawnArrows(el) + drawnCircles(el)).to.equal(0);
    });

    it('a left click clears the drawing, and so does a move', async () => {
      await rightDrag(el, a, b);
      await rightClick(el, c);
      const cleared = nextEvent<{ shapes: unknown[] }>(el, 'shapes-change');
      await leftClick(el, c);
      expect((await cleared).detail.shapes).to.deep.equal([]);
      expect(el.shapes).to.deep.equal([]);
      expect(live(el)).to.equal('Drawing cleared');
      await rightDrag(el, a, b);
      expect(drawnArrows(el)).to.equal(1);
      await toDecision(el);
      // (A roll is a new position too: draw again after it.)
      if (!el.shapes.length) await rightDrag(el, a, b);
      const v = el.game!, s = el.session!;
      const move = v.formatAction(s.state, v.legalActions(s.state)[0]!);
      const byMove = nextEvent<{ shapes: unknown[] }>(el, 'shapes-change');
      expect(el.play(move)).to.equal(true);
      await el.updateComplete;
      expect((await byMove).detail.shapes).to.deep.equal([]);
      expect(drawnArrows(el)).to.equal(0);
    });

    it('the toolbar pen makes a touch drag draw, and a tap mark a cell', async () => {
      const pen = root(el).querySelector<HTMLButtonElement>('[part="controls"] button.pen')!;
      expect(pen.getAttribute('aria-pressed')).to.equal('false');
      pen.click();
      await el.updateComplete;
      expect(pen.getAttribute('aria-pressed')).to.equal('true');
      await touchDrag(el, a, b);
      expect(el.shapes).to.deep.equal([{ from: a, to: b, brush: 'green' }]);
      await touchDrag(el, c, c);
      expect(el.shapes).to.deep.equal([{ from: a, to: b, brush: 'green' }, { from: c, brush: 'green' }]);
      // Nothing was selected or played meanwhile.
      expect(el.session!.ply).to.be.at.most(1);
      expect(root(el).querySelector('polygon.hit[aria-pressed="true"]')).to.equal(null);
      pen.click();
      await el.updateComplete;
      expect(pen.getAttribute('aria-pressed')).to.equal('false');
      await touchDrag(el, a, b);
      expect(el.shapes).to.deep.equal([]);
    });

    it('D on the focused cell starts an arrow, D on another ends it; Shift+D twice on one cell draws a red circle', async () => {
      hitFor(el, a).focus();
      await sendKeys({ press: 'd' });
      await el.updateComplete;
      expect(live(el)).to.contain(`Arrow from ${a}`);
      // Walk to a neighbour with the arrow keys (the board's own keyboard input).
      let to = a;
      for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown']) {
        await sendKeys({ press: key });
        await el.updateComplete;
        to = (root(el).activeElement as Element | null)?.getAttribute('data-id') ?? a;
        if (to !== a) break;
      }
      expect(to).to.not.equal(a);
      await sendKeys({ press: 'd' });
      await el.updateComplete;
      expect(el.shapes).to.deep.equal([{ from: a, to, brush: 'green' }]);
      expect(live(el)).to.equal(`Green arrow from ${a} to ${to}`);
      await pressTogether('Shift', 'D');
      await pressTogether('Shift', 'D');
      await el.updateComplete;
      expect(el.shapes).to.deep.equal([{ from: a, to, brush: 'green' }, { from: to, brush: 'red' }]);
      expect(live(el)).to.equal(`Red circle on ${to}`);
      // Escape gives up an arrow begun.
      await sendKeys({ press: 'd' });
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(live(el)).to.equal('Drawing cancelled');
    });

    it('board.shapes sets and reads the drawing; a bad shape is said, naming its token, and the drawing stays', async () => {
      el.shapes = [{ from: a, to: b, brush: 'blue' }, { from: c, brush: 'yellow' }];
      await el.updateComplete;
      expect(el.shapes).to.deep.equal([{ from: a, to: b, brush: 'blue' }, { from: c, brush: 'yellow' }]);
      expect(drawnArrows(el)).to.equal(1);
      expect(drawnCircles(el)).to.equal(1);
      const error = nextEvent<{ code: string; token: string; message: string }>(el, 'error');
      el.shapes = [{ from: a, to: 'z99', brush: 'green' }];
      const e = await error;
      expect(e.detail.code).to.equal('bad-shape');
      expect(e.detail.token).to.equal('z99');
      expect(e.detail.message).to.contain('"z99"');
      const brushError = nextEvent<{ token: string }>(el, 'error');
      el.shapes = [{ from: a, brush: 'purple' as never }];
      expect((await brushError).detail.token).to.equal('purple');
      expect(el.shapes).to.deep.equal([{ from: a, to: b, brush: 'blue' }, { from: c, brush: 'yellow' }]);
      // The picture keeps the drawing.
      await el.ready;
      expect(el.toSvg()).to.contain('drawn-arrow');
    });
  });
}

/** From 30% to 70% of the board's width, halfway down: two cells found by where they are. */
function acrossBoard(el: VariantBoard): [number, number][] {
  const box = root(el).querySelector('svg.board-svg')!.getBoundingClientRect();
  const y = Math.round(box.top + box.height * 0.5);
  return [[Math.round(box.left + box.width * 0.3), y], [Math.round(box.left + box.width * 0.7), y]];
}

describe('drawable', () => {
  it('a read-only diagram does not draw unless `drawable` is set; `drawable="false"` stops a played board', async () => {
    const diagram = await makeBoard('<variant-board variant="dart" readonly controls="none"></variant-board>');
    const svg = root(diagram).querySelector('svg.board-svg')!;
    const menu = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
    svg.dispatchEvent(menu);
    expect(menu.defaultPrevented).to.equal(false);
    expect(diagram._parts.shapes).to.equal(null);

    const drawable = await makeBoard('<variant-board variant="dart" readonly controls="none" drawable style="width: 300px"></variant-board>');
    for (let i = 0; i < 200 && !drawable._parts.shapes; i++) await new Promise((r) => setTimeout(r, 10));
    // The diagram's places come with the keyboard; the mouse finds its cells by where it is.
    root(drawable).querySelector('svg.board-svg')!.scrollIntoView({ block: 'center' });
    await rightGesture(drawable, () => acrossBoard(drawable));
    expect(drawable.shapes).to.have.length(1);
    expect(drawable.shapes[0]!.to).to.be.a('string');

    const off = await playedBoard('<variant-board variant="dart" drawable="false" style="width: 300px"></variant-board>');
    expect(root(off).querySelector('button.pen')).to.equal(null);
    const [a, b] = cellsOf(off);
    await rightDrag(off, a, b);
    expect(off.shapes).to.deep.equal([]);
  });

  it('a bad `drawable` value is said as a bad attribute', async () => {
    const error = new Promise<CustomEvent<{ code: string; token: string }>>((ok) => document.addEventListener('error', (e) => {
      if (e instanceof CustomEvent && e.detail?.token === 'maybe') ok(e);
    }, { capture: true }));
    await makeBoard('<variant-board variant="dart" drawable="maybe"></variant-board>');
    const e = await error;
    expect(e.detail.code).to.equal('bad-attribute');
  });
});

describe('shapes kept in an annotated record', () => {
  const RECORD = '[Variant "dice"]\n\n{Start [%csl Ge2]} 66 e4 {The centre.} 23 Nc6';
  const attr = (t: string) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  it('drawing on the shown move writes its [%cal]/[%csl]; exportRecord then loadRecord brings the shapes back', async () => {
    const el = await makeBoard(`<variant-board variant="dice" readonly moves="${attr(RECORD)}" ply="2" style="width: 340px"></variant-board>`);
    for (let i = 0; i < 200 && !el._parts.shapes; i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.session!.ply).to.equal(2);
    await rightDrag(el, 'd2', 'd4');
    await rightClick(el, 'f7', ['Shift']);
    expect(el.shapes).to.deep.equal([{ from: 'd2', to: 'd4', brush: 'green' }, { from: 'f7', brush: 'red' }]);
    // Drawn as the record's marks.
    expect(root(el).querySelectorAll('g.drawing g.arrow').length).to.equal(1);
    const text = el.exportRecord();
    expect(text).to.contain('e4 {[%cal Gd2d4] [%csl Rf7] The centre.}');
    // A left click does not wipe what the record keeps.
    await leftClick(el, 'a3');
    expect(el.shapes).to.have.length(2);

    const again = await makeBoard('<variant-board variant="dice" readonly controls="full"></variant-board>');
    expect(again.loadRecord(text)).to.equal(true);
    await again.updateComplete;
    again.goto(2);
    await again.updateComplete;
    expect(again.shapes).to.deep.equal([{ from: 'd2', to: 'd4', brush: 'green' }, { from: 'f7', brush: 'red' }]);
    again.goto(0);
    await again.updateComplete;
    expect(again.shapes).to.deep.equal([{ from: 'e2', brush: 'green' }]);
  });
});

describe('shapes model', () => {
  const cells = new Set(['a1', 'a2', 'b1', 'b2', 'h10']);
  it('checks shapes against the cells, naming the token at fault', () => {
    expect(checkShapes([{ from: 'a1', to: 'h10' }, { from: 'b2', to: 'b2', brush: 'red' }], cells)).to.deep.equal([
      { from: 'a1', to: 'h10', brush: 'green' }, { from: 'b2', brush: 'red' },
    ]);
    const token = (v: unknown) => {
      try {
        checkShapes(v, cells);
      } catch (e) {
        return (e as { code: string; token: string }).code + ' ' + (e as { token: string }).token;
      }
      return null;
    };
    expect(token('a1a2')).to.equal('bad-shape a1a2');
    expect(token([{ from: 'a9' }])).to.equal('bad-shape a9');
    expect(token([{ from: 'a1', to: 7 }])).to.equal('bad-shape 7');
    expect(token([{ from: 'a1', brush: 'pink' }])).to.equal('bad-shape pink');
    expect(token([null])).to.equal('bad-shape null');
  });
  it('toggles, and turns shapes into record marks and back', () => {
    const one = toggleShape([], { from: 'a1', to: 'b2', brush: 'green' });
    expect(one).to.deep.equal({ shapes: [{ from: 'a1', to: 'b2', brush: 'green' }], removed: false });
    expect(toggleShape(one.shapes, { from: 'a1', to: 'b2', brush: 'blue' }).shapes).to.deep.equal([{ from: 'a1', to: 'b2', brush: 'blue' }]);
    expect(toggleShape(one.shapes, { from: 'a1', to: 'b2', brush: 'green' })).to.deep.equal({ shapes: [], removed: true });
    const shapes = [{ from: 'a1', to: 'h10', brush: 'yellow' as const }, { from: 'b1', brush: 'blue' as const }];
    const marks = toMarks(shapes);
    expect(marks).to.deep.equal({ arrows: [{ from: 'a1', to: 'h10', colour: 'Y' }], highlights: [{ cell: 'b1', colour: 'B' }] });
    expect(fromMarks(marks)).to.deep.equal(shapes);
    expect([brushOf({ shiftKey: false, altKey: false }), brushOf({ shiftKey: true, altKey: false }), brushOf({ shiftKey: false, altKey: true }), brushOf({ shiftKey: true, altKey: true })])
      .to.deep.equal(['green', 'red', 'blue', 'yellow']);
  });
});

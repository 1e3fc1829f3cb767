/** Every available game: renders, and plays by click, drag, keyboard, reserves, choosers and buttons. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { VariantBoard } from '../src/variant-board.js';
import { MoveSet } from '../src/interact.js';
import { layout } from '../src/draw/scene.js';
import { probeDice } from '../src/model.js';
import { neighbourToward } from '../src/keyboard.js';
import { IDS, available, clickPlace, drag, dragFromReserve, hitFor, makeBoard, nextEvent, toDecision } from './helpers.js';

/** A move from a cell to a cell that no other action shares (no chooser). */
function plainMoves(el: VariantBoard) {
  const set = new MoveSet(el.game!, el.session!.state);
  return set.all.filter((m) => m.view.from && 'cell' in m.view.from && m.view.to !== undefined && m.view.to !== m.view.from.cell &&
    set.between(`c:${(m.view.from as { cell: string }).cell}`, m.view.to).length === 1)
    .map((m) => ({ from: (m.view.from as { cell: string }).cell, to: m.view.to!, notation: m.view.notation }));
}

for (const id of IDS) {
  describe(`game ${id}`, () => {
    let ok = false;
    before(async () => { ok = !!(await available(id)); });
    beforeEach(function () { if (!ok) this.skip(); });

    it('renders its cells, pieces and coordinates', async () => {
      const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
      const v = el.game!;
      const g = v.geometry({});
      const root = el.shadowRoot!;
      expect(root.querySelectorAll('polygon.hit.cell').length).to.equal(g.cells.length);
      expect(root.querySelectorAll('.drawing > g.piece:not(.in-reserve)').length).to.equal(v.view(el.session!.state).pieces.size);
      // Every label is drawn at its place: one-character labels of a kind share a <text>, each character
      // placed on its own by the lists of positions (centred there, not run together).
      const coords = [...root.querySelectorAll('.coord')] as SVGTextElement[];
      expect(coords.length).to.be.at.most(2 + g.labels.filter((l) => l.text.length > 1).length);
      const drawn = coords.flatMap((t) => t.getAttribute('x')!.includes(' ')
        ? [...t.textContent!].map((text, i) => ({ text, box: t.getExtentOfChar(i) }))
        : [{ text: t.textContent!, box: t.getBBox() }]);
      expect(drawn.length).to.equal(g.labels.length);
      // Where the board lays its cells out: the same layout as the board's (reserve strips for reserves or dice).
      const L = layout(g, 'white', (g.reserves?.length ?? 0) > 0 || probeDice(v, {}));
      for (const l of g.labels) {
        const at = L.at(l);
        const found = drawn.filter((d) => d.text === l.text && Math.abs(d.box.x + d.box.width / 2 - at.x) < 0.01 && Math.abs(d.box.y + d.box.height / 2 - at.y) < L.s * 0.3);
        expect(found, `label ${l.text} at ${at.x} ${at.y}`).to.have.length(1);
      }
      expect(root.querySelector('[role=alert]')).to.equal(null);
      const withPiece = [...v.view(el.session!.state).pieces][0]!;
      const label = hitFor(el, withPiece[0]).getAttribute('aria-label')!;
      expect(label.startsWith(`${withPiece[0]}, `)).to.equal(true);
      expect(label).to.match(/White|Black/);
    });

    it('plays a move by click-click', async function () {
      const el = await makeBoard(`<variant-board variant="${id}" seed="t"></variant-board>`);
      await toDecision(el);
      const m = plainMoves(el)[0];
      if (!m) return this.skip();
      await clickPlace(el, m.from);
      expect(hitFor(el, m.from).getAttribute('aria-pressed')).to.equal('true');
      expect(el.shadowRoot!.querySelectorAll('.drawing .target').length).to.be.greaterThan(0);
      const ev = nextEvent<{ notation: string }>(el, 'move');
      await clickPlace(el, m.to);
      expect((await ev).detail.notation).to.equal(m.notation);
      expect(el.session!.events.at(-1)!.notation).to.equal(m.notation);
      expect(el.shadowRoot!.querySelectorAll('.drawing .last').length).to.be.greaterThan(0);
    });

    it('plays a move by drag and drop', async function () {
      const el = await makeBoard(`<variant-board variant="${id}" seed="t"></variant-board>`);
      await toDecision(el);
      const m = plainMoves(el).at(-1);
      if (!m) return this.skip();
      const ev = nextEvent<{ notation: string }>(el, 'move');
      await drag(el, m.from, m.to);
      expect((await ev).detail.notation).to.equal(m.notation);
    });

    it('plays a move with the keyboard (arrows, Enter, Space)', async function () {
      const el = await makeBoard(`<variant-board variant="${id}" seed="t"></variant-board>`);
      await toDecision(el);
      const L = layout(el.game!.geometry({}), 'white', false);
      const keys: [string, number, number][] = [['ArrowUp', 0, -1], ['ArrowDown', 0, 1], ['ArrowLeft', -1, 0], ['ArrowRight', 1, 0], ['Home', -1, -1], ['PageUp', 1, -1], ['End', -1, 1], ['PageDown', 1, 1]];
      let found: { from: string; to: string; notation: string; key: string } | null = null;
      for (const m of plainMoves(el)) {
        const k = keys.find(([, dx, dy]) => neighbourToward(L, m.from, dx, dy) === m.to);
        if (k) { found = { ...m, key: k[0] }; break; }
      }
      if (!found) return this.skip();
      hitFor(el, found.from).focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(hitFor(el, found.from).getAttribute('aria-pressed')).to.equal('true');
      await sendKeys({ press: found.key });
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement?.getAttribute('data-id')).to.equal(found.to);
      const ev = nextEvent<{ notation: string }>(el, 'move');
      // ' ' rather than 'Space': puppeteer's WebDriver BiDi keyboard (Firefox) knows no key named Space.
      await sendKeys({ press: ' ' });
      expect((await ev).detail.notation).to.equal(found.notation);
      const live = el.shadowRoot!.querySelector('[role=status]')!;
      expect(live.textContent).to.contain(found.notation);
    });

    it('moves focus between neighbouring cells with the arrow keys', async () => {
      const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
      const g = el.game!.geometry({});
      const start = g.cells.find((c) => Object.keys(g.neighbours[c.id] ?? {}).length >= 3) ?? g.cells[0]!;
      hitFor(el, start.id).focus();
      const seen = new Set<string>([start.id]);
      for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'PageUp', 'End']) {
        await sendKeys({ press: key });
        await el.updateComplete;
        const now = el.shadowRoot!.activeElement?.getAttribute('data-id');
        expect(now, key).to.be.a('string');
        seen.add(now!);
      }
      expect(seen.size).to.be.greaterThan(2);
      // Only one cell is in the tab order.
      expect(el.shadowRoot!.querySelectorAll('polygon.hit.cell[tabindex="0"]').length).to.equal(1);
    });

    it('offers actions from reserves, choosers and buttons where the game has them', async () => {
      const el = await makeBoard(`<variant-board variant="${id}" seed="t"></variant-board>`);
      await toDecision(el);
      const set = new MoveSet(el.game!, el.session!.state);
      const fromReserve = set.all.find((m) => m.view.from && 'reserve' in m.view.from && m.view.to);
      if (fromReserve) {
        const res = (fromReserve.view.from as { reserve: string }).reserve;
        await clickPlace(el, res, 'reserve');
        expect(hitFor(el, res, 'reserve').getAttribute('aria-pressed')).to.equal('true');
        const ev = nextEvent<{ notation: string }>(el, 'move');
        const shared = set.between(`r:${res}`, fromReserve.view.to!);
        await clickPlace(el, fromReserve.view.to!);
        if (shared.length > 1) {
          const buttons = [...el.shadowRoot!.querySelectorAll('.chooser button')] as HTMLButtonElement[];
          buttons.find((b) => b.textContent === (shared[0]!.view.choice ?? shared[0]!.view.notation))!.click();
        }
        expect((await ev).detail.notation).to.equal(shared[0]!.view.notation);
        el.undo();
        await el.updateComplete;
        if (shared.length === 1) {
          // The same by dragging the reserve piece onto the cell.
          const ev2 = nextEvent<{ notation: string }>(el, 'move');
          await dragFromReserve(el, res, fromReserve.view.to!);
          expect((await ev2).detail.notation).to.equal(fromReserve.view.notation);
          el.undo();
          await el.updateComplete;
        }
      }
      const groups = new Map<string, number>();
      for (const m of set.all) if (m.view.from && m.view.to) {
        const k = `${JSON.stringify(m.view.from)}>${m.view.to}`;
        groups.set(k, (groups.get(k) ?? 0) + 1);
      }
      const multi = [...groups].find(([, n]) => n > 1);
      if (multi) {
        const m = set.all.find((x) => `${JSON.stringify(x.view.from)}>${x.view.to}` === multi[0])!;
        const from = m.view.from as { cell?: string; reserve?: string };
        await clickPlace(el, from.cell ?? from.reserve!, from.cell ? 'cell' : 'reserve');
        if (!el.shadowRoot!.querySelector('.chooser')) await clickPlace(el, m.view.to!);
        const chooser = el.shadowRoot!.querySelector('.chooser')!;
        expect(chooser, 'chooser').to.exist;
        expect(chooser.querySelectorAll('button').length).to.equal(multi[1] + 1);
        const ev = nextEvent<{ notation: string }>(el, 'move');
        (chooser.querySelector('button') as HTMLButtonElement).click();
        expect((await ev).detail.notation).to.be.a('string');
        el.undo();
        await el.updateComplete;
      }
      if (set.buttons.length) {
        const b = el.shadowRoot!.querySelector('[part=actions] button') as HTMLButtonElement;
        expect(b).to.exist;
        const ev = nextEvent<{ notation: string }>(el, 'move');
        b.click();
        expect((await ev).detail.notation).to.equal(set.buttons[0]!.view.notation);
      }
    });

    it('plays a whole turn with the interface only (roll button, pieces, targets, choosers, buttons)', async () => {
      const el = await makeBoard(`<variant-board variant="${id}" seed="ui"></variant-board>`);
      const v = el.game!;
      const root = el.shadowRoot!;
      const first = v.toMove(el.session!.state);
      for (let step = 0; step < 12 && v.toMove(el.session!.state) === first && v.phase(el.session!.state) !== 'over'; step++) {
        const roll = root.querySelector('[part~=dice] button.primary:not([disabled])') as HTMLButtonElement | null;
        const chooser = root.querySelector('[part~=chooser] button') as HTMLButtonElement | null;
        const target = root.querySelector('polygon.hit.target');
        const movable = root.querySelector('polygon.hit.movable');
        const action = root.querySelector('[part~=actions] button') as HTMLButtonElement | null;
        if (chooser) chooser.click();
        else if (target) await clickPlace(el, target.getAttribute('data-id')!, target.getAttribute('data-kind')!);
        else if (roll) roll.click();
        else if (movable) await clickPlace(el, movable.getAttribute('data-id')!, movable.getAttribute('data-kind')!);
        else if (action) action.click();
        else break;
        await el.updateComplete;
      }
      expect(v.toMove(el.session!.state)).to.not.equal(first);
      expect(el.session!.events.some((e) => e.kind === 'action')).to.equal(true);
    });

    it('exports SVG and PNG images and a share link', async () => {
      const el = await makeBoard(`<variant-board variant="${id}" seed="t"></variant-board>`);
      await toDecision(el);
      const svgText = el.toSvg();
      expect(svgText.startsWith('<svg')).to.equal(true);
      expect(new DOMParser().parseFromString(svgText, 'image/svg+xml').querySelector('parsererror')).to.equal(null);
      const png = await el.toPng(200);
      expect(png.type).to.equal('image/png');
      expect(png.size).to.be.greaterThan(500);
      // Without share-base or a board server, the link is this page with the game in its fragment.
      const url = new URL(el.shareLink());
      expect(url.origin + url.pathname + url.search).to.equal(location.origin + location.pathname + location.search);
      const game = new URLSearchParams(url.hash.slice(1));
      expect(game.get('vb')).to.equal(id);
      el.sharing = true;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[part=sharing] button').length).to.equal(3);
      if (el.session!.events.length) expect(game.get('moves')).to.equal(el.session!.events.map((e) => e.notation).join(' '));
    });
  });
}

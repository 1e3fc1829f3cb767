/**
 * reserve.css: the room a page keeps for each board until it has drawn itself (the `drawn` state),
 * against the board's real height once drawn, for every game and kind of board. Pages that link it
 * do not move when their boards appear.
 */
import { expect, fixture } from '@open-wc/testing';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';
import { IDS } from './helpers.js';

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const KINDS: Record<string, string> = {
  playable: '',
  'a diagram': 'readonly controls="none"',
  'a replay': 'readonly moves=""',
};

describe('reserve.css', () => {
  before(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await (await fetch(new URL('../src/reserve.css', import.meta.url))).text());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });

  for (const width of [300, 480]) {
    for (const [kind, attrs] of Object.entries(KINDS)) {
      it(`${kind} at ${width} px: the room kept before the board is drawn is its height after`, async () => {
        const misses: string[] = [];
        for (const id of IDS) {
          const host = await fixture<HTMLElement>(`<div style="width: ${width}px"></div>`);
          host.innerHTML = `<variant-board variant="${id}" ${attrs}></variant-board>`;
          const el = host.firstElementChild as VariantBoard;
          // Not drawn yet (its first render waits for its rules): the page's rules hold its room.
          expect(el.matches(':state(drawn)'), id).to.equal(false);
          const before = el.getBoundingClientRect().height;
          await el.ready;
          await frame();
          expect(el.matches(':state(drawn)'), id).to.equal(true);
          const after = el.getBoundingClientRect().height;
          if (Math.abs(before - after) > Math.max(20, 0.06 * after)) misses.push(`${id}: ${before.toFixed(0)} kept, ${after.toFixed(0)} drawn`);
        }
        expect(misses).to.deep.equal([]);
      });
    }
  }

  it('the room follows a page\'s --vb-max-width', async () => {
    const host = await fixture<HTMLElement>('<div style="width: 480px"></div>');
    host.innerHTML = '<variant-board variant="sixstone" style="--vb-max-width: 300px"></variant-board>';
    const el = host.firstElementChild as VariantBoard;
    const before = el.getBoundingClientRect();
    await el.ready;
    await frame();
    const after = el.getBoundingClientRect();
    expect(before.width).to.equal(300);
    expect(after.width).to.equal(300);
    expect(Math.abs(before.height - after.height)).to.be.lessThan(20);
  });

  it('a board that fails is drawn too (its message), and gives its room back', async () => {
    const el = (await fixture<HTMLElement>('<div style="width: 400px"><variant-board variant="no-such-game"></variant-board></div>')).firstElementChild as VariantBoard;
    await el.ready;
    await frame();
    expect(el.matches(':state(drawn)')).to.equal(true);
    expect(el.getBoundingClientRect().height).to.be.lessThan(200);
  });
});

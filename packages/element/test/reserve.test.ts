/**
 * reserve.css (the rules of src/reserve-rules.ts): the room a page keeps for each board until it has drawn itself (the `drawn` state),
 * against the board's real height once drawn, for every game and kind of board. Pages that link it
 * do not move when their boards appear.
 */
import { expect, fixture } from '@open-wc/testing';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';
import { IDS, heightsBeforeScript, twoFrames } from './helpers.js';
import { RESERVE_RULES } from '../src/reserve-rules.js';

const KINDS: Record<string, string> = {
  playable: '',
  'a diagram': 'readonly controls="none"',
  'played without controls': 'controls="none"',
  'a replay': 'readonly moves=""',
};

let css = '';

/** Heights of boards before their script has run, with reserve.css (`heightsBeforeScript`). */
const undefinedHeights = (width: number, boards: string[], scripts = true) => heightsBeforeScript(css, boards, width, { scripts });

describe('reserve.css', () => {
  before(async () => {
    css = RESERVE_RULES;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });

  for (const width of [300, 480]) {
    for (const [kind, attrs] of Object.entries(KINDS)) {
      it(`${kind} at ${width} px: the room kept before the board is drawn is its height after`, async () => {
        const misses: string[] = [];
        const markup = IDS.map((id) => `<variant-board variant="${id}" ${attrs}></variant-board>`);
        // Before the script has run at all, and once it has but before the board is drawn: the same room.
        const undefinedRoom = await undefinedHeights(width, markup);
        for (const [i, id] of IDS.entries()) {
          const host = await fixture<HTMLElement>(`<div style="width: ${width}px"></div>`);
          host.innerHTML = markup[i]!;
          const el = host.firstElementChild as VariantBoard;
          // Not drawn yet (its first render waits for its rules): the page's rules hold its room.
          expect(el.matches(':state(drawn)'), id).to.equal(false);
          const before = el.getBoundingClientRect().height;
          await el.ready;
          await twoFrames();
          expect(el.matches(':state(drawn)'), id).to.equal(true);
          const after = el.getBoundingClientRect().height;
          for (const [when, kept] of [['before the script', undefinedRoom[i]!], ['before the drawing', before]] as const) {
            if (Math.abs(kept - after) > Math.max(20, 0.06 * after)) misses.push(`${id} ${when}: ${kept.toFixed(0)} kept, ${after.toFixed(0)} drawn`);
          }
        }
        expect(misses).to.deep.equal([]);
      });
    }
  }

  it('the room follows a page\'s --vb-max-width', async () => {
    const host = await fixture<HTMLElement>('<div style="width: 480px"></div>');
    host.innerHTML = '<variant-board variant="sixstone" style="--vb-max-width: 300px"></variant-board>';
    const el = host.firstElementChild as VariantBoard;
    const [kept] = await undefinedHeights(480, [host.innerHTML]);
    await el.ready;
    await twoFrames();
    const after = el.getBoundingClientRect();
    expect(after.width).to.equal(300);
    // Before the script, the page's rules alone hold the board to the width it will have.
    expect(Math.abs(kept! - after.height)).to.be.lessThan(20);
  });

  it('where scripts do not run, a board keeps no room for controls that never come', async () => {
    const board = '<variant-board variant="sixstone"><svg viewBox="0 0 10 10" style="display: block; width: 100%"></svg></variant-board>';
    const withScripts = await undefinedHeights(300, [board]);
    const without = await undefinedHeights(300, [board], false);
    // The picture alone (300 px square) without scripts; the whole board's room with them.
    expect(Math.round(without[0]!)).to.equal(300);
    expect(withScripts[0]!).to.be.greaterThan(400);
  });

  it('a board that fails is drawn too (its message), and gives its room back', async () => {
    const el = (await fixture<HTMLElement>('<div style="width: 400px"><variant-board variant="no-such-game"></variant-board></div>')).firstElementChild as VariantBoard;
    await el.ready;
    await twoFrames();
    expect(el.matches(':state(drawn)')).to.equal(true);
    expect(el.getBoundingClientRect().height).to.be.lessThan(200);
  });
});

/**
 * The controls are DOM nodes that controls.ts keeps and patches: a board that is played loads no
 * template library (full-render.ts), its toolbar and move list stay the same elements from move
 * to move, and the editor, analysis and annotated records put those same nodes in their template.
 */
import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { makeBoard, clickPlace, twoFrames } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';

const items = (el: VariantBoard) => [...el.shadowRoot!.querySelectorAll('ol.moves > li')];
const button = (el: VariantBoard, text: string) =>
  [...el.shadowRoot!.querySelectorAll('.bar button')].find((b) => b.textContent === text || b.getAttribute('aria-label') === text) as HTMLButtonElement;

describe('controls', () => {
  // First in this file: nothing here has loaded the full template yet.
  it('a playable board is drawn and played without the full template, its controls patched in place', async () => {
    // Seeded: a roll that can pass would offer "pass" in the dice group's place (steady-height.test.ts).
    const el = await makeBoard('<variant-board variant="dice" seed="1"></variant-board>');
    const root = el.shadowRoot!;
    const bar = root.querySelector('.bar[part="controls"][role="toolbar"]')!;
    expect(bar.getAttribute('aria-label')).to.equal('Board controls');
    // Before the first move the list's room is an empty slot, after the status line.
    expect(root.querySelector('.wrap > .status + .bar + .moves-slot + .vh[role="status"]')).to.exist;
    expect(button(el, 'Roll').disabled).to.equal(false);
    expect(button(el, 'Back').disabled).to.equal(true);

    button(el, 'Roll').click();
    await el.updateComplete;
    expect(el.session!.events.length).to.equal(1);
    expect(button(el, 'Roll').disabled).to.equal(true);
    el.reset();
    el.setRoll('11');
    await el.updateComplete;
    await clickPlace(el, 'e2');
    await clickPlace(el, 'e4');
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(['11', 'e4']);
    expect(root.querySelector('.bar[part="controls"]')).to.equal(bar);
    const list = root.querySelector('ol.moves[part="moves"]')!;
    expect(list.getAttribute('aria-label')).to.equal('Moves');
    expect(items(el).map((li) => li.textContent)).to.deep.equal(['Start', '(11)', 'e4']);
    expect(items(el)[1]!.className).to.equal('chance');
    expect(items(el)[1]!.querySelector('button')!.getAttribute('aria-label')).to.equal('roll 11');
    expect(items(el)[2]!.querySelector('button')!.getAttribute('aria-current')).to.equal('step');
    const first = items(el)[1];

    // Another move keeps the items already there; stepping back moves the current mark, undo drops the item.
    el.setRoll('11');
    el.play('e5');
    await el.updateComplete;
    expect(items(el)[1]).to.equal(first);
    expect(items(el).length).to.equal(5);
    (items(el)[2]!.querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.session!.ply).to.equal(2);
    expect(items(el).map((li) => li.querySelector('button')!.getAttribute('aria-current'))).to.deep.equal([null, null, 'step', null, null]);
    expect(button(el, 'Forward').disabled).to.equal(false);
    button(el, 'Forward').click();
    button(el, 'Forward').click();
    await el.updateComplete;
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(items(el).length).to.equal(4);
    expect(items(el)[1]).to.equal(first);
    button(el, 'Reset').click();
    await el.updateComplete;
    expect(root.querySelector('ol.moves')).to.equal(null);
    expect(root.querySelector('.moves-slot')).to.exist;
    // Still the light (DOM-built) markup: no Lit template's markers in the shadow root.
    expect(root.innerHTML).to.not.contain('?lit$');
  });

  it('a disabled button looks dimmed in colours, not by opacity (no paint layer of its own to toggle at each move)', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    const back = button(el, 'Back'), flip = button(el, 'Flip');
    expect(back.disabled).to.equal(true);
    const [off, on] = [getComputedStyle(back), getComputedStyle(flip)];
    expect(off.opacity).to.equal('1');
    expect(off.color).to.not.equal(on.color);
    expect(off.backgroundColor).to.not.equal(on.backgroundColor);
    expect(off.borderTopColor).to.not.equal(on.borderTopColor);
    const res = await axe.run(el, { resultTypes: ['violations'] });
    expect(res.violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('offered moves are buttons that play the move of the position shown, and come and go with it', async () => {
    // Dice Chess with kings and a pawn each: some rolls leave three moves or fewer.
    const el = await makeBoard('<variant-board variant="dice" position="4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1"></variant-board>');
    const root = el.shadowRoot!;
    expect(root.querySelector('[part="actions"]')).to.equal(null);
    const v = el.game!;
    const roll = v.chanceOutcomes(el.session!.state).find((o) => v.legalActions(v.applyChance(el.session!.state, v.parseChance(el.session!.state, o.notation))).length <= 3)!;
    el.setRoll(roll.notation);
    await el.updateComplete;
    const actions = [...root.querySelectorAll('[part="actions"] button')] as HTMLButtonElement[];
    expect(actions.length).to.be.greaterThan(0);
    // The group sits in the bar before Back.
    expect(root.querySelector('[part="actions"] + button')!.getAttribute('aria-label')).to.equal('Back');
    const state = el.session!.state;
    const offered = v.legalActions(state).map((a) => v.formatAction(state, a));
    actions[0]!.click();
    await el.updateComplete;
    expect(el.session!.events.length).to.equal(2);
    expect(offered).to.include(el.session!.events[1]!.notation);
    expect(root.querySelector('[part="actions"]')).to.equal(null);
  });

  it('the bar follows the attributes that choose its buttons (readonly, hints, sharing)', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    const root = el.shadowRoot!;
    expect(button(el, 'Undo')).to.exist;
    expect(button(el, 'Hint')).to.equal(undefined);
    el.hints = true;
    el.sharing = true;
    await el.updateComplete;
    expect(button(el, 'Hint')).to.exist;
    expect(root.querySelector('[part="sharing"]')!.textContent).to.contain('Save SVG');
    expect(root.querySelectorAll('.bar[part="controls"]').length).to.equal(1);
    el.readonly = true;
    await el.updateComplete;
    expect(button(el, 'Undo')).to.equal(undefined);
    expect(button(el, 'Hint')).to.equal(undefined);
    expect(button(el, 'Flip')).to.exist;
    el.controls = 'none';
    await el.updateComplete;
    expect(root.querySelector('.bar, .moves, .moves-slot')).to.equal(null);
  });

  it('a record with comments switches to the full template, which takes the same toolbar', async () => {
    const el = await makeBoard('<variant-board variant="dice" moves="11 e4"></variant-board>');
    const bar = el.shadowRoot!.querySelector('.bar[part="controls"]');
    expect(el.loadRecord('[Variant "dice"]\n11 e4 {the king\'s pawn}')).to.equal(true);
    for (let i = 0; i < 200 && !el.shadowRoot!.querySelector('[part="notes"]'); i++) await new Promise((r) => setTimeout(r, 10));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="notes"]')!.textContent).to.contain("the king's pawn");
    expect(el.shadowRoot!.querySelector('.bar[part="controls"]')).to.equal(bar);
    // The tree's list replaces the flat one, once.
    expect(el.shadowRoot!.querySelectorAll('ol.moves').length).to.equal(1);
    expect(el.shadowRoot!.querySelector('ol.moves.tree')).to.exist;
    // The full template (Lit) has replaced the light markup.
    expect(el.shadowRoot!.innerHTML).to.contain('?lit$');
    button(el, 'Back').click();
    await el.updateComplete;
    expect(el.session!.ply).to.equal(1);
  });

  it('a board keeps its size while it is played, its list scrolling to the shown move', async () => {
    const el = await makeBoard('<div style="width: 420px"><variant-board variant="dice" seed="7"></variant-board></div>');
    const root = el.shadowRoot!;
    const box = root.querySelector('.moves-slot') as HTMLElement;
    const height = () => Math.round(el.getBoundingClientRect().height);
    // In view: inside the box's visible part (it scrolls, the page does not).
    const inView = (item: Element) => {
      const r = item.getBoundingClientRect(), c = box.getBoundingClientRect();
      return r.top >= c.top - 1 && r.bottom <= c.bottom + 1; // scroll offsets are whole pixels
    };
    const start = height(), boxHeight = box.getBoundingClientRect().height;
    const heights: number[] = [];
    for (let i = 0; i < 30; i++) {
      const v = el.game!, s = el.session!.state;
      if (v.phase(s) === 'over') break;
      if (v.phase(s) === 'chance') el.rollDice();
      else {
        const all = v.legalActions(s);
        el.play(v.formatAction(s, all[(i * 7) % all.length]));
      }
      await el.updateComplete;
      await twoFrames();
      heights.push(height());
      expect(root.querySelector('.moves-slot')).to.equal(box);
      expect(inView(root.querySelector('ol.moves button[aria-current="step"]')!), `the move just played, after ${i + 1}`).to.equal(true);
    }
    // The list has outgrown its two rows; the board is as tall as before the first move.
    expect(root.querySelector('ol.moves')!.getBoundingClientRect().height).to.be.greaterThan(1.8 * boxHeight);
    expect(box.getBoundingClientRect().height).to.equal(boxHeight);
    expect(heights.filter((h) => h !== start), 'heights that differ from the first').to.deep.equal([]);
    // The list's box scrolls now: its buttons take the focus (axe: scrollable-region-focusable).
    expect(box.scrollHeight).to.be.greaterThan(box.clientHeight);
    const res = await axe.run(el, { resultTypes: ['violations'] });
    expect(res.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).to.deep.equal([]);
    // Stepping back to the start scrolls the list (not the page) to it.
    el.goto(0);
    await el.updateComplete;
    await twoFrames();
    const first = root.querySelector('ol.moves button[data-ply="0"]')!;
    expect(first.getAttribute('aria-current')).to.equal('step');
    expect(inView(first), JSON.stringify([first.getBoundingClientRect(), box.getBoundingClientRect(), box.scrollTop, box.scrollHeight])).to.equal(true);
    // A page that prefers the list to grow with the game says so.
    el.style.setProperty('--vb-moves-height', 'auto');
    await twoFrames();
    expect(box.getBoundingClientRect().height).to.equal(root.querySelector('ol.moves')!.getBoundingClientRect().height);
  });
});

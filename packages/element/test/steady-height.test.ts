/**
 * A board keeps its height while it is played (steady-height.ts, controls.ts): the page around it
 * does not jump when moves are offered as buttons, when the status line takes another line, or
 * after a roll. Measured after each frame is drawn, as a reader sees the page.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { makeBoard } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';

/** After the frame that shows the last change has been drawn (the observer's room is given back before paint). */
const drawn = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));

/** A seeded board in a box `width` px wide, drawn (the room is measured again at the new width). */
async function boardIn(width: number, variant: string): Promise<VariantBoard> {
  const el = await makeBoard(`<variant-board variant="${variant}" seed="3"></variant-board>`);
  el.parentElement!.style.width = `${width}px`;
  await drawn();
  return el;
}

/** Ply `i` of the tests' seeded games: a roll at a chance point, else the (i*7)-th legal action. False once the game is over. */
async function playPly(el: VariantBoard, i: number): Promise<boolean> {
  const v = el.game!, s = el.session!.state;
  if (v.phase(s) === 'over') return false;
  if (v.phase(s) === 'chance') el.roll();
  else {
    const a = v.legalActions(s);
    el.play(v.formatAction(s, a[(i * 7) % a.length]!));
  }
  await el.updateComplete;
  return true;
}

/** Plays `plies` plies (playPly), after each: the board's height, offered buttons, the list's shown move. */
async function playAndMeasure(el: VariantBoard, plies: number) {
  const root = el.shadowRoot!;
  const heights = [el.getBoundingClientRect().height];
  let offered = 0, hiddenCurrent = 0;
  for (let i = 0; i < plies; i++) {
    if (!(await playPly(el, i))) break;
    await drawn();
    heights.push(el.getBoundingClientRect().height);
    if (root.querySelector('[part=actions] button')) offered++;
    const box = root.querySelector('.moves-slot')!.getBoundingClientRect();
    const current = root.querySelector('ol.moves [aria-current=step]')?.getBoundingClientRect();
    // The shown move stays in view (a box that shrank scrolls to it), at least mostly.
    if (current && (current.top + current.height / 2 < box.top || current.top + current.height / 2 > box.bottom)) hiddenCurrent++;
  }
  return { heights, offered, hiddenCurrent };
}

describe('steady height', () => {
  for (const [variant, width] of [['d4d6', 320], ['d4d6', 240], ['dart', 320], ['sixstone', 320], ['dice', 240]] as const) {
    it(`a ${variant} board ${width} px wide keeps its height over 16 plies`, async () => {
      const el = await boardIn(width, variant);
      const { heights, offered, hiddenCurrent } = await playAndMeasure(el, 16);
      const jumps = heights.map((h) => Math.round((h - heights[0]!) * 10) / 10);
      // Under a pixel: what a grown toolbar row leaves over once the list's box is at its smallest.
      expect(jumps.every((j) => Math.abs(j) < 1), `heights change by ${jumps.join(' ')}`).to.equal(true);
      expect(hiddenCurrent).to.equal(0);
      // Each case is one where the page jumped before: moves offered as buttons, or a status line of three lines.
      if (variant !== 'dice') expect(offered).to.be.greaterThan(0);
    });
  }

  it('measures anew a status line or toolbar built anew (the module alone)', async () => {
    const { keepHeight } = await import('../src/steady-height.js');
    const host = await fixture<HTMLElement>('<div><p>status</p><div>bar</div><div>box</div></div>');
    host.style.width = '200px';
    const [status, bar, box] = [...host.children] as HTMLElement[];
    // The box's own height comes from a style sheet, as the controls' does.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.test-box { height: 60px }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    box!.className = 'test-box';
    let resized = 0;
    keepHeight(status!, bar!, box!, () => resized++);
    await drawn();
    const total = () => host.getBoundingClientRect().height;
    const before = total();
    // A new status line in the old one's place, later growing by a line: the box gives the room back.
    const status2 = document.createElement('p');
    status2.textContent = 'status';
    status!.replaceWith(status2);
    keepHeight(status2, bar!, box!, () => resized++);
    await drawn();
    expect(Math.abs(total() - before)).to.be.lessThan(1);
    status2.append(document.createElement('br'), 'a second line');
    await drawn();
    expect(Math.abs(total() - before), `${total()} against ${before}`).to.be.lessThan(1);
    expect(resized).to.be.greaterThan(0);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== sheet);
  });

  it('leaves the list\'s box alone when the page lets it grow (--vb-moves-height: auto)', async () => {
    const el = await boardIn(240, 'dice');
    el.style.setProperty('--vb-moves-height', 'auto');
    await drawn();
    const box = el.shadowRoot!.querySelector<HTMLElement>('.moves-slot')!;
    const heights = [el.getBoundingClientRect().height], set: string[] = [];
    for (let i = 0; i < 16; i++) {
      await playPly(el, i);
      await drawn();
      heights.push(el.getBoundingClientRect().height);
      if (box.style.height) set.push(`${i}: ${box.style.height}`);
    }
    expect(set, 'heights set on the box').to.deep.equal([]);
    // The list grows with the game, and the board with it.
    expect(heights[heights.length - 1]!).to.be.greaterThan(heights[0]! + 20);
  });

  it('moves offered after a roll take the dice group\'s place, and the keyboard\'s focus goes to the first', async () => {
    const el = await boardIn(320, 'd4d6');
    const root = el.shadowRoot!;
    // Seed 3: after two plies the roll at ply 3 leaves a single move, offered as a button.
    for (let i = 0; i < 2; i++) await playPly(el, i);
    expect(el.game!.phase(el.session!.state)).to.equal('chance');
    const roll = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Roll')!;
    roll.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await drawn();
    const action = root.querySelector('[part=actions] button') as HTMLButtonElement | null;
    expect(action, 'a move offered after the roll').to.exist;
    // Booleans, not elements: a failed comparison of two elements makes the test runner hang while it prints them.
    expect(!!root.querySelector('[part=dice]'), 'the dice group in the bar').to.equal(false);
    expect(root.activeElement === action, 'the focus on the offered move').to.equal(true);
    const res = await axe.run(el, { resultTypes: ['violations'] });
    expect(res.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).to.deep.equal([]);
    // Playing it brings the dice back, in the bar's first place.
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(root.querySelector('[part=controls]')!.firstElementChild!.getAttribute('part')).to.equal('dice');
  });
});

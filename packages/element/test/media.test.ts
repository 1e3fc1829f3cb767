/** Dark scheme, reduced motion and forced colours. */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import axe from 'axe-core';
import { makeBoard } from './helpers.js';

describe('media preferences', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none' });
  });

  it('dark scheme changes the board colours and still passes axe', async () => {
    const light = await makeBoard('<variant-board variant="dart"></variant-board>');
    const frameLight = getComputedStyle(light.shadowRoot!.querySelector('.frame')!).fill;
    await emulateMedia({ colorScheme: 'dark' });
    const dark = await makeBoard('<variant-board variant="dart"></variant-board>');
    const frameDark = getComputedStyle(dark.shadowRoot!.querySelector('.frame')!).fill;
    expect(frameDark).to.not.equal(frameLight);
    const res = await axe.run(dark, { resultTypes: ['violations'] });
    expect(res.violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('dice roll with an animation, and without one when reduced motion is asked for', async () => {
    const el = await makeBoard('<variant-board variant="dice" seed="m"></variant-board>');
    el.roll();
    await el.updateComplete;
    const die = el.shadowRoot!.querySelector('.drawing .die.rolling')!;
    expect(getComputedStyle(die).animationName).to.equal('vb-roll');
    await emulateMedia({ reducedMotion: 'reduce' });
    const el2 = await makeBoard('<variant-board variant="dice" seed="m"></variant-board>');
    el2.roll();
    await el2.updateComplete;
    expect(getComputedStyle(el2.shadowRoot!.querySelector('.drawing .die.rolling')!).animationName).to.equal('none');
  });

  it('forced colours use system colours', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    await emulateMedia({ forcedColors: 'active' });
    if (!matchMedia('(forced-colors: active)').matches) {
      // This launcher cannot emulate forced colours (the screenshot script can): check the rules instead.
      const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sh) => [...sh.cssRules]);
      const forced = rules.find((r) => r instanceof CSSMediaRule && r.conditionText.includes('forced-colors: active')) as CSSMediaRule;
      expect(forced, 'a forced-colors block').to.exist;
      const text = [...forced.cssRules].map((r) => r.cssText).join('\n');
      for (const sel of ['.cell', '.piece.white .pb', '.piece.black .pb', '.target', '.hit:focus-visible']) expect(text).to.contain(sel);
      expect(text).to.match(/canvas/i);
      return;
    }
    const cell = el.shadowRoot!.querySelector('.drawing .cell.tone-0')!;
    const probe = document.createElement('div');
    probe.style.color = 'Canvas';
    document.body.append(probe);
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    expect(getComputedStyle(cell).fill).to.equal(canvas);
  });
});

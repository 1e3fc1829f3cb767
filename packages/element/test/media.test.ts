/** Dark scheme, reduced motion and forced colours. */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { tryEmulateMedia } from './browser-commands.js';
import axe from 'axe-core';
import { IDS, available, makeBoard } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

/** Every SVG text (coordinates, reserve counts) against what lies under it. */
function textContrasts(el: VariantBoard): { text: string; ratio: number }[] {
  const root = el.shadowRoot!;
  const frame = getComputedStyle(root.querySelector('.drawing .frame')!).fill;
  const cells = [...root.querySelectorAll('.drawing .cell')] as SVGGeometryElement[];
  const out: { text: string; ratio: number }[] = [];
  for (const t of root.querySelectorAll('.drawing .coord, .drawing .reserve-count') as NodeListOf<SVGTextElement>) {
    // Each character on its own: coordinates share a <text>, each character at its place.
    for (let i = 0; i < t.getNumberOfChars(); i++) {
      const box = t.classList.contains('coord') ? t.getExtentOfChar(i) : t.getBBox();
      const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
      let under = frame;
      if (t.classList.contains('reserve-count')) under = getComputedStyle(t.previousElementSibling?.closest('.drawing')!.querySelector('.reserve')!).fill;
      // Cells of one tone share a path: ask the path whether the character's centre lies in it.
      else for (const c of cells) {
        if (t.classList.contains('on-cell') && c.isPointInFill(new DOMPoint(cx, cy))) under = getComputedStyle(c).fill;
      }
      out.push({ text: t.textContent![i]!, ratio: contrast(getComputedStyle(t).fill, under) });
      if (t.classList.contains('reserve-count')) break;
    }
  }
  return out;
}

/** Skips a test that needs media emulation where the browser lane has none, saying so in its name. */
function skipUnemulated(test: MochaContext): never {
  if (test.test) test.test.title += ' (skipped: this browser lane cannot emulate media features; Chromium runs it)';
  return test.skip();
}

describe('media preferences', () => {
  // Where the lane cannot emulate media features (tryEmulateMedia), the tests that need emulation are
  // skipped (they run in Chromium) and the others check what the browser's own preferences allow.
  let canEmulate = true;
  before(async () => {
    canEmulate = await tryEmulateMedia({ colorScheme: 'light' });
  });

  afterEach(async () => {
    if (canEmulate) await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none' });
  });

  it('dark scheme changes the board colours and still passes axe', async function () {
    if (!canEmulate) skipUnemulated(this);
    const light = await makeBoard('<variant-board variant="dart"></variant-board>');
    const frameLight = getComputedStyle(light.shadowRoot!.querySelector('.frame')!).fill;
    await emulateMedia({ colorScheme: 'dark' });
    const dark = await makeBoard('<variant-board variant="dart"></variant-board>');
    const frameDark = getComputedStyle(dark.shadowRoot!.querySelector('.frame')!).fill;
    expect(frameDark).to.not.equal(frameLight);
    const res = await axe.run(dark, { resultTypes: ['violations'] });
    expect(res.violations.map((v) => v.id)).to.deep.equal([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: coordinates and counts have AA contrast (4.5:1) on what lies under them`, async function () {
      if (canEmulate) await emulateMedia({ colorScheme: scheme });
      else if (!matchMedia(`(prefers-color-scheme: ${scheme})`).matches) skipUnemulated(this);
      for (const id of IDS) {
        if (!(await available(id))) continue;
        const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
        const low = textContrasts(el).filter((c) => c.ratio < 4.5);
        expect(low, `${id}: ${low.map((c) => `${c.text} ${c.ratio.toFixed(2)}`).join(', ')}`).to.have.length(0);
      }
    });
  }

  it('dice roll with an animation, and without one when reduced motion is asked for', async function () {
    if (!canEmulate) skipUnemulated(this);
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

  it('a result set from outside (physical dice, a script) shows without the tumble', async () => {
    const el = await makeBoard('<variant-board variant="dice"></variant-board>');
    expect(el.setRoll('11')).to.equal(true);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.drawing .die')).to.exist;
    expect(el.shadowRoot!.querySelector('.drawing .die.rolling')).to.equal(null);
  });

  it('forced colours use system colours', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    if (canEmulate) await emulateMedia({ forcedColors: 'active' });
    if (!matchMedia('(forced-colors: active)').matches) {
      // This launcher cannot emulate forced colours (the screenshot script can): check the rules instead.
      const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sh) => [...sh.cssRules]);
      // The board's sheet has a block; the controls' sheet adds one for the states only input shows (targets).
      const forced = rules.filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes('forced-colors: active'));
      expect(forced.length, 'a forced-colors block').to.be.greaterThan(0);
      const text = forced.flatMap((b) => [...b.cssRules].map((r) => r.cssText)).join('\n');
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

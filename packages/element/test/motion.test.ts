/**
 * Pieces that glide: the drawing sampled frame by frame after a move, an undo and a step, on a board
 * of squares (Dart), of hexes (Dagger) and of points (Six Stone): the moved piece is found between
 * its cells. None on a first drawing, with `animation="none"`, under reduced motion, or after a jump.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { hitFor, makeBoard } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

function centre(e: Element) {
  const r = e.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** The pieces on cells that are animated now (a facing arrow or ghost aside). */
function moving(el: VariantBoard): Element[] {
  return [...el.shadowRoot!.querySelectorAll('g.drawing:not(.glide-layer) > g.piece')].filter((p) => p.getAnimations().length > 0);
}

/**
 * Samples the piece that glides to `to`, frame by frame until its glide ends, and answers where it was
 * on each frame as a fraction of the way from `from`'s centre to `to`'s (0 at `from`, 1 at `to`) and its
 * distance off that line (in cell widths).
 */
async function sampleGlide(el: VariantBoard, from: string, to: string, kind = 'cell'): Promise<{ t: number; off: number }[]> {
  const a = centre(hitFor(el, from, kind)), b = centre(hitFor(el, to));
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const piece = moving(el).find((p) => {
    p.getAnimations().forEach((x) => x.pause());
    const at = centre(p);
    p.getAnimations().forEach((x) => x.play());
    return at && Math.hypot(at.x - a.x, at.y - a.y) < len * 0.5 + 2;
  }) ?? moving(el)[0];
  expect(piece, `a piece glides from ${from} to ${to}`).to.exist;
  const out: { t: number; off: number }[] = [];
  for (let i = 0; i < 2000 && piece!.getAnimations().length; i++) {
    const p = centre(piece!);
    const t = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len);
    const off = Math.abs((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / len / len;
    out.push({ t, off });
    await frame();
  }
  // Its glide over, the piece stands on its cell.
  const end = centre(piece!);
  expect(Math.hypot(end.x - b.x, end.y - b.y)).to.be.lessThan(len * 0.05 + 1);
  return out;
}

/** Some frame showed the piece well between its cells, on the line joining them. */
function expectBetween(samples: { t: number; off: number }[], what: string) {
  const between = samples.filter((s) => s.t > 0.1 && s.t < 0.9 && s.off < 0.1);
  expect(between.length, `${what}: ${samples.map((s) => s.t.toFixed(2)).join(' ')}`).to.be.greaterThan(0);
  // And never beyond them.
  expect(samples.every((s) => s.t > -0.05 && s.t < 1.05), what).to.equal(true);
}

const noGlide = (el: VariantBoard) => el.shadowRoot!.getAnimations().length === 0;

// Long glides, so that a loaded machine still draws frames in their middle (the default is about 200 ms).
const SLOW = 'animation="1500"';

describe('pieces that glide', () => {
  let canEmulate = true;
  before(async () => {
    try {
      await emulateMedia({ reducedMotion: 'no-preference' });
    } catch (e) {
      // Over WebDriver BiDi (Firefox), Puppeteer emulates no media feature: see the reduced-motion test.
      if (!String(e).includes('CDP support is required')) throw e;
      canEmulate = false;
    }
  });

  it('squares: a move, its undo and a step glide between the cells', async () => {
    const el = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    expect(noGlide(el), 'nothing moves on a first drawing').to.equal(true);
    expect(el.play('e4')).to.equal(true);
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'e3', 'e4'), 'play e4');
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'e4', 'e3'), 'undo');
    el.play('e4');
    await el.updateComplete;
    el.back();
    await el.updateComplete;
    el.forward();
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'e3', 'e4'), 'step forward');
    el.goto(0);
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'e4', 'e3'), 'goto one step back');
  });

  it('hexes: a Dagger move and its undo glide between the cells', async () => {
    const el = await makeBoard(`<variant-board variant="dagger" ${SLOW}></variant-board>`);
    const v = el.game!, s = el.session!;
    const action = v.legalActions(s.state).map((a) => ({ n: v.formatAction(s.state, a), av: v.actionView(s.state, a) })).find((x) => x.av.from && 'cell' in x.av.from)!;
    el.play(action.n);
    await el.updateComplete;
    expectBetween(await sampleGlide(el, (action.av.from as { cell: string }).cell, action.av.to!), `dagger ${action.n}`);
    el.undo();
    await el.updateComplete;
    await sampleGlide(el, action.av.to!, (action.av.from as { cell: string }).cell);
  });

  it('points: a Six Stone move and its undo glide along the line', async () => {
    const el = await makeBoard(`<variant-board variant="sixstone" ${SLOW}></variant-board>`);
    el.play('B1B2');
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'B1', 'B2'), 'sixstone B1B2');
    el.undo();
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'B2', 'B1'), 'sixstone undo');
  });

  it('a dart comes from its reserve box, and a captured piece fades', async () => {
    const el = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    el.play('D@b3');
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'white-darts', 'b3', 'reserve'), 'dart from reserve');
    el.undo();
    await el.updateComplete;
    // Back into the box: the dart leaves b3 as a ghost gliding to the reserve.
    const ghosts = el.shadowRoot!.querySelectorAll('.glide-layer > g');
    expect(ghosts.length).to.equal(1);
    const el2 = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    el2.play('Bxb5+');
    await el2.updateComplete;
    const ghost = el2.shadowRoot!.querySelector('.glide-layer > g')!;
    expect(ghost, 'the captured piece is kept a while').to.exist;
    const opacities: number[] = [];
    for (let i = 0; i < 2000 && ghost.isConnected; i++) {
      opacities.push(Number(getComputedStyle(ghost).opacity));
      await frame();
    }
    expect(opacities.some((o) => o > 0.05 && o < 0.95), `fades: ${opacities.map((o) => o.toFixed(2)).join(' ')}`).to.equal(true);
    expect(ghost.isConnected, 'gone once faded').to.equal(false);
  });

  it('about 200 ms by default; animation="none" and a jump of several moves draw at once', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    el.play('e4');
    await el.updateComplete;
    const timing = moving(el)[0]!.getAnimations()[0]!.effect!.getComputedTiming();
    expect(timing.duration).to.equal(200);
    const off = await makeBoard('<variant-board variant="dart" animation="none"></variant-board>');
    off.play('e4');
    await off.updateComplete;
    expect(noGlide(off)).to.equal(true);
    const far = await makeBoard('<variant-board variant="dart" moves="e4 e5 d3" animation="1500"></variant-board>');
    expect(noGlide(far), 'a loaded record is drawn at once').to.equal(true);
    far.goto(0);
    await far.updateComplete;
    expect(noGlide(far), 'a far goto').to.equal(true);
    far.goto(3);
    await far.updateComplete;
    far.reset();
    await far.updateComplete;
    expect(noGlide(far), 'reset').to.equal(true);
  });

  it('a new change ends the glide at once; toSvg never catches one half-way', async () => {
    const el = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    el.play('e4');
    await el.updateComplete;
    await frame();
    const during = el.toSvg();
    const first = moving(el)[0]!;
    el.play('e5');
    await el.updateComplete;
    expect(first.getAnimations().length, 'the first glide ended').to.equal(0);
    expect(during).to.equal((await makeBoard('<variant-board variant="dart" moves="e4" animation="none"></variant-board>')).toSvg());
  });

  it('clicks during a glide act on the new position', async () => {
    const el = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    el.play('e4');
    await el.updateComplete;
    expect(moving(el).length).to.equal(1);
    // Black to move: a click on a black pawn selects it while the white pawn still glides.
    const { clickPlace } = await import('./helpers.js');
    await clickPlace(el, 'b5');
    expect(hitFor(el, 'b5').getAttribute('aria-pressed')).to.equal('true');
  });

  it('no glide when the reader asks for reduced motion', async () => {
    // Chromium emulates the preference; over BiDi (Firefox) the page's matchMedia answers it instead.
    const real = window.matchMedia;
    if (canEmulate) await emulateMedia({ reducedMotion: 'reduce' });
    else window.matchMedia = (q: string) => (q.includes('prefers-reduced-motion: reduce') ? { matches: true } : real.call(window, q)) as MediaQueryList;
    try {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
      const el = await makeBoard(`<variant-board variant="sixstone" ${SLOW}></variant-board>`);
      el.play('B1B2');
      await el.updateComplete;
      expect(noGlide(el)).to.equal(true);
    } finally {
      if (canEmulate) await emulateMedia({ reducedMotion: 'no-preference' });
      else window.matchMedia = real;
    }
  });
});

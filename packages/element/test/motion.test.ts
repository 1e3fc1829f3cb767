/**
 * Pieces that glide: the drawing sampled frame by frame after a move, an undo and a step, on a board
 * of squares (Dart), of hexes (Dagger) and of points (Six Stone): the moved piece is found between
 * its cells. None on a first drawing, with `animation="none"`, under reduced motion, or after a jump.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { tryEmulateMedia } from './browser-commands.js';
import { hitFor, makeBoard as make } from './helpers.js';
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
 * Samples the piece that glides to `to` frame by frame: its glide is held and stepped through in tenths of its
 * length, a frame drawn at each (a loaded machine draws few frames of a free-running glide), and the piece's
 * box read. Answers where it was on each frame as a fraction of the way from `from`'s centre to `to`'s (0 at
 * `from`, 1 at `to`) and its distance off that line (in lengths of the way). The glide then runs to its end.
 */
async function sampleGlide(el: VariantBoard, from: string, to: string, kind = 'cell'): Promise<{ t: number; off: number }[]> {
  const a = centre(hitFor(el, from, kind)), b = centre(hitFor(el, to));
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const pieces = moving(el);
  pieces.forEach((p) => p.getAnimations().forEach((x) => x.pause()));
  // The piece that ends on `to` (once its glide is over).
  const piece = pieces.find((p) => {
    const held = p.getAnimations().map((x) => [x, x.currentTime] as const);
    held.forEach(([x]) => (x.currentTime = x.effect!.getComputedTiming().duration as number));
    const at = centre(p);
    held.forEach(([x, t]) => (x.currentTime = t));
    return Math.hypot(at.x - b.x, at.y - b.y) < len * 0.1 + 1;
  });
  expect(piece, `a piece glides from ${from} to ${to}`).to.exist;
  const anims = piece!.getAnimations();
  const out: { t: number; off: number }[] = [];
  for (let k = 0; k <= 10; k++) {
    for (const x of anims) x.currentTime = ((x.effect!.getComputedTiming().duration as number) * k) / 10;
    await frame();
    const p = centre(piece!);
    const t = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len);
    const off = Math.abs((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / len / len;
    out.push({ t, off });
  }
  // It starts on `from`, and once its glide is over, the piece stands on its cell with nothing left running.
  expect(out[0]!.t, 'starts on its old place').to.be.closeTo(0, 0.05);
  pieces.forEach((p) => p.getAnimations().forEach((x) => x.finish()));
  await frame();
  expect(piece!.getAnimations().length, 'the glide ends').to.equal(0);
  const end = centre(piece!);
  expect(Math.hypot(end.x - b.x, end.y - b.y)).to.be.lessThan(len * 0.05 + 1);
  return out;
}

/** Some frame showed the piece well between its cells, on the line joining them. */
function expectBetween(samples: { t: number; off: number }[], what: string) {
  const between = samples.filter((s) => s.t > 0.2 && s.t < 0.8 && s.off < 0.1);
  expect(between.length, `${what}: ${samples.map((s) => s.t.toFixed(2)).join(' ')}`).to.be.greaterThan(0);
  // And never beyond them.
  expect(samples.every((s) => s.t > -0.05 && s.t < 1.05), what).to.equal(true);
}

/** A board in view (a board out of sight does not glide), its place in view known to the board. */
async function makeBoard(markup: string): Promise<VariantBoard> {
  const el = await make(markup);
  // The glide's code comes after the game's (loading.ts): wait for it, as a reader's first move would.
  await waitUntil(() => (el as unknown as { _parts: { motion: unknown } })._parts.motion, 'the glide part arrives', { timeout: 20000 });
  el.scrollIntoView();
  await frame();
  await frame();
  return el;
}

const noGlide = (el: VariantBoard) => el.shadowRoot!.getAnimations().length === 0;

// Long glides, so that a loaded machine still draws frames in their middle (the default is about 200 ms).
const SLOW = 'animation="1500"';

describe('pieces that glide', function (this: { timeout(ms: number): void }) {
  // Frames come slowly on a loaded machine: each test steps through glides a frame at a time.
  this.timeout(90000);
  // Firefox's and WebKit's lanes emulate no media feature (tryEmulateMedia): see the reduced-motion test.
  let canEmulate = true;
  before(async () => {
    canEmulate = await tryEmulateMedia({ reducedMotion: 'no-preference' });
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

  it('d4 d6: a piece follows the cells of its path, and back along them on undo', async () => {
    const el = await makeBoard(`<variant-board variant="d4d6" moves="f2:d4 4" ${SLOW}></variant-board>`);
    const v = el.game!, s = el.session!;
    const move = v.legalActions(s.state).map((a) => v.actionView(s.state, a)).find((av) => (av.path?.length ?? 0) > 2 && av.from && 'cell' in av.from)!;
    expect(move, 'a move with a path').to.exist;
    const path = move.path!;
    const cells = path.map((c) => centre(hitFor(el, c)));
    const step = Math.hypot(cells[1]!.x - cells[0]!.x, cells[1]!.y - cells[0]!.y);
    for (const [forward, label] of [[true, move.notation], [false, 'undo']] as const) {
      if (forward) el.play(move.notation);
      else el.undo();
      await el.updateComplete;
      const [piece] = moving(el);
      expect(piece, label).to.exist;
      const anims = piece!.getAnimations();
      anims.forEach((x) => x.pause());
      const seen: { x: number; y: number }[] = [];
      for (let k = 0; k <= 40; k++) {
        for (const x of anims) x.currentTime = ((x.effect!.getComputedTiming().duration as number) * k) / 40;
        if (k % 8 === 0) await frame();
        seen.push(centre(piece!));
      }
      anims.forEach((x) => x.finish());
      // Each cell of the path is passed over, in its order (reversed on undo).
      const order = (forward ? cells : [...cells].reverse()).map((c) => seen.findIndex((p) => Math.hypot(p.x - c.x, p.y - c.y) < step * 0.12));
      expect(order.every((i) => i >= 0), `${label}: every cell of ${path.join(' ')} passed (${order.join(' ')})`).to.equal(true);
      expect(order.every((i, j) => j === 0 || i >= order[j - 1]!), `${label}: in order (${order.join(' ')})`).to.equal(true);
    }
  });

  it('a dart comes from its reserve box, and a captured piece fades', async () => {
    const el = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    el.play('D@b3');
    await el.updateComplete;
    expectBetween(await sampleGlide(el, 'white-darts', 'b3', 'reserve'), 'dart from reserve');
    el.undo();
    await el.updateComplete;
    // Back into the box: the dart leaves b3 as a ghost gliding to its reserve box (and fading there).
    const ghost = el.shadowRoot!.querySelector('.glide-layer > g')!;
    expect(ghost, 'the dart is kept while it goes').to.exist;
    const box = centre(hitFor(el, 'white-darts', 'reserve')), cell = centre(hitFor(el, 'b3'));
    const [going] = ghost.getAnimations();
    going!.pause();
    going!.currentTime = 0;
    await frame();
    const start = centre(ghost);
    going!.currentTime = 0.8 * (going!.effect!.getComputedTiming().duration as number);
    await frame();
    const there = centre(ghost);
    expect(Math.hypot(start.x - cell.x, start.y - cell.y), 'leaves from b3').to.be.lessThan(5);
    expect(Math.hypot(there.x - box.x, there.y - box.y), 'reaches its box').to.be.lessThan(Math.hypot(cell.x - box.x, cell.y - box.y) * 0.1);
    going!.finish();
    await frame();
    expect(ghost.isConnected, 'gone once there').to.equal(false);

    const el2 = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    el2.play('Bxb5+');
    await el2.updateComplete;
    const taken = el2.shadowRoot!.querySelector('.glide-layer > g')!;
    expect(taken, 'the captured piece is kept a while').to.exist;
    expect(centre(taken).x).to.be.closeTo(centre(hitFor(el2, 'b5')).x, 5);
    const [fade] = taken.getAnimations();
    fade!.pause();
    const opacities: number[] = [];
    for (let k = 0; k <= 4; k++) {
      fade!.currentTime = ((fade!.effect!.getComputedTiming().duration as number) * k) / 4;
      await frame();
      opacities.push(Number(getComputedStyle(taken).opacity));
    }
    expect(opacities[0]).to.equal(1);
    expect(opacities[2]).to.be.within(0.05, 0.95);
    expect(opacities[4]).to.be.lessThan(0.05);
    fade!.play();
    for (const t0 = performance.now(); taken.isConnected && performance.now() - t0 < 30000;) await frame();
    expect(taken.isConnected, 'gone once faded').to.equal(false);
  });

  it('about 200 ms by default; animation="none" and a jump of several moves draw at once', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    el.play('e4');
    await el.updateComplete;
    const timing = moving(el)[0]!.getAnimations()[0]!.effect!.getComputedTiming();
    expect(timing.duration).to.equal(200);
    // Left to run, it ends by itself, the pawn on its square.
    const pawn = moving(el)[0]!;
    for (const t0 = performance.now(); pawn.getAnimations().length && performance.now() - t0 < 30000;) await frame();
    expect(pawn.getAnimations().length).to.equal(0);
    expect(centre(pawn).y).to.be.closeTo(centre(hitFor(el, 'e4')).y, 2);
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

  it('a board out of sight does not glide', async () => {
    const el = await makeBoard(`<variant-board variant="dart" ${SLOW}></variant-board>`);
    // Boards are watched once the page is idle (glide.ts): an idle callback asked for now comes after the board's.
    await new Promise<void>((ok) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => ok(), { timeout: 2000 }) : setTimeout(ok, 600)));
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    el.before(spacer);
    window.scrollTo(0, 0);
    for (let i = 0; i < 3; i++) await frame();
    el.play('e4');
    await el.updateComplete;
    expect(noGlide(el)).to.equal(true);
    spacer.remove();
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

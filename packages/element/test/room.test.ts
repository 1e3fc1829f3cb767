/**
 * The room a puzzle and a lesson keep while they load, so that the page under them does not move:
 * a puzzle before its script has run (reserve.css), while its file loads (its board, hidden, keeps
 * its room) and once shown; a lesson's board before it is drawn (the lesson's shadow root adopts
 * reserve.css's rules). Alone in its file: the page has loaded no game's rules before, so a board's
 * first drawing waits for them, as on a page that has just opened.
 */
import { expect, fixture } from '@open-wc/testing';
import { isWebKit, setViewport } from './browser-commands.js';
import '../src/puzzle/index.js';
import '../src/lesson/index.js';
import type { VariantPuzzle } from '../src/puzzle/variant-puzzle.js';
import type { VariantLesson } from '../src/lesson/variant-lesson.js';
import type { VariantBoard } from '../src/variant-board.js';
import { RESERVE_RULES } from '../src/reserve-rules.js';
import { IDS, heightsBeforeScript, twoFrames } from './helpers.js';

/** How far the room kept may be from the height once shown: the question's text, which varies, is not known before. */
const CLOSE = 0.08;
const near = (kept: number, shown: number) => Math.abs(kept - shown) <= CLOSE * shown;

/** Holds back fetches of puzzle files until `release` is called. */
function holdPuzzleFiles() {
  const real = window.fetch;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  window.fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/puzzles/')) await gate;
    return real(input, init);
  };
  return () => {
    release();
    window.fetch = real;
  };
}

async function shown(el: VariantPuzzle): Promise<number> {
  await el.ready;
  await el.board!.ready;
  await twoFrames();
  return el.getBoundingClientRect().height;
}

describe('the room of a puzzle and a lesson', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  /** Every height a lesson's board is painted at, each with whether it was drawn then, until it is drawn. */
  async function paintedHeights(id: string) {
    const course = await (await fetch(`/packages/element/lessons/${id}.json`)).json();
    const host = await fixture<HTMLElement>('<div style="width: 720px"><variant-lesson no-storage></variant-lesson></div>');
    const el = host.firstElementChild as VariantLesson;
    // A ResizeObserver reports before each paint that changed the size: this is what a reader sees.
    const painted: { height: number; drawn: boolean }[] = [];
    const watch = new ResizeObserver(() => {
      painted.push({ height: board.getBoundingClientRect().height, drawn: board.matches(':state(drawn)') });
    });
    el.course = course;
    await el.updateComplete;
    const board = el.shadowRoot!.querySelector('variant-board') as VariantBoard;
    watch.observe(board);
    await el.ready;
    await board.ready;
    await twoFrames();
    watch.disconnect();
    return { painted, drawn: board.getBoundingClientRect().height };
  }

  it("a lesson's board keeps its room until it is drawn", async () => {
    // The page has loaded no game's rules (this test comes first in its file), so a board is painted
    // before it is drawn. Should a fast run bring a game's rules before the first paint, the next game's
    // lesson is tried: each game's rules are a module of their own.
    let seen: Awaited<ReturnType<typeof paintedHeights>> | undefined;
    for (const id of ['dagger', 'dart', 'dice', 'sixstone', 'd4d6']) {
      const heights = await paintedHeights(id);
      if (heights.painted[0]?.drawn === false) {
        seen = heights;
        break;
      }
    }
    expect(seen, 'every lesson was drawn before its first paint').to.not.equal(undefined);
    const { painted, drawn } = seen!;
    for (const { height } of painted.filter((p) => !p.drawn)) {
      expect(height, `room ${height.toFixed(0)}, drawn ${drawn.toFixed(0)}`).to.be.closeTo(drawn, 0.06 * drawn);
    }
  });

  // Narrow screens stack the board over the question; wider ones put them side by side.
  for (const [viewport, width] of [[390, 358], [800, 720]] as const) {
    // WebKitGTK's MiniBrowser, the WebKit lane's browser, cannot make its window narrower than
    // about 450 px (its toolbar's width), so a phone-sized page is out of its reach.
    const tooNarrow = isWebKit && viewport < 450;
    (tooNarrow ? it.skip : it)(`a puzzle of each game at ${viewport} px keeps its height before its script runs, while its file loads and once shown${tooNarrow ? ' (skipped in WebKit: MiniBrowser\'s window cannot be that narrow)' : ''}`, async () => {
      await setViewport({ width: viewport, height: 800 });
      const misses: string[] = [];
      for (const id of IDS) {
        const markup = `<variant-puzzle variant="${id}" no-storage src="/packages/element/puzzles/${id}.json"></variant-puzzle>`;
        const before = (await heightsBeforeScript(RESERVE_RULES, [markup], width, { frame: viewport, tag: 'variant-puzzle' }))[0]!;
        const open = holdPuzzleFiles();
        let el: VariantPuzzle, loading: number;
        try {
          const host = await fixture<HTMLElement>(`<div style="width: ${width}px">${markup}</div>`);
          el = host.firstElementChild as VariantPuzzle;
          await el.updateComplete;
          await twoFrames();
          // Its board is there (hidden) and keeps the room; the question has not come.
          expect(el.current, `${id}: the file is held back`).to.equal(null);
          expect(el.board!.checkVisibility({ visibilityProperty: true }), `${id}: the board waits hidden`).to.equal(false);
          loading = el.getBoundingClientRect().height;
        } finally {
          open(); // the page's fetch back, whatever happened
        }
        const after = await shown(el);
        expect(el.board!.checkVisibility({ visibilityProperty: true })).to.equal(true);
        if (!near(before, after) || !near(loading, after)) misses.push(`${id}: ${before.toFixed(0)} before the script, ${loading.toFixed(0)} while loading, ${after.toFixed(0)} shown`);
      }
      expect(misses).to.deep.equal([]);
    });
  }

});

/**
 * The shared time slices of board renders (draw/schedule.ts): which jobs run in the calling task
 * and which wait for a later one. Jobs spin on the clock to take a known least time.
 */
import { expect } from '@open-wc/testing';
import { boardWork, inSlice } from '../src/draw/schedule.js';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';

const busy = (ms: number) => {
  const t0 = performance.now();
  while (performance.now() - t0 < ms) { /* spin */ }
};
/** A later task, after the slice of the current one has ended. */
const nextTask = () => new Promise((r) => setTimeout(r, 50));

/** Calls inSlice for each job in this task; returns how many ran before inSlice returned, and the promises. */
function queue(jobs: (() => void)[], log: number[]) {
  const pending = jobs.map((job, i) => inSlice(() => { job(); log.push(i); }));
  return { now: log.length, all: Promise.all(pending) };
}

describe('render time slices', () => {
  it('runs a lone job at once', async () => {
    await nextTask();
    let ran = false;
    const r = inSlice(() => { ran = true; });
    expect(ran).to.equal(true);
    expect(r).to.equal(undefined);
  });

  it('leaves jobs beyond the slice to later tasks, in order, and passes errors on', async () => {
    await nextTask();
    const log: number[] = [];
    const { now, all } = queue(Array.from({ length: 6 }, () => () => busy(10)), log);
    expect(now).to.be.within(1, 4);
    await all;
    expect(log).to.deep.equal([0, 1, 2, 3, 4, 5]);
    await nextTask();
    inSlice(() => busy(30)); // spends this task's slice: the next job waits
    const failing = inSlice(() => { throw new Error('bad board'); });
    expect(failing).to.be.instanceOf(Promise);
    let error: unknown = null;
    await (failing as Promise<void>).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal('bad board');
  });

  it('does not start a job that the last slow one says would make the task long', async () => {
    await nextTask();
    inSlice(() => busy(45)); // a slow board: the first job of a slice always runs
    await nextTask();
    const log: number[] = [];
    // 8 ms spent of the 24 ms slice, but 8 ms plus the remembered 36 ms (45 decayed once) passes 40 ms.
    const { now, all } = queue([() => busy(8), () => busy(1)], log);
    expect(now).to.equal(1);
    await all;
    expect(log).to.deep.equal([0, 1]);
  });

  it('counts the time a task spent on boards before their first render', async () => {
    await nextTask();
    boardWork(); // a board made: the task's clock starts
    busy(30); // the page goes on making boards
    expect(inSlice(() => {})).to.be.instanceOf(Promise);
    await nextTask();
    boardWork();
    expect(inSlice(() => {})).to.equal(undefined);
  });

  it('a page that makes many boards in one task renders them in later tasks', async () => {
    await nextTask();
    const host = document.createElement('div');
    document.body.append(host);
    const boards: VariantBoard[] = [];
    const make = () => {
      const b = document.createElement('variant-board') as VariantBoard;
      b.setAttribute('variant', 'dice');
      b.setAttribute('readonly', '');
      host.append(b);
      boards.push(b);
    };
    make();
    busy(30); // the page's own loop, making the others
    make();
    for (let i = 0; i < 20; i++) await Promise.resolve(); // this task's microtasks: where a render at once would run
    expect(boards.map((b) => b.hasUpdated)).to.deep.equal([false, false]);
    await Promise.all(boards.map((b) => b.updateComplete));
    expect(boards.map((b) => b.hasUpdated)).to.deep.equal([true, true]);
    host.remove();
  });

  it('takes several quick jobs per slice again once the slow job is forgotten', async () => {
    for (let i = 0; i < 12; i++) {
      await nextTask();
      inSlice(() => {});
    }
    await nextTask();
    const log: number[] = [];
    const { now, all } = queue(Array.from({ length: 5 }, () => () => {}), log);
    expect(now).to.equal(5);
    await all;
  });

  it('starts a job of a kind not run before only as the first job of a slice', async () => {
    await nextTask();
    const log: number[] = [];
    const kind = `kind ${Math.random()}`;
    expect(inSlice(() => void log.push(0))).to.equal(undefined);
    // Quick jobs before it, yet its own time cannot be foretold: it waits for a slice of its own.
    const fresh = inSlice(() => void log.push(1), kind);
    expect(fresh).to.be.instanceOf(Promise);
    expect(log).to.deep.equal([0]);
    await fresh;
    expect(log).to.deep.equal([0, 1]);
    await nextTask();
    // Once run, the kind is known: it goes beside other jobs.
    inSlice(() => void log.push(2));
    expect(inSlice(() => void log.push(3), kind)).to.equal(undefined);
    await nextTask();
    // As a slice's first job, a new kind runs at once.
    expect(inSlice(() => void log.push(4), `${kind} too`)).to.equal(undefined);
    expect(log).to.deep.equal([0, 1, 2, 3, 4]);
  });

  it('runs the first waiting job of each later slice, even after a job longer than the limit', async () => {
    await nextTask();
    // Last in the file: the 60 ms it leaves remembered would hold back the quick jobs of a test after it.
    inSlice(() => busy(60)); // remembered as 60 ms: no job fits after it until that is forgotten
    const later = inSlice(() => {});
    expect(later).to.be.instanceOf(Promise);
    // A slice that refused even its first job would never run one again, and never forget the 60 ms.
    const timeout = new Promise((r) => setTimeout(() => r('timed out'), 2000));
    expect(await Promise.race([later, timeout])).to.equal(undefined);
  });
});

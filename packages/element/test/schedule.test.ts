/**
 * The shared time slices of board renders (draw/schedule.ts): which jobs run in the calling task
 * and which wait for a later one.
 *
 * The page's clock is the test's own: performance.now() stands still except when a job says it
 * spends time, so what the slicer decides is the same on an idle machine and on a loaded one (the
 * spinning jobs this file used before took longer than asked under load, and checks failed).
 * A check reads 'ran' or 'waits' and never holds inSlice's promise: @web/test-runner cannot send
 * back a failure whose actual value is a promise (its page-side structuredClone throws), so one such
 * failure left the whole file hanging until the run's time limit (modernweb-dev/web#2802; see
 * sendable-failures.ts, which now turns such values into text).
 */
import { expect } from '@open-wc/testing';
import './sendable-failures.js';
import { boardWork, inSlice } from '../src/draw/schedule.js';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';

let clock = 1000;
performance.now = () => clock;
/** A job's (or the page's) work of `ms` milliseconds on the test's clock. */
const spend = (ms: number) => void (clock += ms);

/** Whether inSlice ran its job at once or left it to a later task. */
const when = (r: void | Promise<void>) => (r instanceof Promise ? 'waits' : 'ran');

/** A message to ourselves: it comes after the slicer's own messages posted before it (one task queue). */
const messageRound = () => new Promise<void>((ok) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    ok();
  };
  channel.port2.postMessage(0);
});
/**
 * A later task, once the slicer has ended the current slice: its message first, then the one a
 * slice that ran waiting jobs posts for the slice after it.
 */
const nextTask = async () => {
  await messageRound();
  await messageRound();
};

/** Calls inSlice for each job in this task; returns how many ran before inSlice returned, and the promises. */
function queue(jobs: (() => void)[], log: number[]) {
  const pending = jobs.map((job, i) => inSlice(() => { job(); log.push(i); }));
  return { now: log.length, all: Promise.all(pending) };
}

describe('render time slices', () => {
  it('runs a lone job at once', async () => {
    await nextTask();
    let ran = false;
    expect(when(inSlice(() => { ran = true; }))).to.equal('ran');
    expect(ran).to.equal(true);
  });

  it('leaves jobs beyond the slice to later tasks, in order, and passes errors on', async () => {
    await nextTask();
    const log: number[] = [];
    // 10 ms each: the fourth would start at 30 ms, past the slice's 24.
    const { now, all } = queue(Array.from({ length: 6 }, () => () => spend(10)), log);
    expect(now).to.equal(3);
    await all;
    expect(log).to.deep.equal([0, 1, 2, 3, 4, 5]);
    await nextTask();
    expect(when(inSlice(() => spend(30)))).to.equal('ran'); // spends this task's slice: the next job waits
    const failing = inSlice(() => { throw new Error('bad board'); });
    expect(when(failing)).to.equal('waits');
    let error: unknown = null;
    await (failing as Promise<void>).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal('bad board');
  });

  it('does not start a job that the last slow one says would make the task long', async () => {
    await nextTask();
    expect(when(inSlice(() => spend(45)))).to.equal('ran'); // a slow board: the first job of a slice always runs
    await nextTask();
    const log: number[] = [];
    // 8 ms spent of the 24 ms slice, but 8 ms plus the remembered 36 ms (45 decayed once) passes 40 ms.
    const { now, all } = queue([() => spend(8), () => spend(1)], log);
    expect(now).to.equal(1);
    await all;
    expect(log).to.deep.equal([0, 1]);
  });

  it('counts the time a task spent on boards before their first render', async () => {
    await nextTask();
    boardWork(); // a board made: the task's clock starts
    spend(30); // the page goes on making boards
    const later = inSlice(() => {});
    expect(when(later)).to.equal('waits');
    await later;
    await nextTask();
    boardWork();
    expect(when(inSlice(() => {}))).to.equal('ran');
  });

  it('takes several quick jobs per slice again once the slow job is forgotten', async () => {
    await nextTask();
    inSlice(() => spend(45));
    await nextTask();
    const log: number[] = [];
    // Right after it, 5 ms plus the remembered 36 ms passes 40: one quick job per slice.
    const first = queue(Array.from({ length: 5 }, () => () => spend(5)), log);
    expect(first.now).to.equal(1);
    await first.all;
    for (let i = 0; i < 12; i++) {
      await nextTask();
      inSlice(() => {});
    }
    await nextTask();
    const again = queue(Array.from({ length: 5 }, () => () => spend(5)), []);
    expect(again.now).to.equal(5);
    await again.all;
  });

  it('starts a job of a kind not run before only as the first job of a slice', async () => {
    await nextTask();
    const log: number[] = [];
    const kind = `kind ${Math.random()}`;
    expect(when(inSlice(() => void log.push(0)))).to.equal('ran');
    // Quick jobs before it, yet its own time cannot be foretold: it waits for a slice of its own.
    const fresh = inSlice(() => void log.push(1), kind);
    expect(when(fresh)).to.equal('waits');
    expect(log).to.deep.equal([0]);
    await fresh;
    expect(log).to.deep.equal([0, 1]);
    await nextTask();
    // Once run, the kind is known: it goes beside other jobs.
    inSlice(() => void log.push(2));
    expect(when(inSlice(() => void log.push(3), kind))).to.equal('ran');
    await nextTask();
    // As a slice's first job, a new kind runs at once.
    expect(when(inSlice(() => void log.push(4), `${kind} too`))).to.equal('ran');
    expect(log).to.deep.equal([0, 1, 2, 3, 4]);
  });

  it('runs the first waiting job of each later slice, even after a job longer than the limit', async () => {
    await nextTask();
    inSlice(() => spend(60)); // remembered as 60 ms: no job fits after it until that is forgotten
    const later = inSlice(() => {});
    expect(when(later)).to.equal('waits');
    let ran = false;
    void (later as Promise<void>).then(() => (ran = true));
    // A slice that refused even its first job would never run one again, and never forget the 60 ms.
    await nextTask();
    expect(ran).to.equal(true);
  });

  it('leaves no waiting job without a later task to run it, whatever the jobs and the page do', async () => {
    // A seeded mix of what pages and boards do: jobs of many lengths and kinds (new ones too), jobs that
    // throw, jobs that ask for more jobs while a slice runs them, pages that start the clock and spend
    // time between boards, calls in the same task and in later ones.
    let seed = 48;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let kinds = 0;
    const kind = () => ['', '', 'known', `kind ${random() < 0.2 ? ++kinds : 0}`][Math.floor(random() * 4)]!;
    const settled: boolean[] = [];
    /** Asks for a job; one that ran at once (or threw at once) needs no later task. */
    const ask = (job: () => void) => {
      let r: void | Promise<void>;
      try {
        r = inSlice(job, kind());
      } catch {
        return;
      }
      if (!(r instanceof Promise)) return;
      const i = settled.push(false) - 1;
      r.then(() => (settled[i] = true), () => (settled[i] = true));
    };
    const job = (depth: number) => () => {
      spend(Math.floor(random() * 30));
      const roll = random();
      if (roll < 0.15) throw new Error('bad board');
      if (roll < 0.4 && depth < 2) ask(job(depth + 1));
    };
    for (let round = 0; round < 40; round++) {
      for (let n = 1 + Math.floor(random() * 6); n > 0; n--) {
        if (random() < 0.3) boardWork();
        if (random() < 0.3) spend(Math.floor(random() * 30));
        ask(job(0));
      }
      if (random() < 0.5) await nextTask();
      else await Promise.resolve();
    }
    expect(settled.length, 'jobs that waited').to.be.above(20);
    // Each slice runs at least its first waiting job: as many later tasks as jobs are enough.
    for (let i = 0; i < settled.length + 2 && settled.includes(false); i++) await nextTask();
    expect(settled.filter((done) => !done).length, 'jobs still waiting').to.equal(0);
  });

  it('a page that makes many boards in one task renders them in later tasks', async () => {
    // Last in the file: these boards' own later work (their game's code arriving) takes slices of its own.
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
    spend(30); // the page's own loop, making the others
    make();
    for (let i = 0; i < 20; i++) await Promise.resolve(); // this task's microtasks: where a render at once would run
    expect(boards.map((b) => b.hasUpdated)).to.deep.equal([false, false]);
    await Promise.all(boards.map((b) => b.updateComplete));
    expect(boards.map((b) => b.hasUpdated)).to.deep.equal([true, true]);
    host.remove();
  });
});

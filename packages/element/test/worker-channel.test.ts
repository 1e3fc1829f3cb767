/**
 * The shared worker channel, with small workers made from Blob URLs: script fallback, the
 * page's thread when nothing loads, hand-over when a worker dies, and ids that never cross.
 */
import { expect } from '@open-wc/testing';
import { WorkerChannel, type WorkerScript } from '../src/worker-channel.js';

interface Req {
  id: number;
  value: number;
  /** Milliseconds before the answer. */
  delay?: number;
  /** The worker of this generation throws (and dies) instead of answering. */
  crashIn?: number;
  /** Progress messages sent before the answer. */
  progress?: number;
}
interface Res {
  id: number;
  value?: number;
  step?: number;
  /** Which worker answered (1 for the first started), 0 on the page. */
  generation: number;
}

/** The body of every test worker; `generation` is prepended per worker. */
const WORKER_BODY = `
self.addEventListener('message', (e) => {
  const { id, value, delay = 0, crashIn, progress = 0 } = e.data;
  if (crashIn === generation) {
    setTimeout(() => { throw new Error('test worker died'); }, 0);
    return;
  }
  for (let step = 0; step < progress; step++) self.postMessage({ id, step, generation });
  setTimeout(() => self.postMessage({ id, value: value * 2, generation }), delay);
});`;

const blobUrls: string[] = [];
/** A working script; `started` counts the workers it made. */
function goodScript(): { script: WorkerScript; started: () => number } {
  let made = 0;
  return {
    script: () => {
      const url = URL.createObjectURL(new Blob([`const generation = ${++made};${WORKER_BODY}`], { type: 'text/javascript' }));
      blobUrls.push(url);
      return new Worker(url, { type: 'module' });
    },
    started: () => made,
  };
}
const missingUrl = new URL('./no-such-worker-script.js', import.meta.url);
const missing: WorkerScript = () => new Worker(missingUrl, { type: 'module' });

function channel(scripts: WorkerScript[], afterCrash?: 'page' | 'fresh worker') {
  const onPageCalls: number[] = [];
  const ch = new WorkerChannel<Req, Res>({
    scripts,
    onPage: async (req, reply) => {
      onPageCalls.push(req.id);
      await new Promise((r) => setTimeout(r, req.delay ?? 0));
      for (let step = 0; step < (req.progress ?? 0); step++) reply({ id: req.id, step, generation: 0 });
      reply({ id: req.id, value: req.value * 2, generation: 0 });
    },
    isFinal: (r) => r.step === undefined,
    ...(afterCrash ? { afterCrash } : {}),
  });
  return { ch, onPageCalls };
}

/**
 * After a first answer (so the script is known to load), the first worker dies while it holds
 * two requests: the one that kills it, and a slower one.
 */
async function crashWhileWaiting(ch: WorkerChannel<Req, Res>) {
  expect((await ch.send({ value: 1 }).reply).thread).to.equal('worker');
  const crash = ch.send({ value: 2, crashIn: 1 });
  const other = ch.send({ value: 3, delay: 200 });
  const [x, y] = await Promise.all([crash.reply, other.reply]);
  return { crash, other, x, y };
}

describe('worker channel', () => {
  const made: WorkerChannel<Req, Res>[] = [];
  const track = (c: ReturnType<typeof channel>) => (made.push(c.ch), c);
  afterEach(() => {
    // End the test workers (setScript terminates the current one).
    for (const c of made.splice(0)) {
      c.dropAll();
      c.setScript(null);
    }
    for (const url of blobUrls.splice(0)) URL.revokeObjectURL(url);
  });

  it('answers in a worker, with the id it gave', async () => {
    const good = goodScript();
    const { ch, onPageCalls } = track(channel([good.script]));
    const sent = ch.send({ value: 21 });
    const { response, thread } = await sent.reply;
    expect(thread).to.equal('worker');
    expect(response).to.deep.equal({ id: sent.id, value: 42, generation: 1 });
    expect(ch.lastThread).to.equal('worker');
    expect(onPageCalls).to.deep.equal([]);
    expect(ch.busy).to.equal(false);
  });

  it('tries the next script when one cannot start or does not load', async () => {
    const good = goodScript();
    let thrown = 0;
    const throwing: WorkerScript = () => {
      thrown++;
      throw new Error('blocked by policy');
    };
    const { ch, onPageCalls } = track(channel([throwing, missing, good.script]));
    const [a, b] = [ch.send({ value: 1 }), ch.send({ value: 2 })];
    const answers = await Promise.all([a.reply, b.reply]);
    expect(answers.map((x) => x.thread)).to.deep.equal(['worker', 'worker']);
    expect(answers.map((x) => x.response.value)).to.deep.equal([2, 4]);
    expect(thrown).to.equal(1);
    expect(good.started()).to.equal(1);
    expect(onPageCalls).to.deep.equal([]);
  });

  it("falls back to the page's thread when no script loads, and stays there", async () => {
    const { ch, onPageCalls } = track(channel([missing, missing]));
    const first = ch.send({ value: 5 });
    const a = await first.reply;
    expect(a.thread).to.equal('main');
    expect(a.response).to.deep.equal({ id: first.id, value: 10, generation: 0 });
    expect(ch.lastThread).to.equal('main');
    const second = ch.send({ value: 6 });
    expect((await second.reply).thread).to.equal('main');
    expect(onPageCalls).to.deep.equal([first.id, second.id]);
  });

  it('an override script that does not load falls back to the page; null restores the defaults', async () => {
    const good = goodScript();
    const { ch } = track(channel([good.script]));
    ch.setScript(missingUrl);
    expect((await ch.send({ value: 1 }).reply).thread).to.equal('main');
    ch.setScript(null);
    expect((await ch.send({ value: 1 }).reply).thread).to.equal('worker');
  });

  it('a worker that dies after answering hands its waiting requests to the page', async () => {
    const good = goodScript();
    const { ch, onPageCalls } = track(channel([good.script]));
    const { crash, other, x, y } = await crashWhileWaiting(ch);
    expect([x.thread, y.thread]).to.deep.equal(['main', 'main']);
    expect([x.response.value, y.response.value]).to.deep.equal([4, 6]);
    expect(onPageCalls).to.deep.equal([crash.id, other.id]);
    expect(good.started()).to.equal(1);
  });

  it("with afterCrash 'fresh worker', a new worker of the same script takes them", async () => {
    const good = goodScript();
    const { ch, onPageCalls } = track(channel([good.script], 'fresh worker'));
    const { x, y } = await crashWhileWaiting(ch);
    expect([x.thread, y.thread]).to.deep.equal(['worker', 'worker']);
    expect([x.response.generation, y.response.generation]).to.deep.equal([2, 2]);
    expect(onPageCalls).to.deep.equal([]);
  });

  it('ids never cross: answers out of order, and a cancelled request never answers a later one', async () => {
    const good = goodScript();
    const { ch } = track(channel([good.script]));
    const slow = ch.send({ value: 1, delay: 120 });
    const fast = ch.send({ value: 2, delay: 0 });
    const order: number[] = [];
    const [s, f] = await Promise.all([
      slow.reply.then((r) => (order.push(slow.id), r)),
      fast.reply.then((r) => (order.push(fast.id), r)),
    ]);
    expect(order).to.deep.equal([fast.id, slow.id]);
    expect([s.response.id, s.response.value]).to.deep.equal([slow.id, 2]);
    expect([f.response.id, f.response.value]).to.deep.equal([fast.id, 4]);

    const gone = ch.send({ value: 7, delay: 30 });
    expect(ch.cancel(gone.id, new Error('cancelled'))).to.equal('worker');
    expect(ch.cancel(gone.id, new Error('again'))).to.equal(null);
    const next = ch.send({ value: 8, delay: 60 });
    expect(next.id).to.not.equal(gone.id);
    const err = await gone.reply.then(() => null, (e: unknown) => e as Error);
    expect(err?.message).to.equal('cancelled');
    const n = await next.reply;
    expect([n.response.id, n.response.value]).to.deep.equal([next.id, 16]);
  });

  it('progress messages go to onMessage; only the final one settles', async () => {
    const good = goodScript();
    const { ch } = track(channel([good.script]));
    const steps: number[] = [];
    const { response } = await ch.send({ value: 4, progress: 3 }, { onMessage: (r) => steps.push(r.step!) }).reply;
    expect(steps).to.deep.equal([0, 1, 2]);
    expect(response.value).to.equal(8);
  });

  it('restart ends the worker and gives the waiting requests to a fresh one', async () => {
    const good = goodScript();
    const { ch } = track(channel([good.script]));
    const a = ch.send({ value: 1, delay: 50 });
    ch.restart();
    const r = await a.reply;
    expect(r.thread).to.equal('worker');
    expect(r.response.generation).to.equal(2);
  });

  it('dropAll forgets the waiting requests; the next one starts a fresh worker', async () => {
    const good = goodScript();
    const { ch } = track(channel([good.script]));
    let settled = false;
    void ch.send({ value: 1, delay: 30 }).reply.then(() => (settled = true));
    expect(ch.busy).to.equal(true);
    ch.dropAll();
    expect(ch.busy).to.equal(false);
    const r = await ch.send({ value: 2 }).reply;
    expect(r.response.generation).to.equal(2);
    await new Promise((ok) => setTimeout(ok, 60));
    expect(settled).to.equal(false);
  });
});

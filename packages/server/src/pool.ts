/**
 * The drawing pool: worker threads (draw-worker.ts) that rasterise PNGs and GIFs, one job each at
 * a time, behind a bounded queue, so the main thread only routes (and /healthz and 304s answer at
 * once however busy the pool is).
 *
 * - A full queue refuses at once (`Overloaded`: a 503 with Retry-After).
 * - A job's time limit counts its own work on its worker, never its wait in the queue: the worker
 *   checks it between the steps of a drawing and stops; should a single step overrun it a long
 *   way (a stuck render: no word from the worker for three times the limit), the worker is
 *   terminated and replaced.
 * - A client that goes away frees its place in the queue, or stops its drawing.
 * - Each worker's JavaScript heap is capped (`resourceLimits`); a worker that dies is replaced.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';
import { BadRequest } from './bad-request.js';
import { tooSlow } from './draw-jobs.js';
import type { ImageJob } from './draw-jobs.js';
import type { JobMessage, WorkerMessage } from './draw-worker.js';
import { LIMITS } from './limits.js';

export interface PoolOptions {
  /** Worker threads (default: the cores, `os.availableParallelism()`). */
  readonly workers?: number;
  /** Requests that may wait for a worker; one more is refused with a 503 (default 64). */
  readonly maxQueue?: number;
  /** Milliseconds of its own work a drawing may take (default LIMITS.renderMs). */
  readonly renderMs?: number;
  /**
   * The niceness of the drawing threads, 0-19 (Linux; default DEFAULT_NICENESS): how far drawing yields the
   * cores to the main thread, which routes, answers /healthz and 304s, and to the host's other processes.
   */
  readonly niceness?: number;
}

/** Each worker's V8 heap caps; pixel buffers live outside them (see the README's memory section). */
export const WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 };

export const DEFAULT_MAX_QUEUE = 64;

/** The queue is full: come back in `retryAfter` seconds. */
export class Overloaded extends Error {
  constructor(readonly retryAfter: number) {
    super(`the server is busy drawing other pictures: try again in ${retryAfter} s`);
    this.name = 'Overloaded';
  }
}

/** The client went away before its picture was drawn; nobody reads the answer. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection');
    this.name = 'ClientGone';
  }
}

interface Task {
  readonly id: number;
  readonly job: ImageJob;
  readonly resolve: (bytes: Uint8Array) => void;
  readonly reject: (err: Error) => void;
  readonly signal: AbortSignal | undefined;
  onAbort?: () => void;
  /** When its worker began it (performance.now()), for Retry-After's estimate. */
  startedAt?: number;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening (its `ready` message came). */
  ready: boolean;
  task: Task | undefined;
  /** The backstop that terminates a worker whose drawing overran its limit a long way. */
  timer: NodeJS.Timeout | undefined;
}

/**
 * The worker from the TypeScript sources (tests, the repository's own command): tsx registered in
 * its thread first (a process's `--import tsx` does not reach worker threads on Node 20), and not
 * twice where it would.
 */
function sourceWorker(): Worker {
  const execArgv: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const a = process.execArgv[i]!;
    if (a === '--import' && process.execArgv[i + 1]?.includes('tsx')) i++;
    else if (!(a.startsWith('--import=') && a.includes('tsx'))) execArgv.push(a);
  }
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const file = JSON.stringify(new URL('./draw-worker.ts', import.meta.url).href);
  const boot = `import(${api}).then((tsx) => { tsx.register(); return import(${file}); });`;
  return new Worker(boot, { eval: true, execArgv, resourceLimits: WORKER_LIMITS });
}

/** The niceness of every thread but the main one (Linux): drawing yields the cores to routing. */
export const DEFAULT_NICENESS = 10;
const lowered = new Set<number>();

/**
 * Lowers the scheduling priority of the process's other threads (the workers, and libuv's threads
 * where resvg renders), so that on a busy host the main thread still answers /healthz and 304s at
 * once. Linux only (a thread's id names it to setpriority there); elsewhere nothing changes.
 */
function lowerDrawingThreads(niceness: number): void {
  if (process.platform !== 'linux' || niceness === 0) return;
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  // Forget threads that are gone (their ids may come back as new threads).
  const alive = new Set(tids.map(Number));
  for (const tid of lowered) if (!alive.has(tid)) lowered.delete(tid);
  for (const name of tids) {
    const tid = Number(name);
    if (tid === process.pid || lowered.has(tid)) continue;
    try {
      setPriority(tid, niceness);
      lowered.add(tid);
    } catch {
      lowered.add(tid); // not allowed, or gone: do not try again
    }
  }
}

/** How much longer than its limit (wall clock) a worker may be silent in one step of a drawing before it is terminated. */
const BACKSTOP_FACTOR = 3;

export class DrawPool {
  readonly workers: number;
  readonly maxQueue: number;
  readonly renderMs: number;
  readonly niceness: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  /** A moving average of a job's time on its worker, ms. */
  private averageMs = 500;
  /** Workers terminated and replaced (overrun, client gone, crash): for tests and logs. */
  replaced = 0;
  private readonly loaded: Promise<void>;
  private onLoaded: () => void = () => {};

  constructor(options: PoolOptions = {}) {
    this.workers = Math.max(1, Math.floor(options.workers ?? availableParallelism()));
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue ?? DEFAULT_MAX_QUEUE));
    this.renderMs = options.renderMs ?? LIMITS.renderMs;
    this.niceness = Math.min(19, Math.max(0, Math.floor(options.niceness ?? DEFAULT_NICENESS)));
    this.loaded = new Promise((ok) => (this.onLoaded = ok));
    for (let i = 0; i < this.workers; i++) {
      const slot: Slot = { worker: undefined as unknown as Worker, ready: false, task: undefined, timer: undefined };
      this.startWorker(slot);
      this.slots.push(slot);
    }
  }

  /**
   * Resolves once every first worker has loaded (a server listens only then: its first pictures
   * need not wait), or after a minute whatever they do (one that cannot load is retried, pictures wait).
   */
  ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const most = new Promise<void>((ok) => (timer = setTimeout(ok, 60_000)));
    return Promise.race([this.loaded, most]).finally(() => clearTimeout(timer));
  }

  /** Workers drawing now, requests waiting, and workers replaced so far. */
  stats(): { workers: number; busy: number; queued: number; replaced: number } {
    return { workers: this.workers, busy: this.slots.filter((s) => s.task).length, queued: this.queue.length, replaced: this.replaced };
  }

  /** Draws the job on a worker: its bytes, or a BadRequest, Overloaded or ClientGone. */
  draw(job: ImageJob, signal?: AbortSignal): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new Overloaded(1));
    if (signal?.aborted) return Promise.reject(new ClientGone());
    const free = this.slots.find((s) => !s.task);
    if (!free && this.queue.length >= this.maxQueue) return Promise.reject(new Overloaded(this.retryAfter()));
    return new Promise((resolve, reject) => {
      const task: Task = { id: this.nextId++, job, resolve, reject, signal };
      if (signal) {
        task.onAbort = () => this.abandon(task);
        signal.addEventListener('abort', task.onAbort, { once: true });
      }
      if (free) this.begin(free, task);
      else this.queue.push(task);
    });
  }

  /** Terminates every worker; queued requests get a 503. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new Overloaded(1));
    await Promise.all(this.slots.map((slot) => {
      clearTimeout(slot.timer);
      if (slot.task) this.settle(slot.task, new Overloaded(1));
      slot.task = undefined;
      return slot.worker.terminate();
    }));
  }

  /** Seconds until a place is likely free: the work ahead shared among the workers. */
  private retryAfter(): number {
    const ahead = this.queue.length + this.workers;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.averageMs) / this.workers / 1000)));
  }

  /** Starts a worker in the slot; its messages and its exit are heeded while it is the slot's. */
  private startWorker(slot: Slot): void {
    const worker = import.meta.url.endsWith('.ts') ? sourceWorker() : new Worker(new URL('./draw-worker.js', import.meta.url), { resourceLimits: WORKER_LIMITS });
    slot.worker = worker;
    slot.ready = false;
    worker.unref();
    worker.on('message', (m: WorkerMessage) => {
      if (slot.worker === worker) this.onMessage(slot, m);
    });
    worker.on('error', (err) => {
      if (!this.closed) console.error('variant-board-server: a drawing worker failed:', err);
    });
    worker.on('exit', () => {
      // Exited on its own (a crash, or its heap limit): the request is answered 503, the worker
      // replaced; one that could not even load is retried a second later, not in a busy loop.
      if (this.closed || slot.worker !== worker) return;
      if (slot.ready) this.replace(slot, new Overloaded(1));
      else setTimeout(() => slot.worker === worker && !this.closed && this.replace(slot, new Overloaded(1)), 1000).unref();
    });
  }

  private onMessage(slot: Slot, m: WorkerMessage): void {
    if ('ready' in m) {
      slot.ready = true;
      if (this.slots.length === this.workers && this.slots.every((s) => s.ready)) this.onLoaded();
      if (slot.task) this.post(slot);
      return;
    }
    const task = slot.task;
    if (!task || task.id !== m.id) return;
    clearTimeout(slot.timer);
    if ('going' in m) {
      this.watch(slot);
      return;
    }
    slot.task = undefined;
    if (task.startedAt !== undefined) this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - task.startedAt);
    if ('bytes' in m) this.settle(task, m.bytes);
    else if ('bad' in m) this.settle(task, new BadRequest(m.bad.param, m.bad.reason, m.bad.token, m.bad.status, m.bad.lasting));
    else this.settle(task, new Error(`drawing failed on a worker: ${m.error}`));
    this.next(slot);
  }

  private begin(slot: Slot, task: Task): void {
    slot.task = task;
    slot.worker.ref(); // a job under way keeps the process alive, an idle worker does not
    if (slot.ready) this.post(slot);
  }

  private post(slot: Slot): void {
    const task = slot.task!;
    task.startedAt = performance.now();
    lowerDrawingThreads(this.niceness);
    slot.worker.postMessage({ id: task.id, job: task.job, renderMs: this.renderMs } satisfies JobMessage);
    this.watch(slot);
  }

  /**
   * The backstop: a worker that has said nothing for a long while (wall clock: a step that never
   * ends) is terminated. A drawing that goes on says so between its steps.
   */
  private watch(slot: Slot): void {
    slot.timer = setTimeout(() => this.replace(slot, tooSlow(this.renderMs)), this.renderMs * BACKSTOP_FACTOR + 1000);
  }

  /** The slot's next queued job, if any. */
  private next(slot: Slot): void {
    const task = this.queue.shift();
    if (task && !this.closed) this.begin(slot, task);
    else slot.worker.unref();
  }

  /** A client went away: out of the queue, or its drawing stopped with its worker. */
  private abandon(task: Task): void {
    const at = this.queue.indexOf(task);
    if (at >= 0) {
      this.queue.splice(at, 1);
      this.settle(task, new ClientGone());
      return;
    }
    const slot = this.slots.find((s) => s.task === task);
    if (slot) this.replace(slot, new ClientGone());
  }

  /**
   * Terminates the slot's worker (its drawing stops there), answers its job with `err` once the
   * thread is gone, and puts a new worker in its place.
   */
  private replace(slot: Slot, err: Error): void {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    const old = slot.worker;
    this.replaced++;
    this.startWorker(slot);
    const done = () => {
      if (task) this.settle(task, err);
    };
    old.terminate().then(done, done);
    this.next(slot);
  }

  private settle(task: Task, outcome: Uint8Array | Error): void {
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }
}

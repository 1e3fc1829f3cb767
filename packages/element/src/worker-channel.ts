/**
 * One request/answer channel to a Web Worker, with the page's thread as a fallback. Shared by
 * the computer player, the tablebase explorer and analysis mode, which each keep only their
 * own message shapes and policies.
 *
 * - Scripts are tried in order: an `error` before any message means the script did not load,
 *   so the next one is tried, and once none is left every request runs on the page's thread.
 * - Requests get ids from the channel, so answers are matched to their own request only.
 * - A worker that dies after it has answered leaves its waiting requests to the page's thread
 *   (or, with `afterCrash: 'fresh worker'`, to a new worker of the same script).
 */

/** Where an answer was worked out. */
export type Thread = 'worker' | 'main';

/** Starts one candidate worker; kept as a function so that each client can write its own
 * `new Worker(new URL('./worker.js', import.meta.url))`, which bundlers look for. */
export type WorkerScript = () => Worker;

/**
 * The TypeScript source `worker.ts` beside the module at `moduleUrl`, for dev servers that
 * compile on request; written in parts so that bundlers do not bundle the source a second time.
 */
export const workerSource =
  (moduleUrl: string): WorkerScript =>
  () =>
    new Worker(new URL('./worker' + '.ts', moduleUrl), { type: 'module' });

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface WorkerChannelOptions<Req extends { id: number }, Res extends { id: number }> {
  /** Candidate scripts, best first. */
  readonly scripts: readonly WorkerScript[];
  /** Answers a request on the page's thread, calling `reply` for each message a worker would post. */
  readonly onPage: (req: Req, reply: (res: Res) => void, signal: AbortSignal | undefined) => Promise<void> | void;
  /** Whether a message ends its request; messages that do not (progress) go to `onMessage`. */
  readonly isFinal?: (res: Res) => boolean;
  /** Where the waiting requests of a worker that died after answering go. Default 'page'. */
  readonly afterCrash?: 'page' | 'fresh worker';
}

export interface SendOptions<Res> {
  /** Handed to the page's thread when the request runs there. */
  readonly signal?: AbortSignal;
  /** Messages that do not end the request. */
  readonly onMessage?: (res: Res) => void;
}

export interface Reply<Res> {
  readonly response: Res;
  readonly thread: Thread;
}

interface Pending<Req, Res> {
  readonly req: Req;
  readonly options: SendOptions<Res>;
  readonly resolve: (r: Reply<Res>) => void;
  readonly reject: (e: unknown) => void;
  where: Thread;
}

export class WorkerChannel<Req extends { id: number }, Res extends { id: number }> {
  /** Where the last request was answered (tests and status lines read it). */
  lastThread: Thread | null = null;
  private scripts: readonly WorkerScript[];
  private worker: Worker | null = null;
  private candidate = 0;
  private failed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending<Req, Res>>();

  constructor(private readonly opts: WorkerChannelOptions<Req, Res>) {
    this.scripts = opts.scripts;
  }

  /** Whether a request is waiting for its answer. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /**
   * Uses the script at `url` (or, with null, the default candidates) from now on. The current
   * worker is ended; requests it held stay unanswered.
   */
  readonly setScript = (url: string | URL | null): void => {
    this.scripts = url ? [() => new Worker(url, { type: 'module' })] : this.opts.scripts;
    this.candidate = 0;
    this.failed = false;
    this.dropWorker();
  };

  /** Sends a request (the channel gives it its id), answered in a worker or on the page. */
  send(body: WithoutId<Req>, options: SendOptions<Res> = {}): { readonly id: number; readonly reply: Promise<Reply<Res>> } {
    const id = this.nextId++;
    const req = { ...body, id } as unknown as Req;
    const reply = new Promise<Reply<Res>>((resolve, reject) => {
      const entry: Pending<Req, Res> = { req, options, resolve, reject, where: 'worker' };
      this.pending.set(id, entry);
      this.dispatch(entry);
    });
    return { id, reply };
  }

  /**
   * Rejects a waiting request with `reason`; later answers to it are ignored. Returns where it
   * was being answered, or null when it was no longer waiting.
   */
  cancel(id: number, reason: unknown): Thread | null {
    const entry = this.pending.get(id);
    if (!entry) return null;
    this.pending.delete(id);
    entry.reject(reason);
    return entry.where;
  }

  /** Ends the worker (it may be busy with a cancelled request) and gives its other requests to a fresh one. */
  restart(): void {
    if (!this.worker) return;
    this.dropWorker();
    for (const entry of this.inWorker()) this.dispatch(entry);
  }

  /** Forgets every waiting request (their promises never settle) and ends the worker busy with them. */
  dropAll(): void {
    if (this.pending.size === 0) return;
    this.pending.clear();
    this.dropWorker();
  }

  private dispatch(entry: Pending<Req, Res>): void {
    const w = this.ensureWorker();
    if (!w) return this.runOnPage(entry);
    entry.where = 'worker';
    w.postMessage(entry.req);
  }

  private inWorker(): Pending<Req, Res>[] {
    return [...this.pending.values()].filter((e) => e.where === 'worker');
  }

  private ensureWorker(): Worker | null {
    if (this.worker) return this.worker;
    const list = this.scripts;
    while (!this.failed && typeof Worker !== 'undefined' && this.candidate < list.length) {
      let w: Worker;
      try {
        w = list[this.candidate]!();
      } catch {
        this.candidate++;
        continue;
      }
      let answered = false;
      w.addEventListener('message', (event: MessageEvent<Res>) => {
        answered = true;
        this.settle(event.data, 'worker');
      });
      w.addEventListener('error', (event) => {
        event.preventDefault();
        if (this.worker !== w) return;
        this.dropWorker();
        const orphans = this.inWorker();
        if (answered && (this.opts.afterCrash ?? 'page') === 'page') {
          for (const entry of orphans) this.runOnPage(entry);
          return;
        }
        // Nothing came back: the script did not load, so the next one gets the requests.
        if (!answered) this.candidate++;
        if (this.candidate >= list.length) this.failed = true;
        for (const entry of orphans) this.dispatch(entry);
      });
      this.worker = w;
      return w;
    }
    this.failed = true;
    return null;
  }

  private dropWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private settle(res: Res, thread: Thread): void {
    const entry = this.pending.get(res.id);
    if (!entry) return; // cancelled or dropped meanwhile
    if (this.opts.isFinal && !this.opts.isFinal(res)) return entry.options.onMessage?.(res);
    this.pending.delete(res.id);
    this.lastThread = thread;
    entry.resolve({ response: res, thread });
  }

  private runOnPage(entry: Pending<Req, Res>): void {
    entry.where = 'main';
    new Promise<void>((done) => done(this.opts.onPage(entry.req, (res) => this.settle(res, 'main'), entry.options.signal))).catch((err: unknown) => {
      if (this.pending.get(entry.req.id) !== entry) return;
      this.pending.delete(entry.req.id);
      entry.reject(err);
    });
  }
}

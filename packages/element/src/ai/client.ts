/**
 * Browser side of the computer player. Requests go to a Web Worker so that the page never
 * freezes; aborting a request terminates the worker (a search cannot be interrupted from
 * outside) and a fresh one takes any other waiting request. Where Worker is unavailable, or
 * the worker script cannot load, the search runs on the main thread in short slices.
 */
import { VariantBoardError, type ErrorCode } from '../../../engine/src/core/errors.js';
import type { AiRequest, AiResponse } from '../../../engine/src/ai/service.js';

export interface ComputerRequest {
  variant: string;
  /** The game so far, as a record (`GameSession.exportRecord()`). */
  record: string;
  /** 1 (weakest) to 6 (strongest). */
  level: number;
  signal?: AbortSignal;
  /** Overrides the level's time cap, in milliseconds. */
  timeMs?: number;
  /** Seed for the level's randomness (reproducible play). */
  seed?: string | number;
}

export interface ComputerAnswer {
  /** The move, in the game's notation. */
  notation: string;
  /** From the mover's point of view, roughly in pawns; ±1000 is a won or lost game. */
  score: number;
  /** Plies to a forced end: positive when the mover wins, negative when it loses. */
  mate?: number;
  depth: number;
  nodes: number;
  /** Expected continuation, in notation. */
  pv: string[];
  /** 'solver' when the move came from a solved game's table. */
  source: 'search' | 'solver';
  /** Where the search ran: a Web Worker, or the page's thread (in slices) when none could start. */
  thread: 'worker' | 'main';
}

/** Asks for the computer's move at a level (with that level's randomness). */
export function requestMove(opts: ComputerRequest): Promise<ComputerAnswer> {
  return request('move', opts);
}

/** Asks for a suggested move: the level's best move, without its randomness. */
export function requestHint(opts: ComputerRequest): Promise<ComputerAnswer> {
  return request('hint', opts);
}

let workerUrl: string | URL | null = null;
/** Where the worker script lives, when a build puts it somewhere the default cannot find. */
export function setWorkerUrl(url: string | URL | null): void {
  workerUrl = url;
  candidate = 0;
  workerFailed = false;
  dropWorker();
}

interface Pending {
  req: AiRequest;
  resolve: (a: ComputerAnswer) => void;
  reject: (e: unknown) => void;
  signal: AbortSignal | undefined;
  /** Where the request is being answered. */
  where: 'worker' | 'main';
}

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function abortError(): Error {
  return typeof DOMException === 'function' ? new DOMException('The computer move was cancelled.', 'AbortError') : Object.assign(new Error('The computer move was cancelled.'), { name: 'AbortError' });
}

function request(kind: 'move' | 'hint', opts: ComputerRequest): Promise<ComputerAnswer> {
  const { signal } = opts;
  if (signal?.aborted) return Promise.reject(abortError());
  const req: AiRequest = {
    id: nextId++,
    kind,
    variant: opts.variant,
    record: opts.record,
    level: opts.level,
    ...(opts.timeMs !== undefined ? { timeMs: opts.timeMs } : {}),
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
  };
  return new Promise<ComputerAnswer>((resolve, reject) => {
    const entry: Pending = { req, resolve, reject, signal, where: 'worker' };
    pending.set(req.id, entry);
    signal?.addEventListener('abort', () => cancel(req.id), { once: true });
    dispatch(entry);
  });
}

function dispatch(entry: Pending): void {
  const w = ensureWorker();
  if (w) {
    entry.where = 'worker';
    w.postMessage(entry.req);
  } else runOnMainThread(entry);
}

/** Requests the (now gone) worker was holding. */
const inWorker = () => [...pending.values()].filter((e) => e.where === 'worker');

/**
 * Worker scripts to try, in order: the built `worker.js` beside this module (which Vite also
 * finds and bundles), then the TypeScript source for dev servers that compile on request.
 */
function workerCandidates(): (() => Worker)[] {
  if (workerUrl) {
    const url = workerUrl;
    return [() => new Worker(url, { type: 'module' })];
  }
  return [
    () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
    // Built from parts so that bundlers do not bundle the source a second time.
    () => new Worker(new URL('./worker' + '.ts', import.meta.url), { type: 'module' }),
  ];
}
let candidate = 0;

function ensureWorker(): Worker | null {
  if (worker) return worker;
  const candidates = workerCandidates();
  while (!workerFailed && typeof Worker !== 'undefined' && candidate < candidates.length) {
    let w: Worker;
    try {
      w = candidates[candidate]!();
    } catch {
      candidate++;
      continue;
    }
    let answered = false;
    w.addEventListener('message', (event: MessageEvent<AiResponse>) => {
      answered = true;
      settle(event.data, 'worker');
    });
    // An error before any answer means the script did not load: try the next one. A worker
    // that dies later leaves its requests to this thread (never a retry loop in workers).
    w.addEventListener('error', (event) => {
      event.preventDefault();
      if (worker !== w) return;
      dropWorker();
      const orphans = inWorker();
      if (answered) {
        for (const entry of orphans) runOnMainThread(entry);
        return;
      }
      candidate++;
      if (candidate >= candidates.length) workerFailed = true;
      for (const entry of orphans) dispatch(entry);
    });
    worker = w;
    return w;
  }
  workerFailed = true;
  return null;
}

function dropWorker(): void {
  worker?.terminate();
  worker = null;
}

function settle(res: AiResponse, thread: 'worker' | 'main'): void {
  const entry = pending.get(res.id);
  if (!entry) return; // cancelled meanwhile
  pending.delete(res.id);
  if (res.ok) {
    const { id: _id, ok: _ok, ...answer } = res;
    entry.resolve({ ...answer, thread });
  } else {
    const { code, message, name } = res.error;
    const err = code ? new VariantBoardError(code as ErrorCode, message) : Object.assign(new Error(message), { name });
    entry.reject(err);
  }
}

function cancel(id: number): void {
  const entry = pending.get(id);
  if (!entry) return;
  pending.delete(id);
  entry.reject(abortError());
  if (entry.where === 'worker' && worker) {
    // The worker may be busy with this search: start over with the requests still waiting.
    dropWorker();
    for (const other of inWorker()) dispatch(other);
  }
}

function runOnMainThread(entry: Pending): void {
  entry.where = 'main';
  import('../../../engine/src/ai/service.js')
    .then(({ answerAiRequest }) => answerAiRequest(entry.req, entry.signal, { sliced: true }))
    .then((res) => settle(res, 'main'))
    .catch((err: unknown) => {
      if (pending.get(entry.req.id) !== entry) return;
      pending.delete(entry.req.id);
      entry.reject(err);
    });
}

/**
 * The explorer's side of its Web Worker. A table can take seconds to solve, so the work runs
 * in a worker and the page stays responsive; asking for another pair while one is being solved
 * ends that worker and starts a fresh one. Where no worker can start (or its script does not
 * load), the same code runs on the page's thread.
 */
import type { InspectRequest, Inspection, PieceName, TableAnswer, WorkerRequest, WorkerResponse } from './protocol.js';

let workerUrl: string | URL | null = null;
/** Where the worker script lives, for builds that put it somewhere the defaults cannot find. */
export function setTablebaseWorkerUrl(url: string | URL | null): void {
  workerUrl = url;
  candidate = 0;
  failed = false;
  stopWorker();
}

interface Pending {
  readonly req: WorkerRequest;
  readonly resolve: (r: WorkerResponse) => void;
}

let worker: Worker | null = null;
let candidate = 0;
let failed = false;
let nextId = 1;
const pending = new Map<number, Pending>();
/** Where the last answer came from (tests and the status line read it). */
export let lastThread: 'worker' | 'main' | null = null;

function candidates(): (() => Worker)[] {
  if (workerUrl) {
    const url = workerUrl;
    return [() => new Worker(url, { type: 'module' })];
  }
  return [
    // The built script beside this module (dist), then the source for dev servers that compile TypeScript.
    () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
    () => new Worker(new URL('./worker' + '.ts', import.meta.url), { type: 'module' }),
  ];
}

function ensureWorker(): Worker | null {
  if (worker) return worker;
  const list = candidates();
  while (!failed && typeof Worker !== 'undefined' && candidate < list.length) {
    let w: Worker;
    try {
      w = list[candidate]!();
    } catch {
      candidate++;
      continue;
    }
    let answered = false;
    w.addEventListener('message', (e: MessageEvent<WorkerResponse>) => {
      answered = true;
      settle(e.data, 'worker');
    });
    w.addEventListener('error', (e) => {
      // The script did not load, or the worker died: try the next script, or the page's thread.
      e.preventDefault();
      if (worker === w) stopWorker();
      if (!answered) candidate++;
      if (candidate >= list.length) failed = true;
      for (const p of pending.values()) dispatch(p);
    });
    worker = w;
    return w;
  }
  failed = true;
  return null;
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

function settle(res: WorkerResponse, thread: 'worker' | 'main'): void {
  const p = pending.get(res.id);
  if (!p) return;
  pending.delete(res.id);
  lastThread = thread;
  p.resolve(res);
}

function dispatch(p: Pending): void {
  const w = ensureWorker();
  if (w) w.postMessage(p.req);
  else void onMainThread(p.req);
}

async function onMainThread(req: WorkerRequest): Promise<void> {
  // Let the page paint its "computing" state first.
  await new Promise((r) => setTimeout(r, 0));
  const { computeTable, inspect } = await import('./compute.js');
  let res: WorkerResponse;
  try {
    if (req.kind === 'table') res = { id: req.id, ok: true, kind: 'table', table: computeTable(req.white, req.black) };
    else {
      const { id: _id, kind: _kind, ...rest } = req;
      res = { id: req.id, ok: true, kind: 'inspect', inspection: inspect(rest) };
    }
  } catch (e) {
    res = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  settle(res, 'main');
}

function send(req: WorkerRequest): Promise<WorkerResponse> {
  return new Promise((resolve) => {
    const p = { req, resolve };
    pending.set(req.id, p);
    dispatch(p);
  });
}

function unwrap<T>(res: WorkerResponse, pick: (r: WorkerResponse & { ok: true }) => T): T {
  if (!res.ok) throw new Error(res.message);
  return pick(res);
}

/**
 * Drops every request still waiting (their promises never settle) and the worker busy with
 * them; the next request starts a fresh worker.
 */
export function cancelAll(): void {
  if (pending.size === 0) return;
  pending.clear();
  stopWorker();
}

/** Solves (or fetches) the table of White `white` against Black `black`. */
export async function requestTable(white: PieceName, black: PieceName): Promise<TableAnswer> {
  const res = await send({ id: nextId++, kind: 'table', white, black });
  return unwrap(res, (r) => {
    if (r.kind !== 'table') throw new Error('unexpected answer');
    return r.table;
  });
}

/** The value of one position and the best move for every roll. */
export async function requestInspection(req: InspectRequest): Promise<Inspection> {
  const res = await send({ id: nextId++, kind: 'inspect', ...req });
  return unwrap(res, (r) => {
    if (r.kind !== 'inspect') throw new Error('unexpected answer');
    return r.inspection;
  });
}

/** Whether a request is waiting for an answer. */
export const busy = (): boolean => pending.size > 0;

/**
 * The explorer's side of its Web Worker. A table can take seconds to solve, so the work runs
 * in a worker and the page stays responsive; asking for another pair while one is being solved
 * ends that worker and starts a fresh one. Where no worker can start (or its script does not
 * load), the same code runs on the page's thread.
 */
import type { InspectRequest, Inspection, PieceName, TableAnswer, WorkerRequest, WorkerResponse } from './protocol.js';
import { WorkerChannel, workerSource } from '../worker-channel.js';
import { crossOriginWorker } from '../cross-origin-worker.js';

/** Where the last answer came from (tests and the status line read it). */
export let lastThread: 'worker' | 'main' | null = null;

// The built script beside this module (dist), then the source for dev servers that compile TypeScript.
const channel = new WorkerChannel<WorkerRequest, WorkerResponse>({
  scripts: [
    () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
    crossOriginWorker('./worker.js', import.meta.url),
    workerSource(import.meta.url),
  ],
  onPage: async (req, reply) => reply(await onMainThread(req)),
  // A worker that dies after answering is replaced by a fresh one of the same script.
  afterCrash: 'fresh worker',
});

/** Where the worker script lives, for builds that put it somewhere the defaults cannot find. */
export const setTablebaseWorkerUrl = channel.setScript;

async function onMainThread(req: WorkerRequest): Promise<WorkerResponse> {
  // Let the page paint its "computing" state first.
  await new Promise((r) => setTimeout(r, 0));
  const { computeTable, inspect } = await import('./compute.js');
  try {
    if (req.kind === 'table') return { id: req.id, ok: true, kind: 'table', table: computeTable(req.white, req.black) };
    const { id: _id, kind: _kind, ...rest } = req;
    return { id: req.id, ok: true, kind: 'inspect', inspection: inspect(rest) };
  } catch (e) {
    return { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

async function send(body: Parameters<typeof channel.send>[0]): Promise<WorkerResponse> {
  const { response, thread } = await channel.send(body).reply;
  lastThread = thread;
  return response;
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
  channel.dropAll();
}

/** Solves (or fetches) the table of White `white` against Black `black`. */
export async function requestTable(white: PieceName, black: PieceName): Promise<TableAnswer> {
  const res = await send({ kind: 'table', white, black });
  return unwrap(res, (r) => {
    if (r.kind !== 'table') throw new Error('unexpected answer');
    return r.table;
  });
}

/** The value of one position and the best move for every roll. */
export async function requestInspection(req: InspectRequest): Promise<Inspection> {
  const res = await send({ kind: 'inspect', ...req });
  return unwrap(res, (r) => {
    if (r.kind !== 'inspect') throw new Error('unexpected answer');
    return r.inspection;
  });
}

/** Whether a request is waiting for an answer. */
export const busy = (): boolean => channel.busy;

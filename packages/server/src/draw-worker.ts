/**
 * A drawing worker thread (started by pool.ts): takes one job at a time, draws it within its own
 * time limit and sends the bytes back (moved, not copied), or the BadRequest that stopped it.
 */
import { parentPort } from 'node:worker_threads';
import { BadRequest } from './bad-request.js';
import { deadline, drawImage } from './draw-jobs.js';
import type { ImageJob } from './draw-jobs.js';

/** From the pool: a job and the milliseconds of this thread's own work it may take. */
export interface JobMessage {
  readonly id: number;
  readonly job: ImageJob;
  readonly renderMs: number;
}

/** To the pool: `ready` once loaded, then for each job a word now and then that it goes on, and its answer. */
export type WorkerMessage =
  | { readonly ready: true }
  | { readonly id: number; readonly going: true }
  | { readonly id: number; readonly bytes: Uint8Array }
  | { readonly id: number; readonly bad: { param: string; reason: string; token: string | undefined; status: 400 | 414; lasting: boolean } }
  | { readonly id: number; readonly error: string };

const port = parentPort;
if (!port) throw new Error('draw-worker.ts runs as a worker thread (pool.ts starts it)');

/** Bytes that own their whole buffer, so it can be moved to the main thread. */
function movable(bytes: Uint8Array): Uint8Array {
  // A copy of our own: a Buffer's slice() is a view of the same memory, and resvg's (native) Buffers may be
  // marked untransferable, which failed the post with a DataCloneError (seen in a full test run).
  return bytes.constructor === Uint8Array && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}

/** How often (wall clock, ms) a drawing tells the pool it goes on, so that only a stuck step is terminated. */
const GOING_EVERY = 1000;

port.on('message', async ({ id, job, renderMs }: JobMessage) => {
  let answer: WorkerMessage;
  let transfer: ArrayBuffer[] = [];
  const onTime = deadline(renderMs);
  let told = performance.now();
  const stillOnTime = () => {
    onTime();
    if (performance.now() - told > GOING_EVERY) {
      told = performance.now();
      port.postMessage({ id, going: true } satisfies WorkerMessage);
    }
  };
  try {
    const bytes = movable(await drawImage(job, stillOnTime));
    answer = { id, bytes };
    transfer = [bytes.buffer as ArrayBuffer];
  } catch (err) {
    answer = err instanceof BadRequest
      ? { id, bad: { param: err.param, reason: err.reason, token: err.token, status: err.status, lasting: err.lasting } }
      : { id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(answer, transfer);
});

port.postMessage({ ready: true } satisfies WorkerMessage);

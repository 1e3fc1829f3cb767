/**
 * Browser side of the computer player. Requests go to a Web Worker so that the page never
 * freezes; aborting a request terminates the worker (a search cannot be interrupted from
 * outside) and a fresh one takes any other waiting request. Where Worker is unavailable, or
 * the worker script cannot load, the search runs on the main thread in short slices.
 */
import { VariantBoardError, type ErrorCode } from '../../../engine/src/core/errors.js';
import type { AiRequest, AiResponse } from '../../../engine/src/ai/service.js';
import { WorkerChannel, workerSource } from '../worker-channel.js';
import { crossOriginWorker } from '../cross-origin-worker.js';
// (From the game's module, which has loaded this one: no file of their own.)
import { controlStrings } from '../control-strings.js';
import { loadPart } from '../load-part.js';

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

/**
 * The built `worker.js` beside this module (which Vite also finds and bundles), then the
 * TypeScript source for dev servers that compile on request. A worker that dies after
 * answering leaves its requests to this thread (never a retry loop in workers).
 */
const channel = new WorkerChannel<AiRequest, AiResponse>({
  scripts: [
    () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
    crossOriginWorker('./worker.js', import.meta.url),
    workerSource(import.meta.url),
  ],
  onPage: async (req, reply, signal) => {
    // The search's code on the page (no worker could start): its failing to arrive is said as the player's.
    const { answerAiRequest } = await loadPart(import('../../../engine/src/ai/service.js'), 'computer player', controlStrings().aiUnavailable);
    reply(await answerAiRequest(req, signal, { sliced: true }));
  },
});

/** Where the worker script lives, when a build puts it somewhere the default cannot find. */
export const setWorkerUrl = channel.setScript;

function abortError(): Error {
  return typeof DOMException === 'function' ? new DOMException('The computer move was cancelled.', 'AbortError') : Object.assign(new Error('The computer move was cancelled.'), { name: 'AbortError' });
}

function request(kind: 'move' | 'hint', opts: ComputerRequest): Promise<ComputerAnswer> {
  const { signal } = opts;
  if (signal?.aborted) return Promise.reject(abortError());
  const { id, reply } = channel.send(
    {
      kind,
      variant: opts.variant,
      record: opts.record,
      level: opts.level,
      ...(opts.timeMs !== undefined ? { timeMs: opts.timeMs } : {}),
      ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    },
    signal ? { signal } : {},
  );
  // A search cannot be interrupted from outside: the worker busy with it is ended, and a fresh
  // one takes the requests still waiting.
  signal?.addEventListener('abort', () => channel.cancel(id, abortError()) === 'worker' && channel.restart(), { once: true });
  return reply.then(({ response: res, thread }) => {
    if (res.ok) {
      const { id: _id, ok: _ok, ...answer } = res;
      return { ...answer, thread };
    }
    const { code, message, name } = res.error;
    throw code ? new VariantBoardError(code as ErrorCode, message) : Object.assign(new Error(message), { name });
  });
}

/**
 * The page's side of analysis: requests go to a Web Worker (solving can take seconds). Only
 * the newest position matters, so while one request runs a newer one replaces any waiting
 * one. Without workers, requests run on the page after a pause (a local solve is bounded).
 */
import type { AnalysisRequest, AnalysisResponse } from './service.js';
import { WorkerChannel, workerSource } from '../worker-channel.js';
import { crossOriginWorker } from '../cross-origin-worker.js';

type Answer = Exclude<AnalysisResponse, { kind: 'progress' }>;
interface Job {
  readonly body: { readonly variant: string; readonly record: string };
  readonly onProgress: () => void;
  readonly resolve: (a: Answer | null) => void;
}

const channel = new WorkerChannel<AnalysisRequest, AnalysisResponse>({
  scripts: [
    () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
    crossOriginWorker('./worker.js', import.meta.url),
    workerSource(import.meta.url),
  ],
  onPage: async (req, reply) => {
    await new Promise((r) => setTimeout(r, 30));
    const { answerAnalysis } = await import('./service.js');
    await answerAnalysis(req, reply);
  },
  isFinal: (r) => r.kind !== 'progress',
  // A worker that dies after answering is replaced by a fresh one of the same script.
  afterCrash: 'fresh worker',
});

/** Where the worker script lives, when a build puts it somewhere the default cannot find. */
export const setAnalysisWorkerUrl = channel.setScript;

let running: Job | null = null;
let waiting: Job | null = null;

function start(job: Job): void {
  running = job;
  const { id, reply } = channel.send(job.body, { onMessage: job.onProgress });
  // No worker and no code on the page (a dropped connection): said as the answer, and the next request tries again.
  const failed = (e: unknown): Answer => ({ id, kind: 'error', message: `The board's analysis did not load: ${e}`, code: 'load-failed' });
  void reply.then(({ response }) => response as Answer, failed).then((answer) => {
    running = null;
    job.resolve(answer);
    if (waiting) {
      const next = waiting;
      waiting = null;
      start(next);
    }
  });
}

/**
 * Analyses the last position of a record. Resolves null when a newer request took its place
 * before it started.
 */
export function analyse(variant: string, record: string, onProgress: () => void): Promise<Answer | null> {
  return new Promise((resolve) => {
    const job: Job = { body: { variant, record }, onProgress, resolve };
    if (!running) return start(job);
    waiting?.resolve(null);
    waiting = job;
  });
}

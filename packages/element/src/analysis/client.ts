/**
 * The page's side of analysis: requests go to a Web Worker (solving can take seconds). Only
 * the newest position matters, so while one request runs a newer one replaces any waiting
 * one. Without workers, requests run on the page after a pause (a local solve is bounded).
 */
import type { AnalysisRequest, AnalysisResponse } from './service.js';

type Answer = Exclude<AnalysisResponse, { kind: 'progress' }>;
interface Job {
  readonly req: AnalysisRequest;
  readonly onProgress: () => void;
  readonly resolve: (a: Answer | null) => void;
}

let workerUrl: string | URL | null = null;
/** Where the worker script lives, when a build puts it somewhere the default cannot find. */
export function setAnalysisWorkerUrl(url: string | URL | null): void {
  workerUrl = url;
  worker?.terminate();
  worker = null;
  candidate = 0;
  failed = false;
}

let worker: Worker | null = null;
let failed = false;
let candidate = 0;
let running: Job | null = null;
let waiting: Job | null = null;
let nextId = 1;

const candidates = (): (() => Worker)[] =>
  workerUrl
    ? [() => new Worker(workerUrl!, { type: 'module' })]
    : [
        () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
        // Built from parts so that bundlers do not bundle the source a second time.
        () => new Worker(new URL('./worker' + '.ts', import.meta.url), { type: 'module' }),
      ];

function ensureWorker(): Worker | null {
  const list = candidates();
  while (!worker && !failed && typeof Worker !== 'undefined' && candidate < list.length) {
    try {
      const w = list[candidate]!();
      let answered = false;
      w.addEventListener('message', (e: MessageEvent<AnalysisResponse>) => {
        answered = true;
        receive(e.data);
      });
      // The script did not load (or died): try the next one, or work on the page.
      w.addEventListener('error', (e) => {
        e.preventDefault();
        if (worker === w) worker = null;
        w.terminate();
        if (!answered) candidate++;
        if (candidate >= list.length) failed = true;
        if (running) start(running);
      });
      worker = w;
    } catch {
      candidate++;
    }
  }
  if (!worker) failed = true;
  return worker;
}

function receive(r: AnalysisResponse): void {
  const job = running;
  if (!job || job.req.id !== r.id) return;
  if (r.kind === 'progress') return job.onProgress();
  running = null;
  job.resolve(r);
  if (waiting) {
    const next = waiting;
    waiting = null;
    start(next);
  }
}

function start(job: Job): void {
  running = job;
  const w = ensureWorker();
  if (w) return w.postMessage(job.req);
  setTimeout(async () => {
    const { answerAnalysis } = await import('./service.js');
    await answerAnalysis(job.req, receive);
  }, 30);
}

/**
 * Analyses the last position of a record. Resolves null when a newer request took its place
 * before it started.
 */
export function analyse(variant: string, record: string, onProgress: () => void): Promise<Answer | null> {
  return new Promise((resolve) => {
    const job: Job = { req: { id: nextId++, variant, record }, onProgress, resolve };
    if (!running) return start(job);
    waiting?.resolve(null);
    waiting = job;
  });
}

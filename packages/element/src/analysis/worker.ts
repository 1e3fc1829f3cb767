/**
 * Web Worker entry for analysis mode: each message is an AnalysisRequest; replies carry its id.
 * The whole-game table, once built, stays in the worker for later requests.
 */
import { answerAnalysis } from './service.js';
import type { AnalysisRequest, AnalysisResponse } from './service.js';

const scope = globalThis as unknown as {
  addEventListener(type: 'message', f: (e: { data: AnalysisRequest }) => void): void;
  postMessage(m: AnalysisResponse): void;
};
// One request at a time, in order (the client sends only the newest position).
let queue: Promise<void> = Promise.resolve();
scope.addEventListener('message', (e) => {
  queue = queue.then(() => answerAnalysis(e.data, (r) => scope.postMessage(r)));
});

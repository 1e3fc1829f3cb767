/**
 * Web Worker entry for the computer opponent: each message is an AiRequest, each reply an
 * AiResponse with the same id. A search runs to completion inside the worker; to cancel,
 * the page terminates the worker (the element's client does this on abort).
 */
import { answerAiRequest, type AiRequest } from './service.js';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: AiRequest }) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  void answerAiRequest(event.data).then((response) => scope.postMessage(response));
});

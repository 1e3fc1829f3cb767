/**
 * Web Worker of the tablebase explorer: solves tables and looks at positions off the page's
 * thread. Started by client.ts with `new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })`.
 */
import { computeTable, inspect } from './compute.js';
import type { WorkerRequest, WorkerResponse } from './protocol.js';

const scope = self as unknown as {
  addEventListener(type: 'message', fn: (e: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
};

scope.addEventListener('message', (event) => {
  const req = event.data;
  try {
    if (req.kind === 'table') {
      const table = computeTable(req.white, req.black);
      scope.postMessage({ id: req.id, ok: true, kind: 'table', table }, [table.values.buffer]);
    } else {
      const { id: _id, kind: _kind, ...rest } = req;
      scope.postMessage({ id: req.id, ok: true, kind: 'inspect', inspection: inspect(rest) });
    }
  } catch (e) {
    scope.postMessage({ id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
});

/**
 * Web Worker entry for the computer player. The client starts it with
 * `new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })`, a pattern Vite
 * bundles by itself; an esbuild build emits it as its own entry point next to the client.
 */
import '../../../engine/src/ai/worker.js';

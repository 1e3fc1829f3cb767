/**
 * A Web Worker for a script on another origin, as when the bundle comes from a CDN. Browsers
 * start workers only from the page's own origin, so this starts a same-origin `blob:` module
 * worker whose one line imports the real script (CDNs serve it with CORS). Under a
 * Content-Security-Policy the page allows `blob:` in `worker-src` and the CDN in `script-src`.
 */
import type { WorkerScript } from './worker-channel.js';

/**
 * The worker `path` relative to the module at `moduleUrl`, started through a blob when it is on
 * another origin. On the page's own origin it throws, so the channel moves to its next candidate.
 * (The URL is built here, not at the call site, so bundlers do not take it for an asset.)
 */
export const crossOriginWorker =
  (path: string, moduleUrl: string): WorkerScript =>
  () => {
    const url = new URL(path, moduleUrl);
    if (url.origin === globalThis.location?.origin) throw new Error('The worker is on the page\'s origin: no shim needed.');
    const shim = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
    try {
      return new Worker(shim, { type: 'module' });
    } finally {
      // The worker holds on to the blob it was started with; the URL itself is no longer needed.
      URL.revokeObjectURL(shim);
    }
  };

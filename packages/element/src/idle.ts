/**
 * Runs `run` once the page is idle (at most 2 s on), or after 500 ms in a browser without idle callbacks:
 * for work a page's load should not wait for (the glide's code, watching boards for being in view).
 */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 500);
}

/**
 * Time slices for first and later renders of many boards: boards render at once while the
 * current task has spent less than a few milliseconds on them, and otherwise wait for a later
 * task, so that a page of a hundred boards never holds the main thread for long (the browser
 * can paint, scroll and answer input between slices). A board alone renders at once.
 */
const BUDGET_MS = 24;

let sliceStart = -1;
const waiting: (() => void)[] = [];
let draining = false;

/** A new slice in a later task (a message, which nested timers' clamping does not delay). */
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
if (channel) channel.port1.onmessage = () => newSlice();
function afterTask(): void {
  if (channel) channel.port2.postMessage(0);
  else setTimeout(newSlice, 0);
}

function inBudget(): boolean {
  const now = performance.now();
  if (sliceStart < 0) {
    sliceStart = now;
    afterTask();
    return true;
  }
  return now - sliceStart < BUDGET_MS;
}

function newSlice(): void {
  sliceStart = -1;
  if (!waiting.length || draining) return;
  draining = true;
  try {
    while (waiting.length && inBudget()) waiting.shift()!();
  } finally {
    draining = false;
  }
}

/**
 * Runs `render` now if the current slice has time left (and no board waits before it),
 * else in a later slice; the promise settles once it has run.
 */
export function inSlice(render: () => void): void | Promise<void> {
  if (!waiting.length && inBudget()) return render();
  return new Promise<void>((ok, fail) => {
    waiting.push(() => {
      try {
        render();
        ok();
      } catch (e) {
        fail(e);
      }
    });
  });
}

/**
 * Time slices for first and later renders of many boards: boards render at once while the
 * current task has spent less than a few milliseconds on them, and otherwise wait for a later
 * task, so that a page of a hundred boards never holds the main thread for long (the browser
 * can paint, scroll and answer input between slices). A board alone renders at once.
 *
 * A slice takes another job only if the longest job seen lately still fits under LIMIT_MS:
 * checking the time alone let a slice that had spent 23 ms start a 30 ms job (a 53 ms task,
 * which the browser counts as a long task). A job of a kind not run before (a game's first
 * board with controls: code run and styles parsed for the first time, 15 to 26 ms) cannot be
 * foretold by the jobs before it, so it only starts a slice.
 */
const SLICE_MS = 24;
/** Where a slice must end: under the 50 ms of a long task, with room for the task's own overhead. */
const LIMIT_MS = 40;
/** How fast the remembered job length falls back after a slow job (per job run). */
const DECAY = 0.8;

let sliceStart = -1;
/** The longest job lately, in ms: the larger of the last job and the decayed earlier figure. */
let expected = 0;
const waiting: [job: () => void, kind: string][] = [];
/** The kinds of job run so far (a job of no kind is never new), and the jobs run in the current slice. */
const kinds = new Set(['']);
let jobs = 0;
let draining = false;

/** A new slice in a later task (a message, which nested timers' clamping does not delay). */
const channel = new MessageChannel();
channel.port1.onmessage = newSlice;
const afterTask = () => channel.port2.postMessage(0);

/**
 * Starts the current task's slice clock, if it has not started: called when a board is made or
 * changed, before its render. A page that makes a hundred boards in one loop has spent that time
 * before the first render runs, and those renders belong to the same task (the same 50 ms).
 */
export function boardWork(): void {
  if (sliceStart >= 0) return;
  sliceStart = performance.now();
  jobs = 0;
  afterTask();
}

/** Whether the current slice may take a job of this kind (the first job of a slice always runs). */
function inBudget(kind: string): boolean {
  if (sliceStart < 0) {
    boardWork();
    return true;
  }
  const spent = performance.now() - sliceStart;
  return (!jobs || kinds.has(kind)) && spent < SLICE_MS && spent + expected <= LIMIT_MS;
}

/** Runs a job and remembers how long it took. */
function timed<T>(job: () => T, kind: string): T {
  jobs++;
  kinds.add(kind);
  const t0 = performance.now();
  try {
    return job();
  } finally {
    expected = Math.max(performance.now() - t0, expected * DECAY);
  }
}

function newSlice(): void {
  sliceStart = -1;
  if (!waiting.length || draining) return;
  draining = true;
  try {
    // A job of a new kind that does not start the slice waits for the next; the jobs behind it go on.
    // (The loop's test asks the time; a slice's first job always runs, else a slow one would never be forgotten.)
    const later: typeof waiting = [];
    while (waiting.length && inBudget('')) {
      const job = waiting.shift()!;
      if (!jobs || kinds.has(job[1])) timed(...job);
      else later.push(job);
    }
    waiting.unshift(...later);
  } finally {
    draining = false;
  }
}

/**
 * Runs `render` now if the current slice has time left (and no board waits before it),
 * else in a later slice; the promise settles once it has run. `kind`: what sort of job it is
 * (the first of a kind starts a slice).
 */
export function inSlice(render: () => void, kind = ''): void | Promise<void> {
  if (!waiting.length && inBudget(kind)) return timed(render, kind);
  return new Promise<void>((ok, fail) => {
    waiting.push([() => {
      try {
        render();
        ok();
      } catch (e) {
        fail(e);
      }
    }, kind]);
  });
}

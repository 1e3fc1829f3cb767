/** What one request may ask for: each limit keeps one answer cheap. Documented in the README. */
export const LIMITS = {
  /** Characters of the request's path and query together. */
  urlLength: 8192,
  /** Moves and rolls in `moves` (whitespace-separated tokens, counted before any replay). */
  events: 1000,
  /** Frames of an animated GIF (the start and one per move). */
  gifFrames: 300,
  /** Pixel width of a PNG or GIF. */
  minSize: 64,
  maxSize: 2048,
  defaultSize: 480,
  /** Width squared, summed over a GIF's frames (300 frames 480 px wide, or fewer and larger). */
  gifPixels: 300 * 480 * 480,
  /** GIF frame delay, ms. */
  minDelay: 100,
  maxDelay: 10_000,
  defaultDelay: 800,
  /** Characters of a caption. */
  caption: 200,
  /**
   * Milliseconds of its own work one picture may take to draw before it is given up: on its worker
   * thread (CPU time where Node tells it), its wait in the queue not counted (pool.ts).
   */
  renderMs: 10_000,
} as const;

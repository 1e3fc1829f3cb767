/**
 * The pictures drawn on a worker (draw-worker.ts): a PNG or an animated GIF from the request's
 * game and query. The board is checked here, not on the main thread, so that a long game's
 * replay costs a worker's time, not the router's; its problems come back as BadRequests.
 */
import { BadRequest } from './bad-request.js';
import { checkBoard, gameOf } from './board-query.js';
import { boardSvg, frameSvg } from './drawing.js';
import { framePlies } from './frames.js';
import { encodeGif } from './gif.js';
import { LIMITS } from './limits.js';
import { renderWaitMs, svgToPng } from './raster.js';

/** One picture to draw: everything a worker needs, as plain data (it crosses threads). */
export interface ImageJob {
  readonly kind: 'png' | 'gif';
  /** The game's id, already known to exist. */
  readonly variant: string;
  /** The query string as sent, its parameter names already checked. */
  readonly query: string;
  /** Pixel width, already checked against the limits. */
  readonly size: number;
  /** GIF frame delay, ms (already checked); unused for a PNG. */
  readonly delay: number;
}

/** The 400 of a drawing that ran out of time (not lasting: it may work on a quieter host). */
export function tooSlow(ms: number): BadRequest {
  return new BadRequest('moves', `drawing this took longer than ${ms / 1000} s: ask for fewer moves or a smaller size`, undefined, 400, false);
}

/**
 * Milliseconds of this thread's own work since the call: its CPU time where Node tells it
 * (`process.threadCpuUsage`, Node 22.19+), so that time other threads take from the cores is not
 * counted against a request, plus the time it waited for its renders (resvg renders on libuv's
 * threads); else the wall clock.
 */
export function ownTime(): () => number {
  const cpu = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage?.bind(process);
  if (cpu) {
    const used = () => {
      const u = cpu();
      return (u.user + u.system) / 1000 + renderWaitMs();
    };
    const start = used();
    return () => used() - start;
  }
  const start = performance.now();
  return () => performance.now() - start;
}

/** Throws `tooSlow` once this thread has worked `ms` since the call: asked between the steps of a drawing. */
export function deadline(ms: number): () => void {
  const spent = ownTime();
  return () => {
    if (spent() > ms) throw tooSlow(ms);
  };
}

/** Draws the job's picture; `stillOnTime()` is asked between steps and may throw. */
export async function drawImage(job: ImageJob, stillOnTime: () => void): Promise<Uint8Array> {
  const board = checkBoard(await gameOf(job.variant), new URLSearchParams(job.query));
  stillOnTime();
  if (job.kind === 'png') return svgToPng(boardSvg(board), job.size);
  const plies = framePlies(board.session.events);
  if (plies.length > LIMITS.gifFrames) throw new BadRequest('moves', `${plies.length} frames (the start and one per move), at most ${LIMITS.gifFrames} in a GIF`);
  const size = job.size;
  if (plies.length * size * size > LIMITS.gifPixels) {
    const most = Math.floor(Math.sqrt(LIMITS.gifPixels / plies.length));
    throw new BadRequest('size', `${plies.length} frames of ${size} px are too much to draw: at most ${most} px wide for this many frames`, String(size));
  }
  const frames = { count: plies.length, svg: (i: number) => frameSvg(board, plies[i]!, i === 0 ? 0 : plies[i - 1]!) };
  const timing = { delay: job.delay, lastDelay: Math.min(LIMITS.maxDelay, Math.max(job.delay * 4, 2500)) };
  return encodeGif(frames, size, timing, stillOnTime);
}

/**
 * Animated GIFs of a game: the frames drawn by the static renderer, rasterised by resvg, one
 * palette for the whole animation (from the first and last frames, which between them hold the
 * colours of the board, the pieces and the marks; palette.ts), encoded by gifenc.
 */
import { gifenc } from './gifenc.js';
import { indexPixels, paletteOf } from './palette.js';
import { svgToPixels } from './raster.js';

/** The palette index of a pixel that stays as the frame before showed it. */
const UNCHANGED = 255;

export interface GifFrames {
  /** The SVG of each frame, drawn on demand (so a deadline can stop between frames). */
  readonly count: number;
  svg(index: number): string;
}

export interface GifTiming {
  /** Milliseconds each frame shows. */
  readonly delay: number;
  /** Milliseconds the last frame shows. */
  readonly lastDelay: number;
}

type Pixels = Awaited<ReturnType<typeof svgToPixels>>;

/**
 * The animation's palette, from its first and last frames, and the last frame's indexes (its
 * pixels are let go when this returns).
 */
function paletteAndLast(first: Pixels, last: Pixels): { palette: number[][]; lastIndex: Uint8Array } {
  // 255 colours; index 255 stays free to mean "as in the frame before".
  const palette = paletteOf(first === last ? first.pixels : Buffer.concat([first.pixels, last.pixels]), 255);
  while (palette.length < 256) palette.push([0, 0, 0]);
  return { palette, lastIndex: indexPixels(last.pixels, palette) };
}

/**
 * Encodes the frames, `width` pixels wide, one at a time: each frame is rasterised, indexed,
 * written and let go, so a GIF holds a few frames' pixels at once (the one being drawn, the
 * indexes of the one shown before it and of the last one), not all of them. The palette comes
 * from the first and last frames, which are therefore drawn first; the last frame's indexes
 * are kept for its turn rather than drawn twice. `stillOnTime()` is asked between frames and may
 * throw. It runs on a drawing worker (draw-worker.ts).
 */
export async function encodeGif(frames: GifFrames, width: number, timing: GifTiming, stillOnTime: () => void): Promise<Uint8Array> {
  const draw = (i: number) => {
    stillOnTime();
    return svgToPixels(frames.svg(i), width);
  };
  const lastAt = frames.count - 1;
  let first: Pixels | null = await draw(0);
  const { width: w, height: h } = first;
  const { palette, lastIndex } = paletteAndLast(first, lastAt === 0 ? first : await draw(lastAt));
  const gif = gifenc.GIFEncoder();
  let shown: Uint8Array | null = null;
  for (let i = 0; i <= lastAt; i++) {
    let index: Uint8Array;
    if (i === lastAt) index = lastIndex;
    else if (i === 0) {
      index = indexPixels(first!.pixels, palette);
      first = null;
    } else index = indexPixels((await draw(i)).pixels, palette);
    stillOnTime();
    const delay = i === lastAt ? timing.lastDelay : timing.delay;
    if (!shown) {
      // The palette goes once, as the global table of the first frame; repeat 0 loops for ever.
      gif.writeFrame(index, w, h, { palette, delay, repeat: 0, dispose: 1 });
    } else {
      // Later frames: only the pixels that change; the rest is transparent over the frame before
      // (kept: disposal 1), which the GIF's compression folds into long runs.
      const delta = new Uint8Array(index.length);
      for (let p = 0; p < index.length; p++) delta[p] = index[p] === shown[p] ? UNCHANGED : index[p]!;
      gif.writeFrame(delta, w, h, { delay, transparent: true, transparentIndex: UNCHANGED, dispose: 1 });
    }
    shown = index;
  }
  gif.finish();
  return gif.bytes();
}

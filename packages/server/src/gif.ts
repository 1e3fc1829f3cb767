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

/** Encodes the frames, `width` pixels wide. `stillOnTime()` is asked between frames and may throw. */
export async function encodeGif(frames: GifFrames, width: number, timing: GifTiming, stillOnTime: () => void): Promise<Uint8Array> {
  const images: { pixels: Buffer; width: number; height: number }[] = [];
  for (let i = 0; i < frames.count; i++) {
    stillOnTime();
    images.push(await svgToPixels(frames.svg(i), width));
  }
  const first = images[0]!;
  const last = images[images.length - 1]!;
  const sample = Buffer.concat([first.pixels, last.pixels]);
  // 255 colours; index 255 stays free to mean "as in the frame before".
  const palette = paletteOf(sample, 255);
  while (palette.length < 256) palette.push([0, 0, 0]);
  const gif = gifenc.GIFEncoder();
  let shown: Uint8Array | null = null;
  images.forEach((image, i) => {
    stillOnTime();
    const index = indexPixels(image.pixels, palette);
    const delay = i === images.length - 1 ? timing.lastDelay : timing.delay;
    if (!shown) {
      // The palette goes once, as the global table of the first frame; repeat 0 loops for ever.
      gif.writeFrame(index, image.width, image.height, { palette, delay, repeat: 0, dispose: 1 });
    } else {
      // Later frames: only the pixels that change; the rest is transparent over the frame before
      // (kept: disposal 1), which the GIF's compression folds into long runs.
      const delta = new Uint8Array(index.length);
      for (let p = 0; p < index.length; p++) delta[p] = index[p] === shown[p] ? UNCHANGED : index[p]!;
      gif.writeFrame(delta, image.width, image.height, { delay, transparent: true, transparentIndex: UNCHANGED, dispose: 1 });
    }
    shown = index;
  });
  gif.finish();
  return gif.bytes();
}

/**
 * Animated GIFs of a game: the frames drawn by the static renderer, rasterised by resvg, one
 * palette for the whole animation (from the first and last frames, which between them hold the
 * colours of the board, the pieces and the marks), encoded by gifenc.
 */
import gifenc from 'gifenc';
import { svgToPixels } from './raster.js';

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
  const palette = gifenc.quantize(sample, 256);
  const gif = gifenc.GIFEncoder();
  images.forEach((image, i) => {
    stillOnTime();
    const index = gifenc.applyPalette(image.pixels, palette);
    const delay = i === images.length - 1 ? timing.lastDelay : timing.delay;
    // The palette goes once, as the global table of the first frame; repeat 0 loops for ever.
    gif.writeFrame(index, image.width, image.height, i === 0 ? { palette, delay, repeat: 0 } : { delay });
  });
  gif.finish();
  return gif.bytes();
}

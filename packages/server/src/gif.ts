/**
 * Animated GIFs of a game: the frames drawn by the static renderer, rasterised by resvg, one
 * palette for the whole animation (from the first and last frames, which between them hold the
 * colours of the board, the pieces and the marks; palette.ts), encoded by gifenc.
 */
import { gifenc } from './gifenc.js';
import { FrameChanges } from './frame-change.js';
import type { PixelRect } from './frame-change.js';
import { indexer, paletteOf } from './palette.js';
import { FONTS, svgToPixels, withTextOutlined } from './raster.js';

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

/** A palette of 255 colours and the mapper to it; index 255 stays free to mean "as in the frame before". */
function paletteFrom(first: Pixels, last: Pixels): { palette: number[][]; toIndex: (rgba: Uint8Array) => Uint8Array } {
  const colours = paletteOf(first === last ? first.pixels : Buffer.concat([first.pixels, last.pixels]), 255);
  const toIndex = indexer(colours);
  const palette = [...colours];
  while (palette.length < 256) palette.push([0, 0, 0]);
  return { palette, toIndex };
}

/**
 * The indexes of frame `svg`, given those of the frame shown before it (`shown`, drawn from
 * `shownSvg`): only the rectangles where the two SVGs differ are rasterised (frame-change.ts),
 * the rest is copied; the whole frame when they cannot be bounded. Also the rectangles to compare
 * for the frame's delta (null: all of it).
 */
async function nextIndexes(
  svg: string,
  shownSvg: string,
  shown: Uint8Array,
  changes: FrameChanges,
  toIndex: (rgba: Uint8Array) => Uint8Array,
  stillOnTime: () => void,
): Promise<{ index: Uint8Array; rects: PixelRect[] | null }> {
  const parts = changes.parts(shownSvg, svg);
  if (!parts) {
    stillOnTime();
    return { index: toIndex((await svgToPixels(svg, changes.width)).pixels), rects: null };
  }
  const w = changes.width;
  const index = shown.slice();
  for (const { rect, drawn, svg: partSvg } of parts) {
    stillOnTime();
    const part = await svgToPixels(partSvg, drawn.width);
    const partIndex = toIndex(part.pixels);
    // `rect` within the drawn part.
    const left = rect.x - drawn.x;
    const top = rect.y - drawn.y;
    const rows = Math.min(rect.height, part.height - top);
    const cols = Math.min(rect.width, part.width - left);
    for (let y = 0; y < rows; y++) {
      const from = (top + y) * part.width + left;
      index.set(partIndex.subarray(from, from + cols), (rect.y + y) * w + rect.x);
    }
  }
  return { index, rects: parts.map((p) => p.rect) };
}

/** The frame's delta from the one shown: the pixels that change, the rest `UNCHANGED` (looked for only inside `rects` when given). */
function deltaOf(index: Uint8Array, shown: Uint8Array, w: number, rects: readonly PixelRect[] | null): Uint8Array {
  if (!rects) {
    const delta = new Uint8Array(index.length);
    for (let p = 0; p < index.length; p++) delta[p] = index[p] === shown[p] ? UNCHANGED : index[p]!;
    return delta;
  }
  const delta = new Uint8Array(index.length).fill(UNCHANGED);
  for (const r of rects) {
    for (let y = r.y; y < r.y + r.height; y++) {
      for (let p = y * w + r.x, end = p + r.width; p < end; p++) if (index[p] !== shown[p]) delta[p] = index[p]!;
    }
  }
  return delta;
}

/**
 * Encodes the frames, `width` pixels wide, one at a time: each frame is rasterised (only where it
 * differs from the frame before, nextIndexes), indexed, written and let go, so a GIF holds a few
 * frames at once (the pixels being drawn, the indexes of the frame shown before and of the last
 * one), not all of them. The palette comes from the first and last frames, which are therefore
 * drawn first; the last frame's indexes are kept for its turn rather than drawn twice.
 * `stillOnTime()` is asked between steps and may throw. It runs on a drawing worker (draw-worker.ts).
 */
export async function encodeGif(frames: GifFrames, width: number, timing: GifTiming, stillOnTime: () => void): Promise<Uint8Array> {
  const draw = (svg: string) => {
    stillOnTime();
    return svgToPixels(svg, width);
  };
  const lastAt = frames.count - 1;
  // Text as outlines before frames are compared: their parts then draw, and are measured, without a font.
  const svgOf = (i: number) => withTextOutlined(frames.svg(i));
  let shownSvg = svgOf(0);
  const first = await draw(shownSvg);
  const { width: w, height: h } = first;
  const last = lastAt === 0 ? first : await draw(svgOf(lastAt));
  const { palette, toIndex } = paletteFrom(first, last);
  const lastIndex = toIndex(last.pixels);
  let shown = toIndex(first.pixels);
  const changes = new FrameChanges(shownSvg, w, h, FONTS);
  const gif = gifenc.GIFEncoder();
  // The palette goes once, as the global table of the first frame; repeat 0 loops for ever.
  gif.writeFrame(shown, w, h, { palette, delay: lastAt === 0 ? timing.lastDelay : timing.delay, repeat: 0, dispose: 1 });
  for (let i = 1; i <= lastAt; i++) {
    let index: Uint8Array;
    let rects: PixelRect[] | null = null;
    if (i === lastAt) index = lastIndex;
    else {
      const svg = svgOf(i);
      ({ index, rects } = await nextIndexes(svg, shownSvg, shown, changes, toIndex, stillOnTime));
      shownSvg = svg;
    }
    stillOnTime();
    // Later frames: only the pixels that change; the rest is transparent over the frame before
    // (kept: disposal 1), which the GIF's compression folds into long runs.
    const delta = deltaOf(index, shown, w, rects);
    gif.writeFrame(delta, w, h, { delay: i === lastAt ? timing.lastDelay : timing.delay, transparent: true, transparentIndex: UNCHANGED, dispose: 1 });
    shown = index;
  }
  gif.finish();
  return gif.bytes();
}

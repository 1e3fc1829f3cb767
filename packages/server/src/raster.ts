/**
 * SVG to pixels with resvg (no browser), with the font bundled in this package and no system
 * fonts, so a picture is the same on every host. Called on the drawing workers (draw-worker.ts),
 * never on the main thread. `renderAsync`, not `new Resvg().render()`: the synchronous call's
 * native memory is not given back (about 2-4 MB a 480 px render in resvg-js 2.6.2, with or without
 * garbage collection), which a 300-frame GIF turns into a gigabyte; the asynchronous one's is.
 */
import { renderAsync } from '@resvg/resvg-js';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png.js';

/** The bundled font (DejaVu Sans Bold cut to the letters a board shows, scripts/subset-font.sh: every text of a board is bold or semi-bold). */
export const FONT_FILE = fileURLToPath(new URL('../fonts/DejaVuSans-Bold-subset.ttf', import.meta.url));

/** resvg's font options: the bundled font alone. */
export const FONTS: ResvgRenderOptions['font'] = {
  fontFiles: [FONT_FILE],
  loadSystemFonts: false,
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
};

function renderOptions(width: number): ResvgRenderOptions {
  return { fitTo: { mode: 'width', value: width }, font: FONTS };
}

/**
 * resvg's pixels have their colour multiplied by their alpha; PNG and GIF want it straight. Only
 * the few pixels at the rounded corners of a board's frame are partly transparent.
 */
function straightAlpha(pixels: Buffer): Buffer {
  for (let i = 3; i < pixels.length; i += 4) {
    const a = pixels[i]!;
    if (a === 255 || a === 0) continue;
    for (let k = i - 3; k < i; k++) pixels[k] = Math.min(255, Math.round((pixels[k]! * 255) / a));
  }
  return pixels;
}

/** The RGBA pixels (straight alpha) of the SVG, `width` pixels wide. */
/** Milliseconds this thread has waited for its renders (they run on libuv's threads): counted as its own work (draw-jobs.ts). */
let renderingMs = 0;
export const renderWaitMs = (): number => renderingMs;

export async function svgToPixels(svg: string, width: number): Promise<{ pixels: Buffer; width: number; height: number }> {
  const start = performance.now();
  const image = await renderAsync(svg, renderOptions(width)).finally(() => (renderingMs += performance.now() - start));
  return { pixels: straightAlpha(image.pixels), width: image.width, height: image.height };
}

/** A PNG of the SVG, `width` pixels wide. */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const { pixels, width: w, height } = await svgToPixels(svg, width);
  return encodePng(pixels, w, height);
}

/**
 * SVG to pixels with resvg (no browser), with the font bundled in this package and no system
 * fonts, so a picture is the same on every host. Synchronous: it runs on a drawing worker
 * (draw-worker.ts), whose thread it may hold, and which can be terminated between two calls;
 * the main thread never rasterises.
 */
import { Resvg } from '@resvg/resvg-js';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png.js';

/** The bundled font (DejaVu Sans Bold cut to the letters a board shows, scripts/subset-font.sh: every text of a board is bold or semi-bold). */
export const FONT_FILE = fileURLToPath(new URL('../fonts/DejaVuSans-Bold-subset.ttf', import.meta.url));

function renderOptions(width: number): ResvgRenderOptions {
  return {
    fitTo: { mode: 'width', value: width },
    font: {
      fontFiles: [FONT_FILE],
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  };
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
export function svgToPixels(svg: string, width: number): { pixels: Buffer; width: number; height: number } {
  const image = new Resvg(svg, renderOptions(width)).render();
  return { pixels: straightAlpha(image.pixels), width: image.width, height: image.height };
}

/** A PNG of the SVG, `width` pixels wide. */
export function svgToPng(svg: string, width: number): Buffer {
  const { pixels, width: w, height } = svgToPixels(svg, width);
  return encodePng(pixels, w, height);
}

/**
 * SVG to pixels with resvg (no browser), with the font bundled in this package and no system
 * fonts, so a picture is the same on every host. Called on the drawing workers (draw-worker.ts),
 * never on the main thread. `renderAsync`, not `new Resvg().render()`: the synchronous call's
 * native memory is not given back (about 2-4 MB a 480 px render in resvg-js 2.6.2, with or without
 * garbage collection), which a 300-frame GIF turns into a gigabyte; the asynchronous one's is.
 */
import './allocator.js';
import { renderAsync } from '@resvg/resvg-js';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png.js';
import { TextOutlines } from './text-paths.js';

/** The bundled font (DejaVu Sans Bold cut to the letters a board shows, scripts/subset-font.sh: every text of a board is bold or semi-bold). */
export const FONT_FILE = fileURLToPath(new URL('../fonts/DejaVuSans-Bold-subset.ttf', import.meta.url));

/** resvg's font options: the bundled font alone. */
export const FONTS: ResvgRenderOptions['font'] = {
  fontFiles: [FONT_FILE],
  loadSystemFonts: false,
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
};

/** No font at all, for SVG with no text left (text-paths.ts). */
const NO_FONTS: ResvgRenderOptions['font'] = { loadSystemFonts: false };

/** This thread's outlines of the text it has drawn. */
const outlines = new TextOutlines(FONTS);

/**
 * The SVG with its text as outlines (text-paths.ts), so that it draws without a font: for the
 * many small parts of a GIF's frames (measured: the 300-frame Dagger GIF in 3.3-4.0 s rather than
 * 4.7-5.0 s). A PNG gains nothing by it (the outlines cost what the glyphs do).
 */
export const withTextOutlined = (svg: string): string => outlines.of(svg);

/**
 * `opacity` on a lone shape that has one paint (a fill and no stroke, or a stroke and no fill) written as
 * that paint's own opacity: the same picture (the two differ by rounding, at most a few levels), but resvg
 * paints it straight onto the picture instead of through a layer of its own. A d4 d6 board has some 50 such
 * shapes (its areas and their hatching): 7% of a 480 px render. Shapes with both paints (where they overlap,
 * the two are not the same), a style or a paint opacity of their own, and groups, are left as they are; the
 * SVG is the server's own drawing, with no style sheet that could paint a shape otherwise.
 */
export function paintOpacity(svg: string): string {
  return svg.replace(/<(polygon|path|rect|circle|ellipse|line|polyline)\b([^>]*?)\sopacity="([0-9.]+)"([^>]*?)\/>/g, (all, tag: string, before: string, value: string, after: string) => {
    const attrs = before + after;
    if (/\s(fill-opacity|stroke-opacity|style)=/.test(attrs)) return all;
    // A line has no fill; other shapes are filled (black) unless told `fill="none"`.
    const filled = tag !== 'line' && !/\sfill="none"/.test(attrs), stroked = /\sstroke="(?!none")/.test(attrs);
    if (filled === stroked) return all;
    return `<${tag}${before} ${filled ? 'fill' : 'stroke'}-opacity="${value}"${after}/>`;
  });
}

function renderOptions(svg: string, width: number): ResvgRenderOptions {
  return { fitTo: { mode: 'width', value: width }, font: svg.includes('<text') ? FONTS : NO_FONTS };
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

/** Milliseconds this thread has waited for its renders (they run on libuv's threads): counted as its own work (draw-jobs.ts). */
let renderingMs = 0;
export const renderWaitMs = (): number => renderingMs;

/** The RGBA pixels (straight alpha) of the SVG, `width` pixels wide. */
export async function svgToPixels(svg: string, width: number): Promise<{ pixels: Buffer; width: number; height: number }> {
  const start = performance.now();
  const image = await renderAsync(paintOpacity(svg), renderOptions(svg, width)).finally(() => (renderingMs += performance.now() - start));
  return { pixels: straightAlpha(image.pixels), width: image.width, height: image.height };
}

/** A PNG of the SVG, `width` pixels wide. */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const { pixels, width: w, height } = await svgToPixels(svg, width);
  return encodePng(pixels, w, height);
}

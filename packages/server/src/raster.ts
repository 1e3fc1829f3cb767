/**
 * SVG to pixels with resvg (no browser), with the font bundled in this package and no system
 * fonts, so a picture is the same on every host. Rendering runs on libuv's thread pool
 * (`renderAsync`), so a big picture does not stop the server answering others.
 */
import { renderAsync } from '@resvg/resvg-js';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';

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

/** A PNG of the SVG, `width` pixels wide. */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  return (await renderAsync(svg, renderOptions(width))).asPng();
}

/** The RGBA pixels of the SVG, `width` pixels wide. */
export async function svgToPixels(svg: string, width: number): Promise<{ pixels: Buffer; width: number; height: number }> {
  const image = await renderAsync(svg, renderOptions(width));
  return { pixels: image.pixels, width: image.width, height: image.height };
}

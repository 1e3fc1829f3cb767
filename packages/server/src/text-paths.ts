/**
 * A board's text (coordinates, reserve counts, a caption) as outlines, each text element turned
 * into paths once by resvg and remembered: a raster of SVG with no text needs no font, and
 * resvg-js 2.6 reads and parses its font files again for every render that has any, which is
 * much of the time of the small parts a GIF's frames are drawn in (gif.ts). The outlines are the
 * ones resvg draws the text with, so the pixels are the same.
 */
import './allocator.js';
import { Resvg } from '@resvg/resvg-js';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/** Distinct text elements remembered (each a few kB of path): captions are the only open-ended ones. */
const KEEP = 512;

const TEXT = /<text\b[^>]*>[\s\S]*?<\/text>/g;

export class TextOutlines {
  private readonly known = new Map<string, string | null>();

  constructor(private readonly fonts: ResvgRenderOptions['font']) {}

  /**
   * The element's outlines, or null to keep it as text: when it leans on something around it
   * (a fill or font it inherits, a style sheet) or resvg draws it with definitions of its own.
   */
  private outline(element: string): string | null {
    const known = this.known.get(element);
    if (known !== undefined) return known;
    let out: string | null = null;
    const open = element.slice(0, element.indexOf('>'));
    if (/\sfill=/.test(open) && /\sfont-size=/.test(open) && /\sfont-family=/.test(open)) {
      const written = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg">${element}</svg>`, { font: this.fonts }).toString();
      const body = written.slice(written.indexOf('>') + 1, written.lastIndexOf('</svg>')).replace(/<defs\/>/, '');
      if (!/<(?:defs|use|image|clipPath|mask|pattern|linearGradient|radialGradient|filter)\b/.test(body)) out = `<g>${body.trim()}</g>`;
    }
    if (this.known.size >= KEEP) this.known.delete(this.known.keys().next().value!);
    this.known.set(element, out);
    return out;
  }

  /** The SVG with each text element it can turn into outlines so turned. */
  of(svg: string): string {
    if (!svg.includes('<text')) return svg;
    return svg.replace(TEXT, (element) => this.outline(element) ?? element);
  }
}

/**
 * Scene -> a whole SVG picture, for static boards (build time, Node), `toSvg()` and image
 * export. Apart from the shapes' text (svg-string.ts, which every board paints with), so
 * that the core, which draws without writing whole pictures, does not carry it.
 */
import type { Scene } from './scene.js';
import { escapeXml, shapeToString } from './svg-string.js';

export interface SvgStringOptions {
  /** Accessible label of the picture. */
  readonly label?: string;
  /** Pixel size hints (width attribute); the picture scales to its container without them. */
  readonly width?: number;
  readonly height?: number;
}

export function sceneToSvgString(scene: Scene, opts: SvgStringOptions = {}): string {
  const [x, y, w, h] = scene.viewBox;
  const label = opts.label ?? scene.title;
  const size = opts.width ? ` width="${opts.width}" height="${opts.height ?? Math.round((opts.width * h) / w)}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="vb-board" viewBox="${x} ${y} ${w} ${h}"${size} role="img"` +
    ` aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>` +
    `<g class="drawing">${scene.shapes.map(shapeToString).join('')}</g></svg>`
  );
}

/**
 * Scene -> SVG text, for static boards (build time, Node, image export). Every text and
 * attribute value is escaped; the output needs no stylesheet (presentation attributes only).
 */
import type { Scene } from './scene.js';
import type { Shape } from './shapes.js';
import { ATTRS } from './shapes.js';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/** Shapes are plain data that are never changed once built: the board's and the pieces' are reused from render to render. */
const written = new WeakMap<Shape, string>();
export function shapeToString(s: Shape): string {
  let text = written.get(s);
  if (text === undefined) written.set(s, (text = writeShape(s)));
  return text;
}

function writeShape(s: Shape): string {
  let out = `<${s.kind}`;
  for (const [key, name] of ATTRS) {
    const v = s[key];
    if (v === undefined || v === null || key === 'children' || key === 'text') continue;
    out += ` ${name}="${escapeXml(String(v))}"`;
  }
  if (s.kind === 'text') return `${out}>${escapeXml(s.text ?? '')}</text>`;
  if (s.kind === 'g') return `${out}>${(s.children ?? []).map(shapeToString).join('')}</g>`;
  return `${out}/>`;
}

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

/**
 * Shapes -> SVG text: what a board paints (draw/paint.ts) and the body of its pictures
 * (svg-document.ts). Every text and attribute value is escaped; the output needs no
 * stylesheet (presentation attributes only).
 */
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

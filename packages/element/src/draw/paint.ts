/**
 * Writes a drawing into its `<g>` by changing only what changed. The drawing is a list of
 * top-level shapes as SVG text, one element each; the elements of shapes that are still there
 * are kept (a move changes a few pieces and markers, not the board), the rest are removed.
 * New shapes are copies of elements parsed once per page: the boards of a page share most of
 * their shapes (the same pieces on the same squares, the same board), and copying a parsed
 * element costs a fraction of parsing its text again.
 */
import { escapeXml } from './svg-string.js';

type Painted = Element & { _vbShapes?: readonly string[] };

/** Parsed shapes by their text; cleared when it grows past a few boards' worth of distinct shapes. */
const parsed = new Map<string, Element>();
const PARSED_MAX = 5000;

/** Parses the shapes not seen before, in one go (in the SVG namespace of `g`). */
function parseNew(g: Element, shapes: readonly string[]): void {
  const missing = [...new Set(shapes.filter((t) => !parsed.has(t)))];
  if (!missing.length) return;
  if (parsed.size + missing.length > PARSED_MAX) parsed.clear();
  const box = g.ownerDocument.createElementNS(g.namespaceURI, 'g');
  box.innerHTML = missing.join('');
  const made = box.children;
  // One element per shape is the drawing's rule; if a text broke it, each such text is parsed alone.
  if (made.length === missing.length) missing.forEach((t, k) => parsed.set(t, made[k]!));
}

/** A new element for a shape's text. */
function shapeNode(g: Element, text: string): Node {
  const el = parsed.get(text);
  if (el) return el.cloneNode(true);
  // Markup that is not one element (a whole drawing set as one piece): all of it, as it parses.
  const box = g.ownerDocument.createElementNS(g.namespaceURI, 'g');
  box.innerHTML = text;
  const all = g.ownerDocument.createDocumentFragment();
  all.append(...box.childNodes);
  return all;
}

export function paintDrawing(g: Element, shapes: readonly string[]): void {
  const el = g as Painted;
  const old = el._vbShapes;
  el._vbShapes = shapes;
  if (!old || el.childElementCount !== old.length) {
    parseNew(g, shapes);
    el.replaceChildren(...shapes.map((t) => shapeNode(g, t)));
    return;
  }
  if (old.length === shapes.length && old.every((s, i) => s === shapes[i])) return;
  const kept = new Set(old);
  parseNew(g, shapes.filter((t) => !kept.has(t)));
  const nodes = [...el.children];
  let i = 0;
  for (const text of shapes) {
    if (i < old.length && old[i] === text) {
      i++;
      continue;
    }
    // A shape kept further on: what lies before it in the old drawing is gone.
    const k = old.indexOf(text, i);
    if (k >= 0 && k - i <= 24) {
      for (; i < k; i++) nodes[i]!.remove();
      i++;
      continue;
    }
    el.insertBefore(shapeNode(g, text), nodes[i] ?? null);
  }
  for (; i < nodes.length; i++) nodes[i]!.remove();
}

/** One clickable place's attributes, in the order they are written. */
export type HitAttributes = readonly (readonly [string, string])[];

type PaintedHits = Element & { _vbHits?: readonly string[] };

/** A place's attributes (names and values) as one string, once per attribute list (boards reuse the lists of unchanged places). */
const hitKeys = new WeakMap<HitAttributes, string>();
function hitKey(h: HitAttributes): string {
  let k = hitKeys.get(h);
  if (k === undefined) hitKeys.set(h, (k = h.map(([n, v]) => `${n}=${v}`).join('\u0000')));
  return k;
}

/** Parsed sets of clickable places by their markup (a page has a few: by game, orientation and state). */
const parsedHits = new Map<string, Element>();
const HITS_MAX = 64;

/**
 * Writes the clickable places (one `<polygon>` each) into their `<g>`. The first time, and when
 * their number changes, as markup in one go; otherwise the existing polygons keep their place
 * (and the keyboard focus) and only the attributes that changed are set, as a template engine
 * would but without its per-attribute bookkeeping.
 */
export function paintHits(g: Element, hits: readonly HitAttributes[]): void {
  const el = g as PaintedHits;
  const keys = hits.map(hitKey);
  const old = el._vbHits;
  el._vbHits = keys;
  if (!old || old.length !== keys.length || el.childElementCount !== keys.length) {
    // Boards of the same game and orientation mostly share their places: parse once, copy after
    // (found by their keys, kept per attribute list, so a board that finds them writes no markup).
    const whole = keys.join('\u0001');
    let parsed = parsedHits.get(whole);
    if (!parsed) {
      if (parsedHits.size >= HITS_MAX) parsedHits.clear();
      parsed = el.ownerDocument.createElementNS(el.namespaceURI, 'g');
      parsed.innerHTML = hits.map((h) => `<polygon ${h.map(([n, v]) => `${n}="${escapeXml(v)}"`).join(' ')}></polygon>`).join('');
      parsedHits.set(whole, parsed);
    }
    el.replaceChildren(...(parsed.cloneNode(true) as Element).childNodes);
    return;
  }
  const nodes = el.children;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] === old[i]) continue;
    const node = nodes[i]!;
    for (const [n, v] of hits[i]!) if (node.getAttribute(n) !== v) node.setAttribute(n, v);
  }
}

/** One small adopted sheet per drawing proportion (a page has a handful), shared by all boards. */
const ratioSheets = new Map<string, CSSStyleSheet>();

/**
 * Gives the board's `<svg>` the proportions of its view box as a CSS aspect ratio, in an
 * adopted stylesheet (no style attribute, so a strict style policy is kept), and lets the
 * browser skip drawings far from the viewport (`content-visibility: auto`: not styled, laid out
 * or painted until they come near) without the page's layout moving when they do.
 */
export function sizeDrawing(root: ShadowRoot, svg: Element | null): void {
  const el = svg as (SVGSVGElement & { _vbRatio?: string }) | null;
  const box = el?.getAttribute('viewBox');
  if (!el || !box || !('adoptedStyleSheets' in root)) return;
  const [, , w, h] = box.split(' ').map(Number);
  if (!w || !h) return;
  const ratio = `${w} / ${h}`;
  if (el._vbRatio === ratio) return;
  el._vbRatio = ratio;
  let sheet = ratioSheets.get(ratio);
  if (!sheet) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(`svg.board-svg{aspect-ratio:${ratio};content-visibility:auto}`);
    } catch {
      return;
    }
    ratioSheets.set(ratio, sheet);
  }
  const others = new Set(ratioSheets.values());
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => !others.has(s)), sheet];
}

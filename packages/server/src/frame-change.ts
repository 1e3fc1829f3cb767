/**
 * Where a GIF's next frame differs from the one before, worked out from the two frames' SVG text
 * (never from a game's geometry): the drawing's elements that are in one frame and not the other,
 * measured by resvg. Every other pixel is painted by the same elements in the same order, so only
 * those rectangles need rasterising again (gif.ts): a move redraws a few cells, not the board.
 * When the frames differ in a way this cannot bound (another viewBox, changed definitions or
 * references, elements reordered), the answer is "all of it" (null) and the frame is drawn whole.
 */
import './allocator.js';
import { Resvg } from '@resvg/resvg-js';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/** A rectangle of pixels. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An element of the SVG text: where it starts and ends, and its content's span. */
interface Span {
  readonly text: string;
  /** Its start tag. */
  readonly open: string;
  readonly name: string;
  readonly contentStart: number;
  readonly contentEnd: number;
}

/** The end of the tag opening at `at` (the index after its `>`), quoted attribute values skipped. */
function tagEnd(svg: string, at: number): number {
  let quote = '';
  for (let i = at + 1; i < svg.length; i++) {
    const c = svg[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  throw new Error('unclosed tag');
}

/** The element whose start tag opens at `at`. */
function elementAt(svg: string, at: number): Span {
  const openEnd = tagEnd(svg, at);
  const open = svg.slice(at, openEnd);
  const name = /^<([\w:-]+)/.exec(open)?.[1] ?? '';
  if (open.endsWith('/>')) return { text: open, open, name, contentStart: openEnd, contentEnd: openEnd };
  let depth = 1;
  let i = openEnd;
  while (depth > 0) {
    const lt = svg.indexOf('<', i);
    if (lt < 0) throw new Error(`unclosed <${name}>`);
    if (svg.startsWith('<!--', lt)) {
      i = svg.indexOf('-->', lt) + 3;
      if (i < 3) throw new Error('unclosed comment');
      continue;
    }
    const end = tagEnd(svg, lt);
    if (svg[lt + 1] === '/') {
      depth--;
      if (depth === 0) return { text: svg.slice(at, end), open, name, contentStart: openEnd, contentEnd: lt };
    } else if (svg[lt + 1] !== '!' && svg[lt + 1] !== '?' && svg[end - 2] !== '/') depth++;
    i = end;
  }
  throw new Error('unreachable');
}

/** The child elements between `from` and `to` (text between them, comments and the like skipped). */
function childrenOf(svg: string, from: number, to: number): Span[] {
  const out: Span[] = [];
  let i = from;
  for (;;) {
    const lt = svg.indexOf('<', i);
    if (lt < 0 || lt >= to) return out;
    if (svg.startsWith('<!--', lt)) {
      i = svg.indexOf('-->', lt) + 3;
      if (i < 3) throw new Error('unclosed comment');
      continue;
    }
    if (svg[lt + 1] === '!' || svg[lt + 1] === '?') {
      i = tagEnd(svg, lt);
      continue;
    }
    const child = elementAt(svg, lt);
    out.push(child);
    i = lt + child.text.length;
  }
}

/** Elements that only paint (no definitions others refer to): a change in anything else redraws the frame. */
const PAINTS = new Set(['g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text']);
/** Elements that paint nothing, whose changes are ignored. */
const SILENT = new Set(['title', 'desc', 'metadata']);
/** Signs that an element defines something, or draws something defined elsewhere. */
const REFERS = /<(?:defs|use|style|marker|clipPath|mask|pattern|symbol|image|filter)\b|url\(#|\bid=|href=/;

interface Difference {
  /** Start tags from the root to the level where the frames differ. */
  readonly ancestors: readonly string[];
  /** The elements at that level in one frame and not the other. */
  readonly changed: readonly string[];
  /** The element of the second frame holding that level, and its children there. */
  readonly container: Span;
  readonly children: readonly Span[];
}

/** The elements found in one list and not the other; null when the ones in both are not in the same order. */
function unmatched(before: readonly string[], after: readonly string[]): string[] | null {
  const count = (list: readonly string[]) => list.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
  const inBefore = count(before);
  const inAfter = count(after);
  const common = (list: readonly string[], other: Map<string, number>) => {
    const left = new Map(other);
    const kept: string[] = [];
    const rest: string[] = [];
    for (const t of list) {
      const n = left.get(t) ?? 0;
      if (n > 0) {
        left.set(t, n - 1);
        kept.push(t);
      } else rest.push(t);
    }
    return { kept, rest };
  };
  const a = common(before, inAfter);
  const b = common(after, inBefore);
  if (a.kept.length !== b.kept.length || a.kept.some((t, i) => t !== b.kept[i])) return null;
  return [...a.rest, ...b.rest];
}

/** How the two frames' SVGs differ, going down through groups that are alike but for one child. */
function difference(before: string, after: string): Difference | null {
  if (!before.includes('<svg') || !after.includes('<svg')) return null;
  let a = elementAt(before, before.indexOf('<svg'));
  let b = elementAt(after, after.indexOf('<svg'));
  if (a.open !== b.open) return null;
  const ancestors = [a.open];
  for (;;) {
    const ca = childrenOf(before, a.contentStart, a.contentEnd).filter((c) => !SILENT.has(c.name));
    const cb = childrenOf(after, b.contentStart, b.contentEnd).filter((c) => !SILENT.has(c.name));
    if (ca.length === cb.length) {
      const differ = ca.flatMap((c, i) => (c.text === cb[i]!.text ? [] : [i]));
      if (differ.length === 0) return { ancestors, changed: [], container: b, children: cb };
      const k = differ[0]!;
      if (differ.length === 1 && ca[k]!.name === 'g' && ca[k]!.open === cb[k]!.open) {
        a = ca[k]!;
        b = cb[k]!;
        ancestors.push(a.open);
        continue;
      }
    }
    const changed = unmatched(ca.map((c) => c.text), cb.map((c) => c.text));
    if (!changed) return null;
    for (const text of changed) {
      const name = /^<([\w:-]+)/.exec(text)?.[1] ?? '';
      if (!PAINTS.has(name) || REFERS.test(text)) return null;
    }
    return { ancestors, changed, container: b, children: cb };
  }
}

/** The four numbers of the root's viewBox, if it has one and no width or height of its own. */
function viewBoxOf(svg: string): [number, number, number, number] | null {
  const root = svg.slice(svg.indexOf('<svg'), tagEnd(svg, svg.indexOf('<svg')));
  if (/\s(?:width|height|preserveAspectRatio)=/.test(root)) return null;
  const m = /\sviewBox="([^"]*)"/.exec(root);
  const box = m?.[1]!.trim().split(/[\s,]+/).map(Number);
  return box && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? (box as [number, number, number, number]) : null;
}

/**
 * How resvg 2.6 maps the viewBox onto a raster `width` × `height` fitted to a width: each axis
 * stretched to the whole raster (the height rounded), pixel = unit × scale + offset.
 */
function placement(box: readonly number[], width: number, height: number): { sx: number; sy: number; dx: number; dy: number } {
  const [x, y, w, h] = box as [number, number, number, number];
  return { sx: width / w, sy: height / h, dx: (-x * width) / w, dy: (-y * height) / h };
}

/** Pixels around an element's measured box that may still change: anti-aliasing and rounding. */
const MARGIN = 2;

/** Two rectangles are drawn as one when that adds less than this share of the frame. */
const MERGE_SHARE = 0.08;
/** Beyond this share of the frame, drawing it whole costs no more. */
const WHOLE_SHARE = 0.5;

const area = (r: PixelRect) => r.width * r.height;
function union(a: PixelRect, b: PixelRect): PixelRect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
/** An element's extent in pixels, unrounded. */
interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}
const meets = (a: Box, r: PixelRect) => a.x0 < r.x + r.width && a.x1 > r.x && a.y0 < r.y + r.height && a.y1 > r.y;
const inside = (a: Box, r: PixelRect) => a.x0 >= r.x && a.y0 >= r.y && a.x1 <= r.x + r.width && a.y1 <= r.y + r.height;

/** Fewer rectangles where joining two costs little more area than drawing both. */
function merged(rects: PixelRect[], frameArea: number): PixelRect[] {
  const out = [...rects];
  for (;;) {
    let best: [number, number, PixelRect] | undefined;
    let bestCost = Infinity;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const u = union(out[i]!, out[j]!);
        const cost = area(u) - area(out[i]!) - area(out[j]!);
        if (cost < bestCost) [bestCost, best] = [cost, [i, j, u]];
      }
    }
    if (!best || (bestCost > MERGE_SHARE * frameArea && out.length <= 3)) return out;
    const [i, j, u] = best;
    out.splice(j, 1);
    out.splice(i, 1, u);
  }
}

/** What makes resvg draw an element on a layer of its own. */
const LAYER = /\sopacity=/;
/** A layer below the element's own start tag, which cropping must not cut off. */
const innerLayer = (element: Span) => LAYER.test(element.text.slice(element.open.length));

/**
 * The frames of one animation, `width` × `height` pixels, drawn from SVGs that differ a little
 * from one to the next. Each element's box is measured once (by its text) and remembered.
 */
export class FrameChanges {
  private readonly boxes = new Map<string, Box | null>();
  private readonly place: { sx: number; sy: number; dx: number; dy: number } | null;

  /** `fonts`: resvg's font options, needed to measure text. */
  constructor(
    first: string,
    readonly width: number,
    readonly height: number,
    private readonly fonts: ResvgRenderOptions['font'],
  ) {
    const box = viewBoxOf(first);
    this.place = box && placement(box, width, height);
  }

  /** The pixels an element may paint, unrounded (null: none); the element is drawn inside `ancestors`. */
  private boxOf(element: string, ancestors: readonly string[]): Box | null {
    const known = this.boxes.get(element);
    if (known !== undefined) return known;
    const closing = ancestors.slice(1).map(() => '</g>').join('') + '</svg>';
    const hasText = element.includes('<text');
    const measured = new Resvg(ancestors.join('') + element + closing, { font: hasText ? this.fonts : { loadSystemFonts: false } }).getBBox();
    let box: Box | null = null;
    if (measured && this.place) {
      const { sx, sy, dx, dy } = this.place;
      box = { x0: measured.x * sx + dx, y0: measured.y * sy + dy, x1: (measured.x + measured.width) * sx + dx, y1: (measured.y + measured.height) * sy + dy };
    } else if (hasText) {
      // Text resvg could not measure may still paint: count it as painting everywhere.
      box = { x0: 0, y0: 0, x1: this.width, y1: this.height };
    }
    this.boxes.set(element, box);
    return box;
  }

  /** A rectangle grown by `by` pixels on each side, within the raster. */
  private grown(r: PixelRect, by: number): PixelRect {
    const x0 = Math.max(0, r.x - by);
    const y0 = Math.max(0, r.y - by);
    const x1 = Math.min(this.width, r.x + r.width + by);
    const y1 = Math.min(this.height, r.y + r.height + by);
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }

  /**
   * What to draw of `after`, shown over `before`: the rectangles where they may differ (`rect`),
   * each with an SVG of a slightly larger rectangle (`drawn`) whose raster, `drawn.width` wide,
   * is that part of the whole raster: the whole drawing shifted by whole pixels, with only the
   * elements that reach into `rect`. Empty when nothing changes; null when the whole frame should
   * be drawn.
   */
  parts(before: string, after: string): { rect: PixelRect; drawn: PixelRect; svg: string }[] | null {
    if (!this.place) return null;
    let diff: Difference | null;
    try {
      diff = difference(before, after);
    } catch {
      return null;
    }
    if (!diff) return null;
    const { ancestors, container } = diff;
    const changed: PixelRect[] = [];
    for (const element of diff.changed) {
      const box = this.boxOf(element, ancestors);
      if (!box) continue; // paints nothing
      const x0 = Math.floor(box.x0);
      const y0 = Math.floor(box.y0);
      const r = this.grown({ x: x0, y: y0, width: Math.ceil(box.x1) - x0, height: Math.ceil(box.y1) - y0 }, MARGIN);
      if (r.width > 0 && r.height > 0) changed.push(r);
    }
    const frameArea = this.width * this.height;
    const rects = merged(changed, frameArea);
    if (rects.reduce((sum, r) => sum + area(r), 0) > WHOLE_SHARE * frameArea) return null;
    const out: { rect: PixelRect; drawn: PixelRect; svg: string }[] = [];
    for (const rect of rects) {
      // The elements with a layer of their own (an opacity) that do not reach into `rect` are
      // left out: resvg (2.6) can fail on such a layer wholly outside the raster, and they paint
      // nothing in `rect`. The others are kept, though most paint nothing there: leaving them
      // out changes resvg's anti-aliasing of the rest (measured: tens of pixels a frame).
      const reach = this.grown(rect, 1);
      const drawn = this.grown(rect, 2);
      const kept: string[] = [];
      for (const child of diff.children) {
        if (!LAYER.test(child.text)) {
          kept.push(child.text);
          continue;
        }
        const box = this.boxOf(child.text, ancestors);
        if (!box || !meets(box, reach)) continue;
        if (!inside(box, drawn) && innerLayer(child)) return null;
        kept.push(child.text);
      }
      const svg = this.shifted(after.slice(0, container.contentStart), drawn) + kept.join('') + after.slice(container.contentEnd) + '</svg>';
      out.push({ rect, drawn, svg });
    }
    return out;
  }

  /**
   * The start of an SVG, up to the changed level, drawn into `rect` of the raster: an outer SVG in
   * pixels the rectangle's size holds the original root, placed at minus the rectangle's corner
   * and stretched to the whole raster as resvg stretches it. The original mapping is so kept and
   * only whole pixels are added, so that anti-aliasing falls alike (a narrowed viewBox changes the
   * mapping's rounding, and resvg's coverage, to a quarter pixel, then differs along edges).
   */
  private shifted(head: string, rect: PixelRect): string {
    const at = head.indexOf('<svg');
    const placed = `<svg x="${-rect.x}" y="${-rect.y}" width="${this.width}" height="${this.height}" preserveAspectRatio="none" overflow="visible"`;
    const outer = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${rect.width} ${rect.height}">`;
    return head.slice(0, at) + outer + placed + head.slice(at + 4);
  }
}

/**
 * Writes a drawing into its `<g>` by changing only what changed. The drawing is a list of
 * top-level shapes as SVG text, one element each; the elements of shapes that are still there
 * are kept (a move changes a few pieces and markers, not the board), the rest are removed, and
 * new shapes are parsed in runs, each run in one go.
 */
type Painted = Element & { _vbShapes?: readonly string[] };

export function paintDrawing(g: Element, shapes: readonly string[]): void {
  const el = g as Painted;
  const old = el._vbShapes;
  el._vbShapes = shapes;
  if (!old || el.childElementCount !== old.length) {
    el.innerHTML = shapes.join('');
    return;
  }
  if (old.length === shapes.length && old.every((s, i) => s === shapes[i])) return;
  const nodes = [...el.children];
  let i = 0;
  let run = '';
  const flush = () => {
    if (!run) return;
    if (i < nodes.length) nodes[i]!.insertAdjacentHTML('beforebegin', run);
    else el.insertAdjacentHTML('beforeend', run);
    run = '';
  };
  for (const text of shapes) {
    if (i < old.length && old[i] === text) {
      flush();
      i++;
      continue;
    }
    // A shape kept further on: what lies before it in the old drawing is gone.
    const k = old.indexOf(text, i);
    if (k >= 0 && k - i <= 24) {
      flush();
      for (; i < k; i++) nodes[i]!.remove();
      i++;
      continue;
    }
    run += text;
  }
  flush();
  for (; i < nodes.length; i++) nodes[i]!.remove();
}

/** One clickable place's attributes, in the order they are written. */
export type HitAttributes = readonly (readonly [string, string])[];

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);

type PaintedHits = Element & { _vbHits?: readonly string[] };

/**
 * Writes the clickable places (one `<polygon>` each) into their `<g>`. The first time, and when
 * their number changes, as markup in one go; otherwise the existing polygons keep their place
 * (and the keyboard focus) and only the attributes that changed are set, as a template engine
 * would but without its per-attribute bookkeeping.
 */
export function paintHits(g: Element, hits: readonly HitAttributes[]): void {
  const el = g as PaintedHits;
  const keys = hits.map((h) => h.map(([, v]) => v).join('\u0000'));
  const old = el._vbHits;
  el._vbHits = keys;
  if (!old || old.length !== keys.length || el.childElementCount !== keys.length) {
    el.innerHTML = hits.map((h) => `<polygon ${h.map(([n, v]) => `${n}="${esc(v)}"`).join(' ')}></polygon>`).join('');
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

/**
 * Static SVG for a board, made at build time with the element's own renderer
 * (packages/element/src/static.ts), so the picture before and after the script loads is
 * drawn by the same code. Until that module exists, a plain drawing from the engine's
 * geometry stands in, and the page says nothing about it.
 */
import type { AnyVariant, VariantOptions } from './engine.ts';

export interface RenderOptions {
  variant: string;
  position?: string;
  moves?: string[];
  options?: VariantOptions;
  orientation?: 'white' | 'black';
  highlights?: string[];
  arrows?: [string, string][];
  coordinates?: boolean;
  ply?: number;
  label?: string;
}

type Renderer = (opts: RenderOptions) => string | Promise<string>;

const staticModules = import.meta.glob('../../../packages/element/src/static.ts');

let rendererPromise: Promise<Renderer | null> | undefined;
export function elementRenderer(): Promise<Renderer | null> {
  rendererPromise ??= (async () => {
    const load = Object.values(staticModules)[0];
    if (!load) return null;
    const mod = (await load()) as { renderBoardSvg?: Renderer };
    return typeof mod.renderBoardSvg === 'function' ? mod.renderBoardSvg : null;
  })();
  return rendererPromise;
}

export async function renderSvg(v: AnyVariant | null, state: unknown, opts: RenderOptions): Promise<string> {
  if (!v) return emptySvg(opts.variant);
  const real = await elementRenderer();
  if (real) return await real(opts);
  return plainSvg(v, state, opts);
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const LETTER: Record<string, string> = {
  king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', pawn: 'P', dart: 'D', stone: '',
  rato: 'Ra', formiga: 'Fo', gata: 'Ga', gato: 'Gt', cavalo: 'Ca', guarda: 'Gu', rinoceronte: 'Ri',
};

/** Stand-in drawing: cells, lines, labels and piece letters, no styling beyond attributes. */
function plainSvg(v: AnyVariant, state: unknown, opts: RenderOptions): string {
  const g = v.geometry(opts.options ?? {});
  const view = v.view(state);
  const flip = opts.orientation === 'black';
  const X = (x: number) => (flip ? g.width - x : x);
  const Y = (y: number) => (flip ? g.height - y : y);
  const s = g.cellSize;
  const hl = new Set(opts.highlights ?? []);
  const parts: string[] = [];
  const byId = new Map(g.cells.map((c) => [c.id, c]));
  for (const [a, b] of g.lines ?? []) {
    const p = byId.get(a), q = byId.get(b);
    if (p && q) parts.push(`<line x1="${X(p.x)}" y1="${Y(p.y)}" x2="${X(q.x)}" y2="${Y(q.y)}" stroke="#555" stroke-width="${s / 20}"/>`);
  }
  const tones = ['#f0d9b5', '#b58863', '#d8b48a'];
  for (const c of g.cells) {
    const fill = hl.has(c.id) ? '#9fd49f' : tones[c.tone % 3];
    if (c.shape === 'square') parts.push(`<rect x="${X(c.x) - s / 2}" y="${Y(c.y) - s / 2}" width="${s}" height="${s}" fill="${fill}"/>`);
    else if (c.shape === 'hex') {
      const pts = [0, 1, 2, 3, 4, 5].map((i) => `${X(c.x) + s * Math.cos((Math.PI / 3) * i)},${Y(c.y) + s * Math.sin((Math.PI / 3) * i)}`);
      parts.push(`<polygon points="${pts.join(' ')}" fill="${fill}" stroke="#333" stroke-width="${s / 30}"/>`);
    } else parts.push(`<circle cx="${X(c.x)}" cy="${Y(c.y)}" r="${s / 8}" fill="${hl.has(c.id) ? '#2a8a2a' : '#555'}"/>`);
  }
  for (const [cell, p] of view.pieces) {
    const c = byId.get(cell);
    if (!c) continue;
    const dark = p.side === 'black';
    parts.push(`<circle cx="${X(c.x)}" cy="${Y(c.y)}" r="${s * 0.36}" fill="${dark ? '#222' : '#fff'}" stroke="#222" stroke-width="${s / 30}"/>`);
    const t = LETTER[p.kind] ?? '';
    if (t) parts.push(`<text x="${X(c.x)}" y="${Y(c.y)}" font-size="${s * 0.4}" text-anchor="middle" dominant-baseline="central" fill="${dark ? '#fff' : '#222'}" font-family="sans-serif">${t}</text>`);
  }
  const label = `${v.name} board`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${g.width} ${g.height}" role="img" aria-label="${esc(label)}">${parts.join('')}</svg>`;
}

function emptySvg(variant: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${esc(variant)} board"><rect width="100" height="100" fill="#eee"/></svg>`;
}

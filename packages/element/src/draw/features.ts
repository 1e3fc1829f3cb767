/**
 * What boards beyond squares and chess pieces draw (see `Features` in scene.ts): the wood and
 * lines of a board of points, the shading and marks of named areas, a piece's facing arrow,
 * reserve slots, and the pieces that are not chess pieces. A board loads it with the rules of a
 * game that needs it (the engine's `hasPlainBoard`), else when a position first shows such a
 * thing; the static renderer imports it. Importing this module registers it.
 */
import type { BoardGeometry, Facing } from '../engine.js';
import { addDefaultStrings, strings } from '../strings.js';
import { GAME_PIECES } from './game-pieces.js';
import { PIECES } from './pieces.js';
import { COLORS, outline, pieceShape, pts, setFeatures } from './scene.js';
import { FONT, r2 } from './shapes.js';

/** How a named area is shown, found by its id or name. */
const AREA_STYLES: { test: RegExp; fill: string; opacity: number; hatch?: boolean; mark?: 'diamond' | 'white' | 'black' }[] = [
  { test: /wait/i, fill: '#5b6b7d', opacity: 0.42, hatch: true },
  { test: /promot/i, fill: '#e6b800', opacity: 0.38 },
  { test: /border/i, fill: '#3b82c4', opacity: 0.25 },
  { test: /telep/i, fill: '#c0392b', opacity: 0, mark: 'diamond' },
  { test: /start.*white|white.*start/i, fill: '#ffffff', opacity: 0, mark: 'white' },
  { test: /start.*black|black.*start/i, fill: '#000000', opacity: 0, mark: 'black' },
];

const FACING: Record<Facing, [number, number]> = {
  n: [0, -1], ne: [Math.SQRT1_2, -Math.SQRT1_2], e: [1, 0], se: [Math.SQRT1_2, Math.SQRT1_2],
  s: [0, 1], sw: [-Math.SQRT1_2, Math.SQRT1_2], w: [-1, 0], nw: [-Math.SQRT1_2, -Math.SQRT1_2],
};

Object.assign(PIECES, GAME_PIECES);
addDefaultStrings({
  facing: { n: 'facing north', ne: 'facing north-east', e: 'facing east', se: 'facing south-east', s: 'facing south', sw: 'facing south-west', w: 'facing west', nw: 'facing north-west' },
  reserve: (name, count, piece) => `${name}: ${count} ${piece}`,
});
COLORS.tones['hex'] = ['#f1dfbd', '#d2ab78', '#a97d50'];
/** Default colours (the stylesheet below overrides them through classes and custom properties). */
const COLOR = { wood: '#e3c48f', line: '#4b3621', point: '#3b2a17', facing: '#c2410c', reserve: '#ece4d4', reserveLine: '#7a6a55' };

/** What these add to a board's stylesheet (build.mjs squeezes the whitespace of css`` blocks). */
const css = String.raw;
export const featureStyles = css`
  :host {
    --_hex0: var(--vb-hex-1, #f1dfbd);
    --_hex1: var(--vb-hex-2, #d2ab78);
    --_hex2: var(--vb-hex-3, #a97d50);
    --_wood: var(--vb-wood, #e3c48f);
    --_line: var(--vb-line, #4b3621);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_hex0: var(--vb-hex-1, #dcc7a1);
      --_hex1: var(--vb-hex-2, #c29a68);
      --_hex2: var(--vb-hex-3, #a57a4f);
      --_wood: var(--vb-wood, #c9a46c);
    }
  }
  .cell.hex.tone-0 { fill: var(--_hex0); }
  .cell.hex.tone-1 { fill: var(--_hex1); }
  .cell.hex.tone-2 { fill: var(--_hex2); }
  .wood { fill: var(--_wood); }
  .line { stroke: var(--_line); }
  .reserve-count { fill: var(--vb-cell-text, #1f1810); }
  @media (forced-colors: active) {
    .drawing .wood { fill: Canvas !important; }
    .drawing .reserve { fill: Canvas !important; stroke: CanvasText !important; }
    .drawing .line, .drawing .hatch { stroke: CanvasText !important; }
    .drawing .point, .drawing .reserve-count { fill: CanvasText !important; }
    .drawing .facing { fill: LinkText !important; stroke: Canvas !important; }
  }
`;

const pointyCache = new WeakMap<BoardGeometry, boolean>();
/** Hexes are flat-topped unless two same-row cells sit one hex-width apart. */
function isPointy(g: BoardGeometry): boolean {
  let v = pointyCache.get(g);
  if (v !== undefined) return v;
  v = false;
  const hexes = g.cells.filter((c) => c.shape === 'hex');
  const w = Math.sqrt(3) * g.cellSize;
  outer: for (const a of hexes) {
    for (const b of hexes) {
      if (Math.abs(a.y - b.y) < g.cellSize * 0.05 && Math.abs(Math.abs(a.x - b.x) - w) < g.cellSize * 0.05) {
        v = true;
        break outer;
      }
    }
  }
  pointyCache.set(g, v);
  return v;
}

setFeatures({
  under(L, out) {
    const g = L.geometry, s = L.s;
    const ps = g.cells.filter((c) => c.shape === 'point').map((c) => L.at(c));
    if (ps.length) {
      const x0 = Math.min(...ps.map((p) => p.x)) - s * 0.45, x1 = Math.max(...ps.map((p) => p.x)) + s * 0.45;
      const y0 = Math.min(...ps.map((p) => p.y)) - s * 0.45, y1 = Math.max(...ps.map((p) => p.y)) + s * 0.45;
      out.push({ kind: 'rect', cls: 'wood', x: r2(x0), y: r2(y0), width: r2(x1 - x0), height: r2(y1 - y0), rx: r2(s * 0.1), fill: COLOR.wood });
    }
    // Lines joining points.
    for (const [a, b] of g.lines ?? []) {
      const ca = L.cells.get(a), cb = L.cells.get(b);
      if (!ca || !cb) continue;
      const p = L.at(ca), q = L.at(cb);
      out.push({ kind: 'line', cls: 'line', x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: COLOR.line, strokeWidth: r2(s * 0.05), linecap: 'round' });
    }
  },

  cells(L, out) {
    const g = L.geometry, s = L.s;
    const areaNames = new Map((g.areas ?? []).map((a) => [a.id, a.name]));
    for (const c of g.cells) {
      const { x, y } = L.at(c);
      if (c.shape === 'point') {
        out.push({ kind: 'circle', cls: 'point', cx: x, cy: y, r: r2(s * 0.09), fill: COLOR.point });
        continue;
      }
      for (const area of c.areas ?? []) {
        const st = AREA_STYLES.find((a) => a.test.test(area) || a.test.test(areaNames.get(area) ?? ''));
        if (!st) continue;
        const cls = `area area-${area.replace(/[^\w-]/g, '')}`;
        if (st.opacity > 0) out.push({ ...outline(L, c, 1, { cls, fill: st.fill, opacity: st.opacity }) });
        if (st.hatch) {
          const h = s / 2;
          out.push({ kind: 'path', cls: `${cls} hatch`, d: `M${r2(x - h)} ${r2(y + h * 0.2)}L${r2(x - h * 0.2)} ${r2(y + h)}M${r2(x - h)} ${r2(y - h * 0.6)}L${r2(x + h * 0.6)} ${r2(y + h)}M${r2(x - h * 0.2)} ${r2(y - h)}L${r2(x + h)} ${r2(y + h * 0.2)}M${r2(x + h * 0.6)} ${r2(y - h)}L${r2(x + h)} ${r2(y - h * 0.6)}`, fill: 'none', stroke: '#3f4a57', strokeWidth: r2(s * 0.02), opacity: 0.55 });
        }
        if (st.mark) {
          const mx = x + s * 0.33, my = y - s * 0.33, m = s * 0.09;
          out.push(st.mark === 'diamond'
            ? { kind: 'polygon', cls: `${cls} mark`, points: pts([{ x: mx, y: my - m }, { x: mx + m, y: my }, { x: mx, y: my + m }, { x: mx - m, y: my }]), fill: st.fill, stroke: '#ffffff', strokeWidth: r2(s * 0.015) }
            : { kind: 'circle', cls: `${cls} mark`, cx: r2(x - s * 0.33), cy: r2(y - s * 0.33), r: r2(m * 0.8), fill: st.fill, stroke: st.mark === 'white' ? '#000000' : '#ffffff', strokeWidth: r2(s * 0.015) });
        }
      }
    }
  },

  facing(L, facing, x, y, size) {
    const [fx0, fy0] = FACING[facing];
    const fx = L.flip ? -fx0 : fx0, fy = L.flip ? -fy0 : fy0;
    const tip = size * 0.62, back = size * 0.36, half = size * 0.16;
    const tx = x + fx * tip, ty = y + fy * tip;
    const bx = x + fx * back, by = y + fy * back;
    const px = -fy * half, py = fx * half;
    return {
      kind: 'polygon', cls: 'facing',
      points: pts([{ x: tx, y: ty }, { x: bx + px, y: by + py }, { x: bx - px, y: by - py }]),
      fill: COLOR.facing, stroke: '#ffffff', strokeWidth: r2(L.s * 0.025),
    };
  },

  polygon(L, cell, x, y, scale) {
    // A hexagon, or the octagon of a point's clickable place.
    const n = cell.shape === 'hex' ? 6 : 8;
    const radius = cell.shape === 'hex' ? L.s * scale : L.s * scale * 0.45;
    const start = cell.shape === 'hex' ? (isPointy(L.geometry) ? Math.PI / 6 : 0) : Math.PI / 8;
    return Array.from({ length: n }, (_, i) => ({
      x: x + radius * Math.cos(start + (i * 2 * Math.PI) / n),
      y: y + radius * Math.sin(start + (i * 2 * Math.PI) / n),
    }));
  },

  reserves(L, input, side, cy, out, hits) {
    const S = strings(), s = L.s, view = input.view, sel = input.selection, drag = input.drag;
    const slotH = s * 0.9, slotW = s * 1.7, gap = s * 0.15;
    let x = L.box.minX;
    for (const res of (L.geometry.reserves ?? []).filter((r) => r.side === side)) {
      const items = view.reserves.filter((v) => v.reserve === res.id);
      const count = items.reduce((n, v) => n + v.count, 0);
      const kind = items[0]?.kind;
      const selected = sel?.reserve === res.id;
      const box = { x, y: cy - slotH / 2, w: slotW, h: slotH };
      out.push({ kind: 'rect', cls: `reserve${selected ? ' selected' : ''}`, x: r2(box.x), y: r2(box.y), width: r2(box.w), height: r2(box.h), rx: r2(s * 0.12), fill: selected ? COLORS.select : COLOR.reserve, stroke: selected ? COLORS.selectLine : COLOR.reserveLine, strokeWidth: r2(s * (selected ? 0.06 : 0.025)), ...(selected ? { opacity: 0.9 } : {}) });
      if (kind && count > 0) {
        const lifted = drag?.reserve === res.id;
        out.push(pieceShape({ kind, side }, x + slotH / 2, cy, slotH * 0.82, lifted ? 'in-reserve lifted' : 'in-reserve'));
      }
      out.push({ kind: 'text', cls: 'reserve-count', x: r2(x + slotW * 0.72), y: r2(cy + s * 0.12), text: `×${count}`, fill: COLORS.ink, fontSize: r2(s * 0.34), anchor: 'middle', fontWeight: '700', font: FONT });
      const piece = kind ? S.pieces[kind] : S.empty;
      hits.push({
        kind: 'reserve', id: res.id, x: r2(x + slotW / 2), y: r2(cy), selected,
        points: pts([{ x: box.x, y: box.y }, { x: box.x + box.w, y: box.y }, { x: box.x + box.w, y: box.y + box.h }, { x: box.x, y: box.y + box.h }]),
        label: S.reserve!(res.name, count, piece),
      });
      x += slotW + gap;
    }
  },
});

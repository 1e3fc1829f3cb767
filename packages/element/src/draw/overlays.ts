/**
 * The marks of a game in play (see `Overlays` in scene.ts): the last move (dashed outline, the
 * path it took, a badge on what it captured), the selected piece, the cells it can reach, and a
 * piece being dragged. Loaded with the board's game (game.ts) and by the static renderer;
 * importing this module registers it.
 */
import type { CellInfo } from '../engine.js';
import { COLORS, keptShape, outline, pieceShape, pieceSize, pts, setOverlays } from './scene.js';
import { r2 } from './shapes.js';
import type { Shape } from './shapes.js';

/** The marks' colours (the stylesheet may override them). */
const MARK = { last: '#e0b43a', lastLine: '#8a6100', target: '#1d4ed8', capture: '#b91c1c' };

setOverlays({
  under(L, input, shapes) {
    const s = L.s;
    const cellOf = (id: string | undefined) => (id ? L.cells.get(id) : undefined);
    const last = input.lastMove;
    if (last) {
      for (const id of [last.from, last.to]) {
        const c = cellOf(id);
        if (!c) continue;
        shapes.push(keptShape(L, `last ${c.id}`, () => outline(L, c, 1, { cls: 'last', fill: MARK.last, opacity: 0.45 })));
        shapes.push(keptShape(L, `last-line ${c.id}`, () => outline(L, c, c.shape === 'hex' ? 0.8 : 0.88, { cls: 'last-line', fill: 'none', stroke: MARK.lastLine, strokeWidth: r2(s * 0.045), dash: `${r2(s * 0.1)} ${r2(s * 0.07)}` })));
      }
      if (last.path && last.path.length > 1) {
        const p = last.path.map((id) => cellOf(id)).filter((c): c is CellInfo => !!c).map((c) => L.at(c));
        shapes.push({ kind: 'polyline', cls: 'path', points: pts(p), fill: 'none', stroke: MARK.lastLine, strokeWidth: r2(s * 0.05), dash: `${r2(s * 0.04)} ${r2(s * 0.08)}`, linecap: 'round' });
      }
    }
    const sel = input.selection?.cell ? cellOf(input.selection.cell) : undefined;
    if (sel) {
      shapes.push(keptShape(L, `sel ${sel.id}`, () => outline(L, sel, 1, { cls: 'sel', fill: COLORS.select, opacity: 0.35 })));
      shapes.push(keptShape(L, `sel-line ${sel.id}`, () => outline(L, sel, sel.shape === 'hex' ? 0.84 : 0.9, { cls: 'sel-line', fill: 'none', stroke: COLORS.selectLine, strokeWidth: r2(s * 0.07) })));
    }
  },

  over(L, input, shapes) {
    const s = L.s;
    for (const t of input.targets ?? []) {
      const c = L.cells.get(t.cell);
      if (!c) continue;
      const { x, y } = L.at(c);
      shapes.push(keptShape(L, `target ${c.id} ${t.capture}`, (): Shape => t.capture
        ? { kind: 'circle', cls: 'target capture', cx: x, cy: y, r: r2(s * (c.shape === 'point' ? 0.38 : 0.44)), fill: 'none', stroke: MARK.target, strokeWidth: r2(s * 0.07), opacity: 0.75 }
        : { kind: 'circle', cls: 'target', cx: x, cy: y, r: r2(s * 0.15), fill: MARK.target, stroke: '#ffffff', strokeWidth: r2(s * 0.025), opacity: 0.7 }));
    }
    for (const id of input.lastMove?.captures ?? []) {
      const c = L.cells.get(id);
      if (!c) continue;
      const { x, y } = L.at(c);
      const bx = x + s * 0.32, by = y - s * 0.32, m = s * 0.06;
      shapes.push({
        kind: 'g', cls: 'captured', children: [
          { kind: 'circle', cx: r2(bx), cy: r2(by), r: r2(s * 0.13), fill: MARK.capture, stroke: '#ffffff', strokeWidth: r2(s * 0.02) },
          { kind: 'path', d: `M${r2(bx - m)} ${r2(by - m)}L${r2(bx + m)} ${r2(by + m)}M${r2(bx + m)} ${r2(by - m)}L${r2(bx - m)} ${r2(by + m)}`, stroke: '#ffffff', strokeWidth: r2(s * 0.035), linecap: 'round' },
        ],
      });
    }
  },

  top(L, input, shapes) {
    const drag = input.drag, view = input.view;
    if (!drag) return;
    const p = drag.cell ? view.pieces.get(drag.cell) : undefined;
    const resKind = drag.reserve ? view.reserves.find((v) => v.reserve === drag.reserve) : undefined;
    const piece = p ?? (resKind ? { kind: resKind.kind, side: resKind.side } : undefined);
    const c = drag.cell ? L.cells.get(drag.cell) : undefined;
    if (piece) shapes.push(pieceShape(piece, drag.x, drag.y, pieceSize(L, c?.shape ?? L.geometry.cells[0]?.shape ?? 'square') * 1.08, 'ghost'));
  },
});

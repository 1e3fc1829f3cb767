/** What the element needs to draw the Dagger board: hex cells, labels, reserves, neighbours. */
import type { BoardGeometry, BoardLabel, CellInfo } from '../../core/types.js';
import { CELLS, EDGE_DIRS, HAND_SQUARES, HEX_SIZE, RANK_LETTERS, RANK_SIZES, RANKS, centre, step } from './board.js';

const MARGIN = 1.6 * HEX_SIZE;

export function daggerGeometry(): BoardGeometry {
  const raw = CELLS.map((c) => ({ c, ...centre(c.q, c.r) }));
  const minX = Math.min(...raw.map((p) => p.x)) - MARGIN - HEX_SIZE;
  const minY = Math.min(...raw.map((p) => p.y)) - MARGIN;
  const maxX = Math.max(...raw.map((p) => p.x)) + MARGIN + HEX_SIZE;
  const maxY = Math.max(...raw.map((p) => p.y)) + MARGIN;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const cells: CellInfo[] = raw.map(({ c, x, y }) => ({
    id: c.name,
    x: round(x - minX),
    y: round(y - minY),
    shape: 'hex',
    tone: c.tone,
  }));
  const labels: BoardLabel[] = [];
  let i = 0;
  for (let r = 0; r < RANKS; r++) {
    const first = cells[i]!, last = cells[i + RANK_SIZES[r]! - 1]!;
    const gap = 1.35 * HEX_SIZE;
    labels.push({ text: RANK_LETTERS[r]!, x: round(first.x - gap), y: first.y });
    labels.push({ text: RANK_LETTERS[r]!, x: round(last.x + gap), y: last.y });
    i += RANK_SIZES[r]!;
  }
  // Cell numbers in the lower part of each hexagon, where a piece does not cover them.
  for (const c of cells) labels.push({ text: c.id.slice(1), x: c.x, y: round(c.y + 0.62 * HEX_SIZE) });
  const neighbours: Record<string, Record<string, string>> = {};
  for (const c of CELLS) {
    const n: Record<string, string> = {};
    for (const d of EDGE_DIRS) {
      const to = step(c.index, d);
      if (to >= 0) n[d.name] = CELLS[to]!.name;
    }
    neighbours[c.name] = n;
  }
  return {
    cells,
    cellSize: HEX_SIZE,
    width: round(maxX - minX),
    height: round(maxY - minY),
    labels,
    reserves: [
      { id: HAND_SQUARES[0]![0], side: 'white', name: `White knight in hand (${HAND_SQUARES[0]![0]}: enters d1, d2, c3)` },
      { id: HAND_SQUARES[0]![1], side: 'white', name: `White knight in hand (${HAND_SQUARES[0]![1]}: enters d3, d4, c1)` },
      { id: HAND_SQUARES[1]![0], side: 'black', name: `Black knight in hand (${HAND_SQUARES[1]![0]}: enters k1, k2, l3)` },
      { id: HAND_SQUARES[1]![1], side: 'black', name: `Black knight in hand (${HAND_SQUARES[1]![1]}: enters k3, k4, l1)` },
    ],
    neighbours,
  };
}

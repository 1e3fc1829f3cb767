/** The 8x8 board as the element draws it: squares a1-h8, White at the bottom. */
import type { BoardGeometry, CellInfo } from '../../core/types.js';

const FILES = 'abcdefgh';
const DIRECTIONS: readonly (readonly [string, number, number])[] = [
  ['n', 0, 1], ['s', 0, -1], ['e', 1, 0], ['w', -1, 0], ['ne', 1, 1], ['nw', -1, 1], ['se', 1, -1], ['sw', -1, -1],
];
const name = (f: number, r: number) => FILES[f]! + String(r + 1);

function build(): BoardGeometry {
  const cells: CellInfo[] = [];
  const neighbours: Record<string, Record<string, string>> = {};
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      // a1 is dark: tone 1 dark, 0 light.
      cells.push({ id: name(f, r), x: f + 0.5, y: 7 - r + 0.5, shape: 'square', tone: (f + r) % 2 === 0 ? 1 : 0 });
      const near: Record<string, string> = {};
      for (const [dir, df, dr] of DIRECTIONS) {
        const nf = f + df, nr = r + dr;
        if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) near[dir] = name(nf, nr);
      }
      neighbours[name(f, r)] = near;
    }
  }
  const labels = [
    ...Array.from({ length: 8 }, (_, f) => ({ text: FILES[f]!, x: f + 0.5, y: 8.3 })),
    ...Array.from({ length: 8 }, (_, r) => ({ text: String(r + 1), x: -0.3, y: 7 - r + 0.5 })),
  ];
  return { cells, cellSize: 1, width: 8, height: 8, labels, neighbours };
}

export const diceGeometry: BoardGeometry = build();

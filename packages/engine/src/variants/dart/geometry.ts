/** The 6x6 board as the element draws it: chequered squares a1-f6, darts in two reserves. */
import type { BoardGeometry, CellInfo } from '../../core/types.js';
import { SIZE, SQUARES, fileOf, isDartZone, rankOf, squareAt, squareName } from './board.js';

export const RESERVE_IDS = ['white-darts', 'black-darts'] as const;

const DIRECTIONS: readonly (readonly [string, number, number])[] = [
  ['n', 0, 1], ['s', 0, -1], ['e', 1, 0], ['w', -1, 0], ['ne', 1, 1], ['nw', -1, 1], ['se', 1, -1], ['sw', -1, -1],
];

function build(): BoardGeometry {
  const cells: CellInfo[] = [];
  const neighbours: Record<string, Record<string, string>> = {};
  for (let sq = 0; sq < SQUARES; sq++) {
    const f = fileOf(sq), r = rankOf(sq);
    cells.push({
      id: squareName(sq),
      x: f + 0.5,
      y: SIZE - 1 - r + 0.5,
      shape: 'square',
      // a1 is a dark square, as on a chessboard: tone 1 dark, 0 light.
      tone: (f + r) % 2 === 0 ? 1 : 0,
      ...(isDartZone(sq) ? { areas: ['dart-zone'] } : {}),
    });
    const near: Record<string, string> = {};
    for (const [name, df, dr] of DIRECTIONS) {
      const nf = f + df, nr = r + dr;
      if (nf >= 0 && nf < SIZE && nr >= 0 && nr < SIZE) near[name] = squareName(squareAt(nf, nr));
    }
    neighbours[squareName(sq)] = near;
  }
  const labels = [
    ...Array.from({ length: SIZE }, (_, f) => ({ text: 'abcdef'[f]!, x: f + 0.5, y: SIZE + 0.3 })),
    ...Array.from({ length: SIZE }, (_, r) => ({ text: String(r + 1), x: -0.3, y: SIZE - 1 - r + 0.5 })),
  ];
  return {
    cells,
    cellSize: 1,
    width: SIZE,
    height: SIZE,
    areas: [{ id: 'dart-zone', name: 'Dart zone', description: 'The central 4x4 squares (b2-e5), where darts may be thrown.' }],
    labels,
    reserves: [
      { id: RESERVE_IDS[0], side: 'white', name: 'White darts' },
      { id: RESERVE_IDS[1], side: 'black', name: 'Black darts' },
    ],
    neighbours,
  };
}

export const dartGeometry: BoardGeometry = build();

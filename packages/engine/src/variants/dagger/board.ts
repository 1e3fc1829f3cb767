/**
 * The Dagger Chess board: 39 hexagons in 13 ranks, and every direction and leap on it.
 *
 * Coordinates are axial hex coordinates (q, r): r is the rank index (a = 0 ... n = 12, towards
 * Black), q runs along a rank to the right. Hexagons are drawn point-up with the ranks
 * horizontal, so a cell's centre is at x = q + r/2 (in cell widths), y = r (in rank heights).
 * Every rank is centred on the board's axis x = 0; this reproduces the source's (tilted) board
 * drawing cell for cell, and its piece diagrams (see RULES.md for the derivation and the map).
 *
 * Everything the rules need is derived here once and kept in flat tables indexed by cell.
 */

export const RANK_LETTERS = 'abcdefghjklmn';
export const RANK_SIZES: readonly number[] = [1, 2, 3, 4, 3, 4, 5, 4, 3, 4, 3, 2, 1];
export const RANKS = RANK_SIZES.length;

/** A step in axial coordinates. */
export interface Step {
  readonly name: string;
  readonly dq: number;
  readonly dr: number;
}

/**
 * The six edge (file-line) directions, counter-clockwise from east as drawn with White at
 * the bottom. Consecutive entries are 60 degrees apart.
 */
export const EDGE_DIRS: readonly Step[] = [
  { name: 'e', dq: 1, dr: 0 },
  { name: 'ne', dq: 0, dr: 1 },
  { name: 'nw', dq: -1, dr: 1 },
  { name: 'w', dq: -1, dr: 0 },
  { name: 'sw', dq: 0, dr: -1 },
  { name: 'se', dq: 1, dr: -1 },
];

/**
 * The six diagonal directions: diagonal i runs between edge directions i and i+1 (it leaves
 * the cell through the corner they share), so it is their sum.
 */
export const DIAG_DIRS: readonly Step[] = EDGE_DIRS.map((a, i) => {
  const b = EDGE_DIRS[(i + 1) % 6]!;
  const names = ['ene', 'n', 'wnw', 'wsw', 's', 'ese'];
  return { name: names[i]!, dq: a.dq + b.dq, dr: a.dr + b.dr };
});

/**
 * The knight's twelve leaps: one diagonal step, then one edge step outwards, along either of
 * the two edge directions the diagonal lies between.
 */
export const KNIGHT_STEPS: readonly Step[] = DIAG_DIRS.flatMap((d, i) =>
  [EDGE_DIRS[i]!, EDGE_DIRS[(i + 1) % 6]!].map((e) => ({ name: `${d.name}+${e.name}`, dq: d.dq + e.dq, dr: d.dr + e.dr })),
);

/** Direction indices used by the pawn rules. */
export const DIR = { E: 0, NE: 1, NW: 2, W: 3, SW: 4, SE: 5 } as const;
export const DIAG = { ENE: 0, N: 1, WNW: 2, WSW: 3, S: 4, ESE: 5 } as const;

function firstQ(r: number): number {
  // Centring rank r on x = 0: x of its first cell is -(size-1)/2.
  return -(RANK_SIZES[r]! - 1) / 2 - r / 2;
}

export interface CellCoord {
  readonly index: number;
  readonly name: string;
  readonly q: number;
  readonly r: number;
  /** Bishop colour: 0, 1 or 2. Diagonal steps keep it, edge steps change it. */
  readonly tone: number;
}

export const CELLS: readonly CellCoord[] = (() => {
  const out: CellCoord[] = [];
  for (let r = 0; r < RANKS; r++) {
    const q0 = firstQ(r);
    for (let k = 0; k < RANK_SIZES[r]!; k++) {
      const q = q0 + k;
      out.push({ index: out.length, name: `${RANK_LETTERS[r]}${k + 1}`, q, r, tone: (((q - r) % 3) + 3) % 3 });
    }
  }
  return out;
})();

export const CELL_COUNT = CELLS.length; // 39
export const CELL_NAMES: readonly string[] = CELLS.map((c) => c.name);

const byName = new Map(CELLS.map((c) => [c.name, c.index]));
/**
 * Cells by coordinates, at (2q + 32) * RANKS + r: q is a whole or half number from about -6 to 0.
 * A number lookup, not a `q,r` string: the move tables below ask it thousands of times as the
 * module loads.
 */
const byCoord = new Int8Array(64 * RANKS).fill(-1);
for (const c of CELLS) byCoord[(2 * c.q + 32) * RANKS + c.r] = c.index;

/** Cell index for a name such as `d2`, or -1. */
export function cellIndex(name: string): number {
  return byName.get(name) ?? -1;
}

/** Cell index at axial (q, r), or -1 off the board. */
export function cellAt(q: number, r: number): number {
  const q2 = 2 * q + 32;
  if (!(r >= 0 && r < RANKS && q2 >= 0 && q2 < 64) || !Number.isInteger(r) || !Number.isInteger(q2)) return -1;
  return byCoord[q2 * RANKS + r]!;
}

export function step(cell: number, s: Step): number {
  const c = CELLS[cell]!;
  return cellAt(c.q + s.dq, c.r + s.dr);
}

/** Rank index (0 = a) of a cell. */
export const rankOf = (cell: number) => CELLS[cell]!.r;

// ---------------------------------------------------------------------------------------------
// Sides, the king cells and the imaginary squares of the knights in hand.

export const WHITE = 0;
export const BLACK = 1;
export type SideIndex = 0 | 1;

/** Each side's back rank cell: the king's start, the other side's promotion cell. */
export const KING_CELL: readonly [number, number] = [cellIndex('a1'), cellIndex('n1')];

/**
 * The imaginary squares beside each king cell, one on each side of it along the back rank.
 * Slot 0 is the left one (a0 / n0), slot 1 the right one (a2 / n2), as seen from White.
 */
export const HAND_SQUARES: readonly (readonly [string, string])[] = [
  ['a0', 'a2'],
  ['n0', 'n2'],
];

function handCoord(side: SideIndex, slot: 0 | 1): { q: number; r: number } {
  const king = CELLS[KING_CELL[side]]!;
  const e = EDGE_DIRS[DIR.E]!;
  const sign = slot === 0 ? -1 : 1;
  return { q: king.q + sign * e.dq, r: king.r + sign * e.dr };
}

/** The cells a knight in hand enters on: its knight leaps from its imaginary square. */
export const HAND_ENTRY: readonly (readonly (readonly number[])[])[] = [WHITE, BLACK].map((side) =>
  ([0, 1] as const).map((slot) => {
    const h = handCoord(side as SideIndex, slot);
    return KNIGHT_STEPS.map((s) => cellAt(h.q + s.dq, h.r + s.dr)).filter((c) => c >= 0).sort((a, b) => a - b);
  }),
);

// ---------------------------------------------------------------------------------------------
// Flat move tables. Rays are stored back to back in one array; RAY_START/RAY_LEN index them.

function buildRays(dirs: readonly Step[]) {
  const start = new Int16Array(CELL_COUNT * 6);
  const len = new Int8Array(CELL_COUNT * 6);
  const cells: number[] = [];
  for (let c = 0; c < CELL_COUNT; c++) {
    for (let d = 0; d < 6; d++) {
      start[c * 6 + d] = cells.length;
      let at = step(c, dirs[d]!);
      while (at >= 0) {
        cells.push(at);
        at = step(at, dirs[d]!);
      }
      len[c * 6 + d] = cells.length - start[c * 6 + d]!;
    }
  }
  return { start, len, cells: Int8Array.from(cells) };
}

/** Rook rays (edge directions) and bishop rays (diagonals): index cell*6 + direction. */
export const EDGE_RAYS = buildRays(EDGE_DIRS);
export const DIAG_RAYS = buildRays(DIAG_DIRS);

function buildLeaps(steps: readonly Step[]) {
  const start = new Int16Array(CELL_COUNT + 1);
  const cells: number[] = [];
  for (let c = 0; c < CELL_COUNT; c++) {
    start[c] = cells.length;
    for (const s of steps) {
      const to = step(c, s);
      if (to >= 0) cells.push(to);
    }
  }
  start[CELL_COUNT] = cells.length;
  return { start, cells: Int8Array.from(cells) };
}

/** King steps (all twelve directions) and knight leaps: cells start[c] .. start[c+1]-1. */
export const KING_LEAPS = buildLeaps([...EDGE_DIRS, ...DIAG_DIRS]);
export const KNIGHT_LEAPS = buildLeaps(KNIGHT_STEPS);

/** Forward directions of each side's pawns: two edge directions and one diagonal. */
export const PAWN_EDGE_DIRS: readonly (readonly [number, number])[] = [
  [DIR.NW, DIR.NE],
  [DIR.SW, DIR.SE],
];
export const PAWN_DIAG_DIR: readonly [number, number] = [DIAG.N, DIAG.S];

function table(f: (c: number) => number): Int8Array {
  return Int8Array.from({ length: CELL_COUNT }, (_, c) => f(c));
}

/** PAWN_EDGE[side][k][cell]: the k-th forward edge step (move or capture), or -1. */
export const PAWN_EDGE: readonly (readonly [Int8Array, Int8Array])[] = [WHITE, BLACK].map((side) => [
  table((c) => step(c, EDGE_DIRS[PAWN_EDGE_DIRS[side]![0]]!)),
  table((c) => step(c, EDGE_DIRS[PAWN_EDGE_DIRS[side]![1]]!)),
]);
/** PAWN_DIAG[side][cell]: the straight-ahead diagonal step (move only), or -1. */
export const PAWN_DIAG: readonly Int8Array[] = [WHITE, BLACK].map((side) =>
  table((c) => step(c, DIAG_DIRS[PAWN_DIAG_DIR[side]!]!)),
);
/**
 * PAWN_ATTACKERS[side][k][cell]: where a pawn of `side` stands to capture onto `cell` with its
 * k-th forward edge step, or -1.
 */
export const PAWN_ATTACKERS: readonly (readonly [Int8Array, Int8Array])[] = [WHITE, BLACK].map((side) => [0, 1].map((k) => {
  const out = new Int8Array(CELL_COUNT).fill(-1);
  for (let c = 0; c < CELL_COUNT; c++) {
    const to = PAWN_EDGE[side]![k]![c]!;
    if (to >= 0) out[to] = c;
  }
  return out;
}) as [Int8Array, Int8Array]);

/**
 * En passant: after a pawn of `side` jumps diagonally from `from` to `to`, an enemy pawn may
 * capture onto either of the two cells the jump passed between (the pawn's two forward edge
 * cells from `from`), as if the pawn had stopped there. EP_PAIRS[side][to] lists
 * [capturer cell, capture cell] pairs (flattened), for enemy pawns standing where their own
 * forward edge capture reaches a passed cell.
 */
export const EP_PAIRS: readonly (readonly Int8Array[])[] = [WHITE, BLACK].map((side) => {
  const enemy = 1 - side;
  return Array.from({ length: CELL_COUNT }, (_, to) => {
    const pairs: number[] = [];
    const c = CELLS[to]!;
    const back = DIAG_DIRS[PAWN_DIAG_DIR[side]!]!;
    const from = cellAt(c.q - back.dq, c.r - back.dr);
    if (from < 0) return new Int8Array(0);
    for (const k of [0, 1]) {
      const passed = PAWN_EDGE[side]![k]![from]!;
      if (passed < 0) continue;
      for (const j of [0, 1]) {
        const capturer = PAWN_ATTACKERS[enemy]![j]![passed]!;
        if (capturer >= 0 && capturer !== to) pairs.push(capturer, passed);
      }
    }
    return Int8Array.from(pairs);
  });
});

/** Promotion cell of each side: the other side's king cell. */
export const PROMOTION_CELL: readonly [number, number] = [KING_CELL[BLACK], KING_CELL[WHITE]];

/** HAND_ATTACK[side][cell]: bitmask of that side's hand slots (1 = slot 0, 2 = slot 1) whose entry cells include `cell`. */
export const HAND_ATTACK: readonly Uint8Array[] = [WHITE, BLACK].map((side) => {
  const out = new Uint8Array(CELL_COUNT);
  for (const slot of [0, 1]) for (const c of HAND_ENTRY[side]![slot]!) out[c]! |= 1 << slot;
  return out;
});

// ---------------------------------------------------------------------------------------------
// Drawing geometry (point-up hexagons, White at the bottom).

export const HEX_SIZE = 1; // circumradius
const SQRT3 = Math.sqrt(3);

/** Centre of a cell in board units (y downwards), before the drawing's margins. */
export function centre(q: number, r: number): { x: number; y: number } {
  return { x: (q + r / 2) * SQRT3 * HEX_SIZE, y: -r * 1.5 * HEX_SIZE };
}

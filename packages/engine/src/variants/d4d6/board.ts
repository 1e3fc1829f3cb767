/**
 * The 8x8 board of d4 d6 chess as flat tables: square index = rank * 8 + file (a1 = 0,
 * h8 = 63), piece codes in one byte, directions 0..7 clockwise from north. Every rule
 * module reads these tables instead of recomputing geometry.
 */

export const FILES = 'abcdefgh';

export const squareName = (sq: number): string => `${FILES[sq & 7]}${(sq >> 3) + 1}`;
export const fileOf = (sq: number): number => sq & 7;
export const rankOf = (sq: number): number => sq >> 3;

/** Parses `e4` into a square index, or -1. */
export function parseSquare(text: string): number {
  if (text.length !== 2) return -1;
  const f = FILES.indexOf(text[0]!);
  const r = text.charCodeAt(1) - 49;
  return f < 0 || r < 0 || r > 7 ? -1 : r * 8 + f;
}

// ---------------------------------------------------------------------------------------------
// Pieces: low three bits the type, bit 3 set for Black. 0 is an empty square.

export const RATO = 1;
export const FORMIGA = 2;
export const GATA = 3;
export const GATO = 4;
export const CAVALO = 5;
export const GUARDA = 6;
export const RINOCERONTE = 7;
export const BLACK = 8;

export type PieceType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const typeOf = (code: number): number => code & 7;
/** 0 for White, 1 for Black. */
export const colourOf = (code: number): number => code >> 3;
export const isGambling = (code: number): boolean => code !== 0 && (code & 7) !== GUARDA;

/** Letters of the position text (White's; Black's are lower case). */
export const TYPE_LETTER = ['', 'R', 'F', 'A', 'T', 'C', 'G', 'N'] as const;
export const TYPE_NAME = ['', 'Rato', 'Formiga', 'Gata', 'Gato', 'Cavalo', 'Guarda', 'Rinoceronte'] as const;
export const TYPE_KIND = ['', 'rato', 'formiga', 'gata', 'gato', 'cavalo', 'guarda', 'rinoceronte'] as const;

// ---------------------------------------------------------------------------------------------
// Directions, clockwise from north; north is towards rank 8.

export const N = 0, NE = 1, E = 2, SE = 3, S = 4, SW = 5, W = 6, NW = 7;
export const DIR_NAMES = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export const DIR_WORDS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;
const DX = [0, 1, 1, 1, 0, -1, -1, -1];
const DY = [1, 1, 0, -1, -1, -1, 0, 1];
export const ORTHOGONAL = [N, E, S, W] as const;
export const DIAGONAL = [NE, SE, SW, NW] as const;

/** STEP[sq * 8 + dir]: the neighbouring square, or -1 off the board. */
export const STEP = new Int8Array(64 * 8);
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    const f = fileOf(sq) + DX[d]!, r = rankOf(sq) + DY[d]!;
    STEP[sq * 8 + d] = f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
  }
}

// ---------------------------------------------------------------------------------------------
// Areas, exactly as the source lists them.

const mask = (names: string): Uint8Array => {
  const m = new Uint8Array(64);
  for (const n of names.split(' ')) m[parseSquare(n)] = 1;
  return m;
};

/** The 48 squares of the playing area: files c-f on ranks 1, 2, 7, 8 and ranks 3-6 entirely. */
export const PLAYING = new Uint8Array(64);
for (let sq = 0; sq < 64; sq++) {
  const f = fileOf(sq), r = rankOf(sq);
  PLAYING[sq] = r >= 2 && r <= 5 ? 1 : f >= 2 && f <= 5 ? 1 : 0;
}
export const WAITING = PLAYING.map((p) => 1 - p);
export const TELEPORT = mask('a8 h8 a1 h1');
export const PROMOTION = mask('a6 h6 a5 h5 a4 h4 a3 h3');
export const BORDER = mask('c8 d8 e8 f8 c7 f7 c2 f2 c1 d1 e1 f1');
/** START[colour]: White's starting area c1-f1, Black's c8-f8. */
export const START = [mask('c1 d1 e1 f1'), mask('c8 d8 e8 f8')] as const;
/** The rank index (0-based) each colour calls its sixth rank. */
export const SIXTH_RANK = [5, 2] as const;

export const AREA_INFO = [
  { id: 'playing', name: 'Playing area', description: 'The 48 squares where gambling pieces move: files c to f of ranks 1, 2, 7 and 8, and ranks 3 to 6 entirely.' },
  { id: 'waiting', name: 'Waiting area', description: 'The 16 corner squares outside the playing area, where captured and promoted Cavalos wait.' },
  { id: 'teleportation', name: 'Teleportation area', description: 'a1, h1, a8 and h8: a Guarda standing here may be placed on any empty square of the playing area.' },
  { id: 'promotion', name: 'Promotion area', description: 'Files a and h of ranks 3 to 6: a Cavalo standing here may promote.' },
  { id: 'border', name: 'Border area', description: 'Files c to f of ranks 1 and 8, and c2, f2, c7, f7: a Cavalo entering it turns to face its own sixth rank.' },
  { id: 'start-white', name: "White's starting area", description: 'c1 to f1, where a third Cavalo of White enters.' },
  { id: 'start-black', name: "Black's starting area", description: 'c8 to f8, where a third Cavalo of Black enters.' },
] as const;

export function areasOf(sq: number): string[] {
  const out: string[] = [PLAYING[sq] ? 'playing' : 'waiting'];
  if (TELEPORT[sq]) out.push('teleportation');
  if (PROMOTION[sq]) out.push('promotion');
  if (BORDER[sq]) out.push('border');
  if (START[0][sq]) out.push('start-white');
  if (START[1][sq]) out.push('start-black');
  return out;
}

/** Gato steps: a knight move made of three orthogonal unit substeps, every one inside the playing area. */
export interface KnightPath {
  readonly a: number;
  readonly b: number;
  readonly t: number;
}
/** The knight path through three orthogonal unit steps `d1`, `d2`, `d3` from `sq`, or null if it leaves the playing area. */
function knightPath(sq: number, d1: number, d2: number, d3: number): KnightPath | null {
  const a = STEP[sq * 8 + d1]!;
  if (a < 0 || !PLAYING[a]) return null;
  const b = STEP[a * 8 + d2]!;
  if (b < 0 || !PLAYING[b]) return null;
  const t = STEP[b * 8 + d3]!;
  return t < 0 || !PLAYING[t] ? null : { a, b, t };
}
export const KNIGHT_PATHS: readonly (readonly KnightPath[])[] = (() => {
  const out: KnightPath[][] = [];
  // Each knight move is 2 units along one axis and 1 along the other; the three orders
  // of the unit substeps are long-long-short, long-short-long and short-long-long.
  // Plain index loops: this runs as the module loads, before the engine's code is optimised.
  for (let sq = 0; sq < 64; sq++) {
    const list: KnightPath[] = [];
    out.push(list);
    if (!PLAYING[sq]) continue;
    for (let i = 0; i < 4; i++) {
      const long = ORTHOGONAL[i]!;
      for (let j = 0; j < 4; j++) {
        const short = ORTHOGONAL[j]!;
        if (i === j || (i + 2) % 4 === j) continue;
        const p1 = knightPath(sq, long, long, short);
        if (p1) list.push(p1);
        const p2 = knightPath(sq, long, short, long);
        if (p2) list.push(p2);
        const p3 = knightPath(sq, short, long, long);
        if (p3) list.push(p3);
      }
    }
  }
  return out;
})();

/** Orthogonal neighbours, for the Guardas' protection. */
export const ORTHO_NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: 64 }, (_, sq) =>
  ORTHOGONAL.map((d) => STEP[sq * 8 + d]!).filter((t) => t >= 0),
);

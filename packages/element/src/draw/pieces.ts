/**
 * Our own piece drawings, as inline path data in a 100 x 100 box (no asset files).
 * Each piece is a few parts: `body` parts take the side's fill, `detail` parts are drawn
 * in the contrasting colour, `mark` is a short label (the d4 d6 pieces carry their initials
 * so that they can be told apart by name).
 */
import type { PieceKind } from '../engine.js';

export interface PiecePart {
  readonly kind: 'path' | 'circle';
  readonly role: 'body' | 'detail' | 'detail-fill';
  readonly d?: string;
  readonly cx?: number;
  readonly cy?: number;
  readonly r?: number;
  /** Overlaps the parts before it: drawn as a path of its own so that it covers their outline. */
  readonly over?: boolean;
}

export interface PieceDrawing {
  readonly parts: readonly PiecePart[];
  /** Letters written on the piece (d4 d6 pieces), or undefined. */
  readonly mark?: string;
  /** Vertical position of the mark in the 100-box. */
  readonly markY?: number;
}

export const body = (d: string): PiecePart => ({ kind: 'path', role: 'body', d });
export const detail = (d: string): PiecePart => ({ kind: 'path', role: 'detail', d });
export const dot = (cx: number, cy: number, r: number, role: PiecePart['role'] = 'body'): PiecePart => ({ kind: 'circle', role, cx, cy, r });
export const over = (p: PiecePart): PiecePart => ({ ...p, over: true });

const base = 'M25 78h50v8H25z';

/**
 * The chess pieces. The other games' pieces are drawn by draw/game-pieces.ts, which joins them
 * here when it loads (with draw/features.ts): a diagram of a chess position never fetches them.
 */
export const PIECES: Partial<Record<PieceKind, PieceDrawing>> = {
  pawn: {
    parts: [dot(50, 26, 11), body('M42 37h16l-1 5c5 10 9 22 13 36H30c4-14 8-26 13-36z'), body(base)],
  },
  rook: {
    parts: [
      body('M28 86h44v-9h-4l-3-33h4V26h-8v6h-6v-6H45v6h-6v-6h-8v18h4l-3 33h-4z'),
      detail('M35 44h30M33 77h34'),
    ],
  },
  bishop: {
    parts: [
      dot(50, 16, 5),
      body('M50 21c-12 9-17 22-12 35h24c5-13 0-26-12-35z'),
      body('M36 56h28v6H36z'),
      body('M35 62c-1 8-4 12-9 16h48c-5-4-8-8-9-16z'),
      body(base),
      detail('M55 30l-8 12'),
    ],
  },
  knight: {
    parts: [
      body('M30 86h44c0-20-2-44-10-56-4-6-10-10-18-12l-2-6-4 8c-8 4-14 12-18 20l-4 10c0 4 4 6 8 4l6-4c4 0 8-2 10-6 2 8-10 14-14 24-3 6-2 12-2 18z'),
      detail('M56 26c6 10 10 28 10 50'),
      dot(39, 31, 2.8, 'detail-fill'),
    ],
  },
  queen: {
    parts: [
      body('M27 76l-5-44 14 20 6-28 8 26 8-26 6 28 14-20-5 44z'),
      over(dot(22, 29, 4.5)), dot(42, 20, 4.5), dot(58, 20, 4.5), dot(78, 29, 4.5),
      body(base),
      detail('M29 68h42'),
    ],
  },
  king: {
    parts: [
      body('M46 10h8v8h8v8h-8v14h-8V26h-8v-8h8z'),
      body('M28 76c-10-14-6-32 8-32 6 0 10 4 14 10 4-6 8-10 14-10 14 0 18 18 8 32z'),
      body(base),
      detail('M31 69h38M50 54v12'),
    ],
  },
};

/**
 * A piece as few paths as its looks allow: each run of parts of the same role that do not
 * overlap becomes one path (circles written as two arcs), so a board has fewer elements to
 * style, lay out and paint. Parts marked `over` start a path of their own, drawn over the rest.
 */
export interface MergedPart {
  readonly role: PiecePart['role'];
  readonly d: string;
}

const asPath = (p: PiecePart): string =>
  p.kind === 'circle' ? `M${p.cx! - p.r!} ${p.cy}a${p.r} ${p.r} 0 1 0 ${2 * p.r!} 0a${p.r} ${p.r} 0 1 0 ${-2 * p.r!} 0z` : p.d!;

const mergedCache = new Map<PieceKind, readonly MergedPart[]>();
export function mergedParts(kind: PieceKind): readonly MergedPart[] {
  let out = mergedCache.get(kind) as MergedPart[] | undefined;
  if (out) return out;
  const drawing = PIECES[kind];
  // A game's own piece before draw/game-pieces.ts has come: nothing yet (and nothing kept).
  if (!drawing) return [];
  out = [];
  for (const part of drawing.parts) {
    const last = out[out.length - 1];
    if (last && last.role === part.role && !part.over) out[out.length - 1] = { role: part.role, d: last.d + asPath(part) };
    else out.push({ role: part.role, d: asPath(part) });
  }
  mergedCache.set(kind, out);
  return out;
}

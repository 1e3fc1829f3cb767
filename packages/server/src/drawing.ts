/** The pictures of a checked board: SVG text from the element's static renderer, and its size. */
import type { CheckedBoard } from './board-query.js';
import { renderLoadedBoardSvg } from './deps.js';

/** The board as SVG text (its intrinsic size comes from the viewBox). */
export function boardSvg(board: CheckedBoard | { variant: CheckedBoard['variant']; drawing: CheckedBoard['drawing'] }): string {
  return renderLoadedBoardSvg(board.variant, board.drawing);
}

/**
 * The board at an earlier ply, for a GIF's frame. A plain list of moves is cut to that ply, so
 * each frame replays only its own moves; a record with comments keeps its text (the marks of
 * the shown position are in it) and is shown at the ply.
 */
export function frameBoard(board: CheckedBoard, ply: number): { variant: CheckedBoard['variant']; drawing: CheckedBoard['drawing'] } {
  const s = board.session;
  // A fixed roll belongs to the shown position only.
  const { ply: _shown, roll, ...rest } = board.drawing;
  const keep = ply === s.ply && roll !== undefined ? { roll } : {};
  if (s.annotated) return { variant: board.variant, drawing: { ...rest, ...keep, ply } };
  const moves = s.events.slice(0, ply).map((e) => e.notation);
  return {
    variant: board.variant,
    drawing: { ...rest, ...keep, options: s.options, moves, ...(s.startText !== undefined ? { position: s.startText } : { position: undefined }) },
  };
}

/** Height over width of an SVG drawing, from its viewBox (1 if it has none). */
export function aspectOf(svg: string): number {
  const m = /viewBox="\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+([\d.e]+)\s*"/.exec(svg);
  const w = Number(m?.[1]);
  const h = Number(m?.[2]);
  return w > 0 && h > 0 ? h / w : 1;
}

/** The pixel height of a raster `width` wide (resvg rounds the same way). */
export const heightFor = (svg: string, width: number): number => Math.round(width * aspectOf(svg));

/** The pictures of a checked board: SVG text from the element's static renderer, and its size. */
import type { CheckedBoard } from './board-query.js';
import { renderLoadedBoardSvg } from './deps.js';

/** The board as SVG text (its intrinsic size comes from the viewBox). */
export function boardSvg(board: CheckedBoard | { variant: CheckedBoard['variant']; drawing: CheckedBoard['drawing'] }): string {
  return renderLoadedBoardSvg(board.variant, board.drawing);
}

type Frame = { variant: CheckedBoard['variant']; drawing: CheckedBoard['drawing'] };

/**
 * The board at an earlier ply, for a GIF's frame, with the moves since `from` (the previous
 * frame's ply) played from the position there, written in the game's own position text: each
 * frame replays one or two moves rather than the whole game. Where the text does not give the
 * same position back (or the game is an annotated record, whose marks need the record), the
 * frame is the whole game shown at that ply.
 */
export function frameBoard(board: CheckedBoard, ply: number, from: number): Frame {
  const s = board.session;
  const v = board.variant;
  // A fixed roll belongs to the shown position only.
  const { ply: _shown, roll, ...rest } = board.drawing;
  const keep = ply === s.ply && roll !== undefined ? { roll } : {};
  const whole: Frame = { variant: v, drawing: { ...rest, ...keep, ply } };
  if (s.annotated) return whole;
  try {
    const position = from === 0 && s.startText !== undefined ? s.startText : v.formatPosition(s.stateAt(from));
    if (v.formatPosition(v.parsePosition(position, s.options)) !== position) return whole;
    const moves = s.events.slice(from, ply).map((e) => e.notation);
    return { variant: v, drawing: { ...rest, ...keep, options: s.options, position, moves } };
  } catch {
    return whole;
  }
}

/** A frame's SVG: from the position of the previous frame when that works, else the whole game. */
export function frameSvg(board: CheckedBoard, ply: number, from: number): string {
  const quick = frameBoard(board, ply, from);
  try {
    return boardSvg(quick);
  } catch {
    return boardSvg({ variant: board.variant, drawing: { ...board.drawing, ply } });
  }
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

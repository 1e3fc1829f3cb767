/** The pictures of a checked board: SVG text from the element's static renderer, and its size. */
import type { CheckedBoard } from './board-query.js';
import { renderLoadedBoardSvg } from './deps.js';

/** The board as SVG text (its intrinsic size comes from the viewBox; `width` writes one). */
export function boardSvg(board: CheckedBoard, extra: { ply?: number; width?: number } = {}): string {
  return renderLoadedBoardSvg(board.variant, { ...board.drawing, ...extra });
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

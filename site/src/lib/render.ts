/**
 * Static SVG for a board, made at build time with the element's own renderer
 * (packages/element/src/static.ts), so the picture before and after the script loads is
 * drawn by the same code.
 */
import { renderBoardSvg } from '../../../packages/element/src/static.ts';
import type { VariantOptions } from './engine.ts';

export interface RenderOptions {
  variant: string;
  position?: string;
  moves?: string[];
  options?: VariantOptions;
  orientation?: 'white' | 'black';
  highlights?: string[];
  arrows?: [string, string][];
  coordinates?: boolean;
  ply?: number;
  label?: string;
}

export function renderSvg(opts: RenderOptions): Promise<string> {
  return renderBoardSvg(opts);
}

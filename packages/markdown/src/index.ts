/**
 * @variant-board/markdown: fenced `variant-board` blocks in Markdown become `<variant-board>`
 * elements with their static SVG inside. See README.md for the block format and set-ups.
 */
export { remarkVariantBoard } from './remark.js';
export type { RemarkVariantBoardOptions } from './remark.js';
export { markupToHast } from './hast.js';
export { markdownItVariantBoard } from './markdown-it.js';
export type { MarkdownItVariantBoardOptions } from './markdown-it.js';
export { satteriVariantBoard } from './satteri.js';
export { prepare } from './games.js';
export { LANGUAGE, renderBlock, renderBlockSync, drawBlock, drawBlockSync } from './render.js';
export type { VariantBoardOptions, RenderedBoard } from './render.js';
export { parseBlock, KEYS, ATTRIBUTE_KEYS, FIGURE_KEYS } from './block.js';
export type { ParsedBlock, BlockEntry, BlockKey } from './block.js';
export type { BoardSpec } from './board.js';
export { VariantBoardBlockError } from './errors.js';
export type { BlockLocation } from './errors.js';

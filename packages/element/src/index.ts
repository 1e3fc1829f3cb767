/** Entry point: defines <variant-board> and exports its types and helpers. */
export { VariantBoard } from './variant-board.js';
export type { BoardErrorDetail, MoveDetail, RollDetail, PositionChangeDetail, RejectDetail, RejectReason } from './variant-board.js';
export type { GameOverDetail, ShareDetail, VariantBoardEventMap } from './events.js';
export { strings, setStrings, en } from './strings.js';
export type { Strings } from './strings.js';

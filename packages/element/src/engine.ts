/**
 * The parts of the engine the element's core uses, imported module by module so that the core
 * bundle holds no game rules, no search and no game history (those load on demand: the rules
 * with a board of their game, engine-game.ts with game.ts).
 */
export * from '../../engine/src/core/types.js';
export { VariantBoardError } from '../../engine/src/core/errors.js';
export type { GameSession } from '../../engine/src/core/session.js';
export type { PlaySession } from '../../engine/src/core/play-session.js';
export type { RandomSource } from '../../engine/src/core/random.js';
export { formatOptions, parseOptions } from '../../engine/src/core/options.js';
export { hasDice, hasPlainBoard, loadVariant, isVariantId } from '../../engine/src/registry.js';

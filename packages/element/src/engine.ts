/**
 * The parts of the engine the element uses, imported module by module so that the core
 * bundle holds no game rules and no search (those load on demand).
 */
export * from '../../engine/src/core/types.js';
export { VariantBoardError } from '../../engine/src/core/errors.js';
export { GameSession } from '../../engine/src/core/session.js';
export { fairRandom, seededRandom } from '../../engine/src/core/random.js';
export type { RandomSource } from '../../engine/src/core/random.js';
export { formatOptions, parseOptions, tokenizeRecord } from '../../engine/src/core/record.js';
export { loadVariant, isVariantId } from '../../engine/src/registry.js';

/** Public API of the engine. */
export * from './core/types.js';
export * from './core/errors.js';
export * from './core/random.js';
export * from './core/record.js';
export * from './core/record-tree.js';
export * from './core/record-read.js';
export * from './core/session.js';
export * from './core/search-helpers.js';
export { loadVariant, isVariantId, assertVariantId, hasDice, hasPlainBoard } from './registry.js';
export * from './ai/index.js';

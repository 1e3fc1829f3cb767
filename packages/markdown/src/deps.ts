/**
 * Everything this package takes from the engine and the element, in one place. Inside the
 * repository these are the sources (so tests, the type check and the site need no build
 * first); `scripts/build.mjs` rewrites the two paths to the published packages,
 * `@variant-board/engine` and `@variant-board/element/static`, in `dist/`.
 */
export { GameSession, UnknownVariantError, VariantBoardError, isVariantId, loadVariant, parseOptions, VARIANT_IDS } from '../../engine/src/index.js';
export type { AnyVariant, VariantOptions } from '../../engine/src/index.js';
export { attributeProblem, renderLoadedBoardSvg } from '../../element/src/static.js';
export type { CheckedAttribute } from '../../element/src/static.js';

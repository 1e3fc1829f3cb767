/**
 * Everything this package takes from the engine and the element, in one place. Inside the
 * repository these are the sources (tests and the bench need no build first);
 * `scripts/build.mjs` rewrites the two paths to the published packages,
 * `@variant-board/engine` and `@variant-board/element/static`, in `dist/`.
 */
export { GameSession, UnknownVariantError, VariantBoardError, VARIANT_IDS, isVariantId, loadVariant, parseOptions } from '../../engine/src/index.js';
export type { AnyVariant, RecordEvent, VariantOptions } from '../../engine/src/index.js';
export { attributeProblem, renderLoadedBoardSvg } from '../../element/src/static.js';
export type { CheckedAttribute, StaticBoardOptions } from '../../element/src/static.js';
// Play by post, for the live relay (src/live/): the published engine serves these paths as they are.
export { decodeLink, encodeLink, compareTranscripts, PostError, MAX_LINK_LENGTH, linkText, usePostCrypto } from '../../engine/src/post/index.js';
export type { Post, PostCrypto, Transcript } from '../../engine/src/post/index.js';
export { replayTranscript } from '../../engine/src/post/verify.js';
export { PostReplay } from '../../engine/src/post/replay.js';
export { toBase64Url } from '../../engine/src/post/bytes.js';
export { readPost } from '../../engine/src/post/link.js';
export { checkPostShape, MAX_POSTS } from '../../engine/src/post/shape.js';
export { postSegment } from '../../engine/src/post/transcript.js';

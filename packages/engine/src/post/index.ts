/**
 * Play by post: games by link between two players, with dice neither can bias and moves signed
 * by their player. Pure functions and Web Crypto (browsers, Web Workers, Node 20+); no server.
 * See the README's "Game records" for the format and the threat model.
 */
export { PostError, type PostProblem } from './errors.js';
export { CHAIN_LENGTH, chainStep, chainValue } from './chain.js';
export { chanceWeights, deriveChance, uniformBelow, outcomeAt, rollBlock, type RollInput } from './dice.js';
export { usePostCrypto, type PostCrypto } from './platform.js';
export { newSeat, importPublicKey, signText, verifyText, type Seat, type KeyPair } from './keys.js';
export {
  POST_VERSION, MAX_LINK_LENGTH, MAX_EVENTS_PER_POST, MAX_TOKEN_LENGTH, authorOf,
  type Post, type PostHeader, type Transcript,
} from './transcript.js';
export { MAX_POSTS, checkTranscript } from './shape.js';
export { encodeLink, decodeLink, linkText, linkUrl } from './link.js';
export {
  SHORT_VERSION, MAX_SHORT_POSTS, encodeShortLink, decodeShortLink, isShortLink, extendTranscript, type ShortLink,
} from './short.js';
export { writePostRecord, readPostRecord, isPostRecord } from './record.js';
export { verifyTranscript, compareTranscripts, checkFreshness, type PostGame, type Freshness } from './verify.js';
export { PostDraft, seatSide, type NewGame } from './turn.js';

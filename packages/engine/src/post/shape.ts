/**
 * The shape of a transcript, before any replay: counts, sizes and characters of every field.
 * Links and records are read into transcripts through these checks, and transcripts made in
 * code pass through them before a replay, so the replay only ever sees well-formed fields.
 */
import { VARIANT_IDS, type VariantId } from '../core/types.js';
import { toBase64Url } from './bytes.js';
import { CHAIN_BYTES, CHAIN_LENGTH } from './chain.js';
import { PostError } from './errors.js';
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from './keys.js';
import {
  MAX_EVENTS_PER_POST, MAX_OPTIONS_LENGTH, MAX_POSITION_LENGTH, MAX_TOKEN_LENGTH, POST_VERSION,
  type Post, type Transcript,
} from './transcript.js';

/** The most posts a game can have: the starter's first, then each player's chain values. */
export const MAX_POSTS = 1 + 2 * CHAIN_LENGTH;
export const NONCE_BYTES = 12;

/** A roll or move as a post may hold it: no spaces, nothing a record reads as its own syntax. */
const TOKEN = /^[^\s{}();"[\]%\\]+$/;
const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '½-½', '*']);

export function checkToken(token: string, where: { post?: number }): void {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw new PostError('format', token, `a roll or move of 1 to ${MAX_TOKEN_LENGTH} characters`, where);
  if (!TOKEN.test(token) || RESULTS.has(token) || /^\d+\./.test(token)) {
    throw new PostError('format', token, 'a roll or move in the game\'s notation (no spaces, braces, brackets, parentheses, quotes, move numbers or results)', where);
  }
}

export function checkVariantId(text: string): VariantId {
  if (!(VARIANT_IDS as readonly string[]).includes(text)) throw new PostError('format', text, `one of the games (${VARIANT_IDS.join(', ')})`);
  return text as VariantId;
}

export function checkHeaderTexts(options: string, position: string): void {
  if (options.length > MAX_OPTIONS_LENGTH) throw new PostError('limit', options, `options of at most ${MAX_OPTIONS_LENGTH} characters`);
  if (position.length > MAX_POSITION_LENGTH) throw new PostError('limit', position, `a start position of at most ${MAX_POSITION_LENGTH} characters`);
  // Control characters and quotes would not survive a record's tag.
  for (const [text, what] of [[options, 'options'], [position, 'a start position']] as const) {
    const bad = /[\u0000-\u001f\u007f"\\]/.exec(text);
    if (bad) throw new PostError('format', text, `${what} without control characters, quotes or backslashes`);
  }
}

function bytes(value: Uint8Array | undefined, length: number, field: string, where: { post: number }, required: boolean): void {
  if (value === undefined) {
    if (required) throw new PostError('format', `post ${where.post}`, `${field} (${length} bytes)`, where);
    return;
  }
  if (!(value instanceof Uint8Array) || value.length !== length) {
    throw new PostError('format', value instanceof Uint8Array ? toBase64Url(value) : String(value), `${field} of ${length} bytes`, where);
  }
}

/** Throws PostError at the first field of a transcript out of shape. */
export function checkTranscript(t: Transcript): void {
  const h = t.header;
  if (h.version !== POST_VERSION) throw new PostError('format', String(h.version), `the protocol version ${POST_VERSION}`);
  checkVariantId(h.variant);
  if (h.starter !== 'white' && h.starter !== 'black') throw new PostError('format', String(h.starter), 'white or black as the starter');
  checkHeaderTexts(h.options, h.position);
  if (!(h.nonce instanceof Uint8Array) || h.nonce.length !== NONCE_BYTES) throw new PostError('format', 'nonce', `a nonce of ${NONCE_BYTES} bytes`);
  if (t.posts.length === 0) throw new PostError('format', '(no posts)', 'at least the post that starts the game');
  if (t.posts.length > MAX_POSTS) throw new PostError('limit', `post ${t.posts.length - 1}`, `at most ${MAX_POSTS} posts in a game`);
  t.posts.forEach((p: Post, seq) => checkPostShape(p, seq));
}

/** Throws PostError at the first field of post `seq` out of shape. */
export function checkPostShape(p: Post, seq: number): void {
  const where = { post: seq };
  bytes(p.key, PUBLIC_KEY_BYTES, 'a public key', where, seq <= 1);
  bytes(p.commit, CHAIN_BYTES, 'a chain head', where, seq <= 1);
  bytes(p.reveal, CHAIN_BYTES, 'a revealed value', where, seq >= 1);
  bytes(p.sig, SIGNATURE_BYTES, 'a signature', where, true);
  if (seq > 1 && (p.key || p.commit)) throw new PostError('format', `post ${seq}`, 'no key or chain head after the first two posts', where);
  if (seq === 0 && p.reveal) throw new PostError('format', `post ${seq}`, 'no revealed value in the first post', where);
  if (p.events.length > MAX_EVENTS_PER_POST) throw new PostError('limit', p.events[MAX_EVENTS_PER_POST]!, `at most ${MAX_EVENTS_PER_POST} rolls and moves in a post`, where);
  for (const token of p.events) checkToken(token, where);
}

/**
 * A play-by-post game is a transcript: a header (game, options, start position, who started, a
 * nonce) and the posts, one per message, the two players taking turns. Every post is signed by
 * its player over its content and over the hash of everything before it, so no post can be
 * changed, dropped, reordered or moved to another game without breaking a signature.
 *
 * - post 0, by the player who started: their public key, the head of their hash chain, their
 *   moves if the game starts with one of theirs;
 * - post 1, by the player who joined: their key, their chain's head, their first revealed value,
 *   their moves;
 * - post n >= 2: the next value of its player's chain, then the rolls that can now be made and
 *   the player's moves, up to the point where the game waits for the other player.
 *
 * Links and records both carry the same segments (see `postSegment`), so a record and a link
 * of the same game are signed identically.
 */
import { toBase64Url, utf8 } from './bytes.js';
import type { Side, VariantId } from '../core/types.js';

export const POST_VERSION = 'vb1';

/** Limits: a link's characters, a post's events, an event's characters, a header's texts. */
export const MAX_LINK_LENGTH = 120_000;
export const MAX_EVENTS_PER_POST = 32;
export const MAX_TOKEN_LENGTH = 40;
export const MAX_OPTIONS_LENGTH = 200;
export const MAX_POSITION_LENGTH = 600;

export interface PostHeader {
  readonly version: typeof POST_VERSION;
  readonly variant: VariantId;
  /** Options as records write them (`rinoceronte=true`), '' for the game's defaults. */
  readonly options: string;
  /** A start position text, '' for the game's own start. */
  readonly position: string;
  /** Who started the game (and signed post 0). */
  readonly starter: Side;
  /** 12 random bytes: two games of the same players and start are never the same game. */
  readonly nonce: Uint8Array;
}

export interface Post {
  /** Posts 0 and 1: the player's public key (raw P-256, 65 bytes). */
  readonly key?: Uint8Array;
  /** Posts 0 and 1: the head of the player's hash chain. */
  readonly commit?: Uint8Array;
  /** Posts from 1 on: the player's next chain value. */
  readonly reveal?: Uint8Array;
  /** The rolls and moves of the post, in the game's notation, in order. */
  readonly events: readonly string[];
  /** ECDSA P-256 / SHA-256 signature (64 bytes, r then s) of `signedText`. */
  readonly sig: Uint8Array;
}

export interface Transcript {
  readonly header: PostHeader;
  readonly posts: readonly Post[];
}

/** Who writes post `seq`: the starter the even ones, the other player the odd ones. */
export function authorOf(header: Pick<PostHeader, 'starter'>, seq: number): Side {
  return seq % 2 === 0 ? header.starter : header.starter === 'white' ? 'black' : 'white';
}

export function headerSegment(h: PostHeader): string {
  return [h.version, h.variant, toBase64Url(utf8(h.options)), toBase64Url(utf8(h.position)), h.starter[0], toBase64Url(h.nonce)].join('.');
}

/** A post's fields as a link writes them, without its signature. */
export function postBody(post: Omit<Post, 'sig'>, seq: number): string {
  const events = toBase64Url(utf8(post.events.join(' ')));
  const b = (bytes: Uint8Array | undefined) => toBase64Url(bytes ?? new Uint8Array());
  if (seq === 0) return [b(post.key), b(post.commit), events].join('.');
  if (seq === 1) return [b(post.key), b(post.commit), b(post.reveal), events].join('.');
  return [b(post.reveal), events].join('.');
}

export function postSegment(post: Post, seq: number): string {
  return `${postBody(post, seq)}.${toBase64Url(post.sig)}`;
}

/** What a post's signature signs: the hash of all before it, its number and its fields. */
export function signedText(before: Uint8Array, seq: number, body: string): string {
  return `variant-board post ${POST_VERSION}\n${toBase64Url(before)}\n${seq}\n${body}`;
}

/** What the hash before post 0 is made from. */
export const headerHashText = (h: PostHeader) => `variant-board post header\n${headerSegment(h)}`;
/** What the hash after a post is made from (the hash before it is in its signed text). */
export const afterHashText = (signed: string, sig: Uint8Array) => `${signed}\n${toBase64Url(sig)}`;

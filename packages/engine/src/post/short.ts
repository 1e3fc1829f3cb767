/**
 * Short links: the next move of a game the other player holds already. A full link carries the
 * whole game and grows by about 120 characters a post; a short one carries only the new posts and
 * what ties them to the game:
 *
 *   vb1s.GAME.FROM.TIE ~ POST ~ POST ...
 *
 * GAME is the game's id (`verifyTranscript(...).gameId`), FROM the number of the first new post,
 * TIE the first 12 characters of the signature of post FROM - 1, the post it goes on from (as
 * base64url), and each POST is that post's segment exactly as a full link writes it. So its
 * length depends on the posts it carries, not on the game's length.
 *
 * A short link is not a game: `extendTranscript` puts its posts after the reader's own copy of the
 * game, naming the problem when they do not fit (another game, a post the reader lacks, a copy that
 * differs). The result must then be verified as a whole (`verifyTranscript`): the tie only says
 * which copy the link was made from; the signatures, chains and rolls prove the posts.
 */
import { toBase64Url } from './bytes.js';
import { PostError } from './errors.js';
import { checkPostShape, MAX_POSTS } from './shape.js';
import { linkText, readPost } from './link.js';
import { MAX_LINK_LENGTH, POST_VERSION, postSegment, type Post, type Transcript } from './transcript.js';

export const SHORT_VERSION = `${POST_VERSION}s`;
/** Characters of the tie: 72 bits of the signature of the post the link goes on from. */
export const TIE_LENGTH = 12;
/** A short link carries a few posts (usually one); a long catch-up is a full link's job. */
export const MAX_SHORT_POSTS = 16;
const GAME_ID = /^[A-Za-z0-9_-]{43}$/;

export interface ShortLink {
  /** The game's id, as `verifyTranscript` gives it. */
  readonly gameId: string;
  /** The number of the first post it carries (at least 1: post 0 makes the game). */
  readonly from: number;
  /** The start of the base64url signature of post `from - 1`. */
  readonly tie: string;
  /** The posts `from`, `from + 1`, ..., each still to be verified within the whole game. */
  readonly posts: readonly Post[];
}

const tieOf = (post: Post) => toBase64Url(post.sig).slice(0, TIE_LENGTH);

/** Whether a link's text (or a URL with `#post=`) is a short link rather than a whole game. */
export function isShortLink(text: string): boolean {
  return linkText(text).startsWith(`${SHORT_VERSION}.`);
}

/**
 * The short link of a game's posts from `from` on, for a reader who holds posts 0 to `from - 1`
 * (after a player's post, `from` is that post's number: the other player wrote the one before).
 */
export function encodeShortLink(t: Transcript, gameId: string, from = t.posts.length - 1): string {
  if (!GAME_ID.test(gameId)) throw new RangeError(`encodeShortLink: ${JSON.stringify(gameId)} is not a game id`);
  if (!Number.isInteger(from) || from < 1 || from >= t.posts.length) {
    throw new RangeError(`encodeShortLink: no post ${from} to start from in a game of ${t.posts.length} posts (post 0 needs a full link)`);
  }
  const head = [SHORT_VERSION, gameId, String(from), tieOf(t.posts[from - 1]!)].join('.');
  return [head, ...t.posts.slice(from).map((p, i) => postSegment(p, from + i))].join('~');
}

/** Reads a short link's text (or a URL whose fragment is `#post=` and the text); throws PostError naming the field. */
export function decodeShortLink(text: string): ShortLink {
  if (typeof text !== 'string') throw new PostError('format', String(text), 'a short link as text');
  const link = linkText(text);
  if (link.length > MAX_LINK_LENGTH) throw new PostError('limit', link.slice(0, 24), `a link of at most ${MAX_LINK_LENGTH} characters, not ${link.length}`);
  const bad = /[^A-Za-z0-9._~-]/.exec(link);
  if (bad) throw new PostError('format', link.slice(Math.max(0, bad.index - 8), bad.index + 8), `only A-Z a-z 0-9 - _ . ~ in a link (found ${JSON.stringify(bad[0])} at character ${bad.index + 1})`);
  const parts = link.split('~');
  const head = parts[0]!.split('.');
  if (head[0] !== SHORT_VERSION) throw new PostError('format', head[0] ?? '', `a short link starting ${SHORT_VERSION}.`);
  if (head.length !== 4) throw new PostError('format', parts[0]!, 'a short link\'s head: version, game id, first post, tie, separated by "."');
  const [, gameId, fromText, tie] = head as [string, string, string, string];
  if (!GAME_ID.test(gameId)) throw new PostError('format', gameId, 'a game id of 43 base64url characters');
  if (!/^[1-9]\d{0,3}$/.test(fromText) || Number(fromText) >= MAX_POSTS) throw new PostError('format', fromText, `the number of the first post the link carries (1 to ${MAX_POSTS - 1})`);
  if (!/^[A-Za-z0-9_-]+$/.test(tie) || tie.length !== TIE_LENGTH) throw new PostError('format', tie, `a tie of ${TIE_LENGTH} base64url characters (the start of the signature of the post the link goes on from)`);
  const count = parts.length - 1;
  if (count === 0) throw new PostError('format', link.slice(0, 48), 'at least one post after the short link\'s head');
  if (count > MAX_SHORT_POSTS) throw new PostError('limit', `${count} posts`, `at most ${MAX_SHORT_POSTS} posts in a short link (send the full link)`);
  const from = Number(fromText);
  if (from + count > MAX_POSTS) throw new PostError('limit', `post ${from + count - 1}`, `at most ${MAX_POSTS} posts in a game`);
  // Each post is read at its own number by the full link's reader: the same field checks, and
  // errors that name the same post.
  const posts = parts.slice(1).map((segment, i) => {
    const seq = from + i;
    const post = readPost(segment, seq);
    checkPostShape(post, seq);
    return post;
  });
  return { gameId, from, tie, posts };
}

/**
 * The reader's copy of a game with a short link's posts after it. `known` is the latest copy this
 * reader holds and `knownId` its id. Throws PostError: 'format' for another game, 'missing' when
 * the link starts after a post the reader lacks (they need the full link), 'fork' when the post it
 * goes on from, or a post it repeats, differs from the reader's copy. The result is unverified.
 */
export function extendTranscript(known: Transcript, knownId: string, short: ShortLink): Transcript {
  if (short.gameId !== knownId) {
    throw new PostError('format', short.gameId, `a link of this game (${knownId.slice(0, 10)}...), not of another`);
  }
  const have = known.posts.length;
  if (short.from > have) {
    throw new PostError('missing', `post ${short.from}`, `a link that goes on from post ${have - 1}, the latest this browser holds (posts ${have} to ${short.from - 1} never reached it: open the full link)`, { post: short.from });
  }
  const base = known.posts[short.from - 1]!;
  if (tieOf(base) !== short.tie) {
    throw new PostError('fork', short.tie, `post ${short.from - 1} as this browser holds it (${tieOf(base)}): the link was made from a different game or a changed copy`, { post: short.from - 1 });
  }
  const posts = [...known.posts.slice(0, short.from)];
  short.posts.forEach((p, i) => {
    const seq = short.from + i;
    const mine = known.posts[seq];
    if (mine && postSegment(mine, seq) !== postSegment(p, seq)) {
      throw new PostError('fork', toBase64Url(p.sig), `post ${seq} as this browser holds it (someone changed the game from there on)`, { post: seq });
    }
    posts.push(p);
  });
  // Posts the reader holds beyond the link's stay: the link is then older than the copy.
  for (let seq = posts.length; seq < have; seq++) posts.push(known.posts[seq]!);
  return { header: known.header, posts };
}

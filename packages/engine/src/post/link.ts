/**
 * Links: a whole play-by-post game in one URL-safe text, to put in a URL's fragment
 * (`#post=...`) or to paste. The header and the posts are separated by `~`, fields by `.`,
 * and every field is base64url, so the text uses only `A-Z a-z 0-9 - _ . ~`:
 *
 *   vb1.VARIANT.OPTIONS.POSITION.w|b.NONCE ~ KEY.HEAD.MOVES.SIG ~ KEY.HEAD.VALUE.MOVES.SIG ~ VALUE.MOVES.SIG ~ ...
 *
 * (OPTIONS, POSITION and MOVES are UTF-8 text in base64url; MOVES are a post's rolls and moves
 * separated by spaces.) Reading a link checks every field, with a PostError naming the first bad
 * one; it does not verify the game (see verify.ts).
 */
import { fromBase64Url, fromUtf8 } from './bytes.js';
import { CHAIN_BYTES } from './chain.js';
import { PostError } from './errors.js';
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from './keys.js';
import { checkHeaderTexts, checkTranscript, checkVariantId, MAX_POSTS, NONCE_BYTES } from './shape.js';
import { headerSegment, MAX_LINK_LENGTH, POST_VERSION, postSegment, type Post, type PostHeader, type Transcript } from './transcript.js';

export function encodeLink(t: Transcript): string {
  return [headerSegment(t.header), ...t.posts.map((p, i) => postSegment(p, i))].join('~');
}

const LINK = /^[A-Za-z0-9._~-]*$/;

/** Reads a link's text (or a URL whose fragment is `#post=` and the text); throws PostError. */
export function decodeLink(text: string): Transcript {
  if (typeof text !== 'string') throw new PostError('format', String(text), 'a link as text');
  const link = linkText(text);
  if (link.length > MAX_LINK_LENGTH) throw new PostError('limit', link.slice(0, 24), `a link of at most ${MAX_LINK_LENGTH} characters, not ${link.length}`);
  if (!LINK.test(link)) {
    const bad = /[^A-Za-z0-9._~-]/.exec(link)!;
    throw new PostError('format', link.slice(Math.max(0, bad.index - 8), bad.index + 8), `only A-Z a-z 0-9 - _ . ~ in a link (found ${JSON.stringify(bad[0])} at character ${bad.index + 1})`);
  }
  const parts = link.split('~');
  if (parts.length - 1 > MAX_POSTS) throw new PostError('limit', `post ${parts.length - 2}`, `at most ${MAX_POSTS} posts in a game`);
  if (parts[0]!.startsWith(`${POST_VERSION}s.`)) {
    throw new PostError('format', parts[0]!.slice(0, 24), 'a whole game\'s link (this short link carries only the latest posts: open it where the game is held, or ask for the full link)');
  }
  const header = readHeader(parts[0]!);
  const posts = parts.slice(1).map((segment, seq) => readPost(segment, seq));
  const t = { header, posts };
  checkTranscript(t);
  return t;
}

/** A link's own text: what follows `#` (and `post=`) in a URL, else the text, trimmed. */
export function linkText(text: string): string {
  let link = text.trim();
  const hash = link.indexOf('#');
  if (hash >= 0) {
    link = link.slice(hash + 1);
    if (link.startsWith('post=')) link = link.slice(5);
  }
  return link;
}

function fields(segment: string, count: number, what: string, where: { post?: number } = {}): string[] {
  const f = segment.split('.');
  if (f.length !== count) throw new PostError('format', segment, `${what}: ${count} fields separated by "."`, where);
  return f;
}

function readHeader(segment: string): PostHeader {
  const [version, variant, options, position, starter, nonce] = fields(segment, 6, 'the game (version, game, options, position, starter, nonce)');
  if (version !== POST_VERSION) throw new PostError('format', version!, `the link version ${POST_VERSION}`);
  const header: PostHeader = {
    version: POST_VERSION,
    variant: checkVariantId(variant!),
    options: fromUtf8(fromBase64Url(options!, 'the options'), 'the options'),
    position: fromUtf8(fromBase64Url(position!, 'the start position'), 'the start position'),
    starter: starter === 'w' ? 'white' : starter === 'b' ? 'black' : bad(starter!, 'w or b for the side that started'),
    nonce: fromBase64Url(nonce!, 'the nonce', NONCE_BYTES),
  };
  checkHeaderTexts(header.options, header.position);
  return header;
}

function bad(token: string, expected: string): never {
  throw new PostError('format', token, expected);
}

/** Reads post `seq`'s segment (its fields depend on its number); throws PostError naming the field. */
export function readPost(segment: string, seq: number): Post {
  const where = { post: seq };
  const n = seq === 0 ? 4 : seq === 1 ? 5 : 3;
  const f = fields(segment, n, seq === 0 ? 'the first post (key, head, moves, signature)' : seq === 1 ? 'the second post (key, head, value, moves, signature)' : 'a post (value, moves, signature)', where);
  const sig = fromBase64Url(f[n - 1]!, 'a signature', SIGNATURE_BYTES, where);
  const eventsText = fromUtf8(fromBase64Url(f[n - 2]!, 'the moves', undefined, where), 'the moves', where);
  const events = eventsText === '' ? [] : eventsText.split(' ');
  if (seq === 0) return { key: fromBase64Url(f[0]!, 'a public key', PUBLIC_KEY_BYTES, where), commit: fromBase64Url(f[1]!, 'a chain head', CHAIN_BYTES, where), events, sig };
  if (seq === 1) {
    return {
      key: fromBase64Url(f[0]!, 'a public key', PUBLIC_KEY_BYTES, where),
      commit: fromBase64Url(f[1]!, 'a chain head', CHAIN_BYTES, where),
      reveal: fromBase64Url(f[2]!, 'a revealed value', CHAIN_BYTES, where),
      events,
      sig,
    };
  }
  return { reveal: fromBase64Url(f[0]!, 'a revealed value', CHAIN_BYTES, where), events, sig };
}

/** A URL that opens the game: `base` (the page the board is on) with the link in its fragment. */
export function linkUrl(base: string, t: Transcript): string {
  return `${base.replace(/#.*$/, '')}#post=${encodeLink(t)}`;
}

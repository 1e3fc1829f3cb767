/**
 * Play-by-post games as records, in the ordinary record syntax, so that any reader loads them as
 * a plain game (the rolls and moves are the body's tokens; the rest is tags and comments):
 *
 *   [Variant "dice"]
 *   [Post "vb1"]
 *   [PostStarter "white"]
 *   [PostNonce "..."]
 *   [WhiteKey "..."]  [WhiteHead "..."]  [BlackKey "..."]  [BlackHead "..."]
 *   [Result "*"]
 *
 *   {[%post 0 sig=...]}
 *   {[%post 1 value=... sig=...]}
 *   11 e4 {[%post 2 value=... sig=...]}
 *
 * Each post's rolls and moves come before its `[%post n ...]` comment. Other comments are
 * allowed and ignored (they are not signed); side lines are not (a post game has one line).
 */
import { splitRecord, parseBody, checkRecordLength } from '../core/record-read.js';
import { VariantBoardError } from '../core/errors.js';
import type { Side } from '../core/types.js';
import { fromBase64Url, toBase64Url } from './bytes.js';
import { CHAIN_BYTES } from './chain.js';
import { PostError } from './errors.js';
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from './keys.js';
import { checkHeaderTexts, checkTranscript, checkVariantId, NONCE_BYTES } from './shape.js';
import { authorOf, MAX_LINK_LENGTH, POST_VERSION, type Post, type PostHeader, type Transcript } from './transcript.js';
import type { GameResult } from '../core/types.js';

const tag = (name: string, value: string) => `[${name} "${value.replace(/(["\\])/g, '\\$1')}"]`;
const cap = (side: Side) => (side === 'white' ? 'White' : 'Black');

/** Writes a transcript as a record; `result` (from `verifyTranscript`) fills the Result tag. */
export function writePostRecord(t: Transcript, result: GameResult | null = null): string {
  const h = t.header;
  const head = [tag('Variant', h.variant)];
  if (h.options) head.push(tag('Options', h.options));
  if (h.position) head.push(tag('Position', h.position));
  head.push(tag('Post', h.version), tag('PostStarter', h.starter), tag('PostNonce', toBase64Url(h.nonce)));
  t.posts.slice(0, 2).forEach((p, seq) => {
    const side = cap(authorOf(h, seq));
    head.push(tag(`${side}Key`, toBase64Url(p.key!)), tag(`${side}Head`, toBase64Url(p.commit!)));
  });
  head.push(tag('Result', result ? (result.winner === 'white' ? '1-0' : result.winner === 'black' ? '0-1' : '1/2-1/2') : '*'));
  const lines = t.posts.map((p, seq) => {
    const note = `{[%post ${seq}${p.reveal ? ` value=${toBase64Url(p.reveal)}` : ''} sig=${toBase64Url(p.sig)}]}`;
    return [...p.events, note].join(' ');
  });
  return `${head.join('\n')}\n\n${lines.join('\n')}\n`;
}

/** Whether a record's text is a play-by-post game (it has a Post tag). */
export function isPostRecord(text: string): boolean {
  return /^\s*\[Post\s+"/m.test(text);
}

const POST_NOTE = /^\[%post (\d{1,4})((?: [a-z]+=[A-Za-z0-9_-]*)*)\]$/;

/** Reads a play-by-post record; throws PostError naming the first bad tag, comment or token. */
export function readPostRecord(text: string): Transcript {
  if (text.length > 4 * MAX_LINK_LENGTH) throw new PostError('limit', text.slice(0, 24), `a record of at most ${4 * MAX_LINK_LENGTH} characters`);
  let tags: Record<string, string>, body: string;
  try {
    checkRecordLength(text);
    ({ tags, body } = splitRecord(text));
  } catch (e) {
    if (e instanceof VariantBoardError) throw new PostError('format', e.token ?? '', e.message);
    throw e;
  }
  const need = (name: string) => {
    const v = tags[name];
    if (v === undefined) throw new PostError('format', `[${name}]`, `a [${name} "..."] tag in a play-by-post record`);
    return v;
  };
  if (need('Post') !== POST_VERSION) throw new PostError('format', tags['Post']!, `the record version ${POST_VERSION}`);
  const starter = need('PostStarter');
  if (starter !== 'white' && starter !== 'black') throw new PostError('format', starter, 'white or black in the PostStarter tag');
  const header: PostHeader = {
    version: POST_VERSION,
    variant: checkVariantId(need('Variant')),
    options: tags['Options'] ?? '',
    position: tags['Position'] ?? '',
    starter,
    nonce: fromBase64Url(need('PostNonce'), 'the PostNonce tag', NONCE_BYTES),
  };
  checkHeaderTexts(header.options, header.position);

  let syntax;
  try {
    syntax = parseBody(body);
  } catch (e) {
    if (e instanceof VariantBoardError) throw new PostError('format', e.token ?? '', e.message);
    throw e;
  }
  // The body in reading order: tokens, and the comments after them.
  const items: ({ token: string } | { note: string })[] = syntax.intro.map((note) => ({ note }));
  for (const m of syntax.moves) {
    if (m.lines.length) throw new PostError('format', m.token, 'no side lines in a play-by-post record');
    items.push({ token: m.token }, ...m.comments.map((note) => ({ note })));
  }
  const posts: Post[] = [];
  let events: string[] = [];
  for (const item of items) {
    if ('token' in item) {
      events.push(item.token);
      continue;
    }
    const m = POST_NOTE.exec(item.note.trim());
    if (!m) {
      if (item.note.includes('[%post')) throw new PostError('format', item.note.trim(), 'a post as [%post N value=... sig=...]', { post: posts.length });
      continue; // a reader's own comment: not signed, not part of the game
    }
    const seq = posts.length;
    if (Number(m[1]) !== seq) throw new PostError('format', `[%post ${m[1]}]`, `post ${seq} next`, { post: seq });
    const fields = new Map<string, string>();
    for (const f of m[2]!.trim().split(' ').filter(Boolean)) {
      const [k, v] = f.split('=') as [string, string];
      if (fields.has(k) || (k !== 'value' && k !== 'sig')) throw new PostError('format', f, 'value= and sig=, once each', { post: seq });
      fields.set(k, v);
    }
    const where = { post: seq };
    const sigText = fields.get('sig');
    if (sigText === undefined) throw new PostError('format', `[%post ${seq}]`, 'a sig= field', where);
    const side = cap(authorOf(header, seq));
    const valueText = fields.get('value');
    if (seq === 0 && valueText !== undefined) throw new PostError('format', valueText, 'no value in the first post', where);
    if (seq > 0 && valueText === undefined) throw new PostError('format', `[%post ${seq}]`, 'a value= field', where);
    posts.push({
      ...(seq <= 1 ? { key: fromBase64Url(need(`${side}Key`), `the ${side}Key tag`, PUBLIC_KEY_BYTES, where), commit: fromBase64Url(need(`${side}Head`), `the ${side}Head tag`, CHAIN_BYTES, where) } : {}),
      ...(valueText !== undefined ? { reveal: fromBase64Url(valueText, 'a revealed value', CHAIN_BYTES, where) } : {}),
      events,
      sig: fromBase64Url(sigText, 'a signature', SIGNATURE_BYTES, where),
    });
    events = [];
  }
  if (events.length) throw new PostError('format', events[0]!, 'moves inside a signed post (these come after the last [%post] comment)', { post: posts.length });
  const t = { header, posts };
  checkTranscript(t);
  return t;
}

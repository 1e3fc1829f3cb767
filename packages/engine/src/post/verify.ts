/**
 * Checking a play-by-post game: `verifyTranscript` replays every post (see replay.ts) and either
 * returns the game, every roll and move verified, or throws a PostError naming the first post
 * and token that is not. `checkFreshness` compares a link with the latest one seen for the same
 * game, to refuse an old link sent again or a game rewritten from some post on.
 */
import type { GameSession } from '../core/session.js';
import type { AnyVariant, GameResult, Side } from '../core/types.js';
import { toBase64Url } from './bytes.js';
import { PostError } from './errors.js';
import { PostReplay } from './replay.js';
import { MAX_POSITION_LENGTH, postSegment, type Transcript } from './transcript.js';
import { checkTranscript } from './shape.js';

export interface PostGame {
  readonly transcript: Transcript;
  readonly variant: AnyVariant;
  /** The game's id: base64url of the hash of its first post (43 characters). */
  readonly gameId: string;
  /** Every roll and move, verified, as a session (its line is the game; it shows the last position). */
  readonly session: GameSession;
  /** The players' public keys (raw P-256, base64url); the joiner's is missing until they join. */
  readonly players: { readonly white?: string; readonly black?: string };
  /** Who writes the next post; null when the game is over. */
  readonly next: Side | null;
  readonly result: GameResult | null;
  readonly posts: number;
  readonly rolls: number;
  readonly moves: number;
}

/** Replays a transcript up to its end; throws the first PostError. */
export async function replayTranscript(t: Transcript): Promise<PostReplay> {
  checkTranscript(t);
  const replay = await PostReplay.open(t.header);
  for (const post of t.posts) await replay.add(post);
  return replay;
}

/** Verifies a whole game: every post's turn, revealed value, roll, move and signature. */
export async function verifyTranscript(t: Transcript): Promise<PostGame> {
  return gameOf(t, await replayTranscript(t));
}

export function gameOf(t: Transcript, r: PostReplay): PostGame {
  const raw = (side: Side) => r.players[side] && toBase64Url(r.players[side]!.raw);
  return {
    transcript: t,
    variant: r.variant,
    gameId: toBase64Url(r.gameId!),
    session: r.session,
    players: { white: raw('white'), black: raw('black') },
    next: r.over ? null : r.authorOf(r.seq),
    result: r.variant.result(r.session.state),
    posts: r.seq,
    rolls: r.rolls,
    moves: r.moves,
  };
}

export type Freshness = 'same' | 'newer' | 'older';

/**
 * How `incoming` stands to `known`, the latest transcript seen for a game: the same, newer (it
 * goes on from it) or older (it stops before it). A different game is a PostError ('format');
 * two transcripts that differ at some post are a PostError ('fork') naming it. Use
 * `checkFreshness` to refuse an older one.
 */
export function compareTranscripts(known: Transcript, incoming: Transcript): Freshness {
  const a = known.posts.map(postSegment), b = incoming.posts.map(postSegment);
  if (postSegment0(known) !== postSegment0(incoming)) {
    throw new PostError('format', b[0]?.slice(0, 24) ?? '', 'a link of the same game');
  }
  const n = Math.min(a.length, b.length);
  for (let i = 1; i < n; i++) {
    if (a[i] !== b[i]) throw new PostError('fork', b[i]!, `post ${i} as it was first received (someone changed the game from there on)`, { post: i });
  }
  return b.length === a.length ? 'same' : b.length > a.length ? 'newer' : 'older';
}

/** Refuses an old link: one that stops before the latest known post of the same game. */
export function checkFreshness(known: Transcript, incoming: Transcript): Freshness {
  const f = compareTranscripts(known, incoming);
  if (f === 'older') {
    throw new PostError('old', `post ${incoming.posts.length - 1}`, `the latest link of this game, which goes on to post ${known.posts.length - 1}`, { post: incoming.posts.length - 1 });
  }
  return f;
}

const postSegment0 = (t: Transcript) => `${t.header.variant} ${t.header.starter} ${toBase64Url(t.header.nonce)} ${t.header.options} ${t.header.position.slice(0, MAX_POSITION_LENGTH)} ${t.posts[0] ? postSegment(t.posts[0], 0) : ''}`;

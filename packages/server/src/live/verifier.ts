/**
 * Verifying links fully before they are stored or pushed: signatures, hash chains, rolls and
 * rules, through the engine's replay. A whole 60-post game takes tens of milliseconds to replay,
 * too much for each move of a thousand games, so the replay of the latest link verified for a
 * game is kept (a bounded number of games and of posts: a replay holds every position of its game,
 * some 3.4 KB a post of Dice Chess): a link whose text goes on from it (the same header
 * and posts, character for character, then `~` and more) only has its new posts replayed on top.
 * That is the same check as a whole replay, since the replay of the start is the one already done.
 */
import { checkPostShape, MAX_LINK_LENGTH, MAX_POSTS, PostReplay, postSegment, readPost, replayTranscript, toBase64Url } from '../deps.js';
import type { Post, Transcript } from '../deps.js';
import { textRelation } from './store.js';

export interface Verified {
  readonly gameId: string;
  readonly posts: number;
}

export class Verifier {
  /** Game id -> the latest link verified, its replay and its posts then; oldest first (a Map keeps insertion order). */
  private readonly replays = new Map<string, { link: string; replay: PostReplay; posts: number }>();
  /** Posts of the replays kept, summed. */
  private posts = 0;

  constructor(private readonly capacity: number, private readonly maxPosts = Infinity) {}

  /** Takes a game's replay out (while it changes: a failure half way leaves no replay of a link never verified). */
  private take(id: string): void {
    const kept = this.replays.get(id);
    if (!kept) return;
    this.replays.delete(id);
    this.posts -= kept.posts;
  }

  /**
   * Verifies `t`, whose canonical text is `link`; `claimedId` is the game it is sent to, whose
   * kept replay is tried first. Throws the engine's PostError.
   */
  async verify(link: string, t: Transcript, claimedId: string): Promise<Verified> {
    const kept = this.replays.get(claimedId);
    let replay: PostReplay;
    if (kept && (kept.link === link || textRelation(kept.link, link) === 'extends')) {
      this.take(claimedId);
      replay = kept.replay;
      for (let seq = replay.seq; seq < t.posts.length; seq++) await replay.add(t.posts[seq]!);
    } else {
      replay = await replayTranscript(t);
    }
    const gameId = toBase64Url(replay.gameId!);
    this.keep(gameId, link, replay);
    return { gameId, posts: replay.seq };
  }

  /**
   * Verifies `text` when it goes on from the link kept for `claimedId`: only the new posts are
   * read (by the engine's own reader of one post, with the same shape checks as a whole link's)
   * and replayed, since reading a whole long link costs more than verifying one post. Each must
   * be written as the engine writes it. Undefined when this does not apply, or a new post does
   * not read: the caller then reads the whole link, whose errors name the right posts.
   */
  async tryExtend(claimedId: string, text: string): Promise<Verified | undefined> {
    const kept = this.replays.get(claimedId);
    if (!kept || text.length > MAX_LINK_LENGTH || textRelation(kept.link, text) !== 'extends') return undefined;
    const from = kept.replay.seq;
    const segments = text.slice(kept.link.length + 1).split('~');
    if (from + segments.length > MAX_POSTS) return undefined;
    const added: Post[] = [];
    try {
      for (const [i, segment] of segments.entries()) {
        const post = readPost(segment, from + i);
        checkPostShape(post, from + i);
        if (postSegment(post, from + i) !== segment) return undefined;
        added.push(post);
      }
    } catch {
      return undefined;
    }
    this.take(claimedId);
    const replay = kept.replay;
    for (const post of added) await replay.add(post);
    const gameId = toBase64Url(replay.gameId!);
    this.keep(gameId, text, replay);
    return { gameId, posts: replay.seq };
  }

  private keep(id: string, link: string, replay: PostReplay): void {
    const kept = this.replays.get(id);
    // Never go back to a shorter link: an older link verified later must not undo a longer one.
    if (kept && kept.link.length > link.length) return;
    this.take(id);
    this.replays.set(id, { link, replay, posts: replay.seq });
    this.posts += replay.seq;
    // The oldest go first; the one just kept stays even alone over the limit (it is needed next move).
    while (this.replays.size > this.capacity || (this.posts > this.maxPosts && this.replays.size > 1)) {
      this.take(this.replays.keys().next().value!);
    }
  }

  /** Games whose replay is kept. */
  get size(): number {
    return this.replays.size;
  }

  /** Posts of the replays kept. */
  get keptPosts(): number {
    return this.posts;
  }
}

/**
 * Writing a post: a player's turn in a play-by-post game. `startGame` begins a new game (post 0)
 * and `takeTurn` the next post of a game received by link (post 1 joins it). The draft reveals
 * the player's next chain value, makes every roll that can be made, and takes the player's moves
 * one at a time (`play`), rolling after each when the dice can be rolled; when the game waits
 * for the other player (`done`), `finish` signs the post and returns the new transcript to send.
 */
import type { GameSession } from '../core/session.js';
import { formatOptions, parseOptions } from '../core/options.js';
import type { Side, VariantId, VariantOptions } from '../core/types.js';
import { randomBytes, sameBytes } from './bytes.js';
import { chainValue } from './chain.js';
import { PostError } from './errors.js';
import { signText, type Seat } from './keys.js';
import { PostReplay } from './replay.js';
import { NONCE_BYTES, checkToken } from './shape.js';
import { postBody, POST_VERSION, signedText, type Post, type PostHeader, type Transcript } from './transcript.js';
import { replayTranscript } from './verify.js';

export interface NewGame {
  readonly variant: VariantId;
  /** The side the starting player plays. */
  readonly side: Side;
  readonly options?: VariantOptions;
  /** A start position text; the game's own start when left out. */
  readonly position?: string;
}

/** Which side a seat plays in a game, or null when its key is not one of the game's. */
export function seatSide(t: Transcript, seat: Seat): Side | null {
  for (const [seq, p] of t.posts.slice(0, 2).entries()) {
    if (p.key && sameBytes(p.key, seat.publicKey)) return seq === 0 ? t.header.starter : t.header.starter === 'white' ? 'black' : 'white';
  }
  return null;
}

export class PostDraft {
  private readonly events: string[] = [];
  private constructor(
    private readonly replay: PostReplay,
    private readonly before: readonly Post[],
    private readonly seat: Seat,
    private readonly fields: Omit<Post, 'sig' | 'events'>,
  ) {}

  /** Starts a new game: the draft of post 0. */
  static async startGame(game: NewGame, seat: Seat): Promise<PostDraft> {
    const probe = await PostReplay.open({ version: POST_VERSION, variant: game.variant, options: formatOptions(game.options ?? {}), position: '', starter: game.side, nonce: new Uint8Array(NONCE_BYTES) });
    const position = game.position?.trim() ? probe.variant.formatPosition(probe.variant.parsePosition(game.position, game.options ?? {})) : '';
    const header: PostHeader = {
      version: POST_VERSION,
      variant: game.variant,
      options: formatOptions(parseOptions(formatOptions(game.options ?? {}))),
      position,
      starter: game.side,
      nonce: randomBytes(NONCE_BYTES),
    };
    const replay = await PostReplay.open(header);
    return PostDraft.open(replay, [], seat, { key: seat.publicKey, commit: await chainValue(seat.seed, 0) });
  }

  /**
   * The seat's next post in a game received by link: joins the game when it has one post and the
   * seat is not its starter. Throws PostError: 'seat' when the seat's key is not this game's (it
   * was made on another device, or lost; the game can still be viewed with `verifyTranscript`),
   * 'turn' when the other player is to post, or the first problem of the transcript.
   */
  static async takeTurn(t: Transcript, seat: Seat): Promise<PostDraft> {
    const replay = await replayTranscript(t);
    let side = seatSide(t, seat);
    const seq = t.posts.length;
    if (!side && seq === 1) side = replay.authorOf(1);
    if (!side) throw new PostError('seat', 'this browser\'s key', 'the key of one of this game\'s two players (the game can be viewed, not played, here)');
    if (replay.over) throw new PostError('turn', `post ${seq}`, 'no post: the game is over', { post: seq, side });
    if (replay.authorOf(seq) !== side) throw new PostError('turn', `post ${seq}`, 'the other player\'s post first: it is their turn', { post: seq, side });
    const reveals = replay.players[side]?.reveals ?? 0;
    const fields = seq === 1
      ? { key: seat.publicKey, commit: await chainValue(seat.seed, 0), reveal: await chainValue(seat.seed, 1) }
      : { reveal: await chainValue(seat.seed, reveals + 1) };
    return PostDraft.open(replay, t.posts, seat, fields);
  }

  private static async open(replay: PostReplay, before: readonly Post[], seat: Seat, fields: Omit<Post, 'sig' | 'events'>): Promise<PostDraft> {
    await replay.begin(fields);
    const draft = new PostDraft(replay, before, seat, fields);
    await draft.rollWhilePossible();
    return draft;
  }

  /** The game with this post's rolls and moves so far. */
  get session(): GameSession {
    return this.replay.session;
  }
  /** The side writing the post. */
  get side(): Side {
    return this.replay.authorOf(this.replay.seq);
  }
  /** The post's number. */
  get seq(): number {
    return this.replay.seq;
  }
  /** The rolls and moves of this post so far. */
  get played(): readonly string[] {
    return this.events;
  }
  /** True when the game waits for the other player (or is over): the post can be signed. */
  get done(): boolean {
    return this.replay.over || !this.replay.canAct(this.side);
  }

  /** Plays one of the player's moves, then every roll that can be made; returns the move's notation. */
  async play(move: string): Promise<string> {
    if (this.done) throw new PostError('turn', move, 'no move now: the game waits for the other player', { post: this.seq, side: this.side });
    checkToken(move, { post: this.seq });
    const state = this.session.state;
    const v = this.replay.variant;
    let notation = move;
    try {
      notation = v.formatAction(state, v.parseAction(state, move));
    } catch {
      /* the replay names it */
    }
    await this.replay.event(notation);
    this.events.push(notation);
    await this.rollWhilePossible();
    return notation;
  }

  private async rollWhilePossible() {
    while (!this.replay.over && this.replay.variant.phase(this.session.state) === 'chance' && this.replay.canRoll()) {
      const roll = await this.replay.roll();
      await this.replay.event(roll);
      this.events.push(roll);
    }
  }

  /** Signs the post; returns the transcript with it, to send as a link or record. */
  async finish(): Promise<Transcript> {
    if (!this.done) throw new PostError('turn', `post ${this.seq}`, 'the player\'s move before the post is signed', { post: this.seq, side: this.side });
    const body = { ...this.fields, events: [...this.events] };
    const sig = await signText(this.seat.keys.privateKey, signedText(this.replay.hash, this.seq, postBody(body, this.seq)));
    const post: Post = { ...body, sig };
    await this.replay.end(post);
    return { header: this.replay.header, posts: [...this.before, post] };
  }
}

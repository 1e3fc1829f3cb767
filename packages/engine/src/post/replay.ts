/**
 * Replaying a play-by-post transcript post by post, checking everything: the header, each
 * post's turn, keys, revealed chain values, rolls (derived again from both players' values),
 * moves (legal, the author's own, in the game's notation), that a post goes as far as its
 * player can, and its signature over everything before it. `verify.ts` runs it over a whole
 * transcript; `turn.ts` runs it and then writes a new post on top.
 *
 * When a roll can be made: at a chance point, both players must have revealed a value, and the
 * player who did not make the last move before it must have revealed one in a later post than
 * that move's. So the player who moved last cannot know the roll (the other's value is not yet
 * revealed) and the other player sees both values only after that move is fixed; the values
 * themselves were fixed by the chains' heads before the game began.
 */
import { GameSession } from '../core/session.js';
import { VariantBoardError } from '../core/errors.js';
import { opposite, type AnyVariant, type Side } from '../core/types.js';
import { parseOptions, formatOptions } from '../core/options.js';
import { loadVariant } from '../registry.js';
import { sameBytes, sha256, toBase64Url } from './bytes.js';
import { CHAIN_LENGTH, chainStep } from './chain.js';
import { deriveChance } from './dice.js';
import { PostError } from './errors.js';
import { importPublicKey, verifyText } from './keys.js';
import {
  afterHashText, authorOf, headerHashText, postBody, signedText,
  type Post, type PostHeader,
} from './transcript.js';

interface Player {
  raw: Uint8Array;
  key: CryptoKey;
  /** The last value of the chain made public: the head, then each revealed value. */
  last: Uint8Array;
  reveals: number;
  /** The post of the latest revealed value (-1 before any). */
  revealedIn: number;
}

export class PostReplay {
  readonly session: GameSession;
  /** The hash of everything so far (the header, then each post with its signature). */
  hash: Uint8Array;
  /** The game's id: the hash after post 0. */
  gameId: Uint8Array | null = null;
  readonly players: Partial<Record<Side, Player>> = {};
  /** The next post's number. */
  seq = 0;
  rolls = 0;
  moves = 0;
  private lastDecision: { post: number; side: Side } | null = null;
  private readonly signatures = new Map<string, number>();

  private constructor(readonly variant: AnyVariant, readonly header: PostHeader, hash: Uint8Array) {
    this.session = new GameSession(variant, { options: header.options ? parseOptions(header.options) : {}, position: header.position || undefined });
    this.hash = hash;
  }

  /** Checks a header (the game loads with these options and this start) and starts the replay. */
  static async open(header: PostHeader): Promise<PostReplay> {
    let variant: AnyVariant;
    try {
      variant = await loadVariant(header.variant);
    } catch (e) {
      throw new PostError('format', header.variant, 'one of the games (dart, dice, sixstone, dagger, d4d6)');
    }
    let replay: PostReplay;
    try {
      if (header.options && formatOptions(parseOptions(header.options)) !== header.options) {
        throw new PostError('format', header.options, `options written as records write them (${formatOptions(parseOptions(header.options))})`);
      }
      replay = new PostReplay(variant, header, await sha256(headerHashText(header)));
    } catch (e) {
      if (e instanceof PostError) throw e;
      if (e instanceof VariantBoardError) throw new PostError('format', e.token ?? header.position, `options and a start position the game accepts (${e.message})`);
      throw e;
    }
    if (header.position && variant.formatPosition(replay.session.start) !== header.position) {
      throw new PostError('format', header.position, `the start position as the game writes it (${variant.formatPosition(replay.session.start)})`);
    }
    return replay;
  }

  get state(): unknown {
    return this.session.state;
  }
  get over(): boolean {
    return this.variant.phase(this.state) === 'over';
  }
  authorOf(seq: number): Side {
    return authorOf(this.header, seq);
  }

  /** Whether the chance point the game is at can be rolled now (see the module's comment). */
  canRoll(): boolean {
    const w = this.players.white, b = this.players.black;
    if (!w || !b || w.revealedIn < 0 || b.revealedIn < 0) return false;
    const d = this.lastDecision;
    if (!d) return true;
    return this.players[opposite(d.side)]!.revealedIn > d.post;
  }

  /** Whether the author of the post being written can still act: their move, or a roll that can be made. */
  canAct(author: Side): boolean {
    const phase = this.variant.phase(this.state);
    if (phase === 'decision') return this.variant.toMove(this.state) === author;
    return phase === 'chance' && this.canRoll();
  }

  /** Post `seq`'s key, commit and revealed value: checked and taken in. */
  async begin(post: Omit<Post, 'sig' | 'events'>): Promise<void> {
    const seq = this.seq;
    const side = this.authorOf(seq);
    const where = { post: seq, side };
    if (this.over) throw new PostError('turn', `post ${seq}`, 'no post after the end of the game', where);
    if (seq <= 1) {
      if (!post.key || !post.commit) throw new PostError('format', `post ${seq}`, 'a key and a commitment in the first post of each player', where);
      const key = await importPublicKey(post.key, where);
      const other = this.players[opposite(side)];
      if (other && sameBytes(other.raw, post.key)) throw new PostError('wrong-player', toBase64Url(post.key), 'two players with two keys, not one key for both sides', where);
      this.players[side] = { raw: post.key, key, last: post.commit, reveals: 0, revealedIn: -1 };
    } else if (post.key || post.commit) {
      throw new PostError('format', `post ${seq}`, 'no key or commitment after the first two posts', where);
    }
    const me = this.players[side]!;
    if (seq === 0) {
      if (post.reveal) throw new PostError('format', toBase64Url(post.reveal), 'no revealed value in the first post (it would be known before the other player commits)', where);
      return;
    }
    if (!post.reveal) throw new PostError('format', `post ${seq}`, 'a revealed value', where);
    if (me.reveals >= CHAIN_LENGTH) throw new PostError('limit', `post ${seq}`, `at most ${CHAIN_LENGTH} posts by each player`, where);
    if (!sameBytes(await chainStep(post.reveal), me.last)) {
      throw new PostError('reveal', toBase64Url(post.reveal), `the next value of ${side === 'white' ? 'White' : 'Black'}'s hash chain, one that hashes to ${toBase64Url(me.last)}`, where);
    }
    me.last = post.reveal;
    me.reveals++;
    me.revealedIn = seq;
  }

  /** The roll the game is waiting for, from both players' latest values. */
  async roll(): Promise<string> {
    const input = { game: this.gameId ?? this.hash, chance: this.rolls, white: this.players.white!.last, black: this.players.black!.last };
    return (await deriveChance(this.variant, this.state, input)).notation;
  }

  /** One roll or move of post `seq`, checked and played. */
  async event(token: string): Promise<void> {
    const seq = this.seq;
    const side = this.authorOf(seq);
    const where = { post: seq, side };
    const phase = this.variant.phase(this.state);
    if (phase === 'over') throw new PostError('turn', token, 'nothing after the end of the game', where);
    if (phase === 'chance') {
      if (!this.canRoll()) throw new PostError('roll', token, 'no roll yet: it needs a value the other player reveals in their next post', where);
      const due = await this.roll();
      if (token !== due) throw new PostError('roll', token, `the roll the two players' revealed values give, ${due}`, where);
      this.session.setRoll(token);
      this.rolls++;
      return;
    }
    if (this.variant.toMove(this.state) !== side) {
      throw new PostError('turn', token, `a move of ${side === 'white' ? 'White' : 'Black'}'s own (it is the other player's move)`, where);
    }
    let notation: string;
    try {
      const action = this.variant.parseAction(this.state, token);
      notation = this.variant.formatAction(this.state, action);
    } catch (e) {
      if (e instanceof VariantBoardError) throw new PostError('move', token, `a legal move (${e.message})`, where);
      throw e;
    }
    if (notation !== token) throw new PostError('move', token, `the move as the game writes it, ${notation}`, where);
    this.session.play(token);
    this.moves++;
    this.lastDecision = { post: seq, side };
  }

  /** Ends post `seq`: it went as far as its player could, and its signature is its player's. */
  async end(post: Post): Promise<void> {
    const seq = this.seq;
    const side = this.authorOf(seq);
    const where = { post: seq, side };
    if (!this.over && this.canAct(side)) {
      const what = this.variant.phase(this.state) === 'chance' ? 'the roll that can now be made' : 'the move of its player';
      throw new PostError('turn', post.events.at(-1) ?? `post ${seq}`, `${what} (a post goes on until the game waits for the other player)`, where);
    }
    const sigText = toBase64Url(post.sig);
    const earlier = this.signatures.get(sigText);
    if (earlier !== undefined) throw new PostError('replay', sigText, `a new post, not a copy of post ${earlier}`, where);
    const signed = signedText(this.hash, seq, postBody(post, seq));
    if (!(await verifyText(this.players[side]!.key, post.sig, signed))) {
      const other = this.players[opposite(side)];
      if (other && (await verifyText(other.key, post.sig, signed))) {
        throw new PostError('wrong-player', sigText, `${side === 'white' ? 'White' : 'Black'}'s signature: the other player signed this post`, where);
      }
      throw new PostError('signature', sigText, `${side === 'white' ? 'White' : 'Black'}'s signature of this post (${post.events.join(' ') || 'no moves'}): a move, roll or value in it changed after signing, or it belongs to another game or place`, where);
    }
    this.signatures.set(sigText, seq);
    this.hash = await sha256(afterHashText(signed, post.sig));
    if (seq === 0) this.gameId = this.hash;
    this.seq++;
  }

  /** A whole post: `begin`, each event, `end`. */
  async add(post: Post): Promise<void> {
    const earlier = this.signatures.get(toBase64Url(post.sig));
    if (earlier !== undefined) {
      throw new PostError('replay', toBase64Url(post.sig), `a new post, not a copy of post ${earlier}`, { post: this.seq, side: this.authorOf(this.seq) });
    }
    await this.begin(post);
    for (const token of post.events) await this.event(token);
    await this.end(post);
  }
}

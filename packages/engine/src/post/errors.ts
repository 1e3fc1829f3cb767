/**
 * What can be wrong with a play-by-post game. Every check of a link or record throws a PostError
 * naming the post (by number and player), the token, and what was expected; nothing else is
 * thrown for bad input.
 */
import { VariantBoardError } from '../core/errors.js';
import type { Side } from '../core/types.js';

export type PostProblem =
  /** A field of a link or record that is not what its place holds (bad characters, length, count). */
  | 'format'
  /** A link, record or game over the size limits. */
  | 'limit'
  /** A post out of turn: a move of the other side's, a post after the end, a post that stops too early. */
  | 'turn'
  /** A revealed value that is not the next link of its player's committed hash chain. */
  | 'reveal'
  /** A roll that is not the one the two players' values give, or one written before it can be known. */
  | 'roll'
  /** A move that is not legal. */
  | 'move'
  /** A signature that does not match its post (the post changed after signing, or was forged). */
  | 'signature'
  /** A post signed by the other player's key, or both sides played by one key. */
  | 'wrong-player'
  /** A public key that is not a P-256 point. */
  | 'key'
  /** A post copied from elsewhere in the game. */
  | 'replay'
  /** A link older than one already seen for the same game. */
  | 'old'
  /** A link that rewrites a game already seen (two different posts with the same number). */
  | 'fork'
  /** A short link that goes on from a post the reader does not hold (they need the full link). */
  | 'missing'
  /** The player's own keys are not this game's: another device, a lost key, or someone else's game. */
  | 'seat';

const sideName = (side: Side) => (side === 'white' ? 'White' : 'Black');

export class PostError extends VariantBoardError {
  readonly problem: PostProblem;
  /** The post's number (0 is the one that started the game), when the problem is in one post. */
  readonly post?: number;
  readonly side?: Side;
  constructor(problem: PostProblem, token: string, expected: string, where: { post?: number; side?: Side } = {}) {
    const shown = token.length > 48 ? `${token.slice(0, 45)}...` : token;
    const at = where.post !== undefined ? `post ${where.post}${where.side ? ` (${sideName(where.side)})` : ''}: ` : '';
    super('bad-post', `Play by post, ${at}${LABEL[problem]} ${JSON.stringify(shown)}: expected ${expected}.`, { token: token.slice(0, 200), expected });
    this.name = 'PostError';
    this.problem = problem;
    this.post = where.post;
    this.side = where.side;
  }
}

const LABEL: Record<PostProblem, string> = {
  format: 'bad field',
  limit: 'too long',
  turn: 'out of turn',
  reveal: 'bad revealed value',
  roll: 'bad roll',
  move: 'bad move',
  signature: 'bad signature',
  'wrong-player': 'signed by the wrong player',
  key: 'bad key',
  replay: 'replayed post',
  old: 'old link',
  fork: 'rewritten game',
  missing: 'missing posts',
  seat: 'not your game',
};

/**
 * The board's status line in a game by post or live: who acts next in the game's terms, from the
 * reader's seat. The rules alone would say "White to roll" at a roll that only the other player's
 * post can make (it needs the value they reveal), so the page writes the line (the board's
 * `status` attribute). Nothing here knows a game: it reads the engine's interface only.
 */
import type { AnyVariant, Side } from '../../../../packages/engine/src/core/types.ts';

const NAME: Record<Side, string> = { white: 'White', black: 'Black' };

export interface TurnFacts {
  readonly variant: AnyVariant;
  /** The game as it stands (with the reader's post so far, when they are writing one). */
  readonly state: unknown;
  /** Who writes the next post; null when the game is over. */
  readonly next: Side | null;
  /** Posts signed so far. */
  readonly posts: number;
  /** The side this browser plays; null for someone watching. */
  readonly mine: Side | null;
  /** When the reader is writing a post: whether it waits for a move of theirs (else it is ready to sign). */
  readonly writing?: 'move' | 'sign';
}

/** The status line's words, or '' for the board's own (a finished game shows its result). */
export function turnWords(f: TurnFacts): string {
  if (f.writing === 'move') return 'Your move';
  if (f.writing === 'sign') return f.posts === 1 ? 'Your turn to join: sign your first post' : 'Your post: sign it to send';
  if (f.next === null || f.variant.phase(f.state) === 'over') return '';
  const who = NAME[f.next];
  if (f.posts === 1) return f.mine && f.mine !== f.next ? `Waiting for ${who} to join` : `${who} to join`;
  // The next post's author moves when the game (after any roll their post makes) is theirs to
  // play; otherwise their post only makes the roll the other player waits for.
  const act = f.variant.toMove(f.state) === f.next ? 'move' : 'roll';
  if (f.mine === f.next) return `Your ${act}`;
  if (f.mine) return `Waiting for ${who}'s ${act}`;
  return `${who} to ${act}`;
}

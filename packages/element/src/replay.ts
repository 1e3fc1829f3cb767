/**
 * A board's game from its attributes, read as a record: shared by records.ts (the element, which
 * loads it only for boards with moves to read) and static.ts (SVG text in Node). No DOM.
 */
import { GameSession } from '../../engine/src/core/session.js';
import type { ReadOptions } from '../../engine/src/core/session.js';
import type { VariantOptions } from './engine.js';
import { movesText } from './model.js';
import { sessionStart } from './session-start.js';

/**
 * The game of a board's attributes: `moves` is a whole record (tags first) or a record's body
 * (moves and rolls, with comments and side lines if any) played from `position`.
 */
export function buildSession(v: GameSession['variant'], options: VariantOptions, position: string | undefined, moves: string | readonly string[] | undefined, read: ReadOptions = {}): GameSession {
  const start = sessionStart(options, position);
  const text = movesText(moves);
  if (text.startsWith('[')) return GameSession.fromRecord(v, text, read);
  return GameSession.fromMoves(v, text, start, read);
}

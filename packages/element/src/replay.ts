/**
 * A board's game from its attributes, and the last move to mark: shared by game.ts (the element)
 * and static.ts (SVG text in Node). No DOM; kept apart from model.ts so that the element's core,
 * which draws diagrams without a game history, does not load GameSession.
 */
import { GameSession } from './engine-game.js';
import type { VariantOptions } from './engine.js';
import type { ReadOptions } from '../../engine/src/core/session.js';
import { BAD_OPTIONS } from './model.js';

/**
 * The game of a board's attributes: `moves` is a whole record (tags first) or a record's body
 * (moves and rolls, with comments and side lines if any) played from `position`.
 */
export function buildSession(v: GameSession['variant'], options: VariantOptions, position: string | undefined, moves: string | readonly string[] | undefined, read: ReadOptions = {}): GameSession {
  const bad = (options as { [BAD_OPTIONS]?: Error })?.[BAD_OPTIONS];
  if (bad) throw bad;
  const text = (Array.isArray(moves) ? moves.join(' ') : (moves as string | undefined) ?? '').trim();
  if (/^\s*\[/.test(text)) return GameSession.fromRecord(v, text, read);
  return GameSession.fromMoves(v, text, { options: options ?? {}, ...(position && position.trim() ? { position } : {}) }, read);
}

/** The last action of the shown line, as the drawing marks it (from, to, captures, path). */
export function lastMoveOf(s: GameSession) {
  const v = s.variant, ev = s.events;
  for (let i = ev.length - 1; i >= 0; i--) {
    if (ev[i]!.kind !== 'action') continue;
    const before = s.stateAt(i);
    try {
      const action = v.parseAction(before, ev[i]!.notation);
      const av = v.actionView(before, action);
      const view = v.view(before);
      const from = av.from && 'cell' in av.from ? av.from.cell : undefined;
      const occupant = av.to ? view.pieces.get(av.to) : undefined;
      const captures = av.captures ?? (occupant && occupant.side !== v.toMove(before) ? [av.to!] : []);
      return { from, to: av.to, captures, path: av.path };
    } catch {
      return null;
    }
  }
  return null;
}


/** The last move to mark on a board: shared by game.ts (the element) and static.ts (SVG text in Node). No DOM. */
import type { PlaySession } from '../../engine/src/core/play-session.js';

/** The last action of the shown line, as the drawing marks it (from, to, captures, path). */
export function lastMoveOf(s: PlaySession) {
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


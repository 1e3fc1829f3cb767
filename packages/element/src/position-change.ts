/** The detail of `position-change`: what a page listening to a board reads of the position it now shows. */
import type { AnyVariant, GameResult } from './engine.js';
import type { PositionChangeDetail } from './host.js';

export function positionChange(v: AnyVariant, state: unknown, events: readonly { notation: string }[], notation: string | null): PositionChangeDetail {
  let text: string | undefined;
  return {
    // Written when a listener reads it: most boards have none, and a move would write it twice (roll, then move).
    get position() {
      return (text ??= v.formatPosition(state));
    },
    ply: events.length,
    notation: notation ?? (events.length ? events[events.length - 1]!.notation : null),
    phase: v.phase(state), toMove: v.toMove(state), result: v.result(state) as GameResult | null,
  };
}

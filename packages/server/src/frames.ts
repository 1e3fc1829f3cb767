/**
 * Which positions an animated GIF shows: the start, then one frame after each move (an action,
 * not a roll). Where a roll follows the move, the frame shows it too (the position with its dice
 * rolled), so dice games show every roll without a frame of their own.
 */
import type { RecordEvent } from './deps.js';

/** The plies to draw, for the events from the start to the shown position. */
export function framePlies(events: readonly RecordEvent[]): number[] {
  const past = (ply: number) => (events[ply]?.kind === 'chance' ? ply + 1 : ply);
  const plies = [past(0)];
  events.forEach((e, i) => {
    if (e.kind === 'action') plies.push(past(i + 1));
  });
  return plies;
}

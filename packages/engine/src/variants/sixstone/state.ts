/**
 * The game state: two stone masks, the side to move, and the positions seen since the last
 * capture (a capture can never be undone, so no earlier position can come back). The history
 * is a shared linked list, so `apply` copies nothing.
 */
import type { Side } from '../../core/types.js';
import * as board from './board.js';

const popcount16 = board.popcount16;

export interface HistoryNode {
  readonly key: number;
  readonly prev: HistoryNode | null;
}

export interface SixStoneState {
  readonly white: number;
  readonly black: number;
  readonly toMove: Side;
  /** Positions since the last capture, newest (this one) first. */
  readonly history: HistoryNode;
  /** How many times this position (stones and side to move) has occurred, this time included. */
  readonly occurrences: number;
}

/** A number equal for equal positions: White's mask, Black's mask, side to move. */
export const positionKey = (white: number, black: number, toMove: Side): number =>
  white + black * 0x10000 + (toMove === 'black' ? 0x100000000 : 0);

export function makeState(white: number, black: number, toMove: Side, prev: HistoryNode | null): SixStoneState {
  const key = positionKey(white, black, toMove);
  let occurrences = 1;
  for (let node = prev; node; node = node.prev) if (node.key === key) occurrences++;
  return { white, black, toMove, history: { key, prev }, occurrences };
}

export const moverStones = (s: SixStoneState): number => (s.toMove === 'white' ? s.white : s.black);
export const opponentStones = (s: SixStoneState): number => (s.toMove === 'white' ? s.black : s.white);
export const stoneCount = popcount16;

/** Who plays each side of a board (the `players` attribute). No DOM. */
import type { Side } from './engine.js';

export type PlayerKind = 'human' | 'computer';

/** `"human computer"` -> who plays White and Black. Anything unknown counts as human. */
export function parsePlayers(v: string | null | undefined): Record<Side, PlayerKind> {
  const [w, b] = (v ?? '').toLowerCase().split(/[\s,;]+/).filter(Boolean);
  const kind = (x: string | undefined): PlayerKind => (x === 'computer' || x === 'ai' || x === 'cpu' ? 'computer' : 'human');
  return { white: kind(w), black: kind(b) };
}

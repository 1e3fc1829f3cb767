/** Words shared by the miners: sides, scores, hints. */
import type { AnyVariant, Side } from '../core/types.js';

export const sideName = (side: Side): string => (side === 'white' ? 'White' : 'Black');

/** A score in pawns with its sign: "+2.3". */
export const pawns = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

/** "the knight on c3", "a piece from the reserve", or null when the action starts nowhere. */
export function pieceOf(v: AnyVariant, s: unknown, action: unknown): string | null {
  const from = v.actionView(s, action).from;
  if (!from) return null;
  if ('reserve' in from) return 'a piece from the reserve';
  const piece = v.view(s).pieces.get(from.cell);
  return piece ? `the ${piece.kind} on ${from.cell}` : `the cell ${from.cell}`;
}

/** The first step of the hint: which piece to look at. */
export function hintFor(v: AnyVariant, s: unknown, action: unknown, lead: string): string {
  const piece = pieceOf(v, s, action);
  return piece ? `${lead} Look at ${piece}.` : lead;
}

/** The dice shown at a decision taken after a roll, as records write them ("23"), if any. */
export function rollOf(v: AnyVariant, s: unknown): string | undefined {
  const dice = v.view(s).dice.filter((d) => d.value !== null);
  return dice.length ? dice.map((d) => d.value).join('') : undefined;
}

export const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

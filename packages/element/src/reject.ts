/**
 * Why the board refuses a click, drag or Enter: the `reject` event's detail. The rules are
 * asked first (a long-form notation built from the two places, given to `parseAction`, whose
 * IllegalActionError names the rule); a plain sentence from strings.ts is the fallback.
 */
import type { AnyVariant, PositionView, Side } from './engine.js';
import type { Place } from './interact.js';
import { controlStrings } from './control-strings.js';

export type RejectReason = 'not-your-turn' | 'no-moves' | 'not-a-target';

export interface RejectDetail {
  /** The cell or reserve id the attempt started from (null when none). */
  readonly from: string | null;
  /** The cell aimed at (null when the attempt was only a selection). */
  readonly to: string | null;
  readonly reason: RejectReason;
  /** The long-form notation the rules were asked about, when they gave a reason. */
  readonly notation?: string;
  /** A sentence for a person: the rules' own reason, else a plain one. */
  readonly message: string;
}

const idOf = (key: string): string => key.slice(2);

/** The owner and name of what lies on a place (a piece on a cell, or a reserve). */
function occupant(view: PositionView, place: Place): { side: Side; name: string } | null {
  const S = controlStrings();
  if ('cell' in place) {
    const p = view.pieces.get(place.cell);
    return p ? { side: p.side, name: S.piece(p.side, p.kind) } : null;
  }
  const r = view.reserves.find((x) => x.reserve === place.reserve);
  return r ? { side: r.side, name: S.piece(r.side, r.kind) } : null;
}

/** Asks the rules about a move from `from` to `to` in the long forms every game reads. */
function askRules(v: AnyVariant, state: unknown, from: string, to: string): { notation: string; message: string } | null {
  let first: { notation: string; message: string } | null = null;
  for (const notation of [`${from}${to}`, `${from}-${to}`]) {
    try {
      v.parseAction(state, notation);
      return null; // the rules read it as legal: the board knows better what the click meant
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (code !== 'illegal-action' || !(e instanceof Error)) continue;
      const found = { notation, message: e.message };
      // A reason about this move beats a reminder of the notation's shape.
      if (!/expected/i.test(e.message)) return found;
      first ??= found;
    }
  }
  return first;
}

/**
 * What a refused activation of `place` (with `selected` chosen before, as a place key) means,
 * or null when nothing was attempted (a click on an empty cell with nothing selected).
 */
export function explainReject(v: AnyVariant, state: unknown, selected: string | null, place: Place): RejectDetail | null {
  const S = controlStrings();
  const view = v.view(state);
  const toMove = v.toMove(state) as Side;
  const here = occupant(view, place);
  const placeId = 'cell' in place ? place.cell : place.reserve;
  if (selected && 'cell' in place && here?.side !== toMove) {
    const from = idOf(selected);
    // A reserve's id is not a square: the rules are asked only about cell-to-cell moves.
    const asked = selected.startsWith('c:') ? askRules(v, state, from, place.cell) : null;
    return {
      from, to: place.cell, reason: 'not-a-target',
      ...(asked ? { notation: asked.notation } : {}),
      message: asked?.message ?? S.rejectNotATarget(from, place.cell),
    };
  }
  // (Reached with a selection only for a piece of the side to move: one with no action, or it would be selected.)
  if (!here) return null;
  if (here.side !== toMove) {
    return { from: placeId, to: null, reason: 'not-your-turn', message: S.rejectNotYourTurn(S.sides[toMove], here.name) };
  }
  return { from: placeId, to: null, reason: 'no-moves', message: S.rejectNoMoves(here.name, placeId) };
}

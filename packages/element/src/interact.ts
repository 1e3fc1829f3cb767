/**
 * How clicks become actions, knowing only `actionView`: pick a `from` (cell or reserve),
 * then a `to`; actions that share both are offered in a chooser; actions with neither
 * are buttons. Pure logic, no DOM, so it is easy to test.
 */
import type { ActionView, AnyVariant, PositionView } from './engine.js';

export interface Move {
  readonly index: number;
  readonly action: unknown;
  readonly view: ActionView;
}

export type Place = { readonly cell: string } | { readonly reserve: string };

export const placeKey = (p: { cell?: string; reserve?: string } | null | undefined): string | null =>
  p?.cell !== undefined ? `c:${p.cell}` : p?.reserve !== undefined ? `r:${p.reserve}` : null;

const fromKey = (v: ActionView): string | null => (v.from ? placeKey(v.from as { cell?: string; reserve?: string }) : null);

export class MoveSet {
  readonly all: readonly Move[];
  readonly byFrom = new Map<string, Move[]>();
  /** Actions with a target but no origin (placed by clicking the target). */
  readonly toOnly = new Map<string, Move[]>();
  /** Actions with neither origin nor target (pass, end turn, choose a die). */
  readonly buttons: readonly Move[];

  constructor(variant: AnyVariant, state: unknown) {
    const acts = variant.phase(state) === 'decision' ? variant.legalActions(state) : [];
    this.all = acts.map((action, index) => ({ index, action, view: variant.actionView(state, action) }));
    const buttons: Move[] = [];
    for (const m of this.all) {
      const k = fromKey(m.view);
      if (k) push(this.byFrom, k, m);
      else if (m.view.to !== undefined) push(this.toOnly, m.view.to, m);
      else buttons.push(m);
    }
    this.buttons = buttons;
  }

  isFrom(key: string | null): boolean {
    return key !== null && this.byFrom.has(key);
  }

  /** Target cells of the actions from this place, with whether each captures. */
  targets(key: string | null, view: PositionView): { cell: string; capture: boolean }[] {
    const out = new Map<string, boolean>();
    for (const m of key ? this.byFrom.get(key) ?? [] : []) {
      const to = m.view.to;
      if (to === undefined || (key && key === `c:${to}`)) continue; // actions on the spot are chosen in the popup
      const occupant = view.pieces.get(to);
      const capture = (m.view.captures?.length ?? 0) > 0 || (!!occupant && occupant.side !== view.toMove);
      out.set(to, (out.get(to) ?? false) || capture);
    }
    for (const [cell, ms] of this.toOnly) {
      if (key === null) out.set(cell, out.get(cell) ?? ms.some((m) => (m.view.captures?.length ?? 0) > 0));
    }
    return [...out].map(([cell, capture]) => ({ cell, capture }));
  }

  /** Actions from this place that need no target (a die choice, a turn on the spot). */
  choicesAt(key: string | null): Move[] {
    return key ? (this.byFrom.get(key) ?? []).filter((m) => m.view.to === undefined) : [];
  }

  between(key: string, to: string): Move[] {
    return (this.byFrom.get(key) ?? []).filter((m) => m.view.to === to);
  }
}

function push<K, V>(map: Map<K, V[]>, k: K, v: V) {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

export type ClickResult =
  | { readonly kind: 'select'; readonly key: string; readonly place: Place }
  | { readonly kind: 'play'; readonly move: Move }
  | { readonly kind: 'choose'; readonly moves: readonly Move[]; readonly key: string | null }
  | { readonly kind: 'clear' };

/** What a click (or Enter) on a place does, given the current selection. */
export function clickPlace(moves: MoveSet, selected: string | null, place: Place): ClickResult {
  const key = placeKey(place as { cell?: string; reserve?: string })!;
  const cell = 'cell' in place ? place.cell : null;
  if (selected && cell !== null) {
    const found = moves.between(selected, cell);
    if (found.length === 1) return { kind: 'play', move: found[0]! };
    if (found.length > 1) return { kind: 'choose', moves: found, key: selected };
  }
  if (key === selected) return { kind: 'clear' };
  if (moves.isFrom(key)) {
    const list = moves.byFrom.get(key)!;
    // Actions that stay on the spot (choose a die for this piece, turn it): no target to pick.
    const here = cell ?? undefined;
    if (list.every((m) => m.view.to === undefined || m.view.to === here)) {
      return list.length === 1 ? { kind: 'play', move: list[0]! } : { kind: 'choose', moves: list, key };
    }
    return { kind: 'select', key, place };
  }
  if (cell !== null) {
    const direct = moves.toOnly.get(cell) ?? [];
    if (direct.length === 1) return { kind: 'play', move: direct[0]! };
    if (direct.length > 1) return { kind: 'choose', moves: direct, key: null };
  }
  return { kind: 'clear' };
}

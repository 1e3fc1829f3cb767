/**
 * What moved between two shown positions, worked out from the engine's views alone (what stood
 * where, what each reserve held) and, when the change is one action, that action's own view (its
 * start, end and path). No DOM, no game ids: the glide (glide.ts) turns the plan into animations.
 */
import type { ActionView, AnyVariant, PieceView, PositionView } from '../engine.js';

/** Where a piece comes from or goes to: a cell, or a reserve box beside the board. */
export type Spot = { readonly cell: string } | { readonly reserve: string };

export interface Plan {
  /** Pieces now on `to` that stood elsewhere: they glide from `from` (through `via`, cells of a path). */
  readonly glides: readonly { readonly to: string; readonly from: Spot; readonly via: readonly string[] }[];
  /** Pieces that left the board: they fade where they stood, or glide to a reserve box and fade there. */
  readonly leaves: readonly { readonly cell: string; readonly to: string | null }[];
  /** Pieces that appear from nowhere the views show (a promotion's new piece is a glide): they fade in. */
  readonly appears: readonly string[];
}

/** One shown line of a game: its states from the start to the shown one, and the events between them. */
export interface Line {
  readonly states: readonly unknown[];
  readonly events: readonly { readonly kind: string; readonly notation: string }[];
}

/** The action between two lines when they differ by at most one action (rolls aside): `forward` when it was played. */
export interface Step {
  readonly action: ActionView | null;
  readonly forward: boolean;
}

/**
 * The step from line `a` to line `b`, or null for a jump (more than one action apart, or another
 * game). States are compared as objects, then by the game's key (a session read anew, from a link
 * or a record, has new objects for the same positions).
 */
export function stepBetween(v: AnyVariant, a: Line, b: Line): Step | null {
  const same = (x: unknown, y: unknown) => x === y || v.key(x) === v.key(y);
  const n = Math.min(a.states.length, b.states.length);
  let p = 0;
  while (p < n && same(a.states[p], b.states[p])) p++;
  if (p === 0) return null;
  // events[i] leads from states[i] to states[i + 1]: the lines part after their last common state, p - 1.
  const actionsOf = (l: Line) => l.events.map((e, i) => (i >= p - 1 && i < l.states.length - 1 && e.kind === 'action' ? i : -1)).filter((i) => i >= 0);
  const gone = actionsOf(a), come = actionsOf(b);
  if (gone.length + come.length > 1) return null;
  if (!gone.length && !come.length) return { action: null, forward: true };
  const forward = come.length === 1, line = forward ? b : a, i = (forward ? come : gone)[0]!;
  const before = line.states[i];
  try {
    return { action: v.actionView(before, v.parseAction(before, line.events[i]!.notation)), forward };
  } catch {
    return { action: null, forward };
  }
}

const samePiece = (p: PieceView | undefined, q: PieceView | undefined) => !!p && !!q && p.kind === q.kind && p.side === q.side;

/**
 * The plan from view `a` to view `b`. `at` gives a cell's centre (to pair pieces with the nearest
 * of their kind: a castling's rook); `step` is the action between them when known.
 */
export function planBetween(a: PositionView, b: PositionView, step: Step | null, at: (cell: string) => { x: number; y: number } | undefined): Plan {
  const left = new Map<string, PieceView>(), came = new Map<string, PieceView>();
  for (const [c, p] of a.pieces) if (!samePiece(p, b.pieces.get(c))) left.set(c, p);
  for (const [c, q] of b.pieces) if (!samePiece(q, a.pieces.get(c))) came.set(c, q);
  const glides: { to: string; from: Spot; via: readonly string[] }[] = [];
  const pair = (from: string, to: string, via: readonly string[] = []) => {
    glides.push({ to, from: { cell: from }, via });
    left.delete(from);
    came.delete(to);
  };

  // The action itself: its piece goes from its start to its end (back again when it is taken back), along its path.
  const av = step?.action, start = av?.from && 'cell' in av.from ? av.from.cell : undefined, end = av?.to;
  if (start && end && start !== end) {
    const [from, to] = step!.forward ? [start, end] : [end, start];
    const path = (av!.path ?? []).filter((c) => c !== start && c !== end);
    if (left.has(from) && came.has(to) && left.get(from)!.side === came.get(to)!.side) pair(from, to, step!.forward ? path : [...path].reverse());
  }

  // Other pieces that moved (a castling's rook, several pieces of one move): each to the nearest that left, same side and kind.
  const dist = (x: string, y: string) => {
    const p = at(x), q = at(y);
    return p && q ? Math.hypot(p.x - q.x, p.y - q.y) : Infinity;
  };
  for (const [to, q] of [...came]) {
    let best: string | undefined;
    for (const [from, p] of left) if (samePiece(p, q) && (best === undefined || dist(from, to) < dist(best, to))) best = from;
    if (best !== undefined && dist(best, to) < Infinity) pair(best, to);
  }

  // Reserves: a piece that came from nowhere on the board left a reserve that now holds fewer; one that left went to a reserve that holds more.
  const count = (v: PositionView, id: string) => v.reserves.find((r) => r.reserve === id)?.count ?? 0;
  const ids = [...new Set([...a.reserves, ...b.reserves].map((r) => r.reserve))];
  const delta = new Map(ids.map((id) => [id, count(b, id) - count(a, id)]));
  const kindOf = (id: string) => [...b.reserves, ...a.reserves].find((r) => r.reserve === id)!;
  const fromReserve = av?.from && 'reserve' in av.from && step!.forward ? av.from.reserve : undefined;
  const appears: string[] = [];
  for (const [to, q] of came) {
    const id = (fromReserve && (delta.get(fromReserve) ?? 0) < 0 && to === end ? fromReserve : undefined)
      ?? ids.find((r) => delta.get(r)! < 0 && kindOf(r).kind === q.kind && kindOf(r).side === q.side);
    if (id === undefined) {
      appears.push(to);
      continue;
    }
    delta.set(id, delta.get(id)! + 1);
    glides.push({ to, from: { reserve: id }, via: [] });
  }
  const leaves: { cell: string; to: string | null }[] = [];
  for (const [cell, p] of left) {
    // Into a hand: the same kind (a captured piece may change sides as it goes there).
    const id = ids.find((r) => delta.get(r)! > 0 && kindOf(r).kind === p.kind) ?? null;
    if (id !== null) delta.set(id, delta.get(id)! - 1);
    leaves.push({ cell, to: id });
  }
  return { glides, leaves, appears };
}

/**
 * The search walks a game through a cursor: make, look, unmake. A game that offers the
 * `cursor` hook walks inside its own fast core; any other game (and any game when the hook is
 * switched off, as the speed bench does for its peer) is walked by `StateCursor`, which builds an
 * immutable state per step through the ordinary interface, exactly as the search did before
 * cursors existed.
 */
import type { ActionView, AnyVariant, ChanceOutcome, Phase, SearchCursor, Side } from '../core/types.js';

/** A cursor as the search uses it: a game without `hash` is keyed by its `key` text. */
export type Walk = Omit<SearchCursor, 'hash'> & { hash(): number | string };

/** Opens a cursor on `state`: the game's own unless `useHook` is false or it has none. */
export function openCursor(v: AnyVariant, state: unknown, useHook = true): Walk {
  if (useHook && typeof v.cursor === 'function') return v.cursor(state);
  return new StateCursor(v, state);
}

/** The generic cursor: one immutable state per step, through `apply` and `applyChance`. */
export class StateCursor implements Walk {
  private s: unknown;
  private readonly stack: unknown[] = [];
  /** The last action given a view, so that `isCapture` then `moveId` build it once. */
  private viewed: { s: unknown; a: unknown; view: ActionView } | null = null;
  readonly evaluate?: () => number;
  readonly inCheck?: () => boolean;

  constructor(private readonly v: AnyVariant, state: unknown) {
    this.s = state;
    if (v.evaluate) this.evaluate = () => v.evaluate!(this.s);
    if (v.inCheck) this.inCheck = () => v.inCheck!(this.s);
  }

  phase(): Phase {
    return this.v.phase(this.s);
  }
  toMove(): Side {
    return this.v.toMove(this.s);
  }
  actions(): ArrayLike<unknown> {
    return this.v.legalActions(this.s);
  }
  chanceOutcomes(): readonly ChanceOutcome<unknown>[] {
    return this.v.chanceOutcomes(this.s);
  }
  winner(): Side | null {
    return this.v.result(this.s)?.winner ?? null;
  }
  make(action: unknown): void {
    this.stack.push(this.s);
    this.s = this.v.apply(this.s, action);
  }
  makeChance(outcome: unknown): void {
    this.stack.push(this.s);
    this.s = this.v.applyChance(this.s, outcome);
  }
  unmake(): void {
    this.s = this.stack.pop();
  }
  hash(): number | string {
    return this.v.hash ? this.v.hash(this.s) : this.v.key(this.s);
  }
  /**
   * Actions that are plain numbers or strings, in a game with `isCapture`, are their own
   * identity; any other action is known by its cells (or notation) from `actionView`.
   */
  private fast(action: unknown): boolean {
    return this.v.isCapture !== undefined && (typeof action === 'number' || typeof action === 'string');
  }
  private view(action: unknown): ActionView {
    const c = this.viewed;
    if (c && c.s === this.s && c.a === action) return c.view;
    const view = this.v.actionView(this.s, action);
    this.viewed = { s: this.s, a: action, view };
    return view;
  }
  isCapture(action: unknown): boolean {
    if (this.v.isCapture) return this.v.isCapture(this.s, action);
    const c = this.view(action).captures;
    return c !== undefined && c.length > 0;
  }
  moveId(action: unknown): number | string {
    if (this.fast(action)) return action as number | string;
    return historyKey(this.view(action));
  }
  state(): unknown {
    return this.s;
  }
}

/** Where an action goes from and to (the same move in many positions), else its notation. */
export function historyKey(av: ActionView): string {
  const from = av.from ? ('cell' in av.from ? av.from.cell : `@${av.from.reserve}`) : '';
  return from || av.to ? `${from}>${av.to ?? ''}` : av.notation;
}

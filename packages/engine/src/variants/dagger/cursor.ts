/**
 * The search cursor for Dagger Chess: the AI walks one mutable `Position` with make/unmake
 * instead of building a state per node. Each ply keeps its own move list and verdict (live,
 * mated, drawn), worked out once, the same way the variant does for a state.
 */
import type { ChanceOutcome, Phase, SearchCursor, Side } from '../../core/types.js';
import { FLAG_EP, Position, moveTo } from './engine.js';
import { evaluateBoard } from './evaluate.js';
import { load, snapshot, type DaggerState } from './state.js';

const SIDE_NAME = ['white', 'black'] as const;
const UNKNOWN = 0, LIVE = 1, MATED = 2, DRAWN = 3;
const MAX_MOVES = 512;

export class DaggerCursor implements SearchCursor<DaggerState, number, never> {
  private readonly pos = new Position();
  private ply = 0;
  private readonly lists: number[][] = [];
  /** Per ply: the pseudo-legal moves found by `look` (sifted in place into the legal ones). */
  private readonly moves: Int32Array[] = [];
  private verdict = new Uint8Array(64);
  private listed = new Uint8Array(64);
  private found = new Int32Array(64);
  /** Per ply, once looked at: 1 when the side to move is in check. */
  private checked = new Uint8Array(64);

  constructor(state: DaggerState) {
    load(state, this.pos);
  }

  /**
   * The verdict needs only whether some legal move exists (the first found will do); the
   * pseudo-legal moves are kept and sifted into the full list only when the search asks for
   * it, which a cut-off at a leaf often spares.
   */
  private look(): void {
    const p = this.ply;
    if (this.verdict[p] !== UNKNOWN) return;
    const pos = this.pos, buf = (this.moves[p] ??= new Int32Array(MAX_MOVES));
    const end = pos.pseudoMoves(buf, 0);
    this.found[p] = end;
    let v = LIVE;
    const any = pos.anyLegal(buf, 0, end);
    this.checked[p] = pos.checked ? 1 : 0;
    if (!any) v = pos.checked ? MATED : DRAWN;
    else if (pos.drawRule() !== null) v = DRAWN;
    this.verdict[p] = v;
    this.listed[p] = 0;
  }

  private list(): number[] {
    const p = this.ply;
    const list = (this.lists[p] ??= []);
    if (this.listed[p]) return list;
    this.listed[p] = 1;
    if (this.verdict[p] !== LIVE) {
      list.length = 0;
      return list;
    }
    const buf = this.moves[p]!;
    const n = this.pos.keepLegal(buf, 0, this.found[p]!, this.checked[p] === 1);
    list.length = n;
    for (let i = 0; i < n; i++) list[i] = buf[i]!;
    return list;
  }

  phase(): Phase {
    this.look();
    return this.verdict[this.ply] === LIVE ? 'decision' : 'over';
  }
  toMove(): Side {
    return SIDE_NAME[this.pos.side]!;
  }
  actions(): ArrayLike<number> {
    this.look();
    return this.list();
  }
  chanceOutcomes(): readonly ChanceOutcome<never>[] {
    return [];
  }
  winner(): Side | null {
    this.look();
    return this.verdict[this.ply] === MATED ? SIDE_NAME[this.pos.side ^ 1]! : null;
  }
  make(action: number): void {
    this.pos.make(action);
    this.enter();
  }
  private enter(): void {
    const p = ++this.ply;
    if (p >= this.verdict.length) {
      const grow = <T extends Uint8Array | Int32Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.verdict = grow(this.verdict, (n) => new Uint8Array(n));
      this.listed = grow(this.listed, (n) => new Uint8Array(n));
      this.checked = grow(this.checked, (n) => new Uint8Array(n));
      this.found = grow(this.found, (n) => new Int32Array(n));
    }
    this.verdict[p] = UNKNOWN;
  }
  makeChance(): void {
    throw new Error('Dagger Chess has no dice');
  }
  unmake(): void {
    this.pos.unmake();
    this.ply--;
  }
  hash(): number {
    return this.pos.hash;
  }
  evaluate(): number {
    return evaluateBoard(this.pos.sq, this.pos.hand, this.pos.side);
  }
  inCheck(): boolean {
    this.look();
    return this.checked[this.ply] === 1;
  }
  isCapture(action: number): boolean {
    return (action & FLAG_EP) !== 0 || this.pos.sq[moveTo(action)] !== 0;
  }
  moveId(action: number): number {
    return action;
  }
  state(): DaggerState {
    const pos = this.pos;
    return snapshot(pos, pos.halfmove === 0 ? [] : pos.history.slice(-pos.halfmove));
  }
}

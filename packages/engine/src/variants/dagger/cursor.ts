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
  private verdict = new Uint8Array(64);
  private listed = new Uint8Array(64);
  private readonly buf = new Int32Array(MAX_MOVES);

  constructor(state: DaggerState) {
    load(state, this.pos);
  }

  /**
   * The verdict needs only whether some legal move exists (the first found will do); the full
   * list is generated when the search asks for it, which a cut-off at a leaf often spares.
   */
  private look(): void {
    if (this.verdict[this.ply] !== UNKNOWN) return;
    const pos = this.pos;
    let v = LIVE;
    if (!pos.hasLegalMove(this.buf, 0)) v = pos.inCheck() ? MATED : DRAWN;
    else if (pos.drawRule() !== null) v = DRAWN;
    this.verdict[this.ply] = v;
    this.listed[this.ply] = 0;
  }

  private list(): number[] {
    const list = (this.lists[this.ply] ??= []);
    if (this.listed[this.ply]) return list;
    this.listed[this.ply] = 1;
    if (this.verdict[this.ply] !== LIVE) {
      list.length = 0;
      return list;
    }
    const n = this.pos.legalMoves(this.buf, 0);
    list.length = n;
    for (let i = 0; i < n; i++) list[i] = this.buf[i]!;
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
    if (++this.ply >= this.verdict.length) {
      const grown = new Uint8Array(this.verdict.length * 2);
      grown.set(this.verdict);
      this.verdict = grown;
      this.listed = new Uint8Array(grown.length);
    }
    this.verdict[this.ply] = UNKNOWN;
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

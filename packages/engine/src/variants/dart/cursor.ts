/**
 * The search cursor for Dart 6x6 Chess: the AI walks one mutable `Position` with make/unmake
 * instead of building a state per node. Each ply keeps its own move list and verdict (live,
 * mated, drawn), worked out once, the same way `factsOf` does for a state.
 */
import type { ChanceOutcome, Phase, SearchCursor, Side } from '../../core/types.js';
import { moveFrom, moveTo, RESERVE } from './board.js';
import { evaluateBoard } from './evaluate.js';
import { MAX_MOVES, Position } from './position.js';
import { load, snapshot, type DartState } from './state.js';

const SIDE_NAME = ['white', 'black'] as const;
const UNKNOWN = 0, LIVE = 1, MATED = 2, DRAWN = 3;

export class DartCursor implements SearchCursor<DartState, number, never> {
  private readonly pos = new Position();
  private ply = 0;
  private readonly made: number[] = [];
  /** Per ply: the legal moves and the verdict, filled on first look. */
  private readonly lists: number[][] = [];
  private verdict = new Uint8Array(64);
  /** Per ply, once looked at: 1 when the side to move is in check. */
  private checked = new Uint8Array(64);
  private readonly buf = new Int32Array(MAX_MOVES);

  constructor(state: DartState) {
    load(state, this.pos);
  }

  private look(): void {
    if (this.verdict[this.ply] !== UNKNOWN) return;
    const pos = this.pos;
    const n = pos.generate(this.buf, 0);
    const list = (this.lists[this.ply] ??= []);
    list.length = n;
    for (let i = 0; i < n; i++) list[i] = this.buf[i]!;
    // As in factsOf: no move is mate or stalemate even on the fiftieth move; else the draw rules.
    this.checked[this.ply] = pos.checked ? 1 : 0;
    let v = LIVE;
    if (n === 0) v = pos.checked ? MATED : DRAWN;
    else if (pos.drawByRule() !== null) v = DRAWN;
    if (v !== LIVE) list.length = 0;
    this.verdict[this.ply] = v;
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
    return this.lists[this.ply]!;
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
    this.made.push(action);
    if (++this.ply >= this.verdict.length) {
      const grown = new Uint8Array(this.verdict.length * 2);
      grown.set(this.verdict);
      this.verdict = grown;
      const checked = new Uint8Array(grown.length);
      checked.set(this.checked);
      this.checked = checked;
    }
    this.verdict[this.ply] = UNKNOWN;
  }
  makeChance(): void {
    throw new Error('Dart 6x6 Chess has no dice');
  }
  unmake(): void {
    this.pos.unmake(this.made.pop()!);
    this.ply--;
  }
  inCheck(): boolean {
    this.look();
    return this.checked[this.ply] === 1;
  }
  hash(): number {
    return this.pos.key;
  }
  evaluate(): number {
    return evaluateBoard(this.pos.board, this.pos.hands, this.pos.side);
  }
  isCapture(action: number): boolean {
    return moveFrom(action) !== RESERVE && this.pos.board[moveTo(action)] !== 0;
  }
  moveId(action: number): number {
    return action;
  }
  state(): DartState {
    return snapshot(this.pos);
  }
}

/**
 * The search cursor for d4 d6 chess. A turn here is several small decisions and rolls, and the
 * states are small, so the cursor keeps a stack of immutable states (incremental state) and
 * remembers, per ply, what the search asks again and again: the phase and result, the legal
 * actions (generated once, without the drawn paths), the hash. Actions are applied without the
 * legality check of `apply` (they come from the list), and known to the move ordering by their
 * from and to squares instead of by their drawn view.
 */
import type { ChanceOutcome, GameResult, Phase, SearchCursor, Side } from '../../core/types.js';
import type { D4D6State } from './state.js';
import { applyLegal, legalActions, type D4D6Action } from './turn.js';

/** The variant's own functions the cursor must agree with (passed in, so no import cycle). */
export interface D4D6Rules {
  resultOf(s: D4D6State): GameResult | null;
  applyChance(s: D4D6State, n: number): D4D6State;
  evaluate(s: D4D6State): number;
  hash(s: D4D6State): number;
}

const SIDE_NAMES: readonly Side[] = ['white', 'black'];
const die = (sides: number): readonly ChanceOutcome<number>[] =>
  Array.from({ length: sides }, (_, i) => ({ outcome: i + 1, probability: 1 / sides, notation: String(i + 1), dice: [{ sides, value: i + 1 }] }));
const DIE: readonly (readonly ChanceOutcome<number>[])[] = [[], [], [], [], die(4), [], die(6)];
const NONE: readonly D4D6Action[] = [];

interface Ply {
  s: D4D6State;
  result: GameResult | null | undefined;
  actions: readonly D4D6Action[] | undefined;
  hash: number | undefined;
}

export class D4D6Cursor implements SearchCursor<D4D6State, D4D6Action, number> {
  private readonly plies: Ply[] = [];
  private top: Ply;
  private depth = 0;

  constructor(state: D4D6State, private readonly rules: D4D6Rules) {
    this.top = { s: state, result: undefined, actions: undefined, hash: undefined };
    this.plies.push(this.top);
  }

  private result(): GameResult | null {
    const p = this.top;
    if (p.result === undefined) p.result = this.rules.resultOf(p.s);
    return p.result;
  }
  phase(): Phase {
    if (this.result()) return 'over';
    const stage = this.top.s.stage;
    return stage === 'roll' || stage === 'orient' ? 'chance' : 'decision';
  }
  toMove(): Side {
    return SIDE_NAMES[this.top.s.side]!;
  }
  actions(): ArrayLike<D4D6Action> {
    const p = this.top;
    if (p.actions === undefined) p.actions = this.phase() === 'decision' ? legalActions(p.s, false, false) : NONE;
    return p.actions;
  }
  chanceOutcomes(): readonly ChanceOutcome<number>[] {
    if (this.phase() !== 'chance') return [];
    const s = this.top.s;
    return DIE[s.stage === 'roll' ? s.die : 4]!;
  }
  winner(): Side | null {
    return this.result()?.winner ?? null;
  }
  private push(s: D4D6State): void {
    const d = ++this.depth;
    let p = this.plies[d];
    if (p) {
      p.s = s;
      p.result = p.actions = p.hash = undefined;
    } else {
      p = { s, result: undefined, actions: undefined, hash: undefined };
      this.plies.push(p);
    }
    this.top = p;
  }
  make(action: D4D6Action): void {
    this.push(applyLegal(this.top.s, action));
  }
  makeChance(n: number): void {
    const s = this.top.s;
    // A rolled die only sets the number; the d4 that orients a Rinoceronte goes through the rules.
    this.push(s.stage === 'roll' ? { ...s, stage: 'move', roll: n } : this.rules.applyChance(s, n));
  }
  unmake(): void {
    this.top = this.plies[--this.depth]!;
  }
  hash(): number {
    const p = this.top;
    if (p.hash === undefined) p.hash = this.rules.hash(p.s);
    return p.hash;
  }
  evaluate(): number {
    return this.rules.evaluate(this.top.s);
  }
  isCapture(a: D4D6Action): boolean {
    return a.kind === 'move' && a.capture;
  }
  /**
   * From and to squares, as the generic ordering's view has them: a choice, promotion or turn
   * is its own square twice; ending the turn has neither.
   */
  moveId(a: D4D6Action): number {
    switch (a.kind) {
      case 'end': return -1;
      case 'choose': case 'promote': case 'turn': return a.from * 65;
      default: return a.from * 64 + a.to;
    }
  }
  state(): D4D6State {
    return this.top.s;
  }
}

/**
 * A game in progress with its history: what the element, the CLI and lessons hold.
 * Every event (an action or a dice outcome) is kept with the state after it, so stepping
 * back and forward is free, and a record exported at any time replays exactly.
 */
import { IllegalActionError, PhaseError, PositionError, VariantBoardError } from './errors.js';
import type { RandomSource } from './random.js';
import { fairRandom } from './random.js';
import type { GameRecord, RecordEvent } from './record.js';
import { formatRecord, parseRecord, replayTokens } from './record.js';
import { rollChance } from './search-helpers.js';
import type { ChanceOutcome, GameResult, Variant, VariantOptions } from './types.js';

export interface SessionEntry<S> {
  readonly event: RecordEvent;
  readonly state: S;
}

export class GameSession<S = any> {
  readonly variant: Variant<S, any, any>;
  readonly options: VariantOptions;
  /** Position text of a custom start, undefined for the variant's own start. */
  readonly startText: string | undefined;
  readonly start: S;
  private entries: SessionEntry<S>[] = [];
  /** How many entries are "played" (the rest can be redone). */
  private cursor = 0;

  constructor(variant: Variant<S, any, any>, init: { options?: VariantOptions; position?: string } = {}) {
    this.variant = variant;
    this.options = init.options ?? {};
    if (init.position !== undefined && init.position.trim() !== '') {
      this.start = variant.parsePosition(init.position, this.options);
      this.startText = variant.formatPosition(this.start);
    } else {
      this.start = variant.initial(this.options);
      this.startText = undefined;
    }
  }

  /** Builds a session by replaying a record; throws RecordError at the first bad token. */
  static fromRecord<T>(variant: Variant<T, any, any>, text: string): GameSession<T> {
    const { record, tokens } = parseRecord(text);
    if (record.variant !== variant.id) {
      throw new VariantBoardError('bad-record', `This record is for "${record.variant}", not "${variant.id}".`, {
        token: record.variant,
        expected: variant.id,
      });
    }
    const session = new GameSession<T>(variant, { options: record.options, position: record.position });
    session.playTokens(tokens);
    return session;
  }

  get state(): S {
    return this.cursor === 0 ? this.start : this.entries[this.cursor - 1]!.state;
  }
  /** Events up to the cursor. */
  get events(): RecordEvent[] {
    return this.entries.slice(0, this.cursor).map((e) => e.event);
  }
  /** All events including those undone but not yet overwritten. */
  get allEvents(): RecordEvent[] {
    return this.entries.map((e) => e.event);
  }
  get ply(): number {
    return this.cursor;
  }
  get length(): number {
    return this.entries.length;
  }
  stateAt(index: number): S {
    if (index < 0 || index > this.entries.length) throw new RangeError(`No position ${index}`);
    return index === 0 ? this.start : this.entries[index - 1]!.state;
  }

  result(): GameResult | null {
    return this.variant.result(this.state);
  }

  /** Plays an action given as notation or as an action object; returns its notation. */
  play(move: unknown): string {
    const state = this.state;
    const phase = this.variant.phase(state);
    const token = typeof move === 'string' ? move : '(action)';
    if (phase === 'chance') throw new PhaseError(token, 'a dice roll first');
    if (phase === 'over') throw new IllegalActionError(token, 'the game is over');
    const action = typeof move === 'string' ? this.variant.parseAction(state, move) : move;
    const notation = this.variant.formatAction(state, action);
    const next = this.variant.apply(state, action) as S;
    this.push({ kind: 'action', notation }, next);
    return notation;
  }

  /** Rolls at a chance point with the given source (fair dice by default). */
  roll(rng: RandomSource = fairRandom()): ChanceOutcome {
    const state = this.state;
    if (this.variant.phase(state) !== 'chance') throw new PhaseError('roll', 'a move, not a roll');
    const outcome = rollChance(this.variant, state, rng);
    this.push({ kind: 'chance', notation: outcome.notation }, this.variant.applyChance(state, outcome.outcome) as S);
    return outcome;
  }

  /** Sets the dice to a given outcome (physical dice, fixed rolls in diagrams). */
  setRoll(notation: string): ChanceOutcome {
    const state = this.state;
    if (this.variant.phase(state) !== 'chance') throw new PhaseError(notation, 'a move, not a roll');
    const outcome = this.variant.parseChance(state, notation);
    const found = this.variant.chanceOutcomes(state).find((o: ChanceOutcome) => o.notation === notation) ??
      this.variant.chanceOutcomes(state).find((o: ChanceOutcome) => sameOutcome(o.outcome, outcome));
    const next = this.variant.applyChance(state, outcome) as S;
    const note = found?.notation ?? notation;
    this.push({ kind: 'chance', notation: note }, next);
    return found ?? { outcome, probability: 0, notation: note, dice: [] };
  }

  playTokens(tokens: readonly string[]): void {
    const { states, events } = replayTokens(this.variant, this.state, tokens);
    // Only commit once the whole list replayed: a bad record changes nothing.
    this.entries.length = this.cursor;
    events.forEach((event, i) => this.entries.push({ event, state: states[i + 1] as S }));
    this.cursor = this.entries.length;
  }

  private push(event: RecordEvent, state: S) {
    this.entries.length = this.cursor; // a new event forgets the undone ones
    this.entries.push({ event, state });
    this.cursor++;
  }

  canBack(): boolean {
    return this.cursor > 0;
  }
  canForward(): boolean {
    return this.cursor < this.entries.length;
  }
  back(): boolean {
    if (!this.canBack()) return false;
    this.cursor--;
    return true;
  }
  forward(): boolean {
    if (!this.canForward()) return false;
    this.cursor++;
    return true;
  }
  goto(index: number): void {
    if (index < 0 || index > this.entries.length) throw new RangeError(`No position ${index}`);
    this.cursor = index;
  }
  /**
   * Takes back the last action (and any dice rolled after it), keeping the roll that came
   * before it: undoing a move must not let a player re-roll.
   */
  undo(): boolean {
    let i = this.cursor;
    while (i > 0 && this.entries[i - 1]!.event.kind === 'chance') i--;
    if (i === 0) return false;
    this.cursor = i - 1;
    this.entries.length = this.cursor;
    return true;
  }
  reset(): void {
    this.entries = [];
    this.cursor = 0;
  }

  toRecord(tags: Record<string, string> = {}): GameRecord {
    const result = this.result();
    const resultTag = result ? (result.winner === 'white' ? '1-0' : result.winner === 'black' ? '0-1' : '1/2-1/2') : '*';
    return {
      variant: this.variant.id,
      options: this.options,
      position: this.startText,
      events: this.events,
      tags: { ...tags, Result: resultTag },
    };
  }
  exportRecord(tags: Record<string, string> = {}): string {
    return formatRecord(this.toRecord(tags));
  }
}

function sameOutcome(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export { PositionError };

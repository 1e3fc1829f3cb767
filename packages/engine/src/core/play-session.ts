/**
 * A game in progress with its history: what the element, the CLI and lessons hold. It plays,
 * steps and writes its record; `GameSession` (session.ts) adds reading one, so that code which
 * only plays (a board's first load) does not carry the record reader.
 * Every event (an action or a dice outcome) is kept with the state after it, so stepping
 * back and forward is free, and a record exported at any time replays exactly.
 *
 * Behind the list of events sits a tree (`root`): a loaded record's comments, arrows and
 * side lines live on its nodes. The session's events are one line of that tree, the main
 * line unless `showNode` picked a side line; everything linear (AI, lessons, CLI) sees just
 * that line.
 */
import { IllegalActionError, PhaseError, RecordError } from './errors.js';
import type { RandomSource } from './random.js';
import { fairRandom } from './random.js';
import type { GameRecord, RecordEvent } from './record.js';
import { formatRecord, replayTokens } from './record.js';
import { RecordNode, shownTag, treeIsAnnotated } from './record-tree.js';
import { rollChance } from './search-helpers.js';
import type { ChanceOutcome, GameResult, Variant, VariantOptions } from './types.js';

export interface SessionEntry<S> {
  readonly event: RecordEvent;
  readonly state: S;
  /** The event's node in the session's tree. */
  readonly node: RecordNode<S>;
}

export class PlaySession<S = any> {
  readonly variant: Variant<S, any, any>;
  readonly options: VariantOptions;
  /** Position text of a custom start, undefined for the variant's own start. */
  readonly startText: string | undefined;
  readonly start: S;
  /** The tree of every event known: the start position, its comment and all lines. */
  readonly root: RecordNode<S>;
  /** Problems found in side lines and marks while reading a record with `sideLineErrors: 'keep'`. */
  recordErrors: RecordError[] = [];
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
    this.root = new RecordNode<S>(null, this.start, null);
  }

  get state(): S {
    return this.cursor === 0 ? this.start : this.entries[this.cursor - 1]!.state;
  }
  /** Events up to the cursor. */
  get events(): RecordEvent[] {
    return this.entries.slice(0, this.cursor).map((e) => e.event);
  }
  /** All events of the session's line, after the cursor too (what redo and forward step through). */
  get allEvents(): RecordEvent[] {
    return this.entries.map((e) => e.event);
  }
  get ply(): number {
    return this.cursor;
  }
  get length(): number {
    return this.entries.length;
  }
  /** The node of the shown position (the root at the start). */
  get node(): RecordNode<S> {
    return this.cursor === 0 ? this.root : this.entries[this.cursor - 1]!.node;
  }
  /** The nodes of the session's line, shown or not. */
  get line(): RecordNode<S>[] {
    return this.entries.map((e) => e.node);
  }
  /** Whether the tree has comments, marks or side lines. */
  get annotated(): boolean {
    return treeIsAnnotated(this.root);
  }
  /** Whether the session's line is the tree's main line. */
  get onMainLine(): boolean {
    return this.entries.every((e) => !e.node.startsSideLine);
  }

  /**
   * Shows a node of the tree (a move of a side line, say): the session's line becomes the
   * path to it followed by its continuation, and back/forward step along that line.
   */
  showNode(node: RecordNode<S>): void {
    let top = node;
    while (top.parent) top = top.parent;
    if (top !== this.root) throw new RangeError('That node is not part of this game.');
    const path = node.path();
    const line = [...path, ...(node.children[0] ? node.children[0].chain() : [])];
    this.entries = line.map((n) => ({ event: n.event!, state: n.state, node: n }));
    this.cursor = path.length;
  }
  stateAt(index: number): S {
    if (!(Number.isInteger(index) && index >= 0 && index <= this.entries.length)) throw new RangeError(`No position ${index}`);
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
    events.forEach((event, i) => this.push(event, states[i + 1] as S));
  }

  /**
   * Adds an event after the shown position, losing nothing: when the line already goes on with
   * the same event it is followed; when another child of the shown node is that event, the
   * session shows that line; otherwise the event is a new node, the continuation when there is
   * none, else a new side line after the ones there are (the main line stays main).
   */
  private push(event: RecordEvent, state: S) {
    const parent = this.node;
    const next = this.entries[this.cursor]?.node;
    if (next && sameEvent(next.event!, event)) {
      this.cursor++;
      return;
    }
    const known = parent.children.find((n) => sameEvent(n.event!, event));
    if (known) {
      this.showNode(known);
      return;
    }
    const node = new RecordNode<S>(event, state, parent);
    parent.children.push(node);
    this.entries.length = this.cursor;
    this.entries.push({ event, state, node });
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
    if (!(Number.isInteger(index) && index >= 0 && index <= this.entries.length)) throw new RangeError(`No position ${index}`);
    this.cursor = index;
  }
  /**
   * Takes back the last action (and any dice rolled after it), keeping the roll that came
   * before it: undoing a move must not let a player re-roll.
   * At the end of a line the action is deleted from the game (with the rolls after it), unless
   * side lines hang off what would go: then, as in the middle of a line, undo only steps back
   * and the rest of the line stays, to be redone or left as a side line by another move.
   */
  undo(): boolean {
    let i = this.cursor;
    while (i > 0 && this.entries[i - 1]!.event.kind === 'chance') i--;
    if (i === 0) return false;
    const action = this.entries[i - 1]!.node;
    if (this.cursor === this.entries.length && isBareChain(action, this.cursor - i)) {
      const parent = action.parent!;
      const at = parent.children.indexOf(action);
      parent.children.splice(at, 1);
      // A side line that becomes the continuation keeps its opening comment, as the first words of its move's.
      const promoted = at === 0 ? parent.children[0] : undefined;
      if (promoted?.intro) {
        promoted.comment = [promoted.intro, promoted.comment].filter(Boolean).join(' ');
        promoted.intro = '';
      }
      this.entries.length = i - 1;
    }
    this.cursor = i - 1;
    return true;
  }
  reset(): void {
    this.entries = [];
    this.cursor = 0;
    this.root.children.length = 0;
    this.root.comment = '';
    this.root.arrows = [];
    this.root.highlights = [];
    this.recordErrors = [];
  }

  /**
   * The whole game as a record: the tree's main line with every comment, mark and side line.
   * When the shown position is not the main line's end, a `Shown` tag says where it is, and
   * `GameSession.fromRecord` shows it again (what the computer player and analysis read).
   * `events` are the shown line's events up to the shown position.
   */
  toRecord(tags: Record<string, string> = {}): GameRecord {
    const main = this.root.chain();
    const result = this.variant.result(main.at(-1)!.state);
    const resultTag = result ? (result.winner === 'white' ? '1-0' : result.winner === 'black' ? '0-1' : '1/2-1/2') : '*';
    const shown = this.node === main.at(-1) ? undefined : shownTag(this.node);
    const { Shown: _, ...rest } = tags;
    return {
      variant: this.variant.id,
      options: this.options,
      position: this.startText,
      events: this.events,
      tags: { ...rest, ...(shown !== undefined ? { Shown: shown } : {}), Result: resultTag },
      tree: { root: this.root, path: main.slice(1) },
    };
  }
  exportRecord(tags: Record<string, string> = {}): string {
    return formatRecord(this.toRecord(tags));
  }
}

function sameEvent(a: RecordEvent, b: RecordEvent): boolean {
  return a.kind === b.kind && a.notation === b.notation;
}

/** Whether `node` is followed by exactly `more` nodes, one after another, and nothing else. */
function isBareChain(node: RecordNode<unknown>, more: number): boolean {
  let n = node;
  for (let k = 0; k < more; k++) {
    if (n.children.length !== 1) return false;
    n = n.children[0]!;
  }
  return n.children.length === 0;
}

function sameOutcome(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}


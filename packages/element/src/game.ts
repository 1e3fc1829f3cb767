/**
 * The game behind a board: its history (PlaySession), record writer, dice and the methods that
 * play and step through it (records.ts adds reading records). A diagram of a position needs none
 * of this to be drawn, so it loads when a board needs more than its position (moves, a fixed
 * roll, controls, the editor, analysis) or when a script asks for the board (`ready`, `session`,
 * a method); playable boards load it beside their rules. The methods join VariantBoard's
 * prototype, replacing the core's placeholders.
 */
import './variant-board.js'; // a part only boards load: the core then stays one chunk of the bundle
import { VariantBoardError } from './engine.js';
import { PlaySession, fairRandom, seededRandom } from './engine-game.js';
import type { ChanceOutcome, GameResult, PositionView, Side } from './engine.js';
import { strings } from './strings.js';
import { movesText, probeDice, safeOptions } from './model.js';
import { sessionStart } from './session-start.js';
import { lastMoveOf } from './last-move.js';
import './draw/overlays.js';
import { controlStrings } from './control-strings.js';
// The parts that load with a game (controls, template, notes, analysis) take these from here, so that they
// travel in the game's chunk of the bundle instead of small chunks of their own (each one more file to fetch).
export { controlStrings };
export { hintArrow } from './hint-arrow.js';
export { answerNotation, loadComputer } from './computer.js';
export { loadPart } from './load-part.js';
export type { ComputerAnswer } from './computer.js';
import type { Move } from './interact.js';
import type { MoveDetail, RollDetail, VariantBoard } from './variant-board.js';
import { drawnMarks } from './annotations/marks.js';
import type { DrawnMarks } from './annotations/marks.js';

/** What this module adds to (or replaces on) VariantBoard's prototype. */
export interface GameMethods {
  _game(): PlaySession | null;
  _build(): boolean;
  _lastMoveNow(): VariantBoard['_lastMove'];
  _applyFixedRoll(quiet?: boolean): void;
  _playChecked(notation: string, move?: Move): void;
  _afterRoll(outcome: ChanceOutcome, side: Side, thrown: boolean): void;
  /** The arrows and marked cells of the shown record position (`[%cal]`, `[%csl]`). */
  _marks(): DrawnMarks;
  /** After a change of the shown position: a move that ended the game is announced (once) and fires `gameover`. */
  _gameOver(result: GameResult | null, notation: string | null): void;
  _overAnnounced?: boolean;
  play(notation: string): boolean;
  rollDice(): ChanceOutcome | null;
  setRoll(notation: string): boolean;
  undo(): boolean;
  redo(): boolean;
  back(): boolean;
  goto(ply: number): boolean;
  reset(): void;
  exportRecord(tags?: Record<string, string>): string;
}

export const gameMethods: GameMethods & ThisType<VariantBoard & GameMethods> = {
  /**
   * The board's session. A diagram drawn from its position alone gets one now, for the same
   * position (no event: nothing the reader sees changes).
   */
  _game() {
    const light = this._light, v = this._v;
    if (!this._session && light && v) {
      const s = new PlaySession(v, { options: light.options, ...(light.startText !== undefined ? { position: light.startText } : {}) });
      if (light.rolled) s.setRoll(light.rolled);
      this._session = s;
      this._light = null;
    }
    return this._session;
  },

  _marks() {
    return drawnMarks(this._session?.node);
  },

  _gameOver(result, notation) {
    if (result && !this._overAnnounced && notation !== null) {
      this._overAnnounced = true;
      this._announce = `${this._announce} ${strings().gameOver(result.text)}`.trim();
      this._emit('gameover', { result });
    }
    if (!result) this._overAnnounced = false;
  },

  /** Builds the session from position/moves/options; keeps the old one if they are bad. */
  _build() {
    const v = this._v!;
    try {
      // Moves are read by records.ts, which the core's _rebuild has loaded by now.
      const session = movesText(this.moves) !== '' ? this._readMoves!() : new PlaySession(v, sessionStart(this.options, this.position));
      this._usesDice = probeDice(v, session.options);
      void this._extras();
      if (this.ply !== undefined && this.ply !== null && !Number.isNaN(this.ply)) session.goto(Math.max(0, Math.min(this.ply, session.length)));
      this._session = session;
      this._light = null;
      this._clearError();
      this._rng = null;
      this._selection = null;
      this._chooser = null;
      this._applyFixedRoll(true);
      this._changed(null, true);
      if (session.recordErrors[0]) this._fail(session.recordErrors[0]);
      return true;
    } catch (e) {
      if (!this._session || this._session.variant !== v) {
        // Nothing valid to keep: show the game's own start under the message.
        try {
          this._session = new PlaySession(v, { options: safeOptions(v, this.options) });
          this._light = null;
          this._usesDice = probeDice(v, this._session.options);
        } catch {
          this._session = null;
        }
      }
      this._fail(e);
      return !!this._session;
    }
  },

  _lastMoveNow() {
    return this._session ? lastMoveOf(this._session) : null;
  },

  _applyFixedRoll(quiet = false) {
    const s = this._session;
    if (!s || !this.fixedRoll || !this._v) return;
    if (this._v.phase(s.state) !== 'chance') return;
    try {
      s.setRoll(this.fixedRoll.trim());
      if (!quiet) this._changed(null);
    } catch (e) {
      this._fail(e);
    }
  },

  _playChecked(notation: string, move?: Move) {
    const s = this._game()!, v = this._v!;
    const before = s.state;
    const side = v.toMove(before) as Side;
    const shown = this._viewNow;
    const view = shown && shown[0] === before ? shown[1] : (v.view(before) as PositionView);
    const action = move?.action ?? (v.phase(before) === 'decision' ? v.parseAction(before, notation) : undefined);
    const av = action !== undefined ? v.actionView(before, action) : undefined;
    const played = s.play(action ?? notation);
    const from = av?.from && 'cell' in av.from ? av.from.cell : undefined;
    const piece = from ? view.pieces.get(from) : av?.from && 'reserve' in av.from ? view.reserves.find((r) => r.reserve === (av.from as { reserve: string }).reserve) : undefined;
    const captures = av?.captures ?? (av?.to && view.pieces.get(av.to) && view.pieces.get(av.to)!.side !== side ? [av.to] : []);
    this._lastMove = av ? { from, to: av.to, captures, path: av.path } : null;
    const S = controlStrings();
    const desc = av ? S.moveText(piece ? S.piece(piece.side, piece.kind) : '', from ?? null, av.to ?? null, [...captures], av.choice ?? null) : '';
    this._announce = S.moved(side, desc ? `${played}, ${desc}` : played);
    this._hint = null;
    const after = s.state;
    let text: string | undefined;
    const detail: MoveDetail = {
      notation: played, side, from, to: av?.to, captures: [...captures], ply: s.ply,
      // Written when a listener reads it (most boards have none), as position-change's.
      get position() {
        return (text ??= v.formatPosition(after));
      },
    };
    this._emit('move', detail);
    this._changed(played, false, true);
  },

  /** `thrown`: dice rolled here tumble; a result set from outside (physical dice, a script) just shows. */
  _afterRoll(outcome: ChanceOutcome, side: Side, thrown: boolean) {
    const s = this._session!;
    const S = controlStrings();
    const dice = outcome.dice.length ? outcome.dice : this._v!.view(s.state).dice;
    this._announce = S.rolled(side, dice.length ? dice.map((d) => d.value ?? '?').join(' and ') : outcome.notation);
    if (thrown) {
      this._rolling = true;
      setTimeout(() => { this._rolling = false; this._bump(); }, 700);
    }
    this._emit('roll', { notation: outcome.notation, side, dice, ply: s.ply } satisfies RollDetail);
    this._changed(outcome.notation, false, true);
  },

  play(notation: string): boolean {
    if (!this._game()) return this._notYet(notation);
    try {
      this._playChecked(notation);
      return true;
    } catch (e) {
      return this._fail(e);
    }
  },

  rollDice(): ChanceOutcome | null {
    const s = this._game();
    if (!s) return null;
    try {
      this._rng ??= this.seed ? seededRandom(this.seed) : fairRandom();
      const side = this._v!.toMove(s.state) as Side;
      const outcome = s.roll(this._rng);
      this._afterRoll(outcome, side, true);
      return outcome;
    } catch (e) {
      this._fail(e);
      return null;
    }
  },

  setRoll(notation: string): boolean {
    const s = this._game();
    if (!s) return false;
    try {
      const side = this._v!.toMove(s.state) as Side;
      const outcome = s.setRoll(notation.trim());
      this._afterRoll(outcome, side, false);
      return true;
    } catch (e) {
      return this._fail(e);
    }
  },

  undo(): boolean {
    const ok = !!this._game()?.undo();
    if (ok) this._changed(null);
    return ok;
  },
  redo(): boolean {
    const ok = !!this._game()?.forward();
    if (ok) this._changed(null);
    return ok;
  },
  back(): boolean {
    const ok = !!this._game()?.back();
    if (ok) this._changed(null);
    return ok;
  },
  goto(ply: number): boolean {
    const s = this._game();
    if (!s) return false;
    try {
      s.goto(ply);
      this._changed(null);
      return true;
    } catch {
      return this._fail(new VariantBoardError('illegal-action', `No position number ${ply}: the game has ${s.length} events.`, { token: String(ply) }));
    }
  },
  reset(): void {
    const s = this._game();
    if (!s) return;
    s.reset();
    this._rng = this.seed ? seededRandom(this.seed) : null;
    this._changed(null);
  },

  exportRecord(tags: Record<string, string> = {}): string {
    return this._game()?.exportRecord(tags) ?? '';
  },
};

/**
 * The game behind a board: its history (PlaySession), record writer, dice and the methods that
 * play and step through it (records.ts adds reading records). A diagram of a position needs none
 * of this to be drawn, so it loads when a board needs more than its position (see needs.ts) or
 * when a script asks for the board (`ready`, `session`, a method); playable boards load it beside
 * their rules. The board creates a `GamePart` when this module arrives and hands its public game
 * methods to it.
 */
import { VariantBoardError } from './engine.js';
import { PlaySession, fairRandom, seededRandom } from './engine-game.js';
import type { PlaySession as Session } from './engine.js';
import type { ChanceOutcome, GameResult, PositionView, Side } from './engine.js';
import { strings } from './strings.js';
import { movesText, probeDice, safeOptions } from './model.js';
import { sessionStart } from './session-start.js';
import { lastMoveOf } from './last-move.js';
import './draw/overlays.js';
import { controlStrings } from './control-strings.js';
import type { Move } from './interact.js';
import type { GameAccess, GameHost, LastMove, MoveDetail, RollDetail } from './host.js';
import { drawnMarks } from './annotations/marks.js';
import type { DrawnMarks } from './annotations/marks.js';

export class GamePart implements GameAccess {
  /** The game's end was announced (once per ending). */
  private overAnnounced = false;

  constructor(private readonly b: GameHost) {}

  /**
   * The board's session. A diagram drawn from its position alone gets one now, for the same
   * position (no event: nothing the reader sees changes).
   */
  session(): Session | null {
    const light = this.b._light, v = this.b._v;
    if (!this.b._session && light && v) {
      const s = new PlaySession(v, { options: light.options, ...(light.startText !== undefined ? { position: light.startText } : {}) });
      if (light.rolled) s.setRoll(light.rolled);
      this.b._session = s;
      this.b._light = null;
    }
    return this.b._session;
  }

  marks(): DrawnMarks {
    return drawnMarks(this.b._session?.node);
  }

  gameOver(result: GameResult | null, notation: string | null): void {
    if (result && !this.overAnnounced && notation !== null) {
      this.overAnnounced = true;
      this.b._announce = `${this.b._announce} ${strings().gameOver(result.text)}`.trim();
      this.b._emit('gameover', { result });
    }
    if (!result) this.overAnnounced = false;
  }

  /** Builds the session from position/moves/options; keeps the old one if they are bad. */
  build(): boolean {
    const v = this.b._v!;
    try {
      // Moves are read by records.ts, which the core's _rebuild has loaded by now.
      const session = movesText(this.b.moves) !== '' ? this.b._parts.records!.readMoves() : new PlaySession(v, sessionStart(this.b.options, this.b.position));
      this.b._usesDice = probeDice(v, session.options);
      void this.b._extras();
      if (this.b.ply !== undefined && this.b.ply !== null && !Number.isNaN(this.b.ply)) session.goto(Math.max(0, Math.min(this.b.ply, session.length)));
      this.b._session = session;
      this.b._light = null;
      this.b._clearError();
      this.b._rng = null;
      this.b._selection = null;
      this.b._chooser = null;
      this.applyFixedRoll(true);
      this.b._changed(null, true);
      if (session.recordErrors[0]) this.b._fail(session.recordErrors[0]);
      return true;
    } catch (e) {
      if (!this.b._session || this.b._session.variant !== v) {
        // Nothing valid to keep: show the game's own start under the message.
        try {
          this.b._session = new PlaySession(v, { options: safeOptions(v, this.b.options) });
          this.b._light = null;
          this.b._usesDice = probeDice(v, this.b._session.options);
        } catch {
          this.b._session = null;
        }
      }
      this.b._fail(e);
      return !!this.b._session;
    }
  }

  lastMove(): LastMove | null {
    return this.b._session ? lastMoveOf(this.b._session) : null;
  }

  applyFixedRoll(quiet = false) {
    const s = this.b._session;
    if (!s || !this.b.fixedRoll || !this.b._v) return;
    if (this.b._v.phase(s.state) !== 'chance') return;
    try {
      s.setRoll(this.b.fixedRoll.trim());
      if (!quiet) this.b._changed(null);
    } catch (e) {
      this.b._fail(e);
    }
  }

  playChecked(notation: string, move?: Move) {
    const s = this.session()!, v = this.b._v!;
    const before = s.state;
    const side = v.toMove(before) as Side;
    const shown = this.b._viewNow;
    const view = shown && shown[0] === before ? shown[1] : (v.view(before) as PositionView);
    const action = move?.action ?? (v.phase(before) === 'decision' ? v.parseAction(before, notation) : undefined);
    const av = action !== undefined ? v.actionView(before, action) : undefined;
    const played = s.play(action ?? notation);
    const from = av?.from && 'cell' in av.from ? av.from.cell : undefined;
    const piece = from ? view.pieces.get(from) : av?.from && 'reserve' in av.from ? view.reserves.find((r) => r.reserve === (av.from as { reserve: string }).reserve) : undefined;
    const captures = av?.captures ?? (av?.to && view.pieces.get(av.to) && view.pieces.get(av.to)!.side !== side ? [av.to] : []);
    this.b._lastMove = av ? { from, to: av.to, captures, path: av.path } : null;
    const S = controlStrings();
    const desc = av ? S.moveText(piece ? S.piece(piece.side, piece.kind) : '', from ?? null, av.to ?? null, [...captures], av.choice ?? null) : '';
    this.b._announce = S.moved(side, desc ? `${played}, ${desc}` : played);
    this.b._hint = null;
    const after = s.state;
    let text: string | undefined;
    const detail: MoveDetail = {
      notation: played, side, from, to: av?.to, captures: [...captures], ply: s.ply,
      // Written when a listener reads it (most boards have none), as position-change's.
      get position() {
        return (text ??= v.formatPosition(after));
      },
    };
    this.b._emit('move', detail);
    this.b._changed(played, false, true);
  }

  /** `thrown`: dice rolled here tumble; a result set from outside (physical dice, a script) just shows. */
  afterRoll(outcome: ChanceOutcome, side: Side, thrown: boolean) {
    const s = this.b._session!;
    const S = controlStrings();
    const dice = outcome.dice.length ? outcome.dice : this.b._v!.view(s.state).dice;
    this.b._announce = S.rolled(side, dice.length ? dice.map((d) => d.value ?? '?').join(' and ') : outcome.notation);
    if (thrown) {
      this.b._rolling = true;
      setTimeout(() => { this.b._rolling = false; this.b._bump(); }, 700);
    }
    this.b._emit('roll', { notation: outcome.notation, side, dice, ply: s.ply } satisfies RollDetail);
    this.b._changed(outcome.notation, false, true);
  }

  play(notation: string): boolean {
    if (!this.session()) return this.b._notYet(notation);
    try {
      this.playChecked(notation);
      return true;
    } catch (e) {
      return this.b._fail(e);
    }
  }

  rollDice(): ChanceOutcome | null {
    const s = this.session();
    if (!s) return null;
    try {
      this.b._rng ??= this.b.seed ? seededRandom(this.b.seed) : fairRandom();
      const side = this.b._v!.toMove(s.state) as Side;
      const outcome = s.roll(this.b._rng);
      this.afterRoll(outcome, side, true);
      return outcome;
    } catch (e) {
      this.b._fail(e);
      return null;
    }
  }

  setRoll(notation: string): boolean {
    const s = this.session();
    if (!s) return false;
    try {
      const side = this.b._v!.toMove(s.state) as Side;
      const outcome = s.setRoll(notation.trim());
      this.afterRoll(outcome, side, false);
      return true;
    } catch (e) {
      return this.b._fail(e);
    }
  }

  undo(): boolean {
    const ok = !!this.session()?.undo();
    if (ok) this.b._changed(null);
    return ok;
  }
  redo(): boolean {
    const ok = !!this.session()?.forward();
    if (ok) this.b._changed(null);
    return ok;
  }
  back(): boolean {
    const ok = !!this.session()?.back();
    if (ok) this.b._changed(null);
    return ok;
  }
  goto(ply: number): boolean {
    const s = this.session();
    if (!s) return false;
    try {
      s.goto(ply);
      this.b._changed(null);
      return true;
    } catch {
      return this.b._fail(new VariantBoardError('illegal-action', `No position number ${ply}: the game has ${s.length} events.`, { token: String(ply) }));
    }
  }
  reset(): void {
    const s = this.session();
    if (!s) return;
    s.reset();
    this.b._rng = this.b.seed ? seededRandom(this.b.seed) : null;
    this.b._changed(null);
  }

  exportRecord(tags: Record<string, string> = {}): string {
    return this.session()?.exportRecord(tags) ?? '';
  }
}

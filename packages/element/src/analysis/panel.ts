/**
 * Analysis mode of <variant-board>, loaded only when a board sets `analysis`: the shown
 * position's value for the side to move and its perfect moves (games with a solver), else
 * the computer's evaluation and best move. Values come from a Web Worker; the board draws
 * the moves as hollow arrows (a different shape from teaching arrows).
 */
import { html } from 'lit/html.js';
import type { TemplateResult } from 'lit/html.js';
import type { AnyVariant, PlaySession, Side, SolvedValue } from '../engine.js';
import { hintArrow } from '../hint-arrow.js';
import { loadComputer } from '../computer.js';
import type { ComputerAnswer } from '../computer.js';
import { strings } from '../strings.js';
import { analyse } from './client.js';
import { analysisStrings } from './strings.js';
import type { MoveValue } from './solve.js';
import { tableFor } from './tables.js';
import { adopter } from '../adopt.js';
import { drawArrows } from '../draw/arrows.js';
import { setArrowDrawer } from '../draw/scene.js';

setArrowDrawer(drawArrows); // best moves are arrows

/** Adopted, not a <style> in the template: a strict CSP (no 'unsafe-inline' styles) allows it. */
const adoptAnalysisStyles = adopter(`
  .analysis { margin-top: 0.4em; padding: 0.3em 0.6em; border-left: 3px solid var(--vb-accent, #1d4ed8); font-size: 0.92em; }
  .analysis p { margin: 0.2em 0; }
  .analysis .value { font-weight: 600; }
  .analysis ul { margin: 0.2em 0; padding-left: 1.2em; }
`);

/** What the panel needs of its board. */
export interface AnalysisHost {
  readonly game: AnyVariant | null;
  readonly session: PlaySession | null;
  readonly level: number;
  readonly shadowRoot?: ShadowRoot | null;
  requestUpdate(): void;
}

type Shown =
  | { kind: 'busy'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'solved'; mover: Side; value: SolvedValue; best: readonly string[]; moves: readonly MoveValue[]; positions: number; source: 'local' | 'table' }
  | { kind: 'eval'; mover: Side; answer: ComputerAnswer; level: number };

/** Solved answers by game and position (stepping back and forth asks again). */
const solvedCache = new Map<string, Shown>();

export class AnalysisPanel {
  /** Perfect (or best) moves as [from, to] pairs, for the board to draw. */
  arrows: readonly (readonly [string, string])[] = [];
  private shown: Shown | null = null;
  private key = '';
  private abort: AbortController | null = null;

  constructor(private readonly host: AnalysisHost) {}

  /** The shown position changed (or analysis was just turned on). */
  update(): void {
    const v = this.host.game, s = this.host.session;
    if (!v || !s) return;
    const state = s.state;
    const key = `${v.id}|${this.host.level}|${v.formatPosition(state)}`;
    if (key === this.key) return;
    this.stop();
    this.key = key;
    this.arrows = [];
    const A = analysisStrings();
    const phase = v.phase(state);
    const done = (shown: Shown) => {
      if (this.key !== key) return;
      this.shown = shown;
      this.arrows = shown.kind === 'solved' ? shown.best.flatMap((n) => arrowOf(v, state, n))
        : shown.kind === 'eval' ? arrowOf(v, state, shown.answer.notation) : [];
      this.host.requestUpdate();
    };
    if (phase === 'over') return done({ kind: 'note', text: strings().gameOver(v.result(state)!.text) });
    if (phase === 'chance') return done({ kind: 'note', text: A.rollFirst });
    const cached = solvedCache.get(key);
    if (cached) return done(cached);
    const mover = v.toMove(state) as Side;
    const record = s.exportRecord();
    const evaluate = () => void this.evaluate(v, record, mover, done);
    if (!tableFor(v)) return evaluate();
    done({ kind: 'busy', text: A.solving });
    void analyse(v.id, record, () => done({ kind: 'busy', text: A.solvingWhole })).then((a) => {
      if (!a || this.key !== key) return;
      if (a.kind === 'solved') {
        const shown: Shown = { kind: 'solved', mover, value: a.value, best: a.best, moves: a.moves, positions: a.positions, source: a.source };
        solvedCache.set(key, shown);
        done(shown);
      } else if (a.kind === 'unsolved') evaluate();
      else done({ kind: 'note', text: a.message });
    });
  }

  private async evaluate(v: AnyVariant, record: string, mover: Side, done: (s: Shown) => void) {
    const A = analysisStrings();
    done({ kind: 'busy', text: A.evaluating });
    const abort = (this.abort = new AbortController());
    const level = this.host.level;
    try {
      const ai = await loadComputer();
      const answer = await ai.requestHint({ variant: v.id, record, level, signal: abort.signal });
      if (typeof answer !== 'string') done({ kind: 'eval', mover, answer, level });
      else done({ kind: 'note', text: A.bestMove(answer) });
    } catch (e) {
      if (!abort.signal.aborted) done({ kind: 'note', text: e instanceof Error ? e.message : A.unavailable });
    }
  }

  /** Stops any evaluation under way (the board left analysis mode or changed position). */
  stop(): void {
    this.abort?.abort();
    this.abort = null;
    this.key = '';
  }

  render(): TemplateResult {
    const A = analysisStrings();
    const S = strings();
    const sh = this.shown;
    const winner = (mover: Side, v: SolvedValue): string => S.sides[v.result === 'win' ? mover : mover === 'white' ? 'black' : 'white'];
    const valueText = (mover: Side, v: SolvedValue) => (v.result === 'draw' ? A.draw : A.wins(winner(mover, v), Math.ceil(v.distance / 2), v.distance));
    let body: TemplateResult | string = '';
    if (!sh || sh.kind === 'busy' || sh.kind === 'note') body = html`<p class="value">${sh?.text ?? A.solving}</p>`;
    else if (sh.kind === 'solved') {
      body = html`<p class="value" data-result=${sh.value.result} data-distance=${sh.value.distance}>${valueText(sh.mover, sh.value)}</p>
        <p>${A.perfect(sh.best.join(', '))} <small>(${A.perfectNote})</small></p>
        <p><small>${sh.source === 'local' ? A.solved(sh.positions) : A.fromTable}</small></p>
        <details><summary>${A.allMoves}</summary><ul>
          ${sh.moves.map((m) => html`<li>${m.notation}: ${valueText(sh.mover, m.value)}</li>`)}
        </ul></details>`;
    } else {
      const { answer, mover, level } = sh;
      const white = mover === 'white' ? answer.score : -answer.score;
      const mate = answer.mate;
      body = html`<p class="value" data-score=${white.toFixed(2)}>${mate !== undefined
          ? A.searchWins(S.sides[mate > 0 ? mover : mover === 'white' ? 'black' : 'white'], Math.abs(mate))
          : A.evaluation(`${white > 0 ? '+' : white < 0 ? '−' : ''}${Math.abs(white).toFixed(2)}`)}</p>
        <p>${A.bestMove(answer.notation)}</p>
        <p><small>${A.depth(answer.depth, level)}</small></p>`;
    }
    if (this.host.shadowRoot) adoptAnalysisStyles(this.host.shadowRoot);
    return html`<section class="analysis" part="analysis" aria-label=${A.title} aria-live="polite" aria-busy=${sh?.kind === 'busy' ? 'true' : 'false'}>
      ${body}
    </section>`;
  }
}

function arrowOf(v: AnyVariant, state: unknown, notation: string): (readonly [string, string])[] {
  const a = hintArrow(v, state, notation);
  return a ? [a] : [];
}


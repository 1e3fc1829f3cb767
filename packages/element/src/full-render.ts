/**
 * The board's whole template, with Lit: for boards that are played, stepped through, edited,
 * analysed or annotated. Loaded with the controls (ui.ts) or with the mode that needs it;
 * read-only diagrams are drawn by light-render.ts and load no template library.
 */
import './variant-board.js'; // a part only boards load: the core then stays one chunk of the bundle
import { html, nothing, render } from 'lit/html.js';
import type { TemplateResult } from 'lit/html.js';
import type { Side } from './engine.js';
import { controlStrings } from './game.js';
import type { VariantBoard } from './variant-board.js';

/**
 * Focus on the board: the controls' handler, or (on a board without them yet) their loading. One function for all
 * boards and renders, so Lit never swaps the listener (Lit calls it with the board as `this`).
 */
function onFocusIn(this: VariantBoard, e: FocusEvent): void {
  if (this._onFocusIn) this._onFocusIn(e);
  else void this._loadUi();
}

/** Renders the board into its shadow root (event listeners are bound to the board). */
export function renderFull(b: VariantBoard, root: ShadowRoot): void {
  render(boardTemplate(b), root, { host: b });
}

function boardTemplate(b: VariantBoard): TemplateResult {
  const S = controlStrings();
  const v = b._v, s = b._session, scene = b._sceneNow;
  if (!v || !s) {
    return html`<div class="wrap" part="base">
      ${b._error
        ? html`<div class="message only" part="message" role="alert">${b._error.message}</div>`
        : html`<slot><div class="placeholder">${S.loading}</div></slot>`}
    </div>`;
  }
  if (b.editor && b._ed) return b._ed.render();
  const state = s.state;
  const phase = v.phase(state);
  const side = v.toMove(state) as Side;
  const moves = b.readonly ? null : b._moves?.() ?? null;
  const humanTurn = b._playerOf?.(side) === 'human' && !b.readonly && !b._thinking;
  const [x, y, w, h] = scene!.viewBox;
  return html`<div class="wrap" part="base">
      <div class="board" part="board">
        <svg class="board-svg" part="svg" viewBox="${x} ${y} ${w} ${h}" role="group" aria-label=${scene!.title}
          @pointerdown=${b._onPointerDown} @pointermove=${b._onPointerMove} @pointerup=${b._onPointerUp}
          @pointercancel=${b._onPointerCancel} @keydown=${b._onKeyDown} @focusin=${onFocusIn}>
          <g class="drawing" aria-hidden="true"></g>
          <g class="hits"></g>
        </svg>
        ${b._chooser ? b._renderChooser?.() : nothing}
        ${b._error
          ? html`<div class="message" part="message" role="alert"><span>${b._error.message}</span>
              <button type="button" aria-label=${S.cancel} @click=${b._dismissError}>×</button></div>`
          : nothing}
      </div>
      <div class="status" part="status">${b._statusNow}${b._thinking ? html` · ${S.thinking}` : nothing}</div>
      ${b._notes?.render() ?? nothing}
      ${b._an?.render() ?? nothing}
      ${b.controls !== 'none' ? b._renderControls?.(phase, humanTurn, moves) : nothing}
      <div class="vh" role="status" aria-live="polite">${b._announce}</div>
    </div>`;
}

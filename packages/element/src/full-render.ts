/**
 * The board's whole template, with Lit: for boards that are edited, analysed or show an annotated
 * record (their panels are Lit templates). Loaded with the mode that needs it; every other board
 * (diagrams, boards that are played or stepped through) is drawn by light-render.ts and loads no
 * template library. The controls and the chooser are the same DOM nodes in both (controls.ts).
 */
import './variant-board.js'; // a part only boards load: the core then stays one chunk of the bundle
import { html, nothing, render } from 'lit/html.js';
import type { TemplateResult } from 'lit/html.js';
import { controlStrings } from './game.js';
import type { VariantBoard } from './variant-board.js';

/**
 * Focus on the board: the controls' handler, or (on a board without them yet) their loading. One function for all
 * boards and renders, so Lit never swaps the listener (Lit calls it with the board as `this`).
 */
function onFocusIn(this: VariantBoard, e: FocusEvent): void {
  this._reach(e);
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
  const [x, y, w, h] = scene!.viewBox;
  const tree = !!b._notes?.hasTree();
  return html`<div class="wrap" part="base">
      <div class="board" part="board">
        <svg class="board-svg" part="svg" viewBox="${x} ${y} ${w} ${h}" role="group" aria-label=${scene!.title}
          @pointerdown=${b._onPointerDown} @pointermove=${b._onPointerMove} @pointerup=${b._onPointerUp}
          @pointercancel=${b._onPointerCancel} @keydown=${b._onKeyDown} @focusin=${onFocusIn}>
          <g class="drawing" aria-hidden="true"></g>
          <g class="hits"></g>
        </svg>
        ${b._chooser ? b._chooserNode?.() : nothing}
        ${b._error
          ? html`<div class="message" part="message" role="alert"><span>${b._error.message}</span>
              <button type="button" aria-label=${S.cancel} @click=${b._dismissError}>×</button></div>`
          : nothing}
      </div>
      <div class="status" part="status">${b._statusNow}${b._thinking ? html` · ${S.thinking}` : nothing}</div>
      ${b._notes?.render() ?? nothing}
      ${b._an?.render() ?? nothing}
      ${b.controls !== 'none' ? b._controlsNodes?.(!tree) : nothing}
      ${b.controls !== 'none' && tree ? b._notes!.renderMoves() : nothing}
      <div class="vh" role="status" aria-live="polite">${b._announce}</div>
    </div>`;
}

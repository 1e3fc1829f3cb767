/**
 * The board's whole template, with Lit: for boards that are edited, analysed or show an annotated
 * record (their panels are Lit templates). Loaded with the mode that needs it; every other board
 * (diagrams, boards that are played or stepped through) is drawn by light-render.ts and loads no
 * template library. The controls and the chooser are the same DOM nodes in both (controls.ts).
 * The board creates a `FullTemplate` when this module arrives.
 */
import { html, nothing, render } from 'lit/html.js';
import type { TemplateResult } from 'lit/html.js';
import { controlStrings } from './control-strings.js';
import type { FullHost } from './host.js';

export class FullTemplate {
  constructor(private readonly b: FullHost) {}

  /**
   * Focus on the board: the controls' handler, or (on a board without them yet) their loading. One function for
   * the board and its renders, so Lit never swaps the listener.
   */
  private readonly onFocusIn = (e: FocusEvent): void => {
    const b = this.b;
    b._reach(e);
    if (b._parts.input) b._parts.input.onFocusIn(e);
    else void b._loadInput();
  };

  private readonly dismiss = (): void => this.b._dismissError();

  /** Renders the board into its shadow root. */
  render(root: ShadowRoot): void {
    render(this.template(), root, { host: this.b });
  }

  private template(): TemplateResult {
    const S = controlStrings();
    const b = this.b, { editor, analysis, notes, input } = b._parts;
    const v = b._v, s = b._session, scene = b._sceneNow;
    if (!v || !s) {
      return html`<div class="wrap" part="base">
        ${b._error
          ? html`<div class="message only" part="message" role="alert">${b._error.message}</div>`
          : html`<slot><div class="placeholder">${S.loading}</div></slot>`}
      </div>`;
    }
    if (b.editor && editor) return editor.render() as TemplateResult;
    const [x, y, w, h] = scene!.viewBox;
    const tree = !!notes?.hasTree();
    return html`<div class="wrap" part="base">
        <div class="board" part="board">
          <svg class="board-svg" part="svg" viewBox="${x} ${y} ${w} ${h}" role="group" aria-label=${scene!.title}
            @pointerdown=${input?.onPointerDown} @pointermove=${input?.onPointerMove} @pointerup=${input?.onPointerUp}
            @pointercancel=${input?.onPointerCancel} @keydown=${input?.onKeyDown} @focusin=${this.onFocusIn}>
            <g class="drawing" aria-hidden="true"></g>
            <g class="hits"></g>
          </svg>
          ${b._chooser ? input?.chooserNode() : nothing}
          ${input?.forumNode() ?? nothing}
          ${b._error
            ? html`<div class="message" part="message" role="alert"><span>${b._error.message}</span>
                <button type="button" aria-label=${S.cancel} @click=${this.dismiss}>×</button></div>`
            : nothing}
        </div>
        <div class="status" part="status">${b._statusNow}${b._thinking ? html` · ${S.thinking}` : nothing}</div>
        ${notes?.render() ?? nothing}
        ${analysis?.render() ?? nothing}
        ${b.controls !== 'none' ? input?.controlsNodes(!tree) : nothing}
        ${b.controls !== 'none' && tree ? notes!.renderMoves() : nothing}
        <div class="vh" role="status" aria-live="polite">${b._announce}</div>
      </div>`;
  }
}

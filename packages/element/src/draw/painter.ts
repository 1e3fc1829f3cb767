/**
 * The board's painter, a Lit reactive controller: at each update it works out the frame of the shown position
 * (draw/board-frame.ts), and once the renderer has placed the markup it writes the drawing's shapes and the
 * clickable places into it (draw/paint.ts), sizes the drawing and marks the board `drawn` (reserve.css keeps
 * a board's room until then). It also writes a diagram's places when the keyboard first reaches it.
 */
import type { ReactiveController } from '@lit/reactive-element';
import { setAttr } from '../dom.js';
import type { FrameBoard } from './board-frame.js';
import { frameOf } from './board-frame.js';
import { adoptDrawingStyles } from './drawing-parts.js';
import type { HitAttributes } from './paint.js';
import { paintDrawing, paintHits, sizeDrawing } from './paint.js';

export class BoardPainter implements ReactiveController {
  /** A diagram's places are written (the keyboard has reached it once). */
  private _reached = false;
  /** The drawing's shapes of the last frame, and the markup they make (the same text as `toSvg`). */
  private _shapes: readonly string[] = [];
  private _shapesText = '';
  /** The places' attributes of the last frame (null when a view writes its own, as the editor). */
  private _hits: HitAttributes[] | null = null;

  constructor(private readonly b: FrameBoard, private readonly _internals: ElementInternals | null) {
    b.addController(this);
  }

  /** Works out this update's frame (none in editor mode, whose view draws itself). */
  _frame(needsInput: boolean, editing: boolean): void {
    const b = this.b, frame = editing ? null : frameOf(b, needsInput, this._reached);
    b._sceneNow = frame?.scene ?? null;
    if (!frame) return;
    b._viewNow = frame.viewNow;
    b._statusNow = frame.status;
    this._shapes = frame.shapes;
    b._drawing = this._shapesText = frame.shapes.join('');
    this._hits = frame.hits;
  }

  hostUpdated(): void {
    const b = this.b, root = b.renderRoot as ShadowRoot;
    if (this._internals) this._internals.ariaLabel = b.getAttribute('aria-label') ? null : b._title();
    const g = root.querySelector('g.drawing'), svg = root.querySelector('svg.board-svg');
    sizeDrawing(root, svg);
    // Only the shapes that changed are rewritten; markup set as one piece (`_drawing`, by the editor) is written whole.
    if (g) paintDrawing(g, b._drawing === this._shapesText ? this._shapes : [b._drawing]);
    // The board (or its error) replaces the loading placeholder: pages keep its room until then (reserve.css).
    if (g || b._error) this._internals?.states?.add('drawn');
    // The board's own clickable places (a view that renders its own, such as the editor, leaves them unset).
    const hits = this._hits && svg?.querySelector(':scope > g.hits');
    if (hits) {
      paintHits(hits, this._hits!);
      // Without places (a diagram not reached yet), the drawing is the board's stop for Tab.
      setAttr(svg!, 'tabindex', this._hits!.length ? null : '0');
    }
    this._hits = null;
    adoptDrawingStyles(root);
    b._parts.input?.adoptStyles(root);
  }

  /**
   * Focus on the drawing itself (a diagram without places: Tab's stop): its places are written, and the focus goes
   * to the one Tab would have reached, as on any other board.
   */
  _reach(e: FocusEvent): void {
    if (this._reached || e.target !== e.currentTarget) return;
    this._reached = true;
    const b = this.b;
    b.requestUpdate();
    void b.updateComplete.then(() => b.renderRoot.querySelector<SVGElement>('.hits [tabindex="0"]')?.focus());
  }
}

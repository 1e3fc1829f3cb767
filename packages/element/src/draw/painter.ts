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
  private reached = false;
  /** The drawing's shapes of the last frame, and the markup they make (the same text as `toSvg`). */
  private shapes: readonly string[] = [];
  private shapesText = '';
  /** The places' attributes of the last frame (null when a view writes its own, as the editor). */
  private hits: HitAttributes[] | null = null;

  constructor(private readonly b: FrameBoard, private readonly internals: ElementInternals | null) {
    b.addController(this);
  }

  /** Works out this update's frame (none in editor mode, whose view draws itself). */
  frame(needsInput: boolean, editing: boolean): void {
    const b = this.b, frame = editing ? null : frameOf(b, needsInput, this.reached);
    b._sceneNow = frame?.scene ?? null;
    if (!frame) return;
    b._viewNow = frame.viewNow;
    b._statusNow = frame.status;
    this.shapes = frame.shapes;
    b._drawing = this.shapesText = frame.shapes.join('');
    this.hits = frame.hits;
  }

  hostUpdated(): void {
    const b = this.b, root = b.renderRoot as ShadowRoot;
    if (this.internals) this.internals.ariaLabel = b.getAttribute('aria-label') ? null : b._title();
    const g = root.querySelector('g.drawing'), svg = root.querySelector('svg.board-svg');
    sizeDrawing(root, svg);
    // Only the shapes that changed are rewritten; markup set as one piece (`_drawing`, by the editor) is written whole.
    if (g) paintDrawing(g, b._drawing === this.shapesText ? this.shapes : [b._drawing]);
    // The board (or its error) replaces the loading placeholder: pages keep its room until then (reserve.css).
    if (g || b._error) this.internals?.states?.add('drawn');
    // The board's own clickable places (a view that renders its own, such as the editor, leaves them unset).
    const hits = this.hits && svg?.querySelector(':scope > g.hits');
    if (hits) {
      paintHits(hits, this.hits!);
      // Without places (a diagram not reached yet), the drawing is the board's stop for Tab.
      setAttr(svg!, 'tabindex', this.hits!.length ? null : '0');
    }
    this.hits = null;
    adoptDrawingStyles(root);
    b._parts.input?.adoptStyles(root);
  }

  /**
   * Focus on the drawing itself (a diagram without places: Tab's stop): its places are written, and the focus goes
   * to the one Tab would have reached, as on any other board.
   */
  reach(e: FocusEvent): void {
    if (this.reached || e.target !== e.currentTarget) return;
    this.reached = true;
    const b = this.b;
    b.requestUpdate();
    void b.updateComplete.then(() => b.renderRoot.querySelector<SVGElement>('.hits [tabindex="0"]')?.focus());
  }
}

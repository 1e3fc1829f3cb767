/**
 * The shapes part: arrows and circles people draw on a board, as on lichess. A right-drag from one
 * cell to another draws an arrow, a right-click a circle; Shift, Alt or both choose the brush; the
 * same shape again takes it away; a left click or a new position clears the drawing. On touch
 * screens the toolbar's pen makes drags and taps draw; from the keyboard, D on the focused cell
 * starts an arrow and D on another cell ends it (D twice on one cell: a circle). What was drawn is
 * said in the board's live region.
 *
 * Loaded on its own (loading.ts) by drawable boards and by scripts that set `board.shapes`. It
 * listens on the board itself, in the capture phase, so the pointer and keyboard input of the
 * input part (ui.ts) and of the full template stay as they are: a drawing gesture stops there.
 * On a board showing an annotated record, the drawing is the shown move's `[%cal]`/`[%csl]` marks,
 * so that `exportRecord` writes it and `loadRecord` brings it back.
 *
 * In editor mode authors draw with the same gestures: the editor edits with the left button, a touch and
 * the keyboard's Enter, Delete and R, so the right button and the D key are free to draw, and a left click
 * (placing a piece) keeps the drawing. There the drawing belongs to the position being edited, not to the
 * game behind it: it is held here, starts from the shown position's marks, and is written as that
 * position's comment by `exportRecord` (editor/editor.ts).
 */
import type { ReactiveController } from '@lit/reactive-element';
import { geometryOf } from '../model.js';
import { layout } from '../draw/scene.js';
import type { SceneInput } from '../draw/scene.js';
import { cellAt } from '../draw/cell-at.js';
import { adopter } from '../adopt.js';
import { el, setAttr, setText } from '../dom.js';
import type { ShapesAccess, ShapesHost } from '../host.js';
import { brushOf, checkShapes, fromMarks, toMarks, toggleShape } from './model.js';
import type { Brush, DrawnShape } from './model.js';
import type { ArrowMark, CellMark } from '../../../engine/src/core/record-tree.js';
import { shapesStrings } from './strings.js';
import { drawShapes } from './draw.js';
import type { ShownShape } from './draw.js';

/**
 * The pen button: narrow (a pencil, its words in its label and tooltip), so that it ends the toolbar's row
 * on a board 300 px wide as on wider ones: the toolbar keeps the rows reserve.css keeps room for, and the
 * page does not move when the pen arrives. Its pressed look; a drawing pen takes touches from scrolling
 * (even on a read-only board).
 */
const adoptStyles = adopter(
  '.bar button.pen{padding-inline:0.35em}' +
  '.bar button.pen[aria-pressed=true]{background:var(--vb-accent,#1d4ed8);color:#fff;border-color:var(--vb-accent,#1d4ed8)}' +
  'svg.board-svg.pen-on{touch-action:none!important}',
);

type Gesture = { from: string; to: string; brush: Brush; pointer: number };

export class ShapesPart implements ShapesAccess, ReactiveController {
  /** The drawing of a board that does not keep it in a record. */
  private list: readonly DrawnShape[] = [];
  /** A pointer drawing now (right button, or the pen). */
  private gesture: Gesture | null = null;
  /** The cell where the D key started an arrow. */
  private pending: { from: string } | null = null;
  private pen = false;
  private penNode: HTMLButtonElement | null = null;
  /** What the board showed at the last update (a record node, a diagram's state): a new one clears the drawing. */
  private shownAt: unknown = null;
  private shownLight = false;
  /** Editor mode at the last update (entering it takes the shown position's marks as the drawing). */
  private editing = false;

  constructor(private readonly b: ShapesHost) {
    b.addController(this);
    const capture = { capture: true };
    b.addEventListener('pointerdown', this.onDown, capture);
    b.addEventListener('pointermove', this.onMove, capture);
    b.addEventListener('pointerup', this.onUp, capture);
    b.addEventListener('pointercancel', this.onCancel, capture);
    b.addEventListener('contextmenu', this.onMenu, capture);
    b.addEventListener('keydown', this.onKey, capture);
    // It comes after the board's first drawing (loading.ts): it joins the drawing shown now (the pen in the
    // toolbar) without a render of its own, which a page of a hundred boards would pay a hundred times; one
    // comes only when there is something to draw (shapes a script set, the edited position's marks).
    if (b._shown()) {
      this.hostUpdate();
      this.hostUpdated();
      if (this.list.length) b._bump();
    }
  }

  // ------------------------------------------------------------------------------- the drawing

  /**
   * Whether people may draw: the `drawable` attribute, else boards that are played or stepped through, and
   * the editor (authors annotate the position they set up).
   */
  private on(): boolean {
    return this.b.drawable ?? (this.b.editor || !this.b.readonly || this.b.controls !== 'none');
  }

  /**
   * The record node that keeps the drawing: on a board showing an annotated record (its notes part shows it,
   * or will). None in editor mode, whose drawing is the edited position's, kept here until it is written.
   */
  private node() {
    const s = this.b._session;
    return s && !this.b.editor && (this.b._parts.notes || s.annotated) ? s.node : null;
  }

  get(): readonly DrawnShape[] {
    const node = this.node();
    return node ? fromMarks(node) : this.list;
  }

  private put(shapes: readonly DrawnShape[]): void {
    const node = this.node();
    if (node) {
      const marks = toMarks(shapes);
      node.arrows = marks.arrows;
      node.highlights = marks.highlights;
    } else this.list = shapes;
    this.b._bump();
  }

  marks(): { arrows: ArrowMark[]; highlights: CellMark[] } {
    return toMarks(this.get());
  }

  private cells(): ReadonlySet<string> | null {
    const v = this.b._v, s = this.b._shown();
    return v && s ? new Set(geometryOf(v, s.options).cells.map((c) => c.id)) : null;
  }

  set(value: unknown): void {
    const cells = this.cells();
    // Before the game's rules: checked and drawn once the board shows its position (hostUpdate).
    if (!cells) {
      this.b._shapesWanted = value;
      return;
    }
    this.b._shapesWanted = undefined;
    try {
      this.put(checkShapes(value, cells));
    } catch (e) {
      this.b._fail(e);
    }
  }

  drawn(interactive: boolean): SceneInput['drawn'] {
    // A record's marks are drawn as the record's (game.ts's marks); only the shape being drawn is added.
    const shown: ShownShape[] = this.node() ? [] : [...this.list];
    const g = this.gesture, p = this.pending, at = this.focused();
    if (interactive && g) shown.push({ from: g.from, to: g.to === g.from ? undefined : g.to, brush: g.brush, preview: true });
    else if (interactive && p) shown.push({ from: p.from, to: at && at !== p.from ? at : undefined, brush: 'green', preview: true });
    return shown.length ? (L, out) => drawShapes(L, shown, out) : undefined;
  }

  /** The focused cell: the board's own, or in editor mode (whose keyboard input is the editor's) the focused place's. */
  private focused(): string | null {
    if (!this.b.editor) return this.b._focus;
    const at = (this.b.renderRoot as ShadowRoot).activeElement;
    return at?.getAttribute('data-kind') === 'cell' ? at.getAttribute('data-id') : null;
  }

  /** Draws (or takes away) one shape by hand, says it and tells the page. */
  private draw(shape: DrawnShape): void {
    const { shapes, removed } = toggleShape(this.get(), shape);
    this.put(shapes);
    const S = shapesStrings(), brush = S.brushes[shape.brush];
    const what = shape.to === undefined ? S.circle(brush, shape.from) : S.arrow(brush, shape.from, shape.to);
    this.say(removed ? S.removed(what) : what.charAt(0).toUpperCase() + what.slice(1));
    this.changed();
  }

  /** A left click or a new position clears a drawing that no record keeps. */
  private clear(say: boolean): void {
    this.gesture = null;
    this.pending = null;
    if (!this.list.length) return;
    this.list = [];
    if (say) this.say(shapesStrings().cleared);
    this.b._bump();
    this.changed();
  }

  private changed(): void {
    this.b._emit('shapes-change', { shapes: this.get() });
  }

  private say(text: string): void {
    this.b._announce = text;
    this.b._bump();
  }

  // ------------------------------------------------------------------------------- lifecycle

  hostUpdate(): void {
    const s = this.b._session, editing = this.b.editor;
    const at = s ? s.node : this.b._light?.state ?? null;
    if (at !== this.shownAt) {
      // A diagram that gets its game (`ready`) shows the same position: its drawing stays.
      const same = this.shownAt === null || (this.shownLight && !!s && s.node === s.root);
      this.shownAt = at;
      this.shownLight = !s;
      if (!same) this.clear(false);
      if (editing && s) this.takeMarks(s.node);
    } else if (editing && !this.editing && s) this.takeMarks(s.node);
    this.editing = editing;
    if (this.b._shapesWanted !== undefined && this.cells()) this.set(this.b._shapesWanted);
  }

  /**
   * Editor mode: the editor opens on the shown position (a record loaded, the board's own), and its drawing
   * starts from that position's marks; a position without marks keeps what was drawn.
   */
  private takeMarks(node: { readonly arrows: readonly ArrowMark[]; readonly highlights: readonly CellMark[] }): void {
    if (node.arrows.length || node.highlights.length) this.list = fromMarks(node);
  }

  hostUpdated(): void {
    const root = this.b.renderRoot as ShadowRoot;
    adoptStyles(root);
    root.querySelector('svg.board-svg')?.classList.toggle('pen-on', this.pen && this.on());
    // The pen ends the toolbar (controls.ts builds it anew when its buttons change); in editor mode, the
    // editor's row of Clear, Start and Flip.
    const bar = root.querySelector(this.b.editor ? '.editor .bar' : '[part="controls"]'), pen = bar && this.penButton();
    if (pen && pen.parentNode !== bar) bar.append(pen);
  }

  /** The toolbar's pen button (aria-pressed), or null when the board does not draw. */
  private penButton(): HTMLElement | null {
    if (!this.on()) {
      this.penNode?.remove();
      this.pen = false;
      return null;
    }
    const S = shapesStrings();
    let button = this.penNode;
    if (!button) {
      button = this.penNode = el('button', { type: 'button', class: 'pen' });
      button.addEventListener('click', () => {
        this.pen = !this.pen;
        this.gesture = null;
        this.b._bump();
      });
    }
    setText(button, S.pen);
    setAttr(button, 'title', S.penLabel);
    setAttr(button, 'aria-label', S.penLabel);
    setAttr(button, 'aria-pressed', this.pen ? 'true' : 'false');
    return button;
  }

  // ------------------------------------------------------------------------------- pointers

  /** The board's drawing when the event happened on it (not on its buttons, popups or panels). */
  private svgOf(e: Event): SVGSVGElement | null {
    for (const n of e.composedPath()) {
      if (n === (this.b as unknown)) return null;
      if (n instanceof SVGSVGElement && n.classList.contains('board-svg')) return n;
    }
    return null;
  }

  /** The cell under a pointer, in the drawing's units and orientation. */
  private cellOf(e: PointerEvent, svg: SVGSVGElement): string | null {
    const v = this.b._v, s = this.b._shown(), m = svg.getScreenCTM();
    if (!v || !s || !m) return null;
    const g = geometryOf(v, s.options);
    // The editor draws no dice tray (editor/editor.ts, its layout).
    const L = layout(g, this.b.orientation === 'black' ? 'black' : 'white', (g.reserves?.length ?? 0) > 0 || (this.b._usesDice && !this.b.editor));
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return cellAt(L, p.x, p.y);
  }

  private onDown = (e: PointerEvent): void => {
    const svg = this.svgOf(e);
    if (!svg || !this.on()) return;
    const drawing = e.button === 2 || (this.pen && e.button === 0);
    if (!drawing) {
      // A left click clears the drawing, and goes on to select or play as ever; in the editor it places and
      // moves pieces under the drawing the author is making, which stays.
      if (e.button === 0 && !this.b.editor) this.clear(true);
      return;
    }
    e.stopPropagation();
    e.preventDefault();
    const cell = this.cellOf(e, svg);
    if (!cell) return;
    this.pending = null;
    this.gesture = { from: cell, to: cell, brush: brushOf(e), pointer: e.pointerId };
    try {
      svg.setPointerCapture(e.pointerId);
    } catch {
      /* a synthetic pointer: the drawing still follows it over the board */
    }
    this.b._bump();
  };

  private onMove = (e: PointerEvent): void => {
    const g = this.gesture, svg = this.svgOf(e);
    if (!g || g.pointer !== e.pointerId) return;
    e.stopPropagation();
    const cell = svg && this.cellOf(e, svg);
    if (cell && cell !== g.to) {
      g.to = cell;
      this.b._bump();
    }
  };

  private onUp = (e: PointerEvent): void => {
    const g = this.gesture;
    if (!g || g.pointer !== e.pointerId) return;
    e.stopPropagation();
    this.gesture = null;
    const svg = this.svgOf(e), cell = (svg && this.cellOf(e, svg)) ?? g.to;
    // The brush of the moment the shape is let go (a modifier pressed on the way counts).
    this.draw(cell === g.from ? { from: g.from, brush: brushOf(e) } : { from: g.from, to: cell, brush: brushOf(e) });
  };

  private onCancel = (e: PointerEvent): void => {
    if (this.gesture?.pointer !== e.pointerId) return;
    this.gesture = null;
    this.b._bump();
  };

  private onMenu = (e: Event): void => {
    if (this.on() && this.svgOf(e)) e.preventDefault();
  };

  // ------------------------------------------------------------------------------- keyboard

  private onKey = (e: KeyboardEvent): void => {
    const t = e.composedPath()[0] as Element | undefined;
    const id = t?.getAttribute?.('data-kind') === 'cell' ? t.getAttribute('data-id') : null;
    if (!id || !this.on() || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Escape' && this.pending) {
      e.stopPropagation();
      this.pending = null;
      this.say(shapesStrings().cancelled);
      return;
    }
    if (e.code !== 'KeyD' && e.key.toLowerCase() !== 'd') return;
    e.stopPropagation();
    e.preventDefault();
    const from = this.pending?.from;
    if (from === undefined) {
      this.pending = { from: id };
      this.say(shapesStrings().started(id));
      return;
    }
    this.pending = null;
    this.draw(from === id ? { from, brush: brushOf(e) } : { from, to: id, brush: brushOf(e) });
  };
}

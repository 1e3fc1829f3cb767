/**
 * Pieces that glide: a reactive controller that, after a render which changed the shown position by
 * one action (a move, an undo, a step), animates the drawing the painter has just written: each
 * piece that moved glides from its old place (through its path's cells), a captured piece fades
 * where it stood, one entering from a reserve comes from its box and one going to hand goes there.
 * A jump of more than one action, a board's first drawing, `animation="none"` and a reader who asks
 * for reduced motion draw at once.
 *
 * Only the live drawing moves, with the Web Animations API on the pieces' CSS `translate` (no style
 * text, so a strict CSP is kept): the drawing's markup, `toSvg`, `toPng` and the static SVG always
 * hold the end position. A new change ends the running glide at once. Arrives just after the board's
 * game (loading.ts, a file of its own), so diagrams, the core and a board's first load never carry it.
 */
import type { ReactiveController } from '@lit/reactive-element';
import type { AnyVariant, PositionView } from '../engine.js';
import type { MotionHost } from '../host.js';
import type { Scene } from '../draw/scene.js';
import { planBetween, stepBetween } from './plan.js';
import { glideMs } from './duration.js';
import { whenIdle } from '../idle.js';
import type { Line, Spot } from './plan.js';

/** What the board showed at one render. */
interface Shot {
  readonly state: unknown;
  /** Its view, worked out when a glide needs it (most renders of most boards never do). */
  view: PositionView | null;
  readonly line: Line | null;
  readonly variant: AnyVariant;
  readonly orientation: string;
}

const viewOf = (shot: Shot): PositionView => (shot.view ??= shot.variant.view(shot.state) as PositionView);

type Point = { x: number; y: number };

const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * Drawings near the viewport: a board out of sight has nothing to show a glide to (a page that moves a
 * hundred boards at once animates the few in view). One observer for the page's boards.
 */
const inView = new WeakMap<Element, boolean>();
let observer: IntersectionObserver | null | undefined;
function watch(svg: Element): void {
  if (observer === undefined) {
    observer = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((seen) => seen.forEach((e) => inView.set(e.target, e.isIntersecting)), { rootMargin: '200px' })
      : null;
  }
  if (observer && !inView.has(svg)) {
    // Until the observer first answers, a board counts as in view.
    inView.set(svg, true);
    observer.observe(svg);
  }
}

/**
 * Drawings to watch once the page is idle: an observer that watches a page's hundred boards while they load
 * works out where each is at every frame of the load, slowing it. A board that changes before then is
 * watched at once (`watch`), and counts as in view for that change.
 */
const toWatch = new Set<Element>();
function watchWhenIdle(svg: Element): void {
  if (inView.has(svg) || toWatch.has(svg)) return;
  if (!toWatch.size) {
    whenIdle(() => {
      for (const el of toWatch) if (el.isConnected) watch(el);
      toWatch.clear();
    });
  }
  toWatch.add(svg);
}

export class MotionPart implements ReactiveController {
  private _last: Shot | null = null;
  /** The pieces drawn before this render, by cell (their elements: a piece that leaves fades as it was). */
  private _before: Map<string, Element[]> | null = null;
  /** The last render showed a piece dragged by the pointer: it is already where it was dropped. */
  private _dragged: string | null = null;
  private _running: Animation[] = [];
  private _layer: SVGGElement | null = null;

  constructor(private readonly b: MotionHost) {
    b.addController(this);
    // It arrives after the board's first drawing (loading.ts): what is shown now is where the next change starts.
    if (b._shown()) this.hostUpdated();
  }

  hostDisconnected(): void {
    this._stop();
    const svg = this.b.renderRoot.querySelector('svg.board-svg');
    if (svg && observer) {
      observer.unobserve(svg);
      inView.delete(svg);
    }
  }

  /** Before a render: a change of position ends the running glide, and the pieces drawn so far are noted. */
  hostUpdate(): void {
    const state = this.b._shown()?.state;
    if (!this._last || state === this._last.state) return;
    this._stop();
    const g = this.b.renderRoot.querySelector('g.drawing'), scene = this.b._sceneNow;
    this._before = g && scene ? piecesByCell(g, scene) : null;
  }

  hostUpdated(): void {
    const b = this.b, s = b._shown(), v = b._v, scene = b._sceneNow;
    const before = this._before;
    this._before = null;
    const dragged = this._dragged;
    this._dragged = b._drag?.moved && 'cell' in b._drag.place ? b._drag.place.cell : null;
    if (!s || !v || !scene) {
      this._last = null;
      return;
    }
    if (this._last?.state === s.state) return;
    const session = b._session;
    const line: Line | null = session ? { states: Array.from({ length: session.ply + 1 }, (_, i) => session.stateAt(i)), events: session.events } : null;
    const last = this._last;
    const now: Shot = { state: s.state, view: b._viewNow && b._viewNow[0] === s.state ? b._viewNow[1] : null, line, variant: v, orientation: b.orientation };
    this._last = now;
    const drawn = b.renderRoot.querySelector('svg.board-svg');
    if (drawn) watchWhenIdle(drawn);
    // The first drawing, another game or a turned board: drawn at once.
    if (!last || !before || last.variant !== v || last.orientation !== b.orientation || !last.line || !line) return;
    const ms = glideMs(b.animation);
    if (!ms || (typeof matchMedia === 'function' && matchMedia(REDUCE).matches)) return;
    const step = stepBetween(v, last.line, line);
    if (!step) return;
    const g = b.renderRoot.querySelector('g.drawing'), svg = g?.closest('svg');
    if (!g || !svg || typeof g.animate !== 'function') return;
    watch(svg);
    if (!inView.get(svg)) return;
    this._play(g, scene, planBetween(viewOf(last), viewOf(now), step, placeOf(scene)), before, ms, dragged);
  }

  private _play(g: Element, scene: Scene, plan: ReturnType<typeof planBetween>, before: Map<string, Element[]>, ms: number, dragged: string | null): void {
    const at = placeOf(scene), now = piecesByCell(g, scene);
    const spot = (p: Spot): Point | undefined => ('cell' in p ? at(p.cell) : at(p.reserve, 'reserve'));
    const opts: KeyframeAnimationOptions = { duration: ms, easing: 'ease-in-out' };
    for (const { to, from, via } of plan.glides) {
      const node = now.get(to), end = at(to), start = spot(from);
      // A piece dropped by the pointer is where it was dropped already.
      if (!node || !end || !start || ('cell' in from && from.cell === dragged)) continue;
      const points = [start, ...via.map((c) => at(c)).filter((p): p is Point => !!p), end];
      const frames = keyframes(points, end);
      for (const el of node) this._animate(el, frames, opts);
    }
    for (const cell of plan.appears) {
      const node = now.get(cell);
      if (node) for (const el of node) this._animate(el, [{ opacity: 0 }, { opacity: 1 }], opts);
    }
    for (const { cell, to } of plan.leaves) {
      const node = before.get(cell), start = at(cell), end = to !== null ? at(to, 'reserve') : undefined;
      if (!node || !start) continue;
      const ghost = this._ghost(g);
      // (Its elements left the drawing with this render; one still there would be a copy's.)
      for (const el of node) ghost.append(el.isConnected ? el.cloneNode(true) : el);
      const frames: Keyframe[] = end
        ? [{ translate: '0px 0px', opacity: 1 }, { translate: `${end.x - start.x}px ${end.y - start.y}px`, opacity: 1, offset: 0.8 }, { translate: `${end.x - start.x}px ${end.y - start.y}px`, opacity: 0 }]
        : [{ opacity: 1 }, { opacity: 0 }];
      const a = this._animate(ghost, frames, { ...opts, fill: 'forwards' });
      a.finished.then(() => ghost.remove(), () => ghost.remove());
    }
  }

  /** A group for a piece that left, in a layer just over the drawing (the drawing's own children are paint.ts's). */
  private _ghost(g: Element): SVGGElement {
    let layer = this._layer;
    if (!layer || layer.previousElementSibling !== g) {
      layer?.remove();
      layer = this._layer = g.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'g');
      layer.setAttribute('class', 'drawing glide-layer');
      layer.setAttribute('aria-hidden', 'true');
      g.after(layer);
    }
    const ghost = g.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'g');
    layer.append(ghost);
    return ghost;
  }

  private _animate(el: Element, frames: Keyframe[], opts: KeyframeAnimationOptions): Animation {
    const a = el.animate(frames, opts);
    this._running.push(a);
    const drop = () => (this._running = this._running.filter((x) => x !== a));
    a.finished.then(drop, drop);
    return a;
  }

  /** Ends every glide at once: the drawing shows the position it holds. */
  private _stop(): void {
    const running = this._running;
    this._running = [];
    for (const a of running) a.cancel();
    this._layer?.replaceChildren();
  }
}

/** Keyframes of a glide through `points` to `end` (the piece's own place): offsets by distance, so the speed is even. */
function keyframes(points: readonly Point[], end: Point): Keyframe[] {
  const lengths = points.map((p, i) => (i ? Math.hypot(p.x - points[i - 1]!.x, p.y - points[i - 1]!.y) : 0));
  const total = lengths.reduce((x, y) => x + y, 0) || 1;
  let run = 0;
  return points.map((p, i) => {
    run += lengths[i]!;
    return { translate: `${round(p.x - end.x)}px ${round(p.y - end.y)}px`, offset: i === points.length - 1 ? 1 : run / total };
  });
}
const round = (n: number) => Math.round(n * 100) / 100;

/** Centres of cells and reserve boxes, from the scene's clickable places. */
function placeOf(scene: Scene): (id: string, kind?: 'cell' | 'reserve') => Point | undefined {
  const cells = new Map<string, Point>(), reserves = new Map<string, Point>();
  for (const h of scene.hits) (h.kind === 'cell' ? cells : reserves).set(h.id, { x: h.x, y: h.y });
  return (id, kind = 'cell') => (kind === 'cell' ? cells : reserves).get(id);
}

/**
 * The drawing's pieces on cells, by cell: each piece is a group placed by `translate(x y) scale(k)`
 * over a 100-unit box, so its centre is found without layout, and the cell is the nearest centre.
 */
function piecesByCell(g: Element, scene: Scene): Map<string, Element[]> {
  const out = new Map<string, Element[]>();
  const cells = scene.hits.filter((h) => h.kind === 'cell');
  for (const el of g.children) {
    const cls = el.getAttribute('class') ?? '';
    if (!cls.startsWith('piece ') || /\b(in-reserve|lifted|ghost)\b/.test(cls)) continue;
    const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)\s*scale\(([-\d.]+)/.exec(el.getAttribute('transform') ?? '');
    if (!m) continue;
    const k = Number(m[3]) * 50, x = Number(m[1]) + k, y = Number(m[2]) + k;
    let best: (typeof cells)[number] | undefined, bestD = Infinity;
    for (const h of cells) {
      const d = Math.hypot(h.x - x, h.y - y);
      if (d < bestD) (best = h), (bestD = d);
    }
    if (best && bestD < k) out.set(best.id, withMarks(el));
  }
  return out;
}

/** A piece's element and the marks drawn with it (a facing arrow follows its piece). */
function withMarks(node: Element): Element[] {
  const next = node.nextElementSibling;
  return next && next.getAttribute('class') === 'facing' ? [node, next] : [node];
}

/**
 * Editor mode of <variant-board> (the `editor` attribute), loaded only when a board sets it.
 * The author puts pieces on the board by click, drag or keyboard, fills in the rest of the
 * position text, and gets the position text, a share link, an embed snippet and a Markdown
 * block. It knows only the game's SetupHooks: every change goes through `fromSetup`, so what
 * it hands out is always a position the engine accepts, and a refused one shows the engine's
 * own reason. The author may also draw arrows and circles on it (shapes/part.ts: the right button, the
 * pen, the D key): the board and its picture show them, and `exportRecord` writes them into the
 * position's comment.
 */
import { html, nothing, svg } from 'lit/html.js';
import type { TemplateResult } from 'lit/html.js';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import type { AnyVariant, PieceView, PlaySession, PositionView, Setup, SetupField, SetupHooks, SetupPiece, SetupSpec, Side, VariantOptions } from '../engine.js';
import { buildScene, layout, pieceShape } from '../draw/scene.js';
import { cellAt } from '../draw/cell-at.js';
import type { Hit, Layout, Scene } from '../draw/scene.js';
import { shapeToString } from '../draw/svg-string.js';
import { geometryOf, probeDice } from '../model.js';
import { strings } from '../strings.js';
import { neighbourToward } from '../keyboard.js';
import type { EditorHost } from '../host.js';
import { adopter } from '../adopt.js';
import { uiStyles } from '../ui-styles.js';
import { editorStyles } from './styles.js';
import { editorStrings } from './strings.js';
import { cleared, fresh, move, paletteOf, placeOrToggle, put, remove, rotate, setField, setReserve, setToMove, viewOf } from './setup-ops.js';
import { embedSnippet, forumOutputs, markdownBlock, shareLink } from './output.js';
import { serverOrNone } from '../share.js';
import type { Shown } from './output.js';

/** detail of the `edit` event. */

/** Each game's set-up hooks, once loaded (the game's `setup` loads them on first use). */
const loadedHooks = new WeakMap<AnyVariant, SetupHooks | null>();
/**
 * Loads a game's set-up hooks; null when the game offers none or they fail to load (the editor
 * then says it is unavailable). The board awaits this before its editor's first render.
 */
export async function loadSetupHooks(v: AnyVariant): Promise<void> {
  if (loadedHooks.has(v)) return;
  let h: SetupHooks | null = null;
  try {
    h = v.setup ? ((await v.setup()) as SetupHooks) : null;
  } catch {
    h = null;
  }
  loadedHooks.set(v, h);
}

export interface EditDetail {
  /** The position text when the engine accepts the board, else null. */
  readonly position: string | null;
  readonly valid: boolean;
  /** The engine's reason when it refuses the board. */
  readonly message: string | null;
  /** The last position the engine accepted (what the outputs show). */
  readonly lastValid: string;
  readonly setup: Setup;
}

const KEY_DIRS: Record<string, [number, number]> = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  Home: [-1, -1], PageUp: [1, -1], End: [-1, 1], PageDown: [1, 1],
};

const adoptStyles = [adopter(uiStyles), adopter(editorStyles)];

type Tool = 'move' | 'erase' | number;
/**
 * The outputs: the record carries the drawing (the others a position alone); the last three with a board server
 * only (forum snippets: BBCode, Markdown with the picture, the iframe).
 */
type Output = 'position' | 'link' | 'html' | 'markdown' | 'record' | 'bbcode' | 'forum-markdown' | 'iframe';

export class PositionEditor {
  /** The setup on the board, valid or not. */
  setup: Setup = { pieces: {}, reserves: {}, toMove: 'white', fields: {} };
  /** Position text of the setup when the engine accepts it, else null. */
  position: string | null = null;
  /** The last accepted position text (the outputs show it). */
  lastValid = '';
  /** The engine's reason for refusing the setup, else null. */
  error: string | null = null;
  /** The caption written into the Markdown block. */
  caption = '';
  /** The active tool: moving, removing, or a palette piece (its index). */
  tool: Tool = 'move';
  private v: AnyVariant | null = null;
  private hooks: SetupHooks | null = null;
  private spec: SetupSpec | null = null;
  private options: VariantOptions = {};
  /** The board state the editor was opened on (a new one from outside reloads the editor). */
  private source: unknown = null;
  private picked: string | null = null;
  private focus: string | null = null;
  private drag: { from: { cell: string } | { reserve: string }; pointer: number; x0: number; y0: number; x: number; y: number; moved: boolean } | null = null;
  /** The clickable places of the last drawing. */
  private hits: readonly Hit[] = [];

  constructor(private readonly host: EditorHost) {
    this.sync();
  }

  // ------------------------------------------------------------------------------- public

  /** Puts a piece on a cell (replacing what stands there). */
  place(cell: string, piece: PieceView): boolean {
    return this.commit(put(this.setup, cell, piece), editorStrings().placed(this.pieceName(piece), cell));
  }
  /** Takes the piece off a cell. */
  clearCell(cell: string): boolean {
    const p = this.setup.pieces[cell];
    return this.commit(remove(this.setup, cell), p ? editorStrings().removed(this.pieceName(p), cell) : '');
  }
  movePiece(from: string, to: string): boolean {
    const p = this.setup.pieces[from];
    return this.commit(move(this.setup, from, to), p ? editorStrings().moved(this.pieceName(p), from, to) : '');
  }
  setToMove(side: Side): boolean {
    return this.commit(setToMove(this.setup, side), `${editorStrings().toMove}: ${strings().sides[side]}.`);
  }
  setField(id: string, value: string): boolean {
    const f = this.spec?.fields.find((x) => x.id === id);
    return this.commit(setField(this.setup, id, value), f ? `${f.label}: ${value}.` : '');
  }
  setReserve(reserve: string, count: number): boolean {
    return this.commit(setReserve(this.setup, reserve, count), editorStrings().hand(this.reserveName(reserve), count));
  }
  /** An empty board (which most games refuse until kings or pieces are added). */
  clear(): boolean {
    return this.spec ? this.commit(cleared(this.spec), editorStrings().clear) : false;
  }
  /** The game's start position. */
  start(): boolean {
    const v = this.v, h = this.hooks;
    return v && h ? this.commit(h.toSetup(v.initial(this.options)), editorStrings().start) : false;
  }
  /** Loads a position text into the editor; false (and the engine's message) when it is refused. */
  load(text: string): boolean {
    const v = this.v, h = this.hooks;
    if (!v || !h) return false;
    try {
      return this.commit(h.toSetup(v.parsePosition(text, this.options)), '');
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.host._announce = this.error;
      this.host.requestUpdate();
      return false;
    }
  }
  /** The outputs for the last valid position. */
  markdown(): string {
    return markdownBlock(this.shown());
  }
  embed(): string {
    return embedSnippet(this.shown());
  }
  /**
   * The position being edited (its last valid text) as a record, the drawing as the position's comment
   * (`{[%cal …] [%csl …]}` before any move, which the record reader gives back as the start's marks): what
   * `exportRecord` writes in editor mode. Null before the editor has its game.
   */
  record(tags: Record<string, string> = {}): string | null {
    const v = this.v, s = this.host.session;
    if (!v || !s || !this.lastValid) return null;
    // A history of the class of the board's own: the editor does not load the game's code a second time.
    const Session = s.constructor as new (variant: AnyVariant, init: { options: VariantOptions; position: string }) => PlaySession;
    const out = new Session(v, { options: this.options, position: this.lastValid });
    const marks = this.host._parts.shapes?.marks();
    if (marks) Object.assign(out.root, marks);
    return out.exportRecord(tags);
  }
  /** The share link: `share-base`'s page, else the board server's `/play/`, else this page with the position in its fragment. */
  link(): string {
    try {
      return shareLink(this.host, this.shown());
    } catch {
      // A bad board server address: said by the board when a link is asked of it (`shareLink()`).
      return '';
    }
  }
  /** With a board server: what to paste into a forum (BBCode, Markdown with the picture, the iframe, the link); else null. */
  forum(): { bbcode: string; markdown: string; iframe: string; link: string } | null {
    const server = serverOrNone(this.host);
    return server && this.v ? forumOutputs(server, this.shown(), strings().board(this.v.name)) : null;
  }

  // ------------------------------------------------------------------------------- state

  /** Follows the board: a new game, options or position from outside restarts the editor there. */
  private sync(): void {
    const v = this.host.game, s = this.host.session;
    if (!v || !s) return;
    if (v === this.v && s.state === this.source && JSON.stringify(s.options) === JSON.stringify(this.options)) return;
    this.v = v;
    this.source = s.state;
    this.options = s.options;
    this.hooks = loadedHooks.get(v) ?? null;
    if (!loadedHooks.has(v)) {
      // Not loaded yet (the editor loads them with itself; this is a game chosen since): once in, sync again.
      this.v = null;
      void loadSetupHooks(v).then(() => this.host.requestUpdate());
    }
    this.spec = this.hooks?.describe(this.options) ?? null;
    this.picked = null;
    this.drag = null;
    if (typeof this.tool === 'number' && this.tool >= (this.spec?.palette.length ?? 0)) this.tool = 'move';
    if (!this.hooks) return;
    this.lastValid = v.formatPosition(s.state);
    this.setup = this.hooks.toSetup(s.state);
    this.position = this.lastValid;
    this.error = null;
  }

  /** Takes a new setup, checks it with the engine, and tells the page. */
  private commit(next: Setup, said: string): boolean {
    const v = this.v, h = this.hooks;
    if (!v || !h) return false;
    this.picked = null;
    try {
      const state = h.fromSetup(next, this.options);
      const text = v.formatPosition(state);
      // The engine's own form of the position (a Cavalo in the waiting area takes its resting facing...).
      this.setup = h.toSetup(state);
      this.position = this.lastValid = text;
      this.error = null;
      this.host._announce = said;
    } catch (e) {
      this.setup = next;
      this.position = null;
      this.error = e instanceof Error ? e.message : String(e);
      this.host._announce = said;
    }
    const detail: EditDetail = { position: this.position, valid: this.position !== null, message: this.error, lastValid: this.lastValid, setup: this.setup };
    this.host.dispatchEvent(new CustomEvent('edit', { detail, bubbles: true, composed: true }));
    this.host.requestUpdate();
    return this.position !== null;
  }

  private shown(): Shown {
    const opts = Object.keys(this.options).length ? { options: this.options } : {};
    return { variant: this.v?.id ?? this.host.variant, position: this.lastValid, ...opts, orientation: this.host.orientation === 'black' ? 'black' : 'white', caption: this.caption };
  }

  private pieceName(p: { kind: PieceView['kind']; side: Side }): string {
    return strings().piece(p.side, p.kind);
  }
  private reserveName(id: string): string {
    const g = this.v ? geometryOf(this.v, this.options) : null;
    return g?.reserves?.find((r) => r.id === id)?.name ?? id;
  }
  private toolName(t: Tool): string {
    const E = editorStrings();
    if (t === 'move') return E.moveTool;
    if (t === 'erase') return E.eraseTool;
    return this.pieceName(this.spec!.palette[t]!);
  }

  // ------------------------------------------------------------------------------- input

  private chooseTool(t: Tool): void {
    this.tool = t;
    this.picked = null;
    this.host._announce = editorStrings().tool(this.toolName(t));
    this.host.requestUpdate();
  }

  /** A click (or Enter) on a cell, by the active tool. */
  private activateCell(cell: string): void {
    const spec = this.spec;
    if (!spec) return;
    const t = this.tool;
    if (t === 'erase') {
      this.clearCell(cell);
      return;
    }
    if (typeof t === 'number') {
      const piece = spec.palette[t]!;
      const before = this.setup.pieces[cell];
      const next = placeOrToggle(this.setup, spec, cell, piece);
      const after = next.pieces[cell];
      const E = editorStrings();
      const said = !after ? E.removed(this.pieceName(piece), cell)
        : before && after.facing !== before.facing && after.kind === before.kind ? E.turned(this.pieceName(after), cell, this.facingName(after))
          : E.placed(this.pieceName(after), cell);
      this.commit(next, said);
      return;
    }
    // The move tool: pick a piece up, then put it down.
    const picked = this.picked;
    if (picked === null) {
      const p = this.setup.pieces[cell];
      if (!p) return;
      this.picked = cell;
      this.host._announce = editorStrings().picked(this.pieceName(p), cell);
      this.host.requestUpdate();
    } else if (picked === cell) {
      this.picked = null;
      this.host.requestUpdate();
    } else this.movePiece(picked, cell);
  }

  /** A click (or Enter) on a reserve slot: one more (wrapping to none); the remove tool takes one away. */
  private activateReserve(id: string, delta?: number): void {
    const r = this.spec?.reserves.find((x) => x.reserve === id);
    if (!r) return;
    const n = this.setup.reserves[id] ?? 0;
    const step = delta ?? (this.tool === 'erase' ? -1 : 1);
    const next = n + step > r.max ? 0 : Math.max(0, n + step);
    this.setReserve(id, next);
  }

  private turn(cell: string): void {
    const p = this.setup.pieces[cell];
    if (!p || !this.spec) return;
    const next = rotate(this.setup, this.spec, cell);
    if (next === this.setup) return;
    this.commit(next, editorStrings().turned(this.pieceName(p), cell, this.facingName(next.pieces[cell]!)));
  }

  private facingName(p: PieceView): string {
    return p.facing ? strings().facing?.[p.facing] ?? p.facing : editorStrings().notKnown;
  }

  private svgPoint(e: PointerEvent): { x: number; y: number } | null {
    const el = this.host.renderRoot.querySelector('svg.board-svg') as SVGSVGElement | null;
    const m = el?.getScreenCTM();
    if (!el || !m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  private layout(): Layout | null {
    const v = this.v;
    if (!v) return null;
    const g = geometryOf(v, this.options);
    return layout(g, this.host.orientation === 'black' ? 'black' : 'white', (g.reserves?.length ?? 0) > 0);
  }

  /** The cell under a pointer, or null off the board. */
  private cellUnder(e: PointerEvent): string | null {
    const p = this.svgPoint(e), L = this.layout();
    return p && L ? cellAt(L, p.x, p.y) : null;
  }

  /** The reserve slot under a pointer, if any (by the drawn slot's box: the point may be off screen). */
  private reserveUnder(e: PointerEvent): string | null {
    const p = this.svgPoint(e);
    if (!p) return null;
    for (const hit of this.hits) {
      if (hit.kind !== 'reserve') continue;
      const xy = hit.points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
      const xs = xy.map((q) => q[0]), ys = xy.map((q) => q[1]);
      if (p.x >= Math.min(...xs) && p.x <= Math.max(...xs) && p.y >= Math.min(...ys) && p.y <= Math.max(...ys)) return hit.id;
    }
    return null;
  }

  private onPointerDown = (e: PointerEvent) => {
    if (e.button > 0) return;
    const t = e.target as Element;
    const kind = t.getAttribute?.('data-kind'), id = t.getAttribute?.('data-id');
    e.preventDefault();
    const p = this.svgPoint(e);
    let from: { cell: string } | { reserve: string };
    if (kind === 'reserve' && id) {
      // A slot with pieces in it can be dragged from (one piece onto the board); else a click adds one.
      if (!(this.setup.reserves[id] ?? 0) || !p) {
        this.activateReserve(id);
        return;
      }
      from = { reserve: id };
    } else {
      const cell = kind === 'cell' && id ? id : this.cellUnder(e);
      if (!cell) return;
      this.focus = cell;
      if (!this.setup.pieces[cell] || !p) {
        this.drag = null;
        this.activateCell(cell);
        return;
      }
      from = { cell };
    }
    this.drag = { from, pointer: e.pointerId, x0: p.x, y0: p.y, x: p.x, y: p.y, moved: false };
    try {
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    } catch {
      /* a synthetic pointer: the drag still works inside the board */
    }
  };

  private onPointerMove = (e: PointerEvent) => {
    const d = this.drag;
    if (!d || d.pointer !== e.pointerId) return;
    const p = this.svgPoint(e), L = this.layout();
    if (!p || !L) return;
    if (!d.moved && Math.hypot(p.x - d.x0, p.y - d.y0) < L.s * 0.2) return;
    d.moved = true;
    d.x = p.x;
    d.y = p.y;
    this.host.requestUpdate();
  };

  private onPointerUp = (e: PointerEvent) => {
    const d = this.drag;
    if (!d || d.pointer !== e.pointerId) return;
    this.drag = null;
    if (!d.moved) {
      if ('cell' in d.from) this.activateCell(d.from.cell);
      else this.activateReserve(d.from.reserve);
      return;
    }
    const reserve = this.reserveUnder(e);
    const to = reserve ? null : this.cellUnder(e);
    if ('reserve' in d.from) {
      if (to !== null) this.fromReserve(d.from.reserve, to);
      else this.host.requestUpdate();
      return;
    }
    const from = d.from.cell;
    if (reserve) this.toReserve(from, reserve);
    else if (to === null) this.clearCell(from);
    else if (to !== from) this.movePiece(from, to);
    else this.host.requestUpdate();
  };

  /** One piece out of a reserve slot onto a cell (a dart thrown, a knight entered). */
  private fromReserve(id: string, cell: string): void {
    const r = this.spec?.reserves.find((x) => x.reserve === id);
    const n = this.setup.reserves[id] ?? 0;
    if (!r || n <= 0) return;
    const piece = this.spec!.palette.find((q) => q.kind === r.kind && q.side === r.side) ?? { kind: r.kind, side: r.side };
    const placed = fresh(piece);
    this.commit(put(setReserve(this.setup, id, n - 1), cell, placed), editorStrings().placed(this.pieceName(placed), cell));
  }

  /** A piece back into a reserve slot of its kind and side (when the slot has room). */
  private toReserve(cell: string, id: string): void {
    const r = this.spec?.reserves.find((x) => x.reserve === id);
    const p = this.setup.pieces[cell];
    const n = this.setup.reserves[id] ?? 0;
    if (!r || !p || p.kind !== r.kind || p.side !== r.side || n >= r.max) {
      this.host.requestUpdate();
      return;
    }
    this.commit(setReserve(remove(this.setup, cell), id, n + 1), editorStrings().hand(this.reserveName(id), n + 1));
  }

  private onPointerCancel = () => {
    this.drag = null;
    this.host.requestUpdate();
  };

  /** A palette piece dragged onto the board goes where it is dropped (a plain click chooses it). */
  private paletteDrag: { index: number; pointer: number } | null = null;
  private onPaletteDown(e: PointerEvent, index: number): void {
    if (e.button > 0) return;
    this.paletteDrag = { index, pointer: e.pointerId };
    try {
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    } catch {
      /* synthetic pointer */
    }
  }
  private onPaletteUp(e: PointerEvent): void {
    const d = this.paletteDrag;
    this.paletteDrag = null;
    if (!d || d.pointer !== e.pointerId || !this.spec) return;
    const cell = this.cellUnder(e);
    if (!cell) return;
    const piece = this.spec.palette[d.index]!;
    this.tool = d.index;
    this.focus = cell;
    this.place(cell, fresh(piece));
  }

  private onKeyDown = (e: KeyboardEvent) => {
    const t = e.target as Element;
    const kind = t.getAttribute('data-kind'), id = t.getAttribute('data-id');
    if (!kind || !id) return;
    if (kind === 'reserve') {
      const delta = e.key === 'Enter' || e.key === ' ' ? undefined : e.key === '+' ? 1 : e.key === '-' || e.key === 'Delete' || e.key === 'Backspace' ? -1 : null;
      if (delta === null) return;
      e.preventDefault();
      this.activateReserve(id, delta);
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.activateCell(id);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      this.clearCell(id);
    } else if (e.key === 'r' || e.key === 'R') {
      e.preventDefault();
      this.turn(id);
    } else if (e.key === 'Escape' && this.picked) {
      e.preventDefault();
      this.picked = null;
      this.host.requestUpdate();
    } else {
      const dir = KEY_DIRS[e.key];
      const L = this.layout();
      if (!dir || !L) return;
      e.preventDefault();
      const next = neighbourToward(L, id, dir[0], dir[1], e.shiftKey);
      if (!next) return;
      this.focus = next;
      this.host.requestUpdate();
      void this.host.updateComplete.then(() => {
        (this.host.renderRoot.querySelector(`polygon.hit.cell[data-id="${CSS.escape(next)}"]`) as SVGElement | null)?.focus();
      });
    }
  };

  private onFocusIn = (e: FocusEvent) => {
    const t = e.target as Element;
    if (t.getAttribute('data-kind') === 'cell') this.focus = t.getAttribute('data-id');
  };

  private async copy(what: Output, label: string): Promise<void> {
    const text = this.outputs()[what] ?? '';
    const E = editorStrings();
    try {
      await navigator.clipboard.writeText(text);
      this.host._announce = E.copied(label);
    } catch {
      const box = this.host.renderRoot.querySelector(`#ed-${what}`) as HTMLInputElement | HTMLTextAreaElement | null;
      box?.select();
      this.host._announce = E.copyFailed;
    }
    this.host.dispatchEvent(new CustomEvent('copy-output', { detail: { kind: what, text }, bubbles: true, composed: true }));
    this.host.requestUpdate();
  }

  private outputs(): Partial<Record<Output, string>> {
    const forum = this.forum();
    return {
      position: this.lastValid, link: this.link(), html: this.embed(), markdown: this.markdown(), record: this.record() ?? '',
      ...(forum ? { bbcode: forum.bbcode, 'forum-markdown': forum.markdown, iframe: forum.iframe } : {}),
    };
  }

  // ------------------------------------------------------------------------------- drawing

  /**
   * The position being edited (its last valid text) as a picture's scene, drawn as a board of that position
   * draws it (its dice tray and reserves, no palette, selection or drag): what `toSvg`/`toPng` draw in editor mode.
   */
  picture(): Scene | null {
    const v = this.v;
    if (!v || !this.lastValid) return null;
    const state = v.parsePosition(this.lastValid, this.options);
    return buildScene({
      geometry: geometryOf(v, this.options),
      view: v.view(state) as PositionView,
      orientation: this.host.orientation === 'black' ? 'black' : 'white',
      coordinates: this.host.coordinates !== false,
      dice: probeDice(v, this.options),
      title: strings().board(v.name),
      drawn: this.host._parts.shapes?.drawn(false),
    });
  }

  render(): TemplateResult {
    this.sync();
    for (const adopt of adoptStyles) adopt(this.host.renderRoot as ShadowRoot);
    const E = editorStrings();
    const v = this.v, spec = this.spec;
    if (!v || !spec) {
      return html`<div class="wrap editor" part="base"><p class="verdict${v ? ' bad' : ''}" role="status">${v ? E.unavailable : strings().loading}</p></div>`;
    }
    const g = geometryOf(v, this.options);
    const d = this.drag;
    const scene = buildScene({
      geometry: g,
      view: viewOf(this.setup, spec),
      orientation: this.host.orientation === 'black' ? 'black' : 'white',
      coordinates: this.host.coordinates !== false,
      selection: this.picked ? { cell: this.picked } : null,
      drag: d && d.moved ? { ...d.from, x: d.x, y: d.y } : null,
      // Arrows and circles the author drew (and the one being drawn).
      drawn: this.host._parts.shapes?.drawn(true),
      title: `${E.title}: ${strings().board(v.name)}`,
    });
    this.host._drawing = scene.shapes.map(shapeToString).join('');
    this.hits = scene.hits;
    const [x, y, w, h] = scene.viewBox;
    const cells = scene.hits.filter((hit) => hit.kind === 'cell');
    const focusId = this.focus && cells.some((c) => c.id === this.focus) ? this.focus : cells[cells.length >> 1]?.id ?? null;
    const out = this.outputs();
    const outputs: [Output, string, boolean][] = [['position', E.position, false], ['link', E.link, false], ['html', E.html, true], ['markdown', E.markdown, true], ['record', E.record, true]];
    if (out.bbcode !== undefined) outputs.push(['bbcode', E.forumBBCode, true], ['forum-markdown', E.forumMarkdown, true], ['iframe', E.forumIframe, true]);
    return html`<div class="wrap editor" part="base editor">
      ${this.renderPalette(spec)}
      <div class="board" part="board">
        <svg class="board-svg" part="svg" viewBox="${x} ${y} ${w} ${h}" role="group" aria-label=${scene.title}
          aria-describedby="ed-keys"
          @pointerdown=${this.onPointerDown} @pointermove=${this.onPointerMove} @pointerup=${this.onPointerUp}
          @pointercancel=${this.onPointerCancel} @keydown=${this.onKeyDown} @focusin=${this.onFocusIn}>
          <g class="drawing" aria-hidden="true"></g>
          <g class="hits">${scene.hits.map((hit) => this.renderHit(hit, focusId))}</g>
        </svg>
      </div>
      <p class="note" id="ed-keys">${this.host.drawable === false ? E.keys : `${E.keys} ${E.drawKeys}`}</p>
      <p class="verdict ${this.error ? 'bad' : 'ok'}" part="editor-message" role="status" aria-live="polite">${this.error ?? E.valid}</p>
      ${this.renderFields(spec)}
      <div class="bar" role="toolbar" aria-label=${E.title}>
        <button type="button" @click=${() => this.clear()}>${E.clear}</button>
        <button type="button" @click=${() => this.start()}>${E.start}</button>
        <button type="button" @click=${() => this.host.flip()}>${E.flip}</button>
      </div>
      <div class="outputs" part="editor-outputs">
        ${this.error ? html`<p class="note" id="ed-stale">${E.stale}</p>` : nothing}
        <label for="ed-caption">${E.caption}</label>
        <input id="ed-caption" class="caption" type="text" autocomplete="off" .value=${this.caption}
          @input=${(e: Event) => { this.caption = (e.target as HTMLInputElement).value; this.host.requestUpdate(); }} />
        ${outputs.map(([kind, label, area]) => html`
          <label for="ed-${kind}">${label}</label>
          ${area
            ? html`<textarea id="ed-${kind}" readonly rows=${kind === 'markdown' || kind === 'record' ? 5 : kind === 'position' || kind === 'link' ? 3 : 2} spellcheck="false" aria-describedby=${this.error ? 'ed-stale' : nothing} .value=${out[kind]}></textarea>`
            : html`<input id="ed-${kind}" type="text" readonly spellcheck="false" aria-describedby=${this.error ? 'ed-stale' : nothing} .value=${out[kind]} />`}
          <button type="button" data-copy=${kind} @click=${() => this.copy(kind, label)}>${E.copy(label)}</button>`)}
      </div>
      <div class="vh" role="status" aria-live="polite">${this.host._announce}</div>
    </div>`;
  }

  private renderPalette(spec: SetupSpec): TemplateResult {
    const E = editorStrings();
    // Piece buttons are named by hidden text (an aria-label would differ from the letters some pieces show).
    const tool = (t: Tool, content: TemplateResult | string, label: string, cls = '') => html`<button type="button" class=${cls}
      aria-pressed=${this.tool === t ? 'true' : 'false'} title=${label} data-tool=${String(t)}
      @click=${() => this.chooseTool(t)}
      @pointerdown=${typeof t === 'number' ? (e: PointerEvent) => this.onPaletteDown(e, t) : nothing}
      @pointerup=${typeof t === 'number' ? (e: PointerEvent) => this.onPaletteUp(e) : nothing}>${content}</button>`;
    const bySide = (side: Side) => spec.palette.map((p, i) => [p, i] as const).filter(([p]) => p.side === side);
    return html`<div class="palette" role="toolbar" aria-label=${E.palette} part="palette">
      ${tool('move', E.moveTool, E.moveTool, 'tool')}
      ${tool('erase', E.eraseTool, E.eraseTool, 'tool')}
      ${(['white', 'black'] as const).map((side) => html`<span class="row">${bySide(side).map(([p, i]) => tool(i, this.icon(p), this.pieceName(p)))}</span>`)}
    </div>`;
  }

  private icon(p: SetupPiece): TemplateResult {
    const shape = shapeToString(pieceShape({ kind: p.kind, side: p.side }, 50, 50, 92));
    return html`<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">${unsafeSVG(shape)}</svg><span class="vh">${this.pieceName(p)}</span>`;
  }

  private renderFields(spec: SetupSpec): TemplateResult {
    const E = editorStrings();
    const S = strings();
    const g = this.v ? geometryOf(this.v, this.options) : null;
    return html`<fieldset part="editor-fields">
      <legend>${E.details}</legend>
      <span class="field">
        <label for="ed-side">${E.toMove}</label>
        <select id="ed-side" @change=${(e: Event) => this.setToMove((e.target as HTMLSelectElement).value as Side)}>
          ${(['white', 'black'] as const).map((side) => html`<option value=${side} ?selected=${this.setup.toMove === side}>${S.sides[side]}</option>`)}
        </select>
      </span>
      ${spec.reserves.map((r) => html`<span class="field">
        <label for="ed-r-${r.reserve}">${g?.reserves?.find((x) => x.id === r.reserve)?.name ?? r.reserve}</label>
        <input id="ed-r-${r.reserve}" type="number" min="0" max=${r.max} step="1" .value=${String(this.setup.reserves[r.reserve] ?? 0)}
          @change=${(e: Event) => this.setReserve(r.reserve, Math.max(0, Math.min(r.max, Math.trunc(Number((e.target as HTMLInputElement).value) || 0))))} />
      </span>`)}
      ${spec.fields.map((f) => this.renderField(f))}
    </fieldset>`;
  }

  private renderField(f: SetupField): TemplateResult {
    const value = this.setup.fields[f.id] ?? f.blank;
    const id = `ed-f-${f.id}`;
    const set = (v: string) => this.setField(f.id, v);
    const hint = f.hint ? html`<span class="vh" id="${id}-hint">${f.hint}</span>` : nothing;
    const described = f.hint ? `${id}-hint` : nothing;
    switch (f.kind) {
      case 'choice':
        return html`<span class="field"><label for=${id}>${f.label}</label>${hint}
          <select id=${id} aria-describedby=${described} @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
            ${f.choices!.map((c) => html`<option value=${c.value} ?selected=${c.value === value}>${c.label}</option>`)}
          </select></span>`;
      case 'flags': {
        const on = new Set(value === f.blank ? [] : [...value]);
        const toggle = (letter: string, checked: boolean) => {
          const next = f.choices!.map((c) => c.value).filter((l) => (l === letter ? checked : on.has(l))).join('');
          set(next || f.blank);
        };
        return html`<fieldset class="flags"><legend>${f.label}</legend>
          ${f.choices!.map((c) => html`<span class="field"><input type="checkbox" id="${id}-${c.value}" .checked=${on.has(c.value)}
            @change=${(e: Event) => toggle(c.value, (e.target as HTMLInputElement).checked)} /><label for="${id}-${c.value}">${c.label}</label></span>`)}
        </fieldset>`;
      }
      case 'number':
        return html`<span class="field"><label for=${id}>${f.label}</label>${hint}
          <input id=${id} type="number" min=${f.min ?? 0} max=${f.max ?? nothing} step="1" aria-describedby=${described} .value=${value}
            @change=${(e: Event) => set((e.target as HTMLInputElement).value.trim() || f.blank)} /></span>`;
      default:
        return html`<span class="field"><label for=${id}>${f.label}</label>${hint}
          <input id=${id} class=${f.kind} type="text" spellcheck="false" autocomplete="off" placeholder=${f.blank} aria-describedby=${described} .value=${value}
            @change=${(e: Event) => set((e.target as HTMLInputElement).value.trim() || f.blank)} /></span>`;
    }
  }

  private renderHit(hit: Hit, focusId: string | null) {
    const tab = hit.kind === 'reserve' || hit.id === focusId ? 0 : -1;
    return svg`<polygon class="hit ${hit.kind}" points=${hit.points} data-kind=${hit.kind} data-id=${hit.id} role="button"
      tabindex=${tab} aria-label=${hit.label} aria-pressed=${hit.selected ? 'true' : 'false'}></polygon>`;
  }
}

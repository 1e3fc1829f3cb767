/**
 * Everything a board needs only to be played or stepped through: pointer and keyboard input,
 * the buttons and move list, the chooser, dice entry, sharing and image export, the computer
 * player. Loaded (next to the game's rules) by boards that are interactive or show controls,
 * so diagrams load only the drawing. The methods join VariantBoard's prototype.
 */
import './variant-board.js'; // a part only boards load: the core then stays one chunk of the bundle
import type { Side } from './engine.js';
import type { Hit, Layout } from './draw/scene.js';
import { layout } from './draw/scene.js';
import { geometryOf } from './model.js';
import { cellAt } from './draw/cell-at.js';
import { MoveSet, clickPlace, placeKey } from './interact.js';
import type { Move, Place } from './interact.js';
import { chooserNode, controlsNodes, fitControls } from './controls.js';
import type { Skeleton } from './light-render.js';
import { answerNotation, controlStrings, hintArrow, loadComputer, loadPart } from './game.js';
// A board with controls takes its game's methods from this module (one file fewer than loading game.js too).
export { gameMethods } from './game.js';
import { uiStyles } from './ui-styles.js';
import { adopter } from './adopt.js';
import { neighbourToward } from './keyboard.js';
import { parsePlayers } from './players.js';
import type { PlayerKind } from './players.js';
import { explainReject } from './reject.js';
import type { VariantBoard } from './variant-board.js';

const KEY_DIRS: Record<string, [number, number]> = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  Home: [-1, -1], PageUp: [1, -1], End: [-1, 1], PageDown: [1, 1],
};

/** What this module adds to VariantBoard's prototype. */
export interface UiMethods {
  /** Where the shown position's cells are drawn (pointer and keyboard input). */
  _layout(): Layout | null;
  _playerOf(side: Side): PlayerKind;
  _toPng(width?: number): Promise<Blob>;
  _moves(): MoveSet | null;
  _maybeComputer(): Promise<void>;
  _askHint(): Promise<string | null>;
  /** The shown hint as an arrow (from and to cells), when its move has both. */
  _hintArrow(): readonly [string, string] | null;
  _focusTarget(hits: readonly Hit[]): string | null;
  /** The chooser's dialog while it is open (controls.ts). */
  _chooserNode(): HTMLElement;
  /** The toolbar and (unless `withList` is false) the move list, patched to the shown position (controls.ts). */
  _controlsNodes(withList: boolean): Node[];
  /** Adds pointer input, the chooser and the controls to light-render.ts's markup (controls.ts). */
  _fitControls(k: Skeleton): void;
  _playMove(m: Move): void;
  _activate(place: Place): void;
  _copyLink(): Promise<void>;
  _download(kind: 'svg' | 'png'): Promise<void>;
  _closeChooser(): void;
  _onChooserKey(e: KeyboardEvent): void;
  _onRollSubmit(e: Event): void;
  _svgPoint(e: PointerEvent): { x: number; y: number } | null;
  _placeAt(e: PointerEvent): Place | null;
  _onPointerDown(e: PointerEvent): void;
  _onPointerMove(e: PointerEvent): void;
  _onPointerUp(e: PointerEvent): void;
  _onPointerCancel(): void;
  _onFocusIn(e: FocusEvent): void;
  _focusCell(id: string | null): void;
  _onKeyDown(e: KeyboardEvent): void;
}

/** Image export (image-export.ts), loaded on the first export. */
const exporter = () => loadPart(import('./image-export.js'), 'image export', "The board's image export did not load:");

export const uiMethods: UiMethods & ThisType<VariantBoard & UiMethods> = {
  _layout() {
    const s = this._shown();
    if (!this._v || !s) return null;
    const g = geometryOf(this._v, s.options);
    return layout(g, this.orientation === 'black' ? 'black' : 'white', (g.reserves?.length ?? 0) > 0 || this._usesDice);
  },

  _hintArrow() {
    const v = this._v, s = this._shown();
    return v && s && this._hint ? hintArrow(v, s.state, this._hint) : null;
  },

  /** Who plays this side (the `players` attribute). */
  _playerOf(side: Side): PlayerKind {
    return parsePlayers(this.players)[side];
  },

  /** The current board as a PNG image (image-export.ts, loaded on the first export). */
  async _toPng(width = 640): Promise<Blob> {
    // (toSvg comes with the record reader.)
    const [m] = await Promise.all([exporter(), this._loadRecords()]);
    return m.svgToPng(this.toSvg({ width }), width);
  },

  _moves(): MoveSet | null {
    const s = this._session, v = this._v;
    if (!s || !v) return null;
    const cached = this._moveSet;
    if (cached && cached.state === s.state) return cached.set;
    const set = new MoveSet(v, s.state);
    this._moveSet = { state: s.state, set };
    return set;
  },

  async _maybeComputer() {
    const s = this._session, v = this._v;
    if (!s || !v || this._thinking || this.readonly) return;
    const phase = v.phase(s.state);
    if (phase === 'over') return;
    const side = v.toMove(s.state) as Side;
    if (this._playerOf(side) !== 'computer') return;
    if (phase === 'chance') {
      setTimeout(() => {
        if (this._session === s && v.phase(s.state) === 'chance' && this._playerOf(v.toMove(s.state)) === 'computer') this.rollDice();
      }, 350);
      return;
    }
    const abort = new AbortController();
    this._aiAbort = abort;
    this._thinking = true;
    this._bump();
    const state = s.state;
    try {
      const ai = await loadComputer();
      const answer = await ai.requestMove({
        variant: v.id, record: s.exportRecord(), level: this.level, signal: abort.signal,
        ...(this.seed ? { seed: `${this.seed}:${s.ply}` } : {}),
      });
      const notation = answerNotation(answer);
      if (abort.signal.aborted || s.state !== state) return;
      this._thinking = false;
      this.play(notation);
    } catch (e) {
      if (!abort.signal.aborted) {
        this._thinking = false;
        this._fail(e);
      }
    }
  },

  /** Asks the computer for a suggestion and shows it. */
  async _askHint(): Promise<string | null> {
    const s = this._session, v = this._v;
    if (!s || !v || v.phase(s.state) !== 'decision') return null;
    try {
      const ai = await loadComputer();
      const state = s.state;
      const notation = answerNotation(await ai.requestHint({ variant: v.id, record: s.exportRecord(), level: this.level }));
      if (s.state !== state) return null;
      this._hint = notation;
      this._announce = controlStrings().hintFor(notation);
      this._bump();
      return notation;
    } catch (e) {
      this._fail(e);
      return null;
    }
  },

  _focusTarget(hits: readonly Hit[]): string | null {
    const cells = hits.filter((h) => h.kind === 'cell');
    if (this._focus && cells.some((c) => c.id === this._focus)) return this._focus;
    const sel = this._selection?.startsWith('c:') ? this._selection.slice(2) : null;
    if (sel) return sel;
    const moves = this._moves();
    const firstFrom = moves ? [...moves.byFrom.keys()].find((k) => k.startsWith('c:')) : undefined;
    return firstFrom ? firstFrom.slice(2) : cells[Math.floor(cells.length / 2)]?.id ?? null;
  },

  _chooserNode() {
    return chooserNode(this);
  },

  _controlsNodes(withList: boolean) {
    return controlsNodes(this, withList);
  },

  _fitControls(k: Skeleton) {
    fitControls(this, k);
  },

  _playMove(m: Move) {
    if (!this._session || !this._v) return;
    try {
      this._playChecked!(m.view.notation, m);
    } catch (e) {
      this._fail(e);
    }
  },

  _activate(place: Place) {
    if (this.readonly || !this._session || !this._v) return;
    const v = this._v, s = this._session;
    if (v.phase(s.state) !== 'decision' || this._playerOf(v.toMove(s.state) as Side) !== 'human' || this._thinking) return;
    const moves = this._moves()!;
    const res = clickPlace(moves, this._selection, place);
    switch (res.kind) {
      case 'play':
        this._playMove(res.move);
        return;
      case 'choose':
        this._selection = res.key;
        this._chooser = { moves: res.moves };
        this._bump();
        this.updateComplete.then(() => (this.renderRoot.querySelector('.chooser button') as HTMLElement | null)?.focus());
        return;
      case 'select':
        this._selection = res.key;
        this._chooser = null;
        this._bump();
        return;
      case 'clear': {
        const selected = this._selection;
        this._selection = null;
        this._chooser = null;
        this._bump();
        // Clicking the selected piece again only deselects; anything else was an attempt the rules refuse.
        if (selected !== placeKey(place as { cell?: string; reserve?: string })) {
          const detail = explainReject(v, s.state, selected, place);
          if (detail) this._emit('reject', detail);
        }
      }
    }
  },

  async _copyLink() {
    try {
      await this._loadRecords();
    } catch {
      // Said as the board's error (`_arrives`).
      return;
    }
    const link = this.shareLink();
    const S = controlStrings();
    try {
      await navigator.clipboard.writeText(link);
      this._announce = S.linkCopied;
    } catch {
      this._announce = link;
    }
    this._emit('share', { url: link });
    this._bump();
  },

  async _download(kind: 'svg' | 'png') {
    try {
      const [m, blob] = await Promise.all([
        exporter(),
        kind === 'svg' ? this._loadRecords().then(() => new Blob([this.toSvg({ width: 640 })], { type: 'image/svg+xml' })) : this.toPng(640),
      ]);
      m.download(blob, `${this._v?.id ?? 'board'}-${this._session?.ply ?? 0}.${kind}`);
    } catch (e) {
      this._fail(e);
    }
  },

  _closeChooser() {
    this._chooser = null;
    this._bump();
    this.updateComplete.then(() => this._focusCell(this._focus));
  },

  _onChooserKey(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      this._closeChooser();
    }
  },

  _onRollSubmit(e: Event) {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).querySelector('input');
    const value = input?.value.trim() ?? '';
    if (!value) return;
    if (this.setRoll(value) && input) input.value = '';
  },

  _svgPoint(e: PointerEvent): { x: number; y: number } | null {
    const svgEl = this.renderRoot.querySelector('svg.board-svg') as SVGSVGElement | null;
    const m = svgEl?.getScreenCTM();
    if (!svgEl || !m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  },

  _placeAt(e: PointerEvent): Place | null {
    const t = e.target as Element | null;
    const kind = t?.getAttribute?.('data-kind');
    const id = t?.getAttribute?.('data-id');
    if (kind === 'reserve' && id) return { reserve: id };
    const p = this._svgPoint(e);
    const L = this._layout();
    if (!p || !L) return kind === 'cell' && id ? { cell: id } : null;
    const cell = cellAt(L, p.x, p.y);
    return cell ? { cell } : null;
  },

  _onPointerDown(e: PointerEvent) {
    if (this.readonly || e.button > 0) return;
    const place = this._placeAt(e);
    if (!place) return;
    if ('cell' in place) this._focus = place.cell;
    const key = placeKey(place as { cell?: string; reserve?: string })!;
    const moves = this._moves();
    const wasSelected = this._selection === key;
    const p = this._svgPoint(e);
    if (moves?.isFrom(key) && p && !(this._selection && 'cell' in place && moves.between(this._selection, place.cell).length)) {
      // Possible drag: select now so targets show while dragging.
      if (!wasSelected) this._activate(place);
      if (this._selection === key) {
        this._drag = { key, place, x0: p.x, y0: p.y, x: p.x, y: p.y, moved: false, wasSelected, pointer: e.pointerId };
        try {
          (e.currentTarget as Element).setPointerCapture(e.pointerId);
        } catch {
          /* synthetic or already released pointer: dragging still works within the board */
        }
      }
      e.preventDefault();
      return;
    }
    this._drag = null;
    this._activate(place);
    e.preventDefault();
  },

  _onPointerMove(e: PointerEvent) {
    const d = this._drag;
    if (!d || d.pointer !== e.pointerId) return;
    const p = this._svgPoint(e);
    const L = this._layout();
    if (!p || !L) return;
    if (!d.moved && Math.hypot(p.x - d.x0, p.y - d.y0) < L.s * 0.2) return;
    d.moved = true;
    d.x = p.x;
    d.y = p.y;
    this._bump();
  },

  _onPointerUp(e: PointerEvent) {
    const d = this._drag;
    if (!d || d.pointer !== e.pointerId) return;
    this._drag = null;
    if (!d.moved) {
      if (d.wasSelected) this._activate(d.place); // second click on the same piece: deselect
      this._bump();
      return;
    }
    const place = this._placeAt(e);
    if (place && 'cell' in place && this._selection === d.key) {
      this._focus = place.cell;
      this._activate(place);
    }
    this._bump();
  },

  _onPointerCancel() {
    this._drag = null;
    this._bump();
  },

  _onFocusIn(e: FocusEvent) {
    const t = e.target as Element;
    if (t.getAttribute('data-kind') === 'cell') this._focus = t.getAttribute('data-id');
  },

  _focusCell(id: string | null) {
    if (!id) return;
    const el = this.renderRoot.querySelector(`polygon.hit.cell[data-id="${CSS.escape(id)}"]`) as SVGElement | null;
    el?.focus();
  },

  _onKeyDown(e: KeyboardEvent) {
    const t = e.target as Element;
    const kind = t.getAttribute('data-kind');
    const id = t.getAttribute('data-id');
    if (!kind || !id) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this._activate(kind === 'cell' ? { cell: id } : { reserve: id });
      return;
    }
    if (e.key === 'Escape') {
      if (this._selection || this._chooser) {
        e.preventDefault();
        this._selection = null;
        this._chooser = null;
        this._bump();
      }
      return;
    }
    const dir = KEY_DIRS[e.key];
    if (!dir || kind !== 'cell') return;
    const L = this._layout();
    if (!L) return;
    e.preventDefault();
    const next = neighbourToward(L, id, dir[0], dir[1], e.shiftKey);
    if (next) {
      this._focus = next;
      this._bump();
      this.updateComplete.then(() => this._focusCell(next));
    }
  },
};

/** Adds the controls' stylesheet to a board's shadow root. */
export const adoptUiStyles = adopter(uiStyles);

/**
 * The input part of a board that is played or stepped through: pointer and keyboard input, the
 * buttons and move list (controls.ts), the chooser, dice entry, sharing and image export, the
 * computer player. Loaded (next to the game's rules) by boards that are interactive or show
 * controls, so diagrams load only the drawing. The board creates an `InputPart` when this module
 * arrives; it reaches the board through `BoardHost` (host.ts) and the game through `host._gamePart()`.
 */
import type { AnyVariant, Side } from './engine.js';
import type { Hit } from './draw/scene.js';
import { layout } from './draw/scene.js';
import { geometryOf } from './model.js';
import { cellAt } from './draw/cell-at.js';
import { MoveSet, clickPlace, placeKey } from './interact.js';
import type { Move, Place } from './interact.js';
import { chooserNode, controlsNodes, fitControls } from './controls.js';
import type { ControlsOwner } from './controls.js';
import type { Skeleton } from './skeleton.js';
import { controlStrings } from './control-strings.js';
import { hintArrow } from './hint-arrow.js';
import { answerNotation, loadComputer } from './computer.js';
import { loadPart } from './load-part.js';
import { uiStyles } from './ui-styles.js';
import { adopter } from './adopt.js';
import { neighbourToward } from './keyboard.js';
import { parsePlayers } from './players.js';
import type { PlayerKind } from './players.js';
import type { RejectDetail } from './reject.js';
import type { InputAccess, InputHost } from './host.js';
// A board with controls takes its game from this module (one file fewer than loading game.js too).
export { GamePart } from './game.js';

const KEY_DIRS: Record<string, [number, number]> = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  Home: [-1, -1], PageUp: [1, -1], End: [-1, 1], PageDown: [1, 1],
};

/** The forum snippets' popup (forum-panel.ts), loaded when it is first opened. */
const forumPanels = () => loadPart(import('./forum-panel.js'), 'forum snippets', "The board's forum snippets did not load:");
let forumModule: typeof import('./forum-panel.js') | null = null;
/** Image export and the sharing buttons' work (image-export.ts), loaded on the first use. */
const exporter = () => loadPart(import('./image-export.js'), 'image export', "The board's image export did not load:");

/**
 * Why a click is refused (reject.ts, the `reject` event's detail): a file of its own, asked for when a board's
 * controls arrive and used from then on, so a playable board's first load does not carry it. A refusal before
 * it is here is explained when it comes (a few milliseconds later); one that failed to load is asked for again.
 */
let explainer: typeof import('./reject.js') | null = null;
let explaining: Promise<typeof import('./reject.js')> | null = null;
function loadExplainer(): Promise<typeof import('./reject.js')> {
  return (explaining ??= loadPart(import('./reject.js'), 'reject explanations', "The board's reject explanations did not load:").then(
    (m) => (explainer = m),
    (e) => {
      explaining = null;
      throw e;
    },
  ));
}

/** Adds the controls' stylesheet to a board's shadow root. */
const adoptUiStyles = adopter(uiStyles);

export class InputPart implements InputAccess, ControlsOwner {
  /** The legal moves of the shown state, kept while it is shown. */
  private moveSet: { state: unknown; set: MoveSet } | null = null;

  constructor(private readonly b: InputHost) {
    // (A failure is said when a refusal needs it.)
    loadExplainer().catch(() => {});
  }

  adoptStyles(root: ShadowRoot): void {
    adoptUiStyles(root);
  }

  layout() {
    const s = this.b._shown();
    if (!this.b._v || !s) return null;
    const g = geometryOf(this.b._v, s.options);
    return layout(g, this.b.orientation === 'black' ? 'black' : 'white', (g.reserves?.length ?? 0) > 0 || this.b._usesDice);
  }

  hintArrow() {
    const v = this.b._v, s = this.b._shown();
    return v && s && this.b._hint ? hintArrow(v, s.state, this.b._hint) : null;
  }

  /** Who plays this side (the `players` attribute). */
  playerOf(side: Side): PlayerKind {
    return parsePlayers(this.b.players)[side];
  }

  /** The current board as a PNG image (image-export.ts, loaded on the first export). */
  async toPng(width = 640): Promise<Blob> {
    // (toSvg comes with the record reader.)
    const [m] = await Promise.all([exporter(), this.b._loadRecords()]);
    return m.svgToPng(this.b.toSvg({ width }), width);
  }

  moves(): MoveSet | null {
    const s = this.b._session, v = this.b._v;
    if (!s || !v) return null;
    const cached = this.moveSet;
    if (cached && cached.state === s.state) return cached.set;
    const set = new MoveSet(v, s.state);
    this.moveSet = { state: s.state, set };
    return set;
  }

  async maybeComputer() {
    const s = this.b._session, v = this.b._v;
    if (!s || !v || this.b._thinking || this.b.readonly) return;
    const phase = v.phase(s.state);
    if (phase === 'over') return;
    const side = v.toMove(s.state) as Side;
    if (this.playerOf(side) !== 'computer') return;
    if (phase === 'chance') {
      setTimeout(() => {
        if (this.b._session === s && v.phase(s.state) === 'chance' && this.playerOf(v.toMove(s.state)) === 'computer') this.b.rollDice();
      }, 350);
      return;
    }
    const abort = new AbortController();
    this.b._aiAbort = abort;
    this.b._thinking = true;
    this.b._bump();
    const state = s.state;
    try {
      const ai = await loadComputer();
      const answer = await ai.requestMove({
        variant: v.id, record: s.exportRecord(), level: this.b.level, signal: abort.signal,
        ...(this.b.seed ? { seed: `${this.b.seed}:${s.ply}` } : {}),
      });
      const notation = answerNotation(answer);
      if (abort.signal.aborted || s.state !== state) return;
      this.b._thinking = false;
      this.b.play(notation);
    } catch (e) {
      if (!abort.signal.aborted) {
        this.b._thinking = false;
        this.b._fail(e);
      }
    }
  }

  /** Asks the computer for a suggestion and shows it. */
  async askHint(): Promise<string | null> {
    const s = this.b._session, v = this.b._v;
    if (!s || !v || v.phase(s.state) !== 'decision') return null;
    try {
      const ai = await loadComputer();
      const state = s.state;
      const notation = answerNotation(await ai.requestHint({ variant: v.id, record: s.exportRecord(), level: this.b.level }));
      if (s.state !== state) return null;
      this.b._hint = notation;
      this.b._announce = controlStrings().hintFor(notation);
      this.b._bump();
      return notation;
    } catch (e) {
      this.b._fail(e);
      return null;
    }
  }

  focusTarget(hits: readonly Hit[]): string | null {
    const cells = hits.filter((h) => h.kind === 'cell');
    if (this.b._focus && cells.some((c) => c.id === this.b._focus)) return this.b._focus;
    const sel = this.b._selection?.startsWith('c:') ? this.b._selection.slice(2) : null;
    if (sel) return sel;
    const moves = this.moves();
    const firstFrom = moves ? [...moves.byFrom.keys()].find((k) => k.startsWith('c:')) : undefined;
    return firstFrom ? firstFrom.slice(2) : cells[Math.floor(cells.length / 2)]?.id ?? null;
  }

  chooserNode() {
    return chooserNode(this.b, this);
  }

  /** The forum popup while it is open (forum-panel.ts). */
  forumNode(): HTMLElement | null {
    return forumModule?.forumNode(this.b) ?? null;
  }
  /** Opens the popup of what to paste into a forum for the shown position (the board server's links). */
  async openForum(): Promise<void> {
    try {
      forumModule = await forumPanels();
    } catch (e) {
      this.b._fail(e);
      return;
    }
    await forumModule.openForum(this.b);
  }

  controlsNodes(withList: boolean) {
    return controlsNodes(this.b, this, withList);
  }

  fitControls(k: Skeleton) {
    fitControls(this.b, this, k);
  }

  playMove(m: Move) {
    if (!this.b._session || !this.b._v) return;
    try {
      this.b._gamePart()!.playChecked(m.view.notation, m);
    } catch (e) {
      this.b._fail(e);
    }
  }

  activate(place: Place) {
    if (this.b.readonly || !this.b._session || !this.b._v) return;
    const v = this.b._v, s = this.b._session;
    if (v.phase(s.state) !== 'decision' || this.playerOf(v.toMove(s.state) as Side) !== 'human' || this.b._thinking) return;
    const moves = this.moves()!;
    const res = clickPlace(moves, this.b._selection, place);
    switch (res.kind) {
      case 'play':
        this.playMove(res.move);
        return;
      case 'choose':
        this.b._selection = res.key;
        this.b._chooser = { moves: res.moves };
        this.b._bump();
        this.b.updateComplete.then(() => (this.b.renderRoot.querySelector('.chooser button') as HTMLElement | null)?.focus());
        return;
      case 'select':
        this.b._selection = res.key;
        this.b._chooser = null;
        this.b._bump();
        return;
      case 'clear': {
        const selected = this.b._selection;
        this.b._selection = null;
        this.b._chooser = null;
        this.b._bump();
        // Clicking the selected piece again only deselects; anything else was an attempt the rules refuse.
        if (selected !== placeKey(place as { cell?: string; reserve?: string })) this.reject(v, s.state, selected, place);
      }
    }
  }

  /** Says why the rules refuse what `place` was activated for (the `reject` event), worked out in the state it was refused in. */
  private reject(v: AnyVariant, state: unknown, selected: string | null, place: Place): void {
    const say = (m: typeof import('./reject.js')) => {
      const detail: RejectDetail | null = m.explainReject(v, state, selected, place);
      if (detail) this.b._emit('reject', detail);
    };
    if (explainer) say(explainer);
    else loadExplainer().then(say, (e) => this.b._fail(e));
  }

  /** Copy link and Save SVG/PNG: their code comes with image export (image-export.ts), on first use. */
  async copyLink() {
    await this.share((m) => m.copyLink(this.b));
  }
  async download(kind: 'svg' | 'png') {
    await this.share((m) => m.save(this.b, kind));
  }
  private async share(act: (m: typeof import('./image-export.js')) => Promise<void>) {
    try {
      await act(await exporter());
    } catch (e) {
      this.b._fail(e);
    }
  }

  closeChooser() {
    this.b._chooser = null;
    this.b._bump();
    this.b.updateComplete.then(() => this.focusCell(this.b._focus));
  }

  onChooserKey(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      this.closeChooser();
    }
  }

  onRollSubmit(e: Event) {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).querySelector('input');
    const value = input?.value.trim() ?? '';
    if (!value) return;
    if (this.b.setRoll(value) && input) input.value = '';
  }

  svgPoint(e: PointerEvent): { x: number; y: number } | null {
    const svgEl = this.b.renderRoot.querySelector('svg.board-svg') as SVGSVGElement | null;
    const m = svgEl?.getScreenCTM();
    if (!svgEl || !m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  placeAt(e: PointerEvent): Place | null {
    const t = e.target as Element | null;
    const kind = t?.getAttribute?.('data-kind');
    const id = t?.getAttribute?.('data-id');
    if (kind === 'reserve' && id) return { reserve: id };
    const p = this.svgPoint(e);
    const L = this.layout();
    if (!p || !L) return kind === 'cell' && id ? { cell: id } : null;
    const cell = cellAt(L, p.x, p.y);
    return cell ? { cell } : null;
  }

  onPointerDown = (e: PointerEvent): void => {
    if (this.b.readonly || e.button > 0) return;
    const place = this.placeAt(e);
    if (!place) return;
    if ('cell' in place) this.b._focus = place.cell;
    const key = placeKey(place as { cell?: string; reserve?: string })!;
    const moves = this.moves();
    const wasSelected = this.b._selection === key;
    const p = this.svgPoint(e);
    if (moves?.isFrom(key) && p && !(this.b._selection && 'cell' in place && moves.between(this.b._selection, place.cell).length)) {
      // Possible drag: select now so targets show while dragging.
      if (!wasSelected) this.activate(place);
      if (this.b._selection === key) {
        this.b._drag = { key, place, x0: p.x, y0: p.y, x: p.x, y: p.y, moved: false, wasSelected, pointer: e.pointerId };
        try {
          (e.currentTarget as Element).setPointerCapture(e.pointerId);
        } catch {
          /* synthetic or already released pointer: dragging still works within the board */
        }
      }
      e.preventDefault();
      return;
    }
    this.b._drag = null;
    this.activate(place);
    e.preventDefault();
  };

  onPointerMove = (e: PointerEvent): void => {
    const d = this.b._drag;
    if (!d || d.pointer !== e.pointerId) return;
    const p = this.svgPoint(e);
    const L = this.layout();
    if (!p || !L) return;
    if (!d.moved && Math.hypot(p.x - d.x0, p.y - d.y0) < L.s * 0.2) return;
    d.moved = true;
    d.x = p.x;
    d.y = p.y;
    this.b._bump();
  };

  onPointerUp = (e: PointerEvent): void => {
    const d = this.b._drag;
    if (!d || d.pointer !== e.pointerId) return;
    this.b._drag = null;
    if (!d.moved) {
      if (d.wasSelected) this.activate(d.place); // second click on the same piece: deselect
      this.b._bump();
      return;
    }
    const place = this.placeAt(e);
    if (place && 'cell' in place && this.b._selection === d.key) {
      this.b._focus = place.cell;
      this.activate(place);
    }
    this.b._bump();
  };

  onPointerCancel = (): void => {
    this.b._drag = null;
    this.b._bump();
  };

  onFocusIn = (e: FocusEvent): void => {
    const t = e.target as Element;
    if (t.getAttribute('data-kind') === 'cell') this.b._focus = t.getAttribute('data-id');
  };

  focusCell(id: string | null) {
    if (!id) return;
    const el = this.b.renderRoot.querySelector(`polygon.hit.cell[data-id="${CSS.escape(id)}"]`) as SVGElement | null;
    el?.focus();
  }

  onKeyDown = (e: KeyboardEvent): void => {
    const t = e.target as Element;
    const kind = t.getAttribute('data-kind');
    const id = t.getAttribute('data-id');
    if (!kind || !id) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.activate(kind === 'cell' ? { cell: id } : { reserve: id });
      return;
    }
    if (e.key === 'Escape') {
      if (this.b._selection || this.b._chooser) {
        e.preventDefault();
        this.b._selection = null;
        this.b._chooser = null;
        this.b._bump();
      }
      return;
    }
    const dir = KEY_DIRS[e.key];
    if (!dir || kind !== 'cell') return;
    const L = this.layout();
    if (!L) return;
    e.preventDefault();
    const next = neighbourToward(L, id, dir[0], dir[1], e.shiftKey);
    if (next) {
      this.b._focus = next;
      this.b._bump();
      this.b.updateComplete.then(() => this.focusCell(next));
    }
  };
}

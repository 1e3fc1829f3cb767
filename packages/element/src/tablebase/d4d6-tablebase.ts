/**
 * <d4d6-tablebase>: the two-piece tablebase of d4 d6 chess as a heat map. Pick a White and a
 * Black gambling piece (and Cavalo facings) and the side to move; one piece stands on a square
 * you choose, and every square of the playing area takes the colour of the expected result
 * with the other piece there. Choose a square to see, for each die and each roll, the best move.
 *
 * Tables are solved by the engine in a Web Worker (client.ts), so the page never freezes.
 */
import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { loadVariant } from '../engine.js';
import type { BoardGeometry, Facing, PieceView, PositionView } from '../engine.js';
import { geometryOf } from '../model.js';
import { cellPolygon, layout } from '../draw/scene.js';
import { renderShape } from '../draw/lit-render.js';
import { r2 } from '../draw/shapes.js';
import { cancelAll, lastThread, requestInspection, requestTable } from './client.js';
import { heatScene, heatValues, placementOn, type HeatCell } from './heat.js';
import { PIECES, type InspectRequest, type Inspection, type OptionAdvice, type PieceName, type Placement, type SideName, type TableAnswer } from './protocol.js';
import { STOPS, describeValue, formatValue } from './scale.js';
import { tablebaseStyles } from './styles.js';
import { defineElement } from '../define.js';

const NAMES: Record<PieceName, string> = { rato: 'Rato', formiga: 'Formiga', gata: 'Gata', gato: 'Gato', cavalo: 'Cavalo' };
const SIDES: Record<SideName, string> = { white: 'White', black: 'Black' };
const FACING_CHOICES: readonly Facing[] = ['n', 'e', 's', 'w'];
const FACING_WORDS: Record<string, string> = { n: 'north', ne: 'north-east', e: 'east', se: 'south-east', s: 'south', sw: 'south-west', w: 'west', nw: 'north-west' };
const DEFAULT_FIXED: Record<SideName, string> = { white: 'd3', black: 'e6' };
const KEYS: Record<string, string> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

const pieceOr = (v: unknown, d: PieceName): PieceName => (PIECES.includes(v as PieceName) ? (v as PieceName) : d);
const sideOr = (v: unknown, d: SideName): SideName => (v === 'white' || v === 'black' ? v : d);
const facingOr = (v: unknown, d: Facing): Facing => (FACING_CHOICES.includes(v as Facing) ? (v as Facing) : d);
const other = (s: SideName): SideName => (s === 'white' ? 'black' : 'white');
const pairKey = (w: PieceName, b: PieceName) => `${w}/${b}`;
const value3 = (v: number) => formatValue(v, 3);

/**
 * Explores the two-piece tablebase of d4 d6 chess.
 *
 * @summary Heat map of the d4 d6 two-piece tablebase, with the best move for each roll.
 * @tag d4d6-tablebase
 *
 * @attr {'rato'|'formiga'|'gata'|'gato'|'cavalo'} white - White's gambling piece.
 * @attr {'rato'|'formiga'|'gata'|'gato'|'cavalo'} black - Black's gambling piece.
 * @attr {'n'|'e'|'s'|'w'} white-facing - Facing of a White Cavalo (forced facings on the border win).
 * @attr {'n'|'e'|'s'|'w'} black-facing - Facing of a Black Cavalo.
 * @attr {'white'|'black'} to-move - The side to move.
 * @attr {'white'|'black'} heat - Whose piece the heat map moves over the board; the other stands on `fixed`.
 * @attr {string} fixed - The square of the other piece (default e6 for Black, d3 for White).
 * @attr {string} inspect - A square whose best moves are shown.
 * @attr {boolean} numbers - Print each square's value on it.
 *
 * @fires tablebase-computed - A table or a position's advice arrived. detail: `{kind: 'table'|'inspect', seconds?}`.
 */
export class D4d6Tablebase extends LitElement {
  static override styles = tablebaseStyles;

  static override properties = {
    white: { type: String, reflect: true },
    black: { type: String, reflect: true },
    whiteFacing: { type: String, attribute: 'white-facing' },
    blackFacing: { type: String, attribute: 'black-facing' },
    toMove: { type: String, attribute: 'to-move', reflect: true },
    heat: { type: String, reflect: true },
    fixed: { type: String },
    inspect: { type: String },
    numbers: { type: Boolean },
    _mode: { state: true },
    _rev: { state: true },
  };

  declare white: PieceName;
  declare black: PieceName;
  declare whiteFacing: Facing;
  declare blackFacing: Facing;
  declare toMove: SideName;
  declare heat: SideName;
  declare fixed: string | null;
  declare inspect: string | null;
  declare numbers: boolean;
  /** What a click on a square does: show its best moves, or put the other piece there. */
  declare _mode: 'inspect' | 'place';
  declare _rev: number;

  private _geometry: BoardGeometry | null = null;
  private _playing = new Set<string>();
  private readonly _tables = new Map<string, TableAnswer>();
  private _asked: string | null = null;
  private _error: string | null = null;
  private _inspection: Inspection | null = null;
  private _inspectKey: string | null = null;
  private _inspectAsked: string | null = null;
  private _shown: { option: number; roll: number } | null = null;
  private _focus: string | null = null;
  private _hover: string | null = null;
  private _waiters: (() => void)[] = [];

  constructor() {
    super();
    this.white = 'rato';
    this.black = 'rato';
    this.whiteFacing = 'n';
    this.blackFacing = 's';
    this.toMove = 'white';
    this.heat = 'white';
    this.fixed = null;
    this.inspect = null;
    this.numbers = false;
    this._mode = 'inspect';
    this._rev = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this._geometry) {
      void loadVariant('d4d6').then(
        (v) => {
          this._geometry = geometryOf(v);
          this._playing = new Set(this._geometry.cells.filter((c) => c.areas?.includes('playing')).map((c) => c.id));
          this._rev++;
        },
        (e: unknown) => this._fail(e),
      );
    }
  }

  // ------------------------------------------------------------------------------ public API

  /** Resolves once the shown table (and the advice for the chosen square, if any) has arrived and is drawn. */
  async computed(): Promise<void> {
    for (;;) {
      await this.updateComplete;
      if (this._idle()) return;
      await new Promise<void>((r) => this._waiters.push(r));
    }
  }

  /** The table being shown, once solved. */
  get table(): TableAnswer | null {
    return this._tables.get(pairKey(this._white, this._black)) ?? null;
  }

  /** Every square's value as drawn (White's view), by square. */
  get values(): ReadonlyMap<string, HeatCell> {
    const t = this.table;
    return t ? heatValues(t, this._query()) : new Map();
  }

  /** The advice shown for the chosen square, once computed. */
  get inspection(): Inspection | null {
    return this._inspection && this._inspectKey === this._inspectRequestKey() ? this._inspection : null;
  }

  // ------------------------------------------------------------------------- normalised inputs

  private get _white(): PieceName { return pieceOr(this.white, 'rato'); }
  private get _black(): PieceName { return pieceOr(this.black, 'rato'); }
  private get _toMove(): SideName { return sideOr(this.toMove, 'white'); }
  private get _heat(): SideName { return sideOr(this.heat, 'white'); }
  private _facing(side: SideName): Facing { return side === 'white' ? facingOr(this.whiteFacing, 'n') : facingOr(this.blackFacing, 's'); }
  private _piece(side: SideName): PieceName { return side === 'white' ? this._white : this._black; }

  private _fixedCell(): string {
    const side = other(this._heat);
    const want = this.fixed && /^[a-h][1-8]$/.test(this.fixed) ? this.fixed : DEFAULT_FIXED[side];
    return this._playing.size === 0 || this._playing.has(want) ? want : DEFAULT_FIXED[side];
  }

  /** The fixed piece's placement (a facing the rules allow on its square). */
  private _fixedPlacement(t: TableAnswer): Placement {
    const side = other(this._heat);
    const list = side === 'white' ? t.whitePlacements : t.blackPlacements;
    const cell = this._fixedCell();
    const found = placementOn(list, cell, this._piece(side) === 'cavalo' ? this._facing(side) : null, true);
    return found ? found.p : { cell, facing: null };
  }

  private _query() {
    const t = this.table!;
    return {
      heat: this._heat,
      fixed: this._fixedPlacement(t),
      heatFacing: this._piece(this._heat) === 'cavalo' ? this._facing(this._heat) : null,
      toMove: this._toMove,
    };
  }

  private _inspectRequest(): InspectRequest | null {
    const t = this.table;
    const cell = this.inspect;
    if (!t || !cell) return null;
    const h = heatValues(t, this._query()).get(cell);
    if (!h?.placement || h.value === null) return null;
    const fixed = this._fixedPlacement(t);
    const [whiteAt, blackAt] = this._heat === 'white' ? [h.placement, fixed] : [fixed, h.placement];
    return { white: this._white, black: this._black, toMove: this._toMove, whiteAt, blackAt };
  }

  private _inspectRequestKey(): string | null {
    const r = this._inspectRequest();
    return r ? JSON.stringify(r) : null;
  }

  private _idle(): boolean {
    if (this._error) return true;
    if (!this._geometry) return false;
    if (!this.table) return false;
    const key = this._inspectRequestKey();
    return key === null || this._inspectKey === key;
  }

  // ------------------------------------------------------------------------------ computing

  override updated(changed: PropertyValues): void {
    super.updated(changed);
    this._ensureTable();
    this._ensureInspection();
    if (this._idle()) {
      const w = this._waiters;
      this._waiters = [];
      for (const r of w) r();
    }
  }

  private _ensureTable(): void {
    const key = pairKey(this._white, this._black);
    if (this._tables.has(key) || this._asked === key) return;
    // A different pair is being solved: drop it (its worker goes too) and start on this one.
    if (this._asked !== null) {
      cancelAll();
      this._inspectAsked = null;
    }
    this._asked = key;
    this._error = null;
    const [w, b] = [this._white, this._black];
    requestTable(w, b).then(
      (t) => {
        this._tables.set(key, t);
        if (this._asked === key) this._asked = null;
        this._rev++;
        this.dispatchEvent(new CustomEvent('tablebase-computed', { detail: { kind: 'table', seconds: t.seconds }, bubbles: true, composed: true }));
      },
      (e: unknown) => {
        if (this._asked === key) this._asked = null;
        this._fail(e);
      },
    );
  }

  private _ensureInspection(): void {
    const req = this._inspectRequest();
    if (!req) return;
    const key = JSON.stringify(req);
    if (this._inspectKey === key || this._inspectAsked === key) return;
    this._inspectAsked = key;
    requestInspection(req).then(
      (ins) => {
        if (this._inspectAsked === key) this._inspectAsked = null;
        this._inspection = ins;
        this._inspectKey = key;
        this._shown = null;
        this._rev++;
        this.dispatchEvent(new CustomEvent('tablebase-computed', { detail: { kind: 'inspect' }, bubbles: true, composed: true }));
      },
      (e: unknown) => {
        if (this._inspectAsked === key) this._inspectAsked = null;
        this._fail(e);
      },
    );
  }

  private _fail(e: unknown): void {
    this._error = e instanceof Error ? e.message : String(e);
    this._rev++;
  }

  // ------------------------------------------------------------------------------ interaction

  private _onControl = (e: Event) => {
    const t = e.target as HTMLSelectElement | HTMLInputElement;
    const k = t.dataset['k'];
    switch (k) {
      case 'white': this.white = pieceOr(t.value, 'rato'); break;
      case 'black': this.black = pieceOr(t.value, 'rato'); break;
      case 'white-facing': this.whiteFacing = facingOr(t.value, 'n'); break;
      case 'black-facing': this.blackFacing = facingOr(t.value, 's'); break;
      case 'to-move': this.toMove = sideOr(t.value, 'white'); break;
      case 'heat': {
        const h = sideOr(t.value, 'white');
        if (h !== this._heat) {
          // The piece that was spread over the board now stands on the square that was inspected (or its default).
          this.fixed = this.inspect ?? DEFAULT_FIXED[other(h)];
          this.inspect = null;
          this.heat = h;
        }
        break;
      }
      case 'mode': this._mode = t.value === 'place' ? 'place' : 'inspect'; break;
      case 'numbers': this.numbers = (t as HTMLInputElement).checked; break;
    }
    this._shown = null;
  };

  private _activate(cell: string): void {
    if (!this._playing.has(cell)) return;
    this._focus = cell;
    if (this._mode === 'place') {
      if (cell !== this._fixedCell()) {
        this.fixed = cell;
        if (this.inspect === cell) this.inspect = null;
      }
    } else if (cell !== this._fixedCell()) {
      this.inspect = this.inspect === cell ? null : cell;
    }
    this._shown = null;
    this._rev++;
  }

  private _onClick = (e: MouseEvent) => {
    const id = (e.target as Element).getAttribute?.('data-id');
    if (id) this._activate(id);
  };

  private _onKeyDown = (e: KeyboardEvent) => {
    const id = (e.target as Element).getAttribute?.('data-id');
    if (!id || !this._geometry) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this._activate(id);
      return;
    }
    if (e.key === 'Escape' && this.inspect) {
      e.preventDefault();
      this.inspect = null;
      this._shown = null;
      return;
    }
    const dir = KEYS[e.key];
    if (!dir) return;
    e.preventDefault();
    let next = this._geometry.neighbours[id]?.[dir];
    while (next && !this._playing.has(next)) next = this._geometry.neighbours[next]?.[dir];
    if (!next) return;
    this._focus = next;
    this._hover = null;
    this._rev++;
    void this.updateComplete.then(() => (this.renderRoot.querySelector(`.hit[data-id="${next}"]`) as SVGElement | null)?.focus());
  };

  private _onFocusIn = (e: FocusEvent) => {
    const id = (e.target as Element).getAttribute?.('data-id');
    if (id && id !== this._focus) {
      this._focus = id;
      this._rev++;
    }
  };

  private _onOver = (e: PointerEvent) => {
    const id = (e.target as Element).getAttribute?.('data-id') ?? null;
    if (id !== this._hover) {
      this._hover = id;
      this._rev++;
    }
  };

  private _onLeave = () => {
    if (this._hover !== null) {
      this._hover = null;
      this._rev++;
    }
  };

  private _showMove(option: number, roll: number): void {
    const same = this._shown?.option === option && this._shown.roll === roll;
    this._shown = same ? null : { option, roll };
    this._rev++;
  }

  // ------------------------------------------------------------------------------ words

  private _pieceWords(side: SideName, p: Placement | null): string {
    const name = `${SIDES[side]} ${NAMES[this._piece(side)]}`;
    if (!p) return name;
    return `${name} on ${p.cell}${p.facing ? ` facing ${FACING_WORDS[p.facing]}` : ''}`;
  }

  /** What a square holds, in words: its value, or why it has none. */
  private _cellWords(cell: string, heat: ReadonlyMap<string, HeatCell>, fixed: Placement | null): string {
    const h = heat.get(cell);
    if (!h) return `${cell}: outside the playing area`;
    if (h.reason === 'fixed' || (fixed && cell === fixed.cell)) return `${cell}: ${this._pieceWords(other(this._heat), fixed)} (the fixed piece)`;
    if (h.value === null || !h.placement) {
      return `${cell}: a ${NAMES[this._piece(this._heat)]} cannot face ${FACING_WORDS[this._facing(this._heat)]} here`;
    }
    const facing = h.placement.facing ? `, facing ${FACING_WORDS[h.placement.facing]}${h.forced ? ' (forced here)' : ''}` : '';
    return `${cell}: ${value3(h.value)}, ${describeValue(h.value)}${facing}`;
  }

  // ------------------------------------------------------------------------------ drawing

  override render(): TemplateResult {
    const t = this.table;
    return html`<div class="wrap" part="base">
      ${this._renderControls()}
      ${this._renderStatus(t)}
      ${this._geometry ? this._renderMain(t) : html`<p class="hint">Loading the board…</p>`}
    </div>`;
  }

  private _renderControls(): TemplateResult {
    const pieceSelect = (side: SideName) => html`<label>Piece
        <select data-k=${side} @change=${this._onControl}>
          ${PIECES.map((p) => html`<option value=${p} ?selected=${this._piece(side) === p}>${NAMES[p]}</option>`)}
        </select></label>
      ${this._piece(side) === 'cavalo'
        ? html`<label>Facing
            <select data-k=${`${side}-facing`} @change=${this._onControl}>
              ${FACING_CHOICES.map((f) => html`<option value=${f} ?selected=${this._facing(side) === f}>${FACING_WORDS[f]}</option>`)}
            </select></label>`
        : nothing}`;
    return html`<form class="controls" part="controls" aria-label="Tablebase settings" @submit=${(e: Event) => e.preventDefault()}>
      <fieldset><legend>White</legend>${pieceSelect('white')}</fieldset>
      <fieldset><legend>Black</legend>${pieceSelect('black')}</fieldset>
      <label>To move
        <select data-k="to-move" @change=${this._onControl}>
          ${(['white', 'black'] as const).map((s) => html`<option value=${s} ?selected=${this._toMove === s}>${SIDES[s]}</option>`)}
        </select></label>
      <label>Piece tried on every square
        <select data-k="heat" @change=${this._onControl}>
          ${(['white', 'black'] as const).map((s) => html`<option value=${s} ?selected=${this._heat === s}>${SIDES[s]}'s piece</option>`)}
        </select></label>
      <fieldset><legend>A click on a square</legend>
        <label class="inline"><input type="radio" name="mode" data-k="mode" value="inspect" .checked=${this._mode === 'inspect'} @change=${this._onControl} />shows its best moves</label>
        <label class="inline"><input type="radio" name="mode" data-k="mode" value="place" .checked=${this._mode === 'place'} @change=${this._onControl} />puts ${SIDES[other(this._heat)]}'s piece there</label>
      </fieldset>
      <label class="inline"><input type="checkbox" data-k="numbers" .checked=${this.numbers} @change=${this._onControl} />Values on the squares</label>
    </form>`;
  }

  private _renderStatus(t: TableAnswer | null): TemplateResult {
    if (this._error) return html`<p class="status error" part="status" role="alert">${this._error}</p>`;
    if (!t) {
      return html`<p class="status" part="status" role="status">Solving ${NAMES[this._white]} against ${NAMES[this._black]}… (every placement, both sides to move)</p>`;
    }
    const s = t.summaries[this._toMove];
    const where = lastThread === 'main' ? 'on this page' : 'in a Web Worker';
    return html`<p class="status" part="status" role="status">
      White ${NAMES[t.white]} against Black ${NAMES[t.black]}, ${SIDES[this._toMove]} to move: average
      <strong>${value3(s.average)}</strong> over ${s.count.toLocaleString('en')} placements; best ${value3(s.best)}, worst
      ${value3(s.worst)}.${t.seconds > 0 ? ` Solved ${where} in ${t.seconds.toFixed(1)} s.` : ''}</p>`;
  }

  private _renderMain(t: TableAnswer | null): TemplateResult {
    const g = this._geometry!;
    const heat = t ? heatValues(t, this._query()) : new Map<string, HeatCell>();
    const fixed = t ? this._fixedPlacement(t) : { cell: this._fixedCell(), facing: null };
    const fixedSide = other(this._heat);
    const pieces = new Map<string, PieceView>();
    const put = (side: SideName, p: Placement) => pieces.set(p.cell, {
      kind: this._piece(side), side, ...(p.facing ? { facing: p.facing } : {}),
    } as PieceView);
    put(fixedSide, fixed);
    const inspected = this.inspect ? heat.get(this.inspect) : undefined;
    if (inspected?.placement && inspected.value !== null) put(this._heat, inspected.placement);
    const view: PositionView = { pieces, reserves: [], toMove: this._toMove, phase: 'decision', dice: [], check: [] };
    const ins = this.inspection;
    const shownMove = ins && this._shown ? ins.options[this._shown.option]?.rolls.find((r) => r.roll === this._shown!.roll)?.moves[0] : undefined;
    const title = `Heat map: ${this._pieceWords(this._heat, null)} on each square, ${this._pieceWords(fixedSide, fixed)}, ${SIDES[this._toMove]} to move`;
    const scene = heatScene({
      geometry: g, view, heat,
      selection: inspected?.value != null ? this.inspect : null,
      arrows: shownMove && shownMove.from !== shownMove.to ? [[shownMove.from, shownMove.to]] : [],
      numbers: this.numbers,
      title,
    });
    const L = layout(g, 'white', false);
    const [x, y, w, h] = scene.viewBox;
    const cells = g.cells.filter((c) => this._playing.has(c.id)).sort((a, b) => a.y - b.y || a.x - b.x);
    const focusId = this._focus && this._playing.has(this._focus) ? this._focus : this.inspect ?? fixed.cell;
    const readCell = this._hover ?? this._focus ?? this.inspect;
    const busy = !t || (this._inspectAsked !== null);

    return html`<div class="main">
        <div class=${busy ? 'board busy' : 'board'} part="board" aria-busy=${busy ? 'true' : 'false'}>
          <svg class="board-svg" part="svg" viewBox="${x} ${y} ${w} ${h}" role="group" aria-label=${title}
            @click=${this._onClick} @keydown=${this._onKeyDown} @focusin=${this._onFocusIn}
            @pointerover=${this._onOver} @pointerleave=${this._onLeave}>
            <g class="drawing" aria-hidden="true">${scene.shapes.map(renderShape)}</g>
            <g class="hits">${cells.map((c) => {
              const points = cellPolygon(L, c).map((p) => `${r2(p.x)},${r2(p.y)}`).join(' ');
              const hc = heat.get(c.id);
              const off = !t || !hc || hc.value === null;
              return svg`<polygon class=${off ? 'hit off' : 'hit'} points=${points} data-id=${c.id}
                data-value=${hc?.value != null ? String(hc.value) : nothing} role="button"
                tabindex=${c.id === focusId ? 0 : -1} aria-label=${t ? this._cellWords(c.id, heat, fixed) : `${c.id}: not solved yet`}
                aria-pressed=${this.inspect === c.id ? 'true' : 'false'}></polygon>`;
            })}</g>
          </svg>
        </div>
        <div class="side">
          ${this._renderLegend()}
          ${t ? this._renderMapSummary(heat) : nothing}
          <p class="readout" part="readout">${t && readCell ? this._cellWords(readCell, heat, fixed) : t ? 'Point at or focus a square to read its value.' : 'Solving…'}</p>
          <p class="hint">${this._mode === 'inspect'
            ? `Choose a square (click, or arrow keys and Enter; Escape clears) to see the best move for each roll with the ${NAMES[this._piece(this._heat)]} there.`
            : `Choose a square to put ${SIDES[fixedSide]}'s ${NAMES[this._piece(fixedSide)]} there.`}</p>
        </div>
      </div>
      ${this._renderAdvice()}
      ${t ? this._renderGrid(heat, fixed) : nothing}`;
  }

  /** The mean and range of the squares shown (the fixed piece where it is). */
  private _renderMapSummary(heat: ReadonlyMap<string, HeatCell>): TemplateResult | typeof nothing {
    const values = [...heat.values()].flatMap((h) => (h.value === null ? [] : [h.value]));
    if (!values.length) return nothing;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return html`<p class="hint map-summary">This board: mean ${value3(mean)} over ${values.length} squares, from
      ${value3(Math.min(...values))} to ${value3(Math.max(...values))}.</p>`;
  }

  private _renderLegend(): TemplateResult {
    const ticks = [-1, -0.5, 0, 0.5, 1];
    return html`<figure class="legend" part="legend">
      <svg viewBox="-6 0 232 58" role="img" aria-label="Colour scale: purple for Black's wins (−1), near white for an even game (0), orange for White's wins (+1)">
        <defs><linearGradient id="tb-scale" x1="0" x2="1" y1="0" y2="0">
          ${STOPS.map((c, i) => svg`<stop offset=${String(i / (STOPS.length - 1))} stop-color=${c}></stop>`)}
        </linearGradient></defs>
        <rect x="10" y="6" width="200" height="16" fill="url(#tb-scale)" stroke="#4b3621" stroke-width="0.8"></rect>
        ${ticks.map((v) => svg`<line x1=${10 + (v + 1) * 100} x2=${10 + (v + 1) * 100} y1="22" y2="27" stroke="currentColor"></line>
          <text class="legend-label" x=${10 + (v + 1) * 100} y="38" font-size="10" text-anchor="middle">${formatValue(v, v === 0 ? 0 : 1)}</text>`)}
        <text class="legend-label" x="10" y="53" font-size="10">Black wins</text>
        <text class="legend-label" x="110" y="53" font-size="10" text-anchor="middle">even</text>
        <text class="legend-label" x="210" y="53" font-size="10" text-anchor="end">White wins</text>
      </svg>
      <figcaption class="hint">Expected result with best play by both sides, from White's side: +1 White wins, −1 Black wins.${
        this._piece(this._heat) === 'cavalo' ? ` A dash marks a square where the Cavalo cannot face ${FACING_WORDS[this._facing(this._heat)]}; on the border its facing is forced.` : ''}</figcaption>
    </figure>`;
  }

  private _optionTitle(o: OptionAdvice): string {
    if (o.kind === 'die') return `Roll the d${o.die}`;
    return o.rolls.length ? `Promote to ${o.promoteTo} (${o.notation}), then roll the d${o.die}` : `Promote to ${o.promoteTo} (${o.notation})`;
  }

  private _renderAdvice(): TemplateResult | typeof nothing {
    if (!this.inspect || !this.table) return nothing;
    const ins = this.inspection;
    if (!ins) return html`<section class="advice" part="advice" aria-label="Best moves" aria-busy="true"><p class="advice-title">Looking at ${this.inspect}…</p></section>`;
    const mover = ins.toMove;
    const best = ins.options.filter((o) => o.best);
    const rest = ins.options.filter((o) => !o.best);
    const table = (o: OptionAdvice, i: number) => html`<table class="rolls">
        <caption>${this._optionTitle(o)}: ${value3(o.value)}${o.best ? ' (best)' : ''}</caption>
        <thead><tr><th scope="col">Roll</th><th scope="col">Best move</th><th scope="col">Result after</th></tr></thead>
        <tbody>${o.rolls.map((r) => {
          const m = r.moves[0];
          const ties = r.moves.slice(1).filter((x) => Math.abs(x.value - r.value) < 1e-9).length;
          const pressed = this._shown?.option === i && this._shown.roll === r.roll;
          return html`<tr>
            <th scope="row">${r.roll}</th>
            <td>${m
              ? html`<button type="button" class="move" aria-pressed=${pressed ? 'true' : 'false'}
                  aria-label=${`Roll ${r.roll}: ${m.notation}${m.capture ? ', captures' : ''}${m.steps === 0 ? ', stays' : ''}. Show on the board`}
                  @click=${() => this._showMove(i, r.roll)}>${m.notation}</button>${ties ? html` <span class="also">(or ${ties} other${ties > 1 ? 's' : ''} as good)</span>` : nothing}`
              : '—'}</td>
            <td class="num">${value3(r.value)}</td>
          </tr>`;
        })}</tbody>
      </table>`;
    return html`<section class="advice" part="advice" aria-label="Best moves">
      <p class="advice-title">${this._pieceWords('white', ins.whiteAt)}, ${this._pieceWords('black', ins.blackAt)}, ${SIDES[mover]} to move:
        ${value3(ins.value)} (${describeValue(ins.value)})</p>
      <p class="hint">${SIDES[mover]} ${mover === 'white' ? 'maximises' : 'minimises'} the value. Position: <code>${ins.position}</code></p>
      ${best.map((o) => table(o, ins.options.indexOf(o)))}
      ${rest.length
        ? html`<details class="others"><summary>Other choices (${rest.length})</summary>
            ${rest.map((o) => (o.rolls.length ? table(o, ins.options.indexOf(o)) : html`<p>${this._optionTitle(o)}: ${value3(o.value)}</p>`))}
          </details>`
        : nothing}
    </section>`;
  }

  private _renderGrid(heat: ReadonlyMap<string, HeatCell>, fixed: Placement): TemplateResult {
    const files = 'abcdefgh';
    return html`<details class="grid-wrap" part="table"><summary>All values as a table</summary>
      <table class="grid">
        <caption>${this._pieceWords(this._heat, null)} on each square, ${this._pieceWords(other(this._heat), fixed)}, ${SIDES[this._toMove]} to move (White's expected result)</caption>
        <thead><tr><td></td>${[...files].map((f) => html`<th scope="col">${f}</th>`)}</tr></thead>
        <tbody>${[8, 7, 6, 5, 4, 3, 2, 1].map((r) => html`<tr><th scope="row">${r}</th>${[...files].map((f) => {
          const cell = `${f}${r}`;
          const h = heat.get(cell);
          const text = !h ? '' : cell === fixed.cell ? 'piece' : h.value === null ? 'n/a' : value3(h.value);
          return html`<td data-cell=${cell}>${text}</td>`;
        })}</tr>`)}</tbody>
      </table>
      <p class="hint">Blank: outside the playing area. “piece”: the fixed piece’s square. “n/a”: the facing chosen is impossible there.</p>
    </details>`;
  }
}

defineElement('d4d6-tablebase', D4d6Tablebase);

declare global {
  interface HTMLElementTagNameMap {
    'd4d6-tablebase': D4d6Tablebase;
  }
}

/** Shared helpers for the element tests. */
import { fixture } from '@open-wc/testing';
import './sendable-failures.js';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';
import { loadVariant } from '../src/engine.js';
import type { AnyVariant, VariantId } from '../src/engine.js';

// The element's `error` events bubble (as asked); stop them at the document so that the test
// framework's window error handler does not take them for uncaught exceptions.
document.addEventListener('error', (e) => {
  if (e instanceof CustomEvent) e.stopPropagation();
});

export const IDS: VariantId[] = ['dart', 'dice', 'sixstone', 'dagger', 'd4d6'];

/**
 * The game's rules. All five games have landed, so a game that fails to load is a failure
 * of the test, never a reason to skip it.
 */
export async function available(id: string): Promise<AnyVariant | null> {
  const v = await loadVariant(id);
  v.initial({});
  return v;
}

export async function makeBoard(markup: string): Promise<VariantBoard> {
  const host = await fixture<HTMLElement>(`<div>${markup}</div>`);
  const el = host.querySelector('variant-board') as VariantBoard;
  await el.ready;
  await el.updateComplete;
  return el;
}

/**
 * Focuses a diagram's drawing, its one stop for Tab until then, and waits for the clickable places it writes on
 * that first focus (a diagram nobody walks has none).
 */
export async function reach(el: VariantBoard): Promise<void> {
  el.shadowRoot!.querySelector<SVGElement>('svg.board-svg')!.focus();
  await el.updateComplete;
}

export function hitFor(el: VariantBoard, id: string, kind = 'cell'): SVGPolygonElement {
  const h = el.shadowRoot!.querySelector(`polygon.hit[data-kind="${kind}"][data-id="${CSS.escape(id)}"]`);
  if (!h) throw new Error(`no ${kind} ${id}`);
  return h as SVGPolygonElement;
}

function centre(e: Element) {
  const r = e.getBoundingClientRect();
  return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
}

function pointer(type: string, target: Element, at: { clientX: number; clientY: number }) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 7, button: 0, buttons: type === 'pointerup' ? 0 : 1, isPrimary: true, pointerType: 'mouse', ...at }));
}

export async function clickPlace(el: VariantBoard, id: string, kind = 'cell') {
  const h = hitFor(el, id, kind);
  const at = centre(h);
  pointer('pointerdown', h, at);
  pointer('pointerup', h, at);
  await el.updateComplete;
}

export async function dragFromReserve(el: VariantBoard, reserve: string, to: string) {
  return drag(el, reserve, to, 'reserve');
}

export async function drag(el: VariantBoard, from: string, to: string, fromKind = 'cell') {
  const a = hitFor(el, from, fromKind), b = hitFor(el, to);
  const p = centre(a), q = centre(b);
  pointer('pointerdown', a, p);
  await el.updateComplete;
  for (let i = 1; i <= 4; i++) {
    pointer('pointermove', a, { clientX: p.clientX + ((q.clientX - p.clientX) * i) / 4, clientY: p.clientY + ((q.clientY - p.clientY) * i) / 4 });
    await el.updateComplete;
  }
  pointer('pointerup', b, q);
  await el.updateComplete;
}

/** Brings a game to a decision point (sets the first listed roll if dice are due). */
export async function toDecision(el: VariantBoard) {
  const v = el.game!;
  for (let i = 0; i < 4 && v.phase(el.session!.state) === 'chance'; i++) {
    const outcomes = v.chanceOutcomes(el.session!.state);
    // Prefer a roll that allows moves (Dice Chess doubles allow anything).
    const pick = outcomes.find((o) => /^(\d)\1$/.test(o.notation)) ?? outcomes[outcomes.length - 1]!;
    el.setRoll(pick.notation);
    await el.updateComplete;
  }
}

export function nextEvent<T = unknown>(el: EventTarget, type: string): Promise<CustomEvent<T>> {
  return new Promise((ok) => el.addEventListener(type, (e) => ok(e as CustomEvent<T>), { once: true }));
}

export function shadowMarkup(el: VariantBoard): string {
  return el.shadowRoot!.innerHTML;
}

/** Two frames: the one that lays out and paints the last change, and what ran after it (scrolling at the next frame, say). */
export const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/** Whether the page has fetched a file whose address holds `part` (a lazily loaded module, say). */
export const requested = (part: string) => performance.getEntriesByType('resource').some((e) => e.name.includes(part));

/** A played board, waited for by its drawing and controls only: `ready` would load everything a script may call. */
export async function playedBoard(markup: string): Promise<VariantBoard> {
  const host = await fixture<HTMLElement>(`<div>${markup}</div>`);
  const el = host.querySelector('variant-board') as VariantBoard;
  for (let i = 0; i < 300 && !(el.shadowRoot?.querySelector('[part=controls]') && el.shadowRoot.querySelector('polygon.hit.cell')); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  await el.updateComplete;
  return el;
}

/**
 * Heights of elements in a page where their script has not run (an iframe: nothing defined there), with
 * `css`: each piece of markup in a box `width` px wide, in a frame `frame` px wide (its own viewport, for
 * media queries). `scripts: false` sandboxes the frame without scripts, as for a reader who has them off.
 */
export async function heightsBeforeScript(
  css: string, markup: readonly string[], width: number,
  { frame = width + 40, scripts = true, tag = 'variant-board' }: { frame?: number; scripts?: boolean; tag?: string } = {},
): Promise<number[]> {
  const frameEl = document.createElement('iframe');
  if (!scripts) frameEl.setAttribute('sandbox', 'allow-same-origin');
  frameEl.style.width = `${frame}px`;
  frameEl.style.border = '0';
  frameEl.srcdoc = `<!doctype html><style>body{margin:0}${css}</style>${markup.map((m) => `<div style="width: ${width}px">${m}</div>`).join('')}`;
  const loaded = new Promise((r) => frameEl.addEventListener('load', r, { once: true }));
  document.body.append(frameEl);
  await loaded;
  const doc = frameEl.contentDocument!;
  const heights = [...doc.querySelectorAll(tag)].map((e) => {
    if (doc.defaultView!.customElements.get(tag)) throw new Error('defined in the frame');
    return e.getBoundingClientRect().height;
  });
  frameEl.remove();
  return heights;
}


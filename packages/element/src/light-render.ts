/**
 * Diagrams, and boards that are played or stepped through: the same markup as full-render.ts's
 * template, built with the DOM (no template library), then kept and patched. The drawing and the
 * clickable places are written by draw/paint.ts after each update, as for every board; the input
 * part adds pointer input, the chooser and the controls (controls.ts).
 */
import { strings } from './strings.js';
import { el, setAttr, setText, svgEl } from './dom.js';
import type { BoardHost } from './host.js';
import type { Skeleton } from './skeleton.js';

export type { Skeleton } from './skeleton.js';
type Drawn = Skeleton | { kind: 'placeholder' | 'error'; text: Text | null };

const drawn = new WeakMap<ShadowRoot, Drawn>();

export function renderLight(b: BoardHost, root: ShadowRoot): void {
  const S = strings();
  let d = drawn.get(root);
  const v = b._v, s = b._shown(), scene = b._sceneNow;
  if (!v || !s || !scene) {
    const kind = b._error ? 'error' : 'placeholder';
    if (d?.kind !== kind) {
      const text = document.createTextNode('');
      root.replaceChildren(el('div', { class: 'wrap', part: 'base' }, kind === 'error'
        ? el('div', { class: 'message only', part: 'message', role: 'alert' }, text)
        : el('slot', {}, el('div', { class: 'placeholder' }, text))));
      drawn.set(root, (d = { kind, text }));
    }
    setText((d as { text: Text }).text, b._error ? b._error.message : S.loading);
    return;
  }
  if (d?.kind !== 'board') drawn.set(root, (d = skeleton(b, root)));
  const k = d as Skeleton;
  setAttr(k.svg, 'viewBox', scene.viewBox.join(' '));
  setAttr(k.svg, 'aria-label', scene.title);
  if (b._error) {
    if (!k.message) {
      const close = el('button', { type: 'button' }, '×');
      close.addEventListener('click', () => b._dismissError());
      k.message = el('div', { class: 'message', part: 'message', role: 'alert' }, el('span', {}), close);
      k.board.append(k.message);
    }
    setText(k.message.firstChild!, b._error.message);
    setAttr(k.message.lastElementChild!, 'aria-label', S.cancel);
  } else if (k.message) {
    k.message.remove();
    k.message = null;
  }
  setText(k.status, b._statusNow);
  // The input part (once it has come) adds pointer input, the chooser and the controls: controls.ts.
  b._parts.input?.fitControls(k);
  setText(k.live, b._announce);
}

/** The board's markup, built once: the drawing, its places, the status line and the live region. */
function skeleton(b: BoardHost, root: ShadowRoot): Skeleton {
  const svg = svgEl('svg', { class: 'board-svg', part: 'svg', role: 'group' }, svgEl('g', { class: 'drawing', 'aria-hidden': 'true' }), svgEl('g', { class: 'hits' }));
  // The input part (loaded on first focus) handles the keyboard; pointers do nothing on a diagram.
  svg.addEventListener('keydown', (e) => {
    const input = b._parts.input;
    if (input) return input.onKeyDown(e);
    // A key pressed before the input part arrived: keep the page from scrolling, answer once it is in.
    if (/^(Arrow|Home|End|Page)/.test(e.key)) e.preventDefault();
    // (The event's target is cleared once its dispatch ends: keep what the handler reads.)
    const { target, key, shiftKey } = e;
    const late = { target, key, shiftKey, preventDefault() {}, stopPropagation() {} } as unknown as KeyboardEvent;
    // (A failure to load is said as the board's error.)
    b._loadInput().then(() => b._parts.input?.onKeyDown(late), () => {});
  });
  svg.addEventListener('focusin', (e) => {
    b._reach(e);
    const input = b._parts.input;
    if (input) input.onFocusIn(e);
    else void b._loadInput();
  });
  const board = el('div', { class: 'board', part: 'board' }, svg);
  const status = el('div', { class: 'status', part: 'status' });
  const live = el('div', { class: 'vh', role: 'status', 'aria-live': 'polite' });
  root.replaceChildren(el('div', { class: 'wrap', part: 'base' }, board, status, live));
  return { kind: 'board', svg, board, message: null, status, live, chooser: null, forum: null, controls: [], wired: false };
}

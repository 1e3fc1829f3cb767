/**
 * Drawing gestures as a person makes them, for the tests of drawing by hand (shapes*.test.ts): the right
 * button dragged or clicked with modifier keys held, a left click, a finger's drag. Cells are found by
 * where the board draws them.
 */
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { hitFor } from './helpers.js';
import { isWebKit } from './browser-commands.js';
import type { VariantBoard } from '../src/variant-board.js';

const root = (el: VariantBoard) => el.shadowRoot!;

/** A cell's centre in the viewport, whole pixels (what sendMouse takes); the board is scrolled into view first. */
export function at(el: VariantBoard, id: string): [number, number] {
  const svg = root(el).querySelector('svg.board-svg')!, box = svg.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) svg.scrollIntoView({ block: 'center' });
  const r = hitFor(el, id).getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/**
 * WebKit's lane is WebKitGTK driven over classic WebDriver, where a right button cannot be used:
 * it goes down, but every release arrives as a left-button `mouseup` with no `pointerup`, so the
 * page never sees the right button let go and WebKit thinks it stays held (later left clicks then
 * lose their `pointerdown`). Nor can @web/test-runner-commands hold a modifier there (only press
 * and type). So in WebKit alone the right-button gestures are dispatched as the events the browser
 * would send (pointer, mouse and contextmenu, button 2, Shift and Alt as the keys held), on the
 * board's own cells at their real places: the drawing code still takes them as it takes the
 * mouse's. Chromium and Firefox use the real mouse and keyboard.
 */
const SYNTHETIC_RIGHT_BUTTON = isWebKit;

/** Modifier keys held while the mouse acts, as a person would. */
async function withKeys(keys: string[], act: () => Promise<void>) {
  for (const k of keys) await sendKeys({ down: k });
  try {
    await act();
  } finally {
    for (const k of [...keys].reverse()) await sendKeys({ up: k });
  }
}

/** WebKit only (see SYNTHETIC_RIGHT_BUTTON): a right-button gesture through `points`, as events on what is under each point. */
async function dispatchRightGesture(el: VariantBoard, points: [number, number][], keys: string[]) {
  const mods = { shiftKey: keys.includes('Shift'), altKey: keys.includes('Alt') };
  const under = ([x, y]: [number, number]) => root(el).elementFromPoint(x, y) ?? el;
  const send = (type: string, [x, y]: [number, number], button: number, buttons: number) => {
    const init = { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, button, buttons, ...mods };
    const target = under([x, y]);
    if (type.startsWith('pointer')) target.dispatchEvent(new PointerEvent(type, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    else target.dispatchEvent(new MouseEvent(type, init));
  };
  const first = points[0]!, last = points[points.length - 1]!;
  send('pointerdown', first, 2, 2);
  send('mousedown', first, 2, 2);
  send('contextmenu', first, 2, 2);
  await el.updateComplete;
  for (const p of points.slice(1)) {
    send('pointermove', p, -1, 2);
    send('mousemove', p, 0, 2);
  }
  await el.updateComplete;
  send('pointerup', last, 2, 0);
  send('mouseup', last, 2, 0);
}

/** A right-button drag through `points` (viewport pixels) with the modifier keys held: the real mouse but in WebKit. */
export async function rightGesture(el: VariantBoard, points: () => [number, number][], keys: string[] = []) {
  if (SYNTHETIC_RIGHT_BUTTON) {
    await dispatchRightGesture(el, points(), keys);
    await el.updateComplete;
    return;
  }
  await withKeys(keys, async () => {
    await sendMouse({ type: 'move', position: points()[0]! });
    await sendMouse({ type: 'down', button: 'right' });
    await el.updateComplete;
    // Where the cells are once the press has been taken (the board may have scrolled into view).
    for (const p of points().slice(1)) await sendMouse({ type: 'move', position: p });
    await el.updateComplete;
    await sendMouse({ type: 'up', button: 'right' });
  });
  await el.updateComplete;
}

export async function rightDrag(el: VariantBoard, from: string, to: string, keys: string[] = []) {
  await rightGesture(el, () => {
    const [x0, y0] = at(el, from), [x1, y1] = at(el, to);
    return [[x0, y0], [Math.round((x0 + x1) / 2), Math.round((y0 + y1) / 2)], [x1, y1]];
  }, keys);
}

export async function rightClick(el: VariantBoard, cell: string, keys: string[] = []) {
  await rightGesture(el, () => [at(el, cell)], keys);
}

export async function leftClick(el: VariantBoard, cell: string) {
  await sendMouse({ type: 'click', position: at(el, cell), button: 'left' });
  await el.updateComplete;
}

/** A touch drag as a finger makes it: pointer events of type touch, on the cells' places. */
export async function touchDrag(el: VariantBoard, from: string, to: string) {
  const a = hitFor(el, from), b = hitFor(el, to);
  const [x0, y0] = at(el, from), [x1, y1] = at(el, to);
  const fire = (type: string, target: Element, x: number, y: number) => target.dispatchEvent(new PointerEvent(type, {
    bubbles: true, composed: true, cancelable: true, pointerId: 31, pointerType: 'touch', isPrimary: true,
    button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y,
  }));
  fire('pointerdown', a, x0, y0);
  await el.updateComplete;
  fire('pointermove', a, (x0 + x1) / 2, (y0 + y1) / 2);
  fire('pointermove', a, x1, y1);
  await el.updateComplete;
  fire('pointerup', b, x1, y1);
  await el.updateComplete;
}

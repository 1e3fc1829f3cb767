/**
 * A board keeps its height while it is played. The status line and the toolbar can grow by a row
 * (a long status on a narrow board, a few moves offered as buttons); the move list's box, which
 * scrolls, then gives up that room, and takes it back when they shrink. A ResizeObserver's
 * callback runs after layout and before paint, so the page never shows the taller board: nothing
 * around it moves. The room is measured again when the board's width changes.
 */

interface Watched {
  status: HTMLElement;
  bar: HTMLElement;
  readonly box: HTMLElement;
  /** Called after the box changed height (to keep the shown move in view). */
  readonly resized: () => void;
  /** The width the room was measured at (0: not yet, or hidden since). */
  width: number;
  /** The status line, the toolbar and the box's own height together, in px. */
  room: number;
  /** The box's height from the style sheet, in px (0: not yet measured). */
  natural: number;
}

/**
 * The box keeps at least this share of its natural height (two rows of moves): a toolbar row
 * (2.35em) fits in the rest (3.8em by default), and most of a row of moves stays in view.
 */
const MIN_SHARE = 1 / 3;

const byElement = new WeakMap<Element, Watched>();
const observer = new ResizeObserver((entries) => {
  // WebKit may still report a target of a batch after it was let go: only watched ones count.
  const boards = new Set(entries.flatMap((e) => byElement.get(e.target) ?? []));
  const height = (e: Element) => e.getBoundingClientRect().height;
  // All reads first, then all writes: a write between two reads would lay the page out again.
  const plans: [Watched, string][] = [];
  for (const w of boards) {
    const bar = w.bar.getBoundingClientRect(), width = bar.width, used = height(w.status) + bar.height;
    if (width !== w.width) {
      w.natural ||= height(w.box);
      w.room = used + w.natural;
      w.width = width;
    }
    if (!width) continue; // hidden: measured again when shown
    // `--vb-moves-height: auto`: the page lets the list grow with the game, so its box is left alone.
    if (getComputedStyle(w.box).getPropertyValue('--vb-moves-height').trim() === 'auto') {
      plans.push([w, '']);
      continue;
    }
    // Hundredths of a pixel: whole pixels would leave the board a pixel off.
    const px = Math.round(Math.max(w.room - used, w.natural * MIN_SHARE) * 100) / 100;
    plans.push([w, Math.abs(px - w.natural) < 0.01 ? '' : `${px}px`]);
  }
  const changed: Watched[] = [];
  for (const [w, px] of plans) {
    if (w.box.style.height === px) continue;
    w.box.style.height = px; // CSSOM, not a style attribute: allowed under a strict style-src
    changed.push(w);
  }
  for (const w of changed) w.resized();
});

/**
 * Keeps status + bar + box at the height they had when first laid out at their width. Called at each
 * render: a status line or toolbar built anew (the board drawn again, other buttons) is measured anew.
 */
export function keepHeight(status: HTMLElement, bar: HTMLElement, box: HTMLElement, resized: () => void): void {
  let w = byElement.get(box);
  if (w?.bar === bar && w.status === status) return;
  if (w) {
    observer.unobserve(w.bar);
    observer.unobserve(w.status);
  } else byElement.set(box, (w = { status, bar, box, resized, width: 0, room: 0, natural: 0 }));
  w.status = status;
  w.bar = bar;
  w.width = 0;
  byElement.set(status, w).set(bar, w);
  observer.observe(status);
  observer.observe(bar);
}

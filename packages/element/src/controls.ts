/**
 * The controls under a board (the toolbar and the move list) and the move chooser, built with the
 * DOM once and patched at each render: a board that is played or stepped through loads no
 * template library. The renderers place the nodes returned (a new one replaces its predecessor):
 * light-render.ts in its markup, full-render.ts (the editor, analysis, annotated records) in its
 * Lit template.
 */
import type { Side } from './engine.js';
import { controlStrings } from './control-strings.js';
import type { Move } from './interact.js';
import { el, setAttr, setText } from './dom.js';
import type { Skeleton } from './skeleton.js';
import type { MoveSet } from './interact.js';
import type { InputHost } from './host.js';
import { keepHeight } from './steady-height.js';
import { serverSetting } from './server-setting.js';

/** A button's text: the choice alone for actions without a place, else notation and choice. */
function buttonLabel(m: Move): string {
  const { notation, choice, from, to } = m.view;
  if (!from && to === undefined) return choice ?? notation;
  return choice && choice !== notation ? `${notation} (${choice})` : notation;
}

function button(text: string, onClick: () => unknown, cls?: string): HTMLButtonElement {
  const b = el('button', cls ? { type: 'button', class: cls } : { type: 'button' }, text);
  b.addEventListener('click', () => void onClick());
  return b;
}


/** A part that some bars have and others not (hints, sharing...). */
type Maybe<T> = T | null;

/** One board's controls, kept between renders. */
interface Kept {
  /** The key of the bar's shape (readonly, dice, hints, sharing): the bar is built anew when it changes. */
  shape: string;
  bar: HTMLElement;
  dice: Maybe<{ group: HTMLElement; roll: HTMLButtonElement; label: HTMLElement; input: HTMLInputElement; set: HTMLButtonElement }>;
  /** The moves offered as buttons, and the labels they were built for. */
  actions: HTMLElement;
  actionMoves: readonly Move[];
  actionLabels: string;
  back: HTMLButtonElement;
  forward: HTMLButtonElement;
  undo: Maybe<HTMLButtonElement>;
  reset: Maybe<HTMLButtonElement>;
  flip: HTMLButtonElement;
  hint: Maybe<HTMLButtonElement>;
  /** The sharing group, its Copy link, Save SVG and Save PNG buttons, and Copy for forum (with a board server). */
  sharing: Maybe<[HTMLElement, HTMLButtonElement, HTMLButtonElement, HTMLButtonElement, HTMLButtonElement | null]>;
  /** The move list, kept when the bar is built anew. */
  moves: MoveList;
}

/**
 * The move list's box, of a fixed height that scrolls (the board keeps its size as moves are played:
 * the page around it does not jump), the list in it once there are moves, and its items by what they show.
 */
interface MoveList {
  box: HTMLElement;
  list: HTMLOListElement | null;
  items: { li: HTMLLIElement; button: HTMLButtonElement; key: string }[];
  /** The item last shown as current: the box scrolls to the next one that is. */
  current: HTMLButtonElement | null;
}

const kept = new WeakMap<InputHost, Kept>();

/** What the controls call on the input part that places them (ui.ts). */
export interface ControlsOwner {
  onRollSubmit(e: Event): void;
  copyLink(): Promise<void>;
  /** Opens the forum snippets' popup (forum-panel.ts). */
  openForum(): Promise<void>;
  /** The forum popup while it is open. */
  forumNode(): HTMLElement | null;
  download(kind: 'svg' | 'png'): Promise<void>;
  playerOf(side: Side): string;
  moves(): MoveSet | null;
  playMove(m: Move): void;
  closeChooser(): void;
  onChooserKey(e: KeyboardEvent): void;
  onPointerDown(e: PointerEvent): void;
  onPointerMove(e: PointerEvent): void;
  onPointerUp(e: PointerEvent): void;
  onPointerCancel(): void;
}

/** Which buttons a bar has. */
interface Shape {
  readonly dice: boolean;
  readonly readonly: boolean;
  readonly hints: boolean;
  readonly sharing: boolean;
  /** A board server is set: the sharing group has Copy for forum. */
  readonly forum: boolean;
}

function buildBar(b: InputHost, o: ControlsOwner, shape: Shape, key: string): Kept {
  const roll = shape.dice ? button('', () => b.rollDice(), 'primary') : null;
  let diceParts: Kept['dice'] = null;
  const before: Node[] = [];
  if (roll) {
    const label = el('label', { class: 'vh', for: 'roll-input' });
    const input = el('input', { id: 'roll-input', name: 'roll', autocomplete: 'off' });
    const set = el('button', { type: 'submit' });
    const form = el('form', {}, label, input, set);
    form.addEventListener('submit', (e) => o.onRollSubmit(e));
    const group = el('span', { class: 'bar', part: 'dice', role: 'group' }, roll, form);
    diceParts = { group, roll, label, input, set };
    before.push(group);
  }
  const actions = el('span', { class: 'bar', part: 'actions' });
  const back = button('◀', () => b.back()), forward = button('▶', () => b.redo());
  const undo = shape.readonly ? null : button('', () => b.undo()), reset = shape.readonly ? null : button('', () => b.reset());
  const flip = button('', () => b.flip());
  const hint = shape.hints ? button('', () => b.hint()) : null;
  let sharing: Kept['sharing'] = null;
  if (shape.sharing) {
    const copy = button('', () => o.copyLink()), svg = button('', () => o.download('svg')), png = button('', () => o.download('png'));
    const forum = shape.forum ? button('', () => o.openForum()) : null;
    if (forum) forum.setAttribute('aria-haspopup', 'dialog');
    sharing = [el('span', { class: 'bar', part: 'sharing' }, copy, svg, png, ...(forum ? [forum] : [])), copy, svg, png, forum];
  }
  const bar = el('div', { class: 'bar', part: 'controls', role: 'toolbar' }, ...before, back, forward,
    ...[undo, reset, flip, hint, sharing?.[0]].filter((n): n is HTMLElement => !!n));
  return {
    shape: key, bar, dice: diceParts, actions, actionMoves: [], actionLabels: '', back, forward, undo, reset, flip, hint, sharing,
    moves: { box: el('div', { class: 'moves-slot' }), list: null, items: [], current: null },
  };
}

/**
 * The toolbar and the move list of a board (its session loaded), patched to the shown position.
 * `withList` false leaves the move list out (an annotated record's tree list is drawn instead).
 */
export function controlsNodes(b: InputHost, o: ControlsOwner, withList: boolean): Node[] {
  const S = controlStrings();
  const v = b._v!, s = b._session!;
  const phase = v.phase(s.state);
  const humanTurn = o.playerOf(v.toMove(s.state) as Side) === 'human' && !b.readonly && !b._thinking;
  const moves = b.readonly ? null : o.moves();
  const shape: Shape = { dice: b._usesDice && !b.readonly, readonly: b.readonly, hints: b.hints && !b.readonly, sharing: b.sharing, forum: b.sharing && serverSetting(b) !== '' };
  const key = `${+shape.dice}${+shape.readonly}${+shape.hints}${+shape.sharing}${+shape.forum}`;
  let k = kept.get(b);
  if (!k || k.shape !== key) {
    const old = k;
    kept.set(b, (k = buildBar(b, o, shape, key)));
    if (old) k.moves = old.moves;
  }
  setAttr(k.bar, 'aria-label', S.controls);

  const canRoll = phase === 'chance' && humanTurn;
  if (k.dice) {
    const d = k.dice;
    setAttr(d.group, 'aria-label', S.dice);
    setText(d.roll, S.roll);
    d.roll.disabled = d.input.disabled = d.set.disabled = !canRoll;
    setText(d.label, S.rollInput);
    setAttr(d.input, 'placeholder', canRoll ? S.rollExample(v.chanceOutcomes(s.state)[0]?.notation ?? '') : '');
    setText(d.set, S.rollSet);
  }

  let offered = phase === 'decision' && humanTurn && moves ? [...moves.buttons, ...moves.choicesAt(b._selection)] : [];
  // With very few choices (a forced move, "stay"), offer them all as buttons too.
  if (phase === 'decision' && humanTurn && moves && moves.all.length <= 3) offered = [...new Set([...offered, ...moves.all])];
  k.actionMoves = offered;
  const labels = offered.map(buttonLabel).join('\n');
  if (labels !== k.actionLabels) {
    k.actionLabels = labels;
    const K = k;
    k.actions.replaceChildren(...offered.map((m, i) => button(buttonLabel(m), () => o.playMove(K.actionMoves[i]!), 'primary')));
  }
  // The actions' group is in the bar only while it has buttons, before back.
  if (offered.length && !k.actions.isConnected) k.bar.insertBefore(k.actions, k.back);
  else if (!offered.length && k.actions.parentNode) k.actions.remove();
  // With dice, the offered moves take the place of the dice group (disabled at a decision): the bar keeps its rows.
  if (k.dice) {
    const group = k.dice.group;
    if (!offered.length && !group.isConnected) k.bar.prepend(group);
    else if (offered.length && group.parentNode) {
      const focused = group.contains((b.renderRoot as ShadowRoot).activeElement);
      group.remove();
      if (focused) (k.actions.firstElementChild as HTMLElement | null)?.focus();
    }
  }

  setAttr(k.back, 'aria-label', S.back);
  setAttr(k.forward, 'aria-label', S.forward);
  k.back.disabled = !s.canBack();
  k.forward.disabled = !s.canForward();
  if (k.undo && k.reset) {
    setText(k.undo, S.undo);
    k.undo.disabled = !s.canBack();
    setText(k.reset, S.reset);
    k.reset.disabled = s.length === 0;
  }
  setText(k.flip, S.flip);
  if (k.hint) {
    setText(k.hint, S.hint);
    k.hint.disabled = phase !== 'decision';
  }
  if (k.sharing) {
    setText(k.sharing[1], S.copyLink);
    setText(k.sharing[2], S.saveSvg);
    setText(k.sharing[3], S.savePng);
    if (k.sharing[4]) setText(k.sharing[4], S.copyForum);
  }
  return withList ? [k.bar, moveList(b, k.moves)] : [k.bar];
}

/** The move list: an item per event of the session's line (kept while it shows the same), the shown one current. */
function moveList(b: InputHost, m: MoveList): HTMLElement {
  const S = controlStrings();
  const s = b._session!;
  const events = s.allEvents;
  if (!events.length) {
    m.list?.remove();
    m.list = null;
    m.items = [];
    m.current = null;
    return m.box;
  }
  if (!m.list) {
    const start = el('button', { type: 'button', 'data-ply': '0' });
    m.box.append((m.list = el('ol', { class: 'moves', part: 'moves' }, el('li', {}, start))));
    // One listener for the list's buttons, which say their ply: a move adds items without listeners of their own.
    m.list.addEventListener('click', (e) => {
      const ply = (e.target as Element).closest('button')?.dataset['ply'];
      if (ply) b.goto(+ply);
    });
  }
  const ol = m.list;
  setAttr(ol, 'aria-label', S.moveList);
  const start = ol.firstElementChild!.firstElementChild as HTMLButtonElement;
  setText(start, S.start);
  setAttr(start, 'aria-current', s.ply === 0 ? 'step' : null);
  // Items are kept up to the first event that differs (in what it shows or says); the rest are written anew.
  const shown = events.map((e) => {
    const chance = e.kind === 'chance';
    const label = chance ? S.rolledShort(e.notation) : e.notation, text = chance ? `(${e.notation})` : e.notation;
    return { kind: e.kind, label, text, key: `${e.kind}\n${label}\n${text}` };
  });
  let same = 0;
  while (same < m.items.length && same < shown.length && m.items[same]!.key === shown[same]!.key) same++;
  for (const gone of m.items.splice(same)) gone.li.remove();
  for (let i = same; i < shown.length; i++) {
    const { kind, label, text, key } = shown[i]!;
    const item = el('button', { type: 'button', 'data-ply': String(i + 1), 'aria-label': label }, text);
    const li = el('li', { class: kind }, item);
    ol.append(li);
    m.items.push({ li, button: item, key });
  }
  m.items.forEach((it, i) => setAttr(it.button, 'aria-current', s.ply === i + 1 ? 'step' : null));
  const current = s.ply === 0 ? start : m.items[s.ply - 1]!.button;
  if (current !== m.current) showInBox(m.box, (m.current = current));
  return m.box;
}

/**
 * Scrolls the box (not the page, as `scrollIntoView` would) so that the item is in view, at the
 * next frame: the boards changed in one task then read the layout once (scrolling does not undo it).
 */
function showInBox(box: HTMLElement, item: HTMLElement): void {
  requestAnimationFrame(() => scrollToItem(box, item));
}

function scrollToItem(box: HTMLElement, item: HTMLElement): void {
  const r = item.getBoundingClientRect(), c = box.getBoundingClientRect();
  // Up if it is above, else down if it is below; whole pixels, rounded outwards (0 leaves it).
  box.scrollTop += Math.min(0, Math.floor(r.top - c.top)) || Math.max(0, Math.ceil(r.bottom - c.bottom));
}

const choosers = new WeakMap<object, HTMLElement>();

/** The chooser of a move among several from the same click (a promotion, say): built when it opens. */
export function chooserNode(b: InputHost, o: ControlsOwner): HTMLElement {
  const open = b._chooser!;
  let c = choosers.get(open);
  if (!c) {
    const S = controlStrings();
    c = el('div', { class: 'chooser', part: 'chooser', role: 'dialog', 'aria-label': S.chooseTitle },
      el('p', { class: 'title' }, S.chooseTitle),
      ...open.moves.map((m) => button(m.view.choice ?? m.view.notation, () => o.playMove(m))),
      button(S.cancel, () => o.closeChooser()));
    c.addEventListener('keydown', (e) => o.onChooserKey(e));
    choosers.set(open, c);
  }
  return c;
}

/**
 * What the controls add to light-render.ts's markup, at each render: pointer input (once per
 * skeleton), the chooser while it is open, the mark of the computer's thinking, the controls.
 */
export function fitControls(b: InputHost, o: ControlsOwner, k: Skeleton): void {
  if (!k.wired) {
    k.wired = true;
    k.svg.addEventListener('pointerdown', (e) => o.onPointerDown(e));
    k.svg.addEventListener('pointermove', (e) => o.onPointerMove(e));
    k.svg.addEventListener('pointerup', (e) => o.onPointerUp(e));
    k.svg.addEventListener('pointercancel', () => o.onPointerCancel());
  }
  const chooser = b._chooser ? chooserNode(b, o) : null;
  if (chooser !== k.chooser) {
    k.chooser?.remove();
    if (chooser) k.board.insertBefore(chooser, k.svg.nextSibling);
    k.chooser = chooser;
  }
  const forum = o.forumNode();
  if (forum !== k.forum) {
    k.forum?.remove();
    if (forum) k.board.append(forum);
    k.forum = forum;
  }
  if (b._thinking) setText(k.status, `${b._statusNow} · ${controlStrings().thinking}`);
  const nodes = b.controls !== 'none' && b._session ? controlsNodes(b, o, true) : [];
  if (nodes.length !== k.controls.length || nodes.some((n, i) => n !== k.controls[i])) {
    for (const n of k.controls) if (!nodes.includes(n)) n.parentNode?.removeChild(n);
    // Only the nodes not yet in their place move (moving the bar would lay out and paint it again).
    let next: Node = k.live;
    for (let i = nodes.length - 1; i >= 0; i--) {
      const n = nodes[i]!;
      if (n.nextSibling !== next) next.parentNode!.insertBefore(n, next);
      next = n;
    }
    k.controls = nodes;
  }
  // With the move list there, the list's box gives up what the status line and toolbar grow by (steady-height.ts).
  const c = nodes.length === 2 ? kept.get(b) : undefined;
  if (c) keepHeight(k.status, c.bar, c.moves.box, () => c.moves.current && scrollToItem(c.moves.box, c.moves.current));
}

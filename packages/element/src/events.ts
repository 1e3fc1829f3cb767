/**
 * Named detail types for the events whose detail has no type of its own, so that typings
 * generated from the Custom Elements Manifest (Vue, Svelte, JSX, React) can import them.
 */
import type { GameResult } from './engine.js';
import type { BoardErrorDetail, MoveDetail, PositionChangeDetail, RejectDetail, RollDetail, VariantBoard } from './variant-board.js';

/** Detail of `gameover`. */
export interface GameOverDetail {
  result: GameResult;
}

/**
 * Detail of `share`: the Copy link button (`url` alone), or a Copy button of the forum popup
 * (boards with a board server): `kind` (`bbcode`, `markdown`, `iframe`, `link`) and the `text` copied.
 */
export interface ShareDetail {
  url: string;
  kind?: 'bbcode' | 'markdown' | 'iframe' | 'link';
  text?: string;
}

/** Every event of `<variant-board>` with its type, for `addEventListener` on the element. */
export interface VariantBoardEventMap {
  move: CustomEvent<MoveDetail>;
  roll: CustomEvent<RollDetail>;
  'position-change': CustomEvent<PositionChangeDetail>;
  gameover: CustomEvent<GameOverDetail>;
  /** The board's own error (a bad attribute or move), not a script error: the DOM's `error` name, a CustomEvent. */
  error: CustomEvent<BoardErrorDetail>;
  reject: CustomEvent<RejectDetail>;
  share: CustomEvent<ShareDetail>;
}

type Listener<E> = ((this: VariantBoard, ev: E) => unknown) | { handleEvent(ev: E): unknown };

// Typed listeners on the element itself: `board.addEventListener('error', (e) => e.detail.code)`
// (the page-wide HTMLElementEventMap keeps `error` as the DOM's ErrorEvent).
declare module './variant-board.js' {
  interface VariantBoard {
    addEventListener<K extends keyof VariantBoardEventMap>(type: K, listener: Listener<VariantBoardEventMap[K]>, options?: boolean | AddEventListenerOptions): void;
    addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: Listener<HTMLElementEventMap[K]>, options?: boolean | AddEventListenerOptions): void;
    addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
    removeEventListener<K extends keyof VariantBoardEventMap>(type: K, listener: Listener<VariantBoardEventMap[K]>, options?: boolean | EventListenerOptions): void;
    removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: Listener<HTMLElementEventMap[K]>, options?: boolean | EventListenerOptions): void;
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions): void;
  }
}

/**
 * Named detail types for the events whose detail has no type of its own, so that typings
 * generated from the Custom Elements Manifest (Vue, Svelte, JSX, React) can import them.
 */
import type { GameResult } from './engine.js';

/** Detail of `gameover`. */
export interface GameOverDetail {
  result: GameResult;
}

/** Detail of `share` (the Copy link button). */
export interface ShareDetail {
  url: string;
}

/**
 * The computer player, loaded only when a board has a computer side or asks for a hint,
 * so pages with human-only boards never download the search.
 */
import type { ComputerAnswer, ComputerRequest } from './ai/client.js';
import { loadPart } from './load-part.js';
import { controlStrings } from './control-strings.js';

export type { ComputerAnswer, ComputerRequest };

export interface ComputerClient {
  requestMove(opts: ComputerRequest): Promise<ComputerAnswer | string>;
  requestHint(opts: ComputerRequest): Promise<ComputerAnswer | string>;
}

/** Loaded when a move or hint is first asked of it; its file not arriving is said as `load-failed` (load-part.ts). */
export function loadComputer(): Promise<ComputerClient> {
  return loadPart(import('./ai/client.js') as Promise<ComputerClient>, 'computer player', controlStrings().aiUnavailable);
}

/** The move's notation, whichever shape the answer has. */
export const answerNotation = (a: ComputerAnswer | string): string => (typeof a === 'string' ? a : a.notation);

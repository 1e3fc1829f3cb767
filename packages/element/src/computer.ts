/**
 * The computer player, loaded only when a board has a computer side or asks for a hint,
 * so pages with human-only boards never download the search.
 */
import type { ComputerAnswer, ComputerRequest } from './ai/client.js';

export type { ComputerAnswer, ComputerRequest };

export interface ComputerClient {
  requestMove(opts: ComputerRequest): Promise<ComputerAnswer | string>;
  requestHint(opts: ComputerRequest): Promise<ComputerAnswer | string>;
}

export async function loadComputer(): Promise<ComputerClient> {
  return (await import('./ai/client.js')) as ComputerClient;
}

/** The move's notation, whichever shape the answer has. */
export const answerNotation = (a: ComputerAnswer | string): string => (typeof a === 'string' ? a : a.notation);

/**
 * The computer player, loaded only when a board has a computer side or asks for a hint,
 * so pages with human-only boards never download the search.
 */
import type { ComputerAnswer, ComputerRequest } from './ai/client.js';
import { VariantBoardError } from './engine.js';
import { controlStrings } from './control-strings.js';

export type { ComputerAnswer, ComputerRequest };

export interface ComputerClient {
  requestMove(opts: ComputerRequest): Promise<ComputerAnswer | string>;
  requestHint(opts: ComputerRequest): Promise<ComputerAnswer | string>;
}

/** Its file not arriving is said as the board's other parts say theirs; the next move or hint asks again. */
export async function loadComputer(): Promise<ComputerClient> {
  try {
    return (await import('./ai/client.js')) as ComputerClient;
  } catch (e) {
    throw new VariantBoardError('load-failed', `${controlStrings().aiUnavailable} ${e}`, { token: 'computer player' });
  }
}

/** The move's notation, whichever shape the answer has. */
export const answerNotation = (a: ComputerAnswer | string): string => (typeof a === 'string' ? a : a.notation);

/**
 * A file of the board's code loaded on first use (the computer player, image export) that did not
 * arrive: its failure becomes the board's `load-failed` error, naming the part. Nothing is kept, so
 * the next use asks for the file again (the browser fetches a failed module anew).
 */
import { VariantBoardError } from './engine.js';

export async function loadPart<T>(load: Promise<T>, token: string, said: string): Promise<T> {
  try {
    return await load;
  } catch (e) {
    throw new VariantBoardError('load-failed', `${said} ${e}`, { token });
  }
}

/**
 * The computer opponent as a message service: a request names a game, a record and a level;
 * the answer is a move in the game's notation. The Web Worker entry (worker.ts) and the
 * main-thread fallback of the element's client both run requests through here.
 */
import { PhaseError, VariantBoardError } from '../core/errors.js';
import { seededRandom } from '../core/random.js';
import { GameSession } from '../core/session.js';
import { loadVariant } from '../registry.js';
import { chooseMove, type MoveChoice } from './levels.js';

export interface AiRequest {
  id: number;
  /** 'move' plays at the level (with its noise); 'hint' suggests the level's best move. */
  kind?: 'move' | 'hint';
  variant: string;
  /** The game so far, as a record (`GameSession.exportRecord`). */
  record: string;
  level: number;
  /** Overrides the level's time cap, in milliseconds. */
  timeMs?: number;
  /** Seed for the level's noise (reproducible play); fair randomness otherwise. */
  seed?: string | number;
}

export type AiResponse =
  | ({ id: number; ok: true } & Omit<MoveChoice<unknown>, 'best'>)
  | { id: number; ok: false; error: { name: string; code?: string; message: string } };

/**
 * Answers one request; never throws (errors come back as `ok: false`). `sliced` runs the
 * search in short slices (the main-thread fallback), where `signal` can stop it early.
 */
export async function answerAiRequest(req: AiRequest, signal?: AbortSignal, how: { sliced?: boolean } = {}): Promise<AiResponse> {
  try {
    const variant = await loadVariant(req.variant);
    const session = GameSession.fromRecord(variant, req.record);
    const state = session.state;
    const phase = variant.phase(state);
    if (phase !== 'decision') throw new PhaseError(req.kind ?? 'move', phase === 'chance' ? 'a dice roll first' : 'nothing: the game is over');
    const choice = await chooseMove(variant, state, req.level, {
      ...(signal ? { signal } : {}),
      ...(req.seed !== undefined ? { rng: seededRandom(req.seed) } : {}),
      ...(req.timeMs !== undefined ? { timeMs: req.timeMs } : {}),
      noNoise: req.kind === 'hint',
      sliced: how.sliced === true,
    });
    const { best: _best, ...rest } = choice;
    return { id: req.id, ok: true, ...rest };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    return {
      id: req.id,
      ok: false,
      error: { name: e.name, message: e.message, ...(err instanceof VariantBoardError ? { code: err.code } : {}) },
    };
  }
}

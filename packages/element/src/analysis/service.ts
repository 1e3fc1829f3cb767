/**
 * Answers analysis requests (in the Web Worker, or on the page when no worker can start):
 * the value of a position and of each move. In order: the whole game's table when it is built
 * already; the part of it the game ships ready (positions near the start), after which the whole
 * table is built in the background for the positions to come; a local solve when the positions
 * reachable from here are few; else the whole table, built now. Every way gives the same values.
 */
import { VariantBoardError, loadVariant } from '../engine.js';
import { GameSession } from '../../../engine/src/core/session.js';
import type { SolvedValue } from '../engine.js';
import { analyseWith, solveFrom } from './solve.js';
import type { MoveValue } from './solve.js';
import { tableFor } from './tables.js';

export interface AnalysisRequest {
  readonly id: number;
  readonly variant: string;
  /** The game so far, as a record (`GameSession.exportRecord()`). */
  readonly record: string;
  /** Most positions for a local solve (default 150 000). */
  readonly limit?: number;
}

export type AnalysisResponse =
  | { readonly id: number; readonly kind: 'progress'; readonly step: 'table' }
  | {
      readonly id: number;
      readonly kind: 'solved';
      readonly value: SolvedValue;
      readonly moves: readonly MoveValue[];
      readonly best: readonly string[];
      readonly positions: number;
      /** 'local': positions reachable from here were solved; 'table': the whole game's table. */
      readonly source: 'local' | 'table';
    }
  /** The game has no solver, or the position is outside it: use the computer's evaluation. */
  | { readonly id: number; readonly kind: 'unsolved' }
  | { readonly id: number; readonly kind: 'error'; readonly message: string; readonly code?: string };

const LOCAL_LIMIT = 150_000;
const LOCAL_TIME_MS = 4_000;

export async function answerAnalysis(req: AnalysisRequest, post: (r: AnalysisResponse) => void): Promise<void> {
  const { id } = req;
  try {
    const v = await loadVariant(req.variant);
    const table = tableFor(v);
    const state = GameSession.fromRecord(v, req.record).state;
    if (!table || v.phase(state) !== 'decision') return post({ id, kind: 'unsolved' });
    const built = table.wholeIfReady();
    const fromBuilt = built && analyseWith(v, state, built, 0);
    if (fromBuilt) return post({ id, kind: 'solved', ...fromBuilt, source: 'table' });
    if (table.quick) {
      const fromQuick = analyseWith(v, state, await table.quick(), 0);
      if (fromQuick) {
        post({ id, kind: 'solved', ...fromQuick, source: 'table' });
        // The positions after these few plies: the whole table, built in slices, so that later
        // requests near the start are still answered meanwhile.
        void table.whole().catch(() => undefined);
        return;
      }
    }
    const local = solveFrom(v, state, req.limit ?? LOCAL_LIMIT, performance.now() + LOCAL_TIME_MS);
    const fromLocal = local && analyseWith(v, state, local.valueOf, local.positions);
    if (fromLocal) return post({ id, kind: 'solved', ...fromLocal, source: 'local' });
    post({ id, kind: 'progress', step: 'table' });
    const fromTable = analyseWith(v, state, await table.whole(), 0);
    post(fromTable ? { id, kind: 'solved', ...fromTable, source: 'table' } : { id, kind: 'unsolved' });
  } catch (e) {
    post({ id, kind: 'error', message: e instanceof Error ? e.message : String(e), ...(e instanceof VariantBoardError ? { code: e.code } : {}) });
  }
}

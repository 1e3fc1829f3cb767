/**
 * The search run in short slices with a pause between them, for pages without Web Workers:
 * the page stays responsive and an abort is seen between slices. Each slice is an ordinary
 * search sharing one transposition table, so finished subtrees are never searched twice and
 * every slice gets further than the one before.
 */
import { PhaseError } from '../core/errors.js';
import type { Variant } from '../core/types.js';
import { search, TranspositionTable, type SearchOptions, type SearchResult } from './search.js';

export interface SliceOptions extends SearchOptions {
  /** Nodes per slice (default 4000). */
  sliceNodes?: number;
  /** Milliseconds per slice at most (default 30). */
  sliceMs?: number;
  /** Called between slices; default: a macrotask pause. */
  pause?: () => Promise<void>;
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function searchInSlices<S, A>(variant: Variant<S, A, any>, state: S, opts: SliceOptions = {}): Promise<SearchResult<A>> {
  if (variant.phase(state) !== 'decision') return search(variant, state, opts); // throws the right PhaseError
  const start = Date.now();
  const table = opts.table ?? new TranspositionTable();
  const pause = opts.pause ?? macrotask;
  const deadline = opts.timeMs !== undefined ? start + opts.timeMs : Infinity;
  const nodeBudget = opts.nodes ?? Infinity;
  const maxDepth = opts.depth ?? (opts.timeMs !== undefined || opts.nodes !== undefined ? 64 : 4);
  const sliceNodes = opts.sliceNodes ?? 4000;
  const sliceMs = opts.sliceMs ?? 30;
  let spent = 0;
  let best: SearchResult<A> | undefined;
  const out = (r: SearchResult<A>, stopped: boolean): SearchResult<A> => ({ ...r, nodes: spent, stopped, timeMs: Date.now() - start });

  for (let depth = 1; depth <= maxDepth; depth++) {
    // A slice that finished nothing gets twice the room next time, so the search always advances.
    let grow = 1;
    for (;;) {
      const left = nodeBudget - spent;
      const timeLeft = deadline - Date.now();
      if (opts.signal?.aborted || left <= 0 || timeLeft <= 0) {
        if (best) return out(best, true);
        // Nothing finished yet: a one-node answer is still a legal move.
        return out(search(variant, state, { ...opts, depth: 1, nodes: 1, table }), true);
      }
      const r = search(variant, state, {
        ...opts,
        depth,
        fromDepth: depth,
        nodes: Math.min(sliceNodes * grow, left),
        timeMs: Math.min(sliceMs * grow, timeLeft),
        table,
      });
      spent += r.nodes;
      if (!r.stopped) {
        best = r;
        break;
      }
      grow *= 2;
      await pause();
    }
    if (best.solved || best.depth < depth) break;
    await pause();
  }
  if (!best) throw new PhaseError('search', 'a position with a legal move');
  return out(best, false);
}

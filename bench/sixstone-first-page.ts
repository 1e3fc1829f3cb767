/**
 * One cold start of Six Stone analysis, for bench/sixstone-first.bench.ts: from a fresh process
 * (Node) or page (Chromium), the time until the element's analysis service answers the start
 * position, by the path named in `mode`:
 * - 'new': the service as it is (the shipped values near the start, the rest in the background);
 * - 'old': the path before them: no quickSolver, and the whole game solved in one go before the
 *   first answer (the service first tries a local solve, which gives up, then waits for the table).
 * Prints (console.log) one JSON line: the mode, the milliseconds since the process or page
 * started (`ms`) and since this module's code began (`fromCall`), and the answer (value and each move's value) so that both paths can be compared.
 */
import { answerAnalysis, type AnalysisResponse } from '../packages/element/src/analysis/service.js';
import { GameSession } from '../packages/engine/src/core/session.js';
import { loadVariant } from '../packages/engine/src/registry.js';
import { solve } from '../packages/engine/src/variants/sixstone/solve.js';
import type { SixStoneState } from '../packages/engine/src/variants/sixstone/index.js';

export async function firstAnswer(mode: string, line: string): Promise<string> {
  const called = performance.now();
  const v = await loadVariant('sixstone');
  if (mode === 'old') {
    delete (v as { quickSolver?: unknown }).quickSolver;
    // As the variant's solver was: the whole game in one go.
    (v as { solver?: unknown }).solver = async () => {
      const t = solve();
      return { value: (s: SixStoneState) => (t.reachable(s) ? t.value(s) : null) };
    };
  }
  const record = GameSession.fromMoves(v, line).exportRecord();
  const answer = await new Promise<AnalysisResponse>((resolve) => {
    void answerAnalysis({ id: 1, variant: 'sixstone', record }, (r) => {
      if (r.kind !== 'progress') resolve(r);
    });
  });
  const ms = performance.now();
  const summary = answer.kind === 'solved' ? { value: answer.value, moves: [...answer.moves].map((m) => `${m.notation} ${m.value.result} ${m.value.distance}`).sort() } : { answer };
  return JSON.stringify({ mode, line, ms, fromCall: ms - called, ...summary });
}

const g = globalThis as { process?: { argv: string[]; exit(code: number): void }; location?: { search: string } };
if (g.location) {
  const q = new URLSearchParams(g.location.search);
  console.log(await firstAnswer(q.get('mode') ?? 'new', q.get('moves') ?? ''));
} else if (g.process && /sixstone-first-page/.test(g.process.argv[1] ?? '')) {
  console.log(await firstAnswer(g.process.argv[2] ?? 'new', g.process.argv[3] ?? ''));
  g.process.exit(0); // the whole table may still be building in the background
}

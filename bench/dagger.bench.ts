/**
 * Dagger Chess: perft speed of the typed-array move generator (every leaf move is made to test
 * its legality), from the start and from an open middle game, and the public interface as a UI
 * or a simple AI uses it. No peer exists for this board; chess.js figures are in dice.bench.ts.
 */
import type { BenchReport } from './run.js';
import { apiPerft3, bestRate, fmtRate, timeIt } from './util.js';
import { variant } from '../packages/engine/src/variants/dagger/index.js';

// An open middle game: 16 plies of seeded random play from the start (knights entered and
// captured, kings moved, one knight still in hand for White and one for Black).
const MIDDLE_GAME = 'df1 g3 df4 f3 1f2 kh4 eg3 jg4 gh2 N@k4 Bxl2+ Kxl2 e3xf3 Nxh2 Be1 Kj2';

function afterLine(line: string) {
  let s = variant.initial();
  for (const m of line.split(' ')) s = variant.apply(s, variant.parseAction(s, m));
  return s;
}

const CASES = [
  { name: 'start, depth 4', state: variant.initial(), depth: 4 },
  { name: 'start, depth 5', state: variant.initial(), depth: 5 },
  { name: 'middle game, depth 4', state: afterLine(MIDDLE_GAME), depth: 4 },
];

export async function run(report: BenchReport): Promise<void> {
  report.section('Dagger Chess (dagger): hex move generator');
  for (const { name, state, depth } of CASES) {
    let leaves = 0;
    const first = timeIt(() => variant.perft!(state, depth));
    const rate = bestRate(() => (leaves = variant.perft!(state, depth)), 2, 3);
    report.line(`perft ${name} (${leaves} leaves): leaves/s`, `${fmtRate(rate)} (first run ${first.seconds.toFixed(2)} s)`);
  }

  const start = variant.initial();
  const api = bestRate(() => apiPerft3(variant, start));
  report.line('perft 3 via legalActions/apply (last ply counted): leaves/s', fmtRate(api));
}

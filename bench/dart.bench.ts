/** Dart 6x6 Chess: perft speed from the start position. */
import type { BenchReport } from './run.js';
import { apiPerft3, bestRate, fmtRate, timeIt } from './util.js';
import { variant } from '../packages/engine/src/variants/dart/index.js';

export async function run(report: BenchReport): Promise<void> {
  report.section('Dart 6x6 Chess (dart)');
  const start = variant.initial();
  for (const depth of [4, 5]) {
    const { value, seconds } = timeIt(() => variant.perft(start, depth));
    report.line(`perft ${depth} from the start (bulk)`, `${value} leaves in ${seconds.toFixed(3)} s`);
  }
  const made = bestRate(() => variant.perft(start, 4, { bulk: false }));
  report.line('perft 4, every leaf made: leaves/s', fmtRate(made));
  const bulk = bestRate(() => variant.perft(start, 4));
  report.line('perft 4, bulk-counted last ply: leaves/s', fmtRate(bulk));
  const bulk5 = bestRate(() => variant.perft(start, 5), 1, 2);
  report.line('perft 5, bulk-counted last ply: leaves/s', fmtRate(bulk5));
  const api = bestRate(() => apiPerft3(variant, start));
  report.line('perft 3 through legalActions/apply: leaves/s', fmtRate(api));
}

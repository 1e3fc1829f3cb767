/**
 * Six Stone Chess: perft speed of the bitmask move generator, the public interface's speed as a
 * UI or a simple AI uses it, and the whole-game retrograde solve (time and memory). The solve's
 * target is under 10 s and 100 MB in a Web Worker; here it runs on the main thread of Node.
 */
import type { BenchReport } from './run.js';
import { bestRate, fmtRate, timeIt } from './util.js';
import { genericPerft } from '../packages/engine/src/core/search-helpers.js';
import { variant } from '../packages/engine/src/variants/sixstone/index.js';
import { solve } from '../packages/engine/src/variants/sixstone/solve.js';

const MB = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

export async function run(report: BenchReport): Promise<void> {
  report.section('Six Stone Chess (sixstone): bitmask move generator');
  const start = variant.initial();
  for (const depth of [8, 10]) {
    const nodes = variant.perft!(start, depth);
    const rate = bestRate(() => variant.perft!(start, depth), 1, 2);
    report.line(`perft ${depth} from the start (${nodes} leaves)`, `${fmtRate(rate)} (leaves)`);
  }
  const apiRate = bestRate(() => genericPerft(variant, start, 6));
  report.line('perft 6 through the public interface (legalActions/apply)', `${fmtRate(apiRate)} (leaves)`);

  report.section('Six Stone Chess: whole-game retrograde solve');
  const cpu0 = process.cpuUsage();
  const before = process.memoryUsage();
  const { value: table, seconds } = timeIt(() => solve());
  const after = process.memoryUsage();
  const cpu = process.cpuUsage(cpu0);
  const s = table.stats;
  report.line('wall time (reach + retrograde)', `${seconds.toFixed(2)} s (${(s.millis.reach / 1000).toFixed(2)} + ${(s.millis.retro / 1000).toFixed(2)})`);
  report.line('CPU time', `${((cpu.user + cpu.system) / 1e6).toFixed(2)} s`);
  report.line('typed arrays held while solving (peak)', MB(s.bytes));
  report.line('array buffers / heap / rss after the solve', `${MB(after.arrayBuffers)} / ${MB(after.heapUsed)} / ${MB(after.rss)}`);
  report.line('rss growth during the solve', MB(after.rss - before.rss));
  report.line('reachable positions (stones, side to move)', `${s.reachable} (${s.reachableIndexed} colour-folded)`);
  const v = table.value(start);
  report.line('start position', v.result === 'draw' ? 'draw' : `${v.result} in ${v.distance}`);
  report.line('perfect first moves', table.bestActions(start).map((a) => variant.formatAction(start, a)).join(' '));
}

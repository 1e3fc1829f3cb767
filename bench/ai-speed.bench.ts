/**
 * Search speed: nodes per CPU second of the computer opponent's search from fixed positions at a
 * fixed node budget, through the game's make/unmake cursor (the `cursor` hook) and through the
 * plain immutable-state interface (`apply`), both in this run. The ratio is the figure.
 *
 * Positions: each game's start and the positions after 12, 24 and 40 decisions of seeded
 * random play (dice seeded too), skipping any that is not a decision point.
 * AI_SPEED_NODES sets the budget per search (default 30000).
 */
import type { BenchReport } from './run.js';
import { search } from '../packages/engine/src/ai/search.js';
import type { AnyVariant } from '../packages/engine/src/core/types.js';
import { loadVariant } from '../packages/engine/src/registry.js';
import { randomPosition } from '../packages/engine/test/random-position.js';

const NODES = Number(process.env['AI_SPEED_NODES'] ?? 30_000);
const GAMES = ['dart', 'dagger', 'dice', 'd4d6', 'sixstone'];
const PLIES = [0, 12, 24, 40];

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function measure(v: AnyVariant, positions: unknown[], cursor: boolean): { nodes: number; secs: number } {
  let nodes = 0;
  const t0 = cpuSeconds();
  for (const s of positions) nodes += search(v, s, { nodes: NODES, cursor }).nodes;
  return { nodes, secs: cpuSeconds() - t0 };
}

export async function run(report: BenchReport): Promise<void> {
  report.section('Computer opponent: search speed (nodes per CPU second)');
  report.line('budget', `${NODES} nodes a search; start and after ${PLIES.slice(1).join(', ')} random decisions; same run`);
  report.line('game', 'apply path'.padEnd(14) + 'cursor path'.padEnd(14) + 'ratio');
  for (const id of GAMES) {
    const v = await loadVariant(id);
    const positions = PLIES.map((p) => randomPosition(v, p, `speed:${id}:${p}`));
    // Warm up both paths (JIT), then measure alternately twice and keep each path's better run.
    measure(v, positions.slice(0, 1), true);
    measure(v, positions.slice(0, 1), false);
    let plain = 0, fast = 0;
    for (let k = 0; k < 2; k++) {
      const a = measure(v, positions, false);
      const b = measure(v, positions, true);
      plain = Math.max(plain, a.nodes / a.secs);
      fast = Math.max(fast, b.nodes / b.secs);
    }
    const hook = typeof v.cursor === 'function' ? '' : ' (no cursor hook: both paths are the same)';
    const k = (x: number) => `${Math.round(x / 1000)}k`;
    report.line(v.name, k(plain).padEnd(14) + k(fast).padEnd(14) + `${(fast / plain).toFixed(2)}x${hook}`);
  }
  await probes(report);
}

/**
 * Star2 probes at chance points: the time and nodes to finish a fixed depth with and without
 * them (`probe: false`), in the games with dice, from positions after 6 to 26 random decisions.
 * The answers are the same (test/ai-probe.test.ts); the ratio is the figure.
 */
async function probes(report: BenchReport): Promise<void> {
  const DEPTH = Number(process.env['AI_PROBE_DEPTH'] ?? 3);
  report.section(`Computer opponent: Star2 probes at chance points (depth ${DEPTH}, CPU seconds and nodes)`);
  report.line('game', 'without'.padEnd(22) + 'with'.padEnd(22) + 'time ratio');
  for (const id of ['dice', 'd4d6']) {
    const v = await loadVariant(id);
    const positions = [6, 10, 14, 18, 22, 26].map((p) => randomPosition(v, p, `probe:${id}:${p}`));
    const run = (probe: boolean) => {
      let nodes = 0;
      const t0 = cpuSeconds();
      for (const s of positions) nodes += search(v, s, { depth: DEPTH, probe }).nodes;
      return { nodes, secs: cpuSeconds() - t0 };
    };
    // Warm up, then each way twice, alternately, keeping its faster run (the nodes do not change).
    run(false);
    let off = run(false), on = run(true);
    const again = { off: run(false), on: run(true) };
    if (again.off.secs < off.secs) off = again.off;
    if (again.on.secs < on.secs) on = again.on;
    const cell = (secs: number, nodes: number) => `${secs.toFixed(2)} s, ${Math.round(nodes / 1000)}k`.padEnd(22);
    report.line(v.name, cell(off.secs, off.nodes) + cell(on.secs, on.nodes) + `${(on.secs / off.secs).toFixed(2)}x`);
  }
}

/**
 * d4 d6 chess: move generation speed on positions reached by seeded random play, perft from
 * the start, and the two-piece tablebase (every pair of piece types, cold, with wall and CPU
 * time: the machine is shared, so CPU time is the steadier figure).
 */
import type { BenchReport } from './run.js';
import { bestRate, fmtRate, timeIt } from './util.js';
import { randomInt, seededRandom } from '../packages/engine/src/core/random.js';
import { genericPerft } from '../packages/engine/src/core/search-helpers.js';
import { variant, type D4D6State } from '../packages/engine/src/variants/d4d6/index.js';
import { gamblingMoves, diceFor } from '../packages/engine/src/variants/d4d6/moves.js';
import { PLAYING, typeOf, colourOf, isGambling } from '../packages/engine/src/variants/d4d6/board.js';
import {
  TABLEBASE_PIECES, clearTablebaseCache, solvePair, tablebaseSummary, tuning,
} from '../packages/engine/src/variants/d4d6/tablebase.js';

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Positions at the start of a turn, reached by seeded random play (both variants). */
function samplePositions(count: number): D4D6State[] {
  const rng = seededRandom('d4d6-bench');
  const out: D4D6State[] = [];
  while (out.length < count) {
    let s = variant.initial(out.length % 2 ? { rinoceronte: true } : {});
    for (let ply = 0; ply < 200 && variant.phase(s) !== 'over'; ply++) {
      if (variant.phase(s) === 'chance') {
        const o = variant.chanceOutcomes(s);
        s = variant.applyChance(s, o[randomInt(rng, o.length)]!.outcome);
      } else {
        if (s.stage === 'start' && ply % 7 === 0) out.push(s);
        const acts = variant.legalActions(s);
        s = variant.apply(s, acts[randomInt(rng, acts.length)]!);
      }
    }
  }
  return out.slice(0, count);
}

export async function run(report: BenchReport): Promise<void> {
  report.section('d4d6: move generation');
  const positions = samplePositions(200);
  const rate = bestRate(() => {
    let n = 0;
    for (const s of positions) {
      for (let sq = 0; sq < 64; sq++) {
        const c = s.board[sq]!;
        if (!c || colourOf(c) !== s.side || !isGambling(c) || !PLAYING[sq]) continue;
        for (const die of diceFor(typeOf(c))) for (let roll = 1; roll <= die; roll++) n += gamblingMoves(s.board, s.facing, sq, die, roll).length;
      }
    }
    return n;
  });
  report.line('gambling moves generated (every piece, die, roll)', fmtRate(rate));
  const actionRate = bestRate(() => {
    let n = 0;
    for (const s of positions) n += variant.legalActions(s).length;
    return n;
  });
  report.line('legal actions at turn start (incl. special moves)', fmtRate(actionRate));
  for (const depth of [2, 3, 4]) {
    const { value, seconds } = timeIt(() => genericPerft(variant, variant.initial(), depth));
    report.line(`perft(${depth}) from the start (rolls expanded)`, `${value} in ${seconds.toFixed(2)} s`);
  }

  report.section('d4d6: two-piece tablebase (cold: move lists and tables from scratch)');
  clearTablebaseCache();
  const cpu0 = cpuSeconds();
  const wall0 = performance.now();
  let worstOwn = 0;
  for (const white of TABLEBASE_PIECES) {
    for (const black of TABLEBASE_PIECES) {
      const c = cpuSeconds();
      const w = performance.now();
      const table = solvePair(white, black);
      const cpu = cpuSeconds() - c;
      const wall = (performance.now() - w) / 1000;
      worstOwn = Math.max(worstOwn, table.seconds);
      const avgW = tablebaseSummary(white, black, { toMove: 'white' }).average;
      const avgB = tablebaseSummary(white, black, { toMove: 'black' }).average;
      report.line(
        `${white} vs ${black}`,
        `own ${table.seconds.toFixed(3)} s, with new deps ${wall.toFixed(3)} s wall / ${cpu.toFixed(3)} s cpu, ` +
          `${table.values.length} states, ${table.sweeps} sweeps, avg ${avgW.toFixed(4)} / ${avgB.toFixed(4)}`,
      );
    }
  }
  report.line('all 25 tables', `${((performance.now() - wall0) / 1000).toFixed(2)} s wall / ${(cpuSeconds() - cpu0).toFixed(2)} s cpu`);
  report.line('slowest single table (own work)', `${worstOwn.toFixed(3)} s`);

  // The Aitken jumps only speed the sweeps up: compare with plain value iteration.
  const fast = new Map(TABLEBASE_PIECES.flatMap((w) => TABLEBASE_PIECES.map((b) => [`${w}/${b}`, solvePair(w, b).values] as const)));
  tuning.extrapolate = false;
  clearTablebaseCache();
  const c = cpuSeconds();
  let worst = 0;
  try {
    for (const white of TABLEBASE_PIECES) {
      for (const black of TABLEBASE_PIECES) {
        const plain = solvePair(white, black).values;
        const mine = fast.get(`${white}/${black}`)!;
        for (let i = 0; i < plain.length; i++) if (!Number.isNaN(plain[i]!)) worst = Math.max(worst, Math.abs(plain[i]! - mine[i]!));
      }
    }
  } finally {
    tuning.extrapolate = true;
    clearTablebaseCache();
  }
  report.line('plain value iteration, all 25 tables', `${(cpuSeconds() - c).toFixed(2)} s cpu; largest difference ${worst.toExponential(1)}`);
}

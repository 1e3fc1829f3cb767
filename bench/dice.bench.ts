/**
 * Dice Chess: the chess move generator against chess.js in the same run. Perft with every leaf
 * move made (no bulk counting) from the start to depth 5 and Kiwipete to depth 4; then the
 * bulk-counted figures, the dice perft, and the public interface as a UI or simple AI uses it.
 */
import { Chess } from 'chess.js';
import type { BenchReport } from './run.js';
import { apiPerft3, bestRate, fmtRate, timeIt } from './util.js';
import { variant } from '../packages/engine/src/variants/dice/index.js';
import { Perft } from '../packages/engine/src/variants/dice/perft.js';
import { parseFen } from '../packages/engine/src/variants/dice/fen.js';

const CASES = [
  { name: 'start, depth 5', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 5 },
  { name: 'Kiwipete, depth 4', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4 },
];

export async function run(report: BenchReport): Promise<void> {
  report.section('Dice Chess (dice): chess move generator');
  for (const { name, fen, depth } of CASES) {
    const p = new Perft(parseFen(fen).board);
    let leaves = 0;
    const ours = bestRate(() => (leaves = p.chess(depth, false)), 2, 2);
    const peer = new Chess(fen);
    const theirs = timeIt(() => peer.perft(depth));
    if (theirs.value !== leaves) throw new Error(`perft mismatch on ${name}: ours ${leaves}, chess.js ${theirs.value}`);
    const theirRate = theirs.value / theirs.seconds;
    report.line(`${name} (${leaves} leaves), every leaf made`, `${fmtRate(ours)} vs chess.js ${fmtRate(theirRate)}: ${(ours / theirRate).toFixed(1)}x`);
    const bulk = bestRate(() => p.chess(depth, true), 1, 2);
    report.line(`${name}, bulk-counted last ply`, fmtRate(bulk));
  }

  const start = variant.initial();
  const dice = timeIt(() => variant.perft!(start, 4, { dice: true }));
  report.line('dice perft 4 from the start ((roll, move) pairs)', `${dice.value} in ${dice.seconds.toFixed(2)} s`);

  const api = bestRate(() => apiPerft3(variant, start, (s) => variant.applyChance(s as never, 11)));
  report.line('perft 3 via legalActions/apply, doubles (last ply counted)', fmtRate(api));
}

/**
 * Basic won endings at the top level: king and rook, and king and queen, against a lone king,
 * with each game's own pieces and board, the top level (as defined, no time cap) playing both
 * sides. Printed: plies to the win against the game's move limit (fifty moves each: 100 plies).
 * Dice Chess games run with several seeded dice sequences: a roll that leaves the rook hanging
 * can lose it, so the figure there is a rate.
 */
import type { BenchReport } from './run.js';
import { MAX_LEVEL, chooseMove } from '../packages/engine/src/ai/levels.js';
import { seededRandom } from '../packages/engine/src/core/random.js';
import { rollChance } from '../packages/engine/src/core/search-helpers.js';
import { loadVariant } from '../packages/engine/src/registry.js';

const LIMIT = 100;
/** Dice sequences per Dice Chess ending (AI_ENDGAME_RUNS; default 2 keeps the default bench short). */
const RUNS = Number(process.env['AI_ENDGAME_RUNS'] ?? 2);
const ENDINGS: [string, string, string, number][] = [
  ['dart', 'king and rook', '6/6/2k3/6/6/K4R[] w 0 1', 1],
  ['dart', 'king and rook', '6/3k2/6/6/1K4/5R[] w 0 1', 1],
  ['dagger', 'king and rook', '1/2/3/4/3/4/2k2/4/3/4/3/R1/K w - - 0 1', 1],
  ['dagger', 'king and queen', '1/2/3/4/3/4/2k2/4/3/4/3/Q1/K w - - 0 1', 1],
  ['dice', 'king and rook', '8/8/8/5k2/8/8/8/3RK3 w - - 0 1', RUNS],
  ['dice', 'king and queen', '8/8/8/5k2/8/8/8/3QK3 w - - 0 1', RUNS],
];

export async function run(report: BenchReport): Promise<void> {
  report.section(`Computer opponent: basic won endings, level ${MAX_LEVEL} on both sides`);
  report.line('limit', `${LIMIT} plies (the fifty-move rule of all three games)`);
  for (const [id, name, text, runs] of ENDINGS) {
    const v = await loadVariant(id);
    const results: string[] = [];
    let won = 0;
    for (let k = 0; k < runs; k++) {
      const dice = seededRandom(`ending:${text}:${k}`);
      let s = v.parsePosition(text);
      const side = v.toMove(s);
      let plies = 0;
      while (v.phase(s) !== 'over' && plies < LIMIT) {
        if (v.phase(s) === 'chance') {
          s = v.applyChance(s, rollChance(v, s, dice).outcome);
          continue;
        }
        s = v.apply(s, (await chooseMove(v, s, MAX_LEVEL, { noTimeLimit: true, rng: seededRandom(`${k}:${plies}`) })).best);
        plies++;
      }
      const win = v.phase(s) === 'over' && v.result(s)?.winner === side;
      if (win) won++;
      results.push(win ? `won in ${plies}` : v.phase(s) === 'over' ? `${v.result(s)!.reason} after ${plies}` : `not won in ${plies}`);
    }
    report.line(`${v.name}: ${name}`, `${won}/${runs} won (${results.join('; ')}) from ${text}`);
  }
}

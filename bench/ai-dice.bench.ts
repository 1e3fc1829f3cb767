/**
 * Dice Chess: the top level against a chess-strong player who ignores the dice (it plays the
 * best chess move among those its roll allows, looking at no future roll; see
 * dice-chess-player.ts). Colours alternate, the dice are seeded, the level plays by its node
 * budget with no time cap. A game still going at the ply cap is decided by material (a side a
 * piece ahead, 3 pawns or more, wins; else a draw), shown apart.
 *
 * Default: 4 games, level 6 with its node budget divided by 10 (printed). AI_DICE_FULL=1: 20
 * games, the level exactly as defined. AI_DICE_GAMES, AI_DICE_LEVEL and AI_DICE_DEPTH (the
 * chess player's plies, default 3) override.
 */
import type { BenchReport } from './run.js';
import { ChessPlayer } from './dice-chess-player.js';
import { MAX_LEVEL, chooseMove, levelSpec } from '../packages/engine/src/ai/levels.js';
import { search } from '../packages/engine/src/ai/search.js';
import { seededRandom } from '../packages/engine/src/core/random.js';
import { rollChance } from '../packages/engine/src/core/search-helpers.js';
import type { Side } from '../packages/engine/src/core/types.js';
import { loadVariant } from '../packages/engine/src/registry.js';
import type { DiceState } from '../packages/engine/src/variants/dice/state.js';
import { materialLead } from './util.js';

const FULL = process.env['AI_DICE_FULL'] === '1';
const GAMES = Number(process.env['AI_DICE_GAMES'] ?? (FULL ? 20 : 4));
const LEVEL = Number(process.env['AI_DICE_LEVEL'] ?? MAX_LEVEL);
const DEPTH = Number(process.env['AI_DICE_DEPTH'] ?? 3);
const DIVISOR = FULL ? 1 : 10;
const PLY_CAP = 200;
const MATERIAL_WIN = 3;


export async function run(report: BenchReport): Promise<void> {
  const v = await loadVariant('dice');
  const spec = levelSpec(LEVEL);
  report.section(`Dice Chess: level ${LEVEL} (${spec.name}) against a chess player who ignores the dice`);
  report.line('chess player', `alpha-beta ${DEPTH} plies + captures over plain chess moves, best move for the roll in hand`);
  report.line('level', DIVISOR === 1 ? `as defined (${spec.nodes} nodes, no time cap)` : `BENCH OVERRIDE: ${Math.round(spec.nodes / DIVISOR)} nodes a move (level: ${spec.nodes}); AI_DICE_FULL=1 for the level as defined`);
  report.line('games', `${GAMES}, colours alternating, seeded dice, ${PLY_CAP}-ply cap decided by material (>= ${MATERIAL_WIN} pawns wins)`);
  let win = 0, draw = 0, loss = 0, capped = 0, nodes = 0;
  const t0 = Date.now();
  for (let g = 0; g < GAMES; g++) {
    const seed = `dice-outsider:${g}`;
    const dice = seededRandom(`${seed}:dice`);
    const chess = new ChessPlayer(DEPTH, seededRandom(`${seed}:chess`));
    const rng = seededRandom(`${seed}:level`);
    const me: Side = g % 2 === 0 ? 'white' : 'black';
    let s = v.initial();
    let plies = 0;
    while (v.phase(s) !== 'over' && plies < PLY_CAP) {
      if (v.phase(s) === 'chance') {
        s = v.applyChance(s, rollChance(v, s, dice).outcome);
        continue;
      }
      let action: unknown;
      if (v.toMove(s) === me) {
        const c = DIVISOR === 1
          ? await chooseMove(v, s, LEVEL, { rng, noTimeLimit: true })
          : search(v, s, { ...(spec.depth !== undefined ? { depth: spec.depth } : {}), nodes: Math.round(spec.nodes / DIVISOR), noise: spec.noise, rng });
        nodes += c.nodes;
        action = c.best;
      } else action = chess.choose(s as DiceState);
      s = v.apply(s, action);
      plies++;
    }
    let winner: Side | null;
    if (v.phase(s) === 'over') winner = v.result(s)?.winner ?? null;
    else {
      capped++;
      const lead = materialLead(v, s);
      winner = lead >= MATERIAL_WIN ? 'white' : lead <= -MATERIAL_WIN ? 'black' : null;
    }
    if (winner === null) draw++;
    else if (winner === me) win++;
    else loss++;
    report.line(`game ${g + 1} (level plays ${me})`, `${winner === null ? 'draw' : winner === me ? 'level wins' : 'chess player wins'} after ${plies} plies${v.phase(s) === 'over' ? ` (${v.result(s)!.reason})` : ' (ply cap: material)'}`);
  }
  const score = (win + draw / 2) / GAMES;
  report.line('level W/D/L', `${win}/${draw}/${loss}${capped ? ` (${capped} at the ply cap)` : ''}: ${(100 * score).toFixed(0)}% for the level`);
  report.line('level nodes searched, wall time', `${nodes.toLocaleString('en')}, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

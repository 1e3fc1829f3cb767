/**
 * d4 d6 chess: a level against a player from outside the search, who always takes the best
 * immediate capture chance (odds-player.ts, the puzzles' odds ranking). Colours alternate, the
 * dice are seeded per game (`odds:<game>:dice`), the level plays by its node budget with no time
 * cap. A game still going at the ply cap is decided by the game's evaluation (3 pawns or more
 * ahead wins, else a draw), counted apart.
 *
 * Plays only when asked (AI_ODDS_GAMES), so that `npm run bench -- ai-outside` runs the Dice Chess match alone:
 * a level-6 game of d4 d6 chess takes minutes. Env: AI_ODDS_GAME (default d4d6), AI_ODDS_LEVEL (default 6), AI_ODDS_GAMES,
 * AI_ODDS_FROM (first game number, default 1). Each finished game is logged to stderr in the form
 * bench/ai-outside-tally.ts adds up ("ai outside: level L, game k: ...", tagged "odds <game>").
 */
import type { BenchReport } from './run.js';
import { eloOf, eloText } from './ai.bench.js';
import { OddsPlayer } from './odds-player.js';
import { chooseMove, levelSpec } from '../packages/engine/src/ai/levels.js';
import { seededRandom } from '../packages/engine/src/core/random.js';
import { rollChance } from '../packages/engine/src/core/search-helpers.js';
import type { Side } from '../packages/engine/src/core/types.js';
import { loadVariant } from '../packages/engine/src/registry.js';

const GAME = process.env['AI_ODDS_GAME'] ?? 'd4d6';
const LEVEL = Number(process.env['AI_ODDS_LEVEL'] ?? 6);
const GAMES = Number(process.env['AI_ODDS_GAMES'] ?? 0);
const FROM = Number(process.env['AI_ODDS_FROM'] ?? 1);
const PLY_CAP = 400;
const LEAD_WINS = 3;

export async function run(report: BenchReport): Promise<void> {
  const v = await loadVariant(GAME);
  const spec = levelSpec(LEVEL);
  report.section(`${v.name}: level ${LEVEL} (${spec.name}) against the best-immediate-capture-odds player`);
  if (GAMES <= 0) {
    report.line('skipped', 'set AI_ODDS_GAMES (and AI_ODDS_LEVEL, AI_ODDS_FROM) to play the match');
    return;
  }
  report.line('games', `${FROM}..${FROM + GAMES - 1}, colours alternating (odd games: level white), dice seeded "odds:<game>:dice", ${PLY_CAP}-decision cap by evaluation`);
  const t = { win: 0, draw: 0, loss: 0, unfinished: 0, adjudicated: 0 };
  const t0 = Date.now();
  for (let g = FROM; g < FROM + GAMES; g++) {
    const me: Side = g % 2 === 1 ? 'white' : 'black';
    const dice = seededRandom(`odds:${g}:dice`);
    const rng = seededRandom(`odds:${g}:level`);
    const odds = new OddsPlayer(seededRandom(`odds:${g}:player`));
    let s = v.initial();
    let plies = 0;
    while (v.phase(s) !== 'over' && plies < PLY_CAP) {
      if (v.phase(s) === 'chance') {
        s = v.applyChance(s, rollChance(v, s, dice).outcome);
        continue;
      }
      const action = v.toMove(s) === me ? (await chooseMove(v, s, LEVEL, { rng, noTimeLimit: true })).best : odds.choose(v, s);
      s = v.apply(s, action);
      plies++;
    }
    let winner: Side | null;
    let reason: string;
    if (v.phase(s) === 'over') {
      winner = v.result(s)?.winner ?? null;
      reason = v.result(s)!.reason;
    } else {
      t.unfinished++;
      const lead = v.evaluate ? v.evaluate(s) : 0; // for the side to move
      const mover = v.toMove(s);
      winner = lead >= LEAD_WINS ? mover : lead <= -LEAD_WINS ? (mover === 'white' ? 'black' : 'white') : null;
      reason = `decision cap, evaluation ${lead.toFixed(1)} for ${mover}`;
    }
    const res = winner === null ? 'draw' : winner === me ? 'win' : 'loss';
    t[res]++;
    process.stderr.write(`ai outside: level ${LEVEL}, game ${g}: ${res} (${v.phase(s) === 'over' ? 'played' : 'cap'}) as ${me}, ${plies} decisions, ${reason}, odds ${GAME}\n`);
    report.line(`game ${g} (level ${me})`, `${res === 'win' ? 'level wins' : res === 'loss' ? 'odds player wins' : 'draw'} after ${plies} decisions (${reason})`);
  }
  const e = eloOf(t);
  report.line('level W/D/L', `${t.win}/${t.draw}/${t.loss}${t.unfinished ? ` (${t.unfinished} at the cap)` : ''}: ${(100 * e.score).toFixed(1)}%, ${eloText(t)}`);
  report.line('wall time', `${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

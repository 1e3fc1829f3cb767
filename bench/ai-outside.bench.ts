/**
 * Dice Chess: a level against an outside engine, Stockfish (chess-strong, dice-naive; see
 * stockfish-player.ts): for each roll it plays its best chess move among those the roll allows
 * (`go depth 8 searchmoves ...`), taking a king when it can. Colours alternate, the dice are
 * seeded per game (`outside:<game>:dice`), the level plays by its node budget with no time cap
 * (reproducible; `npm run bench -- ai-time` checks the caps). A game still going at the ply cap
 * is decided by material (3 pawns or more ahead wins, else a draw), counted apart.
 *
 * Env: AI_OUTSIDE_LEVEL (default 4), AI_OUTSIDE_GAMES (default 4), AI_OUTSIDE_FROM (first game
 * number, default 1: a long match split over processes plays the same games), AI_OUTSIDE_DEPTH
 * (Stockfish's depth, default 8), STOCKFISH (its path). Each finished game is logged to stderr
 * ("ai outside: level L, game k: win|draw|loss ..."); `node --import tsx bench/ai-outside-tally.ts
 * <logs>` adds logged games up with an Elo interval.
 */
import type { BenchReport } from './run.js';
import { eloOf, eloText } from './ai.bench.js';
import { StockfishPlayer, findStockfish } from './stockfish-player.js';
import { chooseMove, levelSpec } from '../packages/engine/src/ai/levels.js';
import { seededRandom } from '../packages/engine/src/core/random.js';
import { rollChance } from '../packages/engine/src/core/search-helpers.js';
import type { AnyVariant, Side } from '../packages/engine/src/core/types.js';
import { loadVariant } from '../packages/engine/src/registry.js';
import { materialLead } from './util.js';

const LEVEL = Number(process.env['AI_OUTSIDE_LEVEL'] ?? 4);
const GAMES = Number(process.env['AI_OUTSIDE_GAMES'] ?? 4);
const FROM = Number(process.env['AI_OUTSIDE_FROM'] ?? 1);
const DEPTH = Number(process.env['AI_OUTSIDE_DEPTH'] ?? 8);
const PLY_CAP = 300;
const MATERIAL_WIN = 3;


export interface OutsideGame {
  winner: Side | null;
  plies: number;
  reason: string;
  capped: boolean;
  nodes: number;
  maxMoveMs: number;
  record: string[];
}

/** One game of a level against Stockfish; `game` numbers the seeds, `me` is the level's side. */
export async function playOutsideGame(v: AnyVariant, sf: StockfishPlayer, level: number, game: number, me: Side): Promise<OutsideGame> {
  const dice = seededRandom(`outside:${game}:dice`);
  const rng = seededRandom(`outside:${game}:level`);
  await sf.newGame();
  let s = v.initial();
  let plies = 0, nodes = 0, maxMoveMs = 0;
  const record: string[] = [];
  while (v.phase(s) !== 'over' && plies < PLY_CAP) {
    if (v.phase(s) === 'chance') {
      const roll = rollChance(v, s, dice).outcome;
      record.push(`(${String(roll)})`);
      s = v.applyChance(s, roll);
      continue;
    }
    let action: unknown;
    if (v.toMove(s) === me) {
      const t = Date.now();
      const c = await chooseMove(v, s, level, { rng, noTimeLimit: true });
      maxMoveMs = Math.max(maxMoveMs, Date.now() - t);
      nodes += c.nodes;
      action = c.best;
    } else action = await sf.choose(v, s);
    record.push(v.formatAction(s, action));
    s = v.apply(s, action);
    plies++;
  }
  if (v.phase(s) === 'over') {
    const r = v.result(s)!;
    return { winner: r.winner, plies, reason: r.reason, capped: false, nodes, maxMoveMs, record };
  }
  const lead = materialLead(v, s);
  const winner: Side | null = lead >= MATERIAL_WIN ? 'white' : lead <= -MATERIAL_WIN ? 'black' : null;
  return { winner, plies, reason: `ply cap, material ${lead > 0 ? '+' : ''}${lead}`, capped: true, nodes, maxMoveMs, record };
}

export async function run(report: BenchReport): Promise<void> {
  const path = findStockfish();
  report.section(`Dice Chess: level ${LEVEL} against Stockfish (depth ${DEPTH}, dice-naive)`);
  if (!path) {
    report.line('skipped', 'no stockfish binary (apt-get install -y stockfish, or STOCKFISH=path)');
    return;
  }
  if (GAMES <= 0) {
    report.line('skipped', 'AI_OUTSIDE_GAMES=0 (to play only the d4 d6 odds match)');
    return;
  }
  const v = await loadVariant('dice');
  const spec = levelSpec(LEVEL);
  const sf = await StockfishPlayer.start(path, DEPTH);
  report.line('level', `${spec.name}: ${spec.nodes} nodes a move, no time cap (cap ${spec.timeMs} ms checked by ai-time)`);
  report.line('games', `${FROM}..${FROM + GAMES - 1}, colours alternating (odd games: level white), dice seeded "outside:<game>:dice", ${PLY_CAP}-ply cap by material`);
  const t = { win: 0, draw: 0, loss: 0, unfinished: 0, adjudicated: 0 };
  const t0 = Date.now();
  let maxMoveMs = 0;
  try {
    for (let g = FROM; g < FROM + GAMES; g++) {
      const me: Side = g % 2 === 1 ? 'white' : 'black';
      const r = await playOutsideGame(v, sf, LEVEL, g, me);
      maxMoveMs = Math.max(maxMoveMs, r.maxMoveMs);
      const res = r.winner === null ? 'draw' : r.winner === me ? 'win' : 'loss';
      t[res]++;
      if (r.capped) t.unfinished++;
      process.stderr.write(`ai outside: level ${LEVEL}, game ${g}: ${res} (${r.capped ? 'cap' : 'played'}) as ${me}, ${r.plies} plies, ${r.reason}, depth ${DEPTH}\n`);
      if (process.env['AI_OUTSIDE_RECORDS']) process.stderr.write(`  record ${g}: ${r.record.join(' ')}\n`);
      report.line(`game ${g} (level ${me})`, `${res === 'win' ? 'level wins' : res === 'loss' ? 'Stockfish wins' : 'draw'} after ${r.plies} plies (${r.reason})`);
    }
  } finally {
    sf.quit();
  }
  const e = eloOf(t);
  report.line('level W/D/L', `${t.win}/${t.draw}/${t.loss}${t.unfinished ? ` (${t.unfinished} at the ply cap)` : ''}: ${(100 * e.score).toFixed(1)}%, ${eloText(t)}`);
  report.line('Stockfish moves asked / by the fallback', `${sf.asked} / ${sf.fallback}`);
  report.line('wall time, slowest level move', `${((Date.now() - t0) / 1000).toFixed(0)} s, ${maxMoveMs} ms`);
}

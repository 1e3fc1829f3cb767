/**
 * Computer opponent: strength shown, not claimed. For every game that has landed: search
 * speed (nodes/second), then each level's results over a fixed number of games against
 * random play and against the level below, colours alternating, dice seeded (every run plays
 * the same games). Levels play by node budget with no time cap, so results do not depend on
 * the machine. Games still going after MAX_PLIES decisions count as draws (shown apart); a
 * game whose result a computer side has proven, or that it sees as clearly decided, is
 * adjudicated (shown apart too) to leave time for more games.
 *
 * The whole ladder at full budgets takes long on two cores; by default each game gets an
 * allowance of CPU time (not wall time, so a busy machine skips no more), and games that do
 * not fit are listed as not played. AI_BENCH_FULL=1 plays them all; AI_BENCH_GAMES=n changes
 * the number of games per match.
 */
import type { BenchReport } from './run.js';
import { LEVELS, MAX_LEVEL, chooseMove } from '../packages/engine/src/ai/levels.js';
import { search } from '../packages/engine/src/ai/search.js';
import { VariantBoardError } from '../packages/engine/src/core/errors.js';
import { randomInt, seededRandom, type RandomSource } from '../packages/engine/src/core/random.js';
import { rollChance } from '../packages/engine/src/core/search-helpers.js';
import { VARIANT_IDS, type AnyVariant, type Side } from '../packages/engine/src/core/types.js';
import { loadVariant } from '../packages/engine/src/registry.js';

const FULL = process.env['AI_BENCH_FULL'] === '1';
const GAMES = Number(process.env['AI_BENCH_GAMES'] ?? 10);
const MAX_PLIES = 160;
/** CPU seconds of match play per game before the rest of its ladder is skipped (default run). */
const ALLOWANCE = 25;
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** A move, and for a computer player its score and forced result as it sees them. */
interface Played {
  action: unknown;
  score?: number;
  mate?: number;
}
type Player = (state: unknown) => Played | Promise<Played>;
/** A side whose own search sees it this many pawns ahead on three moves running is adjudicated the winner. */
const ADJUDICATE = 15;

async function landed(id: string): Promise<AnyVariant | null> {
  const v = await loadVariant(id);
  try {
    v.initial();
    return v;
  } catch (err) {
    if (err instanceof VariantBoardError && err.code === 'unknown-variant') return null;
    throw err;
  }
}

function randomPlayer(v: AnyVariant, rng: RandomSource): Player {
  return (s) => {
    const acts = v.legalActions(s);
    return { action: acts[randomInt(rng, acts.length)] };
  };
}

/** A level as it plays in the element (the top level uses the game's solver if it has one). */
function levelPlayer(v: AnyVariant, level: number, rng: RandomSource): Player {
  return async (s) => {
    const c = await chooseMove(v, s, level, { rng, noTimeLimit: true });
    return { action: c.best, score: c.score, ...(c.mate !== undefined ? { mate: c.mate } : {}) };
  };
}

interface Outcome {
  winner: Side | null;
  how: 'played' | 'adjudicated' | 'cap';
}

/**
 * Plays one game to its end, or until a computer side proves a forced result (or sees itself
 * ADJUDICATE pawns ahead or behind on three moves running), or to the ply cap (a draw). A loss
 * is only adjudicated when the other side is a computer too, which would find the win.
 */
async function playGame(v: AnyVariant, white: Player, black: Player, dice: RandomSource, computer: Record<Side, boolean>): Promise<Outcome> {
  let s = v.initial();
  const streak = { white: 0, black: 0 };
  for (let ply = 0; ply < MAX_PLIES; ) {
    const phase = v.phase(s);
    if (phase === 'over') return { winner: v.result(s)?.winner ?? null, how: 'played' };
    if (phase === 'chance') {
      s = v.applyChance(s, rollChance(v, s, dice).outcome);
      continue;
    }
    const side = v.toMove(s) as Side;
    const other: Side = side === 'white' ? 'black' : 'white';
    const p = await (side === 'white' ? white : black)(s);
    s = v.apply(s, p.action);
    ply++;
    if (p.mate !== undefined && (p.mate > 0 || computer[other])) return { winner: p.mate > 0 ? side : other, how: 'adjudicated' };
    if (p.score === undefined) continue;
    streak[side] = p.score >= ADJUDICATE ? Math.max(1, streak[side] + 1) : p.score <= -ADJUDICATE ? Math.min(-1, streak[side] - 1) : 0;
    if (streak[side] >= 3) return { winner: side, how: 'adjudicated' };
    if (streak[side] <= -3 && computer[other]) return { winner: other, how: 'adjudicated' };
  }
  return v.phase(s) === 'over' ? { winner: v.result(s)?.winner ?? null, how: 'played' } : { winner: null, how: 'cap' };
}

interface Tally {
  win: number;
  draw: number;
  loss: number;
  unfinished: number;
  adjudicated: number;
}

async function match(v: AnyVariant, level: number, opponent: number | 'random', games: number, until: number): Promise<Tally> {
  const t: Tally = { win: 0, draw: 0, loss: 0, unfinished: 0, adjudicated: 0 };
  for (let g = 0; g < games && cpuSeconds() < until; g++) {
    const seed = `${v.id}:${level}:${opponent}:${g}`;
    const me = levelPlayer(v, level, seededRandom(`${seed}:me`));
    const them = opponent === 'random' ? randomPlayer(v, seededRandom(`${seed}:them`)) : levelPlayer(v, opponent, seededRandom(`${seed}:them`));
    const mySide: Side = g % 2 === 0 ? 'white' : 'black';
    const computer: Record<Side, boolean> = { white: true, black: true };
    if (opponent === 'random') computer[mySide === 'white' ? 'black' : 'white'] = false;
    const dice = seededRandom(`${seed}:dice`);
    const r = await (mySide === 'white' ? playGame(v, me, them, dice, computer) : playGame(v, them, me, dice, computer));
    if (r.how === 'cap') t.unfinished++;
    if (r.how === 'adjudicated') t.adjudicated++;
    if (r.winner === null) t.draw++;
    else if (r.winner === mySide) t.win++;
    else t.loss++;
  }
  return t;
}

const played = (t: Tally) => t.win + t.draw + t.loss;
const fmt = (t: Tally) => {
  const n = played(t);
  const pct = n ? (100 * (t.win + t.draw / 2)) / n : 0;
  return `+${t.win} =${t.draw} -${t.loss} (${pct.toFixed(0)}%)${n < GAMES ? `, ${n} of ${GAMES} games (CPU allowance)` : ''}${t.adjudicated ? `, ${t.adjudicated} adjudicated` : ''}${t.unfinished ? `, ${t.unfinished} drawn at the ${MAX_PLIES}-ply cap` : ''}`;
};

/** Search speed from the start and two positions reached by random play. */
function speed(v: AnyVariant): number {
  let nodes = 0, ms = 0;
  for (const seed of [1, 2, 3]) {
    const rng = seededRandom(`speed:${seed}`);
    let s = v.initial();
    for (let i = 0; i < (seed - 1) * 12 && v.phase(s) !== 'over'; i++) {
      if (v.phase(s) === 'chance') s = v.applyChance(s, rollChance(v, s, rng).outcome);
      else s = v.apply(s, (randomPlayer(v, rng)(s) as Played).action);
    }
    while (v.phase(s) === 'chance') s = v.applyChance(s, rollChance(v, s, rng).outcome);
    if (v.phase(s) !== 'decision') continue;
    const t0 = cpuSeconds();
    const r = search(v, s, { nodes: 8_000, timeMs: 1500 });
    ms += (cpuSeconds() - t0) * 1000;
    nodes += r.nodes;
  }
  return ms > 0 ? (nodes / ms) * 1000 : 0;
}

export async function run(report: BenchReport): Promise<void> {
  report.section('Computer opponent: levels');
  report.line('each match', `${GAMES} games, colours alternating, seeded dice, ${MAX_PLIES}-ply cap = draw`);
  report.line('adjudication', `a computer side's proven result, or ±${ADJUDICATE} pawns in its own eyes on 3 moves running`);
  for (const spec of LEVELS) {
    report.line(`level ${spec.level} (${spec.name})`, `depth ${spec.depth ?? 'any'}, ${spec.nodes} nodes, noise ${spec.noise}${spec.solver ? ', solver if any' : ''}`);
  }
  for (const id of VARIANT_IDS) {
    const v = await landed(id);
    report.section(`Computer opponent: ${v?.name ?? id}`);
    if (!v) {
      report.line('not measured', 'the rules have not landed yet');
      continue;
    }
    report.line('search speed (CPU time)', `${Math.round(speed(v)).toLocaleString('en')} nodes/s`);
    const until = cpuSeconds() + ALLOWANCE;
    // The ladder first (each level against the one below), then each level against random
    // play: when the allowance runs out, what is left is the least informative part.
    const matches: [number, number | 'random'][] = [[1, 'random']];
    for (let level = 2; level <= MAX_LEVEL; level++) matches.push([level, level - 1]);
    for (let level = 2; level <= MAX_LEVEL; level++) matches.push([level, 'random']);
    for (const [level, opponent] of matches) {
      const label = `level ${level} vs ${opponent === 'random' ? 'random' : `level ${opponent}`}`;
      if (!FULL && cpuSeconds() >= until) {
        report.line(label, 'not played (CPU allowance; AI_BENCH_FULL=1 plays it)');
        continue;
      }
      const t0 = cpuSeconds();
      const t = await match(v, level, opponent, GAMES, FULL ? Infinity : until);
      const secs = cpuSeconds() - t0;
      report.line(label, `${fmt(t)}  [${secs.toFixed(1)} s CPU]`);
    }
  }
}

/**
 * Computer opponent: strength shown, not claimed. For every game that has landed: search
 * speed (nodes/second), then each level's results over a fixed number of games against
 * random play and against the level below, colours alternating, dice seeded (every run plays
 * the same games). Levels play by node budget with no time cap, so results do not depend on
 * the machine. Games still going after MAX_PLIES decisions count as draws (shown apart).
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

type Player = (state: unknown) => unknown | Promise<unknown>;

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
    return acts[randomInt(rng, acts.length)];
  };
}

/** A level as it plays in the element (the top level uses the game's solver if it has one). */
function levelPlayer(v: AnyVariant, level: number, rng: RandomSource): Player {
  return async (s) => (await chooseMove(v, s, level, { rng, noTimeLimit: true })).best;
}

/** Plays one game; returns the winner, null for a draw, 'unfinished' at the ply cap. */
async function playGame(v: AnyVariant, white: Player, black: Player, dice: RandomSource): Promise<Side | null | 'unfinished'> {
  let s = v.initial();
  for (let ply = 0; ply < MAX_PLIES; ) {
    const phase = v.phase(s);
    if (phase === 'over') return v.result(s)?.winner ?? null;
    if (phase === 'chance') {
      s = v.applyChance(s, rollChance(v, s, dice).outcome);
      continue;
    }
    s = v.apply(s, await (v.toMove(s) === 'white' ? white : black)(s));
    ply++;
  }
  return v.phase(s) === 'over' ? (v.result(s)?.winner ?? null) : 'unfinished';
}

interface Tally {
  win: number;
  draw: number;
  loss: number;
  unfinished: number;
}

async function match(v: AnyVariant, level: number, opponent: number | 'random', games: number, until: number): Promise<Tally> {
  const t: Tally = { win: 0, draw: 0, loss: 0, unfinished: 0 };
  for (let g = 0; g < games && cpuSeconds() < until; g++) {
    const seed = `${v.id}:${level}:${opponent}:${g}`;
    const me = levelPlayer(v, level, seededRandom(`${seed}:me`));
    const them = opponent === 'random' ? randomPlayer(v, seededRandom(`${seed}:them`)) : levelPlayer(v, opponent, seededRandom(`${seed}:them`));
    const mySide: Side = g % 2 === 0 ? 'white' : 'black';
    const r = await (mySide === 'white' ? playGame(v, me, them, seededRandom(`${seed}:dice`)) : playGame(v, them, me, seededRandom(`${seed}:dice`)));
    if (r === 'unfinished') t.unfinished++, t.draw++;
    else if (r === null) t.draw++;
    else if (r === mySide) t.win++;
    else t.loss++;
  }
  return t;
}

const played = (t: Tally) => t.win + t.draw + t.loss;
const fmt = (t: Tally) => {
  const n = played(t);
  const pct = n ? (100 * (t.win + t.draw / 2)) / n : 0;
  return `+${t.win} =${t.draw} -${t.loss} (${pct.toFixed(0)}%)${n < GAMES ? `, ${n} of ${GAMES} games (CPU allowance)` : ''}${t.unfinished ? `, ${t.unfinished} at the ${MAX_PLIES}-ply cap` : ''}`;
};

/** Search speed from the start and two positions reached by random play. */
function speed(v: AnyVariant): number {
  let nodes = 0, ms = 0;
  for (const seed of [1, 2, 3]) {
    const rng = seededRandom(`speed:${seed}`);
    let s = v.initial();
    for (let i = 0; i < (seed - 1) * 12 && v.phase(s) !== 'over'; i++) {
      if (v.phase(s) === 'chance') s = v.applyChance(s, rollChance(v, s, rng).outcome);
      else s = v.apply(s, randomPlayer(v, rng)(s));
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

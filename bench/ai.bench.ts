/**
 * Computer opponent: strength shown, not claimed. For every game, each level's
 * results over a fixed number of games against random play and against the level below,
 * in pairs from the same random opening moves with colours swapped, dice seeded (every run plays
 * the same games), and each level's search
 * speed (nodes per CPU second). Levels play by node budget with no time cap, so results do not
 * depend on the machine.
 *
 * A game still going at the ply cap is decided by the game's own static evaluation of the last
 * position: a side CAP_MARGIN pawns or more ahead wins, else it is a draw (counted apart, "c"); a
 * game whose result a computer side has proven, or that it sees as clearly decided, is
 * adjudicated (counted apart too, "a"). Each level's score against the level below gives an Elo
 * difference with a 95% interval, and their sum a ladder (level 1 = 0).
 *
 * Default run (about six minutes on two cores): every level and every game, with fewer games per
 * match for the costly levels, a shorter ply cap (80; d4 d6: 120), and a bench override that divides every
 * level's node budget (printed at the top; depths, noise and the solver stay as defined). The
 * games run in two child processes, one game (variant) each at a time.
 * AI_BENCH_FULL=1: the levels exactly as defined, 20 games per match, 160-ply cap (d4 d6: 320).
 * AI_BENCH_GAMES=n sets the number of games of every match; AI_BENCH_ONLY=dart,dice the games;
 * AI_BENCH_NO_RANDOM=1 skips the matches against random play; AI_BENCH_PARALLEL=n the processes;
 * AI_BENCH_LEVELS=5,6 measures only those levels (each against the level below); AI_BENCH_TOP_VS=3 adds
 * a match of the top level against that level (full mode: 20 games); AI_BENCH_FROM=k plays only games
 * k and on of each match and AI_BENCH_TO=m only those before m (a long match shared between processes).
 * Each finished game is logged to stderr, so a long run that is stopped still leaves its results.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchReport } from './run.js';
import { LEVELS, MAX_LEVEL, chooseMove, levelSpec, solvedChoice, type LevelSpec } from '../packages/engine/src/ai/levels.js';
import { search } from '../packages/engine/src/ai/search.js';
import { randomInt, seededRandom, type RandomSource } from '../packages/engine/src/core/random.js';
import { rollChance } from '../packages/engine/src/core/search-helpers.js';
import { VARIANT_IDS, type AnyVariant, type Side, type Solver } from '../packages/engine/src/core/types.js';
import { loadVariant } from '../packages/engine/src/registry.js';

const FULL = process.env['AI_BENCH_FULL'] === '1';
const GAMES_OVERRIDE = process.env['AI_BENCH_GAMES'] ? Number(process.env['AI_BENCH_GAMES']) : undefined;
/** Games per match, by the level being measured. */
const GAMES_BY_LEVEL: readonly number[] = FULL ? [20, 20, 20, 20, 20, 20] : [10, 10, 8, 6, 4, 4];
const gamesFor = (level: number) => GAMES_OVERRIDE ?? GAMES_BY_LEVEL[level - 1]!;
/**
 * Ply cap in decisions, by game. A d4 d6 turn is several decisions (piece and die, path, ...),
 * so it gets more.
 */
const PLY_CAP: Record<string, number> = FULL ? { d4d6: 320 } : { d4d6: 120 };
const plyCap = (id: string) => PLY_CAP[id] ?? (FULL ? 160 : 80);
/** Default run only: every level's node budget is divided by this, but never below NODE_FLOOR. */
const NODE_DIVISOR = FULL ? 1 : 25;
const NODE_FLOOR = 500;
const benchNodes = (spec: LevelSpec) => (NODE_DIVISOR === 1 ? spec.nodes : Math.max(NODE_FLOOR, Math.round(spec.nodes / NODE_DIVISOR)));
/** Child processes playing games at once. */
const PARALLEL = Number(process.env['AI_BENCH_PARALLEL'] ?? 2);
const ONLY = process.env['AI_BENCH_ONLY']?.split(',');
const NO_RANDOM = process.env['AI_BENCH_NO_RANDOM'] === '1';
const ONLY_LEVELS = process.env['AI_BENCH_LEVELS']?.split(',').map(Number);
const TOP_VS = process.env['AI_BENCH_TOP_VS'] ? Number(process.env['AI_BENCH_TOP_VS']) : undefined;
/**
 * Plays only games FROM.. of each match (the same games, seeds and colours as a whole run), so
 * one long match can be shared between processes and the logged games added up.
 */
const FROM = Number(process.env['AI_BENCH_FROM'] ?? 0);
const TO = Number(process.env['AI_BENCH_TO'] ?? Infinity);
/** Random decisions that open every game (the same for the two games of a pair). */
const OPENING_PLIES = 2;
/** At the ply cap, a side this many pawns ahead in the game's own evaluation wins. */
const CAP_MARGIN = 2;

/**
 * A side that sees itself this many pawns ahead on three moves running is adjudicated the winner
 * when its opponent, if a computer, agrees (sees itself that far behind on its last move). Trusting
 * the claimant alone favoured shallow searches, whose horizon makes them optimistic.
 */
const ADJUDICATE = 15;

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

/** Nodes searched and CPU seconds spent, per level. */
type Speed = Record<number, { nodes: number; secs: number }>;


function randomPlayer(v: AnyVariant, rng: RandomSource): Player {
  return (s) => {
    const acts = v.legalActions(s);
    return { action: acts[randomInt(rng, acts.length)] };
  };
}

/**
 * A level as it plays in the element (the top level uses the game's solver if it has one). With
 * the bench override, the same steps with the divided node budget.
 */
function levelPlayer(v: AnyVariant, level: number, rng: RandomSource, speed: Speed): Player {
  const spec = levelSpec(level);
  let solver: Solver<unknown> | null | undefined;
  return async (s) => {
    const t0 = cpuSeconds();
    let c: { best: unknown; score: number; mate?: number; nodes: number };
    if (NODE_DIVISOR === 1) {
      c = await chooseMove(v, s, level, { rng, noTimeLimit: true });
    } else {
      if (solver === undefined) solver = spec.solver && typeof v.solver === 'function' ? ((await v.solver()) as Solver<unknown>) : null;
      c = (solver && solvedChoice(v, s, solver)) ||
        search(v, s, { ...(spec.depth !== undefined ? { depth: spec.depth } : {}), nodes: benchNodes(spec), noise: spec.noise, rng, ...(solver ? { solver } : {}) });
    }
    const m = (speed[level] ??= { nodes: 0, secs: 0 });
    m.nodes += c.nodes;
    m.secs += cpuSeconds() - t0;
    return { action: c.best, score: c.score, ...(c.mate !== undefined ? { mate: c.mate } : {}) };
  };
}

interface Outcome {
  winner: Side | null;
  how: 'played' | 'adjudicated' | 'cap';
}

/**
 * Plays one game to its end, or until a computer side proves a forced result, or both sides agree
 * that one of them is ADJUDICATE pawns ahead (three moves running in the winner's eyes, the last
 * move in the loser's; against random play, the computer's own view), or to the ply cap.
 */
async function playGame(v: AnyVariant, white: Player, black: Player, dice: RandomSource, computer: Record<Side, boolean>, opening: RandomSource): Promise<Outcome> {
  let s = v.initial();
  // A few random decisions first, the same for both games of a pair (colours swapped): levels
  // without noise would otherwise play one and the same game again and again.
  for (let k = 0; k < OPENING_PLIES && v.phase(s) !== 'over'; ) {
    if (v.phase(s) === 'chance') {
      s = v.applyChance(s, rollChance(v, s, dice).outcome);
      continue;
    }
    const acts = v.legalActions(s);
    s = v.apply(s, acts[randomInt(opening, acts.length)]);
    k++;
  }
  const streak = { white: 0, black: 0 };
  for (let ply = 0, cap = plyCap(v.id); ply < cap; ) {
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
    const agreed = (winner: Side, loser: Side) => streak[winner] >= 3 && (!computer[loser] || streak[loser] <= -1);
    if (agreed(side, other)) return { winner: side, how: 'adjudicated' };
    if (agreed(other, side)) return { winner: other, how: 'adjudicated' };
  }
  if (v.phase(s) === 'over') return { winner: v.result(s)?.winner ?? null, how: 'played' };
  // The ply cap: the game's own evaluation of the last position decides.
  const e = v.evaluate ? v.evaluate(s) : 0;
  const mover = v.toMove(s) as Side;
  return { winner: e >= CAP_MARGIN ? mover : e <= -CAP_MARGIN ? (mover === 'white' ? 'black' : 'white') : null, how: 'cap' };
}

interface Tally {
  win: number;
  draw: number;
  loss: number;
  unfinished: number;
  adjudicated: number;
}

async function match(v: AnyVariant, level: number, opponent: number | 'random', games: number, speed: Speed): Promise<Tally> {
  const t: Tally = { win: 0, draw: 0, loss: 0, unfinished: 0, adjudicated: 0 };
  // The opponent level's searches are timed apart, so they do not blur the measured level's speed.
  const theirSpeed: Speed = {};
  for (let g = FROM; g < Math.min(games, TO); g++) {
    const seed = `${v.id}:${level}:${opponent}:${g}`;
    const me = levelPlayer(v, level, seededRandom(`${seed}:me`), speed);
    const them = opponent === 'random' ? randomPlayer(v, seededRandom(`${seed}:them`)) : levelPlayer(v, opponent, seededRandom(`${seed}:them`), theirSpeed);
    const mySide: Side = g % 2 === 0 ? 'white' : 'black';
    const computer: Record<Side, boolean> = { white: true, black: true };
    if (opponent === 'random') computer[mySide === 'white' ? 'black' : 'white'] = false;
    const pair = `${v.id}:${level}:${opponent}:${g >> 1}`;
    const dice = seededRandom(`${pair}:dice`);
    const opening = seededRandom(`${pair}:opening`);
    const r = await (mySide === 'white' ? playGame(v, me, them, dice, computer, opening) : playGame(v, them, me, dice, computer, opening));
    if (r.how === 'cap') t.unfinished++;
    if (r.how === 'adjudicated') t.adjudicated++;
    if (r.winner === null) t.draw++;
    else if (r.winner === mySide) t.win++;
    else t.loss++;
    if (opponent !== 'random') process.stderr.write(`ai bench: ${v.id} level ${level} vs ${opponent}, game ${g + 1}/${games}: ${r.winner === null ? 'draw' : r.winner === mySide ? 'win' : 'loss'} (${r.how}); so far ${fmt(t)}\n`);
  }
  return t;
}

/**
 * Elo difference from a match score, with a 95% interval (a score of 0 or 100% is pulled half a
 * game in, so that the estimate stays finite).
 */
export function eloOf(t: Tally): { score: number; elo: number; lo: number; hi: number } {
  const n = t.win + t.draw + t.loss;
  const score = (t.win + t.draw / 2) / n;
  // Spread as if every game were won or lost (draws only narrow it), around the score pulled
  // half a game towards 50%: an honest width even for a clean sweep.
  const pulled = (t.win + t.draw / 2 + 0.5) / (n + 1);
  const se = Math.sqrt((pulled * (1 - pulled)) / n);
  const clamp = (s: number) => Math.min(1 - 0.5 / n, Math.max(0.5 / n, s));
  const elo = (s: number) => 400 * Math.log10(clamp(s) / (1 - clamp(s)));
  // A clean sweep (or a clean loss) bounds the difference on one side only.
  return { score, elo: elo(score), lo: t.win + t.draw === 0 ? -Infinity : elo(score - 1.96 * se), hi: t.loss + t.draw === 0 ? Infinity : elo(score + 1.96 * se) };
}

/** An Elo difference with its sign, rounded; an unbounded side as ±∞. */
export const eloSign = (x: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+∞' : '-∞');

/** "Elo +89 [-18, +215]": the estimate and its 95% interval. */
export function eloText(t: Tally): string {
  const e = eloOf(t);
  return `Elo ${eloSign(e.elo)} [${eloSign(e.lo)}, ${eloSign(e.hi)}]`;
}

/** `W/D/L` with adjudicated (a) and ply-cap (c) counts when there are any. */
const fmt = (t: Tally) => {
  const extra = [t.adjudicated ? `${t.adjudicated}a` : '', t.unfinished ? `${t.unfinished}c` : ''].filter(Boolean).join(' ');
  return `${t.win}/${t.draw}/${t.loss}${extra ? ` (${extra})` : ''}`;
};

interface GameRows {
  id: string;
  name: string;
  rows: { level: number; games: number; random: Tally | null; below: Tally | null; nodesPerSec: number; cpu: number }[];
  /** The top level against level TOP_VS, when asked for. */
  top?: { vs: number; tally: Tally };
  cpu: number;
}

/** Every match of one game (runs in a child process in the parallel run). */
async function measureGame(id: string): Promise<GameRows> {
  const v = await loadVariant(id);
  const t0 = cpuSeconds();
  const speed: Speed = {};
  const rows: GameRows['rows'] = [];
  for (let level = 1; level <= MAX_LEVEL; level++) {
    if (ONLY_LEVELS && !ONLY_LEVELS.includes(level)) continue;
    const games = gamesFor(level);
    const c0 = cpuSeconds();
    const random = NO_RANDOM ? null : await match(v, level, 'random', games, speed);
    const below = level > 1 ? await match(v, level, level - 1, games, speed) : null;
    const m = speed[level];
    rows.push({ level, games, random, below, nodesPerSec: m && m.secs > 0 ? m.nodes / m.secs : 0, cpu: cpuSeconds() - c0 });
  }
  const top = TOP_VS !== undefined ? { vs: TOP_VS, tally: await match(v, MAX_LEVEL, TOP_VS, gamesFor(MAX_LEVEL), speed) } : undefined;
  return { id, name: v.name, rows, ...(top ? { top } : {}), cpu: cpuSeconds() - t0 };
}

/** Runs `measureGame(id)` in a child process (same Node, same loader flags). */
function measureInChild(id: string): Promise<GameRows> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, AI_BENCH_CHILD: id },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) reject(new Error(`ai bench child for ${id} exited with ${code}`));
      else resolve(JSON.parse(line) as GameRows);
    });
  });
}

function printGame(report: BenchReport, g: GameRows): void {
  report.section(`Computer opponent: ${g.name}`);
  report.line(`level (games per match), ${plyCap(g.id)}-ply cap`, 'vs random W/D/L'.padEnd(18) + 'vs level below W/D/L'.padEnd(24) + 'nodes/s'.padEnd(10) + 'CPU s');
  for (const r of g.rows) {
    const name = `${r.level} ${LEVELS[r.level - 1]!.name} (${r.games})`;
    const nps = r.nodesPerSec ? Math.round(r.nodesPerSec).toLocaleString('en') : 'solver';
    report.line(name, (r.random ? fmt(r.random) : '-').padEnd(18) + (r.below ? fmt(r.below) : '-').padEnd(24) + nps.padEnd(10) + r.cpu.toFixed(0));
  }
  // Elo: each level against the one below, and the ladder they add up to (level 1 = 0).
  let ladder = 0, spread = 0;
  for (const r of g.rows) {
    if (!r.below) continue;
    const e = eloOf(r.below);
    ladder += e.elo;
    spread = Math.hypot(spread, (e.hi - e.lo) / 2);
    report.line(`  Elo ${r.level} vs ${r.level - 1}`, `${eloSign(e.elo)} [${eloSign(e.lo)}, ${eloSign(e.hi)}] (score ${(100 * e.score).toFixed(0)}%); ladder: level ${r.level} = ${eloSign(ladder)} ± ${Number.isFinite(spread) ? Math.round(spread) : '∞'}`);
  }
  if (g.top) {
    const e = eloOf(g.top.tally);
    report.line(`  top level ${MAX_LEVEL} vs level ${g.top.vs}`, `${fmt(g.top.tally)}, score ${(100 * e.score).toFixed(0)}%, ${eloText(g.top.tally)}`);
  }
  report.line('CPU time for this game', `${g.cpu.toFixed(0)} s`);
}

export async function run(report: BenchReport): Promise<void> {
  const wall = Date.now();
  report.section('Computer opponent: levels');
  report.line('each match', `pairs of games from the same ${OPENING_PLIES} random opening decisions and dice, colours swapped; games per match by level: ${[1, 2, 3, 4, 5, 6].map(gamesFor).join(', ')}`);
  report.line('ply cap (decisions, per game, below)', `decided by the game's evaluation of the last position: ${CAP_MARGIN} pawns or more ahead wins, else a draw`);
  report.line('adjudication', `a computer side's proven result, or ${ADJUDICATE} pawns ahead in the winner's eyes on 3 moves running and behind in the loser's on its last (a computer loser must agree)`);
  report.line('table', 'W/D/L from the level\'s side; (Na) adjudicated, (Nc) decided at the ply cap; nodes per CPU second of the level\'s own searches');
  if (NODE_DIVISOR !== 1) {
    report.line('BENCH OVERRIDE', `node budgets divided by ${NODE_DIVISOR} (at least ${NODE_FLOOR}); AI_BENCH_FULL=1 plays the levels as defined`);
  }
  for (const spec of LEVELS) {
    const nodes = NODE_DIVISOR === 1 ? `${spec.nodes} nodes` : `${benchNodes(spec)} nodes here (level: ${spec.nodes})`;
    report.line(`level ${spec.level} (${spec.name})`, `depth ${spec.depth ?? 'any'}, ${nodes}, noise ${spec.noise}${spec.solver ? ', solver if any' : ''}`);
  }
  // Children finish in any order; results print in the games' order as soon as each is ready.
  const results = new Map<string, Promise<GameRows>>();
  // The costliest games start first, so the two processes finish close together.
  const COST_FIRST = ['dart', 'd4d6', 'dagger'];
  const ids = VARIANT_IDS.filter((id) => !ONLY || ONLY.includes(id));
  const queue = [...ids].sort((x, y) => rank(x) - rank(y));
  function rank(id: string) {
    const i = COST_FIRST.indexOf(id);
    return i < 0 ? COST_FIRST.length : i;
  }
  const slots: Promise<void>[] = [];
  const resolvers = new Map<string, (g: GameRows | Error) => void>();
  for (const id of ids) results.set(id, new Promise((res, rej) => resolvers.set(id, (g) => (g instanceof Error ? rej(g) : res(g)))));
  for (let k = 0; k < PARALLEL; k++) {
    slots.push((async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const done = resolvers.get(id)!;
        await measureInChild(id).then(done, (err: Error) => done(err));
      }
    })());
  }
  for (const id of ids) printGame(report, await results.get(id)!);
  await Promise.all(slots);
  report.line('wall time, all games', `${((Date.now() - wall) / 1000).toFixed(0)} s (${PARALLEL} processes)`);
}

// Child process: measure one game and print its rows as JSON.
const child = process.env['AI_BENCH_CHILD'];
if (child && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measureGame(child)));
}

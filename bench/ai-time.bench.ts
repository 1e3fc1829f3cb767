/**
 * Time caps: every level answers as the element's worker asks it (`answerAiRequest`: the game
 * rebuilt from its record, the level with its time cap, the top level with its solver), from
 * positions of seeded games between two level-3 players (starts, middlegames, endings). Printed
 * per game and level: the slowest and the mean answer in wall milliseconds against the level's
 * cap, and how many answers the cap cut short before the node budget was spent (on a fast
 * machine, none: the level plays as defined).
 *
 * AI_TIME_POSITIONS (default 6) positions per game; AI_TIME_LEVELS picks levels (e.g. 5,6).
 */
import type { BenchReport } from './run.js';
import { LEVELS } from '../packages/engine/src/ai/levels.js';
import { search } from '../packages/engine/src/ai/search.js';
import { answerAiRequest } from '../packages/engine/src/ai/service.js';
import { seededRandom } from '../packages/engine/src/core/random.js';
import { GameSession } from '../packages/engine/src/core/session.js';
import { loadVariant } from '../packages/engine/src/registry.js';

const POSITIONS = Number(process.env['AI_TIME_POSITIONS'] ?? 6);
const ONLY_LEVELS = process.env['AI_TIME_LEVELS']?.split(',').map(Number);
const GAMES = ['dart', 'dagger', 'dice', 'd4d6', 'sixstone'];

/** Records of positions met in a seeded game between two level-3 searches, spread over the game. */
function records(id: string, v: Awaited<ReturnType<typeof loadVariant>>): string[] {
  const session = new GameSession(v);
  const dice = seededRandom(`ai-time:${id}`);
  const out: string[] = [];
  const every = id === 'd4d6' ? 16 : 8;
  for (let decisions = 0; out.length < POSITIONS && decisions < 400; ) {
    const s = session.state;
    const phase = v.phase(s);
    if (phase === 'over') break;
    if (phase === 'chance') {
      session.roll(dice);
      continue;
    }
    if (decisions % every === 0) out.push(session.exportRecord());
    session.play(search(v, s, { depth: 3, nodes: 20_000 }).best);
    decisions++;
  }
  return out;
}

export async function run(report: BenchReport): Promise<void> {
  report.section('Computer opponent: answers against each level\'s time cap (wall ms, as the worker asks)');
  report.line('positions', `${POSITIONS} a game, from a seeded game between two level-3 searches`);
  report.line('game, level (cap)', 'slowest'.padEnd(10) + 'mean'.padEnd(10) + 'cut by the cap');
  for (const id of GAMES) {
    const v = await loadVariant(id);
    const recs = records(id, v);
    for (const spec of LEVELS) {
      if (ONLY_LEVELS && !ONLY_LEVELS.includes(spec.level)) continue;
      let slowest = 0, total = 0, cut = 0;
      for (const [k, record] of recs.entries()) {
        const t0 = performance.now();
        const r = await answerAiRequest({ id: k, variant: id, record, level: spec.level, seed: k });
        const ms = performance.now() - t0;
        if (!r.ok) throw new Error(`${id} level ${spec.level}: ${r.error.message}`);
        slowest = Math.max(slowest, ms);
        total += ms;
        // A search that stopped short of its budget and depth was cut by the cap.
        if (r.source === 'search' && r.nodes < spec.nodes && ms >= spec.timeMs * 0.95) cut++;
      }
      report.line(`${v.name}, level ${spec.level} (${spec.timeMs / 1000} s)`, `${Math.round(slowest)}`.padEnd(10) + `${Math.round(total / recs.length)}`.padEnd(10) + `${cut}/${recs.length}`);
    }
  }
}

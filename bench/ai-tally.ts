/**
 * Adds up the games the ladder bench logged (its stderr lines "ai bench: <game> level L vs M,
 * game k/n: win|draw|loss (played|adjudicated|cap)"), from any number of log files, so a match
 * split between processes (AI_BENCH_FROM) or stopped early still gives its figures: W/D/L with
 * adjudicated (a) and ply-cap (c) counts, the score and the Elo difference with its 95% interval.
 * A game logged twice (the same match and game number) counts once.
 *
 *   node --import tsx bench/ai-tally.ts .tmp/ladder/*.log
 */
import { readFileSync } from 'node:fs';
import { eloOf, eloText } from './ai.bench.js';

const LINE = /^ai bench: (\w+) level (\d+) vs (\d+), game (\d+)\/(\d+): (win|draw|loss) \((played|adjudicated|cap)\)/;
const games = new Map<string, Map<number, { result: string; how: string }>>();
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const match = `${m[1]} level ${m[2]} vs ${m[3]}`;
    const byGame = games.get(match) ?? new Map();
    byGame.set(Number(m[4]), { result: m[6]!, how: m[7]! });
    games.set(match, byGame);
  }
}
for (const [match, byGame] of [...games].sort()) {
  const t = { win: 0, draw: 0, loss: 0, unfinished: 0, adjudicated: 0 };
  for (const { result, how } of byGame.values()) {
    if (result === 'win') t.win++;
    else if (result === 'draw') t.draw++;
    else t.loss++;
    if (how === 'cap') t.unfinished++;
    if (how === 'adjudicated') t.adjudicated++;
  }
  const e = eloOf(t);
  console.log(`${match.padEnd(24)} ${byGame.size} games  ${t.win}/${t.draw}/${t.loss} (${t.adjudicated}a ${t.unfinished}c)  score ${(100 * e.score).toFixed(1)}%  ${eloText(t)}`);
}

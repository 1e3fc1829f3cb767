/**
 * Adds up the games the outside-engine bench logged (stderr lines "ai outside: level L, game k:
 * win|draw|loss (played|cap) ..."), from any number of log files: W/D/L per level, the score and
 * the Elo difference with its 95% interval. A game logged twice (same level and game) counts once;
 * AI_OUTSIDE_TAG picks lines whose text contains it (e.g. "depth 8").
 *
 *   node --import tsx bench/ai-outside-tally.ts /tmp/outside-*.log
 */
import { readFileSync } from 'node:fs';
import { eloOf, eloText } from './ai.bench.js';

const LINE = /^ai outside: level (\d+), game (\d+): (win|draw|loss) \((played|cap)\)/;
const byLevel = new Map<number, Map<number, { result: string; how: string }>>();
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const games = byLevel.get(Number(m[1])) ?? new Map();
    games.set(Number(m[2]), { result: m[3]!, how: m[4]! });
    byLevel.set(Number(m[1]), games);
  }
}
for (const [level, games] of [...byLevel].sort((a, b) => a[0] - b[0])) {
  const t = { win: 0, draw: 0, loss: 0, unfinished: 0, adjudicated: 0 };
  for (const { result, how } of games.values()) {
    t[result as 'win' | 'draw' | 'loss']++;
    if (how === 'cap') t.unfinished++;
  }
  const e = eloOf(t);
  console.log(`level ${level}: ${games.size} games  ${t.win}/${t.draw}/${t.loss} (${t.unfinished}c)  score ${(100 * e.score).toFixed(1)}%  ${eloText(t)}`);
}

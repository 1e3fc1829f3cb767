/**
 * `npm run puzzles -- [--seed S] [--games dart,dice] [--count N] [--minutes M] [--out DIR]`
 * Mines each game's puzzles by seeded self-play and writes `<out>/<id>.json`.
 * Run it under `nice`: it keeps one core busy for some minutes per game.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VARIANT_IDS, type VariantId } from '../core/types.js';
import { loadVariant } from '../registry.js';
import { minePuzzles } from './mine.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const seed = opt('seed', '16');
const count = Number(opt('count', '210'));
const minutes = Number(opt('minutes', '20'));
const out = resolve(opt('out', join(here, '../../../element/puzzles')));
const games = opt('games', VARIANT_IDS.join(',')).split(',') as VariantId[];
for (const g of games) if (!VARIANT_IDS.includes(g)) throw new Error(`--games: unknown game "${g}" (one of ${VARIANT_IDS.join(', ')})`);
if (!Number.isInteger(count) || count < 1) throw new Error(`--count: "${opt('count', '')}" is not a positive whole number`);

mkdirSync(out, { recursive: true });
for (const id of games) {
  const v = await loadVariant(id);
  const command = `npm run puzzles -- --seed ${seed} --games ${id} --count ${count}`;
  const file = await minePuzzles(v, { seed, count, command, maxSeconds: minutes * 60, log: (l) => console.error(l) });
  writeFileSync(join(out, `${id}.json`), JSON.stringify(file, null, 1) + '\n');
  console.log(`${id}: ${file.puzzles.length} puzzles from ${file.generated.positionsSeen} positions in ${file.generated.seconds} s -> ${join(out, `${id}.json`)}`);
}

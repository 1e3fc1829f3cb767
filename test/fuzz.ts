/**
 * `npm run fuzz [-- --actions N --seed S variant...]`: the invariants of
 * packages/engine/test/support/invariants.ts over a long seeded run (a million actions per
 * game by default), outside the normal test time. Exits non-zero at the first violation,
 * printing the seed of the failing game so it can be replayed.
 */
import { randomPlayout } from '../packages/engine/test/support/invariants.js';
import { seededRandom } from '../packages/engine/src/core/random.js';
import { VARIANT_IDS, type VariantOptions } from '../packages/engine/src/core/types.js';
import { loadVariant } from '../packages/engine/src/registry.js';

const argv = process.argv.slice(2);
const flag = (name: string, dflt: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv.splice(i, 2)[1]! : dflt;
};
const actionsPerGame = Number(flag('actions', '1000000'));
const baseSeed = flag('seed', 'fuzz');
const chosen = argv.length ? argv : [...VARIANT_IDS];

const configs = chosen.flatMap((id): { id: string; options: VariantOptions }[] =>
  id === 'd4d6' ? [{ id, options: {} }, { id, options: { rinoceronte: true } }] : [{ id, options: {} }],
);

let failed = false;
for (const { id, options } of configs) {
  const variant = await loadVariant(id);
  let actions = 0, games = 0;
  const t0 = Date.now();
  while (actions < actionsPerGame) {
    const seed = `${baseSeed}-${id}-${games}`;
    try {
      actions += randomPlayout(variant, seededRandom(seed), { options, maxPlies: 400 }).events;
    } catch (err) {
      console.error(`${id}: invariant broken in game seed "${seed}":\n${(err as Error).stack}`);
      failed = true;
      break;
    }
    games++;
  }
  const s = (Date.now() - t0) / 1000;
  console.log(`${id}${Object.keys(options).length ? ' ' + JSON.stringify(options) : ''}: ${actions} actions in ${games} games, ${s.toFixed(1)} s, ok=${!failed}`);
  if (failed) break;
}
process.exitCode = failed ? 1 : 0;

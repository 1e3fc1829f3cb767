/**
 * `npm run fuzz [-- --actions N --links N --seed S variant... post]`: the invariants of
 * packages/engine/test/support/invariants.ts over a long seeded run (a million actions per
 * game by default), outside the normal test time. Exits non-zero at the first violation,
 * printing the seed of the failing game so it can be replayed. `post` (on by default) reads and
 * fully verifies --links mutated play-by-post links (100,000 by default): each must verify as
 * an older link of the same game or fail with a PostError, nothing else.
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
const links = Number(flag('links', '100000'));
const chosen = argv.length ? argv : [...VARIANT_IDS, 'post'];
const fuzzPost = chosen.includes('post');

const configs = chosen.filter((id) => id !== 'post').flatMap((id): { id: string; options: VariantOptions }[] =>
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
if (fuzzPost && !failed) {
  const { playByPost } = await import('../packages/engine/test/support/post-play.js');
  const { mutateLink } = await import('../packages/engine/test/support/post-mutate.js');
  const { PostError, decodeLink, encodeLink, verifyTranscript } = await import('../packages/engine/src/post/index.js');
  const t0 = Date.now();
  const rng = seededRandom(`${baseSeed}-post`);
  const games = await Promise.all((['dice', 'd4d6'] as const).map((id) => playByPost(id, { posts: 12, seed: `${baseSeed}-${id}` })));
  let verified = 0, refused = 0;
  for (let i = 0; i < links && !failed; i++) {
    const link = encodeLink(games[i % games.length]!.transcript);
    const m = mutateLink(link, rng);
    try {
      await verifyTranscript(decodeLink(m));
      const posts = m.split('~');
      if (posts.join('~') !== link.split('~').slice(0, posts.length).join('~')) throw new Error('a changed link verified');
      verified++;
    } catch (err) {
      if (err instanceof PostError) refused++;
      else {
        console.error(`post: mutation ${i} of seed "${baseSeed}-post" threw ${(err as Error).stack}\n${m}`);
        failed = true;
      }
    }
  }
  console.log(`post: ${links} mutated links, ${refused} refused with a PostError, ${verified} verified as older links, ${((Date.now() - t0) / 1000).toFixed(1)} s, ok=${!failed}`);
}
process.exitCode = failed ? 1 : 0;

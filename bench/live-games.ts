/**
 * Signed play-by-post games for the live relay's bench, made before anything is timed: each game
 * is replayed once, post after post (PostDraft would replay the whole game again for each post),
 * with each seat's hash chain worked out once. Moves are seeded random ones that avoid captures
 * where they can, so that games last. Every link of a game is a start of its last one (cut at a
 * `~`), so only the last link is kept, in a file under the system's temporary directory that a
 * later run reads again.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeLink, newSeat, signText, CHAIN_LENGTH, chainStep, POST_VERSION, type Post, type PostHeader, type Seat } from '../packages/engine/src/post/index.js';
import { PostReplay } from '../packages/engine/src/post/replay.js';
import { postBody, signedText } from '../packages/engine/src/post/transcript.js';
import { randomBytes } from '../packages/engine/src/post/bytes.js';
import { randomInt, seededRandom } from '../packages/engine/src/core/random.js';
import type { Side } from '../packages/engine/src/core/types.js';

/** h(0) (the seed) up to h(N) (the head): value k of the engine's chainValue is chain[N - k]. */
async function chainOf(seat: Seat): Promise<Uint8Array[]> {
  const chain: Uint8Array[] = [seat.seed.slice(0, 16)];
  for (let i = 0; i < CHAIN_LENGTH; i++) chain.push(await chainStep(chain[i]!));
  return chain;
}

/** One Dice Chess game of up to `posts` posts; its last link. */
export async function makeGame(posts: number, seed: string): Promise<string> {
  const rng = seededRandom(seed);
  const seats = { white: await newSeat(), black: await newSeat() } as Record<Side, Seat>;
  const chains = { white: await chainOf(seats.white), black: await chainOf(seats.black) };
  const value = (side: Side, k: number) => chains[side][CHAIN_LENGTH - k]!;
  const header: PostHeader = { version: POST_VERSION, variant: 'dice', options: '', position: '', starter: 'white', nonce: randomBytes(12) };
  const replay = await PostReplay.open(header);
  const done: Post[] = [];
  const rollAll = async (events: string[]) => {
    while (!replay.over && replay.variant.phase(replay.state) === 'chance' && replay.canRoll()) {
      const roll = await replay.roll();
      await replay.event(roll);
      events.push(roll);
    }
  };
  for (let seq = 0; seq < posts && !replay.over; seq++) {
    const side = replay.authorOf(seq);
    const seat = seats[side];
    const fields: Omit<Post, 'sig' | 'events'> = seq === 0
      ? { key: seat.publicKey, commit: value(side, 0) }
      : seq === 1
        ? { key: seat.publicKey, commit: value(side, 0), reveal: value(side, 1) }
        : { reveal: value(side, (replay.players[side]?.reveals ?? 0) + 1) };
    await replay.begin(fields);
    const events: string[] = [];
    await rollAll(events);
    while (!replay.over && replay.canAct(side)) {
      const v = replay.variant;
      const moves = v.legalActions(replay.state).map((a: unknown) => v.formatAction(replay.state, a));
      const quiet = moves.filter((m: string) => !m.includes('x'));
      const pool = quiet.length ? quiet : moves;
      const move = pool[randomInt(rng, pool.length)]!;
      await replay.event(move);
      events.push(move);
      await rollAll(events);
    }
    const body = { ...fields, events };
    const sig = await signText(seat.keys.privateKey, signedText(replay.hash, seq, postBody(body, seq)));
    const post: Post = { ...body, sig };
    await replay.end(post);
    done.push(post);
  }
  return encodeLink({ header, posts: done });
}

/** `count` games of up to `posts` posts (their last links), from the cache file when it has them. */
export async function benchGames(count: number, posts: number, progress: (made: number) => void): Promise<string[]> {
  const file = join(tmpdir(), `variant-board-live-bench-${count}x${posts}.json`);
  // A cache of at least as many games of at least as many posts serves too (the first links of each).
  const caches = readdirSync(tmpdir()).map((name) => /^variant-board-live-bench-(\d+)x(\d+)\.json$/.exec(name)).filter((m) => m && Number(m[1]) >= count && Number(m[2]) >= posts);
  for (const m of caches) {
    const games = JSON.parse(readFileSync(join(tmpdir(), m![0]), 'utf8')) as string[];
    if (Array.isArray(games) && games.length >= count) return games.slice(0, count).map((last) => linkAt(last, posts));
  }
  const games: string[] = [];
  for (let i = 0; i < count; i++) {
    games.push(await makeGame(posts, `live-bench-${i}`));
    if ((i + 1) % 50 === 0) progress(i + 1);
  }
  writeFileSync(file, JSON.stringify(games));
  return games;
}

/** The link of a game's first `n` posts: its last link cut before the post after them. */
export function linkAt(last: string, n: number): string {
  let at = -1;
  for (let i = 0; i <= n; i++) {
    at = last.indexOf('~', at + 1);
    if (at < 0) return last;
  }
  return last.slice(0, at);
}

/** Plays play-by-post games between two seats through the API, for tests and fixtures. */
import { PostDraft, newSeat, type Seat, type Transcript, encodeLink, decodeLink } from '../../src/post/index.js';
import { randomInt, seededRandom, type RandomSource } from '../../src/core/random.js';
import type { Side, VariantId, VariantOptions } from '../../src/core/types.js';

export interface PlayedGame {
  transcript: Transcript;
  seats: Record<Side, Seat>;
  links: string[];
}

/**
 * Two players pass links back and forth until `posts` posts are written (or the game ends):
 * each opens the link they got (decodeLink), takes their turn with seeded random moves, and
 * sends the new link.
 */
export async function playByPost(
  variant: VariantId,
  opts: { starter?: Side; posts: number; seed?: string; options?: VariantOptions; pick?: (moves: string[], rng: RandomSource) => string },
): Promise<PlayedGame> {
  const rng = seededRandom(opts.seed ?? 'post');
  const starter = opts.starter ?? 'white';
  const other: Side = starter === 'white' ? 'black' : 'white';
  const seats = { [starter]: await newSeat(), [other]: await newSeat() } as Record<Side, Seat>;
  const pick = opts.pick ?? ((moves: string[], r: RandomSource) => moves[randomInt(r, moves.length)]!);
  const playOut = async (draft: PostDraft) => {
    while (!draft.done) {
      const s = draft.session;
      const v = s.variant;
      const moves = v.legalActions(s.state).map((a: unknown) => v.formatAction(s.state, a));
      await draft.play(pick(moves, rng));
    }
    return draft.finish();
  };
  let t = await playOut(await PostDraft.startGame({ variant, side: starter, options: opts.options }, seats[starter]));
  const links = [encodeLink(t)];
  for (let seq = 1; seq < opts.posts; seq++) {
    const received = decodeLink(links.at(-1)!);
    const side = seq % 2 === 0 ? starter : other;
    const draft = await PostDraft.takeTurn(received, seats[side]);
    t = await playOut(draft);
    links.push(encodeLink(t));
    if (draft.session.variant.phase(draft.session.state) === 'over') break;
  }
  return { transcript: t, seats, links };
}

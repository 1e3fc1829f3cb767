/**
 * `variant-board verify FILE|- [--known FILE]`: checks a play-by-post game, saved as a record or
 * as its link, post by post. Exit 0 when every roll, move and signature verifies; 1 naming the
 * first that does not (or, with --known, when FILE is an older link of the known game or
 * rewrites it); 2 for a usage error.
 */
import { CliUsageError, flagString, parseArgs } from '../args.js';
import type { CliIO } from '../io.js';
import { decodeLink } from '../../post/link.js';
import { isPostRecord, readPostRecord } from '../../post/record.js';
import { checkFreshness, verifyTranscript } from '../../post/verify.js';
import type { Transcript } from '../../post/transcript.js';

function readGame(text: string): Transcript {
  return isPostRecord(text) || /^\s*\[/.test(text) ? readPostRecord(text) : decodeLink(text);
}

export async function verifyCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, ['known']);
  const file = args.positionals[0];
  if (!file) throw new CliUsageError('missing file');
  const text = file === '-' ? await io.readStdin() : await io.readFile(file);
  const t = readGame(text);
  const game = await verifyTranscript(t);
  const knownFile = flagString(args, 'known');
  if (knownFile !== undefined) {
    const known = readGame(await io.readFile(knownFile));
    await verifyTranscript(known);
    checkFreshness(known, t);
  }
  io.out(`${game.variant.name}, game ${game.gameId.slice(0, 16)}: ${game.posts} posts, ${game.rolls} rolls, ${game.moves} moves`);
  io.out(`White's key ${game.players.white?.slice(0, 16) ?? '(not joined)'}..., Black's key ${game.players.black?.slice(0, 16) ?? '(not joined)'}...`);
  io.out(game.result ? `Result: ${game.result.text}` : `Next to post: ${game.next === 'white' ? 'White' : 'Black'}`);
  io.out('Every roll, move and signature verified.');
  return 0;
}

import { GameSession } from '../../core/session.js';
import { loadVariant } from '../../registry.js';
import { CliUsageError, parseArgs } from '../args.js';
import type { CliIO } from '../io.js';

/**
 * Replays a game record, checking every token. The record's [Variant] tag may be left out
 * since the command names the variant.
 */
export async function replayCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, []);
  const [id, file] = args.positionals;
  if (!id || !file) throw new CliUsageError('missing variant or file');
  const variant = await loadVariant(id);
  let text = file === '-' ? await io.readStdin() : await io.readFile(file);
  if (!/^\s*\[Variant\s/m.test(text)) text = `[Variant "${variant.id}"]\n${text}`;
  const session = GameSession.fromRecord(variant, text);
  const result = session.result();
  io.out(`${session.events.length} events replayed`);
  io.out(`Position: ${variant.formatPosition(session.state)}`);
  io.out(`Result: ${result ? result.text : 'game in progress'}`);
  return 0;
}

/**
 * Game records: a PGN-like text that any variant can read and write.
 *
 *   [Variant "dice"]
 *   [Options "rinoceronte=true"]      (only when options differ from the defaults)
 *   [Position "<position text>"]      (only when the game did not start from the start position)
 *   [Result "1-0"]                    (informative; the replay computes its own)
 *   1. 66 e4 23 Nc6 2. 34 Bc4 ...
 *
 * The body is a list of whitespace-separated tokens. At a chance point a token is a dice
 * outcome (`parseChance`), at a decision point an action (`parseAction`). Move numbers
 * (`12.` or `12...`) and a final result token (`1-0`, `0-1`, `1/2-1/2`, `*`) are skipped.
 * Comments (`{...}`, `;` to end of line), the arrows and marks inside them, and side lines in
 * parentheses are described in `record-tree.ts`.
 *
 * This module writes records and replays tokens; `record-read.ts` reads record text.
 */
import type { AnyVariant, VariantOptions } from './types.js';
import type { RecordEvent, RecordNode } from './record-tree.js';
import { stepToken, writeBody } from './record-tree.js';

export type { RecordEvent } from './record-tree.js';

export interface GameRecord {
  readonly variant: string;
  readonly options: VariantOptions;
  /** Start position text, or undefined for the variant's start position. */
  readonly position?: string;
  readonly events: readonly RecordEvent[];
  readonly tags: Readonly<Record<string, string>>;
  /**
   * The annotated tree, when there is one: `path` holds the nodes of `events` (the main line
   * to write); comments, marks and the side lines branching off it come from the nodes.
   */
  readonly tree?: { readonly root: RecordNode<unknown>; readonly path: readonly RecordNode<unknown>[] };
}

// Options are written and read by options.ts (kept apart: a board's attributes need them without records).
export { formatOptions, parseOptions } from './options.js';
import { formatOptions } from './options.js';

/**
 * Replays tokens from a state, checking each. Returns every intermediate state.
 * Throws RecordError naming the first token that does not fit (with its index).
 */
export function replayTokens<S>(
  variant: AnyVariant,
  start: S,
  tokens: readonly string[],
): { states: S[]; events: RecordEvent[] } {
  const states: S[] = [start];
  const events: RecordEvent[] = [];
  let state = start;
  tokens.forEach((token, index) => {
    const step = stepToken(variant, state, token, index);
    state = step.state;
    events.push(step.event);
    states.push(state);
  });
  return { states, events };
}

/** Writes a record; a new line every `perLine` main-line events keeps long games readable. */
export function formatRecord(record: GameRecord, perLine = 12): string {
  const head: string[] = [`[Variant "${record.variant}"]`];
  const opts = formatOptions(record.options);
  if (opts) head.push(`[Options "${opts}"]`);
  if (record.position) head.push(`[Position "${record.position.replace(/(["\\])/g, '\\$1')}"]`);
  for (const [k, v] of Object.entries(record.tags)) {
    if (k === 'Variant' || k === 'Options' || k === 'Position') continue;
    head.push(`[${k} "${v.replace(/(["\\])/g, '\\$1')}"]`);
  }
  let body: string;
  if (record.tree) body = writeBody(record.tree.root, record.tree.path, perLine);
  else {
    const lines: string[] = [];
    for (let i = 0; i < record.events.length; i += perLine) {
      lines.push(record.events.slice(i, i + perLine).map((e) => e.notation).join(' '));
    }
    body = lines.join('\n');
  }
  return `${head.join('\n')}\n\n${body}\n`;
}

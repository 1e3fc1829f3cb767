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
 * parentheses are read by `record-tree.ts`; the plain token list here skips them.
 */
import { RecordError } from './errors.js';
import type { AnyVariant, VariantOptions } from './types.js';
import type { RecordEvent, RecordNode } from './record-tree.js';
import { mainLineTokens, stepToken, writeBody } from './record-tree.js';

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
import { formatOptions, parseOptions } from './options.js';

/** Splits record text into header tags and the body text after them. */
export function splitRecord(text: string): { tags: Record<string, string>; body: string } {
  const tags: Record<string, string> = {};
  const body = text.replace(/^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/gm, (_, name: string, value: string) => {
    tags[name] = value.replace(/\\(.)/g, '$1');
    return '';
  });
  return { tags, body };
}

/** Splits record text into header tags and main-line tokens (comments and side lines skipped). */
export function tokenizeRecord(text: string): { tags: Record<string, string>; tokens: string[] } {
  const { tags, body } = splitRecord(text);
  return { tags, tokens: mainLineTokens(body) };
}

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

/** Reads the header of a record; `body` is the text after the tags. */
export function parseRecord(text: string): { record: GameRecord; tokens: string[]; body: string } {
  const { tags, body } = splitRecord(text);
  const variant = tags['Variant'];
  if (!variant) throw new RecordError(text.slice(0, 20), 'a [Variant "..."] tag');
  return {
    record: {
      variant,
      options: tags['Options'] ? parseOptions(tags['Options']) : {},
      position: tags['Position'],
      events: [],
      tags,
    },
    tokens: mainLineTokens(body),
    body,
  };
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

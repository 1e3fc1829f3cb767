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
 * (`12.` or `12...`), comments in braces and `;` to end of line, and a final result token
 * (`1-0`, `0-1`, `1/2-1/2`, `*`) are skipped.
 */
import { RecordError, VariantBoardError } from './errors.js';
import type { AnyVariant, VariantOptions } from './types.js';

export type RecordEvent =
  | { readonly kind: 'action'; readonly notation: string }
  | { readonly kind: 'chance'; readonly notation: string };

export interface GameRecord {
  readonly variant: string;
  readonly options: VariantOptions;
  /** Start position text, or undefined for the variant's start position. */
  readonly position?: string;
  readonly events: readonly RecordEvent[];
  readonly tags: Readonly<Record<string, string>>;
}

const RESULT_TOKENS = new Set(['1-0', '0-1', '1/2-1/2', '½-½', '*']);

export function formatOptions(options: VariantOptions): string {
  return Object.entries(options)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
}

export function parseOptions(text: string): VariantOptions {
  const out: Record<string, string | number | boolean> = {};
  for (const part of text.split(/[,;\s]+/).filter(Boolean)) {
    const m = /^([A-Za-z][\w-]*)(?:=(.*))?$/.exec(part);
    if (!m) throw new RecordError(part, 'an option as name=value');
    const raw = m[2];
    out[m[1]!] =
      raw === undefined || raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return out;
}

/** Splits record text into header tags and body tokens. */
export function tokenizeRecord(text: string): { tags: Record<string, string>; tokens: string[] } {
  const tags: Record<string, string> = {};
  const tokens: string[] = [];
  const withoutTags = text.replace(/^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/gm, (_, name: string, value: string) => {
    tags[name] = value.replace(/\\(.)/g, '$1');
    return '';
  });
  const body = withoutTags.replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ');
  for (let raw of body.split(/\s+/)) {
    if (!raw) continue;
    const num = /^\d+\.+/.exec(raw);
    if (num) raw = raw.slice(num[0].length); // "12." or "12...e5"
    if (!raw || RESULT_TOKENS.has(raw)) continue;
    tokens.push(raw);
  }
  return { tags, tokens };
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
    const phase = variant.phase(state);
    try {
      if (phase === 'over') throw new RecordError(token, 'nothing: the game is already over', index);
      if (phase === 'chance') {
        const outcome = variant.parseChance(state, token);
        state = variant.applyChance(state, outcome);
        events.push({ kind: 'chance', notation: token });
      } else {
        const action = variant.parseAction(state, token);
        const notation = variant.formatAction(state, action);
        state = variant.apply(state, action);
        events.push({ kind: 'action', notation });
      }
    } catch (err) {
      if (err instanceof RecordError && err.index !== undefined) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      const e = new RecordError(token, `a ${phase === 'chance' ? 'dice roll' : 'legal move'} (token ${index + 1}: ${reason})`, index);
      if (err instanceof VariantBoardError) (e as { cause?: unknown }).cause = err;
      throw e;
    }
    states.push(state);
  });
  return { states, events };
}

export function parseRecord(text: string): { record: GameRecord; tokens: string[] } {
  const { tags, tokens } = tokenizeRecord(text);
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
    tokens,
  };
}

/** Writes a record; a new line every `perLine` events keeps long games readable. */
export function formatRecord(record: GameRecord, perLine = 12): string {
  const head: string[] = [`[Variant "${record.variant}"]`];
  const opts = formatOptions(record.options);
  if (opts) head.push(`[Options "${opts}"]`);
  if (record.position) head.push(`[Position "${record.position.replace(/(["\\])/g, '\\$1')}"]`);
  for (const [k, v] of Object.entries(record.tags)) {
    if (k === 'Variant' || k === 'Options' || k === 'Position') continue;
    head.push(`[${k} "${v.replace(/(["\\])/g, '\\$1')}"]`);
  }
  const lines: string[] = [];
  for (let i = 0; i < record.events.length; i += perLine) {
    lines.push(record.events.slice(i, i + perLine).map((e) => e.notation).join(' '));
  }
  return `${head.join('\n')}\n\n${lines.join('\n')}\n`;
}

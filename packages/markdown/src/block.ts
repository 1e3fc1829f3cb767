/**
 * Reading the text of a `variant-board` block: one `key: value` per line. No game knowledge
 * here; `board.ts` checks the values against the engine.
 *
 *   variant: dice
 *   moves: 1. 66 e4 23 Nc6        later lines that are not `key:` lines continue `moves`
 *     2. 34 Bc4 45 Rb8
 *   record: |                     or: a whole game record, indented under `record: |`
 *     [Variant "dice"]
 *     1. 66 e4 {a comment: kept} 23 Nc6
 *   caption: After two moves
 */
import { VariantBoardBlockError } from './errors.js';
import type { BlockLocation } from './errors.js';

/** The element's attributes a block may set, in the order they are written on the element. */
export const ATTRIBUTE_KEYS = [
  'variant', 'position', 'moves', 'ply', 'options', 'orientation', 'readonly', 'arrows', 'highlights', 'roll',
  'seed', 'coordinates', 'players', 'level', 'hints', 'sharing', 'controls', 'analysis',
] as const;
/** Keys about the figure around the board rather than the board. */
export const FIGURE_KEYS = ['caption', 'id', 'class'] as const;
/** `record` is another way to write `moves` (a whole game record, indented). */
export const KEYS: readonly string[] = [...ATTRIBUTE_KEYS, 'record', ...FIGURE_KEYS];

export type BlockKey = (typeof ATTRIBUTE_KEYS)[number] | (typeof FIGURE_KEYS)[number];

export interface BlockEntry {
  readonly value: string;
  /** Line in the block of the key (1-based). */
  readonly line: number;
  /** Every line the value was read from (moves and records span several), with its text. */
  readonly lines: readonly { readonly line: number; readonly text: string }[];
}

export type ParsedBlock = ReadonlyMap<BlockKey, BlockEntry>;

const KEY_LINE = /^([A-Za-z][\w-]*)[ \t]*:(?:[ \t]+(.*?)|[ \t]*)$/;

/** Parses a block's text. Throws VariantBoardBlockError naming the line for bad syntax. */
export function parseBlock(text: string, where: BlockLocation = {}): ParsedBlock {
  const found = new Map<BlockKey, { value: string[]; line: number; lines: { line: number; text: string }[] }>();
  const fail = (reason: string, line: number, source: string, key?: string): never => {
    throw new VariantBoardBlockError(reason, { blockLine: line, source, ...(key ? { key } : {}) }, where);
  };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  /** The key whose value later non-key lines continue: only `moves` (and `record: |`). */
  let open: { key: 'moves'; indented: boolean } | null = null;

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const n = i + 1;
    const trimmed = raw.trim();
    // Inside `record: |`: blank or indented lines belong to the record, verbatim.
    if (open?.indented) {
      if (trimmed === '' || /^[ \t]/.test(raw)) {
        const entry = found.get('moves')!;
        entry.value.push(raw);
        if (trimmed) entry.lines.push({ line: n, text: raw });
        continue;
      }
      open = null;
    }
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const m = KEY_LINE.exec(trimmed);
    if (!m) {
      if (open) {
        const entry = found.get('moves')!;
        entry.value.push(trimmed);
        entry.lines.push({ line: n, text: raw });
        continue;
      }
      fail('expected "key: value" (only the lines after "moves:" may continue it)', n, raw);
    }
    const name = m![1]!.toLowerCase();
    const value = (m![2] ?? '').trim();
    if (!KEYS.includes(name)) fail(`unknown key "${m![1]}"; the keys are ${KEYS.join(', ')}`, n, raw, name);
    const key = (name === 'record' ? 'moves' : name) as BlockKey;
    if (found.has(key)) {
      const first = found.get(key)!.line;
      const what = key === 'moves' ? '"moves" or "record"' : `"${key}"`;
      fail(`${what} is given twice (first on line ${first} of the block)`, n, raw, key);
    }
    const indented = name === 'record' && value === '|';
    found.set(key, { value: indented || value === '' ? [] : [value], line: n, lines: indented ? [] : [{ line: n, text: raw }] });
    open = key === 'moves' ? { key, indented } : null;
  }

  const out = new Map<BlockKey, BlockEntry>();
  for (const [key, e] of found) {
    const value = key === 'moves' ? dedent(e.value).join('\n').trim() : e.value.join(' ');
    out.set(key, { value, line: e.line, lines: e.lines });
  }
  return out;
}

/** Removes the indentation common to all non-blank lines. */
function dedent(lines: readonly string[]): string[] {
  const widths = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = widths.length ? Math.min(...widths) : 0;
  return lines.map((l) => l.slice(cut).trimEnd());
}

/** The game a block is for, read without checking anything else (to load it first). */
export function blockVariant(text: string): string | undefined {
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const m = /^\s*variant\s*:\s*(\S+)\s*$/i.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

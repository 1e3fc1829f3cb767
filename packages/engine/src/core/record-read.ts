/**
 * Reading records: tags, then the body's moves, comments, marks and side lines (see
 * record-tree.ts for the format). Apart from the tree and the writer, so that code which only
 * plays and writes games (a board's first load) does not carry the reader.
 */
import { RecordError } from './errors.js';
import type { AnyVariant } from './types.js';
import type { ArrowMark, CellMark, MarkColour, RecordEvent } from './record-tree.js';
import { MARK_COLOURS, RecordNode, stepToken } from './record-tree.js';
import type { GameRecord } from './record.js';
import { parseOptions } from './options.js';

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

/** Reads the header of a record; `body` is the text after the tags. */
export function parseRecord(text: string): { record: GameRecord; tokens: string[]; body: string } {
  checkRecordLength(text);
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

// --------------------------------------------------------------------------------------------- reading

/** A move as written, with its comments and the side lines that are alternatives to it. */
export interface SyntaxMove {
  readonly token: string;
  /** Position among all move tokens of the record, in reading order. */
  readonly index: number;
  readonly comments: string[];
  readonly lines: SyntaxLine[];
}
export interface SyntaxLine {
  /** Comments before the line's first move. */
  readonly intro: string[];
  readonly moves: SyntaxMove[];
}

const RESULT_TOKENS = new Set(['1-0', '0-1', '1/2-1/2', '½-½', '*']);

type Lexeme = { kind: 'word'; text: string } | { kind: 'comment'; text: string } | { kind: 'open' } | { kind: 'close' };

/** Reads a comment starting at `text[at] === '{'`; returns its text and the index after it. */
function readComment(text: string, at: number): { text: string; end: number } {
  let depth = 0;
  let out = '';
  for (let i = at; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && '\\{}'.includes(text[i + 1] ?? '')) {
      out += text[++i];
      continue;
    }
    if (c === '{' && depth++ === 0) continue;
    if (c === '}' && --depth === 0) return { text: out, end: i + 1 };
    out += c;
  }
  throw new RecordError(text.slice(at, at + 24), 'a "}" closing this comment');
}

const WORD = /[^\s{}();]+/y;
const SPACE = /\s+/y;

function lex(body: string): Lexeme[] {
  const out: Lexeme[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c === '{') {
      const r = readComment(body, i);
      out.push({ kind: 'comment', text: r.text });
      i = r.end;
    } else if (c === ';') {
      const end = body.indexOf('\n', i);
      out.push({ kind: 'comment', text: body.slice(i + 1, end < 0 ? body.length : end) });
      i = end < 0 ? body.length : end;
    } else if (c === '(' || c === ')') {
      out.push({ kind: c === '(' ? 'open' : 'close' });
      i++;
    } else if (c === '}') {
      throw new RecordError('}', 'a "{" opening a comment before it');
    } else {
      SPACE.lastIndex = i;
      if (SPACE.test(body)) {
        i = SPACE.lastIndex;
        continue;
      }
      WORD.lastIndex = i;
      WORD.test(body);
      let word = body.slice(i, WORD.lastIndex);
      i = WORD.lastIndex;
      const num = /^\d+\.+/.exec(word);
      if (num) word = word.slice(num[0].length); // "12." or "12...e5"
      if (word && !RESULT_TOKENS.has(word)) out.push({ kind: 'word', text: word });
    }
  }
  return out;
}

/** Side lines inside one another that a record may have (a deeper one is a RecordError naming its "("). */
export const MAX_SIDE_LINE_DEPTH = 200;
/** The longest record text read, in characters (a longer one is a RecordError). */
export const MAX_RECORD_LENGTH = 2_000_000;

/** Throws RecordError when a record's text is longer than MAX_RECORD_LENGTH. */
export function checkRecordLength(text: string): void {
  if (text.length > MAX_RECORD_LENGTH) {
    throw new RecordError(text.slice(0, 24), `a record of at most ${MAX_RECORD_LENGTH} characters, not ${text.length}`);
  }
}

/**
 * Parses a record's body (no tags) into moves, comments and side lines. Nesting is read with a
 * stack of open lines, not recursion, so no depth of parentheses can overflow the call stack.
 */
export function parseBody(body: string): SyntaxLine {
  checkRecordLength(body);
  const lexemes = lex(body);
  let index = 0;
  const top: SyntaxLine = { intro: [], moves: [] };
  const open: SyntaxLine[] = [top];
  for (const l of lexemes) {
    const line = open[open.length - 1]!;
    const last = line.moves[line.moves.length - 1];
    if (l.kind === 'word') line.moves.push({ token: l.text, index: index++, comments: [], lines: [] });
    else if (l.kind === 'comment') (last ? last.comments : line.intro).push(l.text);
    else if (l.kind === 'open') {
      if (!last) throw new RecordError('(', 'a move before the side line (a side line is an alternative to the move it follows)');
      if (open.length > MAX_SIDE_LINE_DEPTH) {
        throw new RecordError('(', `at most ${MAX_SIDE_LINE_DEPTH} side lines inside one another`, index);
      }
      const side: SyntaxLine = { intro: [], moves: [] };
      last.lines.push(side);
      open.push(side);
    } else if (open.length > 1) open.pop();
    else throw new RecordError(')', 'a "(" opening a side line before it');
  }
  if (open.length > 1) throw new RecordError('(', 'a ")" closing the side line');
  return top;
}

/** Main-line move tokens of a body, in order (comments and side lines skipped). */
export function mainLineTokens(body: string): string[] {
  return parseBody(body).moves.map((m) => m.token);
}

// --------------------------------------------------------------------------------------------- marks

const COMMAND = /\s*\[%(cal|csl)\s+([^\]]*)\]\s*/g;

/** A comment's text without its `[%cal]`/`[%csl]` commands, and the commands' specs. */
export function splitComment(raw: string): { text: string; cal: string[]; csl: string[] } {
  const cal: string[] = [], csl: string[] = [];
  const text = raw.replace(COMMAND, (_, name: string, specs: string) => {
    (name === 'cal' ? cal : csl).push(...specs.split(/[\s,]+/).filter(Boolean));
    return ' ';
  });
  return { text: text.trim(), cal, csl };
}

function colourOf(spec: string, isTarget: (rest: string) => boolean): { colour: MarkColour; rest: string } | null {
  const c = spec[0] as MarkColour;
  if (c in MARK_COLOURS && isTarget(spec.slice(1))) return { colour: c, rest: spec.slice(1) };
  return isTarget(spec) ? { colour: 'G', rest: spec } : null;
}

/** Splits `e2e4` (or `e2-e4`) into two cell ids, longest first cell first. */
export function splitCells(text: string, cells: ReadonlySet<string>): [string, string] | null {
  const dash = text.split('-');
  if (dash.length === 2 && cells.has(dash[0]!) && cells.has(dash[1]!)) return [dash[0]!, dash[1]!];
  for (let i = text.length - 1; i > 0; i--) {
    const a = text.slice(0, i), b = text.slice(i);
    if (cells.has(a) && cells.has(b)) return [a, b];
  }
  return null;
}

/** `Ge2e4` -> a green arrow; a spec naming no two cells of the board throws RecordError. */
export function parseArrowSpec(spec: string, cells: ReadonlySet<string>): ArrowMark {
  const r = colourOf(spec, (rest) => splitCells(rest, cells) !== null);
  if (!r) throw new RecordError(spec, 'an arrow as a colour (G, R, Y, B) and two cells of the board, like Ge2e4');
  const [from, to] = splitCells(r.rest, cells)!;
  return { from, to, colour: r.colour };
}

/** `Re4` -> a red cell mark. */
export function parseCellSpec(spec: string, cells: ReadonlySet<string>): CellMark {
  const r = colourOf(spec, (rest) => cells.has(rest));
  if (!r) throw new RecordError(spec, 'a marked cell as a colour (G, R, Y, B) and a cell of the board, like Ge4');
  return { cell: r.rest, colour: r.colour };
}

/**
 * Replays a syntax line under `parent`, adding nodes. A bad token or mark in a side line is
 * pushed to `errors` and ends that side line only (what came before it is kept); in the main
 * line it is thrown. Side lines wait on a stack (no recursion), and are grown in reading order.
 */
export function growTree<S>(
  variant: AnyVariant,
  parent: RecordNode<S>,
  line: SyntaxLine,
  /** The board's cell ids (asked for only when a comment has marks). */
  cells: () => ReadonlySet<string>,
  errors: RecordError[],
  side = false,
): void {
  const annotate = (node: RecordNode<S>, comments: readonly string[], into: 'comment' | 'intro') => {
    const texts: string[] = [];
    for (const raw of comments) {
      const { text, cal, csl } = splitComment(raw);
      if (text) texts.push(text);
      for (const spec of cal) {
        try { node.arrows.push(parseArrowSpec(spec, cells())); } catch (e) { errors.push(e as RecordError); }
      }
      for (const spec of csl) {
        try { node.highlights.push(parseCellSpec(spec, cells())); } catch (e) { errors.push(e as RecordError); }
      }
    }
    if (texts.length) node[into] = [node[into], ...texts].filter(Boolean).join(' ');
  };
  if (!side) annotate(parent, line.intro, 'comment');
  // Each job grows one line from a node; a side line's job is pushed when its move is reached.
  const jobs: { from: RecordNode<S>; line: SyntaxLine; side: boolean }[] = [{ from: parent, line, side }];
  while (jobs.length) {
    const job = jobs.pop()!;
    let at = job.from;
    const later: typeof jobs = [];
    for (const [i, m] of job.line.moves.entries()) {
      let step: { event: RecordEvent; state: S };
      try {
        step = stepToken(variant, at.state, m.token, m.index, job.side ? ' in a side line' : '');
      } catch (e) {
        if (!job.side || !(e instanceof RecordError)) throw e;
        errors.push(e);
        break; // the rest of this side line cannot be played
      }
      const node = new RecordNode<S>(step.event, step.state, at);
      at.children.push(node);
      if (job.side && i === 0) annotate(node, job.line.intro, 'intro');
      annotate(node, m.comments, 'comment');
      // The side lines are alternatives to this move: their first moves join its parent's children, in order.
      for (const alt of m.lines) later.push({ from: at, line: alt, side: true });
      at = node;
    }
    // Grown in reading order: the first side line of the line's first move first.
    for (let k = later.length - 1; k >= 0; k--) jobs.push(later[k]!);
  }
}

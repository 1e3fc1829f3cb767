/**
 * Annotated game records: comments, coloured arrows and cell marks, and side lines.
 *
 *   {An opening comment} 66 e4 {Centre first. [%cal Ge2e4] [%csl Re4]} 23 (45 d4 {also good}) Nc6
 *
 * A record's body is read in two steps. `parseBody` turns text into a syntax tree of moves
 * (tokens as written), comments and side lines in parentheses, knowing no game. `growTree`
 * then replays it with a game's rules into `RecordNode`s, each holding the state after its
 * event, so that any move of any side line can be shown at once. `writeBody` writes a tree
 * back; reading what it writes gives the same tree.
 *
 * Comments: `{...}` after an event belong to it; before the first event of the game or of a
 * side line they introduce it. Inside a comment `\{`, `\}` and `\\` stand for themselves and
 * balanced braces are kept as text. `[%cal Ge2e4,Rg1f3]` (arrows) and `[%csl Ge4]` (marked
 * cells) inside a comment are read out of its text; G, R, Y and B are green, red, yellow and blue.
 */
import { RecordError, VariantBoardError } from './errors.js';
import type { AnyVariant } from './types.js';

export type RecordEvent =
  | { readonly kind: 'action'; readonly notation: string }
  | { readonly kind: 'chance'; readonly notation: string };

export const MARK_COLOURS = { G: 'green', R: 'red', Y: 'yellow', B: 'blue' } as const;
export type MarkColour = keyof typeof MARK_COLOURS;

export interface ArrowMark {
  readonly from: string;
  readonly to: string;
  readonly colour: MarkColour;
}
export interface CellMark {
  readonly cell: string;
  readonly colour: MarkColour;
}

/**
 * One event of a game record with the state after it. `children[0]` continues the line;
 * the other children are side lines: alternatives to `children[0]` from this position.
 * The root has no event; its comment and marks belong to the start position.
 */
export class RecordNode<S = unknown> {
  readonly children: RecordNode<S>[] = [];
  comment = '';
  /** The comment written before this event when it starts a side line. */
  intro = '';
  arrows: ArrowMark[] = [];
  highlights: CellMark[] = [];
  constructor(
    readonly event: RecordEvent | null,
    readonly state: S,
    public parent: RecordNode<S> | null,
  ) {}

  /** Number of events from the start to this node. */
  get ply(): number {
    let n = 0;
    for (let p = this.parent; p; p = p.parent) n++;
    return n;
  }
  /** Whether this node starts a side line (it is not its parent's first child). */
  get startsSideLine(): boolean {
    return !!this.parent && this.parent.children[0] !== this;
  }
  /** Whether the node has words or marks to show. */
  get annotated(): boolean {
    return !!(this.comment || this.intro || this.arrows.length || this.highlights.length);
  }
  /** Nodes from the first event to this one. */
  path(): RecordNode<S>[] {
    const out: RecordNode<S>[] = [];
    for (let n: RecordNode<S> | null = this; n && n.event; n = n.parent) out.push(n);
    return out.reverse();
  }
  /** This node and the nodes that follow it along first children. */
  chain(): RecordNode<S>[] {
    const out: RecordNode<S>[] = [];
    for (let n: RecordNode<S> | undefined = this; n; n = n.children[0]) out.push(n);
    return out;
  }
}

/** Whether a tree has anything beyond a plain list of events. */
export function treeIsAnnotated(root: RecordNode<unknown>): boolean {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.annotated || n.children.length > 1) return true;
    stack.push(...n.children);
  }
  return false;
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

/** Parses a record's body (no tags) into moves, comments and side lines. */
export function parseBody(body: string): SyntaxLine {
  const lexemes = lex(body);
  let at = 0;
  let index = 0;
  const line = (nested: boolean): SyntaxLine => {
    const result: SyntaxLine = { intro: [], moves: [] };
    while (at < lexemes.length) {
      const l = lexemes[at++]!;
      const last = result.moves[result.moves.length - 1];
      if (l.kind === 'word') result.moves.push({ token: l.text, index: index++, comments: [], lines: [] });
      else if (l.kind === 'comment') (last ? last.comments : result.intro).push(l.text);
      else if (l.kind === 'open') {
        if (!last) throw new RecordError('(', 'a move before the side line (a side line is an alternative to the move it follows)');
        last.lines.push(line(true));
      } else if (nested) return result;
      else throw new RecordError(')', 'a "(" opening a side line before it');
    }
    if (nested) throw new RecordError('(', 'a ")" closing the side line');
    return result;
  };
  return line(false);
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

// --------------------------------------------------------------------------------------------- replay

/**
 * Plays one token from a state. Throws RecordError naming the token (with its index) when it
 * is neither the dice outcome nor the legal move that the state waits for.
 */
export function stepToken<S>(variant: AnyVariant, state: S, token: string, index: number, where = ''): { event: RecordEvent; state: S } {
  const phase = variant.phase(state);
  try {
    if (phase === 'over') throw new RecordError(token, `nothing${where}: the game is already over`, index);
    if (phase === 'chance') {
      const outcome = variant.parseChance(state, token);
      return { event: { kind: 'chance', notation: token }, state: variant.applyChance(state, outcome) };
    }
    const action = variant.parseAction(state, token);
    const notation = variant.formatAction(state, action);
    return { event: { kind: 'action', notation }, state: variant.apply(state, action) };
  } catch (err) {
    if (err instanceof RecordError && err.index !== undefined) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    const e = new RecordError(token, `a ${phase === 'chance' ? 'dice roll' : 'legal move'}${where} (token ${index + 1}: ${reason})`, index);
    if (err instanceof VariantBoardError) (e as { cause?: unknown }).cause = err;
    throw e;
  }
}

/**
 * Replays a syntax line under `parent`, adding nodes. A bad token or mark in a side line is
 * pushed to `errors` and ends that side line only (what came before it is kept); in the main
 * line it is thrown.
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
  const fail = (e: unknown) => {
    if (!side || !(e instanceof RecordError)) throw e;
    errors.push(e);
  };
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
  for (const [i, m] of line.moves.entries()) {
    let step: { event: RecordEvent; state: S };
    try {
      step = stepToken(variant, parent.state, m.token, m.index, side ? ' in a side line' : '');
    } catch (e) {
      fail(e);
      return; // the rest of this side line cannot be played
    }
    const node = new RecordNode<S>(step.event, step.state, parent);
    parent.children.push(node);
    if (side && i === 0) annotate(node, line.intro, 'intro');
    annotate(node, m.comments, 'comment');
    for (const alt of m.lines) growTree(variant, parent, alt, cells, errors, true);
    parent = node;
  }
}

// --------------------------------------------------------------------------------------------- writing

/** A comment in braces, with its marks first; braces and backslashes in the text escaped. */
export function formatComment(text: string, arrows: readonly ArrowMark[] = [], highlights: readonly CellMark[] = []): string {
  const parts: string[] = [];
  if (arrows.length) parts.push(`[%cal ${arrows.map((a) => `${a.colour}${a.from}${a.to}`).join(',')}]`);
  if (highlights.length) parts.push(`[%csl ${highlights.map((h) => `${h.colour}${h.cell}`).join(',')}]`);
  if (text) parts.push(text.replace(/[\\{}]/g, '\\$&'));
  return `{${parts.join(' ')}}`;
}

/**
 * Writes the events of `path` (from the first event on) as the main line, each with its
 * comment and marks, and after each the side lines that are alternatives to it (whole).
 * The root's comment comes first. A new line starts every `perLine` main-line events.
 */
export function writeBody(root: RecordNode<unknown>, path: readonly RecordNode<unknown>[], perLine = 12): string {
  const lines: string[] = [];
  let pieces: string[] = [];
  const note = (n: RecordNode<unknown>) => {
    if (n.comment || n.arrows.length || n.highlights.length) pieces.push(formatComment(n.comment, n.arrows, n.highlights));
  };
  const side = (start: RecordNode<unknown>) => {
    pieces.push('(');
    if (start.intro) pieces.push(formatComment(start.intro));
    start.chain().forEach((n, i) => {
      pieces.push(n.event!.notation);
      note(n);
      if (i > 0) for (const alt of n.parent!.children) if (alt !== n) side(alt);
    });
    pieces.push(')');
  };
  note(root);
  if (pieces.length && path.length) {
    lines.push(join(pieces));
    pieces = [];
  }
  path.forEach((n, i) => {
    pieces.push(n.event!.notation);
    note(n);
    for (const alt of n.parent!.children) if (alt !== n) side(alt);
    const long = pieces.length > 2 && join(pieces).length > 100; // comments and side lines make long lines
    if ((i + 1) % perLine === 0 || i === path.length - 1 || long) {
      lines.push(join(pieces));
      pieces = [];
    }
  });
  if (pieces.length) lines.push(join(pieces));
  return lines.join('\n');
}

/** Joins pieces with spaces, except inside the parentheses of a side line: `(23 Nc6)`. */
function join(pieces: readonly string[]): string {
  let out = '';
  pieces.forEach((p, i) => {
    out += i === 0 || pieces[i - 1] === '(' || p === ')' ? p : ` ${p}`;
  });
  return out;
}

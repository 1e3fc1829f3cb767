/**
 * Annotated game records: comments, coloured arrows and cell marks, and side lines.
 *
 *   {An opening comment} 66 e4 {Centre first. [%cal Ge2e4] [%csl Re4]} 23 (45 d4 {also good}) Nc6
 *
 * A record's body is read in two steps (record-read.ts). `parseBody` turns text into a syntax
 * tree of moves (tokens as written), comments and side lines in parentheses, knowing no game.
 * `growTree` then replays it with a game's rules into `RecordNode`s (here), each holding the
 * state after its event, so that any move of any side line can be shown at once. `writeBody`
 * (here) writes a tree back; reading what it writes gives the same tree.
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

/**
 * Where a node is in its tree, as a record's `Shown` tag writes it: its ply, then for each step
 * off a first child `ply:k` (the k-th child, 1 for the first side line). `6 5:1` is the sixth
 * event along the main line, except that the fifth is the first side line's.
 */
export function shownTag(node: RecordNode<unknown>): string {
  const turns: string[] = [];
  const path = node.path();
  path.forEach((n, i) => {
    const k = n.parent!.children.indexOf(n);
    if (k > 0) turns.push(`${i + 1}:${k}`);
  });
  return [String(path.length), ...turns].join(' ');
}

/** The node a `Shown` tag names; throws RecordError naming the part of the tag that names none. */
export function findShown<S>(root: RecordNode<S>, tag: string): RecordNode<S> {
  const parts = tag.trim().split(/\s+/);
  const plyText = parts.shift() ?? '';
  if (!/^\d{1,6}$/.test(plyText)) throw new RecordError(plyText, 'a ply count in the Shown tag');
  const turns = new Map<number, number>();
  for (const part of parts) {
    const m = /^(\d{1,6}):(\d{1,4})$/.exec(part);
    if (!m) throw new RecordError(part, 'a step into a side line in the Shown tag, as ply:k');
    turns.set(Number(m[1]), Number(m[2]));
  }
  let node = root;
  for (let ply = 1; ply <= Number(plyText); ply++) {
    const next = node.children[turns.get(ply) ?? 0];
    if (!next) throw new RecordError(turns.has(ply) ? `${ply}:${turns.get(ply)}` : plyText, 'a move of the game in the Shown tag');
    node = next;
  }
  return node;
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
  // A side line is written from a stack of what is left to write, not by recursion, so that no
  // depth of side lines inside one another overflows the call stack.
  type Job = string | { line: RecordNode<unknown> } | { move: RecordNode<unknown>; first: boolean };
  const side = (start: RecordNode<unknown>) => {
    const jobs: Job[] = [{ line: start }];
    while (jobs.length) {
      const job = jobs.pop()!;
      if (typeof job === 'string') pieces.push(job);
      else if ('line' in job) {
        pieces.push('(');
        if (job.line.intro) pieces.push(formatComment(job.line.intro));
        jobs.push(')', { move: job.line, first: true });
      } else {
        const n = job.move;
        pieces.push(n.event!.notation);
        note(n);
        if (n.children[0]) jobs.push({ move: n.children[0], first: false });
        if (!job.first) {
          const alts = n.parent!.children.filter((alt) => alt !== n);
          for (let k = alts.length - 1; k >= 0; k--) jobs.push({ line: alts[k]! });
        }
      }
    }
  };
  // A move written in the main line that opens a side line of its own (the path went into one):
  // its opening words go before it, where a reader gives them to the move before.
  const intro = (n: RecordNode<unknown>) => {
    if (n.intro && n.parent!.children[0] !== n) pieces.push(formatComment(n.intro));
  };
  note(root);
  if (pieces.length && path.length) {
    lines.push(join(pieces));
    pieces = [];
  }
  path.forEach((n, i) => {
    intro(n);
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

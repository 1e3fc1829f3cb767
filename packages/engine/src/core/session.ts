/**
 * A game session that can also be read from a record: `PlaySession` (play-session.ts) with the
 * record reader. Every session the engine builds from text is one of these.
 */
import { PositionError, RecordError, VariantBoardError } from './errors.js';
import { PlaySession } from './play-session.js';
import { findShown, RecordNode } from './record-tree.js';
import { growTree, parseBody, parseRecord, splitRecord } from './record-read.js';
import type { Variant, VariantOptions } from './types.js';

export * from './play-session.js';

export interface ReadOptions {
  /**
   * `throw` (default): any bad token or mark, in side lines too, throws RecordError.
   * `keep`: a bad token or mark in a side line ends that side line only; the errors are in
   * `recordErrors` and the rest of the game loads. A bad main-line token always throws.
   */
  readonly sideLineErrors?: 'throw' | 'keep';
}

export class GameSession<S = any> extends PlaySession<S> {
  /**
   * Builds a session by replaying a record, with its comments, marks and side lines; shows
   * the end of the main line. Throws RecordError at the first bad token.
   */
  static fromRecord<T>(variant: Variant<T, any, any>, text: string, read: ReadOptions = {}): GameSession<T> {
    const { record, body } = parseRecord(text);
    if (record.variant !== variant.id) {
      throw new VariantBoardError('bad-record', `This record is for "${record.variant}", not "${variant.id}".`, {
        token: record.variant,
        expected: variant.id,
      });
    }
    const session = new GameSession<T>(variant, { options: record.options, position: record.position });
    readBody(session, body, read, record.tags['Shown']);
    return session;
  }

  /** Like `fromRecord` for a record's body alone (moves, comments, side lines) from a given start. */
  static fromMoves<T>(
    variant: Variant<T, any, any>,
    text: string,
    init: { options?: VariantOptions; position?: string } = {},
    read: ReadOptions = {},
  ): GameSession<T> {
    const session = new GameSession<T>(variant, init);
    const { tags, body } = splitRecord(text);
    readBody(session, body, read, tags['Shown']);
    return session;
  }
}

/** Replaces a new session's (empty) game by a record body's tree; throws before changing anything. */
function readBody<S>(session: PlaySession<S>, body: string, read: ReadOptions, shown?: string) {
  const errors: RecordError[] = [];
  const root = new RecordNode<S>(null, session.start, null);
  let ids: Set<string> | undefined;
  const cells = () => (ids ??= new Set(session.variant.geometry(session.options).cells.map((c) => c.id)));
  growTree(session.variant, root, parseBody(body), cells, errors);
  if (errors.length && read.sideLineErrors !== 'keep') throw errors[0];
  session.recordErrors = errors;
  const top = session.root;
  top.comment = root.comment;
  top.arrows = root.arrows;
  top.highlights = root.highlights;
  top.children.length = 0;
  for (const child of root.children) {
    child.parent = top;
    top.children.push(child);
  }
  let node = top.chain().at(-1)!;
  if (shown !== undefined) {
    // Where the writer was looking (see PlaySession.toRecord); a tag naming no move is an error like any other.
    try {
      node = findShown(top, shown);
    } catch (e) {
      if (read.sideLineErrors !== 'keep') throw e;
      session.recordErrors.push(e as RecordError);
    }
  }
  session.showNode(node);
}

export { PositionError };

/** The one error this package raises: a bad `variant-board` block, located to its line. */

export interface BlockLocation {
  /** Path of the Markdown file, when the processor tells it. */
  readonly file?: string;
  /** Line of the block's opening fence in the file (1-based), when the processor tells it. */
  readonly fenceLine?: number;
}

export class VariantBoardBlockError extends Error {
  /** Line inside the block (1 = the first line after the fence), 0 for the block as a whole. */
  readonly blockLine: number;
  /** Line in the file (1-based), when the fence's line is known. */
  readonly line: number | undefined;
  readonly file: string | undefined;
  /** The key the problem is about (`moves`, `arrows`...), if any. */
  readonly key: string | undefined;
  /** The reason alone, without the location: the engine's message when it comes from the engine. */
  readonly reason: string;
  /** The text of the line at fault. */
  readonly source: string | undefined;

  constructor(reason: string, at: { blockLine: number; key?: string; source?: string }, where: BlockLocation = {}) {
    const line = where.fenceLine !== undefined && at.blockLine > 0 ? where.fenceLine + at.blockLine : where.fenceLine;
    const place = [
      where.file ? `${where.file}${line !== undefined ? `:${line}` : ''}` : line !== undefined ? `line ${line}` : '',
      at.blockLine > 0 ? `line ${at.blockLine} of the block` : '',
    ].filter(Boolean).join(', ');
    const quoted = at.source !== undefined ? ` ${JSON.stringify(at.source.trim())}` : '';
    super(`variant-board block${place ? ` (${place})` : ''}${quoted}: ${reason}`);
    this.name = 'VariantBoardBlockError';
    this.blockLine = at.blockLine;
    this.line = line;
    this.file = where.file;
    this.key = at.key;
    this.reason = reason;
    this.source = at.source;
  }
}

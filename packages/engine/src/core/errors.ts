/**
 * Typed errors for bad input. Each names the offending token and what was expected,
 * so a message can be shown to a person as it is. Nothing is silently repaired.
 */
export type ErrorCode =
  | 'unknown-variant'
  | 'bad-position'
  | 'illegal-action'
  | 'bad-record'
  | 'bad-option'
  | 'wrong-phase'
  /** A board's method called before the code it needs has loaded (await the board's `ready`). */
  | 'not-ready'
  /** Part of a board's code did not arrive (the network, the CDN): its token names the part. */
  | 'load-failed'
  /** A board attribute's text that is not one of its values (highlights, arrows, players, level...). */
  | 'bad-attribute'
  /** A play-by-post game (link or record) that does not verify: its PostError says which post and what. */
  | 'bad-post'
  /** A shape set on a board (`board.shapes`) that is not an arrow or circle on its cells: its token names the part at fault. */
  | 'bad-shape';

export class VariantBoardError extends Error {
  readonly code: ErrorCode;
  readonly token?: string;
  readonly expected?: string;
  constructor(code: ErrorCode, message: string, detail: { token?: string; expected?: string } = {}) {
    super(message);
    this.name = 'VariantBoardError';
    this.code = code;
    this.token = detail.token;
    this.expected = detail.expected;
  }
}

const quote = (token: string) => JSON.stringify(token);

export class UnknownVariantError extends VariantBoardError {
  constructor(id: string, known: readonly string[]) {
    super('unknown-variant', `Unknown variant ${quote(id)}: expected one of ${known.join(', ')}.`, {
      token: id,
      expected: known.join(', '),
    });
    this.name = 'UnknownVariantError';
  }
}

export class PositionError extends VariantBoardError {
  constructor(token: string, expected: string, context?: string) {
    super(
      'bad-position',
      `Bad position${context ? ` (${context})` : ''}: ${quote(token)}; expected ${expected}.`,
      { token, expected },
    );
    this.name = 'PositionError';
  }
}

export class IllegalActionError extends VariantBoardError {
  constructor(token: string, reason: string) {
    super('illegal-action', `Illegal move ${quote(token)}: ${reason}.`, { token, expected: reason });
    this.name = 'IllegalActionError';
  }
}

export class RecordError extends VariantBoardError {
  readonly index?: number;
  constructor(token: string, expected: string, index?: number) {
    super('bad-record', `Bad game record at ${quote(token)}: expected ${expected}.`, { token, expected });
    this.name = 'RecordError';
    this.index = index;
  }
}

export class OptionError extends VariantBoardError {
  constructor(name: string, expected: string) {
    super('bad-option', `Bad option ${quote(name)}: expected ${expected}.`, { token: name, expected });
    this.name = 'OptionError';
  }
}

export class PhaseError extends VariantBoardError {
  constructor(token: string, expected: string) {
    super('wrong-phase', `Not now: ${quote(token)}; the game expects ${expected}.`, { token, expected });
    this.name = 'PhaseError';
  }
}

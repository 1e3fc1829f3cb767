/**
 * The one error a request can meet: a bad parameter, answered as 400 with a text naming the
 * parameter and, where there is one, the token at fault, in the engine's own words.
 */
export class BadRequest extends Error {
  /** The query parameter (or path part: `variant`, `route`) at fault. */
  readonly param: string;
  /** The message without the parameter's name in front (to carry it from a drawing worker). */
  readonly reason: string;
  /** The text at fault, when it is narrower than the whole parameter. */
  readonly token: string | undefined;
  /** HTTP status: 400, or 414 for a URL that is too long. */
  readonly status: 400 | 414;
  /** False when the same URL may succeed later (a drawing that ran out of time on a busy host). */
  readonly lasting: boolean;

  constructor(param: string, reason: string, token?: string, status: 400 | 414 = 400, lasting = true) {
    super(`${param}: ${reason}`);
    this.reason = reason;
    this.lasting = lasting;
    this.name = 'BadRequest';
    this.param = param;
    this.token = token;
    this.status = status;
  }
}

/**
 * Move notation: SAN out (`Nf3`, `exd5`, `e8=Q`, `O-O`, `Bxf7+`, `Ng5#`, `pass`); SAN or long
 * algebraic in (`g1f3`, `e7e8q`), with or without check marks.
 *
 * Check marks follow the source's sample game: `+` when the move puts the opponent in check
 * (a check that merely goes on after a pass is not marked again), `#` when the opponent is then
 * checkmated, i.e. in check with no legal move for any roll. Taking the king has no mark.
 */
import { IllegalActionError } from '../../core/errors.js';
import {
  ALL_TYPES, Board, F_CAPTURE, F_CASTLE, F_PROMO, KING, PASS, PAWN, moveFrom, movePromo, moveTo,
} from './board.js';
import { parseSquare, squareName } from './fen.js';

const LETTER = ['', '', 'N', 'B', 'R', 'Q', 'K'];
const TYPE_OF_LETTER: Record<string, number> = { N: 2, B: 3, R: 4, Q: 5, K: 6 };
const scratchMoves = new Int32Array(512);

/** SAN of a legal move on `b` (the position before the move); `legal` is the list it came from. */
export function formatSan(b: Board, m: number, legal: readonly number[]): string {
  if (m & PASS) return 'pass';
  const from = moveFrom(m), to = moveTo(m);
  const type = b.sq[from]! & 7;
  const target = b.sq[to]!;
  let san: string;
  if (m & F_CASTLE) san = to > from ? 'O-O' : 'O-O-O';
  else if (type === PAWN) {
    san = (m & F_CAPTURE ? `${squareName(from)[0]}x` : '') + squareName(to);
    if (m & F_PROMO) san += `=${LETTER[movePromo(m)]}`;
  } else {
    let sameFile = false, sameRank = false, other = false;
    for (const o of legal) {
      if (o === m || o & PASS || moveTo(o) !== to || o & F_CASTLE) continue;
      const of = moveFrom(o);
      if (of === from || (b.sq[of]! & 7) !== type) continue;
      other = true;
      if ((of & 7) === (from & 7)) sameFile = true;
      if (of >> 4 === from >> 4) sameRank = true;
    }
    const name = squareName(from);
    const dis = !other ? '' : !sameFile ? name[0]! : !sameRank ? name[1]! : name;
    san = LETTER[type]! + dis + (m & F_CAPTURE ? 'x' : '') + squareName(to);
  }
  if ((target & 7) === KING) return san; // the king is taken: the game is over, no mark
  const checkedBefore = b.exposed;
  b.make(m);
  let mark = '';
  if (b.inCheck()) {
    if (b.generate(scratchMoves, 0, ALL_TYPES) === 0) mark = '#';
    else if (!checkedBefore) mark = '+';
  }
  b.unmake(m);
  return san + mark;
}

const SAN_RE = /^([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([NBRQnbrq]))?$/;
const LAN_RE = /^([a-h][1-8])-?([a-h][1-8])(?:=?([nbrqNBRQ]))?$/;

/**
 * Finds the move `text` names among `legal` (the moves the roll allows). Throws an
 * IllegalActionError that says whether the text is malformed, ambiguous or not allowed.
 */
export function parseSan(b: Board, text: string, legal: readonly number[], rollInfo: string): number {
  const clean = text.trim().replace(/[+#!?]+$/, '');
  if (clean === 'pass') {
    if (legal.length === 1 && legal[0] === PASS) return PASS;
    throw new IllegalActionError(text, `a pass is only allowed when the roll allows no move (${rollInfo})`);
  }
  const real = legal.filter((m) => (m & PASS) === 0);
  let found: number[];
  const lan = LAN_RE.exec(clean);
  const castle = /^(O-O(?:-O)?|0-0(?:-0)?)$/.exec(clean);
  if (castle) {
    const long = castle[1]!.length > 3;
    found = real.filter((m) => m & F_CASTLE && (moveTo(m) < moveFrom(m)) === long);
  } else if (lan) {
    const from = parseSquare(lan[1]!), to = parseSquare(lan[2]!);
    const promo = lan[3] ? TYPE_OF_LETTER[lan[3].toUpperCase()]! : 0;
    found = real.filter((m) => moveFrom(m) === from && moveTo(m) === to && movePromo(m) === promo);
  } else {
    const san = SAN_RE.exec(clean);
    if (!san) {
      throw new IllegalActionError(text, 'expected a move in SAN (e4, Nf3, exd5, e8=Q, O-O) or long algebraic (e2e4, e7e8q), or "pass"');
    }
    const type = san[1] ? TYPE_OF_LETTER[san[1]]! : PAWN;
    const fileCh = san[2], rankCh = san[3];
    const to = parseSquare(san[5]!);
    const promo = san[6] ? TYPE_OF_LETTER[san[6].toUpperCase()]! : 0;
    found = real.filter((m) => {
      if (m & F_CASTLE) return false;
      const from = moveFrom(m);
      if (moveTo(m) !== to || (b.sq[from]! & 7) !== type || movePromo(m) !== promo) return false;
      if (fileCh && squareName(from)[0] !== fileCh) return false;
      if (rankCh && squareName(from)[1] !== rankCh) return false;
      return true;
    });
    if (found.length === 0 && type === PAWN && !promo && real.some((m) => moveTo(m) === to && m & F_PROMO)) {
      throw new IllegalActionError(text, 'a pawn reaching the last rank must promote: add =Q, =R, =B or =N');
    }
  }
  if (found.length === 1) return found[0]!;
  if (found.length > 1) throw new IllegalActionError(text, 'ambiguous: add the file or rank of the moving piece');
  throw new IllegalActionError(text, `not a legal move here (${rollInfo})`);
}

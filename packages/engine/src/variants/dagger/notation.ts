/**
 * Move notation: SAN-like, with the source's cell names.
 *
 *   Rc1  Bxg3  Rbc1  R2c1  Rb1c1   piece moves: letter, the shortest origin hint that makes the
 *                                  move unique (rank letter, else cell number, else the cell), x on capture
 *   e2  d2xe2  m1n1=Q              pawns: destination for a move (origin hint when several pawns
 *                                  could go there), origin cell and x for a capture (en passant too)
 *   N@d1  N@xd3                    a knight entering from hand (its entry cell tells which one)
 *   N0@a1  N2@a1                   a knight in hand placed on the empty king cell; the digit is its
 *                                  imaginary square (a0 / a2 for White, n0 / n2 for Black)
 *   + and # mark check and checkmate.
 * Also accepted on input: long form `d2f2`, `d2-f2`, `d2xe2`, `m1n1q`, `m1n1=Q`, `a0d1`, `a0a1`, and
 * `Na0@a1`; `N@a1` when only one knight is in hand; check marks may be left off. Where a pawn may
 * either take en passant or just step onto the passed cell, `f3xe2` is the capture and `f3e2` the step.
 */
import { IllegalActionError } from '../../core/errors.js';
import { CELL_NAMES, HAND_SQUARES, KING_CELL, cellIndex } from './board.js';
import { FLAG_EP, HAND_FROM, PAWN, PIECE_LETTERS, type Position, moveFrom, movePromo, moveTo } from './engine.js';

const checkBuffer = new Int32Array(4096);

/** Name of a move's origin: a cell, or the imaginary square of a knight in hand. */
export function originName(pos: Position, m: number): string {
  const from = moveFrom(m);
  return from >= HAND_FROM ? HAND_SQUARES[pos.side]![from - HAND_FROM]! : CELL_NAMES[from]!;
}

export function isCapture(pos: Position, m: number): boolean {
  return (m & FLAG_EP) !== 0 || pos.sq[moveTo(m)] !== 0;
}

/** Plain long form: origin, destination, promotion letter (`d2f2`, `a0d1`, `m1n1q`). */
export function longForm(pos: Position, m: number): string {
  const promo = movePromo(m);
  return `${originName(pos, m)}${CELL_NAMES[moveTo(m)]}${promo ? PIECE_LETTERS[promo]!.toLowerCase() : ''}`;
}

/** SAN of every legal move in `moves` (all legal moves of `pos`), in the same order. */
export function sanList(pos: Position, moves: readonly number[]): string[] {
  const sq = pos.sq;
  const us = pos.side;
  const kindOf = (m: number) => (moveFrom(m) >= HAND_FROM ? 0 : sq[moveFrom(m)]! & 7);
  return moves.map((m) => {
    const from = moveFrom(m), to = moveTo(m), promo = movePromo(m);
    const toName = CELL_NAMES[to]!;
    const capture = isCapture(pos, m);
    let text: string;
    if (from >= HAND_FROM) {
      const slot = from - HAND_FROM;
      text = to === KING_CELL[us] ? `N${slot === 0 ? '0' : '2'}@${toName}` : `N@${capture ? 'x' : ''}${toName}`;
    } else {
      const kind = kindOf(m);
      const rivals = moves.filter(
        (o) => o !== m && moveTo(o) === to && movePromo(o) === promo && moveFrom(o) < HAND_FROM && kindOf(o) === kind &&
          isCapture(pos, o) === capture,
      );
      const fromName = CELL_NAMES[from]!;
      if (kind === PAWN) {
        text = capture ? `${fromName}x${toName}` : `${hint(fromName, rivals)}${toName}`;
      } else {
        text = `${PIECE_LETTERS[kind]}${hint(fromName, rivals)}${capture ? 'x' : ''}${toName}`;
      }
      if (promo) text += `=${PIECE_LETTERS[promo]}`;
    }
    pos.make(m);
    if (pos.inCheck()) text += pos.hasLegalMove(checkBuffer, 0) ? '+' : '#';
    pos.unmake();
    return text;
  });
}

/** The shortest origin hint telling `fromName` apart from the rivals' origins. */
function hint(fromName: string, rivals: readonly number[]): string {
  if (rivals.length === 0) return '';
  const names = rivals.map((o) => CELL_NAMES[moveFrom(o)]!);
  if (!names.some((n) => n[0] === fromName[0])) return fromName[0]!;
  if (!names.some((n) => n.slice(1) === fromName.slice(1))) return fromName.slice(1);
  return fromName;
}

const strip = (s: string) => s.replace(/[+#!?]+$/, '');
const EXPECTED = 'a legal move in this position, written like Rc1, Bxg3, e2, d2xe2, m1n1=Q, N@d1, N0@a1 or d2f2';

/** Finds the legal move a text names; throws IllegalActionError naming the text otherwise. */
export function parseMove(pos: Position, moves: readonly number[], sans: readonly string[], text: string): number {
  const core = strip(text.trim());
  if (!core) throw new IllegalActionError(text, `empty; expected ${EXPECTED}`);
  const exact = sans.findIndex((s) => strip(s) === core);
  if (exact >= 0) return moves[exact]!;

  const us = pos.side;
  const hand = /^N(0|2|[an][02])?@(x?)([a-n][1-5])$/.exec(core);
  if (hand) {
    const [, marker, xMark, toName] = hand as unknown as [string, string | undefined, string, string];
    const to = cellIndex(toName);
    const slots = marker === undefined ? [0, 1] : [slotOf(us, marker, text)];
    const found = moves.filter((m) => moveFrom(m) >= HAND_FROM && slots.includes(moveFrom(m) - HAND_FROM) && moveTo(m) === to);
    if (found.length && isCapture(pos, found[0]!) !== (xMark === 'x')) {
      throw new IllegalActionError(text, xMark ? `there is nothing to capture on ${toName}` : `entering on ${toName} captures: write N@x${toName}`);
    }
    if (found.length === 1) return found[0]!;
    if (found.length > 1) throw new IllegalActionError(text, `ambiguous: say which knight, ${found.map((m) => strip(sans[moves.indexOf(m)]!)).join(' or ')}`);
    throw new IllegalActionError(text, `no knight in hand can enter on ${toName} here; expected ${EXPECTED}`);
  }

  const long = /^([a-n][0-5])([-x]?)([a-n][1-5])(?:=?([QRBNqrbn]))?$/.exec(core);
  if (long) {
    const [, fromName, sep, toName, promoText] = long as unknown as [string, string, string, string, string | undefined];
    const handSlot = HAND_SQUARES[us]!.indexOf(fromName);
    const from = handSlot >= 0 ? HAND_FROM + handSlot : cellIndex(fromName);
    const to = cellIndex(toName);
    let found = moves.filter((m) => moveFrom(m) === from && moveTo(m) === to);
    if (found.length === 0) throw new IllegalActionError(text, `no legal move from ${fromName} to ${toName}; expected ${EXPECTED}`);
    if (sep === 'x') {
      // An explicit capture mark picks the capture (en passant, when the plain step is also legal).
      found = found.filter((m) => isCapture(pos, m));
      if (found.length === 0) throw new IllegalActionError(text, `there is nothing to capture on ${toName}`);
    } else if (found.some((m) => isCapture(pos, m)) && found.some((m) => !isCapture(pos, m))) {
      // Without it, the step that takes nothing.
      found = found.filter((m) => !isCapture(pos, m));
    }
    if (found.length === 1 && !promoText) return found[0]!;
    if (!promoText) throw new IllegalActionError(text, 'a promotion needs its piece: =Q, =R, =B or =N');
    const promo = PIECE_LETTERS.indexOf(promoText.toUpperCase());
    const hit = found.find((m) => movePromo(m) === promo);
    if (!hit) throw new IllegalActionError(text, `${fromName}${toName} is not a promotion`);
    return hit;
  }
  throw new IllegalActionError(text, `expected ${EXPECTED}`);
}

function slotOf(side: number, marker: string, text: string): number {
  if (marker.length === 1) return marker === '0' ? 0 : 1;
  const slot = HAND_SQUARES[side]!.indexOf(marker);
  if (slot < 0) throw new IllegalActionError(text, `the knights in hand of the side to move are at ${HAND_SQUARES[side]!.join(' and ')}`);
  return slot;
}

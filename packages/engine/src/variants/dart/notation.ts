/**
 * Position text (FEN-like, with darts) and move notation (SAN-like, throws as `D@c3`)
 * for Dart 6x6 Chess. The formats are described in RULES.md.
 */
import { IllegalActionError, PositionError } from '../../core/errors.js';
import {
  BISHOP, BLACK_BIT, COLOUR_MASK, DART, DARTS_PER_SIDE, KIND_MASK, KING, KNIGHT, PAWN, RESERVE, ROOK,
  SIZE, SQUARES, WHITE_BIT, fileOf, isDartZone, makeMove, moveFrom, movePromo, moveTo, parseSquare,
  rankOf, squareAt, squareName,
} from './board.js';
import { Position } from './position.js';
import { factsOf, load, snapshot, type DartState } from './state.js';

const LETTER: Record<number, string> = { [PAWN]: 'P', [KNIGHT]: 'N', [BISHOP]: 'B', [ROOK]: 'R', [KING]: 'K' };
const KIND_OF: Record<string, number> = { P: PAWN, N: KNIGHT, B: BISHOP, R: ROOK, K: KING };

export const START_TEXT = 'knrppp/nbp3/rp3P/p3PR/3PBN/PPPRNK[DDDddd] w 0 1';

// ---------------------------------------------------------------------------------------------
// Position text

export function pieceChar(p: number): string {
  if (p >= DART) return p === DART ? 'D' : 'd';
  const l = LETTER[p & KIND_MASK]!;
  return (p & COLOUR_MASK) === WHITE_BIT ? l : l.toLowerCase();
}

export function formatPosition(s: DartState): string {
  const rows: string[] = [];
  for (let r = SIZE - 1; r >= 0; r--) {
    let row = '', gap = 0;
    for (let f = 0; f < SIZE; f++) {
      const p = s.board[squareAt(f, r)]!;
      if (p === 0) {
        gap++;
        continue;
      }
      if (gap) row += String(gap);
      gap = 0;
      row += pieceChar(p);
    }
    if (gap) row += String(gap);
    rows.push(row);
  }
  const hand = 'D'.repeat(s.hands[0]) + 'd'.repeat(s.hands[1]);
  return `${rows.join('/')}[${hand}] ${s.side === 0 ? 'w' : 'b'} ${s.halfmove} ${s.fullmove}`;
}

export function parsePosition(text: string): DartState {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 4) {
    throw new PositionError(text, 'four fields: "<ranks 6 to 1>[<darts in hand>] <w|b> <halfmove clock> <move number>"');
  }
  const [placementAndHand, sideText, halfText, fullText] = fields as [string, string, string, string];
  const m = /^([^[\]]*)\[([^[\]]*)\]$/.exec(placementAndHand);
  if (!m) throw new PositionError(placementAndHand, 'the board followed by the darts in hand in brackets, e.g. "[DDdd]" or "[]"');
  const placement = m[1]!, handText = m[2]!;
  const board = new Uint8Array(SQUARES);
  const rows = placement.split('/');
  if (rows.length !== SIZE) throw new PositionError(placement, `${SIZE} ranks separated by "/"`);
  const onBoard = [0, 0];
  rows.forEach((row, i) => {
    const r = SIZE - 1 - i;
    let f = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '6') {
        f += Number(ch);
        continue;
      }
      if (f >= SIZE) throw new PositionError(row, `a rank of ${SIZE} squares`, `rank ${r + 1}`);
      const sq = squareAt(f, r);
      if (ch === 'D' || ch === 'd') {
        if (!isDartZone(sq)) throw new PositionError(ch, 'darts only on the central squares b2-e5', squareName(sq));
        const owner = ch === 'D' ? 0 : 1;
        board[sq] = DART + owner;
        onBoard[owner]!++;
      } else {
        const kind = KIND_OF[ch.toUpperCase()];
        if (!kind) throw new PositionError(ch, 'a piece letter K, R, B, N, P (k, r, b, n, p for Black), D/d for a dart, or a digit 1-6', `rank ${r + 1}`);
        const white = ch === ch.toUpperCase();
        if (kind === PAWN && r === (white ? SIZE - 1 : 0)) {
          throw new PositionError(ch, 'no pawn on its own last rank (it must have promoted)', squareName(sq));
        }
        board[sq] = kind | (white ? WHITE_BIT : BLACK_BIT);
      }
      f++;
    }
    if (f !== SIZE) throw new PositionError(row, `a rank of exactly ${SIZE} squares`, `rank ${r + 1}`);
  });
  const hands: [number, number] = [0, 0];
  for (const ch of handText) {
    if (ch !== 'D' && ch !== 'd') throw new PositionError(ch, 'only D (White dart) or d (Black dart) in hand');
    hands[ch === 'D' ? 0 : 1]++;
  }
  for (const s of [0, 1]) {
    if (hands[s]! + onBoard[s]! > DARTS_PER_SIDE) {
      throw new PositionError(handText, `at most ${DARTS_PER_SIDE} darts per side, in hand and on the board together`);
    }
  }
  if (sideText !== 'w' && sideText !== 'b') throw new PositionError(sideText, '"w" or "b" for the side to move');
  if (!/^\d{1,4}$/.test(halfText)) throw new PositionError(halfText, 'the halfmove clock, a whole number');
  if (!/^[1-9]\d{0,4}$/.test(fullText)) throw new PositionError(fullText, 'the move number, a whole number from 1');
  for (const [bit, name] of [[WHITE_BIT, 'White'], [BLACK_BIT, 'Black']] as const) {
    const kings = board.filter((p) => p === (bit | KING)).length;
    if (kings !== 1) throw new PositionError(placement, `exactly one ${name} king (found ${kings})`);
  }
  const state: DartState = {
    board,
    hands,
    side: sideText === 'w' ? 0 : 1,
    halfmove: Number(halfText),
    fullmove: Number(fullText),
    history: [],
  };
  const pos = load(state);
  if (pos.attacked(pos.kings[pos.side ^ 1]!, pos.side)) {
    throw new PositionError(placement, `a position where the side not to move (${pos.side === 0 ? 'Black' : 'White'}) is not in check`);
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Move notation

const PROMO_LETTER: Record<number, string> = { [ROOK]: 'R', [KNIGHT]: 'N', [BISHOP]: 'B' };
const PROMO_KIND: Record<string, number> = { R: ROOK, N: KNIGHT, B: BISHOP };

/** SAN without the check mark. */
function sanBody(s: DartState, m: number, moves: readonly number[]): string {
  const from = moveFrom(m), to = moveTo(m);
  if (from === RESERVE) return `D@${squareName(to)}`;
  const p = s.board[from]!, kind = p & KIND_MASK;
  const capture = s.board[to] !== 0;
  const dest = squareName(to);
  if (kind === PAWN) {
    const promo = movePromo(m);
    return `${capture ? `${'abcdef'[fileOf(from)]}x` : ''}${dest}${promo ? `=${PROMO_LETTER[promo]}` : ''}`;
  }
  // Disambiguate among other pieces of the same kind that can reach the same square.
  const rivals = moves.filter((o) => moveTo(o) === to && moveFrom(o) !== from && moveFrom(o) !== RESERVE && s.board[moveFrom(o)] === p);
  let dis = '';
  if (rivals.length) {
    if (rivals.every((o) => fileOf(moveFrom(o)) !== fileOf(from))) dis = 'abcdef'[fileOf(from)]!;
    else if (rivals.every((o) => rankOf(moveFrom(o)) !== rankOf(from))) dis = String(rankOf(from) + 1);
    else dis = squareName(from);
  }
  return `${LETTER[kind]}${dis}${capture ? 'x' : ''}${dest}`;
}

export function formatMove(s: DartState, m: number): string {
  const { moves } = factsOf(s);
  const body = sanBody(s, m, moves);
  const pos = load(s, checker);
  pos.make(m);
  if (!pos.inCheck()) return body;
  return body + (pos.legalMoves().length === 0 ? '#' : '+');
}
const checker = new Position();

const EXPECTED = 'a move like Nc3, bxc5, b6=R, a dart throw D@c3, or from-to like b1c3 / b5b6=R';

/** Parses SAN, long algebraic or a throw; returns a legal move or throws IllegalActionError. */
export function parseMove(s: DartState, text: string): number {
  const { moves, outcome } = factsOf(s);
  if (outcome) throw new IllegalActionError(text, 'the game is over');
  const t = text.trim().replace(/[+#!?]+$/, '');
  const pick = (cands: number[], what: string): number => {
    if (cands.length === 1) return cands[0]!;
    if (cands.length === 0) throw new IllegalActionError(text, `no legal ${what} here`);
    throw new IllegalActionError(text, `ambiguous: could be ${cands.map((c) => sanBody(s, c, moves)).join(' or ')}`);
  };

  let m = /^[Dd]?@([a-f][1-6])$/.exec(t);
  if (m) {
    const to = parseSquare(m[1]!);
    return pick(moves.filter((x) => moveFrom(x) === RESERVE && moveTo(x) === to), `dart throw to ${m[1]}`);
  }

  m = /^([a-f][1-6])[-x]?([a-f][1-6])(?:=?([RNBrnb]))?$/.exec(t);
  if (m) {
    const from = parseSquare(m[1]!), to = parseSquare(m[2]!);
    const promo = m[3] ? PROMO_KIND[m[3].toUpperCase()]! : 0;
    const cands = moves.filter((x) => moveFrom(x) === from && moveTo(x) === to);
    if (cands.length > 1 && !promo) throw new IllegalActionError(text, 'a promotion choice: add =R, =N or =B');
    return pick(cands.filter((x) => movePromo(x) === promo), `move from ${m[1]} to ${m[2]}`);
  }

  m = /^([KRBN])?([a-f])?([1-6])?(x)?([a-f][1-6])(?:=([RNB]))?$/.exec(t);
  if (!m) throw new IllegalActionError(text, `expected ${EXPECTED}`);
  const [, pieceL, fileL, rankL, cap, dest, promoL] = m;
  const kind = pieceL ? KIND_OF[pieceL]! : PAWN;
  const to = parseSquare(dest!);
  const promo = promoL ? PROMO_KIND[promoL]! : 0;
  if (kind !== PAWN && promo) throw new IllegalActionError(text, 'only a pawn promotes');
  if (cap && s.board[to] === 0) throw new IllegalActionError(text, `nothing to capture on ${dest}`);
  let cands = moves.filter((x) => {
    const from = moveFrom(x);
    if (from === RESERVE || moveTo(x) !== to || (s.board[from]! & KIND_MASK) !== kind) return false;
    if (fileL && fileOf(from) !== fileL.charCodeAt(0) - 97) return false;
    if (rankL && rankOf(from) !== Number(rankL) - 1) return false;
    return true;
  });
  if (kind === PAWN) {
    // A pawn move names its file only when it captures.
    cands = cands.filter((x) => (fileOf(moveFrom(x)) !== fileOf(to)) === Boolean(fileL));
    if (cands.length > 0 && movePromo(cands[0]!) && !promo) {
      throw new IllegalActionError(text, 'a promotion choice: add =R, =N or =B');
    }
    cands = cands.filter((x) => movePromo(x) === promo);
  }
  return pick(cands, `${kind === PAWN ? 'pawn' : LETTER[kind]} move to ${dest}`);
}

/** Applies a legal move to a fresh copy (the caller has checked legality). */
export function applyMove(s: DartState, m: number): DartState {
  const pos = load(s);
  pos.make(m);
  return snapshot(pos);
}

export { makeMove };

/**
 * Forsyth-Edwards Notation for the board, plus the Dice Chess extension ` roll 23` when the
 * dice are on the table. Bad text is rejected naming the offending field; nothing is repaired.
 */
import { PositionError } from '../../core/errors.js';
import {
  BLACK, Board, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, KING, PAWN, ROOK, WHITE,
} from './board.js';
import { parseRollText, rollText } from './dice.js';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const LETTERS = ' pnbrqk';

export const squareName = (s: number) => 'abcdefgh'[s & 7]! + String((s >> 4) + 1);
export function parseSquare(text: string): number {
  if (!/^[a-h][1-8]$/.test(text)) return -1;
  return (text.charCodeAt(1) - 49) * 16 + (text.charCodeAt(0) - 97);
}

export function pieceLetter(piece: number): string {
  const l = LETTERS[piece & 7]!;
  return piece >> 3 ? l : l.toUpperCase();
}

/** Board and roll of a position text. */
export interface ParsedFen {
  board: Board;
  /** Pending roll as `10 * low + high`, 0 when the dice have not been rolled. */
  roll: number;
}

export function parseFen(text: string): ParsedFen {
  const fields = text.trim().split(/\s+/);
  let roll = 0;
  const rollAt = fields.indexOf('roll');
  if (rollAt >= 0) {
    if (rollAt !== fields.length - 2) throw new PositionError(fields.slice(rollAt).join(' '), '"roll" followed by two dice, like "roll 23", at the end');
    roll = parseRollText(fields[rollAt + 1]!, (tok, exp) => new PositionError(tok, exp, 'roll'));
    fields.length = rollAt;
  }
  if (fields.length !== 4 && fields.length !== 6) {
    throw new PositionError(text, 'FEN with 4 or 6 fields: placement, side, castling, en passant[, halfmove, fullmove][ roll NN]');
  }
  const [placement, sideText, castleText, epText, halfText = '0', fullText = '1'] = fields as [string, string, string, string, string?, string?];
  const b = new Board();
  b.clear();
  const ranks = placement.split('/');
  if (ranks.length !== 8) throw new PositionError(placement, '8 ranks separated by "/"', 'placement');
  ranks.forEach((row, i) => {
    const rank = 7 - i;
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') {
        file += ch.charCodeAt(0) - 48;
      } else {
        const t = LETTERS.indexOf(ch.toLowerCase());
        if (t <= 0) throw new PositionError(ch, 'a piece letter (PNBRQK, pnbrqk) or a digit 1-8', `rank ${rank + 1}`);
        if (file > 7) throw new PositionError(row, 'exactly 8 squares', `rank ${rank + 1}`);
        const piece = t | (ch === ch.toLowerCase() ? 8 : 0);
        if (t === PAWN && (rank === 0 || rank === 7)) throw new PositionError(row, 'no pawn on the first or last rank', `rank ${rank + 1}`);
        if (t === KING && b.king[piece >> 3]! >= 0) throw new PositionError(ch, 'one king per side at most', `rank ${rank + 1}`);
        b.put(rank * 16 + file, piece);
        file++;
      }
    }
    if (file !== 8) throw new PositionError(row, 'exactly 8 squares', `rank ${rank + 1}`);
  });
  if (sideText !== 'w' && sideText !== 'b') throw new PositionError(sideText, '"w" or "b"', 'side to move');
  b.side = sideText === 'w' ? WHITE : BLACK;

  if (castleText !== '-') {
    if (!/^K?Q?k?q?$/.test(castleText)) throw new PositionError(castleText, 'castling rights as "-" or a subset of "KQkq" in that order', 'castling');
    const need: [string, number, number, number][] = [
      ['K', CASTLE_WK, 0x04, 0x07], ['Q', CASTLE_WQ, 0x04, 0x00], ['k', CASTLE_BK, 0x74, 0x77], ['q', CASTLE_BQ, 0x74, 0x70],
    ];
    for (const [ch, bit, k, r] of need) {
      if (!castleText.includes(ch)) continue;
      const black = ch === ch.toLowerCase() ? 8 : 0;
      if (b.sq[k] !== (KING | black) || b.sq[r] !== (ROOK | black)) {
        throw new PositionError(castleText, `castling right "${ch}" only with the king and that rook on their first squares`, 'castling');
      }
      b.castle |= bit;
    }
  }

  if (epText !== '-') {
    const ep = parseSquare(epText);
    const us = b.side;
    const rankOk = ep >= 0 && ep >> 4 === (us === WHITE ? 5 : 2);
    const pawnSq = us === WHITE ? ep - 16 : ep + 16;
    const fromSq = us === WHITE ? ep + 16 : ep - 16;
    if (!rankOk || b.sq[pawnSq] !== (PAWN | (us === WHITE ? 8 : 0)) || b.sq[ep] !== 0 || b.sq[fromSq] !== 0) {
      throw new PositionError(epText, `"-" or the square an opposing pawn just passed (rank ${us === WHITE ? 6 : 3}, empty, with the pawn in front)`, 'en passant');
    }
    b.ep = ep;
  }
  if (!/^\d{1,4}$/.test(halfText)) throw new PositionError(halfText, 'a halfmove clock (0 or more)', 'halfmove');
  if (!/^\d{1,5}$/.test(fullText) || Number(fullText) < 1) throw new PositionError(fullText, 'a move number (1 or more)', 'fullmove');
  b.halfmove = Number(halfText);
  b.fullmove = Number(fullText);

  // Kings: the side that has just moved must still have one (a king is only ever lost on the
  // capturing side's turn, which hands the move to the loser).
  if (b.king[b.side ^ 1]! < 0) throw new PositionError(placement, `a ${b.side === WHITE ? 'black' : 'white'} king`, 'placement');
  if (b.king[b.side]! < 0 && roll !== 0) throw new PositionError(placement, 'a king for the side to roll', 'placement');
  b.finishSetup();
  if (b.king[b.side]! >= 0 && b.exposed && b.inCheck()) {
    throw new PositionError(placement, 'at most one king in check', 'placement');
  }
  return { board: b, roll };
}

export function formatFen(b: Board, roll: number): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '', empty = 0;
    for (let file = 0; file < 8; file++) {
      const p = b.sq[rank * 16 + file]!;
      if (p === 0) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      row += pieceLetter(p);
    }
    if (empty) row += empty;
    rows.push(row);
  }
  let castle = '';
  if (b.castle & CASTLE_WK) castle += 'K';
  if (b.castle & CASTLE_WQ) castle += 'Q';
  if (b.castle & CASTLE_BK) castle += 'k';
  if (b.castle & CASTLE_BQ) castle += 'q';
  const fen = `${rows.join('/')} ${b.side === WHITE ? 'w' : 'b'} ${castle || '-'} ${b.ep >= 0 ? squareName(b.ep) : '-'} ${b.halfmove} ${b.fullmove}`;
  return roll ? `${fen} roll ${rollText(roll)}` : fen;
}

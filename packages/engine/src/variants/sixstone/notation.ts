/**
 * Text forms. Positions: the four rows from 4 down to 1, `W`/`B`/`.` for each point from A to
 * D, rows separated by `/`, then `w` or `b` for the side to move:
 *   start: `BBBB/B..B/W..W/WWWW w`
 * Moves as the source writes them: origin and destination (`D2C2`), then `+` and the captured
 * points when the move captures (`D2C2+B4`, `C1C2+A2C4`). See RULES.md for what input accepts.
 */
import { IllegalActionError, PositionError } from '../../core/errors.js';
import type { Side } from '../../core/types.js';
import * as board from './board.js';
import { makeState, moverStones, opponentStones, type SixStoneState } from './state.js';

const { POINT_NAMES, NEIGHBOURS, parsePoint, popcount16, capturesAfterMove } = board;

export const POSITION_EXAMPLE = 'BBBB/B..B/W..W/WWWW w';

export function formatPosition(s: SixStoneState): string {
  const rows: string[] = [];
  for (let r = 3; r >= 0; r--) {
    let row = '';
    for (let f = 0; f < 4; f++) {
      const bit = 1 << (f + 4 * r);
      row += s.white & bit ? 'W' : s.black & bit ? 'B' : '.';
    }
    rows.push(row);
  }
  return `${rows.join('/')} ${s.toMove === 'white' ? 'w' : 'b'}`;
}

export function parsePosition(text: string): SixStoneState {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 2) throw new PositionError(text, `two fields, the rows and the side to move (like "${POSITION_EXAMPLE}")`);
  const [rowsText, sideText] = fields as [string, string];
  const rows = rowsText.split('/');
  if (rows.length !== 4) throw new PositionError(rowsText, 'four rows (4 down to 1) separated by "/"');
  let white = 0, black = 0;
  rows.forEach((row, i) => {
    const rank = 3 - i;
    if (row.length !== 4) throw new PositionError(row, `four points A to D on row ${rank + 1}, each W, B or .`);
    for (let f = 0; f < 4; f++) {
      const ch = row[f]!;
      const bit = 1 << (f + 4 * rank);
      if (ch === 'W') white |= bit;
      else if (ch === 'B') black |= bit;
      else if (ch !== '.') throw new PositionError(ch, `W, B or . for point ${POINT_NAMES[f + 4 * rank]}`);
    }
  });
  if (sideText !== 'w' && sideText !== 'b') throw new PositionError(sideText, '"w" or "b" for the side to move');
  const toMove: Side = sideText === 'w' ? 'white' : 'black';
  for (const [side, mask] of [['White', white], ['Black', black]] as const) {
    if (popcount16(mask) > 6) throw new PositionError(rowsText, `at most six stones for ${side}`);
  }
  // The side that has just moved cannot be down to one stone: the game would have ended before.
  const justMoved = toMove === 'white' ? black : white;
  if (popcount16(justMoved) < 2)
    throw new PositionError(rowsText, `at least two stones for ${toMove === 'white' ? 'Black' : 'White'}, the side that has just moved`);
  return makeState(white, black, toMove, null);
}

/** The points a move captures, as a mask. */
export function capturesOf(s: SixStoneState, move: number): number {
  const from = move & 15, to = move >> 4;
  const moved = (moverStones(s) & ~(1 << from)) | (1 << to);
  return capturesAfterMove(moved, opponentStones(s), to);
}

/** Captured point names in the source's order: by file, then rank (`A2C4`). */
export function capturedNames(mask: number): string[] {
  const names: string[] = [];
  for (let i = 0; i < 16; i++) if (mask >> i & 1) names.push(POINT_NAMES[i]!);
  return names.sort();
}

export function formatMove(s: SixStoneState, move: number): string {
  const text = POINT_NAMES[move & 15]! + POINT_NAMES[move >> 4]!;
  const captured = capturesOf(s, move);
  return captured ? `${text}+${capturedNames(captured).join('')}` : text;
}

/** Why a step from `from` to `to` is not legal here, or null when it is. */
export function whyIllegal(s: SixStoneState, from: number, to: number): string | null {
  const side = s.toMove === 'white' ? 'White' : 'Black';
  if (!(moverStones(s) >> from & 1)) return `${POINT_NAMES[from]} holds no ${side} stone`;
  if (((s.white | s.black) >> to & 1) !== 0) return `${POINT_NAMES[to]} is not empty`;
  if (!(NEIGHBOURS[from]! >> to & 1)) return `${POINT_NAMES[to]} is not one orthogonal step from ${POINT_NAMES[from]}`;
  return null;
}

const POINT = '[A-Da-d][1-4]';
const MOVE_RE = new RegExp(`^(${POINT}(?:/${POINT})*)(${POINT})(?:\\+((?:${POINT}){1,2}))?$`);

/**
 * Reads a move. The capture suffix may be left out; when given it must name exactly the
 * stones the move captures. `B2/B4B3` lists alternative origins (the source's notation for
 * "either stone"): the first one that makes a legal move (with the given captures) is played.
 */
export function parseMove(s: SixStoneState, text: string): number {
  const m = MOVE_RE.exec(text.trim());
  if (!m) throw new IllegalActionError(text, 'expected a step like D2C2, optionally with its captures (D2C2+B4, C1C2+A2C4)');
  const origins = m[1]!.split('/').map(parsePoint);
  const to = parsePoint(m[2]!);
  let claimed = -1;
  if (m[3] !== undefined) {
    claimed = 0;
    for (let i = 0; i < m[3].length; i += 2) {
      const bit = 1 << parsePoint(m[3].slice(i, i + 2));
      if (claimed & bit) throw new IllegalActionError(text, `${m[3].slice(i, i + 2).toUpperCase()} is named twice as captured`);
      claimed |= bit;
    }
  }
  const reasons: string[] = [];
  for (const from of origins) {
    const why = whyIllegal(s, from, to);
    if (why) {
      reasons.push(why);
      continue;
    }
    const move = from | (to << 4);
    const captured = capturesOf(s, move);
    if (claimed >= 0 && claimed !== captured) {
      reasons.push(
        captured
          ? `${POINT_NAMES[from]}${POINT_NAMES[to]} captures ${capturedNames(captured).join(' and ')}, not ${capturedNames(claimed).join(' and ')}`
          : `${POINT_NAMES[from]}${POINT_NAMES[to]} captures nothing`,
      );
      continue;
    }
    return move;
  }
  throw new IllegalActionError(text, reasons.join('; '));
}


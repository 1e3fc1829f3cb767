/**
 * The d4 d6 chess state and its position text.
 *
 *   cnrafcgg/g2cc2g/8/8/8/8/G1C(n)C(n)2G/2FATF1G w start - - 0 0
 *   board (rank 8 first; a Cavalo or Rinoceronte carries its facing in brackets),
 *   side to move, stage of the turn, chosen piece and die, roll, special move used, counter.
 */
import { PositionError } from '../../core/errors.js';
import {
  BLACK, BORDER, CAVALO, DIR_NAMES, E, GUARDA, N, PLAYING, RINOCERONTE, S, SIXTH_RANK, TYPE_LETTER, W,
  colourOf, isGambling, parseSquare, rankOf, squareName, typeOf,
} from './board.js';
import { diceFor } from './moves.js';

/**
 * Where the turn stands:
 * - `orient`: a Rinoceronte's starting facing is being rolled (a chance point, variant only);
 * - `start`: choose a gambling piece (and die), or make the special move first;
 * - `roll`: the chosen die is being rolled (chance);
 * - `move`: choose the move the roll allows;
 * - `after`: make the special move now, or end the turn;
 * - `agreed`: the players agreed a draw.
 */
export type Stage = 'orient' | 'start' | 'roll' | 'move' | 'after' | 'agreed';
export const STAGES: readonly Stage[] = ['orient', 'start', 'roll', 'move', 'after', 'agreed'];

/** Facing code of a Rinoceronte whose starting orientation has not been rolled yet. */
export const UNKNOWN_FACING = 8;

export interface D4D6State {
  readonly rino: boolean;
  /** 64 piece codes (see board.ts). Never mutated once the state is built. */
  readonly board: Int8Array;
  /** 64 facings: 0..7, -1 for none, UNKNOWN_FACING while a Rinoceronte's is unrolled. */
  readonly facing: Int8Array;
  /** 0 White, 1 Black. */
  readonly side: number;
  readonly stage: Stage;
  /** Square of the chosen gambling piece, -1 for none. */
  readonly chosen: number;
  /** Sides of the chosen die, 0 for none. */
  readonly die: number;
  /** The number rolled, 0 for none. */
  readonly roll: number;
  /** The special move of this turn has been made. */
  readonly special: boolean;
  /** Gambling moves since the last capture, Cavalo step or promotion. */
  readonly counter: number;
}

export const HUNDRED = 100;

/** The facing a Cavalo of `colour` takes in the border area at rank `rank`: towards its own sixth rank. */
export const verticalTowardsSixth = (colour: number, sq: number): number => (rankOf(sq) > SIXTH_RANK[colour]! ? S : N);

/** The facing a Cavalo of `colour` is given when it leaves the playing area (it does not matter there). */
export const restingFacing = (colour: number): number => (colour === 0 ? N : S);

/**
 * Facings a Cavalo may have on a square without contradicting the turning rules (rulings.md):
 * the forced vertical on the border; north or south only before reaching its sixth rank
 * in that direction; east or west anywhere else in the playing area.
 */
export function cavaloFacingAllowed(colour: number, sq: number, f: number): boolean {
  if (!PLAYING[sq]) return f === restingFacing(colour);
  if (BORDER[sq]) return f === verticalTowardsSixth(colour, sq);
  if (f === E || f === W) return true;
  const sixth = SIXTH_RANK[colour]!;
  if (f === N) return rankOf(sq) < sixth;
  if (f === S) return rankOf(sq) > sixth;
  return false;
}

export function hasGamblingInPlay(board: Int8Array, colour: number): boolean {
  for (let sq = 0; sq < 64; sq++) {
    const c = board[sq]!;
    if (c !== 0 && PLAYING[sq] && isGambling(c) && colourOf(c) === colour) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Position text

export function formatBoard(board: Int8Array, facing: Int8Array): string {
  const ranks: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const sq = r * 8 + f;
      const c = board[sq]!;
      if (c === 0) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      const letter = TYPE_LETTER[typeOf(c)]!;
      row += colourOf(c) ? letter.toLowerCase() : letter;
      const t = typeOf(c);
      if (t === CAVALO || t === RINOCERONTE) {
        const fc = facing[sq]!;
        row += `(${fc === UNKNOWN_FACING ? '?' : DIR_NAMES[fc]})`;
      }
    }
    if (empty) row += empty;
    ranks.push(row);
  }
  return ranks.join('/');
}

export function formatState(s: D4D6State): string {
  const chosen = s.chosen >= 0 ? `${squareName(s.chosen)}:d${s.die}` : '-';
  return `${formatBoard(s.board, s.facing)} ${s.side ? 'b' : 'w'} ${s.stage} ${chosen} ${s.roll || '-'} ${s.special ? 1 : 0} ${s.counter}`;
}

const LETTER_TYPE: Record<string, number> = { R: 1, F: 2, A: 3, T: 4, C: 5, G: 6, N: 7 };

function parseBoard(text: string, rino: boolean, allowUnknown: boolean): { board: Int8Array; facing: Int8Array } {
  const board = new Int8Array(64);
  const facing = new Int8Array(64).fill(-1);
  const ranks = text.split('/');
  if (ranks.length !== 8) throw new PositionError(text, 'eight ranks separated by "/"', 'board');
  ranks.forEach((row, i) => {
    const r = 7 - i;
    let f = 0;
    let j = 0;
    while (j < row.length) {
      const ch = row[j]!;
      if (ch >= '1' && ch <= '8') {
        f += Number(ch);
        j++;
        if (f > 8) throw new PositionError(row, 'at most eight squares in a rank', `rank ${r + 1}`);
        continue;
      }
      const type = LETTER_TYPE[ch.toUpperCase()];
      if (type === undefined) throw new PositionError(ch, 'a piece letter R F A T C G N (Black lower case) or a digit', `rank ${r + 1}`);
      if (type === RINOCERONTE && !rino) throw new PositionError(ch, 'no Rinoceronte without the rinoceronte option', `rank ${r + 1}`);
      if (f > 7) throw new PositionError(row, 'at most eight squares in a rank', `rank ${r + 1}`);
      const sq = r * 8 + f;
      const colour = ch === ch.toUpperCase() ? 0 : 1;
      board[sq] = type | (colour ? BLACK : 0);
      j++;
      if (type === CAVALO || type === RINOCERONTE) {
        const m = /^\((n|ne|e|se|s|sw|w|nw|\?)\)/.exec(row.slice(j));
        if (!m) throw new PositionError(row.slice(j - 1), `a facing in brackets after the ${type === CAVALO ? 'Cavalo' : 'Rinoceronte'}, like ${ch}(n)`, squareName(sq));
        j += m[0].length;
        if (m[1] === '?') {
          if (type !== RINOCERONTE || !allowUnknown) throw new PositionError(m[0], 'a known facing (only a Rinoceronte in the orient stage may have "?")', squareName(sq));
          facing[sq] = UNKNOWN_FACING;
        } else {
          const d = DIR_NAMES.indexOf(m[1] as (typeof DIR_NAMES)[number]);
          if (type === RINOCERONTE && d % 2 === 0) throw new PositionError(m[0], 'a diagonal facing (ne, se, sw, nw) for a Rinoceronte', squareName(sq));
          if (type === CAVALO) {
            // In the waiting area a Cavalo's facing plays no part: keep one canonical value.
            const fc = PLAYING[sq] ? d : restingFacing(colour);
            if (!cavaloFacingAllowed(colour, sq, fc)) throw new PositionError(m[0], 'a facing the turning rules allow on this square', squareName(sq));
            facing[sq] = fc;
          } else facing[sq] = d;
        }
      } else if (type !== GUARDA && !PLAYING[sq]) {
        throw new PositionError(ch, 'only Guardas, Cavalos and Rinocerontes in the waiting area', squareName(sq));
      }
      f++;
    }
    if (f !== 8) throw new PositionError(row, 'exactly eight squares in the rank', `rank ${r + 1}`);
  });
  return { board, facing };
}

export function parseState(text: string, rino: boolean): D4D6State {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 7) throw new PositionError(text, 'seven fields: board, side, stage, chosen, roll, special, counter');
  const [boardText, sideText, stageText, chosenText, rollText, specialText, counterText] = parts as [string, string, string, string, string, string, string];
  if (!STAGES.includes(stageText as Stage)) throw new PositionError(stageText, `a stage: ${STAGES.join(', ')}`);
  const stage = stageText as Stage;
  const { board, facing } = parseBoard(boardText, rino, stage === 'orient');
  if (sideText !== 'w' && sideText !== 'b') throw new PositionError(sideText, '"w" or "b" for the side to move');
  const side = sideText === 'w' ? 0 : 1;
  let chosen = -1, die = 0;
  if (chosenText !== '-') {
    const m = /^([a-h][1-8]):d([46])$/.exec(chosenText);
    if (!m) throw new PositionError(chosenText, 'the chosen piece and die, like "d1:d6", or "-"');
    chosen = parseSquare(m[1]!);
    die = Number(m[2]);
    const c = board[chosen]!;
    if (c === 0 || colourOf(c) !== side || !isGambling(c) || (!PLAYING[chosen] && typeOf(c) !== RINOCERONTE)) {
      throw new PositionError(chosenText, 'a gambling piece of the side to move that can move', 'chosen');
    }
    if (!diceFor(typeOf(c)).includes(die as 4 | 6)) throw new PositionError(chosenText, `the die this piece rolls (d${diceFor(typeOf(c)).join(' or d')})`, 'chosen');
  }
  let roll = 0;
  if (rollText !== '-') {
    if (!/^[1-6]$/.test(rollText) || Number(rollText) > die) throw new PositionError(rollText, die ? `a roll from 1 to ${die}` : '"-" (no die chosen)', 'roll');
    roll = Number(rollText);
  }
  if (specialText !== '0' && specialText !== '1') throw new PositionError(specialText, '"0" or "1" for the special move used', 'special');
  const special = specialText === '1';
  if (!/^\d{1,3}$/.test(counterText) || Number(counterText) > HUNDRED) throw new PositionError(counterText, 'a gambling-move counter from 0 to 100', 'counter');
  const counter = Number(counterText);

  const needChosen = stage === 'roll' || stage === 'move';
  if (needChosen !== (chosen >= 0)) throw new PositionError(chosenText, needChosen ? 'the chosen piece and die in this stage' : '"-" in this stage', 'chosen');
  if ((stage === 'move') !== (roll > 0)) throw new PositionError(rollText, stage === 'move' ? 'the number rolled' : '"-" in this stage', 'roll');
  if ((stage === 'after' || stage === 'orient') && special) throw new PositionError(specialText, `"0" in the ${stage} stage`, 'special');
  if (stage === 'orient') {
    const first = firstUnknownRino(board, facing);
    if (first < 0) throw new PositionError(stageText, 'a Rinoceronte with facing "?" in the orient stage');
    if (colourOf(board[first]!) !== side) throw new PositionError(sideText, 'White\'s Rinoceronte is oriented first', 'side');
  }
  if (!hasGamblingInPlay(board, 0) && !hasGamblingInPlay(board, 1)) {
    throw new PositionError(boardText, 'a gambling piece in the playing area for at least one side', 'board');
  }
  return { rino, board, facing, side, stage, chosen, die, roll, special, counter };
}

/** The first Rinoceronte still waiting for its starting facing, White's before Black's; -1 if none. */
export function firstUnknownRino(board: Int8Array, facing: Int8Array): number {
  let black = -1;
  for (let sq = 0; sq < 64; sq++) {
    if (facing[sq] !== UNKNOWN_FACING) continue;
    if (colourOf(board[sq]!) === 0) return sq;
    if (black < 0) black = sq;
  }
  return black;
}

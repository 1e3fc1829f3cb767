/**
 * Setting up a Dice Chess position: chess pieces, the side to move, castling rights, en passant,
 * the clocks, and dice already on the table. The position text's own parser (FEN) applies the
 * rules (one king a side at most, no pawn on the first or last rank, castling rights only with
 * king and rook at home, an en passant square only behind a pawn that has just passed it).
 */
import type { DiceState } from './state.js';
import type { SetupHooks } from '../../core/types.js';
import { bothSides, fenRow, letterOf, sideLetter, setupHooks } from '../../core/setup.js';
import type { SetupDefinition, SetupGame } from '../../core/setup.js';
import type { SetupSpec } from '../../core/types.js';

const FILES = 'abcdefgh';
const LETTERS = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' };

/** The 21 rolls as the text writes them, lower die first. */
const ROLLS: string[] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) ROLLS.push(`${a}${b}`);

const SPEC: SetupSpec = {
  palette: bothSides(['king', 'queen', 'rook', 'bishop', 'knight', 'pawn']),
  reserves: [],
  fields: [
    {
      id: 'castling', label: 'Castling rights', kind: 'flags', blank: '-',
      choices: [
        { value: 'K', label: 'White short (O-O)' }, { value: 'Q', label: 'White long (O-O-O)' },
        { value: 'k', label: 'Black short (O-O)' }, { value: 'q', label: 'Black long (O-O-O)' },
      ],
    },
    { id: 'enPassant', label: 'En passant', kind: 'cell', blank: '-', hint: 'the square a pawn has just passed over' },
    { id: 'halfmove', label: 'Halfmove clock', kind: 'number', min: 0, max: 100, blank: '0', hint: 'moves since the last capture or pawn move' },
    { id: 'fullmove', label: 'Move number', kind: 'number', min: 1, blank: '1' },
    {
      id: 'roll', label: 'Dice on the table', kind: 'choice', blank: '-',
      choices: [{ value: '-', label: 'not rolled yet' }, ...ROLLS.map((r) => ({ value: r, label: `${r[0]} and ${r[1]}` }))],
    },
  ],
};

export const diceSetup: SetupDefinition = {
  describe: () => SPEC,
  write(setup) {
    const rows: string[] = [];
    for (let r = 8; r >= 1; r--) {
      rows.push(fenRow([...FILES].map((f) => {
        const p = setup.pieces[`${f}${r}`];
        return p ? letterOf(p, LETTERS) : undefined;
      })));
    }
    const f = setup.fields;
    const roll = f['roll'] ?? '-';
    return `${rows.join('/')} ${sideLetter(setup.toMove)} ${f['castling'] ?? '-'} ${f['enPassant'] ?? '-'} ${f['halfmove'] ?? '0'} ${f['fullmove'] ?? '1'}${roll === '-' ? '' : ` roll ${roll}`}`;
  },
  fields(text) {
    const [, , castling = '-', enPassant = '-', halfmove = '0', fullmove = '1', , roll = '-'] = text.split(' ');
    return { castling, enPassant, halfmove, fullmove, roll };
  },
};

/** The editor's hooks for this game (loaded on first use through the variant's `setup`). */
export const hooks = (game: SetupGame<DiceState>): SetupHooks<DiceState> => setupHooks(() => game, diceSetup);

/**
 * Setting up a Dagger Chess position: the six chess pieces of both sides on the 39 cells,
 * knights in hand on the four imaginary squares, the side to move, en passant and the clocks.
 * The position text's own parser applies the rules (one king each, no pawn on its promotion
 * cell, the side not to move not in check, an en passant cell only where a capture is ready).
 */
import type { DaggerState } from './state.js';
import type { SetupHooks } from '../../core/types.js';
import { bothSides, fenRow, letterOf, sideLetter, setupHooks } from '../../core/setup.js';
import type { SetupDefinition, SetupGame } from '../../core/setup.js';
import type { SetupSpec } from '../../core/types.js';

const LETTERS = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' };
/** The imaginary squares in the order the position text lists them. */
const HAND = ['a0', 'a2', 'n0', 'n2'] as const;

const SPEC: SetupSpec = {
  palette: bothSides(['king', 'queen', 'rook', 'bishop', 'knight', 'pawn']),
  reserves: HAND.map((reserve) => ({ reserve, side: reserve.startsWith('a') ? 'white' as const : 'black' as const, kind: 'knight' as const, max: 1 })),
  fields: [
    { id: 'enPassant', label: 'En passant', kind: 'cell', blank: '-', hint: 'the cell of a pawn that has just stepped diagonally and can be taken now' },
    { id: 'halfmove', label: 'Halfmove clock', kind: 'number', min: 0, max: 100, blank: '0', hint: 'half-moves since the last pawn move, capture or entry' },
    { id: 'fullmove', label: 'Move number', kind: 'number', min: 1, blank: '1' },
  ],
};

export const daggerSetup: SetupDefinition = {
  describe: () => SPEC,
  write(setup, _spec, _options, geometry) {
    // The board's ranks, a (White's side) to n, each listed from 1 up, as the geometry lists its
    // cells (read from it, so that this module shares no code with the rules and loads apart).
    const ranks = new Map<string, string[]>();
    for (const { id } of geometry.cells) {
      const letter = id.replace(/\d+$/, '');
      ranks.set(letter, [...(ranks.get(letter) ?? []), id]);
    }
    const rows = [...ranks.values()].reverse().map((cells) => fenRow(cells.map((id) => {
      const p = setup.pieces[id];
      return p ? letterOf(p, LETTERS) : undefined;
    })));
    const hand = HAND.filter((h) => (setup.reserves[h] ?? 0) > 0).join('') || '-';
    const f = setup.fields;
    return `${rows.join('/')} ${sideLetter(setup.toMove)} ${hand} ${f['enPassant'] ?? '-'} ${f['halfmove'] ?? '0'} ${f['fullmove'] ?? '1'}`;
  },
  fields(text) {
    const [, , , enPassant = '-', halfmove = '0', fullmove = '1'] = text.split(' ');
    return { enPassant, halfmove, fullmove };
  },
};

/** The editor's hooks for this game (loaded on first use through the variant's `setup`). */
export const hooks = (game: SetupGame<DaggerState>): SetupHooks<DaggerState> => setupHooks(() => game, daggerSetup);

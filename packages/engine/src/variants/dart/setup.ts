/**
 * Setting up a Dart 6x6 Chess position: the five piece kinds and thrown darts of both sides,
 * darts still in hand (0 to 3 each), the side to move and the two clocks. The position text's
 * own parser applies the rules (one king each, darts only on b2-e5, three darts a side...).
 */
import type { DartState } from './state.js';
import type { SetupHooks } from '../../core/types.js';
import { bothSides, fenRow, letterOf, sideLetter, setupHooks } from '../../core/setup.js';
import type { SetupDefinition, SetupGame } from '../../core/setup.js';
import type { SetupSpec } from '../../core/types.js';

const FILES = 'abcdef';
const LETTERS = { king: 'k', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p', dart: 'd' };

const SPEC: SetupSpec = {
  palette: bothSides(['king', 'rook', 'bishop', 'knight', 'pawn', 'dart']),
  reserves: [
    { reserve: 'white-darts', side: 'white', kind: 'dart', max: 3 },
    { reserve: 'black-darts', side: 'black', kind: 'dart', max: 3 },
  ],
  fields: [
    { id: 'halfmove', label: 'Halfmove clock', kind: 'number', min: 0, max: 100, blank: '0', hint: 'plies since the last pawn move, capture or throw' },
    { id: 'fullmove', label: 'Move number', kind: 'number', min: 1, blank: '1' },
  ],
};

export const dartSetup: SetupDefinition = {
  describe: () => SPEC,
  write(setup) {
    const rows: string[] = [];
    for (let r = 6; r >= 1; r--) {
      rows.push(fenRow([...FILES].map((f) => {
        const p = setup.pieces[`${f}${r}`];
        return p ? letterOf(p, LETTERS) : undefined;
      })));
    }
    const hand = 'D'.repeat(setup.reserves['white-darts'] ?? 0) + 'd'.repeat(setup.reserves['black-darts'] ?? 0);
    return `${rows.join('/')}[${hand}] ${sideLetter(setup.toMove)} ${setup.fields['halfmove'] ?? '0'} ${setup.fields['fullmove'] ?? '1'}`;
  },
  fields(text) {
    const [, , halfmove = '0', fullmove = '1'] = text.split(' ');
    return { halfmove, fullmove };
  },
};

/** The editor's hooks for this game (loaded on first use through the variant's `setup`). */
export const hooks = (game: SetupGame<DartState>): SetupHooks<DartState> => setupHooks(() => game, dartSetup);

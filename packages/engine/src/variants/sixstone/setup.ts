/**
 * Setting up a Six Stone Chess position: stones of both colours on the sixteen points and the
 * side to move. The position text's own parser applies the rules (at most six stones a side,
 * at least two for the side that has just moved).
 */
import type { SixStoneState } from './state.js';
import type { SetupHooks } from '../../core/types.js';
import { bothSides, setupHooks } from '../../core/setup.js';
import type { SetupDefinition, SetupGame } from '../../core/setup.js';
import type { SetupSpec } from '../../core/types.js';

const SPEC: SetupSpec = { palette: bothSides(['stone']), reserves: [], fields: [] };

export const sixstoneSetup: SetupDefinition = {
  describe: () => SPEC,
  write(setup) {
    const rows: string[] = [];
    for (let r = 4; r >= 1; r--) {
      rows.push([...'ABCD'].map((f) => {
        const p = setup.pieces[`${f}${r}`];
        return p ? (p.side === 'white' ? 'W' : 'B') : '.';
      }).join(''));
    }
    return `${rows.join('/')} ${setup.toMove === 'white' ? 'w' : 'b'}`;
  },
  fields: () => ({}),
};

/** The editor's hooks for this game (loaded on first use through the variant's `setup`). */
export const hooks = (game: SetupGame<SixStoneState>): SetupHooks<SixStoneState> => setupHooks(() => game, sixstoneSetup);

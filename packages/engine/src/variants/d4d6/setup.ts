/**
 * Setting up a d4 d6 chess position: the seven pieces of both sides anywhere on the 64 squares
 * (the corners are the waiting area), Cavalo and Rinoceronte facings, the side to move, and
 * where the turn stands (stage, chosen piece and die, roll, special move, counter). The
 * position text's own parser applies the rules (facings the turning rules allow, only Guardas,
 * Cavalos and Rinocerontes in the waiting area, Rinocerontes only with the option...).
 */
import type { D4D6State } from './state.js';
import type { SetupHooks } from '../../core/types.js';
import { bothSides, fenRow, letterOf, sideLetter, setupHooks } from '../../core/setup.js';
import type { SetupDefinition, SetupGame } from '../../core/setup.js';
import type { Facing, SetupPiece, SetupSpec, Side, VariantOptions } from '../../core/types.js';
import { STAGES } from './state.js';

const FILES = 'abcdefgh';
const LETTERS = { rato: 'r', formiga: 'f', gata: 'a', gato: 't', cavalo: 'c', guarda: 'g', rinoceronte: 'n' };
/** Forward first: a new Cavalo or Rinoceronte faces its own side's way until turned. */
const CAVALO_FACINGS: Record<Side, Facing[]> = { white: ['n', 'e', 's', 'w'], black: ['s', 'w', 'n', 'e'] };
const RINO_FACINGS: Record<Side, (Facing | null)[]> = { white: ['ne', 'se', 'sw', 'nw', null], black: ['sw', 'nw', 'ne', 'se', null] };

function spec(options?: VariantOptions): SetupSpec {
  const rino = options?.['rinoceronte'] === true || options?.['rinoceronte'] === 'true';
  const palette: SetupPiece[] = (['white', 'black'] as const).flatMap((side) => [
    ...bothSides(['rato', 'formiga', 'gata', 'gato']).filter((p) => p.side === side),
    { kind: 'cavalo' as const, side, facings: CAVALO_FACINGS[side] },
    { kind: 'guarda' as const, side },
    ...(rino ? [{ kind: 'rinoceronte' as const, side, facings: RINO_FACINGS[side] }] : []),
  ]);
  return {
    palette,
    reserves: [],
    fields: [
      { id: 'stage', label: 'Stage of the turn', kind: 'choice', blank: 'start', choices: STAGES.map((s) => ({ value: s, label: s })) },
      { id: 'chosen', label: 'Chosen piece and die', kind: 'text', blank: '-', hint: 'in the roll and move stages, like d1:d6; else -' },
      { id: 'roll', label: 'Number rolled', kind: 'choice', blank: '-', choices: ['-', '1', '2', '3', '4', '5', '6'].map((value) => ({ value, label: value === '-' ? 'none' : value })) },
      { id: 'special', label: 'Special move made this turn', kind: 'choice', blank: '0', choices: [{ value: '0', label: 'no' }, { value: '1', label: 'yes' }] },
      { id: 'counter', label: 'Gambling moves since a capture, Cavalo step or promotion', kind: 'number', min: 0, max: 100, blank: '0' },
    ],
  };
}
/** Built on first use (an editor asks; a page of boards loads this module without one). */
let plain: SetupSpec | undefined;
let withRino: SetupSpec | undefined;

export const d4d6Setup: SetupDefinition = {
  describe: (options) => (options?.['rinoceronte'] === true || options?.['rinoceronte'] === 'true'
    ? (withRino ??= spec({ rinoceronte: true }))
    : (plain ??= spec())),
  write(setup) {
    const rows: string[] = [];
    for (let r = 8; r >= 1; r--) {
      rows.push(fenRow([...FILES].map((f) => {
        const p = setup.pieces[`${f}${r}`];
        if (!p) return undefined;
        const letter = letterOf(p, LETTERS);
        return p.kind === 'cavalo' || p.kind === 'rinoceronte' ? `${letter}(${p.facing ?? '?'})` : letter;
      })));
    }
    const f = setup.fields;
    return `${rows.join('/')} ${sideLetter(setup.toMove)} ${f['stage'] ?? 'start'} ${f['chosen'] ?? '-'} ${f['roll'] ?? '-'} ${f['special'] ?? '0'} ${f['counter'] ?? '0'}`;
  },
  fields(text) {
    const [, , stage = 'start', chosen = '-', roll = '-', special = '0', counter = '0'] = text.split(' ');
    return { stage, chosen, roll, special, counter };
  },
};

/** The editor's hooks for this game (loaded on first use through the variant's `setup`). */
export const hooks = (game: SetupGame<D4D6State>): SetupHooks<D4D6State> => setupHooks(() => game, d4d6Setup);

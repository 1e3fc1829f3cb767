/**
 * The shared half of every game's set-up hook (see SetupHooks in types.ts). A game supplies
 * what its editor offers (`describe`), how a setup is written as its position text (`write`)
 * and how the extra fields are read back from that text (`fields`); this module checks what
 * the text cannot express (a piece on a cell the board lacks, a piece the game does not have,
 * a field value of the wrong shape) and leaves every rule to the game's own `parsePosition`.
 */
import { PositionError } from './errors.js';
import type {
  BoardGeometry, PieceKind, PieceView, PositionView, Setup, SetupField, SetupHooks, SetupPiece, SetupSpec, Side, VariantOptions,
} from './types.js';

/** What the shared half needs of the game itself. */
export interface SetupGame<S> {
  geometry(options?: VariantOptions): BoardGeometry;
  view(state: S): PositionView;
  formatPosition(state: S): string;
  parsePosition(text: string, options?: VariantOptions): S;
}

export interface SetupDefinition {
  describe(options?: VariantOptions): SetupSpec;
  /** The position text of a setup already checked against `describe`; `geometry` is the board's, for these options. */
  write(setup: Setup, spec: SetupSpec, options: VariantOptions | undefined, geometry: BoardGeometry): string;
  /** The extra fields of a position text, by SetupField id. */
  fields(text: string): Record<string, string>;
}

/** A game's SetupHooks from its definition; `game` is read lazily (the variant object refers to its hooks). */
export function setupHooks<S>(game: () => SetupGame<S>, def: SetupDefinition): SetupHooks<S> {
  return {
    describe: (options) => def.describe(options),
    toSetup(state) {
      const g = game();
      const view = g.view(state);
      const pieces: Record<string, PieceView> = {};
      for (const [cell, p] of view.pieces) pieces[cell] = p.facing ? { kind: p.kind, side: p.side, facing: p.facing } : { kind: p.kind, side: p.side };
      const reserves: Record<string, number> = {};
      for (const r of view.reserves) reserves[r.reserve] = (reserves[r.reserve] ?? 0) + r.count;
      return { pieces, reserves, toMove: view.toMove, fields: def.fields(g.formatPosition(state)) };
    },
    fromSetup(setup, options) {
      const g = game();
      const spec = def.describe(options);
      const geometry = g.geometry(options);
      checkSetup(setup, spec, geometry);
      return g.parsePosition(def.write(setup, spec, options, geometry), options);
    },
  };
}

const sideName = (side: Side) => (side === 'white' ? 'White' : 'Black');

/** Refuses what no position text of the game can say, naming the cell, reserve or field. */
export function checkSetup(setup: Setup, spec: SetupSpec, geometry: BoardGeometry): void {
  const cells = new Set(geometry.cells.map((c) => c.id));
  for (const [cell, p] of Object.entries(setup.pieces)) {
    if (!cells.has(cell)) throw new PositionError(cell, 'a cell of this board', 'pieces');
    const known = spec.palette.find((q) => q.kind === p.kind && q.side === p.side);
    if (!known) throw new PositionError(`${p.side} ${p.kind}`, 'a piece of this game', cell);
    const facings = known.facings ?? [];
    if (facings.length === 0 && p.facing) throw new PositionError(p.facing, `no facing for a ${p.kind}`, cell);
    if (facings.length && !facings.includes(p.facing ?? null)) {
      throw new PositionError(p.facing ?? 'none', `a facing: ${facings.map((f) => f ?? 'not yet known').join(', ')}`, cell);
    }
  }
  for (const [id, n] of Object.entries(setup.reserves)) {
    const r = spec.reserves.find((x) => x.reserve === id);
    if (!r) throw new PositionError(id, `a reserve: ${spec.reserves.map((x) => x.reserve).join(', ') || 'none in this game'}`, 'reserves');
    if (!Number.isInteger(n) || n < 0 || n > r.max) throw new PositionError(String(n), `0 to ${r.max} ${sideName(r.side)} ${r.kind}s`, id);
  }
  if (setup.toMove !== 'white' && setup.toMove !== 'black') throw new PositionError(String(setup.toMove), '"white" or "black"', 'side to move');
  for (const f of spec.fields) checkField(f, fieldOf(setup, f), cells);
  for (const id of Object.keys(setup.fields)) {
    if (!spec.fields.some((f) => f.id === id)) throw new PositionError(id, `a field: ${spec.fields.map((f) => f.id).join(', ') || 'none in this game'}`, 'fields');
  }
}

/** A field's value, or its blank when the setup leaves it out. */
export const fieldOf = (setup: Setup, f: SetupField): string => setup.fields[f.id] ?? f.blank;

function checkField(f: SetupField, value: string, cells: ReadonlySet<string>): void {
  if (typeof value !== 'string' || value === '' || /\s/.test(value)) throw new PositionError(String(value), 'one word, without spaces', f.label);
  switch (f.kind) {
    case 'choice':
      if (!f.choices!.some((c) => c.value === value)) throw new PositionError(value, `one of ${f.choices!.map((c) => c.value).join(', ')}`, f.label);
      return;
    case 'flags': {
      if (value === f.blank) return;
      const letters = f.choices!.map((c) => c.value);
      let at = 0;
      for (const ch of value) {
        const i = letters.indexOf(ch, at);
        if (i < 0) throw new PositionError(value, `"${f.blank}" or some of ${letters.join('')} in that order`, f.label);
        at = i + 1;
      }
      return;
    }
    case 'number': {
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < (f.min ?? 0) || (f.max !== undefined && n > f.max)) {
        throw new PositionError(value, `a whole number from ${f.min ?? 0}${f.max !== undefined ? ` to ${f.max}` : ' up'}`, f.label);
      }
      return;
    }
    case 'cell':
      if (value !== f.blank && !cells.has(value)) throw new PositionError(value, `"${f.blank}" or a cell of this board`, f.label);
      return;
    case 'text':
      return;
  }
}

/** One row's pieces in order, runs of empty cells as digits (the FEN style all five games use). */
export function fenRow(cells: readonly (string | undefined)[]): string {
  let row = '';
  let empty = 0;
  for (const p of cells) {
    if (p === undefined) {
      empty++;
      continue;
    }
    if (empty) row += String(empty);
    empty = 0;
    row += p;
  }
  return empty ? row + String(empty) : row;
}

/** A piece's letter in the FEN convention: upper case White, lower case Black. */
export function letterOf(p: PieceView, letters: Readonly<Partial<Record<string, string>>>): string {
  const l = letters[p.kind]!;
  return p.side === 'white' ? l.toUpperCase() : l.toLowerCase();
}

/** `w` or `b`, as four of the five games write the side to move. */
export const sideLetter = (side: Side): string => (side === 'white' ? 'w' : 'b');

/** The same piece kinds for both sides, White's first. */
export function bothSides(kinds: readonly PieceKind[]): SetupPiece[] {
  return (['white', 'black'] as const).flatMap((side) => kinds.map((kind) => ({ kind, side })));
}

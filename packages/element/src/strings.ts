/**
 * Every word the element shows or announces, in one place for translation.
 * Replace entries (or the whole object) with `setStrings()` before boards render.
 */
import type { PieceKind, Side } from './engine.js';
import type { AnalysisStrings, EditorStrings, ForumStrings, NotesStrings, ShapesStrings } from './part-words.js';

export interface Strings {
  sides: Record<Side, string>;
  pieces: Record<PieceKind, string>;
  board: (game: string) => string;
  loading: string;
  empty: string;
  cell: (id: string, piece: string | null, states: string[]) => string;
  piece: (side: Side, kind: PieceKind) => string;
  selected: string;
  target: string;
  capture: string;
  lastMove: string;
  check: string;
  highlighted: string;
  facing: Record<string, string>;
  reserve: (name: string, count: number, piece: string) => string;
  toMove: (side: Side) => string;
  toRoll: (side: Side) => string;
  gameOver: (text: string) => string;
  moved: (side: Side, text: string) => string;
  rolled: (side: Side, roll: string) => string;
  moveText: (piece: string, from: string | null, to: string | null, captures: string[], choice: string | null) => string;
  chooseTitle: string;
  cancel: string;
  roll: string;
  rollInput: string;
  rollSet: string;
  rollExample: (notation: string) => string;
  rolledShort: (notation: string) => string;
  undo: string;
  redo: string;
  back: string;
  forward: string;
  reset: string;
  flip: string;
  hint: string;
  hintFor: (text: string) => string;
  thinking: string;
  moveList: string;
  start: string;
  controls: string;
  dice: string;
  die: (value: number | null, sides: number) => string;
  errorTitle: string;
  copyLink: string;
  linkCopied: string;
  saveSvg: string;
  savePng: string;
  /** The sharing buttons' button that opens the forum snippets' popup (with a board server). */
  copyForum: string;
  aiUnavailable: string;
  /** Why a click was refused (`reject` event), when the rules give no reason of their own. */
  rejectNotYourTurn: (side: string, piece: string) => string;
  rejectNoMoves: (piece: string, at: string) => string;
  rejectNotATarget: (from: string, to: string) => string;
  /** Analysis mode's words (see analysis/strings.ts); English when absent. */
  analysis?: Partial<AnalysisStrings>;
  /** The position editor's words (see editor/strings.ts); English when absent. */
  editor?: Partial<EditorStrings>;
  /** The forum snippets' popup (see forum-panel.ts); English when absent. */
  forum?: Partial<ForumStrings>;
  /** Words of annotated records (see annotations/strings.ts); English when absent. */
  notes?: Partial<NotesStrings>;
  /** Words of drawing by hand (see shapes/strings.ts); English when absent. */
  shapes?: Partial<ShapesStrings>;
}

/** The words of the controls and of a game in play (control-strings.ts), loaded with them. */
export type ControlWord =
  | 'moved' | 'rolled' | 'moveText' | 'chooseTitle' | 'roll' | 'rollInput' | 'rollSet' | 'rollExample' | 'rolledShort'
  | 'undo' | 'redo' | 'back' | 'forward' | 'reset' | 'flip' | 'hint' | 'hintFor' | 'thinking' | 'moveList' | 'start'
  | 'controls' | 'dice' | 'errorTitle' | 'copyLink' | 'linkCopied' | 'saveSvg' | 'savePng' | 'aiUnavailable'
  | 'copyForum'
  | 'rejectNotYourTurn' | 'rejectNoMoves' | 'rejectNotATarget';
/** The words of what only some boards draw, loaded with their drawing parts (draw/features.ts, draw/dice.ts). */
export type PartWord = 'facing' | 'reserve' | 'die';
/** The words every board needs, a diagram of a position included. */
export type BoardWords = Omit<Strings, ControlWord | PartWord | 'analysis' | 'editor' | 'notes' | 'shapes'>;
/** The words in use: the board's always, the controls' once they have loaded. */
export type LoadedStrings = BoardWords & Partial<Strings>;

/** English: the board's words (the controls' are in control-strings.ts). */
export const en: BoardWords = {
  sides: { white: 'White', black: 'Black' },
  pieces: {
    king: 'king', queen: 'queen', rook: 'rook', bishop: 'bishop', knight: 'knight', pawn: 'pawn',
    dart: 'dart', stone: 'stone',
    rato: 'Rato', formiga: 'Formiga', gata: 'Gata', gato: 'Gato', cavalo: 'Cavalo', guarda: 'Guarda',
    rinoceronte: 'Rinoceronte',
  },
  board: (game) => `${game} board`,
  loading: 'Loading the board…',
  empty: 'empty',
  cell: (id, piece, states) => [id, piece ?? 'empty', ...states].join(', '),
  piece: (side, kind) => `${current.sides[side]} ${current.pieces[kind]}`,
  selected: 'selected',
  target: 'can move here',
  capture: 'can capture here',
  lastMove: 'last move',
  check: 'in check',
  highlighted: 'highlighted',
  toMove: (side) => `${current.sides[side]} to move`,
  toRoll: (side) => `${current.sides[side]} to roll`,
  gameOver: (text) => `Game over: ${text}`,
  cancel: 'Cancel',
};

/** English words of parts that load later (the controls), then a page's own words: the later wins. */
let defaults: LoadedStrings = en;
let own: Partial<Strings> = {};
let current: LoadedStrings = en;

/** The strings in use (the controls' words are there once a board has loaded its controls). */
export function strings(): LoadedStrings {
  return current;
}

/** Replaces some or all strings (e.g. a translation); boards rendered afterwards use them. */
export function setStrings(partial: Partial<Strings>): void {
  own = { ...own, ...partial };
  current = { ...defaults, ...own };
}

/** Adds the English words of a part that has loaded; words a page has set stay. */
export function addDefaultStrings(words: Partial<Strings>): void {
  defaults = { ...defaults, ...words };
  current = { ...defaults, ...own };
}

/**
 * Words of the position editor. Translations replace them through the element's
 * `setStrings({ editor: {...} })`, like every other string.
 */
import { strings } from '../strings.js';

export interface EditorStrings {
  title: string;
  palette: string;
  moveTool: string;
  eraseTool: string;
  toMove: string;
  inHand: string;
  details: string;
  clear: string;
  start: string;
  flip: string;
  valid: string;
  /** Shown beside the outputs while the board holds a position the game refuses. */
  stale: string;
  position: string;
  link: string;
  html: string;
  markdown: string;
  caption: string;
  copy: (what: string) => string;
  copied: (what: string) => string;
  copyFailed: string;
  placed: (piece: string, cell: string) => string;
  removed: (piece: string, cell: string) => string;
  moved: (piece: string, from: string, to: string) => string;
  turned: (piece: string, cell: string, facing: string) => string;
  picked: (piece: string, cell: string) => string;
  hand: (name: string, count: number) => string;
  tool: (name: string) => string;
  keys: string;
  unavailable: string;
  notKnown: string;
}

export const enEditor: EditorStrings = {
  title: 'Position editor',
  palette: 'Pieces',
  moveTool: 'Move pieces',
  eraseTool: 'Remove pieces',
  toMove: 'Side to move',
  inHand: 'In hand',
  details: 'Position details',
  clear: 'Clear',
  start: 'Start position',
  flip: 'Flip',
  valid: 'Valid position.',
  stale: 'The outputs keep the last valid position until the board is valid again.',
  position: 'Position text',
  link: 'Share link',
  html: 'HTML',
  markdown: 'Markdown',
  caption: 'Caption (for the Markdown block)',
  copy: (what) => `Copy ${what}`,
  copied: (what) => `${what} copied.`,
  copyFailed: 'Could not reach the clipboard: the text is selected, copy it with Ctrl+C (or Cmd+C).',
  placed: (piece, cell) => `${piece} on ${cell}.`,
  removed: (piece, cell) => `${piece} taken off ${cell}.`,
  moved: (piece, from, to) => `${piece} from ${from} to ${to}.`,
  turned: (piece, cell, facing) => `${piece} on ${cell} now ${facing}.`,
  picked: (piece, cell) => `${piece} on ${cell} picked up: choose where it goes.`,
  hand: (name, count) => `${name}: ${count}.`,
  tool: (name) => `${name} chosen: click or press Enter on a cell.`,
  keys: 'Choose a piece, then click a cell or press Enter on it (arrow keys move between cells). Drag pieces to move them, off the board to remove them, or between the board and the slots in hand. Delete removes, R turns a piece.',
  unavailable: 'This game offers no position editor.',
  notKnown: 'facing not yet rolled',
};

export function editorStrings(): EditorStrings {
  const custom = strings().editor;
  return custom ? { ...enEditor, ...custom } : enEditor;
}

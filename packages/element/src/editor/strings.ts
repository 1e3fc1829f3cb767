/**
 * Words of the position editor. Translations replace them through the element's
 * `setStrings({ editor: {...} })`, like every other string.
 */
import { strings } from '../strings.js';

import type { EditorStrings } from '../part-words.js';
export type { EditorStrings } from '../part-words.js';

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
  record: 'Record with the drawing',
  caption: 'Caption (for the Markdown block)',
  forumBBCode: 'Forum BBCode with the picture (phpBB, bbPress, vBulletin)',
  forumMarkdown: 'Forum Markdown with the picture (Discourse, Reddit, GitHub)',
  forumIframe: 'Forum HTML: the live board in an iframe (where a forum allows iframes)',
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
  drawKeys: 'Right-drag draws an arrow, right-click circles a cell (Shift, Alt for the colour), D draws from the keyboard.',
  unavailable: 'This game offers no position editor.',
  notKnown: 'facing not yet rolled',
};

export function editorStrings(): EditorStrings {
  const custom = strings().editor;
  return custom ? { ...enEditor, ...custom } : enEditor;
}

/**
 * Which parts a board needs, from its attributes: the one place that decides what a board loads beside its
 * game's rules. A new attribute that needs a part is one line here (and the part's own module).
 *
 * | part      | module                  | what it is                                        |
 * | --------- | ----------------------- | ------------------------------------------------- |
 * | `input`   | ui.ts (+ controls.ts)   | pointer, keyboard, buttons, move list, computer   |
 * | `game`    | game.ts                 | the history: play, roll, undo, step, export       |
 * | `records` | records.ts              | reading records, share link, `toSvg`              |
 * | `full`    | full-render.ts (Lit)    | the template for panels (editor, analysis, notes) |
 * | `editor`  | editor/editor.ts        | the position editor                               |
 * | `analysis`| analysis/panel.ts       | the position's value and best moves               |
 * | `notes`   | annotations/notes.ts    | comments and side lines of annotated records      |
 * | `shapes`  | shapes/part.ts          | arrows and circles drawn by hand (`drawable`)     |
 */
import { movesText } from './model.js';

/** What the table reads: the board's attributes and two facts of its state. */
export interface NeedsInput {
  readonly readonly: boolean;
  readonly controls: string;
  readonly moves: string | undefined;
  readonly editor: boolean;
  readonly analysis: boolean;
  /** A script asked for the board (`ready`, `session`, a game method): it may call any method. */
  readonly scripted: boolean;
  /** The board has a game with its history already. */
  readonly hasGame: boolean;
  /** Its game is an annotated record (comments, marks or side lines). */
  readonly annotated: boolean;
  /** The `drawable` attribute (unset: boards that are played or stepped through draw). */
  readonly drawable?: boolean | undefined;
}

export interface Needs {
  input: boolean;
  game: boolean;
  records: boolean;
  full: boolean;
  editor: boolean;
  analysis: boolean;
  notes: boolean;
  shapes: boolean;
}

export function partsNeeded(b: NeedsInput): Needs {
  const hasMoves = movesText(b.moves) !== '';
  // Played (not readonly) or stepped through (controls shown).
  const input = !b.readonly || b.controls !== 'none';
  return {
    input,
    // A diagram of a position needs no history: moves to replay, input, the editor, analysis or a script do.
    game: b.scripted || b.hasGame || input || b.editor || b.analysis || hasMoves,
    records: b.scripted || hasMoves,
    // Panels are Lit templates.
    full: b.editor || b.analysis || b.annotated,
    editor: b.editor,
    analysis: b.analysis,
    notes: b.annotated,
    // The editor draws too (authors annotate the position they set up).
    shapes: b.drawable ?? (input || b.editor),
  };
}

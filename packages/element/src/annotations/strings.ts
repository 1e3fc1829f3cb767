/** Words of annotated game records; `setStrings({ notes: {...} })` replaces any of them. */
import { strings } from '../strings.js';

export interface NotesStrings {
  /** Label of the panel showing the shown position's comment. */
  comment: string;
  /** Label of a side line in the move list. */
  sideLine: string;
  /** What the live region reads when a move with a comment is shown. */
  shown: (move: string, comment: string) => string;
}

export const notesEn: NotesStrings = {
  comment: 'Comment',
  sideLine: 'Side line',
  shown: (move, comment) => (move && comment ? `${move}. ${comment}` : move || comment),
};

export function notesStrings(): NotesStrings {
  return { ...notesEn, ...strings().notes };
}

/** Words of annotated game records; `setStrings({ notes: {...} })` replaces any of them. */
import { strings } from '../strings.js';

import type { NotesStrings } from '../part-words.js';
export type { NotesStrings } from '../part-words.js';

export const notesEn: NotesStrings = {
  comment: 'Comment',
  sideLine: 'Side line',
  shown: (move, comment) => (move && comment ? `${move}. ${comment}` : move || comment),
};

export function notesStrings(): NotesStrings {
  return { ...notesEn, ...strings().notes };
}

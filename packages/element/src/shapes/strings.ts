/** Words of drawing by hand; `setStrings({ shapes: {...} })` replaces any of them. */
import { strings } from '../strings.js';
import type { ShapesStrings } from '../part-words.js';
export type { ShapesStrings } from '../part-words.js';

export const shapesEn: ShapesStrings = {
  // A pencil alone: the toolbar's row has room for it on a narrow board (part.ts); the words are in the label.
  pen: '✎',
  penLabel: 'Draw arrows and circles (drag to draw an arrow, tap to mark a cell)',
  brushes: { green: 'green', red: 'red', blue: 'blue', yellow: 'yellow' },
  arrow: (brush, from, to) => `${brush} arrow from ${from} to ${to}`,
  circle: (brush, cell) => `${brush} circle on ${cell}`,
  removed: (shape) => `Removed: ${shape}`,
  cleared: 'Drawing cleared',
  started: (cell) => `Arrow from ${cell}: go to a cell and press D (D again here marks ${cell})`,
  cancelled: 'Drawing cancelled',
};

export function shapesStrings(): ShapesStrings {
  return { ...shapesEn, ...strings().shapes };
}

/**
 * The drawing's own lazily loaded parts, each imported once per page: arrows (draw/arrows.ts), dice
 * (draw/dice.ts) and what boards beyond squares and chess pieces draw (draw/features.ts: points and lines,
 * areas, reserves, facing arrows, the games' own pieces). They plug into the scene builder (draw/scene.ts)
 * and bring stylesheets that every board adds to its shadow root after each render.
 */
import { adopter } from '../adopt.js';
import { setArrowDrawer, setDieDrawer } from './scene.js';

/** The stylesheets of the drawing parts loaded so far. */
const partStyles: ((root: ShadowRoot) => void)[] = [];

let arrows: Promise<unknown> | null = null;
let dice: Promise<unknown> | null = null;
let features: Promise<unknown> | null = null;

/** Arrows: with the rules for a board that has arrows, else when some are first shown. */
export const loadArrows = (): Promise<unknown> => (arrows ??= import('./arrows.js').then((m) => setArrowDrawer(m.drawArrows)));

/** Dice: with the rules of a game with dice; a board that shows dice is ready once they are there. */
export const loadDice = (): Promise<unknown> => (dice ??= import('./dice.js').then((m) => {
  setDieDrawer(m.dieShape);
  partStyles.push(adopter(m.diceStyles));
}));

/** Points and lines, areas, reserves...: with the rules of a game that needs them. */
export const loadFeatures = (): Promise<unknown> => (features ??= import('./features.js').then((m) => void partStyles.push(adopter(m.featureStyles))));

/** Adds the loaded drawing parts' stylesheets to a board's shadow root. */
export function adoptDrawingStyles(root: ShadowRoot): void {
  for (const adopt of partStyles) adopt(root);
}

// Placeholder: replaced by the real rules.
import { notYetAvailable } from '../placeholder.js';

export const variant = notYetAvailable('dice', 'Dice Chess');

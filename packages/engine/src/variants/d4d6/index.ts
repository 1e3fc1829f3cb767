// Placeholder: replaced by the real rules.
import { notYetAvailable } from '../placeholder.js';

export const variant = notYetAvailable('d4d6', 'd4 d6 chess');

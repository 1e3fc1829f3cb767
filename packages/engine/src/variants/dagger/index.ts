// Placeholder: replaced by the real rules.
import { notYetAvailable } from '../placeholder.js';

export const variant = notYetAvailable('dagger', 'Dagger Chess');

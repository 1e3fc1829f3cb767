// Placeholder: replaced by the real rules.
import { notYetAvailable } from '../placeholder.js';

export const variant = notYetAvailable('dart', 'Dart 6x6 Chess');

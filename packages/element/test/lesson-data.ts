/** The course files, imported as data (JSON modules work in Node and in the browser). */
import dart from '../lessons/dart.json' with { type: 'json' };
import dice from '../lessons/dice.json' with { type: 'json' };
import sixstone from '../lessons/sixstone.json' with { type: 'json' };
import dagger from '../lessons/dagger.json' with { type: 'json' };
import d4d6 from '../lessons/d4d6.json' with { type: 'json' };

export const COURSES: Record<string, unknown> = { dart, dice, sixstone, dagger, d4d6 };

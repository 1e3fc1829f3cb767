/** Dagger Chess under the invariants every variant must satisfy (random play, round trips, bad input). */
import { variant } from '../src/variants/dagger/index.js';
import { describeInvariants } from './support/invariants.js';

describeInvariants(variant, { runs: 20, maxPlies: 120 });

import { describeInvariants } from './support/invariants.js';
import { variant } from '../src/variants/dice/index.js';

describeInvariants(variant, { runs: 25, maxPlies: 120 });
describeInvariants(variant, { runs: 5, maxPlies: 60, everyAction: true });

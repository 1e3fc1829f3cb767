/** d4 d6 chess and its Rinoceronte variant under the shared random-play invariants. */
import { describeInvariants } from './support/invariants.js';
import { variant } from '../src/variants/d4d6/index.js';

describeInvariants(variant, { runs: 15, maxPlies: 120 });
describeInvariants(variant, { options: { rinoceronte: true }, runs: 15, maxPlies: 120 });

/** Dart 6x6 Chess under the shared random-play invariants. */
import { describeInvariants } from './support/invariants.js';
import { variant } from '../src/variants/dart/index.js';

describeInvariants(variant, { runs: 25, maxPlies: 100, everyAction: true });

/**
 * The parts of the engine that play a game through: its history, records and dice. Loaded with
 * game.ts (and by analysis), never by the core that draws diagrams.
 */
export { GameSession } from '../../engine/src/core/session.js';
export { fairRandom, seededRandom } from '../../engine/src/core/random.js';
export { tokenizeRecord } from '../../engine/src/core/record.js';

/**
 * The parts of the engine that play a game through: its history, record writer and dice. Loaded
 * with game.ts, never by the core that draws diagrams. The record reader comes apart (records.ts).
 */
export { PlaySession } from '../../engine/src/core/play-session.js';
export { fairRandom, seededRandom } from '../../engine/src/core/random.js';

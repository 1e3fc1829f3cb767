/** The relay's limits: each keeps one client from taking more than its share. Documented in the README. */
import { MAX_LINK_LENGTH } from '../deps.js';

export interface LiveLimits {
  /** Bytes of a PUT's body: the longest link the engine reads, or a URL holding it. */
  readonly bodyBytes: number;
  /** New games one client (IP address) may start in an hour. */
  readonly newGamesPerHour: number;
  /** Event streams open on one game at once (players and watchers, all instances together). */
  readonly streamsPerGame: number;
  /** Event streams open on this instance at once; more get a 503. */
  readonly streamsPerInstance: number;
  /** Hours a game is kept after its last accepted link. */
  readonly idleHours: number;
  /** Characters of links kept in memory by the in-memory store; a new game beyond it is a 503. */
  readonly memoryChars: number;
  /** Games whose verified replay this instance keeps, so that a move verifies only what is new. */
  readonly verifiedCache: number;
  /** Posts of those replays, summed: a replay holds every position of its game (some 3.4 KB a post). */
  readonly verifiedPosts: number;
  /** Milliseconds between `: ping` comments on an event stream. */
  readonly pingMs: number;
}

export const LIVE_LIMITS: LiveLimits = {
  bodyBytes: MAX_LINK_LENGTH + 2048,
  newGamesPerHour: 60,
  streamsPerGame: 32,
  streamsPerInstance: 20_000,
  idleHours: 24,
  memoryChars: 256 * 1024 * 1024,
  verifiedCache: 5000,
  verifiedPosts: 150_000,
  pingMs: 15_000,
};

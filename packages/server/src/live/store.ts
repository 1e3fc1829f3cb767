/**
 * Where live games are kept and how their news travels: in this process (memory-store.ts) or in
 * Redis shared by many instances (redis-store.ts). A game is its latest link, canonical (as
 * encodeLink writes it), so a link that goes on from another starts with that other's text and
 * a `~`: stores compare texts, and never hold a link that was not verified first.
 */

/** What one instance's listeners of a game are: seats as they declared them, and watchers. */
export interface PresenceCounts {
  white: number;
  black: number;
  watchers: number;
}

/** What a store tells an instance's subscriber: a new link, or that presence changed. */
export type LiveMessage = { readonly kind: 'link'; readonly link: string } | { readonly kind: 'presence' };

export type PutOutcome =
  /** No game was stored: this link starts it. */
  | { readonly kind: 'created' }
  /** The link goes on from the stored one, which it replaced. */
  | { readonly kind: 'extended' }
  /** The stored link is this one. */
  | { readonly kind: 'same' }
  /** The stored link is neither a start of this one nor this one: nothing changed. */
  | { readonly kind: 'conflict'; readonly stored: string }
  /** The store is full: nothing changed. */
  | { readonly kind: 'full' };

export interface LiveStore {
  /** The latest link of a game, or undefined. */
  get(id: string): Promise<string | undefined>;
  /**
   * Atomically (across every instance sharing the store): stores `link` when there is no game
   * or the stored link is a start of it, and tells every subscriber of the game. Refreshes the
   * game's expiry.
   */
  put(id: string, link: string): Promise<PutOutcome>;
  /** Calls `listener` with each message of the game until the returned function is called. */
  subscribe(id: string, listener: (message: LiveMessage) => void): Promise<() => Promise<void>>;
  /** Sets this instance's share of a game's presence (all zero: none) and tells the subscribers. */
  setPresence(id: string, counts: PresenceCounts): Promise<void>;
  /** Keeps this instance's share of a game's presence from expiring (it outlives a dead instance briefly). */
  refreshPresence(ids: readonly string[]): Promise<void>;
  /** A game's presence, every instance's share summed. */
  presence(id: string): Promise<PresenceCounts>;
  /** Counts a new game for `client` in the current hour; returns the count and the seconds the hour has left. */
  countNewGame(client: string): Promise<{ count: number; resetSeconds: number }>;
  /** Calls `resync` when pushes may have been lost (a broken connection came back). */
  onResync?(resync: () => void): void;
  close(): Promise<void>;
}

export const NO_ONE: PresenceCounts = Object.freeze({ white: 0, black: 0, watchers: 0 });

/** How `link` stands to `stored` as texts (both canonical, of the same game). */
export function textRelation(stored: string, link: string): 'same' | 'extends' | 'older' | 'other' {
  if (stored === link) return 'same';
  if (link.length > stored.length && link.startsWith(stored) && link[stored.length] === '~') return 'extends';
  if (stored.length > link.length && stored.startsWith(link) && stored[link.length] === '~') return 'older';
  return 'other';
}

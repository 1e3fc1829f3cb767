/** The default store: games in this process's memory, bounded in size, forgotten when idle. */
import { NO_ONE, textRelation } from './store.js';
import type { LiveMessage, LiveStore, PresenceCounts, PutOutcome } from './store.js';

const HOUR_MS = 3_600_000;

export class MemoryStore implements LiveStore {
  private readonly games = new Map<string, { link: string; expires: number }>();
  private readonly listeners = new Map<string, Set<(m: LiveMessage) => void>>();
  private readonly presences = new Map<string, PresenceCounts>();
  private readonly newGames = new Map<string, number>();
  private newGamesHour = 0;
  private chars = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly opts: { idleMs: number; maxChars: number }) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, Math.max(1000, opts.idleMs / 4)));
    this.sweeper.unref();
  }

  /** Forgets the games idle for longer than the limit. */
  sweep(now = Date.now()): void {
    for (const [id, game] of this.games) {
      if (game.expires <= now) {
        this.games.delete(id);
        this.chars -= game.link.length;
      }
    }
  }

  async get(id: string): Promise<string | undefined> {
    const game = this.games.get(id);
    if (!game || game.expires <= Date.now()) return undefined;
    return game.link;
  }

  async put(id: string, link: string): Promise<PutOutcome> {
    const now = Date.now();
    const game = this.games.get(id);
    const stored = game && game.expires > now ? game.link : undefined;
    const relation = stored === undefined ? 'new' : textRelation(stored, link);
    if (relation === 'same') {
      game!.expires = now + this.opts.idleMs;
      return { kind: 'same' };
    }
    if (relation === 'older' || relation === 'other') return { kind: 'conflict', stored: stored! };
    const grows = link.length - (game?.link.length ?? 0);
    if (this.chars + grows > this.opts.maxChars) {
      this.sweep(now);
      if (this.chars + grows > this.opts.maxChars) return { kind: 'full' };
    }
    this.chars += grows;
    this.games.set(id, { link, expires: now + this.opts.idleMs });
    this.tell(id, { kind: 'link', link });
    return { kind: relation === 'new' ? 'created' : 'extended' };
  }

  private tell(id: string, message: LiveMessage): void {
    const set = this.listeners.get(id);
    if (!set) return;
    // Later, as a pub/sub message would arrive: the writer's answer is never held up by listeners.
    for (const listener of set) queueMicrotask(() => listener(message));
  }

  async subscribe(id: string, listener: (m: LiveMessage) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return async () => {
      set!.delete(listener);
      if (set!.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
  }

  async setPresence(id: string, counts: PresenceCounts): Promise<void> {
    if (counts.white + counts.black + counts.watchers === 0) this.presences.delete(id);
    else this.presences.set(id, { ...counts });
    this.tell(id, { kind: 'presence' });
  }

  async refreshPresence(): Promise<void> {}

  async presence(id: string): Promise<PresenceCounts> {
    return { ...(this.presences.get(id) ?? NO_ONE) };
  }

  async countNewGame(client: string): Promise<{ count: number; resetSeconds: number }> {
    const now = Date.now();
    const hour = Math.floor(now / HOUR_MS);
    // Bounded: past 100,000 addresses in one hour the counts start again (memory before precision).
    if (hour !== this.newGamesHour || this.newGames.size >= 100_000) {
      this.newGames.clear();
      this.newGamesHour = hour;
    }
    const count = (this.newGames.get(client) ?? 0) + 1;
    this.newGames.set(client, count);
    return { count, resetSeconds: Math.ceil(((hour + 1) * HOUR_MS - now) / 1000) };
  }

  /** Characters of links held (for the bench and the limit). */
  get size(): { games: number; chars: number } {
    return { games: this.games.size, chars: this.chars };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.listeners.clear();
  }
}

/**
 * This instance's event streams, by game: it subscribes to a game's news in the store while it
 * has a listener for it, forwards each newer link to them, and keeps the game's presence (who is
 * here, summed over every instance) up to date.
 */
import { NO_ONE } from './store.js';
import type { LiveMessage, LiveStore, PresenceCounts } from './store.js';

export type Seat = 'white' | 'black' | null;

/** One event stream: what it has been sent, and how to write to it. */
export interface Sink {
  readonly seat: Seat;
  /** Length of the latest link sent (links only grow, so a longer one is a newer one). */
  sent: number;
  /** The latest presence sent, as its JSON. */
  presence: string;
  /** Whether it has had the latest link on connecting: presence and newer links come after it. */
  ready: boolean;
  /** The longest link pushed before it was ready (it may be newer than the one read on connecting). */
  pending?: string;
  write(text: string): void;
  close(): void;
}

interface LocalGame {
  readonly sinks: Set<Sink>;
  readonly counts: PresenceCounts;
  unsubscribe: Promise<() => Promise<void>>;
  /** A presence read in flight, and whether another is due after it. */
  reading: boolean;
  again: boolean;
}

export const linkEvent = (link: string) => `data: ${link}\n\n`;
export const presenceJson = (p: PresenceCounts) => JSON.stringify({ white: p.white > 0, black: p.black > 0, watchers: p.watchers });

export class LiveHub {
  private readonly games = new Map<string, LocalGame>();
  private streams = 0;
  private readonly pinger: NodeJS.Timeout;

  constructor(private readonly store: LiveStore, pingMs: number) {
    this.pinger = setInterval(() => this.ping(), pingMs);
    this.pinger.unref();
    store.onResync?.(() => void this.resync());
  }

  /** Sends every local listener the latest link and presence again (after pushes may have been lost). */
  private async resync(): Promise<void> {
    for (const id of [...this.games.keys()]) {
      const link = await this.store.get(id).catch(() => undefined);
      if (link !== undefined) this.deliver(id, link);
      await this.sendPresence(id).catch(() => {});
    }
  }

  /** Event streams open on this instance. */
  get size(): number {
    return this.streams;
  }

  /** Adds a stream to a game (subscribing to the game when it is the first here). */
  async join(id: string, sink: Sink): Promise<void> {
    let game = this.games.get(id);
    if (!game) {
      game = { sinks: new Set(), counts: { ...NO_ONE }, unsubscribe: this.store.subscribe(id, (m) => this.onMessage(id, m)), reading: false, again: false };
      this.games.set(id, game);
    }
    game.sinks.add(sink);
    this.streams++;
    count(game.counts, sink.seat, +1);
    await game.unsubscribe;
    await this.store.setPresence(id, this.games.get(id)?.counts ?? NO_ONE);
  }

  /** Sends a link to every stream of the game that has not had it (nor a newer one). */
  deliver(id: string, link: string): void {
    const game = this.games.get(id);
    if (!game) return;
    let event: string | undefined; // one text for every stream: a link is thousands of characters
    for (const sink of game.sinks) {
      if (!sink.ready) {
        if (link.length > (sink.pending?.length ?? 0)) sink.pending = link;
      } else if (link.length > sink.sent) {
        sink.sent = link.length;
        sink.write((event ??= linkEvent(link)));
      }
    }
  }

  /** Sends the game's presence to the streams that have not seen it as it is. */
  async sendPresence(id: string, only?: Sink): Promise<void> {
    const p = presenceJson(await this.store.presence(id));
    const game = this.games.get(id);
    if (!game) return;
    for (const sink of only ? [only] : game.sinks) {
      if (sink.ready && sink.presence !== p && game.sinks.has(sink)) {
        sink.presence = p;
        sink.write(`event: presence\ndata: ${p}\n\n`);
      }
    }
  }

  async leave(id: string, sink: Sink): Promise<void> {
    const game = this.games.get(id);
    if (!game || !game.sinks.delete(sink)) return;
    this.streams--;
    count(game.counts, sink.seat, -1);
    if (game.sinks.size === 0) {
      this.games.delete(id);
      const unsubscribe = await game.unsubscribe;
      await unsubscribe();
    }
    // The game may have a new listener (and a new entry) by now: its counts are the ones to store.
    await this.store.setPresence(id, this.games.get(id)?.counts ?? NO_ONE);
  }

  private onMessage(id: string, message: LiveMessage): void {
    if (message.kind === 'link') return this.deliver(id, message.link);
    const game = this.games.get(id);
    if (!game) return;
    // One read at a time per game; changes during it get one more read after.
    if (game.reading) {
      game.again = true;
      return;
    }
    game.reading = true;
    void (async () => {
      do {
        game.again = false;
        await this.sendPresence(id).catch(() => {});
      } while (game.again);
      game.reading = false;
    })();
  }

  private ping(): void {
    for (const game of this.games.values()) for (const sink of game.sinks) sink.write(': ping\n\n');
    void this.store.refreshPresence([...this.games.keys()]).catch(() => {});
  }

  /** Ends every stream (the server is closing). */
  async close(): Promise<void> {
    clearInterval(this.pinger);
    for (const [id, game] of [...this.games]) {
      for (const sink of [...game.sinks]) {
        sink.close();
        await this.leave(id, sink).catch(() => {});
      }
    }
  }
}

function count(c: PresenceCounts, seat: Seat, by: number): void {
  if (seat === 'white') c.white += by;
  else if (seat === 'black') c.black += by;
  else c.watchers += by;
}

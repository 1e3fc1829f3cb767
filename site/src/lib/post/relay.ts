/**
 * The live side of a play-by-post game: the board server's relay (packages/server, `/live/...`,
 * see the README's "Play by post") passes each new link of a game to everyone who has it open.
 * Each new link is PUT to `/live/<game id>`; `/live/<game id>/events` streams the latest link on
 * connect and each accepted one after, with who is here (`event: presence`).
 *
 * The relay is a postman, not a referee: everything it sends is verified again by the page
 * (post-client.ts) as if it came from a stranger. When it cannot be reached (a static host, the
 * network gone, a PUT or the stream failing) the channel says `offline`, and the game goes on by
 * post with the same links; it keeps trying, and when the relay answers again it sends the
 * latest link this browser holds (the relay may have lost it: a restart without Redis) and
 * listens again.
 */
import type { Side } from '../../../../packages/engine/src/core/types.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

export interface Presence {
  readonly white: boolean;
  readonly black: boolean;
  readonly watchers: number;
}

export interface LiveHandlers {
  /** A link the relay pushed (untrusted: verify it). */
  link(text: string): void;
  presence(p: Presence): void;
  /** The channel's state; `why` says what failed when offline. */
  state(s: LiveState, why?: string): void;
}

/** Waits before trying again after a failure: 1 s, 2 s, 4 s... up to 15 s. */
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

/** Reads a presence event's data; anything else is ignored (the relay is not trusted either). */
export function readPresence(data: string): Presence | null {
  try {
    const p = JSON.parse(data) as Record<string, unknown>;
    if (typeof p['white'] !== 'boolean' || typeof p['black'] !== 'boolean') return null;
    const watchers = typeof p['watchers'] === 'number' && Number.isFinite(p['watchers']) ? Math.max(0, Math.floor(p['watchers'])) : 0;
    return { white: p['white'], black: p['black'], watchers };
  } catch {
    return null;
  }
}

/** One game's channel to the relay. */
export class LiveChannel {
  private source: EventSource | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private current: LiveState = 'connecting';

  /**
   * `server` is the board server's address; `seat` the side this browser plays (said to the relay
   * for presence; null for someone watching); `latest` gives the latest full link this browser
   * holds of the game, sent on each (re)connection.
   */
  constructor(
    private readonly server: string,
    readonly gameId: string,
    readonly seat: Side | null,
    private readonly latest: () => string | null,
    private readonly h: LiveHandlers,
  ) {}

  get state(): LiveState {
    return this.current;
  }

  private url(path = '') {
    return `${this.server.replace(/\/+$/, '')}/live/${encodeURIComponent(this.gameId)}${path}`;
  }

  private say(s: LiveState, why?: string) {
    this.current = s;
    if (!this.stopped) this.h.state(s, why);
  }

  /** Connects: sends the latest link, then listens. */
  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.source?.close();
    this.source = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Sends a new link of the game. Resolves true when the relay holds it (stored, or it already
   * had it or a later one: 409 for an older link is no failure of ours), false when it could not
   * be reached or refused it (then the channel is offline and tries again).
   */
  async push(link: string): Promise<boolean> {
    if (this.stopped) return false;
    let res: Response;
    try {
      res = await fetch(this.url(), { method: 'PUT', body: link, headers: { 'Content-Type': 'text/plain' }, cache: 'no-store' });
    } catch {
      this.fail('the board server could not be reached');
      return false;
    }
    if (res.ok || res.status === 409) return true;
    const text = (await res.text().catch(() => '')).slice(0, 200);
    this.fail(`the board server answered ${res.status}${text ? `: ${text}` : ''}`);
    return false;
  }

  /** The relay's latest link of a game, or null (unknown game, or no relay to ask). */
  static async fetchLatest(server: string, gameId: string): Promise<string | null> {
    try {
      const res = await fetch(`${server.replace(/\/+$/, '')}/live/${encodeURIComponent(gameId)}`, { cache: 'no-store' });
      return res.ok ? (await res.text()).trim() : null;
    } catch {
      return null;
    }
  }

  private async connect() {
    if (this.stopped) return;
    this.timer = null;
    if (this.current !== 'offline') this.say('connecting');
    const link = this.latest();
    if (link && !(await this.push(link))) return;
    if (this.stopped) return;
    this.source?.close();
    const es = new EventSource(this.url(`/events${this.seat ? `?seat=${this.seat}` : ''}`));
    this.source = es;
    es.onopen = () => {
      this.failures = 0;
      this.say('live');
    };
    es.onmessage = (e: MessageEvent<string>) => {
      if (this.source === es) this.h.link(e.data);
    };
    es.addEventListener('presence', (e) => {
      const p = this.source === es ? readPresence((e as MessageEvent<string>).data) : null;
      if (p) this.h.presence(p);
    });
    es.onerror = () => {
      if (this.source !== es) return;
      // The browser would retry on its own, but not after a 404 (a relay that lost the game):
      // every failure goes through our own retry, which sends the latest link first.
      es.close();
      this.source = null;
      this.fail('the live stream from the board server broke');
    };
  }

  private fail(why: string) {
    this.source?.close();
    this.source = null;
    if (this.stopped) return;
    this.say('offline', why);
    if (this.timer) return;
    const wait = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]!;
    this.timer = setTimeout(() => void this.connect(), wait);
  }
}

/**
 * Games in Redis (or Valkey), shared by any number of server instances: a game is one key holding
 * its latest link (expiring when idle), news of it goes through a pub/sub channel, and each
 * instance's share of its presence is a field of a hash, with a time after which it no longer
 * counts (an instance that dies stops counting within a minute). Storing is one Lua script, so
 * that two instances can never both extend a game differently: the script stores a link only when
 * the stored one is a start of it, and publishes it in the same step.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { LIVE_LIMITS } from './limits.js';
import type { LiveLimits } from './limits.js';
import { NO_ONE } from './store.js';
import type { LiveMessage, LiveStore, PresenceCounts, PutOutcome } from './store.js';

function newClient(url: string) {
  return createClient({
    url,
    // A request must not wait for a Redis that is away: its command fails at once, and the answer is a 503.
    disableOfflineQueue: true,
    commandsQueueMaxLength: 10_000,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  });
}
type Client = ReturnType<typeof newClient>;

/** The keys of a game share one hash tag, so that a Redis Cluster keeps them on one node. */
const gameKey = (id: string) => `vb:live:{${id}}:link`;
const hereKey = (id: string) => `vb:live:{${id}}:here`;
const channel = (id: string) => `vb:live:{${id}}:news`;

/** How long an instance's presence counts without a refresh (the hub refreshes on each ping). */
const PRESENCE_MS = 60_000;

// KEYS: the game's key, its channel. ARGV: the link, the expiry in seconds.
// Answers {'created'}, {'extended'}, {'same'} or {'conflict', stored}.
const PUT_SCRIPT = `
local stored = redis.call('GET', KEYS[1])
local link = ARGV[1]
if stored == link then
  redis.call('EXPIRE', KEYS[1], ARGV[2])
  return {'same'}
end
if stored then
  local n = #stored
  if #link <= n or string.sub(link, 1, n) ~= stored or string.sub(link, n + 1, n + 1) ~= '~' then
    return {'conflict', stored}
  end
end
redis.call('SET', KEYS[1], link, 'EX', ARGV[2])
redis.call('PUBLISH', KEYS[2], 'L' .. link)
if stored then return {'extended'} end
return {'created'}
`;

export class RedisStore implements LiveStore {
  /** This instance's name in presence hashes. */
  readonly instance = randomUUID();
  /** This instance's non-zero presence counts, refreshed in Redis on each ping. */
  private readonly mine = new Map<string, PresenceCounts>();
  private putSha: string | undefined;
  private readonly resyncs = new Set<() => void>();
  private lastError = 0;

  private constructor(
    private readonly client: Client,
    private readonly subscriber: Client,
    private readonly idleSeconds: number,
  ) {}

  /** Connects (two connections: commands, and pub/sub); fails when Redis cannot be reached within 10 s. */
  static async connect(url: string, limits: Partial<LiveLimits> = {}): Promise<RedisStore> {
    const client = newClient(url);
    const subscriber = newClient(url);
    const store = new RedisStore(client, subscriber, Math.max(1, Math.round((limits.idleHours ?? LIVE_LIMITS.idleHours) * 3600)));
    for (const c of [client, subscriber]) c.on('error', (e: Error) => store.logError(e));
    // After a reconnection, pushes published while away are lost: listeners are brought up to date.
    let connectedOnce = false;
    subscriber.on('ready', () => {
      if (connectedOnce) for (const resync of store.resyncs) resync();
      connectedOnce = true;
    });
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`Redis at ${url.replace(/\/\/[^@/]*@/, '//***@')} could not be reached within 10 s`)), 10_000).unref());
    try {
      await Promise.race([Promise.all([client.connect(), subscriber.connect()]), timeout]);
    } catch (e) {
      await Promise.allSettled([client.destroy(), subscriber.destroy()]);
      throw e;
    }
    return store;
  }

  private logError(e: Error): void {
    // Once in 10 s at most: a Redis that is away must not flood the log.
    if (Date.now() - this.lastError < 10_000) return;
    this.lastError = Date.now();
    console.error(`live relay: Redis: ${e.message}`);
  }

  /** Calls `resync` whenever the pub/sub connection comes back after a break. */
  onResync(resync: () => void): void {
    this.resyncs.add(resync);
  }

  async get(id: string): Promise<string | undefined> {
    return (await this.client.get(gameKey(id))) ?? undefined;
  }

  async put(id: string, link: string): Promise<PutOutcome> {
    const options = { keys: [gameKey(id), channel(id)], arguments: [link, String(this.idleSeconds)] };
    let reply: unknown;
    try {
      this.putSha ??= await this.client.scriptLoad(PUT_SCRIPT);
      reply = await this.client.evalSha(this.putSha, options);
    } catch (e) {
      if (!/NOSCRIPT/.test(String((e as Error).message))) throw e;
      reply = await this.client.eval(PUT_SCRIPT, options);
    }
    const [kind, stored] = reply as [string, string?];
    if (kind === 'conflict') return { kind, stored: String(stored) };
    if (kind === 'created' || kind === 'extended' || kind === 'same') return { kind };
    throw new Error(`unexpected answer from the Redis script: ${String(kind)}`);
  }

  async subscribe(id: string, listener: (m: LiveMessage) => void): Promise<() => Promise<void>> {
    const onMessage = (message: string) => {
      if (message.startsWith('L')) listener({ kind: 'link', link: message.slice(1) });
      else if (message === 'P') listener({ kind: 'presence' });
    };
    await this.subscriber.subscribe(channel(id), onMessage);
    return async () => {
      await this.subscriber.unsubscribe(channel(id), onMessage).catch(() => {});
    };
  }

  async setPresence(id: string, counts: PresenceCounts): Promise<void> {
    const none = counts.white + counts.black + counts.watchers === 0;
    if (none) this.mine.delete(id);
    else this.mine.set(id, { ...counts });
    const m = this.client.multi();
    if (none) m.hDel(hereKey(id), this.instance);
    else m.hSet(hereKey(id), this.instance, presenceField(counts)).pExpire(hereKey(id), PRESENCE_MS * 2);
    await m.publish(channel(id), 'P').exec();
  }

  async refreshPresence(ids: readonly string[]): Promise<void> {
    const m = this.client.multi();
    let any = false;
    for (const id of ids) {
      const counts = this.mine.get(id);
      if (!counts) continue;
      m.hSet(hereKey(id), this.instance, presenceField(counts)).pExpire(hereKey(id), PRESENCE_MS * 2);
      any = true;
    }
    if (any) await m.exec();
  }

  async presence(id: string): Promise<PresenceCounts> {
    const fields = await this.client.hGetAll(hereKey(id));
    const sum = { ...NO_ONE };
    const now = Date.now();
    for (const value of Object.values(fields)) {
      const [w, b, n, until] = String(value).split(' ').map(Number);
      if (!(until! > now)) continue; // an instance that stopped refreshing: gone
      sum.white += w || 0;
      sum.black += b || 0;
      sum.watchers += n || 0;
    }
    return sum;
  }

  async countNewGame(client: string): Promise<{ count: number; resetSeconds: number }> {
    const now = Date.now();
    const hour = Math.floor(now / 3_600_000);
    const key = `vb:live:new:${hour}:${client}`;
    const [count] = await this.client.multi().incr(key).expire(key, 3600).exec();
    return { count: Number(count), resetSeconds: Math.ceil(((hour + 1) * 3_600_000 - now) / 1000) };
  }

  async close(): Promise<void> {
    // This instance's presence goes at once, rather than when it expires.
    const ids = [...this.mine.keys()];
    if (ids.length) {
      const m = this.client.multi();
      for (const id of ids) m.hDel(hereKey(id), this.instance).publish(channel(id), 'P');
      await m.exec().catch(() => {});
    }
    this.mine.clear();
    await Promise.allSettled([this.client.close(), this.subscriber.close()]);
  }
}

const presenceField = (c: PresenceCounts) => `${c.white} ${c.black} ${c.watchers} ${Date.now() + PRESENCE_MS}`;

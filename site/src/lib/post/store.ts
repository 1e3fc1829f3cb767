/**
 * The player's own play-by-post games, kept in this browser's IndexedDB: one entry per game,
 * keyed by the game's id, holding the seat (the key pair as CryptoKey objects, which IndexedDB
 * stores without ever exporting the private key, and the seed of the dice chain), the side it
 * plays and the latest link seen. Nothing here leaves the browser.
 */
import type { Seat } from '../../../../packages/engine/src/post/index.ts';
import type { Side } from '../../../../packages/engine/src/core/types.ts';

export interface StoredGame {
  /** The game's id (base64url of the hash after its first post). */
  readonly gameId: string;
  readonly variant: string;
  /** The side this browser plays. */
  readonly side: Side;
  readonly seat: Seat;
  /** The latest link of the game seen here (the text after `#post=`). */
  link: string;
  /** Who writes the next post; null when the game is over. */
  next: Side | null;
  posts: number;
  /** When the entry last changed (ms since 1970). */
  updated: number;
}

const DB_NAME = 'variant-board-play-by-post';
const STORE = 'games';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'gameId' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
    req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab of this site'));
  });
  opening.catch(() => (opening = null));
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then((db) => new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? req.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  }));
}

export function getGame(gameId: string): Promise<StoredGame | undefined> {
  return run('readonly', (s) => s.get(gameId) as IDBRequest<StoredGame | undefined>);
}

export async function putGame(game: StoredGame): Promise<void> {
  await run('readwrite', (s) => s.put(game));
}

/** Every stored game, the most recently changed first. */
export async function listGames(): Promise<StoredGame[]> {
  const all = await run('readonly', (s) => s.getAll() as IDBRequest<StoredGame[]>);
  return all.sort((a, b) => b.updated - a.updated);
}

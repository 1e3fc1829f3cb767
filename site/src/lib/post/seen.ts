/**
 * The latest full link of each game this browser has shown (played or watched), in localStorage by
 * game id, so that a short link (only the new posts, see the engine's post/short.ts) can be put
 * after the game this browser already holds. Only verified links are kept; the 40 games seen last
 * stay (about 8 kB a game of 60 posts). A browser that refuses storage simply keeps nothing:
 * short links then need the relay or the full link.
 */
const PREFIX = 'variant-board-post:';
const INDEX = 'variant-board-post-index';
const KEEP = 40;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readIndex(s: Storage): string[] {
  try {
    const list = JSON.parse(s.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The latest link of the game seen here, or null. */
export function seenLink(gameId: string): string | null {
  return storage()?.getItem(PREFIX + gameId) ?? null;
}

/** Keeps a verified game's latest link (the caller checked it is not older than the one kept). */
export function rememberSeen(gameId: string, link: string): void {
  const s = storage();
  if (!s) return;
  const index = [gameId, ...readIndex(s).filter((id) => id !== gameId)];
  try {
    for (const old of index.splice(KEEP)) s.removeItem(PREFIX + old);
    s.setItem(PREFIX + gameId, link);
    s.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Storage full or refused: the game is still in its links.
  }
}

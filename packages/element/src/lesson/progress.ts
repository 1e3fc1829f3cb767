/**
 * Progress kept in the browser for a course of exercises (lessons, and any other element that
 * scores exercises the same way, such as puzzles): which exercises are done, their stars, and
 * where the learner was. No DOM beyond `localStorage`, and none at all when storage is blocked.
 *
 * ```ts
 * const store = browserStore();                  // localStorage, or memory when it is blocked
 * const p = loadProgress(store, 'my-course') ?? emptyProgress();
 * recordResult(p, 'step-id', starsFor({ mistakes: 1, hints: 0, shown: false })); // 2 stars
 * saveProgress(store, 'my-course', p);
 * ```
 */

/** Stars for one exercise: 3 solved at once, 2 or 1 after mistakes or hints, 0 when shown the answer. */
export type Stars = 0 | 1 | 2 | 3;
export const MAX_STARS = 3;

/** How an exercise went before it was solved. */
export interface Attempt {
  /** Wrong answers (legal moves that missed, illegal or refused moves). */
  readonly mistakes: number;
  /** Times Hint was pressed. */
  readonly hints: number;
  /** Whether the answer was played by Show me. */
  readonly shown: boolean;
}

/**
 * The score of a solved exercise. Every mistake or hint costs a star, down to one: the exercise
 * was still solved. Letting the element show the answer earns none.
 */
export function starsFor(a: Attempt): Stars {
  if (a.shown) return 0;
  return Math.max(1, MAX_STARS - a.mistakes - a.hints) as Stars;
}

export interface Progress {
  /** The exercise shown last (0-based), to resume there. */
  index: number;
  /** Ids of the exercises solved, in the order they were first solved. */
  done: string[];
  /** Best stars per solved exercise id. */
  stars: Record<string, Stars>;
}

export const emptyProgress = (): Progress => ({ index: 0, done: [], stars: {} });

/** Marks an exercise solved with these stars, keeping the best score it ever had. */
export function recordResult(p: Progress, id: string, stars: Stars): void {
  if (!p.done.includes(id)) p.done.push(id);
  const before = p.stars[id];
  if (before === undefined || stars > before) p.stars[id] = stars;
}

/** Total stars earned over a list of exercise ids. */
export const totalStars = (p: Progress, ids: readonly string[]): number => ids.reduce((n, id) => n + (p.stars[id] ?? 0), 0);

// --------------------------------------------------------------------------------------------- storage

/** Where progress lives: `localStorage`, or memory for this page when the browser refuses storage. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** False when progress lasts only as long as the page (storage blocked or full). */
  readonly persistent: boolean;
}

/** One memory store per page, so elements made again on the same page still find their progress. */
const memory = new Map<string, string>();

function memoryStore(): KeyValueStore {
  return {
    get: (key) => memory.get(key) ?? null,
    set: (key, value) => void memory.set(key, value),
    remove: (key) => void memory.delete(key),
    persistent: false,
  };
}

/**
 * The browser's `localStorage` when it can be read and written, else a memory store. Reading the
 * `localStorage` property itself throws in sandboxed frames and with cookies blocked; writing throws
 * when it is full. Pass `storage` to test with a stand-in.
 */
export function browserStore(storage?: () => Storage): KeyValueStore {
  let local: Storage;
  try {
    local = storage ? storage() : globalThis.localStorage;
    if (!local) return memoryStore();
    const probe = '__variant-progress-probe__';
    local.setItem(probe, '1');
    local.removeItem(probe);
  } catch {
    return memoryStore();
  }
  let fallback: KeyValueStore | null = null;
  const store: KeyValueStore = {
    get(key) {
      if (fallback) return fallback.get(key);
      try {
        return local.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (fallback) return fallback.set(key, value);
      try {
        local.setItem(key, value);
      } catch {
        // Full or blocked since: keep going in memory for the rest of the page's life.
        fallback = memoryStore();
        fallback.set(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        local.removeItem(key);
      } catch {
        /* nothing to remove where nothing could be written */
      }
    },
    get persistent() {
      return !fallback;
    },
  };
  return store;
}

/** Reads progress saved under `key`; null when there is none or it is not readable. */
export function loadProgress(store: KeyValueStore, key: string): Progress | null {
  let data: unknown;
  try {
    const raw = store.get(key);
    if (!raw) return null;
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d['index'] !== 'number' || !Number.isInteger(d['index']) || !Array.isArray(d['done'])) return null;
  const done = (d['done'] as unknown[]).filter((x): x is string => typeof x === 'string');
  const stars: Record<string, Stars> = {};
  const rawStars = d['stars'] && typeof d['stars'] === 'object' ? (d['stars'] as Record<string, unknown>) : {};
  for (const id of done) {
    const s = rawStars[id];
    // Progress saved before stars existed: a solved exercise counts as solved at once.
    stars[id] = typeof s === 'number' && s >= 0 && s <= MAX_STARS ? (Math.floor(s) as Stars) : (MAX_STARS as Stars);
  }
  return { index: Math.max(0, d['index'] as number), done, stars };
}

export function saveProgress(store: KeyValueStore, key: string, p: Progress): void {
  store.set(key, JSON.stringify({ index: p.index, done: p.done, stars: p.stars }));
}

export function clearProgress(store: KeyValueStore, key: string): void {
  store.remove(key);
}

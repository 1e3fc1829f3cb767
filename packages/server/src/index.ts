/** @variant-board/server: boards by URL (pictures, embeds, share pages, oEmbed). */
export { createApp } from './app.js';
export type { ServerOptions } from './app.js';
export { startServer } from './serve.js';
export type { RunningServer } from './serve.js';
export { LIMITS } from './limits.js';
export { BOARD_QUERY_KEYS, boardQuery, boardUrls, forumSnippets } from './snippets.js';
export type { BoardAttributes, BoardLinkInput, BoardUrls, ForumSnippets } from './snippets.js';
export { connectRedisStore, createLiveRelay, mountLive } from './live/relay.js';
export type { LiveOptions, LiveRelay } from './live/relay.js';
export { LIVE_LIMITS } from './live/limits.js';
export type { LiveLimits } from './live/limits.js';
export type { LiveStore, LiveMessage, PresenceCounts, PutOutcome } from './live/store.js';

/**
 * The server's URL scheme and the forum snippets. They live in the element
 * (`@variant-board/element/forum-snippets`, packages/element/src/forum-snippets.ts), whose share
 * menu and editor write them too; the server, which depends on the element, re-exports them here
 * (the element never depends on the server).
 */
export { BOARD_QUERY_KEYS, boardQuery, boardUrls, forumSnippets } from '../../element/src/forum-snippets.js';
export type { BoardAttributes, BoardLinkInput, BoardQueryKey, BoardUrls, ForumSnippets } from '../../element/src/forum-snippets.js';

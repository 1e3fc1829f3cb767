/**
 * Share links and the game in a page's address. Where a board's link points, first that applies:
 *
 * 1. `share-base` set on the board: `<share-base>?variant=&position=&moves=&options=` (a page of
 *    the author's that reads those parameters, such as the site's playground);
 * 2. a board server (`server` attribute, else the page's
 *    `<meta name="variant-board-server" content="...">`): the server's share page
 *    `<server>/play/<variant>?position=&moves=&options=&orientation=` (forum-snippets.ts);
 * 3. otherwise the page the board is on, with the game in the address's fragment:
 *    `<page>#vb=<variant>&board=<id>&position=&moves=&options=&orientation=`, which that page's
 *    board reads back when the link is opened (`readFragment`, records.ts).
 *
 * A fragment is addressed to one board: with `board`, the board whose id that is; without, the
 * first `<variant-board>` of the page's document (in document order) showing `vb`'s game.
 * Only the DOM reads here are the page's address and its meta tag.
 */
import { VariantBoardError, formatOptions } from './engine.js';
import type { VariantOptions } from './engine.js';
import { boardQuery, boardUrls, forumSnippets } from './forum-snippets.js';
import type { BoardAttributes, ForumSnippets } from './forum-snippets.js';
import { serverSetting } from './server-setting.js';

/** A game to link to: its start position, the moves up to the shown position, options, the side at the bottom. */
export interface SharedGame {
  readonly variant: string;
  readonly position?: string;
  readonly moves?: readonly string[];
  readonly options?: VariantOptions;
  readonly orientation?: 'white' | 'black';
}

/** What the links read of a board. */
export interface LinkBoard {
  readonly shareBase: string;
  readonly server?: string | undefined;
  readonly id: string;
}

/** A link to a page that shows this game: `base?variant=&position=&moves=&options=`. */
export function shareUrl(base: string, game: SharedGame): string {
  const params = new URLSearchParams();
  params.set('variant', game.variant);
  if (game.position) params.set('position', game.position);
  if (game.moves && game.moves.length) params.set('moves', game.moves.join(' '));
  const opts = game.options ? formatOptions(game.options) : '';
  if (opts) params.set('options', opts);
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}${params.toString()}`;
}

/**
 * The board server this board uses: its `server` attribute, else the page's meta tag, resolved
 * against the page's address; '' when neither is set. Throws a `bad-attribute` error naming the
 * text when it is not an http(s) address.
 */
export function serverOf(b: LinkBoard): string {
  const text = serverSetting(b);
  if (!text) return '';
  let url: URL | null = null;
  try {
    url = new URL(text, typeof document !== 'undefined' ? document.baseURI : undefined);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username || url.password) {
    throw new VariantBoardError('bad-attribute', `Bad board server ${JSON.stringify(text)}: expected an http or https address such as https://boards.example.`, { token: text });
  }
  return url.href.replace(/\/+$/, '');
}

/** The board server, or '' when there is none or its address is bad (said when a link is asked for: `linkFor`). */
export function serverOrNone(b: LinkBoard): string {
  try {
    return serverOf(b);
  } catch {
    return '';
  }
}

/** The board attributes of a game, as a board server reads them. */
function boardAttributes(game: SharedGame): BoardAttributes {
  const opts = game.options ? formatOptions(game.options) : '';
  return {
    position: game.position,
    moves: game.moves?.join(' '),
    options: opts,
    orientation: game.orientation === 'black' ? 'black' : undefined,
  };
}

/** What to paste into a forum for this game, from a board server; `caption` is the picture's text. */
export function forumTexts(server: string, game: SharedGame, caption: string): ForumSnippets {
  return forumSnippets({ serverBase: server, variant: game.variant, board: boardAttributes(game), caption });
}

/** The board's share link (see the rules at the top of this file). */
export function linkFor(b: LinkBoard, game: SharedGame): string {
  if (b.shareBase) {
    const url = shareUrl(b.shareBase, game);
    return game.orientation === 'black' ? `${url}&orientation=black` : url;
  }
  const server = serverOf(b);
  if (server) return boardUrls({ serverBase: server, variant: game.variant, board: boardAttributes(game) }).play;
  return pageLink(typeof location !== 'undefined' ? location.href : '', game, b.id);
}

// ------------------------------------------------------------------------- the game in a fragment

/** The fields of a fragment, `vb` (the game's id) first. */
export const FRAGMENT_KEYS = ['vb', 'board', 'position', 'moves', 'options', 'orientation'] as const;
/** Characters of a fragment read at most, and moves and rolls in it. */
export const FRAGMENT_LIMITS = { length: 8192, events: 1000 } as const;

/** `page` (its own fragment dropped) with the game in its fragment, for the board with this id ('' for none). */
export function pageLink(page: string, game: SharedGame, id = ''): string {
  const q = new URLSearchParams({ vb: game.variant });
  if (id) q.set('board', id);
  // Then the same fields, in the same order, as a board server's links.
  const board = boardQuery(boardAttributes(game));
  const at = page.indexOf('#');
  return `${at < 0 ? page : page.slice(0, at)}#${q.toString()}${board ? `&${board}` : ''}`;
}

/** A game read from a fragment. Its texts are still to be checked by the game's rules. */
export interface FragmentGame {
  readonly variant: string;
  readonly position: string | undefined;
  readonly moves: string | undefined;
  readonly options: string | undefined;
  readonly orientation: 'white' | 'black' | undefined;
}

/** Whom a fragment is for, and its game or what is wrong with it. */
export interface FragmentRead {
  readonly variant: string;
  /** The id of the board it is for; null: the first board of its game. */
  readonly board: string | null;
  readonly game: FragmentGame | null;
  readonly error: VariantBoardError | null;
}

const bad = (message: string, token: string) => new VariantBoardError('bad-attribute', `The game in this page's address: ${message}`, { token });
/** A token as quoted in a message: at most 40 characters. */
const quote = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

/**
 * Reads a page's fragment (`location.hash`). Null when it holds no game (it does not start with
 * `#vb=`); otherwise whom it is for, and either its game or the first thing wrong with it (named).
 */
export function readFragment(hash: string): FragmentRead | null {
  if (!hash.startsWith('#vb=')) return null;
  const q = new URLSearchParams(hash.slice(1));
  const variant = q.get('vb') ?? '', board = q.get('board');
  const read = (error: VariantBoardError | null, game: FragmentGame | null = null): FragmentRead => ({ variant, board, game, error });
  if (hash.length > FRAGMENT_LIMITS.length + 1) {
    return read(bad(`it is ${hash.length - 1} characters long; a link holds at most ${FRAGMENT_LIMITS.length}.`, 'vb'));
  }
  for (const key of new Set(q.keys())) {
    if (!(FRAGMENT_KEYS as readonly string[]).includes(key)) return read(bad(`unknown field ${quote(key)} (known: ${FRAGMENT_KEYS.join(', ')}).`, key));
    if (q.getAll(key).length > 1) return read(bad(`the field ${quote(key)} is given ${q.getAll(key).length} times; give it once.`, key));
  }
  if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(variant)) return read(bad(`${quote(variant)} is not a game id.`, variant));
  const moves = q.get('moves') ?? undefined;
  if (moves !== undefined) {
    let n = 0;
    for (const _ of moves.matchAll(/\S+/g)) if (++n > FRAGMENT_LIMITS.events) break;
    if (n > FRAGMENT_LIMITS.events) return read(bad(`more than ${FRAGMENT_LIMITS.events} moves and rolls.`, 'moves'));
  }
  const orientation = q.get('orientation') ?? undefined;
  if (orientation !== undefined && orientation !== 'white' && orientation !== 'black') {
    return read(bad(`orientation ${quote(orientation)}: expected white or black.`, orientation));
  }
  return read(null, { variant, position: q.get('position') ?? undefined, moves, options: q.get('options') ?? undefined, orientation });
}

/** Whether a fragment is for this board: the board with its id, else the first board of the page's document showing its game. */
export function addressedTo(b: { readonly id: string }, read: FragmentRead, game: string): boolean {
  if (read.board !== null) return b.id === read.board;
  if (game !== read.variant) return false;
  for (const other of document.querySelectorAll('variant-board')) {
    const shows = (other as Element & { variant?: string }).variant ?? other.getAttribute('variant');
    if (shows === read.variant || other === b) return other === b;
  }
  return false;
}

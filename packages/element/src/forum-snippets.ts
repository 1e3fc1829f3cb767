/**
 * A board server's URL scheme (`@variant-board/server`), and what a person pastes into a forum:
 * pure functions with no import and no DOM, so the element's share menu and editor, the site, the
 * server itself and a build step can all use them (the server re-exports this module).
 *
 *   <base>/image/<variant>.svg?<board>&size=480    the position as SVG
 *   <base>/image/<variant>.png?<board>&size=480    the same as PNG, size 64-2048 px wide
 *   <base>/image/<variant>.gif?<board>&delay=800   the moves animated
 *   <base>/embed/<variant>?<board>                 a live board alone, for iframes
 *   <base>/play/<variant>?<board>                  a share page with link-preview tags
 *   <base>/oembed?url=<embed or play URL>          oEmbed JSON
 *
 * `<board>` is the element's attributes as query parameters, in this order: position, moves,
 * ply, options, orientation, arrows, highlights, roll, coordinates, caption.
 */

/** The board parameters, in the order the links write them. */
export const BOARD_QUERY_KEYS = ['position', 'moves', 'ply', 'options', 'orientation', 'arrows', 'highlights', 'roll', 'coordinates', 'caption'] as const;
export type BoardQueryKey = (typeof BOARD_QUERY_KEYS)[number];

/** A board's attributes; absent, undefined, null and '' values are left out of links. */
export type BoardAttributes = Partial<Record<BoardQueryKey, string | number | boolean | null | undefined>>;

export interface BoardLinkInput {
  /** Where the server answers, such as `https://boards.example` (a trailing slash is fine). */
  readonly serverBase: string;
  /** The game's id: dart, dice, sixstone, dagger, d4d6. */
  readonly variant: string;
  readonly board?: BoardAttributes;
}

export interface BoardUrls {
  readonly svg: string;
  readonly png: string;
  readonly gif: string;
  readonly embed: string;
  readonly play: string;
  readonly oembed: string;
}

/** The query of a board (no leading `?`; empty for the game's start). */
export function boardQuery(board: BoardAttributes = {}): string {
  const q = new URLSearchParams();
  for (const key of BOARD_QUERY_KEYS) {
    const value = board[key];
    if (value === undefined || value === null || value === '') continue;
    q.set(key, String(value));
  }
  return q.toString();
}

/** Every URL of one board. `size` is the PNG's width (the server's default, 480, when left out). */
export function boardUrls(input: BoardLinkInput & { readonly size?: number; readonly delay?: number }): BoardUrls {
  const base = input.serverBase.replace(/\/+$/, '');
  const id = encodeURIComponent(input.variant);
  const query = boardQuery(input.board);
  const withQuery = (path: string, extra: Record<string, number | undefined> = {}) => {
    const q = new URLSearchParams(query);
    for (const [k, v] of Object.entries(extra)) if (v !== undefined) q.set(k, String(v));
    const text = q.toString();
    return `${base}${path}${text ? `?${text}` : ''}`;
  };
  const play = withQuery(`/play/${id}`);
  return {
    svg: withQuery(`/image/${id}.svg`, { size: input.size }),
    png: withQuery(`/image/${id}.png`, { size: input.size }),
    gif: withQuery(`/image/${id}.gif`, { size: input.size, delay: input.delay }),
    embed: withQuery(`/embed/${id}`),
    play,
    oembed: `${base}/oembed?${new URLSearchParams({ url: play, format: 'json' }).toString()}`,
  };
}

export interface ForumSnippets {
  /** phpBB, bbPress, vBulletin, XenForo...: `[url=<play>][img]<png>[/img][/url]`. */
  readonly bbcode: string;
  /** Discourse, Reddit, GitHub, Lemmy...: `[![caption](<png>)](<play>)`. */
  readonly markdown: string;
  /** Where a site allows iframes: the live board. */
  readonly iframe: string;
  /** The plain share link (unfurls with the picture in chat and on social sites). */
  readonly link: string;
}

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (s: string) => s.replace(/[&<>"']/g, (c) => HTML[c]!);
/** Markdown link text: brackets, backslashes and the characters that start markup are escaped. */
const markdownText = (s: string) => s.replace(/[\\[\]()*_`<>!]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');

/**
 * What to paste into a forum for one board. `caption` (else the board's own caption, else the
 * game's id and "board") is the picture's alternative text; `width` and `height` size the iframe (default 480 by 800; the oEmbed answer gives the exact size for a board).
 */
export function forumSnippets(input: BoardLinkInput & { readonly size?: number; readonly width?: number; readonly height?: number; readonly caption?: string }): ForumSnippets {
  const urls = boardUrls(input);
  const caption = input.caption ?? (input.board?.caption ? String(input.board.caption) : `${input.variant} board`);
  const width = input.width ?? 480;
  const height = input.height ?? 800;
  return {
    bbcode: `[url=${urls.play}][img]${urls.png}[/img][/url]`,
    markdown: `[![${markdownText(caption)}](${urls.png})](${urls.play})`,
    iframe: `<iframe src="${html(urls.embed)}" width="${width}" height="${height}" title="${html(caption)}" loading="lazy" style="border:0;max-width:100%"></iframe>`,
    link: urls.play,
  };
}

/**
 * What a board's text attributes may hold, checked the same way by the element (check-attributes.ts,
 * loaded only by boards that set one of them) and by the Markdown plugins (through `./static`),
 * so that a value one refuses the other refuses with the same reason. No DOM.
 */

import type { CheckedAttribute } from './checked-attributes.js';
import { arrowEnds } from './draw/arrow-token.js';
// The element's own reader of list attributes (highlights), so that the check reads words as the board does.
import { parseCells } from './attributes.js';
import { THEME_NAMES } from './theme/theme-names.js';
import { MAX_MS } from './motion/duration.js';
export { CHECKED_ATTRIBUTES } from './checked-attributes.js';
export type { CheckedAttribute } from './checked-attributes.js';

/** What is wrong with one attribute: the token at fault, and why (a clause, no final stop). */
export interface AttributeProblem {
  readonly token: string;
  readonly reason: string;
}

const PLAYER = /^(human|computer|ai|cpu)$/i;
/** What `coordinates`, `interactive` and `drawable` take (the element reads false, 0, off and no as false; an empty value as true). */
const YES_NO = /^(|true|false|1|0|on|off|yes|no)$/i;

/**
 * The first problem of an attribute's text, or null. `cells` (the board's cell names) is needed
 * for highlights and arrows; `events` (the number of moves and rolls) for the range of `ply`.
 */
export function attributeProblem(name: CheckedAttribute, text: string, cells: ReadonlySet<string> = new Set(), events?: number): AttributeProblem | null {
  const bad = (token: string, reason: string): AttributeProblem => ({ token, reason });
  switch (name) {
    case 'highlights': {
      const cell = parseCells(text).find((c) => !cells.has(c));
      return cell === undefined ? null : bad(cell, `"${cell}" is not a cell of this board (cells are named like ${cellSample(cells)})`);
    }
    case 'arrows': {
      const tok = parseCells(text).find((t) => !arrowEnds(t, cells)?.every((c) => cells.has(c)));
      return tok === undefined ? null : bad(tok, `"${tok}" is not an arrow between two cells of this board (write it as e2e4 or e2-e4)`);
    }
    case 'orientation':
      return text === 'white' || text === 'black' ? null : bad(text, `"${text}" is not an orientation: write white or black`);
    case 'players': {
      const who = parseCells(text);
      const odd = who.find((p) => !PLAYER.test(p)) ?? (who.length > 2 ? who[2]! : who.length ? undefined : text);
      return odd === undefined ? null : bad(odd, `"${text}" is not one or two of human and computer (White first)`);
    }
    case 'level':
      return /^[1-6]$/.test(text) ? null : bad(text, `"${text}" is not a level from 1 to 6`);
    case 'controls':
      return text === 'full' || text === 'none' ? null : bad(text, `"${text}" is not full or none`);
    case 'coordinates':
    case 'interactive':
    case 'drawable':
      return YES_NO.test(text) ? null : bad(text, `"${text}" is not true or false`);
    case 'animation':
      return /^(none|\d+)$/i.test(text) && !(Number(text) > MAX_MS) ? null : bad(text, `"${text}" is not none or a number of milliseconds up to ${MAX_MS}`);
    case 'theme':
      return (THEME_NAMES as readonly string[]).includes(text) ? null : bad(text, `"${text}" is not a theme: write ${THEME_NAMES.join(', ')}`);
    case 'ply':
      if (!/^\d+$/.test(text)) return bad(text, `"${text}" is not a number of moves and rolls`);
      return events !== undefined && Number(text) > events ? bad(text, `ply ${Number(text)} is past the end of the moves (${events} moves and rolls)`) : null;
  }
}

/** A few of the board's cell names, to show how they are written. */
function cellSample(cells: ReadonlySet<string>): string {
  return [...cells].slice(0, 8).join(', ') + (cells.size > 8 ? '...' : '');
}

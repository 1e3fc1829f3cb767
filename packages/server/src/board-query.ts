/**
 * A board's query parameters (the element's attributes) checked against the game's rules, the
 * way the element reads them: options first, then the position, the moves (a record's body or a
 * whole record), ply, cells and the rest. Every problem is a BadRequest naming the parameter and
 * carrying the engine's message. No game knowledge here: only the engine interface.
 */
import { BadRequest } from './bad-request.js';
import { GameSession, UnknownVariantError, VARIANT_IDS, VariantBoardError, attributeProblem, isVariantId, loadVariant, parseOptions } from './deps.js';
import type { AnyVariant, CheckedAttribute, StaticBoardOptions, VariantOptions } from './deps.js';
import { LIMITS } from './limits.js';

/** The board parameters, in the order they are written back (on the element and in links). */
export const BOARD_PARAMS = [
  'position', 'moves', 'ply', 'options', 'orientation', 'arrows', 'highlights', 'roll', 'coordinates', 'caption',
] as const;
export type BoardParam = (typeof BOARD_PARAMS)[number];

/** The drawing's arguments for the static renderer (the game itself goes separately). */
export type Drawing = Omit<StaticBoardOptions, 'variant'>;

export interface CheckedBoard {
  readonly variant: AnyVariant;
  /** Arguments of the static renderer. */
  readonly drawing: Drawing;
  /** The element's attributes for this board, in writing order (`variant` first). */
  readonly attributes: readonly (readonly [string, string])[];
  readonly caption: string | undefined;
  /** The game replayed to the shown position (`ply`, else the end). */
  readonly session: GameSession;
}

/** Loads a game by its id, or a BadRequest naming it with the engine's message. */
export async function gameOf(id: string): Promise<AnyVariant> {
  if (!isVariantId(id)) throw new BadRequest('variant', new UnknownVariantError(id, VARIANT_IDS).message, id);
  return loadVariant(id);
}

/** The value of a parameter given at most once; undefined when absent. */
export function single(query: URLSearchParams, name: string): string | undefined {
  const all = query.getAll(name);
  if (all.length > 1) throw new BadRequest(name, `"${name}" is given ${all.length} times; give it once`, name);
  return all[0];
}

/** Runs an engine call; its error becomes a BadRequest on `param` with the engine's message and token. */
function engine<T>(param: string, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof BadRequest) throw err;
    const message = err instanceof Error ? err.message : String(err);
    const token = err instanceof VariantBoardError ? err.token : undefined;
    throw new BadRequest(param, message, token);
  }
}

/** The element's own check of a text attribute, as a BadRequest. */
function check(param: CheckedAttribute, text: string, cells?: ReadonlySet<string>, events?: number): void {
  const problem = attributeProblem(param, text, cells, events);
  if (problem) throw new BadRequest(param, problem.reason, problem.token);
}

/** Moves and rolls in a moves text, roughly (tokens), so a huge one is refused before any replay. */
function roughEvents(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(/\S+/g)) if (++n > LIMITS.events * 2) break;
  return n;
}

/** Checks the board parameters of a query for a loaded game. Throws BadRequest. */
export function checkBoard(v: AnyVariant, query: URLSearchParams): CheckedBoard {
  const get = (name: BoardParam) => single(query, name);
  const drawing: { -readonly [K in keyof Drawing]: Drawing[K] } = {};
  const values = new Map<string, string>();

  let options: VariantOptions = {};
  const optionText = get('options');
  if (optionText !== undefined) {
    options = engine('options', () => {
      const parsed = optionText.trim().startsWith('{') ? (JSON.parse(optionText) as VariantOptions) : parseOptions(optionText);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new VariantBoardError('bad-option', `Bad options ${JSON.stringify(optionText)}: expected name=value pairs or a JSON object.`, { token: optionText });
      }
      v.initial(parsed);
      return parsed;
    });
    drawing.options = options;
    values.set('options', optionText);
  }

  const moves = get('moves');
  const isRecord = moves !== undefined && moves.trim().startsWith('[');
  if (isRecord) {
    for (const name of ['position', 'options'] as const) {
      if (query.has(name)) {
        throw new BadRequest(name, `a whole game record in "moves" carries its own start: write it as a [${name === 'position' ? 'Position' : 'Options'} "..."] tag in the record instead`);
      }
    }
  }
  const position = get('position');
  if (position !== undefined) {
    if (!position.trim()) throw new BadRequest('position', 'the position is empty');
    engine('position', () => v.parsePosition(position, options));
    drawing.position = position;
    values.set('position', position);
  }

  if (moves !== undefined) {
    if (!moves.trim()) throw new BadRequest('moves', 'no moves are given');
    const rough = roughEvents(moves);
    if (rough > LIMITS.events * 2) throw new BadRequest('moves', `too many moves: at most ${LIMITS.events} moves and rolls in one URL`);
  }
  const session = engine('moves', () => {
    if (isRecord) return GameSession.fromRecord(v, moves!);
    return GameSession.fromMoves(v, moves ?? '', { options, ...(position ? { position } : {}) });
  });
  if (session.length > LIMITS.events) throw new BadRequest('moves', `too many moves: ${session.length} moves and rolls, at most ${LIMITS.events} in one URL`);
  if (moves !== undefined) {
    drawing.moves = moves;
    values.set('moves', moves);
  }

  const plyText = get('ply');
  if (plyText !== undefined) {
    check('ply', plyText, undefined, session.length);
    const ply = Number(plyText);
    session.goto(ply);
    drawing.ply = ply;
    values.set('ply', String(ply));
  }

  const cells = new Set(v.geometry(session.options).cells.map((c) => c.id));
  const highlights = get('highlights');
  if (highlights !== undefined) {
    check('highlights', highlights, cells);
    const list = highlights.split(/[\s,;]+/).filter(Boolean);
    drawing.highlights = list;
    values.set('highlights', list.join(' '));
  }
  const arrows = get('arrows');
  if (arrows !== undefined) {
    check('arrows', arrows, cells);
    drawing.arrows = arrows;
    values.set('arrows', arrows);
  }
  const orientation = get('orientation');
  if (orientation !== undefined) {
    check('orientation', orientation);
    drawing.orientation = orientation as 'white' | 'black';
    values.set('orientation', orientation);
  }
  const roll = get('roll');
  if (roll !== undefined) {
    if (v.phase(session.state) !== 'chance') throw new BadRequest('roll', 'the position shown does not wait for a dice roll', roll);
    engine('roll', () => session.setRoll(roll));
    drawing.roll = roll;
    values.set('roll', roll);
  }
  const coordinates = get('coordinates');
  if (coordinates !== undefined) {
    check('coordinates', coordinates);
    drawing.coordinates = !/^(false|0|off|no)$/i.test(coordinates);
    if (!drawing.coordinates) values.set('coordinates', 'false');
  }

  const caption = get('caption');
  if (caption !== undefined) {
    if (!caption.trim()) throw new BadRequest('caption', 'the caption is empty');
    // XML (and so an SVG) cannot hold control characters, even escaped.
    const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/.exec(caption);
    if (control) throw new BadRequest('caption', `the caption holds the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}, which a picture cannot show`, control[0]);
    if (caption.length > LIMITS.caption) throw new BadRequest('caption', `the caption is ${caption.length} characters long, at most ${LIMITS.caption}`);
    drawing.label = caption;
  }

  const attributes: [string, string][] = [['variant', v.id]];
  for (const name of BOARD_PARAMS) {
    const value = values.get(name);
    if (value !== undefined) attributes.push([name, value]);
  }
  return { variant: v, drawing, attributes, caption: caption?.trim() || undefined, session };
}

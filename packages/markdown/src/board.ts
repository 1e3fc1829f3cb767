/**
 * A parsed block checked against the game's rules: every value is tried by the engine the way
 * the element would use it, so a board that reaches the page is one the element shows without
 * error. Each problem names the block line it comes from and the engine's reason.
 */
import type { BlockEntry, BlockKey, ParsedBlock } from './block.js';
import { ATTRIBUTE_KEYS } from './block.js';
import { GameSession, VariantBoardError, attributeProblem, parseOptions } from './deps.js';
import type { CheckedAttribute } from './deps.js';
import type { AnyVariant, VariantOptions } from './deps.js';
import { VariantBoardBlockError } from './errors.js';
import type { BlockLocation } from './errors.js';

/** A block ready to write: the element's attributes and what the static drawing needs. */
export interface BoardSpec {
  readonly variant: string;
  /** Attribute name -> value (`''` for a boolean attribute that is present), in writing order. */
  readonly attributes: readonly (readonly [string, string])[];
  readonly caption: string | undefined;
  readonly id: string | undefined;
  readonly classes: readonly string[];
  /** Arguments of the static renderer. */
  readonly drawing: {
    position?: string;
    moves?: string;
    ply?: number;
    options?: VariantOptions;
    orientation?: 'white' | 'black';
    highlights?: string[];
    arrows?: string;
    coordinates?: boolean;
    roll?: string;
    label?: string;
  };
}

const BOOLEAN = new Set<BlockKey>(['readonly', 'hints', 'sharing', 'analysis', 'coordinates']);
const HTML_ID = /^[A-Za-z][\w:.-]*$/;
const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;

/** Checks a parsed block for a loaded game. Throws VariantBoardBlockError. */
export function checkBlock(block: ParsedBlock, v: AnyVariant, where: BlockLocation = {}): BoardSpec {
  const fail = (key: BlockKey, reason: string, line?: { line: number; text: string }): never => {
    const entry = block.get(key)!;
    const at = line ?? entry.lines[0] ?? { line: entry.line, text: `${key}: ${entry.value}` };
    throw new VariantBoardBlockError(reason, { blockLine: at.line, source: at.text, key }, where);
  };
  const get = (key: BlockKey): string | undefined => block.get(key)?.value;
  /** Runs an engine call; its error becomes a block error on the line of `key` (or of the token). */
  const engine = <T>(key: BlockKey, run: () => T): T => {
    try {
      return run();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const token = err instanceof VariantBoardError ? err.token : undefined;
      return fail(key, reason, token ? lineOfToken(block.get(key)!, token) : undefined);
    }
  };

  const drawing: { -readonly [K in keyof BoardSpec['drawing']]: BoardSpec['drawing'][K] } = {};
  const attributes: [string, string][] = [];
  const values = new Map<string, string>();

  // Options first: the position, the moves and the cells depend on them.
  let options: VariantOptions = {};
  const optionText = get('options');
  if (optionText !== undefined) {
    options = engine('options', () => {
      const parsed = optionText.startsWith('{') ? (JSON.parse(optionText) as VariantOptions) : parseOptions(optionText);
      v.initial(parsed);
      return parsed;
    });
    drawing.options = options;
    values.set('options', optionText);
  }

  const moves = get('moves');
  const isRecord = moves !== undefined && moves.startsWith('[');
  if (isRecord) {
    for (const key of ['position', 'options'] as const) {
      if (block.has(key)) fail(key, `a whole game record carries its own start: write it as a [${key === 'position' ? 'Position' : 'Options'} "..."] tag in the record instead`);
    }
  }
  const position = get('position');
  if (position !== undefined) {
    if (!position) fail('position', 'the position is empty');
    engine('position', () => v.parsePosition(position, options));
    drawing.position = position;
    values.set('position', position);
  }

  // Replay the moves as the element does: a whole record, or a record's body (moves and rolls,
  // comments, side lines) from the start position.
  const session = engine('moves', () => {
    if (isRecord) return GameSession.fromRecord(v, moves!);
    return GameSession.fromMoves(v, moves ?? '', { options, ...(position ? { position } : {}) });
  });
  if (moves !== undefined) {
    if (!moves) fail('moves', 'no moves are given');
    drawing.moves = moves;
    values.set('moves', moves);
  }

  /** The checks the element makes of the same attributes (`attributeProblem`), as block errors. */
  const check = (key: CheckedAttribute & BlockKey, text: string, cells?: ReadonlySet<string>, events?: number) => {
    const problem = attributeProblem(key, text, cells, events);
    if (problem) fail(key, problem.reason);
  };

  const plyText = get('ply');
  if (plyText !== undefined) {
    check('ply', plyText, undefined, session.length);
    const ply = Number(plyText);
    session.goto(ply);
    drawing.ply = ply;
    values.set('ply', plyText);
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
    if (v.phase(session.state) !== 'chance') fail('roll', 'the position shown does not wait for a dice roll');
    engine('roll', () => session.setRoll(roll));
    drawing.roll = roll;
    values.set('roll', roll);
  }

  for (const key of BOOLEAN) {
    const text = get(key);
    if (text === undefined) continue;
    if (text !== 'true' && text !== 'false') fail(key, `"${text}" is not true or false`);
    if (key === 'coordinates') {
      drawing.coordinates = text === 'true';
      if (text === 'false') values.set(key, 'false');
    } else if (text === 'true') values.set(key, '');
  }

  const seed = get('seed');
  if (seed !== undefined) {
    if (!seed) fail('seed', 'the seed is empty');
    values.set('seed', seed);
  }
  const players = get('players');
  if (players !== undefined) {
    check('players', players);
    values.set('players', players.split(/[\s,;]+/).filter(Boolean).join(' '));
  }
  for (const key of ['level', 'controls'] as const) {
    const text = get(key);
    if (text === undefined) continue;
    check(key, text);
    values.set(key, text);
  }

  const caption = get('caption');
  if (caption !== undefined && !caption) fail('caption', 'the caption is empty');
  if (caption) drawing.label = caption;
  const id = get('id');
  if (id !== undefined && !HTML_ID.test(id)) fail('id', `"${id}" is not an id (a letter, then letters, digits, -, _, : or .)`);
  const classText = get('class');
  const classes = classText === undefined ? [] : classText.split(/\s+/).filter(Boolean);
  for (const c of classes) if (!CLASS_NAME.test(c)) fail('class', `"${c}" is not a class name`);

  values.set('variant', v.id);
  for (const key of ATTRIBUTE_KEYS) {
    const value = values.get(key);
    if (value !== undefined) attributes.push([key, value]);
  }
  return { variant: v.id, attributes, caption: caption || undefined, id, classes, drawing };
}

/** The line of a value that holds a token (the first whole-word match), for errors inside moves. */
function lineOfToken(entry: BlockEntry, token: string): { line: number; text: string } | undefined {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(^|[\\s.{}()\\[\\]"])${escaped}($|[\\s{}()\\[\\]"])`);
  return entry.lines.find((l) => word.test(l.text)) ?? entry.lines.find((l) => l.text.includes(token));
}

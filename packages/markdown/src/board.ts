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
  // In the order a reader fixes a block: the game (options, position, moves, ply), then what is drawn on it,
  // then how it is played, then the page's own words.
  const c = new BlockCheck(block, v, where);
  const session = c.game();
  c.marks(session);
  c.view(session);
  c.switches();
  c.play();
  const page = c.page();
  return { variant: v.id, attributes: c.attributes(), ...page, drawing: c.drawing };
}

type Drawing = { -readonly [K in keyof BoardSpec['drawing']]: BoardSpec['drawing'][K] };
type Session = ReturnType<typeof GameSession.fromMoves>;

/** One block's check: each step reads some keys, notes their attribute values and the drawing's arguments. */
class BlockCheck {
  readonly drawing: Drawing = {};
  /** Attribute name -> value, written in ATTRIBUTE_KEYS's order at the end. */
  private readonly values = new Map<string, string>();

  constructor(private readonly block: ParsedBlock, private readonly v: AnyVariant, private readonly where: BlockLocation) {}

  private get(key: BlockKey): string | undefined {
    return this.block.get(key)?.value;
  }

  private fail(key: BlockKey, reason: string, line?: { line: number; text: string }): never {
    const entry = this.block.get(key)!;
    const at = line ?? entry.lines[0] ?? { line: entry.line, text: `${key}: ${entry.value}` };
    throw new VariantBoardBlockError(reason, { blockLine: at.line, source: at.text, key }, this.where);
  }

  /** Runs an engine call; its error becomes a block error on the line of `key` (or of the token). */
  private engine<T>(key: BlockKey, run: () => T): T {
    try {
      return run();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const token = err instanceof VariantBoardError ? err.token : undefined;
      return this.fail(key, reason, token ? lineOfToken(this.block.get(key)!, token) : undefined);
    }
  }

  /** The checks the element makes of the same attributes (`attributeProblem`), as block errors. */
  private check(key: CheckedAttribute & BlockKey, text: string, cells?: ReadonlySet<string>, events?: number): void {
    const problem = attributeProblem(key, text, cells, events);
    if (problem) this.fail(key, problem.reason);
  }

  /** Options, position, moves and ply: the game the board shows, replayed as the element does. */
  game(): Session {
    const { v, drawing, values } = this;
    // Options first: the position, the moves and the cells depend on them.
    let options: VariantOptions = {};
    const optionText = this.get('options');
    if (optionText !== undefined) {
      options = this.engine('options', () => {
        const parsed = optionText.startsWith('{') ? (JSON.parse(optionText) as VariantOptions) : parseOptions(optionText);
        v.initial(parsed);
        return parsed;
      });
      drawing.options = options;
      values.set('options', optionText);
    }
    const moves = this.get('moves');
    const isRecord = moves !== undefined && moves.startsWith('[');
    if (isRecord) {
      for (const key of ['position', 'options'] as const) {
        if (this.block.has(key)) this.fail(key, `a whole game record carries its own start: write it as a [${key === 'position' ? 'Position' : 'Options'} "..."] tag in the record instead`);
      }
    }
    const position = this.get('position');
    if (position !== undefined) {
      if (!position) this.fail('position', 'the position is empty');
      this.engine('position', () => v.parsePosition(position, options));
      drawing.position = position;
      values.set('position', position);
    }
    // A whole record, or a record's body (moves and rolls, comments, side lines) from the start position.
    const session = this.engine('moves', () => {
      if (isRecord) return GameSession.fromRecord(v, moves!);
      return GameSession.fromMoves(v, moves ?? '', { options, ...(position ? { position } : {}) });
    });
    if (moves !== undefined) {
      if (!moves) this.fail('moves', 'no moves are given');
      drawing.moves = moves;
      values.set('moves', moves);
    }
    const plyText = this.get('ply');
    if (plyText !== undefined) {
      this.check('ply', plyText, undefined, session.length);
      const ply = Number(plyText);
      session.goto(ply);
      drawing.ply = ply;
      values.set('ply', plyText);
    }
    return session;
  }

  /** Highlighted cells and arrows: cells of the board the game is played on. */
  marks(session: Session): void {
    const cells = new Set(this.v.geometry(session.options).cells.map((c) => c.id));
    const highlights = this.get('highlights');
    if (highlights !== undefined) {
      this.check('highlights', highlights, cells);
      const list = highlights.split(/[\s,;]+/).filter(Boolean);
      this.drawing.highlights = list;
      this.values.set('highlights', list.join(' '));
    }
    const arrows = this.get('arrows');
    if (arrows !== undefined) {
      this.check('arrows', arrows, cells);
      this.drawing.arrows = arrows;
      this.values.set('arrows', arrows);
    }
  }

  /** Orientation, and a fixed roll for a position that waits for one. */
  view(session: Session): void {
    const orientation = this.get('orientation');
    if (orientation !== undefined) {
      this.check('orientation', orientation);
      this.drawing.orientation = orientation as 'white' | 'black';
      this.values.set('orientation', orientation);
    }
    const roll = this.get('roll');
    if (roll !== undefined) {
      if (this.v.phase(session.state) !== 'chance') this.fail('roll', 'the position shown does not wait for a dice roll');
      this.engine('roll', () => session.setRoll(roll));
      this.drawing.roll = roll;
      this.values.set('roll', roll);
    }
  }

  /** The true/false keys. */
  switches(): void {
    for (const key of BOOLEAN) {
      const text = this.get(key);
      if (text === undefined) continue;
      if (text !== 'true' && text !== 'false') this.fail(key, `"${text}" is not true or false`);
      if (key === 'coordinates') {
        this.drawing.coordinates = text === 'true';
        if (text === 'false') this.values.set(key, 'false');
      } else if (text === 'true') this.values.set(key, '');
    }
  }

  /** How the board is played: seed, players, level, controls. */
  play(): void {
    const seed = this.get('seed');
    if (seed !== undefined) {
      if (!seed) this.fail('seed', 'the seed is empty');
      this.values.set('seed', seed);
    }
    const players = this.get('players');
    if (players !== undefined) {
      this.check('players', players);
      this.values.set('players', players.split(/[\s,;]+/).filter(Boolean).join(' '));
    }
    for (const key of ['level', 'controls'] as const) {
      const text = this.get(key);
      if (text === undefined) continue;
      this.check(key, text);
      this.values.set(key, text);
    }
  }

  /** The page's own words around the board: caption, id, classes. */
  page(): Pick<BoardSpec, 'caption' | 'id' | 'classes'> {
    const caption = this.get('caption');
    if (caption !== undefined && !caption) this.fail('caption', 'the caption is empty');
    if (caption) this.drawing.label = caption;
    const id = this.get('id');
    if (id !== undefined && !HTML_ID.test(id)) this.fail('id', `"${id}" is not an id (a letter, then letters, digits, -, _, : or .)`);
    const classText = this.get('class');
    const classes = classText === undefined ? [] : classText.split(/\s+/).filter(Boolean);
    for (const c of classes) if (!CLASS_NAME.test(c)) this.fail('class', `"${c}" is not a class name`);
    return { caption: caption || undefined, id, classes };
  }

  /** The element's attributes, in writing order. */
  attributes(): [string, string][] {
    this.values.set('variant', this.v.id);
    const attributes: [string, string][] = [];
    for (const key of ATTRIBUTE_KEYS) {
      const value = this.values.get(key);
      if (value !== undefined) attributes.push([key, value]);
    }
    return attributes;
  }
}

/** The line of a value that holds a token (the first whole-word match), for errors inside moves. */
function lineOfToken(entry: BlockEntry, token: string): { line: number; text: string } | undefined {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(^|[\\s.{}()\\[\\]"])${escaped}($|[\\s{}()\\[\\]"])`);
  return entry.lines.find((l) => word.test(l.text)) ?? entry.lines.find((l) => l.text.includes(token));
}

/**
 * d4 d6 chess (Maurice Dekker and Igor Seabra), with its Rinoceronte variant as the option
 * `{ rinoceronte: true }`. Rules, turn structure and notation: RULES.md in this folder.
 */
import type { SetupHooks } from '../../core/types.js';
import { IllegalActionError, OptionError, RecordError } from '../../core/errors.js';
import type {
  ActionView, BoardGeometry, CellInfo, ChanceOutcome, GameResult, PieceView, Phase, PositionView, Side, Variant, VariantOptions,
} from '../../core/types.js';
import {
  AREA_INFO, BLACK, CAVALO, DIAGONAL, DIR_NAMES, FILES, PLAYING, RINOCERONTE, STEP, TYPE_KIND, TYPE_NAME,
  areasOf, colourOf, isGambling, parseSquare, squareName, typeOf,
} from './board.js';
import {
  HUNDRED, UNKNOWN_FACING, firstUnknownRino, formatState, hasGamblingInPlay, parseState, type D4D6State,
} from './state.js';
import { actionChoice, applyLegal, formatAction, legalActions, type D4D6Action } from './turn.js';
import { D4D6Cursor } from './cursor.js';

export type { D4D6State } from './state.js';
export type { D4D6Action } from './turn.js';

const SIDE_NAMES: readonly Side[] = ['white', 'black'];
/** The d4 roll that orients a Rinoceronte at the start: 1 northeast, 2 southeast, 3 southwest, 4 northwest. */
export const ORIENTATION_BY_ROLL = DIAGONAL;

function rinoOption(options: VariantOptions = {}): boolean {
  for (const [k, v] of Object.entries(options)) {
    if (k !== 'rinoceronte') throw new OptionError(k, 'only the option "rinoceronte" (true or false)');
    if (typeof v !== 'boolean') throw new OptionError(k, 'rinoceronte=true or rinoceronte=false');
  }
  return options['rinoceronte'] === true;
}

/** The start position, built from the source's setup (and the Rinocerontes on g1 and b8). */
export function initialState(rino: boolean): D4D6State {
  const board = new Int8Array(64);
  const facing = new Int8Array(64).fill(-1);
  const put = (name: string, type: number, black: boolean, f = -1) => {
    const sq = parseSquare(name);
    board[sq] = type | (black ? BLACK : 0);
    facing[sq] = f;
  };
  for (const [black, back, front] of [[false, '1', '2'], [true, '8', '7']] as const) {
    put(`c${front}`, 1, black); put(`f${front}`, 1, black);
    put(`d${front}`, CAVALO, black, black ? 4 : 0); put(`e${front}`, CAVALO, black, black ? 4 : 0);
    put(`c${back}`, 2, black); put(`f${back}`, 2, black);
    put(`a${back}`, 6, black); put(`h${back}`, 6, black);
  }
  put('d1', 3, false); put('e1', 4, false); // White Gata d1, Gato e1
  put('e8', 3, true); put('d8', 4, true); // Black Gata e8, Gato d8
  if (rino) {
    put('g1', RINOCERONTE, false, UNKNOWN_FACING);
    put('b8', RINOCERONTE, true, UNKNOWN_FACING);
  }
  return { rino, board, facing, side: 0, stage: rino ? 'orient' : 'start', chosen: -1, die: 0, roll: 0, special: false, counter: 0 };
}

export function resultOf(s: D4D6State): GameResult | null {
  if (s.stage === 'agreed') return { winner: null, reason: 'agreement', text: 'Drawn by agreement' };
  const white = hasGamblingInPlay(s.board, 0), black = hasGamblingInPlay(s.board, 1);
  if (!white) return { winner: 'black', reason: 'no-gambling-pieces', text: 'Black wins: White has no gambling piece left in the playing area' };
  if (!black) return { winner: 'white', reason: 'no-gambling-pieces', text: 'White wins: Black has no gambling piece left in the playing area' };
  if (s.counter >= HUNDRED) return { winner: null, reason: 'hundred-move', text: 'Draw: a hundred gambling moves without a capture, Cavalo step or promotion' };
  return null;
}

const isOver = (s: D4D6State) => resultOf(s) !== null;

/** Ends the game in a draw by mutual agreement (the players' decision, not a move of one side). */
export function agreeDraw(s: D4D6State): D4D6State {
  if (isOver(s)) throw new IllegalActionError('draw', 'the game is already over');
  if (s.stage === 'orient') throw new IllegalActionError('draw', 'the Rinocerontes are still being oriented');
  return { ...s, stage: 'agreed', chosen: -1, die: 0, roll: 0, special: false };
}

function phaseOf(s: D4D6State): Phase {
  if (isOver(s)) return 'over';
  return s.stage === 'roll' || s.stage === 'orient' ? 'chance' : 'decision';
}

function chanceOutcomes(s: D4D6State): ChanceOutcome<number>[] {
  if (isOver(s)) return [];
  const sides = s.stage === 'roll' ? s.die : s.stage === 'orient' ? 4 : 0;
  return Array.from({ length: sides }, (_, i) => ({
    outcome: i + 1,
    probability: 1 / sides,
    notation: String(i + 1),
    dice: [{ sides, value: i + 1 }],
  }));
}

function applyChance(s: D4D6State, n: number): D4D6State {
  const outcomes = chanceOutcomes(s);
  if (!outcomes.some((o) => o.outcome === n)) {
    throw new IllegalActionError(String(n), outcomes.length ? `a roll from 1 to ${outcomes.length}` : 'no roll now');
  }
  if (s.stage === 'roll') return { ...s, stage: 'move', roll: n };
  const facing = s.facing.slice();
  facing[firstUnknownRino(s.board, s.facing)] = ORIENTATION_BY_ROLL[n - 1]!;
  const next = firstUnknownRino(s.board, facing);
  return next >= 0 ? { ...s, facing, side: colourOf(s.board[next]!) } : { ...s, facing, side: 0, stage: 'start' };
}

function parseAction(s: D4D6State, text: string): D4D6Action {
  const phase = phaseOf(s);
  if (phase !== 'decision') throw new IllegalActionError(text, phase === 'over' ? 'the game is over' : 'the dice must be rolled first');
  const actions = legalActions(s, false);
  const notations = actions.map((a) => formatAction(s, a));
  let i = notations.indexOf(text);
  // Documented shorthand: a bare square chooses a piece that has only one die.
  if (i < 0 && /^[a-h][1-8]$/.test(text)) {
    const matches = notations.flatMap((n, j) => (n.startsWith(`${text}:`) ? [j] : []));
    if (matches.length === 1) i = matches[0]!;
  }
  if (i < 0) {
    const sample = notations.slice(0, 8).join(', ') + (notations.length > 8 ? ', ...' : '');
    throw new IllegalActionError(text, `not a legal action here; expected one of ${sample}`);
  }
  return actions[i]!;
}

function parseChance(s: D4D6State, text: string): number {
  const n = chanceOutcomes(s).length;
  if (n === 0) throw new RecordError(text, 'an action, not a roll');
  if (s.stage === 'orient') {
    const dir = DIR_NAMES.indexOf(text as (typeof DIR_NAMES)[number]);
    const k = ORIENTATION_BY_ROLL.indexOf(dir as 1 | 3 | 5 | 7);
    if (k >= 0) return k + 1;
  }
  if (!/^[1-6]$/.test(text) || Number(text) > n) throw new RecordError(text, `a roll from 1 to ${n}`);
  return Number(text);
}

// ---------------------------------------------------------------------------------------------
// Drawing

export function geometry(): BoardGeometry {
  const cells: CellInfo[] = [];
  const neighbours: Record<string, Record<string, string>> = {};
  const words = ['up', 'up-right', 'right', 'down-right', 'down', 'down-left', 'left', 'up-left'];
  for (let sq = 0; sq < 64; sq++) {
    const f = sq & 7, r = sq >> 3;
    cells.push({ id: squareName(sq), x: f + 0.5, y: 7 - r + 0.5, shape: 'square', tone: (f + r) % 2 === 0 ? 0 : 1, areas: areasOf(sq) });
    const n: Record<string, string> = {};
    for (let d = 0; d < 8; d++) {
      const t = STEP[sq * 8 + d]!;
      if (t >= 0) n[words[d]!] = squareName(t);
    }
    neighbours[squareName(sq)] = n;
  }
  const labels = [
    ...[...FILES].map((text, f) => ({ text, x: f + 0.5, y: 8.3 })),
    ...Array.from({ length: 8 }, (_, r) => ({ text: String(r + 1), x: -0.3, y: 7 - r + 0.5 })),
  ];
  return { cells, cellSize: 1, width: 8, height: 8, areas: AREA_INFO.map((a) => ({ ...a })), labels, neighbours };
}

function view(s: D4D6State): PositionView {
  const pieces = new Map<string, PieceView>();
  for (let sq = 0; sq < 64; sq++) {
    const c = s.board[sq]!;
    if (!c) continue;
    const f = s.facing[sq]!;
    const kind = TYPE_KIND[typeOf(c)]! as PieceView['kind'];
    pieces.set(squareName(sq), f >= 0 && f < 8 ? { kind, side: SIDE_NAMES[colourOf(c)]!, facing: DIR_NAMES[f]! } : { kind, side: SIDE_NAMES[colourOf(c)]! });
  }
  const dice = s.stage === 'roll' ? [{ sides: s.die, value: null }]
    : s.stage === 'move' ? [{ sides: s.die, value: s.roll }]
    : s.stage === 'orient' ? [{ sides: 4, value: null }] : [];
  return { pieces, reserves: [], toMove: SIDE_NAMES[s.side]!, phase: phaseOf(s), dice, check: [], status: statusOf(s) };
}

function statusOf(s: D4D6State): string {
  const result = resultOf(s);
  if (result) return result.text;
  const who = s.side ? 'Black' : 'White';
  const piece = s.chosen >= 0 ? `${TYPE_NAME[typeOf(s.board[s.chosen]!)]} on ${squareName(s.chosen)}` : '';
  switch (s.stage) {
    case 'orient': return `${who} rolls the d4 for the Rinoceronte's facing`;
    case 'start': return s.special ? `${who}: choose a gambling piece` : `${who}: choose a gambling piece, or make a special move first`;
    case 'roll': return `${who} rolls the d${s.die} for the ${piece}`;
    case 'move': return `${who} rolled ${s.roll}: move the ${piece}`;
    case 'after': return `${who}: make a special move or end the turn`;
    default: return '';
  }
}

function actionView(s: D4D6State, a: D4D6Action): ActionView {
  const notation = formatAction(s, a);
  const choice = actionChoice(s, a);
  const base = { notation, ...(choice ? { choice } : {}) };
  switch (a.kind) {
    case 'choose': return { ...base, from: { cell: squareName(a.from) }, to: squareName(a.from) };
    case 'move': return {
      ...base, from: { cell: squareName(a.from) }, to: squareName(a.to),
      ...(a.path ? { path: a.path.map(squareName) } : {}),
      ...(a.capture ? { captures: [squareName(a.to)] } : {}),
    };
    case 'guarda': return { ...base, from: { cell: squareName(a.from) }, to: squareName(a.to) };
    case 'promote': case 'turn': return { ...base, from: { cell: squareName(a.from) }, to: squareName(a.from) };
    case 'third': return { ...base, from: { cell: squareName(a.from) }, to: squareName(a.to) };
    case 'end': return base;
  }
}

function evaluate(s: D4D6State): number {
  const worth = [0, 2, 2.5, 4, 3, 2, 1, 3.5];
  let score = 0;
  for (let sq = 0; sq < 64; sq++) {
    const c = s.board[sq]!;
    if (!c) continue;
    const type = typeOf(c);
    const counts = PLAYING[sq] || !isGambling(c) || type === RINOCERONTE;
    if (!counts) continue;
    score += (colourOf(c) === s.side ? 1 : -1) * worth[type]!;
  }
  return score;
}

/** The editor's set-up hooks, loaded once on first use. */
let setupLoad: Promise<SetupHooks<D4D6State>> | undefined;

export const variant: Variant<D4D6State, D4D6Action, number> = {
  id: 'd4d6',
  name: 'd4 d6 chess',
  credit: 'Maurice Dekker and Igor Seabra (2022), The Chess Variant Pages',
  geometry,
  initial: (options) => initialState(rinoOption(options)),
  options: (s): VariantOptions => (s.rino ? { rinoceronte: true } : {}),
  phase: phaseOf,
  toMove: (s) => SIDE_NAMES[s.side]!,
  legalActions(s) {
    const actions = legalActions(s, isOver(s));
    issued.set(s, new Set(actions));
    return actions;
  },
  apply(s, a) {
    // An action object handed out by legalActions for this very state needs no second check.
    if (issued.get(s)?.has(a)) return applyLegal(s, a);
    if (phaseOf(s) !== 'decision') throw new IllegalActionError(describe(a), phaseOf(s) === 'over' ? 'the game is over' : 'the dice must be rolled first');
    const actions = legalActions(s, false);
    const text = safeFormat(s, a);
    const legal = text === null ? undefined : actions.find((x) => formatAction(s, x) === text);
    if (!legal) throw new IllegalActionError(text ?? describe(a), 'not a legal action in this position');
    return applyLegal(s, legal);
  },
  chanceOutcomes,
  applyChance,
  result: resultOf,
  formatPosition: formatState,
  parsePosition: (text, options) => parseState(text, rinoOption(options)),
  formatAction,
  parseAction,
  parseChance,
  setup: () => (setupLoad ??= import('./setup.js').then((m) => m.hooks(variant))),
  view,
  actionView,
  key: formatState,
  hash,
  isCapture: (_s, a) => a.kind === 'move' && a.capture,
  evaluate,
  cursor: (s) => new D4D6Cursor(s, { resultOf, applyChance, evaluate, hash }),
  /** The two-piece tablebase (the top level plays two-piece endings from it). */
  solver: async () => (await import('./solver.js')).tableSolver(),
};

/** Actions handed out by legalActions, per state (states are immutable, so this stays true). */
const issued = new WeakMap<D4D6State, Set<D4D6Action>>();

const STAGE_CODE: Record<string, number> = { orient: 1, start: 2, roll: 3, move: 4, after: 5, agreed: 6 };

/** A 53-bit hash of everything the position text holds. */
function hash(s: D4D6State): number {
  let h1 = 0x9e3779b9 ^ s.side, h2 = 0x85ebca6b ^ (s.rino ? 1 : 0);
  const mix = (x: number) => {
    h1 = Math.imul(h1 ^ x, 0x85ebca6b);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = Math.imul(h2 ^ (x + 0x27d4eb2f), 0xc2b2ae35);
    h2 = (h2 << 17) | (h2 >>> 15);
  };
  for (let sq = 0; sq < 64; sq++) if (s.board[sq]) mix((sq << 16) | (s.board[sq]! << 8) | (s.facing[sq]! & 0xff));
  mix((STAGE_CODE[s.stage]! << 24) | ((s.chosen & 0xff) << 16) | (s.die << 8) | (s.roll << 4) | (s.special ? 1 : 0));
  mix(s.counter);
  h1 ^= h2 >>> 7;
  return (h1 >>> 0) * 2097152 + ((h2 >>> 0) & 0x1fffff);
}

function safeFormat(s: D4D6State, a: D4D6Action): string | null {
  try {
    if (!a || typeof a !== 'object' || a.kind === undefined) return null;
    if ('from' in a && (typeof a.from !== 'number' || s.board[a.from] === undefined)) return null;
    return formatAction(s, a);
  } catch {
    return null;
  }
}

function describe(a: unknown): string {
  try {
    return JSON.stringify(a) ?? String(a);
  } catch {
    return String(a);
  }
}

/**
 * Dice Chess: chess in which two dice name the piece types that may move. See RULES.md.
 *
 * Actions are plain numbers (from | to << 7 | promotion << 14 | flags, or PASS), so
 * `legalActions` is cheap to call from a search; `formatAction` turns one into SAN.
 * An AI that wants more speed can drive `Board` (make/unmake) and `Perft` directly.
 */
import type { SetupHooks } from '../../core/types.js';
import { IllegalActionError, OptionError, PhaseError, RecordError } from '../../core/errors.js';
import type {
  ActionView, ChanceOutcome, PieceKind, PieceView, PositionView, Variant, VariantOptions,
} from '../../core/types.js';
import {
  Board, F_CAPTURE, F_EP, F_PROMO, PASS, WHITE, moveFrom, movePromo, moveTo,
} from './board.js';
import { ROLLS, describeRoll, isDoubles, parseRollText, rollHigh, rollLow, rollMask } from './dice.js';
import { START_FEN, formatFen, parseFen, squareName } from './fen.js';
import { evaluate } from './evaluate.js';
import { DiceCursor } from './cursor.js';
import { diceGeometry } from './geometry.js';
import { Perft } from './perft.js';
import { formatSan, parseSan } from './san.js';
import { type DiceState, historyKey, load, next, sideName, snapshot } from './state.js';

export type { DiceState } from './state.js';
export { ALL_TYPES, Board, PASS, moveFrom, movePromo, moveTo, moveTypes } from './board.js';
export { Perft } from './perft.js';
export { ROLLS, rollMask } from './dice.js';

/** A move (see board.ts for the bit layout) or PASS. */
export type DiceAction = number;
/** A roll as `10 * low + high`, e.g. 23. */
export type DiceRoll = number;

const KINDS: readonly PieceKind[] = ['pawn', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
const PROMO_NAMES = ['', '', 'knight', 'bishop', 'rook', 'queen'];

const OUTCOMES: readonly ChanceOutcome<DiceRoll>[] = ROLLS.map(({ roll, probability }) =>
  Object.freeze({
    outcome: roll,
    probability,
    notation: String(roll),
    dice: [{ sides: 6, value: rollLow(roll) }, { sides: 6, value: rollHigh(roll) }],
  }),
);

const actionCache = new WeakMap<DiceState, readonly DiceAction[]>();

function phaseOf(s: DiceState) {
  return s.result ? 'over' : s.roll === 0 ? 'chance' : 'decision';
}

function fromBoard(b: Board, roll: number): DiceState {
  return snapshot(b, roll, { key: historyKey(b), prev: null }, true);
}

const genBuffer = new Int32Array(256);

function legal(s: DiceState): readonly DiceAction[] {
  if (phaseOf(s) !== 'decision') return [];
  let list = actionCache.get(s);
  if (!list) {
    const n = load(s).generate(genBuffer, 0, rollMask(s.roll));
    const out: number[] = n === 0 ? [PASS] : new Array<number>(n);
    for (let i = 0; i < n; i++) out[i] = genBuffer[i]!;
    list = out;
    actionCache.set(s, list);
  }
  return list;
}

function rollInfo(s: DiceState): string {
  return s.roll ? `the roll is ${describeRoll(s.roll)}` : 'the dice have not been rolled';
}

function checkOptions(options: VariantOptions = {}): void {
  for (const name of Object.keys(options)) throw new OptionError(name, 'no options: Dice Chess has none');
}

function requireLegal(s: DiceState, action: unknown, token: string): DiceAction {
  const phase = phaseOf(s);
  if (phase === 'over') throw new IllegalActionError(token, 'the game is over');
  if (phase === 'chance') throw new PhaseError(token, 'a dice roll first');
  if (typeof action !== 'number' || !legal(s).includes(action)) {
    throw new IllegalActionError(token, `not a legal move here (${rollInfo(s)})`);
  }
  return action;
}

/** The editor's set-up hooks, loaded once on first use. */
let setupLoad: Promise<SetupHooks<DiceState>> | undefined;

export const variant: Variant<DiceState, DiceAction, DiceRoll> = {
  id: 'dice',
  name: 'Dice Chess',
  credit: 'Traditional; rules as in the common encyclopedia description of dice chess.',

  geometry: () => diceGeometry,

  initial(options) {
    checkOptions(options);
    return fromBoard(parseFen(START_FEN).board, 0);
  },
  options: () => ({}),

  phase: phaseOf,
  toMove: (s) => sideName(s.side),

  legalActions: legal,

  apply(s, action) {
    const m = requireLegal(s, action, typeof action === 'number' ? String(action) : '(action)');
    return next(s, load(s), m);
  },

  chanceOutcomes: (s) => (phaseOf(s) === 'chance' ? OUTCOMES : []),

  applyChance(s, roll) {
    if (phaseOf(s) !== 'chance') throw new PhaseError(String(roll), phaseOf(s) === 'over' ? 'nothing: the game is over' : 'a move, not a roll');
    if (!OUTCOMES.some((o) => o.outcome === roll)) throw new RecordError(String(roll), 'a roll of two dice like 23');
    return { ...s, roll };
  },

  result: (s) => s.result,

  formatPosition: (s) => formatFen(load(s), s.roll),

  parsePosition(text, options) {
    checkOptions(options);
    const { board, roll } = parseFen(text);
    return fromBoard(board, roll);
  },

  formatAction(s, action) {
    const m = requireLegal(s, action, String(action));
    return formatSan(load(s), m, legal(s));
  },

  parseAction(s, text) {
    const phase = phaseOf(s);
    if (phase === 'over') throw new IllegalActionError(text, 'the game is over');
    if (phase === 'chance') throw new PhaseError(text, 'a dice roll first');
    return parseSan(load(s), text, legal(s), rollInfo(s));
  },

  parseChance(s, text) {
    if (phaseOf(s) !== 'chance') throw new RecordError(text, phaseOf(s) === 'over' ? 'nothing: the game is over' : 'a move, not a roll');
    return parseRollText(text, (tok, exp) => new RecordError(tok, exp));
  },

  setup: () => (setupLoad ??= import('./setup.js').then((m) => m.hooks(variant))),
  view(s): PositionView {
    const b = load(s);
    const pieces = new Map<string, PieceView>();
    for (let r = 0; r < 8; r++) {
      for (let f = 0; f < 8; f++) {
        const p = b.sq[r * 16 + f]!;
        if (p) pieces.set(squareName(r * 16 + f), { kind: KINDS[p & 7]!, side: sideName(p >> 3) });
      }
    }
    const check: string[] = [];
    const mine = b.king[b.side]!, theirs = b.king[b.side ^ 1]!;
    if (mine >= 0 && b.inCheck()) check.push(squareName(mine));
    if (theirs >= 0 && b.exposed) check.push(squareName(theirs));
    const who = s.side === WHITE ? 'White' : 'Black';
    let status: string;
    if (s.result) status = s.result.text;
    else if (!s.roll) status = `${who} to roll`;
    else {
      const acts = legal(s);
      status = `${who} rolled ${describeRoll(s.roll)}` + (acts[0] === PASS ? ' (no move: pass)' : '');
    }
    return {
      pieces,
      reserves: [],
      toMove: sideName(s.side),
      phase: phaseOf(s),
      dice: s.roll
        ? [{ sides: 6, value: rollLow(s.roll) }, { sides: 6, value: rollHigh(s.roll) }]
        : [{ sides: 6, value: null }, { sides: 6, value: null }],
      check,
      status,
    };
  },

  actionView(s, action): ActionView {
    const m = requireLegal(s, action, String(action));
    const notation = formatSan(load(s), m, legal(s));
    if (m & PASS) return { notation, choice: 'pass' };
    const from = moveFrom(m), to = moveTo(m);
    const view: { -readonly [K in keyof ActionView]: ActionView[K] } = { notation, from: { cell: squareName(from) }, to: squareName(to) };
    if (m & F_CAPTURE) view.captures = [squareName(m & F_EP ? (s.side === WHITE ? to - 16 : to + 16) : to)];
    if (m & F_PROMO) view.choice = PROMO_NAMES[movePromo(m)]!;
    return view;
  },

  key(s) {
    const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
    return hex(s.keyHi) + hex(s.keyLo) + (s.roll ? `:${s.roll}` : '');
  },

  hash(s) {
    // 53 bits: 21 of the high half and 32 of the low, the roll mixed in.
    const lo = (s.keyLo ^ Math.imul(s.roll, 0x9e3779b1)) >>> 0;
    return (s.keyHi & 0x1fffff) * 4294967296 + lo;
  },

  isCapture: (_s, action) => (action & F_CAPTURE) !== 0,

  evaluate,

  cursor: (s) => new DiceCursor(s),
  inCheck: (s) => load(s).inCheck(),

  perft(s, depth, opts = {}) {
    if (s.result) return depth === 0 ? 1 : 0;
    const p = new Perft(load(s));
    return opts.dice ? p.dice(depth, s.roll) : p.chess(depth);
  },
};

export { isDoubles };

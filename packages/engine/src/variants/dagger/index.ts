/**
 * Dagger Chess (David Moeser, 1998): chess on 39 hexagons, with two knights in hand each.
 * Rules and decisions: RULES.md in this folder.
 */
import type { SetupHooks } from '../../core/types.js';
import { IllegalActionError, OptionError, PhaseError, RecordError } from '../../core/errors.js';
import type {
  ActionView, BoardGeometry, ChanceOutcome, GameResult, Phase, PieceKind, PieceView, PositionView, ReserveView, Side,
  Variant, VariantOptions,
} from '../../core/types.js';
import { BLACK, CELL_COUNT, CELL_NAMES, HAND_SQUARES, WHITE } from './board.js';
import { FLAG_EP, HAND_FROM, Position, handBit, moveFrom, movePromo, moveTo } from './engine.js';
import { DaggerCursor } from './cursor.js';
import { evaluateBoard } from './evaluate.js';
import { daggerGeometry } from './geometry.js';
import { isCapture, longForm, parseMove, sanList } from './notation.js';
import {
  type DaggerState, formatPosition, initialState, load, parsePositionText, positionKey, snapshot,
} from './state.js';

export type { DaggerState } from './state.js';
/** A move, encoded as one integer (see engine.ts). */
export type DaggerAction = number;

const KINDS: readonly PieceKind[] = ['pawn', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
const PROMO_NAMES = ['', '', 'knight', 'bishop', 'rook', 'queen'];
const SIDE_NAMES: readonly Side[] = ['white', 'black'];
const sideName = (s: number) => (s === WHITE ? 'White' : 'Black');

interface Derived {
  moves: number[];
  sans?: string[];
  check: boolean;
  result: GameResult | null;
}
const derived = new WeakMap<DaggerState, Derived>();
const search = new Position();

function info(state: DaggerState): Derived {
  let d = derived.get(state);
  if (d) return d;
  const pos = load(state);
  const end = pos.legalMoves(pos.moves, 0);
  const moves = Array.from(pos.moves.subarray(0, end));
  const check = pos.inCheck();
  let result: GameResult | null = null;
  const mover = sideName(state.side), other = sideName(state.side ^ 1);
  if (moves.length === 0) {
    result = check
      ? { winner: SIDE_NAMES[state.side ^ 1]!, reason: 'checkmate', text: `${other} wins by checkmate` }
      : { winner: null, reason: 'stalemate', text: `Draw by stalemate: ${mover} has no legal move and is not in check` };
  } else {
    const rule = pos.drawRule();
    if (rule === 'repetition') result = { winner: null, reason: rule, text: 'Draw by threefold repetition' };
    else if (rule === 'fifty-move') result = { winner: null, reason: rule, text: 'Draw by the fifty-move rule' };
    else if (rule) result = { winner: null, reason: rule, text: 'Draw: only the two kings are left' };
  }
  d = { moves: result ? [] : moves, check, result };
  derived.set(state, d);
  return d;
}

function sans(state: DaggerState): string[] {
  const d = info(state);
  if (!d.sans) d.sans = sanList(load(state), d.moves);
  return d.sans;
}

function describeAction(state: DaggerState, action: unknown): string {
  if (typeof action !== 'number' || !Number.isInteger(action)) return String(action);
  const from = moveFrom(action), to = moveTo(action);
  if (to >= CELL_COUNT || from > HAND_FROM + 1) return String(action);
  return longForm(load(state), action);
}

function assertNoOptions(options: VariantOptions = {}) {
  const keys = Object.keys(options);
  if (keys.length) throw new OptionError(keys[0]!, 'no options (Dagger Chess has none)');
}

/** The editor's set-up hooks, loaded once on first use. */
let setupLoad: Promise<SetupHooks<DaggerState>> | undefined;

export const variant: Variant<DaggerState, DaggerAction, never> = {
  id: 'dagger',
  name: 'Dagger Chess',
  credit: 'David Moeser, 1998 (39-square chess variants contest); rules from the inventor\'s page at chessvariants.com',

  geometry(options?: VariantOptions): BoardGeometry {
    assertNoOptions(options);
    return daggerGeometry();
  },
  initial(options?: VariantOptions) {
    assertNoOptions(options);
    return initialState();
  },
  options: () => ({}),
  phase(state): Phase {
    return info(state).result ? 'over' : 'decision';
  },
  toMove: (state) => SIDE_NAMES[state.side]!,
  legalActions: (state) => info(state).moves,

  apply(state, action) {
    const d = info(state);
    if (d.result) throw new IllegalActionError(describeAction(state, action), 'the game is over');
    if (typeof action !== 'number' || !d.moves.includes(action)) {
      throw new IllegalActionError(describeAction(state, action), 'not a legal move in this position');
    }
    const pos = load(state);
    pos.make(action);
    const history = pos.halfmove === 0 ? [] : [...state.history, state.hash].slice(-pos.halfmove);
    return snapshot(pos, history);
  },

  chanceOutcomes: (): readonly ChanceOutcome<never>[] => [],
  applyChance(): never {
    throw new PhaseError('roll', 'a move (Dagger Chess has no dice)');
  },
  result: (state) => info(state).result,

  formatPosition,
  parsePosition(text, options) {
    assertNoOptions(options);
    return parsePositionText(text);
  },
  formatAction(state, action) {
    const d = info(state);
    const i = d.moves.indexOf(action);
    if (i < 0) throw new IllegalActionError(describeAction(state, action), 'not a legal move in this position');
    return sans(state)[i]!;
  },
  parseAction(state, text) {
    const d = info(state);
    if (d.result) throw new IllegalActionError(text, 'the game is over');
    return parseMove(load(state), d.moves, sans(state), text);
  },
  parseChance(_state, text): never {
    throw new RecordError(text, 'a move (Dagger Chess has no dice)');
  },

  setup: () => (setupLoad ??= import('./setup.js').then((m) => m.hooks(variant))),
  view(state): PositionView {
    const pieces = new Map<string, PieceView>();
    let king = -1;
    for (let c = 0; c < CELL_COUNT; c++) {
      const p = state.board[c]!;
      if (!p) continue;
      pieces.set(CELL_NAMES[c]!, { kind: KINDS[p & 7]!, side: SIDE_NAMES[p >> 3]! });
      if ((p & 7) === 6 && p >> 3 === state.side) king = c;
    }
    const reserves: ReserveView[] = [];
    for (const side of [WHITE, BLACK]) {
      for (const slot of [0, 1]) {
        reserves.push({
          reserve: HAND_SQUARES[side]![slot]!,
          side: SIDE_NAMES[side]!,
          kind: 'knight',
          count: state.hand & handBit(side, slot) ? 1 : 0,
        });
      }
    }
    const d = info(state);
    return {
      pieces,
      reserves,
      toMove: SIDE_NAMES[state.side]!,
      phase: d.result ? 'over' : 'decision',
      dice: [],
      check: d.check ? [CELL_NAMES[king]!] : [],
      status: d.result ? d.result.text : `${sideName(state.side)} to move${d.check ? ', in check' : ''}`,
    };
  },

  actionView(state, action): ActionView {
    const notation = variant.formatAction(state, action);
    const pos = load(state);
    const from = moveFrom(action), to = moveTo(action), promo = movePromo(action);
    const captures = isCapture(pos, action) ? [CELL_NAMES[action & FLAG_EP ? state.ep : to]!] : undefined;
    return {
      notation,
      from: from >= HAND_FROM ? { reserve: HAND_SQUARES[state.side]![from - HAND_FROM]! } : { cell: CELL_NAMES[from]! },
      to: CELL_NAMES[to]!,
      ...(captures ? { captures } : {}),
      ...(promo ? { choice: PROMO_NAMES[promo]! } : {}),
      // A pawn that may take en passant may also just step onto the passed cell: same cells, two moves.
      ...(action & FLAG_EP ? { choice: 'en passant' } : info(state).moves.includes(action | FLAG_EP) ? { choice: 'no capture' } : {}),
    };
  },

  key: positionKey,
  // The Zobrist key kept by the engine: board, side to move, knights in hand and en passant (53 bits).
  hash: (state) => state.hash,
  isCapture: (state, action) => (action & FLAG_EP) !== 0 || state.board[moveTo(action)] !== 0,

  evaluate: (state) => evaluateBoard(state.board, state.hand, state.side),
  cursor: (state) => new DaggerCursor(state),
  inCheck: (state) => info(state).check,

  perft(state, depth) {
    if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth must be a whole number, got ${depth}`);
    return load(state, search).perft(depth);
  },
};

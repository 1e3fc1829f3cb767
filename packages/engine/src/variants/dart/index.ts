/**
 * Dart 6x6 Chess (Darren Izzard, 1999): chess on 6x6 without queens, double steps,
 * en passant or castling, plus three darts a side that are thrown onto the centre and
 * block everything for the rest of the game. Rules and notation: RULES.md.
 */
import type { SetupHooks } from '../../core/types.js';
import { IllegalActionError, OptionError, PhaseError, RecordError } from '../../core/errors.js';
import type { ActionView, GameResult, PieceKind, PieceView, PositionView, Variant, VariantOptions } from '../../core/types.js';
import {
  BISHOP, BLACK_BIT, COLOUR_MASK, DART, KIND_MASK, KING, KNIGHT, PAWN, RESERVE, ROOK, WHITE_BIT,
  moveFrom, movePromo, moveTo, squareName,
} from './board.js';
import { dartGeometry, RESERVE_IDS } from './geometry.js';
import { START_TEXT, applyMove, formatMove, formatPosition, parseMove, parsePosition } from './notation.js';
import { Position } from './position.js';
import { factsOf, hashOf, load, type DartState } from './state.js';
import { DartCursor } from './cursor.js';
import { evaluateBoard } from './evaluate.js';

export type { DartState } from './state.js';
/** An action is a small integer: from | to << 6 | promotion << 12 (from 36 = a dart throw). */
export type DartAction = number;

const SIDE_NAME = ['white', 'black'] as const;
const KIND_NAME: Record<number, PieceKind> = { [PAWN]: 'pawn', [KNIGHT]: 'knight', [BISHOP]: 'bishop', [ROOK]: 'rook', [KING]: 'king' };

function checkOptions(options: VariantOptions = {}): void {
  for (const name of Object.keys(options)) throw new OptionError(name, 'no options (Dart 6x6 Chess has none)');
}

function resultOf(s: DartState): GameResult | null {
  const { outcome } = factsOf(s);
  if (!outcome) return null;
  const mover = SIDE_NAME[s.side];
  const other = SIDE_NAME[s.side ^ 1]!;
  const cap = (x: string) => x[0]!.toUpperCase() + x.slice(1);
  switch (outcome.kind) {
    case 'checkmate':
      return { winner: other, reason: 'checkmate', text: `${cap(other)} wins: ${mover} is checkmated` };
    case 'stalemate':
      return { winner: null, reason: 'stalemate', text: `Draw: ${mover} has no legal move and is not in check (stalemate)` };
    case 'fifty-move':
      return { winner: null, reason: 'fifty-move', text: 'Draw: fifty moves each without a pawn move, capture or throw' };
    case 'repetition':
      return { winner: null, reason: 'repetition', text: 'Draw: the same position occurred three times' };
    case 'insufficient-material':
      return { winner: null, reason: 'insufficient-material', text: 'Draw: only the two kings are left' };
  }
}

function legalOrThrow(s: DartState, a: DartAction): void {
  const { moves, outcome } = factsOf(s);
  if (outcome) throw new IllegalActionError(String(a), 'the game is over');
  if (typeof a !== 'number' || !moves.includes(a)) throw new IllegalActionError(String(a), 'not a legal move in this position');
}

/** The editor's set-up hooks, loaded once on first use. */
let setupLoad: Promise<SetupHooks<DartState>> | undefined;

export const variant: Variant<DartState, DartAction, never> & {
  /** Leaf count; `bulk: false` makes every leaf move (for benchmarks). */
  perft(state: DartState, depth: number, opts?: { dice?: boolean; bulk?: boolean }): number;
} = {
  id: 'dart',
  name: 'Dart 6x6 Chess',
  credit: 'Darren Izzard, 1999 (chessvariants.com)',

  geometry(options) {
    checkOptions(options);
    return dartGeometry;
  },
  initial(options) {
    checkOptions(options);
    return parsePosition(START_TEXT);
  },
  options: () => ({}),

  phase: (s) => (factsOf(s).outcome ? 'over' : 'decision'),
  toMove: (s) => SIDE_NAME[s.side],
  legalActions: (s) => factsOf(s).moves,
  apply(s, a) {
    legalOrThrow(s, a);
    return applyMove(s, a);
  },
  chanceOutcomes: () => [],
  applyChance(_s, outcome) {
    throw new PhaseError(String(outcome), 'a move (Dart 6x6 Chess has no dice)');
  },
  result: resultOf,

  formatPosition,
  parsePosition(text, options) {
    checkOptions(options);
    return parsePosition(text);
  },
  formatAction(s, a) {
    legalOrThrow(s, a);
    return formatMove(s, a);
  },
  parseAction: parseMove,
  parseChance(_s, text) {
    throw new RecordError(text, 'a move (Dart 6x6 Chess has no dice)');
  },

  setup: () => (setupLoad ??= import('./setup.js').then((m) => m.hooks(variant))),
  view(s): PositionView {
    const pieces = new Map<string, PieceView>();
    s.board.forEach((p, sq) => {
      if (p === 0) return;
      if (p >= DART) pieces.set(squareName(sq), { kind: 'dart', side: SIDE_NAME[p - DART]! });
      else pieces.set(squareName(sq), { kind: KIND_NAME[p & KIND_MASK]!, side: (p & COLOUR_MASK) === WHITE_BIT ? 'white' : 'black' });
    });
    const f = factsOf(s);
    const king = s.board.findIndex((p) => p === ((s.side === 0 ? WHITE_BIT : BLACK_BIT) | KING));
    const result = resultOf(s);
    return {
      pieces,
      reserves: [0, 1].map((side) => ({ reserve: RESERVE_IDS[side]!, side: SIDE_NAME[side]!, kind: 'dart' as const, count: s.hands[side]! })),
      toMove: SIDE_NAME[s.side],
      phase: result ? 'over' : 'decision',
      dice: [],
      check: f.inCheck ? [squareName(king)] : [],
      status: result ? result.text : `${s.side === 0 ? 'White' : 'Black'} to move${f.inCheck ? ', in check' : ''}`,
    };
  },
  actionView(s, a): ActionView {
    const notation = variant.formatAction(s, a);
    const from = moveFrom(a), to = squareName(moveTo(a));
    if (from === RESERVE) return { notation, from: { reserve: RESERVE_IDS[s.side]! }, to };
    const promo = movePromo(a);
    return {
      notation,
      from: { cell: squareName(from) },
      to,
      ...(s.board[moveTo(a)] ? { captures: [to] } : {}),
      ...(promo ? { choice: KIND_NAME[promo]! } : {}),
    };
  },

  key(s) {
    const text = formatPosition(s);
    return text.slice(0, text.lastIndexOf(' ', text.lastIndexOf(' ') - 1));
  },
  evaluate: (s) => evaluateBoard(s.board, s.hands, s.side),
  hash: hashOf,
  cursor: (s) => new DartCursor(s),
  inCheck: (s) => factsOf(s).inCheck,
  isCapture: (s, a) => moveFrom(a) !== RESERVE && s.board[moveTo(a)] !== 0,
  perft(s, depth, opts: { dice?: boolean; bulk?: boolean } = {}) {
    const pos = load(s, new Position());
    return pos.perft(depth, opts.bulk ?? true);
  },
};

/**
 * Six Stone Chess (六子棋): 4x4 points, six stones a side, one orthogonal step a move,
 * capture by two stones against one on a row or column. Rulings in RULES.md.
 */
import type { SetupHooks } from '../../core/types.js';
import { IllegalActionError, OptionError, PhaseError, RecordError } from '../../core/errors.js';
import type {
  ActionView,
  BoardGeometry,
  CellInfo,
  GameResult,
  Phase,
  PieceView,
  PositionView,
  Variant,
  VariantOptions,
} from '../../core/types.js';
import * as board from './board.js';
import { capturedNames, capturesOf, formatMove, formatPosition, parseMove, parsePosition, whyIllegal } from './notation.js';
import { makeState, moverStones, opponentStones, type SixStoneState } from './state.js';

export type { SixStoneState } from './state.js';
/** A move: origin | destination << 4 (points numbered file + 4 * (rank - 1)). */
export type SixStoneAction = number;

const { POINT_NAMES, START_WHITE, START_BLACK, popcount16, countMoves, capturesAfterMove, generateMoves, perftMasks } = board;

function buildGeometry(): BoardGeometry {
  // Points 1 unit apart at (1..4, 1..4), with a margin for the coordinate labels.
  const at = (i: number) => ({ x: 1 + (i & 3), y: 4 - (i >> 2) });
  const cells: CellInfo[] = POINT_NAMES.map((id, i) => ({ id, ...at(i), shape: 'point', tone: 0 }));
  const lines: [string, string][] = [];
  const neighbours: Record<string, Record<string, string>> = {};
  for (let i = 0; i < 16; i++) {
    const dirs: Record<string, string> = {};
    if ((i & 3) < 3) {
      lines.push([POINT_NAMES[i]!, POINT_NAMES[i + 1]!]);
      dirs['right'] = POINT_NAMES[i + 1]!;
    }
    if (i < 12) {
      lines.push([POINT_NAMES[i]!, POINT_NAMES[i + 4]!]);
      dirs['up'] = POINT_NAMES[i + 4]!;
    }
    if ((i & 3) > 0) dirs['left'] = POINT_NAMES[i - 1]!;
    if (i >= 4) dirs['down'] = POINT_NAMES[i - 4]!;
    neighbours[POINT_NAMES[i]!] = dirs;
  }
  const labels = [
    ...'ABCD'.split('').map((text, f) => ({ text, x: 1 + f, y: 4.6 })),
    ...[1, 2, 3, 4].map((rank) => ({ text: String(rank), x: 0.4, y: 5 - rank })),
  ];
  return { cells, cellSize: 1, width: 5, height: 5, lines, labels, neighbours };
}
let geometryCache: BoardGeometry | undefined;

function checkOptions(options: VariantOptions | undefined): void {
  const names = Object.keys(options ?? {});
  if (names.length > 0) throw new OptionError(names[0]!, 'no options: Six Stone Chess has none');
}

function result(s: SixStoneState): GameResult | null {
  const loser = s.toMove;
  const winner = loser === 'white' ? 'black' : 'white';
  const Winner = winner === 'white' ? 'White' : 'Black';
  const Loser = loser === 'white' ? 'White' : 'Black';
  const own = moverStones(s);
  if (popcount16(own) < 2)
    return { winner, reason: 'stones', text: `${Winner} wins: ${Loser} has ${popcount16(own) === 1 ? 'one stone' : 'no stones'} left` };
  if (countMoves(own, opponentStones(s)) === 0) return { winner, reason: 'no-moves', text: `${Winner} wins: ${Loser} has no move` };
  if (s.occurrences >= 3) return { winner: null, reason: 'repetition', text: 'Draw: the same position occurred three times' };
  return null;
}

function phase(s: SixStoneState): Phase {
  return result(s) ? 'over' : 'decision';
}

function apply(s: SixStoneState, action: SixStoneAction): SixStoneState {
  const token = Number.isInteger(action) && action >= 0 && action < 256 ? POINT_NAMES[action & 15]! + POINT_NAMES[action >> 4]! : String(action);
  if (!(Number.isInteger(action) && action >= 0 && action < 256)) throw new IllegalActionError(token, 'not a Six Stone move');
  if (phase(s) === 'over') throw new IllegalActionError(token, 'the game is over');
  const from = action & 15, to = action >> 4;
  const why = whyIllegal(s, from, to);
  if (why) throw new IllegalActionError(token, why);
  const moved = (moverStones(s) & ~(1 << from)) | (1 << to);
  const captured = capturesAfterMove(moved, opponentStones(s), to);
  const left = opponentStones(s) & ~captured;
  const [white, black] = s.toMove === 'white' ? [moved, left] : [left, moved];
  // After a capture no earlier position can return, so the repetition history starts afresh.
  return makeState(white, black, s.toMove === 'white' ? 'black' : 'white', captured ? null : s.history);
}

/** Solved once per realm, on first use. */
let wholeGame: Promise<import('./solve.js').SolveTable> | undefined;
let opening: Promise<import('./solve-opening.js').OpeningTable> | undefined;

/** The editor's set-up hooks, loaded once on first use. */
let setupLoad: Promise<SetupHooks<SixStoneState>> | undefined;

export const variant: Variant<SixStoneState, SixStoneAction, never> = {
  id: 'sixstone',
  name: 'Six Stone Chess',
  credit: 'Traditional Chinese game 六子棋 (liù zǐ qí); rules from an English translation of a game app\'s rules and a played game shared in a public forum thread.',

  geometry(options) {
    checkOptions(options);
    return (geometryCache ??= buildGeometry());
  },
  initial(options) {
    checkOptions(options);
    return makeState(START_WHITE, START_BLACK, 'white', null);
  },
  options: () => ({}),
  phase,
  toMove: (s) => s.toMove,
  legalActions(s) {
    if (phase(s) === 'over') return [];
    const out: number[] = [];
    generateMoves(moverStones(s), opponentStones(s), out);
    return out;
  },
  apply,
  chanceOutcomes: () => [],
  applyChance() {
    throw new PhaseError('roll', 'a move: Six Stone Chess has no dice');
  },
  result,
  formatPosition,
  parsePosition(text, options) {
    checkOptions(options);
    return parsePosition(text);
  },
  formatAction: formatMove,
  parseAction(s, text) {
    if (phase(s) === 'over') throw new IllegalActionError(text, 'the game is over');
    return parseMove(s, text);
  },
  parseChance(_s, text) {
    throw new RecordError(text, 'a move: Six Stone Chess has no dice');
  },
  setup: () => (setupLoad ??= import('./setup.js').then((m) => m.hooks(variant))),
  view(s): PositionView {
    const pieces = new Map<string, PieceView>();
    for (let i = 0; i < 16; i++) {
      if (s.white >> i & 1) pieces.set(POINT_NAMES[i]!, { kind: 'stone', side: 'white' });
      else if (s.black >> i & 1) pieces.set(POINT_NAMES[i]!, { kind: 'stone', side: 'black' });
    }
    const r = result(s);
    return {
      pieces,
      reserves: [],
      toMove: s.toMove,
      phase: r ? 'over' : 'decision',
      dice: [],
      check: [],
      status: r ? r.text : `${s.toMove === 'white' ? 'White' : 'Black'} to move`,
    };
  },
  actionView(s, action): ActionView {
    const captured = capturesOf(s, action);
    return {
      notation: formatMove(s, action),
      from: { cell: POINT_NAMES[action & 15]! },
      to: POINT_NAMES[action >> 4]!,
      ...(captured ? { captures: capturedNames(captured) } : {}),
    };
  },
  key: formatPosition,
  // Both stone masks and the side to move packed into 33 bits: exact, so no two positions collide.
  hash: (s) => s.history.key,
  isCapture: (s, action) => capturesOf(s, action) !== 0,
  evaluate(s) {
    // Material first; mobility breaks ties (being blocked loses).
    const own = moverStones(s), their = opponentStones(s);
    return popcount16(own) - popcount16(their) + 0.05 * (countMoves(own, their) - countMoves(their, own));
  },
  /**
   * The whole-game table (a few seconds of work, so meant for a Worker; solved in slices, so a
   * Worker still answers messages meanwhile): the AI's top level plays from it. Positions the
   * start cannot reach are not covered (null).
   */
  async solver() {
    const table = await (wholeGame ??= import('./solve.js').then((m) => m.solveInSlices()));
    return { value: (s: SixStoneState) => (table.reachable(s) ? table.value(s) : null) };
  },
  /** The whole table's values within a few plies of the start, shipped as data (solve-opening.ts). */
  async quickSolver() {
    const table = await (opening ??= import('./solve-opening.js').then((m) => m.shippedOpeningTable()));
    return { value: (s: SixStoneState) => table.value(s) };
  },
  perft(s, depth) {
    // The board game's move tree; draws by repetition (a rule about history) are not applied
    // below the root, as in chess perft.
    if (phase(s) === 'over') return depth === 0 ? 1 : 0;
    return perftMasks(moverStones(s), opponentStones(s), depth);
  },
};


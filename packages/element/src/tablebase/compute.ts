/**
 * The explorer's computations, with no DOM: they run in the Web Worker (worker.ts) and, where
 * no worker can start, on the page's thread. Values always come from the engine's two-piece
 * tablebase; the advice for one position looks one turn ahead through the game's own rules
 * (`variant.legalActions`/`apply`) and scores every position it reaches with the same table.
 */
import type { Facing } from '../../../engine/src/core/types.js';
import { TYPE_NAME } from '../../../engine/src/variants/d4d6/board.js';
import { variant, type D4D6Action, type D4D6State } from '../../../engine/src/variants/d4d6/index.js';
import {
  solvePair, tablebaseSummary, tablebaseValue, type TablebasePiece,
} from '../../../engine/src/variants/d4d6/tablebase.js';
import type {
  Inspection, InspectRequest, MoveAdvice, OptionAdvice, Placement, RollAdvice, SideName, SummaryLite, TableAnswer,
} from './protocol.js';

const FACINGS: readonly Facing[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];
const FILES = 'abcdefgh';
const cellName = (sq: number) => `${FILES[sq & 7]}${(sq >> 3) + 1}`;
const LETTER: Record<TablebasePiece, string> = { rato: 'R', formiga: 'F', gata: 'A', gato: 'T', cavalo: 'C' };
export const PIECE_NAMES: Record<TablebasePiece, string> = { rato: 'Rato', formiga: 'Formiga', gata: 'Gata', gato: 'Gato', cavalo: 'Cavalo' };

/**
 * The engine's tablebase reads `process.env` for a debugging switch, and browsers have no
 * `process`: lend it an empty one for the duration of a call, leaving the page's globals as found.
 */
function withProcess<T>(fn: () => T): T {
  const g = globalThis as { process?: unknown };
  if (g.process !== undefined) return fn();
  g.process = { env: {} };
  try {
    return fn();
  } finally {
    delete g.process;
  }
}

const toPlacement = (p: { readonly sq: number; readonly facing: number }): Placement => ({
  cell: cellName(p.sq),
  facing: p.facing >= 0 ? FACINGS[p.facing]! : null,
});

function summaryOf(white: TablebasePiece, black: TablebasePiece, toMove: SideName): SummaryLite {
  const s = tablebaseSummary(white, black, { toMove, examples: 1 });
  return {
    count: s.count,
    average: s.average,
    best: s.best.value,
    bestCount: s.best.count,
    bestExample: s.best.examples[0]?.position ?? '',
    worst: s.worst.value,
    worstCount: s.worst.count,
    worstExample: s.worst.examples[0]?.position ?? '',
  };
}

/** The whole table of a pair (solved once per worker), in the engine's own index order. */
export function computeTable(white: TablebasePiece, black: TablebasePiece): TableAnswer {
  return withProcess(() => {
    const t0 = performance.now();
    const table = solvePair(white, black);
    const seconds = (performance.now() - t0) / 1000;
    return {
      white,
      black,
      whitePlacements: table.whitePlacements.map(toPlacement),
      blackPlacements: table.blackPlacements.map(toPlacement),
      // A copy, so that the worker may transfer it and keep its own.
      values: Float64Array.from(table.values),
      summaries: { white: summaryOf(white, black, 'white'), black: summaryOf(white, black, 'black') },
      sweeps: table.sweeps,
      seconds,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// One position, one turn ahead.

/** The game's position text for one White and one Black piece, at the start of a turn. */
export function positionText(req: InspectRequest): string {
  const at = new Map<string, string>();
  const put = (piece: TablebasePiece, p: Placement, black: boolean) => {
    const letter = black ? LETTER[piece].toLowerCase() : LETTER[piece];
    at.set(p.cell, piece === 'cavalo' ? `${letter}(${p.facing ?? (black ? 's' : 'n')})` : letter);
  };
  put(req.white, req.whiteAt, false);
  put(req.black, req.blackAt, true);
  const ranks: string[] = [];
  for (let r = 8; r >= 1; r--) {
    let row = '';
    let empty = 0;
    for (const f of FILES) {
      const piece = at.get(`${f}${r}`);
      if (!piece) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += piece;
    }
    ranks.push(empty ? row + empty : row);
  }
  return `${ranks.join('/')} ${req.toMove === 'white' ? 'w' : 'b'} start - - 0 0`;
}

/**
 * The same position as the table knows it: pieces left in the waiting area (a promoted Cavalo)
 * play no further part with one gambling piece a side, and a special move already made changes
 * nothing the table counts (a promoted piece has none left).
 */
function asTablePosition(s: D4D6State): D4D6State {
  const board = s.board.slice();
  const facing = s.facing.slice();
  for (let sq = 0; sq < 64; sq++) {
    const f = sq & 7, r = sq >> 3;
    const playing = (r >= 2 && r <= 5) || (f >= 2 && f <= 5);
    if (!playing) {
      board[sq] = 0;
      facing[sq] = -1;
    }
  }
  return { ...s, board, facing, special: false, counter: 0 };
}

/** White's expected result from any point of a turn, by the rules up to the next turn and the table after. */
function valueAt(s: D4D6State): number {
  const result = variant.result(s);
  if (result) return result.winner === 'white' ? 1 : result.winner === 'black' ? -1 : 0;
  switch (s.stage) {
    case 'start':
      return tablebaseValue(asTablePosition(s));
    case 'roll': {
      let sum = 0;
      for (const o of variant.chanceOutcomes(s)) sum += o.probability * valueAt(variant.applyChance(s, o.outcome));
      return sum;
    }
    default:
      return bestOf(s, variant.legalActions(s).map((a) => valueAt(variant.apply(s, a))));
  }
}

const sign = (s: D4D6State) => (s.side === 0 ? 1 : -1);
function bestOf(s: D4D6State, values: number[]): number {
  const k = sign(s);
  return values.reduce((best, v) => (k * v > k * best ? v : best), -k * Infinity);
}

/** One notation per distinct result: the waiting square a Cavalo is put on changes nothing here. */
const withoutWait = (notation: string) => notation.replace(/@[a-h][1-8]$/, '');

function moveAdvice(s: D4D6State): MoveAdvice[] {
  const seen = new Map<string, MoveAdvice>();
  for (const a of variant.legalActions(s)) {
    const notation = withoutWait(variant.formatAction(s, a));
    if (seen.has(notation)) continue;
    const after = variant.apply(s, a);
    const view = variant.actionView(s, a);
    let value = valueAt(after);
    let then: string | undefined;
    // The turn may go on with a special move (a Cavalo's promotion): name it when it is the best.
    if (!variant.result(after) && after.stage === 'after') {
      const rest = distinctActions(after).map((b) => ({ b, v: valueAt(variant.apply(after, b)) }));
      const end = rest.find((x) => x.b.kind === 'end');
      const best = rest.reduce((x, y) => (sign(after) * y.v > sign(after) * x.v ? y : x));
      value = best.v;
      if (best.b.kind !== 'end' && (!end || sign(after) * best.v > sign(after) * end.v + 1e-12)) {
        then = withoutWait(variant.formatAction(after, best.b));
      }
    }
    const m = a as Extract<D4D6Action, { kind: 'move' }>;
    seen.set(notation, {
      notation: then ? `${notation} ${then}` : notation,
      from: typeof view.from === 'object' && 'cell' in view.from ? view.from.cell : '',
      to: view.to ?? '',
      capture: m.capture === true,
      steps: m.steps ?? 0,
      value,
      ...(then ? { then } : {}),
    });
  }
  const k = sign(s);
  // Best first; among equal values a capture first (it ends the game at once).
  return [...seen.values()].sort((x, y) => (Math.abs(y.value - x.value) > 1e-9 ? k * (y.value - x.value) : Number(y.capture) - Number(x.capture)));
}

/** Legal actions with the waiting-square duplicates removed. */
function distinctActions(s: D4D6State): D4D6Action[] {
  const seen = new Set<string>();
  return variant.legalActions(s).filter((a) => {
    const key = withoutWait(variant.formatAction(s, a));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function dieOption(s: D4D6State, a: Extract<D4D6Action, { kind: 'choose' }>): OptionAdvice {
  const rolled = variant.apply(s, a);
  const rolls: RollAdvice[] = variant.chanceOutcomes(rolled).map((o) => {
    const moves = moveAdvice(variant.applyChance(rolled, o.outcome));
    return { roll: o.outcome, value: moves[0]?.value ?? valueAt(variant.applyChance(rolled, o.outcome)), moves };
  });
  const value = rolls.reduce((sum, r) => sum + r.value, 0) / rolls.length;
  return { kind: 'die', notation: variant.formatAction(s, a), die: a.die, value, rolls, best: false };
}

function optionsAt(s: D4D6State): OptionAdvice[] {
  const out: OptionAdvice[] = [];
  for (const a of distinctActions(s)) {
    if (a.kind === 'choose') out.push(dieOption(s, a));
    else if (a.kind === 'promote') {
      const after = variant.apply(s, a);
      const then = variant.result(after) ? [] : optionsAt(after);
      out.push({
        kind: 'promote',
        notation: withoutWait(variant.formatAction(s, a)),
        promoteTo: TYPE_NAME[a.type] ?? '',
        value: valueAt(after),
        rolls: then[0]?.rolls ?? [],
        ...(then[0]?.die ? { die: then[0].die } : {}),
        best: false,
      });
    }
  }
  const k = sign(s);
  out.sort((x, y) => k * (y.value - x.value));
  const top = out[0]?.value;
  for (const o of out) o.best = top !== undefined && Math.abs(o.value - top) < 1e-9;
  return out;
}

/** The value of one position and, for each choice of the mover, the best move for each roll. */
export function inspect(req: InspectRequest): Inspection {
  return withProcess(() => {
    const position = positionText(req);
    const s = variant.parsePosition(position);
    const value = tablebaseValue(s);
    return { ...req, position, value, options: optionsAt(s) };
  });
}

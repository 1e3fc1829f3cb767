/**
 * The two-piece tablebase: the exact expected result (-1 Black wins .. +1 White wins) of every
 * position with one White and one Black gambling piece in the playing area and nothing else.
 *
 * Expectimax over the dice, solved by value iteration from 0 (the limit of ever longer
 * finite games, so endless play scores 0). Moves come from the game's own generator
 * (`gamblingMoves`); the only special move such a position allows is a Cavalo's promotion,
 * before or after its move, which leads into the table of the promoted piece.
 */
import { PositionError } from '../../core/errors.js';
import {
  BLACK, CAVALO, E, FORMIGA, GATA, GATO, GUARDA, N, PLAYING, PROMOTION, RATO, S, W, colourOf, fileOf, rankOf, typeOf,
} from './board.js';
import { diceFor, gamblingMoves } from './moves.js';
import { cavaloFacingAllowed, formatState, type D4D6State } from './state.js';

export type TablebasePiece = 'rato' | 'formiga' | 'gata' | 'gato' | 'cavalo';
export const TABLEBASE_PIECES: readonly TablebasePiece[] = ['rato', 'formiga', 'gata', 'gato', 'cavalo'];
const TYPE_OF: Record<TablebasePiece, number> = { rato: RATO, formiga: FORMIGA, gata: GATA, gato: GATO, cavalo: CAVALO };
const NAME_OF: Record<number, TablebasePiece> = { [RATO]: 'rato', [FORMIGA]: 'formiga', [GATA]: 'gata', [GATO]: 'gato', [CAVALO]: 'cavalo' };
/** What a Cavalo may promote to and keep playing with (a Guarda would leave no gambling piece). */
const PROMOTABLE = [RATO, FORMIGA, GATA, GATO];

/** Convergence: stop when no value moves by more than this in one sweep. */
export const TOLERANCE = 1e-12;
/** Changes smaller than this are not passed on to predecessors. */
const PROPAGATE = TOLERANCE / 100;
const MAX_SWEEPS = 100_000;
/** Switches for checking the solver against plain value iteration (tests, bench). */
export const tuning = { extrapolate: true, every: 10, steady: 1e-3 };

interface Placement {
  readonly sq: number;
  readonly facing: number;
}

/** Where a piece of `type` and `colour` may stand: every playing square; for a Cavalo every allowed facing. */
function placementsOf(type: number, colour: number): Placement[] {
  const out: Placement[] = [];
  for (let sq = 0; sq < 64; sq++) {
    if (!PLAYING[sq]) continue;
    if (type !== CAVALO) out.push({ sq, facing: -1 });
    else for (const f of [N, E, S, W]) if (cavaloFacingAllowed(colour, sq, f)) out.push({ sq, facing: f });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Move lists, shared by every table the piece appears in: they depend on the mover and on the
// square of the other piece only (any enemy gambling piece can be captured; no Guardas here).

interface PieceMoves {
  readonly placements: Placement[];
  /** placement index by sq * 9 + facing + 1 */
  readonly indexOf: Int16Array;
  /** moves[(p * 64 + enemySq)] -> per die option, per roll (1..die): outcome list of (placement index | -1 capture). */
  readonly moves: (Int16Array[][] | undefined)[];
  readonly dice: readonly number[];
}

const pieceMovesCache = new Map<number, PieceMoves>();

function pieceMoves(type: number, colour: number): PieceMoves {
  const key = type * 2 + colour;
  let pm = pieceMovesCache.get(key);
  if (!pm) {
    const placements = placementsOf(type, colour);
    const indexOf = new Int16Array(64 * 9).fill(-1);
    placements.forEach((p, i) => (indexOf[p.sq * 9 + p.facing + 1] = i));
    pm = { placements, indexOf, moves: new Array(placements.length * 64), dice: diceFor(type) };
    pieceMovesCache.set(key, pm);
  }
  return pm;
}

const scratchBoard = new Int8Array(64);
const scratchFacing = new Int8Array(64).fill(-1);

function movesFrom(pm: PieceMoves, type: number, colour: number, p: number, enemySq: number): Int16Array[][] {
  const slot = p * 64 + enemySq;
  const cached = pm.moves[slot];
  if (cached) return cached;
  const { sq, facing } = pm.placements[p]!;
  scratchBoard[sq] = type | (colour ? BLACK : 0);
  scratchFacing[sq] = facing;
  scratchBoard[enemySq] = RATO | (colour ? 0 : BLACK);
  const perDie = pm.dice.map((die) => {
    const perRoll: Int16Array[] = [];
    for (let roll = 1; roll <= die; roll++) {
      const outs = gamblingMoves(scratchBoard, scratchFacing, sq, die, roll);
      const list = new Int16Array(outs.length);
      outs.forEach((o, i) => {
        if (o.capture) list[i] = -1;
        else {
          const idx = pm.indexOf[o.to * 9 + o.facing + 1]!;
          if (idx < 0) throw new Error(`tablebase: move to an unlisted placement ${o.to}/${o.facing}`);
          list[i] = idx;
        }
      });
      perRoll.push(list);
    }
    return perRoll;
  });
  scratchBoard[sq] = 0;
  scratchBoard[enemySq] = 0;
  scratchFacing[sq] = -1;
  pm.moves[slot] = perDie;
  return perDie;
}

// ---------------------------------------------------------------------------------------------
// One table per pair of types.

export interface PairTable {
  readonly white: TablebasePiece;
  readonly black: TablebasePiece;
  readonly whitePlacements: readonly Placement[];
  readonly blackPlacements: readonly Placement[];
  /** Value (White's view) by ((w * nBlack + b) * 2 + sideToMove); NaN where both share a square. */
  readonly values: Float64Array;
  readonly sweeps: number;
  /** Seconds spent on this table alone (its dependencies excluded). */
  readonly seconds: number;
}

const tables = new Map<string, PairTable>();

/** Solves (or returns the cached) table of White `white` against Black `black`. */
export function solvePair(white: TablebasePiece, black: TablebasePiece): PairTable {
  const key = `${white}/${black}`;
  const cached = tables.get(key);
  if (cached) return cached;
  // Promotion leads into the tables of the promoted pieces: solve those first.
  const deps: PairTable[][] = [[], []];
  if (white === 'cavalo') deps[0] = PROMOTABLE.map((t) => solvePair(NAME_OF[t]!, black));
  if (black === 'cavalo') deps[1] = PROMOTABLE.map((t) => solvePair(white, NAME_OF[t]!));
  const t0 = performance.now();
  const table = buildAndSolve(white, black, deps);
  const done = { ...table, seconds: (performance.now() - t0) / 1000 };
  tables.set(key, done);
  return done;
}

/** Forgets every solved table and move list (for timing a cold start). */
export function clearTablebaseCache(): void {
  tables.clear();
  pieceMovesCache.clear();
}

function buildAndSolve(white: TablebasePiece, black: TablebasePiece, deps: PairTable[][]) {
  const types = [TYPE_OF[white], TYPE_OF[black]];
  const pms = [pieceMoves(types[0]!, 0), pieceMoves(types[1]!, 1)];
  const nW = pms[0]!.placements.length, nB = pms[1]!.placements.length;
  const size = nW * nB * 2;

  // Flattened game graph. State s has roll slots slotStart[s]..slotStart[s+1] (each a list of
  // outcomes outStart[k]..outStart[k+1]) and options optStart[s]..optStart[s+1]; option o
  // averages its optSides[o] slots listed from optSlots[optSlotStart[o]]. Rolls that give
  // the same moves (a Gata's 1-4 on either die) share one slot; a roll that allows a
  // capture is reduced to that capture, which nothing beats.
  const slotStart = new Int32Array(size + 1);
  const optStart = new Int32Array(size + 1);
  const optSides: number[] = [];
  const optSlotStart: number[] = [];
  const optSlots: number[] = [];
  const outStart: number[] = [0];
  const outNext: number[] = [];
  const outAlt: number[] = [];
  const preConst = new Float64Array(size).fill(NaN);
  const valid = new Uint8Array(size);

  const index = (w: number, b: number, stm: number) => (w * nB + b) * 2 + stm;
  // Value (White's view) in a dependency table, with the mover's piece replaced by promotion.
  const promotedBest = (mover: number, moverSq: number, other: Placement, stm: number): number => {
    let best = -1; // promoting to a Guarda loses at once
    for (const dep of deps[mover]!) {
      const wIdx = pieceMoves(TYPE_OF[dep.white], 0).indexOf, bIdx = pieceMoves(TYPE_OF[dep.black], 1).indexOf;
      const mine = (mover === 0 ? wIdx : bIdx)[moverSq * 9]!;
      const theirs = (mover === 0 ? bIdx : wIdx)[other.sq * 9 + other.facing + 1]!;
      const nb = dep.blackPlacements.length;
      const v = dep.values[mover === 0 ? (mine * nb + theirs) * 2 + stm : (theirs * nb + mine) * 2 + stm]!;
      const mv = mover === 0 ? v : -v;
      if (mv > best) best = mv;
    }
    return mover === 0 ? best : -best;
  };

  for (let w = 0; w < nW; w++) {
    for (let b = 0; b < nB; b++) {
      const wp = pms[0]!.placements[w]!, bp = pms[1]!.placements[b]!;
      for (let stm = 0; stm < 2; stm++) {
        const s = index(w, b, stm);
        slotStart[s] = outStart.length - 1;
        optStart[s] = optSides.length;
        if (wp.sq === bp.sq) continue;
        valid[s] = 1;
        const mine = stm === 0 ? wp : bp;
        const other = stm === 0 ? bp : wp;
        const myIdx = stm === 0 ? w : b;
        const type = types[stm]!;
        const pm = pms[stm]!;
        // A Cavalo in the promotion area may promote before moving (then moves the new piece).
        if (type === CAVALO && PROMOTION[mine.sq]) preConst[s] = promotedBest(stm, mine.sq, other, stm);
        const perDie = movesFrom(pm, type, stm, myIdx, other.sq);
        const slotOf = new Map<string, number>();
        perDie.forEach((perRoll, k) => {
          optSides.push(pm.dice[k]!);
          optSlotStart.push(optSlots.length);
          for (const list of perRoll) {
            const capture = list.includes(-1);
            const key = capture ? 'x' : list.join(',');
            let slot = slotOf.get(key);
            if (slot === undefined) {
              slot = outStart.length - 1 - slotStart[s]!;
              slotOf.set(key, slot);
              if (capture) {
                outNext.push(-1);
                outAlt.push(NaN);
              } else {
                for (const dest of list) {
                  outNext.push(stm === 0 ? index(dest, b, 1) : index(w, dest, 0));
                  const to = pm.placements[dest]!.sq;
                  // ... or promote after the move, if it ends in the promotion area.
                  outAlt.push(type === CAVALO && PROMOTION[to] ? promotedBest(stm, to, other, 1 - stm) : NaN);
                }
              }
              outStart.push(outNext.length);
            }
            optSlots.push(slot);
          }
        });
      }
    }
  }
  slotStart[size] = outStart.length - 1;
  optStart[size] = optSides.length;
  const oSides = Int32Array.from(optSides), oSlotStart = Int32Array.from(optSlotStart), oSlots = Int32Array.from(optSlots);
  const oStart = Int32Array.from(outStart), oNext = Int32Array.from(outNext), oAlt = Float64Array.from(outAlt);

  const values = new Float64Array(size);
  const slotValue = new Float64Array(16);
  /** One state's new value (White's view) from the current values of its successors. */
  const evaluate = (s: number): number => {
    const sign = (s & 1) === 0 ? 1 : -1; // maximise for White, minimise for Black
    const first = slotStart[s]!, last = slotStart[s + 1]!;
    for (let k = first; k < last; k++) {
      let bestOut = -Infinity;
      for (let i = oStart[k]!, end = oStart[k + 1]!; i < end; i++) {
        const n = oNext[i]!;
        if (n < 0) { bestOut = 1; break; } // the mover captures and wins
        let v = sign * values[n]!;
        const alt = oAlt[i]!;
        if (alt === alt && sign * alt > v) v = sign * alt;
        if (v > bestOut) bestOut = v;
      }
      slotValue[k - first] = bestOut;
    }
    let best = Number.isNaN(preConst[s]!) ? -Infinity : sign * preConst[s]!;
    for (let o = optStart[s]!; o < optStart[s + 1]!; o++) {
      const sides = oSides[o]!;
      let sum = 0;
      for (let j = oSlotStart[o]!, end = j + sides; j < end; j++) sum += slotValue[oSlots[j]!]!;
      const avg = sum / sides;
      if (avg > best) best = avg;
    }
    return sign * best;
  };

  // Predecessors: a state is evaluated again only when one of its successors has changed.
  const predStart = new Int32Array(size + 1);
  const forEachSuccessor = (s: number, f: (n: number) => void) => {
    for (let i = oStart[slotStart[s]!]!, end = oStart[slotStart[s + 1]!]!; i < end; i++) if (oNext[i]! >= 0) f(oNext[i]!);
  };
  for (let s = 0; s < size; s++) if (valid[s]) forEachSuccessor(s, (n) => predStart[n + 1]!++);
  for (let s = 0; s < size; s++) predStart[s + 1]! += predStart[s]!;
  const fill = predStart.slice(0, size);
  const preds = new Int32Array(predStart[size]!);
  for (let s = 0; s < size; s++) if (valid[s]) forEachSuccessor(s, (n) => (preds[fill[n]!++] = s));

  // Gauss-Seidel sweeps from 0, skipping states none of whose successors changed. The slow
  // tail of long chases is geometric; once the ratio of successive changes is steady, one
  // Aitken step jumps ahead along it, and the sweeps then continue until no value moves by
  // more than TOLERANCE.
  const dirty = valid.slice();
  const before = new Float64Array(size);
  let sweeps = 0, evaluations = 0, lastDelta = 0, lastRatio = 0, sinceJump = 0;
  for (;;) {
    sweeps++;
    before.set(values);
    let delta = 0;
    for (let s = 0; s < size; s++) {
      if (!dirty[s]) continue;
      dirty[s] = 0;
      const v = evaluate(s);
      evaluations++;
      const d = Math.abs(v - values[s]!);
      values[s] = v;
      if (d <= PROPAGATE) continue;
      if (d > delta) delta = d;
      for (let i = predStart[s]!; i < predStart[s + 1]!; i++) dirty[preds[i]!] = 1;
    }
    if (delta < TOLERANCE || sweeps >= MAX_SWEEPS) break;
    const ratio = lastDelta > 0 ? delta / lastDelta : 0;
    sinceJump++;
    if (tuning.extrapolate && sinceJump >= tuning.every && ratio > 0.5 && ratio < 0.999 && Math.abs(ratio - lastRatio) < tuning.steady) {
      const k = ratio / (1 - ratio);
      for (let s = 0; s < size; s++) {
        if (!valid[s]) continue;
        const v = values[s]! + (values[s]! - before[s]!) * k;
        values[s] = v > 1 ? 1 : v < -1 ? -1 : v;
      }
      dirty.set(valid);
      sinceJump = 0;
      lastDelta = 0;
      lastRatio = 0;
      continue;
    }
    lastDelta = delta;
    lastRatio = ratio;
  }
  void evaluations;
  for (let s = 0; s < size; s++) if (!valid[s]) values[s] = NaN;
  return { white, black, whitePlacements: pms[0]!.placements, blackPlacements: pms[1]!.placements, values, sweeps };
}

// ---------------------------------------------------------------------------------------------
// Queries

export type SquareColour = 'light' | 'dark';
const colourOfSquare = (sq: number): SquareColour => ((fileOf(sq) + rankOf(sq)) % 2 === 1 ? 'light' : 'dark');

export interface TablebaseEntry {
  readonly position: string;
  readonly value: number;
}

export interface TablebaseSummary {
  readonly white: TablebasePiece;
  readonly black: TablebasePiece;
  readonly toMove: 'white' | 'black';
  /** Placements averaged over (plain mean). */
  readonly count: number;
  readonly average: number;
  readonly best: { readonly value: number; readonly count: number; readonly examples: readonly TablebaseEntry[] };
  readonly worst: { readonly value: number; readonly count: number; readonly examples: readonly TablebaseEntry[] };
  readonly sweeps: number;
}

export interface SummaryOptions {
  readonly toMove?: 'white' | 'black';
  /** Only placements with the White (Black) piece on squares of this colour. */
  readonly whiteSquares?: SquareColour;
  readonly blackSquares?: SquareColour;
  /** How many example positions to list for the best and the worst value. */
  readonly examples?: number;
}

/** The position text of a tablebase position (a normal d4 d6 position: start of the turn). */
function positionText(white: TablebasePiece, black: TablebasePiece, wp: Placement, bp: Placement, stm: number): string {
  const board = new Int8Array(64);
  const facing = new Int8Array(64).fill(-1);
  board[wp.sq] = TYPE_OF[white];
  facing[wp.sq] = wp.facing;
  board[bp.sq] = TYPE_OF[black] | BLACK;
  facing[bp.sq] = bp.facing;
  const state: D4D6State = { rino: false, board, facing, side: stm, stage: 'start', chosen: -1, die: 0, roll: 0, special: false, counter: 0 };
  return formatState(state);
}

const SAME = 1e-9;

export function tablebaseSummary(white: TablebasePiece, black: TablebasePiece, opts: SummaryOptions = {}): TablebaseSummary {
  const table = solvePair(white, black);
  const stm = opts.toMove === 'black' ? 1 : 0;
  const nB = table.blackPlacements.length;
  let sum = 0, count = 0, hi = -Infinity, lo = Infinity;
  const picked: [number, number, number][] = [];
  table.whitePlacements.forEach((wp, w) => {
    if (opts.whiteSquares && colourOfSquare(wp.sq) !== opts.whiteSquares) return;
    table.blackPlacements.forEach((bp, b) => {
      if (opts.blackSquares && colourOfSquare(bp.sq) !== opts.blackSquares) return;
      const v = table.values[(w * nB + b) * 2 + stm]!;
      if (Number.isNaN(v)) return;
      sum += v;
      count++;
      hi = Math.max(hi, v);
      lo = Math.min(lo, v);
      picked.push([w, b, v]);
    });
  });
  const limit = opts.examples ?? 5;
  const pick = (target: number) => {
    const all = picked.filter(([, , v]) => Math.abs(v - target) <= SAME);
    return {
      value: target,
      count: all.length,
      examples: all.slice(0, limit).map(([w, b, v]) => ({
        position: positionText(white, black, table.whitePlacements[w]!, table.blackPlacements[b]!, stm),
        value: v,
      })),
    };
  };
  return {
    white, black, toMove: stm ? 'black' : 'white', count, average: count ? sum / count : NaN,
    best: pick(hi), worst: pick(lo), sweeps: table.sweeps,
  };
}

/**
 * The value (White's view) of a two-piece position given as a game state: one White and
 * one Black gambling piece in the playing area, nothing else, at the start of a turn.
 */
export function tablebaseValue(state: D4D6State): number {
  const found: { sq: number; code: number }[] = [];
  for (let sq = 0; sq < 64; sq++) if (state.board[sq]) found.push({ sq, code: state.board[sq]! });
  const white = found.filter((p) => colourOf(p.code) === 0), black = found.filter((p) => colourOf(p.code) === 1);
  const text = formatState(state);
  if (found.length !== 2 || white.length !== 1 || black.length !== 1) {
    throw new PositionError(text, 'exactly one White and one Black piece on the board', 'tablebase');
  }
  const [wq, bq] = [white[0]!, black[0]!];
  for (const p of [wq, bq]) {
    const t = typeOf(p.code);
    if (t === GUARDA || t > CAVALO || !PLAYING[p.sq]) throw new PositionError(text, 'two gambling pieces (Rato, Formiga, Gata, Gato, Cavalo) in the playing area', 'tablebase');
  }
  if (state.stage !== 'start' || state.special) throw new PositionError(state.stage, 'a position at the start of a turn', 'tablebase');
  const table = solvePair(NAME_OF[typeOf(wq.code)]!, NAME_OF[typeOf(bq.code)]!);
  const w = table.whitePlacements.findIndex((p) => p.sq === wq.sq && p.facing === state.facing[wq.sq]);
  const b = table.blackPlacements.findIndex((p) => p.sq === bq.sq && p.facing === state.facing[bq.sq]);
  if (w < 0 || b < 0) throw new PositionError(text, 'Cavalo facings the turning rules allow', 'tablebase');
  return table.values[(w * table.blackPlacements.length + b) * 2 + state.side]!;
}

export function parseTablebasePiece(text: string): TablebasePiece {
  const t = text.toLowerCase();
  if (!(TABLEBASE_PIECES as readonly string[]).includes(t)) throw new PositionError(text, `a piece: ${TABLEBASE_PIECES.join(', ')}`, 'tablebase');
  return t as TablebasePiece;
}

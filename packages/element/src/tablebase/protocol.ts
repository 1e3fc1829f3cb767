/** Messages between the tablebase explorer and its Web Worker, and the data they carry. */
import type { Facing } from '../../../engine/src/core/types.js';

export type PieceName = 'rato' | 'formiga' | 'gata' | 'gato' | 'cavalo';
export const PIECES: readonly PieceName[] = ['rato', 'formiga', 'gata', 'gato', 'cavalo'];
export type SideName = 'white' | 'black';

/** Where a piece stands; a Cavalo's facing, null for other pieces. */
export interface Placement {
  readonly cell: string;
  readonly facing: Facing | null;
}

/** The pair's averages and extremes for one side to move (White's view, -1 .. +1). */
export interface SummaryLite {
  readonly count: number;
  readonly average: number;
  readonly best: number;
  readonly bestCount: number;
  readonly bestExample: string;
  readonly worst: number;
  readonly worstCount: number;
  readonly worstExample: string;
}

/**
 * One pair's table. `values[(w * blackPlacements.length + b) * 2 + (black to move ? 1 : 0)]`
 * is White's expected result with White on whitePlacements[w] and Black on blackPlacements[b]
 * (NaN where both would share a square), the engine's own layout.
 */
export interface TableAnswer {
  readonly white: PieceName;
  readonly black: PieceName;
  readonly whitePlacements: readonly Placement[];
  readonly blackPlacements: readonly Placement[];
  readonly values: Float64Array;
  readonly summaries: Readonly<Record<SideName, SummaryLite>>;
  readonly sweeps: number;
  /** Time the worker spent on this table (0 when it was already solved). */
  readonly seconds: number;
}

export interface InspectRequest {
  readonly white: PieceName;
  readonly black: PieceName;
  readonly toMove: SideName;
  readonly whiteAt: Placement;
  readonly blackAt: Placement;
}

/** One gambling move after a roll, and White's expected result once it is made. */
export interface MoveAdvice {
  /** The game's notation; followed by the special move that completes the turn best, if any. */
  readonly notation: string;
  readonly from: string;
  readonly to: string;
  readonly capture: boolean;
  readonly steps: number;
  readonly value: number;
  /** A promotion made right after the move, when it is better than ending the turn. */
  readonly then?: string;
}

export interface RollAdvice {
  readonly roll: number;
  /** White's expected result after the best move for this roll. */
  readonly value: number;
  /** Every distinct move for this roll, the mover's best first. */
  readonly moves: readonly MoveAdvice[];
}

/** A choice made before rolling: a die for the piece, or a promotion first (then the new piece's best die). */
export interface OptionAdvice {
  readonly kind: 'die' | 'promote';
  readonly notation: string;
  readonly die?: number;
  /** For a promotion: what the Cavalo becomes. */
  readonly promoteTo?: string;
  readonly value: number;
  readonly rolls: readonly RollAdvice[];
  /** The mover's best choice (or one of several equally good). */
  best: boolean;
}

export interface Inspection extends InspectRequest {
  readonly position: string;
  readonly value: number;
  /** The mover's choices, best first. */
  readonly options: readonly OptionAdvice[];
}

export type WorkerRequest =
  | { readonly id: number; readonly kind: 'table'; readonly white: PieceName; readonly black: PieceName }
  | ({ readonly id: number; readonly kind: 'inspect' } & InspectRequest);

export type WorkerResponse =
  | { readonly id: number; readonly ok: true; readonly kind: 'table'; readonly table: TableAnswer }
  | { readonly id: number; readonly ok: true; readonly kind: 'inspect'; readonly inspection: Inspection }
  | { readonly id: number; readonly ok: false; readonly message: string };

/**
 * The puzzle data format (one JSON file per game, `packages/element/puzzles/<id>.json`).
 * Described for people in README.md beside this file; `checkPuzzleShape` enforces it.
 */
import type { VariantId, VariantOptions } from '../core/types.js';

export const PUZZLE_FORMAT = 1;

export type PuzzleTheme =
  | 'mate' // a forced win found by the search ("mate in N")
  | 'win' // a forced win read from a solved table (Six Stone: "win in N")
  | 'wins-material'
  | 'defends' // the only move that holds the position
  | 'promotion'
  | 'best-odds'; // the option with the best exact chance

/** How one option fared, for explaining a wrong try. */
export interface PuzzleOption {
  readonly move: string;
  /** Exact probability (0..1) of the event the puzzle asks about, for chance puzzles. */
  readonly probability?: number;
  /** Search score or exact value, from the mover's point of view. */
  readonly score?: number;
  /** What happens after it, in notation (the engine's reply or line). */
  readonly line?: readonly string[];
}

export interface Puzzle {
  readonly id: string;
  /** Position text in the game's own notation, at a decision point of the side to solve. */
  readonly position: string;
  readonly options?: VariantOptions;
  /** The dice on the table when the puzzle is at a decision taken after a roll (`23`, `4`). */
  readonly roll?: string;
  /** The side to solve. */
  readonly side: 'white' | 'black';
  /** The one move to find, then the line that follows (the engine's expected play, same side after
   * a chance point when the puzzle's turn goes on; it stops at the first roll the puzzle does not fix). */
  readonly solution: readonly string[];
  readonly theme: PuzzleTheme;
  /** Plies to the forced end for `mate` and `win`. */
  readonly plies?: number;
  /** 1 (easy) to 5, from the measures below. */
  readonly difficulty: number;
  /** What difficulty was derived from. */
  readonly measures: { readonly depthNeeded: number; readonly alternatives: number; readonly margin: number };
  /** The question asked. */
  readonly question: string;
  readonly hint: string;
  readonly explanation: string;
  /** The answer and the strongest other options, best first. */
  readonly ranking: readonly PuzzleOption[];
  /** What every option not listed in `ranking` is worth at best (same units as `ranking`). */
  readonly othersAtMost?: number;
  /** How the answer was found and how it is checked again (see README.md). */
  readonly check: PuzzleCheck;
}

export type PuzzleCheck =
  | { readonly by: 'search'; readonly nodes: number; readonly margin: number }
  | { readonly by: 'solver' }
  | { readonly by: 'tablebase'; readonly margin: number }
  | { readonly by: 'odds'; readonly event: OddsEvent; readonly margin: number; readonly nodes: number };

/** The events whose exact chance the odds puzzles compare. */
export type OddsEvent = 'mover-captures' | 'opponent-captures';

export interface PuzzleFile {
  readonly format: number;
  readonly variant: VariantId;
  readonly generated: { readonly command: string; readonly seed: string; readonly budgets: Readonly<Record<string, number>>; readonly seconds: number; readonly positionsSeen: number };
  readonly puzzles: readonly Puzzle[];
}

/** Throws an Error naming the first field that does not fit the format. */
export function checkPuzzleShape(p: Puzzle): void {
  const bad = (field: string) => new Error(`puzzle ${p.id ?? '?'}: bad ${field}`);
  if (typeof p.id !== 'string' || !p.id) throw bad('id');
  if (typeof p.position !== 'string' || !p.position) throw bad('position');
  if (p.side !== 'white' && p.side !== 'black') throw bad('side');
  if (!Array.isArray(p.solution) || p.solution.length < 1 || !p.solution.every((m) => typeof m === 'string')) throw bad('solution');
  if (!['mate', 'win', 'wins-material', 'defends', 'promotion', 'best-odds'].includes(p.theme)) throw bad('theme');
  if (!Number.isInteger(p.difficulty) || p.difficulty < 1 || p.difficulty > 5) throw bad('difficulty');
  for (const f of ['question', 'hint', 'explanation'] as const) if (typeof p[f] !== 'string' || !p[f]) throw bad(f);
  if (!Array.isArray(p.ranking) || p.ranking.length < 1 || p.ranking[0]!.move !== p.solution[0]) throw bad('ranking');
  if (!p.check || !['search', 'solver', 'tablebase', 'odds'].includes(p.check.by)) throw bad('check');
}

import type { AnyVariant } from '../packages/engine/src/core/types.js';

/** Timing helpers for benchmarks (never used in tests). */
export function timeIt<T>(fn: () => T): { value: T; seconds: number } {
  const t0 = process.hrtime.bigint();
  const value = fn();
  return { value, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

/** Runs fn until at least `minSeconds` have passed; returns the best rate of units/second. */
export function bestRate(fn: () => number, minSeconds = 1, minRuns = 3): number {
  let best = 0, spent = 0, runs = 0;
  while (spent < minSeconds || runs < minRuns) {
    const { value, seconds } = timeIt(fn);
    best = Math.max(best, value / seconds);
    spent += seconds;
    runs++;
  }
  return best;
}

/**
 * Leaves of a depth-3 walk through the public interface (immutable states, legality checked on
 * every apply), as a UI or a simple AI uses it. `settle` brings a state to its next decision
 * (dice games roll there); the last ply is counted, not made.
 */
export function apiPerft3(variant: AnyVariant, start: unknown, settle: (s: unknown) => unknown = (s) => s): number {
  let n = 0;
  const s0 = settle(start);
  for (const a of variant.legalActions(s0)) {
    const s1 = settle(variant.apply(s0, a));
    for (const b of variant.legalActions(s1)) n += variant.legalActions(settle(variant.apply(s1, b))).length;
  }
  return n;
}

export const fmtRate = (n: number) => `${(n / 1e6).toFixed(2)} M/s`;

/** The middle value of a run's figures (the upper middle for an even count). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** White's material lead in pawns (kings not counted), from the engine's public view: how the AI benches decide a game cut at its ply cap. */
export function materialLead(v: AnyVariant, s: unknown): number {
  const VALUE: Record<string, number> = { pawn: 1, knight: 3, bishop: 3, rook: 5, queen: 9 };
  let lead = 0;
  for (const p of v.view(s).pieces.values()) lead += (p.side === 'white' ? 1 : -1) * (VALUE[p.kind] ?? 0);
  return lead;
}

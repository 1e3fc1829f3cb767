/** Generic tree walks over any Variant: perft, divide, rolling dice. */
import type { AnyVariant, ChanceOutcome } from './types.js';
import type { RandomSource } from './random.js';
import { pickWeighted } from './random.js';

/**
 * Counts decision-action sequences of length `depth`. Chance points on the way are
 * expanded into every outcome (they do not use up depth), so for dice games the count is
 * of (roll, action) pairs. A variant's own `perft` is used when it has one.
 */
export function perft(variant: AnyVariant, state: unknown, depth: number, opts: { dice?: boolean } = {}): number {
  if (variant.perft) return variant.perft(state, depth, opts);
  return genericPerft(variant, state, depth);
}

export function genericPerft(variant: AnyVariant, state: unknown, depth: number): number {
  const phase = variant.phase(state);
  if (phase === 'over') return depth === 0 ? 1 : 0;
  if (phase === 'chance') {
    let n = 0;
    for (const o of variant.chanceOutcomes(state)) n += genericPerft(variant, variant.applyChance(state, o.outcome), depth);
    return n;
  }
  if (depth === 0) return 1;
  const actions = variant.legalActions(state);
  if (depth === 1) return actions.length;
  let n = 0;
  for (const a of actions) n += genericPerft(variant, variant.apply(state, a), depth - 1);
  return n;
}

/** Per-first-action counts, in the game's notation, sorted by notation. */
export function divide(
  variant: AnyVariant,
  state: unknown,
  depth: number,
  opts: { dice?: boolean } = {},
): { notation: string; count: number }[] {
  if (depth < 1) return [];
  const out: { notation: string; count: number }[] = [];
  for (const a of variant.legalActions(state)) {
    const next = variant.apply(state, a);
    out.push({ notation: variant.formatAction(state, a), count: perft(variant, next, depth - 1, opts) });
  }
  return out.sort((x, y) => (x.notation < y.notation ? -1 : x.notation > y.notation ? 1 : 0));
}

/** Rolls the dice of a chance point. */
export function rollChance<R>(variant: AnyVariant, state: unknown, rng: RandomSource): ChanceOutcome<R> {
  const outcomes = variant.chanceOutcomes(state) as readonly ChanceOutcome<R>[];
  return pickWeighted(rng, outcomes, (o) => o.probability);
}

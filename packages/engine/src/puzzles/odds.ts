/**
 * Exact chances over the dice, by walking every outcome of a chance point with the engine.
 * Nothing is sampled: each outcome's probability comes from `chanceOutcomes`, so the sums are
 * the true chances (up to floating-point rounding), shown as fractions where the dice allow.
 */
import type { AnyVariant } from '../core/types.js';
import type { OddsEvent } from './format.js';

/** Does this action take a piece? Uses the game's fast hook when it has one. */
export function capturesWith(v: AnyVariant, s: unknown, a: unknown): boolean {
  if (v.isCapture) return v.isCapture(s, a);
  return (v.actionView(s, a).captures?.length ?? 0) > 0;
}

/** Who rolls after `action`, or null when no chance point follows it. */
export function rollerAfter(v: AnyVariant, s: unknown, action: unknown): 'mover' | 'opponent' | null {
  const next = v.apply(s, action);
  if (v.phase(next) !== 'chance') return null;
  return v.toMove(next) === v.toMove(s) ? 'mover' : 'opponent';
}

/**
 * The chance, over the roll that follows `action`, that the side named by `event` then has a
 * capture among its legal actions (a game that ends on the roll counts as no capture).
 * Null when no roll follows the action.
 */
export function chanceAfter(v: AnyVariant, s: unknown, action: unknown, event: OddsEvent): number | null {
  const mover = v.toMove(s);
  const next = v.apply(s, action);
  if (v.phase(next) !== 'chance') return null;
  let p = 0;
  for (const o of v.chanceOutcomes(next)) {
    const t = v.applyChance(next, o.outcome);
    if (v.phase(t) !== 'decision') continue;
    const side = v.toMove(t);
    if ((event === 'mover-captures') !== (side === mover)) continue;
    if (v.legalActions(t).some((b) => capturesWith(v, t, b))) p += o.probability;
  }
  return p;
}

/** The probability as a fraction of the dice's own denominator when there is a small one ("5/36"). */
export function asFraction(p: number): string {
  if (Math.abs(p) < 1e-12) return '0';
  if (Math.abs(p - 1) < 1e-12) return '1';
  for (const d of [1, 2, 3, 4, 6, 8, 9, 12, 16, 18, 24, 36, 72, 144, 216, 1296]) {
    const n = Math.round(p * d);
    if (Math.abs(n / d - p) < 1e-9) return `${n}/${d}`;
  }
  return p.toFixed(4);
}

/** "5/36 (13.9%)" */
export function describeChance(p: number): string {
  const f = asFraction(p);
  const pct = `${(p * 100).toFixed(1)}%`;
  return f.includes('/') ? `${f} (${pct})` : f === '0' || f === '1' ? `${f} (${pct})` : pct;
}

/**
 * Rolls from both players' revealed values. The roll at a chance point is drawn from the
 * game's own chance outcomes (`variant.chanceOutcomes`) with their own probabilities, knowing
 * no game: the probabilities are turned into whole weights over a common denominator D (36
 * for two d6, so each ordered roll counts once; 4 or 6 for a d4 or d6), and a whole number
 * below D is drawn from SHA-256 of the game, the roll's number and both values by rejection
 * sampling (32-bit words at or above the largest multiple of D are skipped), so each of the D
 * slots is exactly equally likely when the hash output is uniform.
 */
import { PostError } from './errors.js';
import { sha256, toBase64Url } from './bytes.js';
import type { AnyVariant, ChanceOutcome } from '../core/types.js';

/** The largest denominator a chance point's probabilities may need. */
export const MAX_DENOMINATOR = 1 << 20;

const known = new Map<string, { weights: number[]; total: number }>();

/** Whole weights for probabilities: each `probability * total` is a whole number, and they sum to `total`. */
export function chanceWeights(probabilities: readonly number[]): { weights: number[]; total: number } {
  const key = probabilities.join(',');
  const hit = known.get(key);
  if (hit) return { weights: [...hit.weights], total: hit.total };
  const found = computeWeights(probabilities);
  if (known.size < 64) known.set(key, found);
  return { weights: [...found.weights], total: found.total };
}

function computeWeights(probabilities: readonly number[]): { weights: number[]; total: number } {
  let total = 1;
  for (const p of probabilities) {
    if (!(p > 0 && p <= 1)) throw new RangeError(`chanceWeights: probability ${p} is not in (0, 1]`);
    let q = 1;
    while (q <= 1 << 16 && Math.abs(p * q - Math.round(p * q)) > 1e-9) q++;
    if (q > 1 << 16) throw new RangeError(`chanceWeights: probability ${p} is not a fraction with a small denominator`);
    total = lcm(total, q);
    if (total > MAX_DENOMINATOR) throw new RangeError('chanceWeights: the common denominator is too large');
  }
  const weights = probabilities.map((p) => Math.round(p * total));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum !== total) throw new RangeError(`chanceWeights: the probabilities sum to ${sum}/${total}, not 1`);
  return { weights, total };
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/**
 * The first 32-bit word (big-endian, from `blocks` in order) below the largest multiple of
 * `total` that fits in 32 bits, reduced modulo `total`: a uniform whole number below `total`.
 * Returns null when every word was rejected (then more blocks are needed).
 */
export function uniformBelow(total: number, block: Uint8Array): number | null {
  const limit = 2 ** 32 - (2 ** 32 % total);
  for (let i = 0; i + 4 <= block.length; i += 4) {
    const word = ((block[i]! << 24) | (block[i + 1]! << 16) | (block[i + 2]! << 8) | block[i + 3]!) >>> 0;
    if (word < limit) return word % total;
  }
  return null;
}

/** The outcome whose slot range holds `slot`. */
export function outcomeAt<T>(outcomes: readonly T[], weights: readonly number[], slot: number): T {
  for (let i = 0; i < outcomes.length; i++) {
    if (slot < weights[i]!) return outcomes[i]!;
    slot -= weights[i]!;
  }
  throw new RangeError('outcomeAt: slot out of range');
}

export interface RollInput {
  /** The game's id (hash of its first post). */
  readonly game: Uint8Array;
  /** Which chance point of the game, from 0. */
  readonly chance: number;
  readonly white: Uint8Array;
  readonly black: Uint8Array;
}

/** The words a roll is drawn from: SHA-256 blocks of the game, the roll's number, both values and a counter. */
export async function rollBlock(input: RollInput, counter: number): Promise<Uint8Array> {
  return sha256(`variant-board post roll\n${toBase64Url(input.game)}\n${input.chance}\n${toBase64Url(input.white)}\n${toBase64Url(input.black)}\n${counter}`);
}

/** The outcome of a chance point, from both players' values. */
export async function deriveChance(variant: AnyVariant, state: unknown, input: RollInput): Promise<ChanceOutcome> {
  const outcomes = variant.chanceOutcomes(state);
  let spread: { weights: number[]; total: number };
  try {
    spread = chanceWeights(outcomes.map((o) => o.probability));
  } catch (e) {
    throw new PostError('roll', String(input.chance), `chance outcomes with simple probabilities (${(e as Error).message})`);
  }
  for (let counter = 0; ; counter++) {
    const slot = uniformBelow(spread.total, await rollBlock(input, counter));
    if (slot !== null) return outcomeAt(outcomes, spread.weights, slot);
  }
}

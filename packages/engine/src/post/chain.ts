/**
 * Each player's dice values: a hash chain. A player draws a secret seed `h0` and computes
 * `h(i+1) = H(h(i))` up to `h(N)`, the head, which they commit to when the game starts (it is
 * signed into their first post). With each later post they reveal the next value down the chain,
 * `h(N-1)`, `h(N-2)`, ...: anyone can check a revealed value by hashing it once onto the one
 * before (or the head), and nobody can compute it before it is revealed (H is one-way). The
 * values are therefore fixed at the start, unknown to the other player until revealed, and the
 * same whenever the game is opened again.
 */
import { sha256 } from './bytes.js';

/** Values per chain: the most posts a player can make in one game (a game's length limit). */
export const CHAIN_LENGTH = 400;
/** Bytes of a chain value (128 bits: no preimage can be found). */
export const CHAIN_BYTES = 16;

/** One step down the chain's hashing: the value that `value` was revealed after. */
export async function chainStep(value: Uint8Array): Promise<Uint8Array> {
  return (await sha256('variant-board post chain\n', value)).slice(0, CHAIN_BYTES);
}

/** `h(N - k)` of the chain grown from `seed`: k = 0 is the head, k = 1 the first value revealed. */
export async function chainValue(seed: Uint8Array, k: number): Promise<Uint8Array> {
  if (!Number.isInteger(k) || k < 0 || k > CHAIN_LENGTH) throw new RangeError(`chainValue: no value ${k} in a chain of ${CHAIN_LENGTH}`);
  let v: Uint8Array = seed.slice(0, CHAIN_BYTES);
  for (let i = 0; i < CHAIN_LENGTH - k; i++) v = await chainStep(v);
  return v;
}

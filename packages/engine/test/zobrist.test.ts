/**
 * The 53-bit position hashes of the games with Zobrist keys carry 53 bits: read as vectors over
 * GF(2), the hashes of a few hundred random positions span all 53 dimensions. Keys whose two
 * 32-bit halves come from a linear generator (consecutive xorshift outputs) span about 32, since
 * every high half is then a linear function of its low half; a transposition table then takes
 * other positions' entries for its own once it holds millions of them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { randomInt, seededRandom } from '../src/core/random.js';
import { rollChance } from '../src/core/search-helpers.js';
import type { AnyVariant } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';

/** Rank over GF(2) of the numbers' 53-bit patterns. */
function rank(hashes: readonly number[]): number {
  const basis = new Map<number, bigint>(); // leading bit -> vector
  for (const h of hashes) {
    let x = BigInt(h);
    for (let bit = 52; bit >= 0 && x !== 0n; bit--) {
      if (((x >> BigInt(bit)) & 1n) === 0n) continue;
      const b = basis.get(bit);
      if (b === undefined) {
        basis.set(bit, x);
        break;
      }
      x ^= b;
    }
  }
  return basis.size;
}

/** Hashes of the decision points of seeded random games. */
function hashesOf(v: AnyVariant, games: number, plies: number): number[] {
  const out: number[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seededRandom(`zobrist:${v.id}:${g}`);
    let s = v.initial();
    for (let i = 0; i < plies; ) {
      const phase = v.phase(s);
      if (phase === 'over') break;
      if (phase === 'chance') {
        s = v.applyChance(s, rollChance(v, s, rng).outcome);
        continue;
      }
      i++;
      out.push(v.hash!(s));
      const acts = v.legalActions(s);
      s = v.apply(s, acts[randomInt(rng, acts.length)]);
    }
  }
  return out;
}

for (const id of ['dart', 'dagger', 'dice'] as const) {
  test(`${id}: position hashes use all 53 bits (rank over GF(2) of a few hundred)`, async () => {
    const v = await loadVariant(id);
    const hashes = hashesOf(v, 10, 30);
    assert.ok(hashes.length >= 200, `${hashes.length} positions`);
    assert.ok(hashes.every((h) => Number.isSafeInteger(h) && h >= 0));
    assert.equal(rank(hashes), 53);
  });
}

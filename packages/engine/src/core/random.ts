/**
 * Random sources for dice. `seededRandom` is reproducible (tests, records, shared diagrams);
 * `fairRandom` draws from `crypto.getRandomValues` for real play.
 */
export interface RandomSource {
  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number;
}

/** Uniform integer in [0, n), without modulo bias. */
export function randomInt(rng: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}

/** Uniform float in [0, 1) with 32 bits of precision. */
export function randomFloat(rng: RandomSource): number {
  return rng.nextUint32() / 2 ** 32;
}

/** Hashes any string or number to a 128-bit seed (cyrb128-style mixing). */
function seedWords(seed: string | number): [number, number, number, number] {
  const str = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** sfc32: small, fast, passes PractRand to large sizes; plenty for dice. */
export function seededRandom(seed: string | number): RandomSource & { readonly seed: string } {
  let [a, b, c, d] = seedWords(seed);
  const rng = {
    seed: String(seed),
    nextUint32(): number {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return t >>> 0;
    },
  };
  for (let i = 0; i < 12; i++) rng.nextUint32(); // warm up
  return rng;
}

/** Cryptographically fair dice, for real games. */
export function fairRandom(): RandomSource {
  const buf = new Uint32Array(64);
  let i = buf.length;
  return {
    nextUint32(): number {
      if (i >= buf.length) {
        globalThis.crypto.getRandomValues(buf);
        i = 0;
      }
      return buf[i++]!;
    },
  };
}

/** Picks one item by probability weights (which must sum to 1 within rounding). */
export function pickWeighted<T>(rng: RandomSource, items: readonly T[], weight: (t: T) => number): T {
  if (items.length === 0) throw new RangeError('pickWeighted: nothing to pick from');
  // Dice outcomes have rational probabilities with small denominators: pick on an integer
  // grid so that a seeded source gives the same roll on every platform.
  const grid = 2 ** 20;
  let x = randomInt(rng, grid);
  for (const item of items) {
    const w = Math.round(weight(item) * grid);
    if (x < w) return item;
    x -= w;
  }
  return items[items.length - 1]!;
}

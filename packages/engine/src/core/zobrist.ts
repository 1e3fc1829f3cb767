/**
 * Zobrist keys for the games' fast cores: a fixed stream of 32-bit numbers (the same on every
 * run), drawn through a nonlinear mixer (splitmix32's finaliser) so that the two 32-bit halves
 * of a key are independent. Halves drawn from a linear generator such as xorshift are a linear
 * function of each other, and so is every XOR of them: a 53-bit key then holds 32 bits, and a
 * large transposition table takes other positions' entries for its own.
 */
export function zobristStream(seed: number): () => number {
  let counter = seed | 0;
  return () => {
    let z = (counter = (counter + 0x9e3779b9) | 0);
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
}

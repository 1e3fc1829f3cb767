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

export const fmtRate = (n: number) => `${(n / 1e6).toFixed(2)} M/s`;

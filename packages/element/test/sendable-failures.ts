/**
 * A failed check whose actual or expected value is a promise, an element or a function cannot be sent
 * back by @web/test-runner: its page-side structuredClone throws, the results never leave the page, and
 * the whole file waits for testsFinishTimeout with no word of which check failed (modernweb-dev/web#2802).
 * After each failed test such values become text (the check's message already names them).
 * Imported by helpers.ts, so by most test files; a test file that does not use helpers.ts imports it itself.
 */
afterEach(function () {
  const { currentTest } = this as unknown as { currentTest?: { err?: { actual?: unknown; expected?: unknown } } };
  const err = currentTest?.err;
  if (!err) return;
  for (const key of ['actual', 'expected'] as const) {
    try {
      structuredClone(err[key]);
    } catch {
      err[key] = String(err[key]);
    }
  }
});

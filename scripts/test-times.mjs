// A reporter for the browser suite (web-test-runner.config.mjs): with VB_TEST_TIMES=<file>, writes where
// the suite's time goes when the run ends. For each browser and test file, the time its tests took
// (the sum of their own durations, so a file's page load and start are not in it) and how many ran;
// then the 30 slowest tests. Tab-separated, for sorting and joining:
// `VB_TEST_TIMES=/tmp/times.tsv npx web-test-runner`.
import { writeFileSync } from 'node:fs';

/** Every test of a suite and its sub-suites, with its title path. */
function* testsOf(suite, path = []) {
  if (!suite) return;
  for (const t of suite.tests) yield { title: [...path, t.name].join(' > '), ms: t.duration ?? 0 };
  for (const s of suite.suites) yield* testsOf(s, [...path, s.name]);
}

export function testTimesReporter(out = process.env.VB_TEST_TIMES) {
  return {
    onTestRunFinished({ sessions }) {
      if (!out) return;
      const files = [], slowest = [];
      for (const s of sessions) {
        const file = s.testFile.replace(/^.*\/test\//, '');
        const tests = [...testsOf(s.testResults)];
        files.push([s.browser.name, file, Math.round(tests.reduce((a, t) => a + t.ms, 0)), tests.length]);
        for (const t of tests) slowest.push([s.browser.name, file, Math.round(t.ms), t.title]);
      }
      files.sort((a, b) => b[2] - a[2]);
      slowest.sort((a, b) => b[2] - a[2]);
      const totals = new Map();
      for (const [browser, , ms] of files) totals.set(browser, (totals.get(browser) ?? 0) + ms);
      const lines = [
        '# browser\tfile\ttests ms\ttests',
        ...files.map((r) => r.join('\t')),
        ...[...totals].map(([b, ms]) => `# ${b}: the tests' own time ${(ms / 1000).toFixed(1)} s`),
        '# the 30 slowest tests: browser\tfile\tms\ttitle',
        ...slowest.slice(0, 30).map((r) => r.join('\t')),
      ];
      writeFileSync(out, `${lines.join('\n')}\n`);
    },
  };
}

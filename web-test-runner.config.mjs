// Element tests in real browsers (the system's, never a downloaded one): Chromium and Firefox.
// Both are driven by puppeteer-core through @web/test-runner-chrome's launcher: Chromium over
// the DevTools protocol, Firefox (Debian's firefox-esr) over WebDriver BiDi.
// VB_BROWSERS=chromium (or firefox) runs one of them only; the default is both.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { findFirefox, FIREFOX_PREFS } from './scripts/firefox.mjs';

const wanted = (process.env.VB_BROWSERS ?? 'chromium,firefox').split(',').map((b) => b.trim()).filter(Boolean);
for (const name of wanted) {
  if (name !== 'chromium' && name !== 'firefox') throw new Error(`VB_BROWSERS: unknown browser "${name}" (chromium, firefox)`);
}

function chromium() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/chromium.mjs --install` or set CHROME_PATH.');
  return chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } });
}

/**
 * Passing puppeteer-core as the launcher's `puppeteer` is what @web/test-runner-puppeteer does
 * with the full puppeteer package; puppeteer-core has no browser download to skip.
 */
function firefox() {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error('No Firefox found: run `node scripts/firefox.mjs --install` or set FIREFOX_PATH (or VB_BROWSERS=chromium).');
  return chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: { browser: 'firefox', executablePath, headless: true, extraPrefsFirefox: FIREFOX_PREFS },
  });
}

/** axe-core ships as a UMD script that sets window.axe; give it a default export. */
const axeAsModule = {
  name: 'axe-core-esm',
  transform(context) {
    if (/\/axe-core\/axe(\.min)?\.js$/.test(context.path)) {
      return { body: `${context.body}\nexport default window.axe;\n` };
    }
  },
};

export default {
  files: ['packages/element/test/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), axeAsModule],
  browsers: wanted.map((name) => (name === 'firefox' ? firefox() : chromium())),
  // One test file at a time in each browser; the two browsers run side by side (2 cores).
  concurrency: 1,
  concurrentBrowsers: 2,
  testFramework: { config: { timeout: 20000 } },
  // A test file whose page never reports back fails after 100 s, under its own name ("Browser tests did
  // not finish within 100000ms"), instead of holding the run for 10 minutes. The clock starts when the
  // file's tests start. The slowest file, analysis-first.test.ts (it solves a whole game on the page),
  // took 125 s with both browsers running on 2 cores loaded 10- to 20-fold: on a machine that busy it
  // fails at 100 s, said by name, rather than holding the run. A page whose main thread never returns
  // takes up to twice as long, as the runner's stop of the page waits as long again.
  testsFinishTimeout: 100000,
  // Starting Firefox took over 30 s (the default) at load 20 and over 60 s at load 45 on 2 cores: a
  // failed start, not a hang, but a failed run all the same.
  browserStartTimeout: 120000,
};

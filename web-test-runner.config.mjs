// Element tests in real browsers (the system's, never a downloaded one): Chromium, Firefox and
// WebKit. Chromium and Firefox are driven by puppeteer-core through @web/test-runner-chrome's
// launcher: Chromium over the DevTools protocol, Firefox (Debian's firefox-esr) over WebDriver
// BiDi. WebKit is WebKitGTK's MiniBrowser, driven over classic WebDriver by WebKitWebDriver
// through @web/test-runner-webdriver (webdriverio), on a private Xvfb display (scripts/webkit.mjs).
// VB_BROWSERS is a comma list of the ones to run (chromium, firefox, webkit); the default is all three.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { findFirefox, FIREFOX_PREFS } from './scripts/firefox.mjs';
import { startWebKitDriver, webkitMissing } from './scripts/webkit.mjs';
import { browserCommandsPlugin } from './scripts/test-commands.mjs';
import { testTimesReporter } from './scripts/test-times.mjs';
import { defaultReporter } from '@web/test-runner';

const BROWSERS = ['chromium', 'firefox', 'webkit'];
const wanted = (process.env.VB_BROWSERS ?? BROWSERS.join(',')).split(',').map((b) => b.trim()).filter(Boolean);
for (const name of wanted) {
  if (!BROWSERS.includes(name)) throw new Error(`VB_BROWSERS: unknown browser "${name}" (${BROWSERS.join(', ')})`);
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
    // networkEnabled: false: puppeteer neither subscribes to WebDriver BiDi's network events nor has Firefox keep
    // each response's body for it. No test reads the network through puppeteer (the dev server sees every request),
    // and Firefox's share of the suite went from 233 to 212 s without it.
    launchOptions: { browser: 'firefox', executablePath, headless: true, extraPrefsFirefox: FIREFOX_PREFS, networkEnabled: false },
  });
}

/**
 * @web/test-runner-webdriver's launcher talks to a WebDriver server that is already running;
 * this one starts its own (Xvfb and WebKitWebDriver) when the run starts and stops it at the end.
 * It also opens MiniBrowser then, not when the first test file is due: on a busy machine the
 * browser's start alone took longer than the runner's 30 s for starting a test page.
 */
class WebKitLauncher extends WebdriverLauncher {
  constructor() {
    super({ capabilities: { browserName: 'MiniBrowser' } });
  }

  async initialize(config) {
    this.server = await startWebKitDriver();
    this.options = { hostname: this.server.hostname, port: this.server.port, capabilities: this.server.capabilities };
    await super.initialize(config);
    this.name = 'WebKit';
    await this.ensureManagerInitialized();
  }

  /**
   * As the base launcher (which does not wait for the page to load), but a navigation cut short because the
   * run is ending (its WebDriver session deleted) is not reported as an uncaught exception after a run that
   * passed: seen twice in some fifteen runs ("This operation was aborted when running "url"", exit code 0).
   */
  async startSession(id, url) {
    // (One page per browser, as this suite runs it: the base launcher's other manager, for iframes, starts differently.)
    if (this.config.concurrency !== 1) return super.startSession(id, url);
    await this.ensureManagerInitialized();
    this.driverManager.startSession(id, url).catch((e) => {
      if (!this.stopping) throw e;
    });
  }

  /**
   * Where the page is, as the browser says (the base launcher answers with the address it opened): asked only when a
   * page's connection drops mid-run, so that a page that went elsewhere is reported as "the page navigated to …" and
   * not as "the browser disconnected".
   */
  async getBrowserUrl(id) {
    const opened = await super.getBrowserUrl(id);
    if (!opened || !this.driver) return opened;
    // (Bounded: a browser that no longer answers keeps the base launcher's answer.)
    const late = new Promise((ok) => setTimeout(() => ok(opened), 5000).unref());
    return Promise.race([this.driver.getUrl().catch(() => opened), late]);
  }

  async stopSession(id) {
    try {
      return await super.stopSession(id);
    } catch (e) {
      if (this.stopping) return { testCoverage: undefined };
      throw e;
    }
  }

  async stop() {
    this.stopping = true;
    await super.stop();
    await this.server?.stop();
  }
}

function webkit() {
  const missing = webkitMissing();
  if (missing.length) throw new Error(`No WebKit: missing ${missing.join(', ')}. Run \`node scripts/webkit.mjs --install\` (or VB_BROWSERS=chromium,firefox).`);
  return new WebKitLauncher();
}

const LAUNCHERS = { chromium, firefox, webkit };

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
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), axeAsModule, browserCommandsPlugin()],
  browsers: wanted.map((name) => LAUNCHERS[name]()),
  // VB_TEST_TIMES=<file>: where the suite's time goes, by browser and file (scripts/test-times.mjs).
  reporters: [defaultReporter(), testTimesReporter()],
  // One test file at a time in each browser, and two browsers side by side (2 cores): of three,
  // the third starts when one is done. Three at once would share the cores three ways and make
  // the timing-bound tests (a page's longest pause while a table is solved) less reliable.
  // WebKit's launcher also needs concurrency 1: with more it runs each test file in an iframe
  // of one page, where it cannot send mouse input.
  concurrency: 1,
  concurrentBrowsers: 2,
  // While some 50 processes waited for the 2 cores, opening a test page took over 30 s in all
  // three browsers and a page's tests took over 20 s to start in WebKit (the defaults): wait
  // longer, still well short of a hang (the browsers' own start: browserStartTimeout, below).
  testsStartTimeout: 90000,
  // A test's own bound: a fresh clone's CI run whose whole browser suite took twice its usual time
  // (943 s, the host loaded) failed a Firefox test at 20 s that takes a few seconds on a quiet one.
  testFramework: { config: { timeout: 40000 } },
  // A test file whose page never reports back fails after 2 minutes, under its own name ("Browser tests did
  // not finish within 120000ms"), instead of holding the run for 10 minutes (at 100 s, games.test.ts
  // failed so in Firefox in that slow run). The clock starts when the
  // file's tests start. The slowest file, analysis-first.test.ts (it solves a whole game on the page),
  // took 125 s with both browsers running on 2 cores loaded 10- to 20-fold: on a machine that busy it
  // fails at 2 minutes, said by name, rather than holding the run. A page whose main thread never returns
  // takes up to twice as long, as the runner's stop of the page waits as long again.
  testsFinishTimeout: 120000,
  // Starting Firefox took over 30 s (the default) at load 20 and over 60 s at load 45 on 2 cores: a
  // failed start, not a hang, but a failed run all the same.
  browserStartTimeout: 120000,
};

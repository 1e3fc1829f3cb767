// Finds a Firefox for browser tests: FIREFOX_PATH, then the usual install paths.
// With --install, installs Debian's firefox-esr when none is found and we may (root + apt-get).
// The tests drive it with puppeteer-core over WebDriver BiDi, which needs Firefox 129 or later.
import { aptInstall, browserWanted, findProgram, isMainScript } from './system-tools.mjs';

const CANDIDATES = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/usr/lib/firefox-esr/firefox-esr',
  '/usr/lib/firefox/firefox',
  '/snap/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
];

export const findFirefox = () => findProgram('FIREFOX_PATH', CANDIDATES);

/**
 * Preferences on top of puppeteer's own (which already turn off updates, safe browsing and
 * first-run pages): no telemetry and no network probes on a closed network.
 */
export const FIREFOX_PREFS = {
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
};

/** Whether the browser tests want Firefox: VB_BROWSERS (comma list) names it, or is unset. */
export const firefoxWanted = () => browserWanted('firefox');

if (isMainScript(import.meta.url)) {
  if (!firefoxWanted()) {
    console.log(`Firefox: not wanted (VB_BROWSERS=${process.env.VB_BROWSERS})`);
    process.exit(0);
  }
  let path = findFirefox();
  if (!path && process.argv.includes('--install') && aptInstall(['firefox-esr'], 'No Firefox found')) path = findFirefox();
  if (!path) {
    console.error('No Firefox found. Install one (Debian: apt-get install firefox-esr) or set FIREFOX_PATH.'
      + ' To run the browser tests in Chromium only, set VB_BROWSERS=chromium.');
    process.exit(1);
  }
  console.log(`Firefox: ${path}`);
}

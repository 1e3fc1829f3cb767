// Finds a Firefox for browser tests: FIREFOX_PATH, then the usual install paths.
// With --install, installs Debian's firefox-esr when none is found and we may (root + apt-get).
// The tests drive it with puppeteer-core over WebDriver BiDi, which needs Firefox 129 or later.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/usr/lib/firefox-esr/firefox-esr',
  '/usr/lib/firefox/firefox',
  '/snap/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
];

export function findFirefox() {
  if (process.env.FIREFOX_PATH && existsSync(process.env.FIREFOX_PATH)) return process.env.FIREFOX_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

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
export function firefoxWanted() {
  const list = process.env.VB_BROWSERS;
  return list === undefined || list.split(',').map((b) => b.trim()).includes('firefox');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!firefoxWanted()) {
    console.log(`Firefox: not wanted (VB_BROWSERS=${process.env.VB_BROWSERS})`);
    process.exit(0);
  }
  let path = findFirefox();
  if (!path && process.argv.includes('--install')) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    let hasApt = false;
    try { execSync('command -v apt-get', { stdio: 'ignore' }); hasApt = true; } catch {}
    if (isRoot && hasApt) {
      console.log('No Firefox found: installing Debian\'s firefox-esr package...');
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr', { stdio: 'inherit' });
      path = findFirefox();
    }
  }
  if (!path) {
    console.error('No Firefox found. Install one (Debian: apt-get install firefox-esr) or set FIREFOX_PATH.'
      + ' To run the browser tests in Chromium only, set VB_BROWSERS=chromium.');
    process.exit(1);
  }
  console.log(`Firefox: ${path}`);
}

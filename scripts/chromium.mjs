// Finds a Chromium/Chrome for browser tests: CHROME_PATH, then the usual install paths.
// With --install, installs Debian's chromium when none is found and we may (root + apt-get).
import { aptInstall, findProgram, isMainScript } from './system-tools.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const findChromium = () => findProgram('CHROME_PATH', CANDIDATES);

/** Flags for headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

if (isMainScript(import.meta.url)) {
  let path = findChromium();
  if (!path && process.argv.includes('--install') && aptInstall(['chromium'], 'No Chromium found')) path = findChromium();
  if (!path) {
    console.error('No Chromium or Chrome found. Install one (Debian: apt-get install chromium) or set CHROME_PATH.');
    process.exit(1);
  }
  console.log(`Chromium: ${path}`);
}

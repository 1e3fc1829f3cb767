// Finds a Chromium/Chrome for browser tests: CHROME_PATH, then the usual install paths.
// With --install, installs Debian's chromium when none is found and we may (root + apt-get).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

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

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findChromium();
  if (!path && process.argv.includes('--install')) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    let hasApt = false;
    try { execSync('command -v apt-get', { stdio: 'ignore' }); hasApt = true; } catch {}
    if (isRoot && hasApt) {
      console.log('No Chromium found: installing Debian\'s chromium package...');
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
      path = findChromium();
    }
  }
  if (!path) {
    console.error('No Chromium or Chrome found. Install one (Debian: apt-get install chromium) or set CHROME_PATH.');
    process.exit(1);
  }
  console.log(`Chromium: ${path}`);
}

// Finds WebKit for browser tests: WebKitGTK's WebDriver (WebKitWebDriver) and the browser it
// drives (MiniBrowser), WEBKIT_WEBDRIVER_PATH and MINIBROWSER_PATH first, then the usual paths.
// With --install, installs Debian's webkit2gtk-driver (and xvfb) when they are missing and we may
// (root + apt-get).
// WebKitGTK draws into a GTK window and has no headless mode, so it runs on a private Xvfb
// display that startWebKitDriver() starts beside the driver and stops with it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { aptInstall, browserWanted, findProgram, isMainScript } from './system-tools.mjs';

const DRIVERS = ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver', '/usr/libexec/webkit2gtk-4.1/WebKitWebDriver'];
/** MiniBrowser ships in libwebkit2gtk (Debian, Ubuntu, Fedora keep it in a private folder). */
const BROWSERS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.0/MiniBrowser',
];
const XVFB = ['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'];

export const findWebKitDriver = () => findProgram('WEBKIT_WEBDRIVER_PATH', DRIVERS);
export const findMiniBrowser = () => findProgram('MINIBROWSER_PATH', BROWSERS);
export const findXvfb = () => findProgram('XVFB_PATH', XVFB);

/** Whether the browser tests want WebKit: VB_BROWSERS (comma list) names it, or is unset. */
export const webkitWanted = () => browserWanted('webkit');

/** What is missing to run WebKit, in words for an error message; empty when nothing is. */
export function webkitMissing() {
  const missing = [];
  if (!findWebKitDriver()) missing.push('WebKitWebDriver (set WEBKIT_WEBDRIVER_PATH)');
  if (!findMiniBrowser()) missing.push('MiniBrowser (set MINIBROWSER_PATH)');
  if (!findXvfb()) missing.push('Xvfb (set XVFB_PATH)');
  return missing;
}

const freePort = () => new Promise((ok, fail) => {
  const probe = createServer();
  probe.once('error', fail);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => ok(port));
  });
});

/** Children started here, stopped when this process exits however it exits. */
const children = new Set();
const killAll = () => { for (const child of children) child.kill('SIGKILL'); };
process.once('exit', killAll);
// An interrupted run exits without 'exit' handlers: end the children, then let the signal do its default.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    killAll();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => { clearTimeout(hard); ok(); });
    child.kill('SIGTERM');
  });
}

/** Starts Xvfb on a display it picks itself (-displayfd), so parallel runs never collide. */
async function startXvfb() {
  const xvfb = track(spawn(findXvfb(), ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  }));
  let stderr = '';
  xvfb.stderr.on('data', (d) => { stderr += d; });
  const display = await new Promise((ok, fail) => {
    xvfb.stdio[3].once('data', (d) => ok(`:${String(d).trim()}`));
    xvfb.once('exit', (code) => fail(new Error(`Xvfb exited (${code}) before it opened a display: ${stderr.trim()}`)));
  });
  return { xvfb, display };
}

/** Waits until the driver answers /status, or fails when it exits first. */
async function driverReady(driver, port) {
  let exited = null;
  driver.once('exit', (code) => { exited = code; });
  for (let i = 0; i < 200; i++) {
    if (exited !== null) return false;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return true;
    } catch {}
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s`);
}

/**
 * Starts Xvfb and WebKitWebDriver; resolves to the driver's address, the capabilities that open
 * MiniBrowser on it, and stop(). webdriverio would ask for WebDriver BiDi by default, which
 * WebKitGTK's driver does not offer, so the capabilities keep it to classic WebDriver.
 */
export async function startWebKitDriver() {
  const missing = webkitMissing();
  if (missing.length) throw new Error(`WebKit cannot run, missing: ${missing.join(', ')}. Run \`node scripts/webkit.mjs --install\` (or VB_BROWSERS=chromium,firefox).`);
  const { xvfb, display } = await startXvfb();
  // A port picked free can be taken before the driver binds it: try a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const driver = track(spawn(findWebKitDriver(), [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: ['ignore', 'ignore', 'inherit'],
    }));
    if (await driverReady(driver, port)) {
      return {
        hostname: '127.0.0.1',
        port,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
        },
        stop: async () => { await stopChild(driver); await stopChild(xvfb); },
      };
    }
  }
  await stopChild(xvfb);
  throw new Error('WebKitWebDriver could not listen on a free port (5 tries)');
}

if (isMainScript(import.meta.url)) {
  if (!webkitWanted()) {
    console.log(`WebKit: not wanted (VB_BROWSERS=${process.env.VB_BROWSERS})`);
    process.exit(0);
  }
  if (webkitMissing().length && process.argv.includes('--install')) aptInstall(['webkit2gtk-driver', 'xvfb'], 'WebKit incomplete');
  const missing = webkitMissing();
  if (missing.length) {
    console.error(`WebKit not found: missing ${missing.join(', ')}. Install them (Debian: apt-get install webkit2gtk-driver xvfb).`
      + ' To run the browser tests without WebKit, set VB_BROWSERS=chromium,firefox.');
    process.exit(1);
  }
  console.log(`WebKit: ${findMiniBrowser()} through ${findWebKitDriver()} on Xvfb (${findXvfb()})`);
}

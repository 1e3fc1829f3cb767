// What the find-or-install scripts (chromium, firefox, webkit, redis) share: a program found by an
// environment variable or the usual paths, Debian's packages installed when we may (root and
// apt-get), the browsers the tests want, and whether a script was run rather than imported.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** The path in `variable` if it exists, else the first of `candidates` that does. */
export function findProgram(variable, candidates) {
  const set = process.env[variable];
  if (set && existsSync(set)) return set;
  return candidates.find((p) => existsSync(p));
}

/**
 * Installs Debian packages when this process may (root, apt-get present); says what it does.
 * Returns whether it tried.
 */
export function aptInstall(packages, why, { recommends = true } = {}) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    hasApt = true;
  } catch {}
  if (!isRoot || !hasApt) return false;
  console.log(`${why}: installing Debian's ${packages.join(' and ')} package${packages.length > 1 ? 's' : ''}...`);
  const flags = recommends ? '' : ' --no-install-recommends';
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq${flags} ${packages.join(' ')}`, { stdio: 'inherit' });
  return true;
}

/** Whether the browser tests want `name`: VB_BROWSERS (a comma list) names it, or is unset. */
export function browserWanted(name) {
  const list = process.env.VB_BROWSERS;
  return list === undefined || list.split(',').map((b) => b.trim()).includes(name);
}

/** Whether the module at `url` is the script node was started with (not imported). */
export const isMainScript = (url) => url === `file://${process.argv[1]}`;

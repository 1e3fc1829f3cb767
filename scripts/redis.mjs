// Finds a redis-server for the live relay's Redis tests: REDIS_SERVER_PATH, then the usual paths
// (Valkey's valkey-server answers the same protocol). With --install, installs Debian's
// redis-server package when none is found and we may (root + apt-get).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/opt/homebrew/bin/redis-server', '/usr/bin/valkey-server', '/usr/local/bin/valkey-server'];

export function findRedisServer() {
  if (process.env.REDIS_SERVER_PATH && existsSync(process.env.REDIS_SERVER_PATH)) return process.env.REDIS_SERVER_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findRedisServer();
  if (!path && process.argv.includes('--install')) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    let hasApt = false;
    try { execSync('command -v apt-get', { stdio: 'ignore' }); hasApt = true; } catch {}
    if (isRoot && hasApt) {
      console.log('No redis-server found: installing Debian\'s redis-server package...');
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server', { stdio: 'inherit' });
      path = findRedisServer();
    }
  }
  if (!path) {
    // Not fatal: the Redis tests say they were skipped and why.
    console.warn('No redis-server found (Debian: apt-get install redis-server, or set REDIS_SERVER_PATH): the live relay\'s Redis tests will be skipped.');
  } else {
    console.log(`redis-server: ${path}`);
  }
}

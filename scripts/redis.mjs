// Finds a redis-server for the live relay's Redis tests: REDIS_SERVER_PATH, then the usual paths
// (Valkey's valkey-server answers the same protocol). With --install, installs Debian's
// redis-server package when none is found and we may (root + apt-get).
import { aptInstall, findProgram, isMainScript } from './system-tools.mjs';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/opt/homebrew/bin/redis-server', '/usr/bin/valkey-server', '/usr/local/bin/valkey-server'];

export const findRedisServer = () => findProgram('REDIS_SERVER_PATH', CANDIDATES);

if (isMainScript(import.meta.url)) {
  let path = findRedisServer();
  if (!path && process.argv.includes('--install') && aptInstall(['redis-server'], 'No redis-server found', { recommends: false })) path = findRedisServer();
  if (!path) {
    // Not fatal: the Redis tests say they were skipped and why.
    console.warn('No redis-server found (Debian: apt-get install redis-server, or set REDIS_SERVER_PATH): the live relay\'s Redis tests will be skipped.');
  } else {
    console.log(`redis-server: ${path}`);
  }
}

/**
 * `variant-board-server [--port 8080] [--host 0.0.0.0] [--origin https://boards.example] [--redis redis://host:6379]
 * [--workers N] [--max-queue N] [--niceness N]`. PORT, HOST, PUBLIC_ORIGIN and REDIS_URL in the environment work the same (the options win).
 */
import { availableParallelism } from 'node:os';
import { DEFAULT_MAX_QUEUE, DEFAULT_NICENESS } from './pool.js';
import { startServer } from './serve.js';

const HELP = `usage: variant-board-server [--port N] [--host ADDRESS] [--origin URL] [--redis URL]
                           [--workers N] [--max-queue N] [--niceness N]

  --port N        port to listen on (default: $PORT or 8080; 0 picks a free one)
  --host ADDRESS  address to listen on (default: $HOST or all interfaces)
  --origin URL    the public origin people reach the server at, for absolute links and
                  oEmbed (default: $PUBLIC_ORIGIN, else each request's own Host)
  --redis URL     keep the live relay's games in Redis (redis://[:password@]host:6379), shared
                  by every instance using the same one (default: $REDIS_URL, else in memory)
  --workers N     threads that draw PNGs and GIFs (default: the cores, ${availableParallelism()} here)
  --max-queue N   pictures that may wait for a thread; more are answered 503 with
                  Retry-After (default ${DEFAULT_MAX_QUEUE})
  --niceness N    how far the drawing threads yield the cores (Linux niceness, 0-19) to the
                  thread that routes and answers /healthz, and to other processes; 0 for not
                  at all (default ${DEFAULT_NICENESS})
`;

export async function main(argv: readonly string[]): Promise<number> {
  const env = process.env;
  let port = env.PORT ? Number(env.PORT) : 8080;
  let hostname = env.HOST || undefined;
  let origin = env.PUBLIC_ORIGIN || undefined;
  let redis = env.REDIS_URL || undefined;
  let workers: number | undefined;
  let maxQueue: number | undefined;
  let niceness: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (name === '--help' || name === '-h') {
      process.stdout.write(HELP);
      return 0;
    } else if (name === '--port' || name === '-p') port = Number(value());
    else if (name === '--host') hostname = value();
    else if (name === '--origin') origin = value();
    else if (name === '--redis') redis = value();
    else if (name === '--workers' || name === '--max-queue' || name === '--niceness') {
      const text = value();
      const n = Number(text);
      const range = name === '--workers' ? ' from 1' : name === '--niceness' ? ' from 0 to 19' : '';
      if (!/^\d{1,4}$/.test(text ?? '') || (name === '--workers' && n < 1) || (name === '--niceness' && n > 19)) {
        process.stderr.write(`variant-board-server: ${name} "${text ?? ''}" is not a whole number${range}\n`);
        return 2;
      }
      if (name === '--workers') workers = n;
      else if (name === '--niceness') niceness = n;
      else maxQueue = n;
    }
    else {
      process.stderr.write(`variant-board-server: unknown option "${arg}"\n${HELP}`);
      return 2;
    }
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`variant-board-server: "${port}" is not a port number\n`);
    return 2;
  }
  if (origin !== undefined) {
    try {
      origin = new URL(origin).origin;
    } catch {
      process.stderr.write(`variant-board-server: "${origin}" is not an origin such as https://boards.example\n`);
      return 2;
    }
  }
  if (redis !== undefined && !/^rediss?:\/\/./.test(redis)) {
    process.stderr.write(`variant-board-server: "${redis}" is not a Redis URL such as redis://localhost:6379\n`);
    return 2;
  }
  let server;
  try {
    server = await startServer({ port, ...(hostname ? { hostname } : {}), ...(origin ? { origin } : {}), ...(redis ? { redis } : {}), ...(workers ? { workers } : {}), ...(maxQueue !== undefined ? { maxQueue } : {}), ...(niceness !== undefined ? { niceness } : {}) });
  } catch (e) {
    process.stderr.write(`variant-board-server: ${(e as Error).message}\n`);
    return 1;
  }
  process.stdout.write(`variant-board-server listening on ${server.url}${redis ? ' (live games in Redis)' : ''}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise(() => {});
}

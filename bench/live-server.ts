/** The bench's relay, in a process of its own (so that its memory is its own): `npm run bench -- live` forks it. */
import { startServer } from '../packages/server/src/serve.js';

const redis = process.env.LIVE_REDIS || undefined;
// The bench starts its thousand games from one address, and holds two thousand streams.
const server = await startServer({ port: 0, hostname: '127.0.0.1', redis, liveOptions: { limits: { newGamesPerHour: 1e9, streamsPerInstance: 1e6 } } });
process.send!({ port: server.port });
process.on('message', (m: unknown) => {
  if (m === 'memory') {
    const u = process.memoryUsage();
    const cpu = process.cpuUsage();
    process.send!({ memory: { rss: u.rss, heapUsed: u.heapUsed, cpuMs: (cpu.user + cpu.system) / 1000 } });
  } else if (m === 'stop') {
    void server.close().finally(() => process.exit(0));
  }
});

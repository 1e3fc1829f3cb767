#!/usr/bin/env node
// `npm start` at the repository root: the documentation site (astro preview, port 4321) and the
// board server (port 8080, or BOARD_SERVER_PORT) together, so the forum snippets of the embed
// guide work on this machine. Stops both when either stops or on Ctrl-C.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = process.env.BOARD_SERVER_PORT ?? '8080';
const children = [
  spawn(process.execPath, [fileURLToPath(new URL('../bin/variant-board-server.js', import.meta.url)), '--port', port, '--host', 'localhost'], { cwd: root, stdio: 'inherit' }),
  // In a process group of its own, so that stopping reaches astro behind npm too.
  spawn('npm', ['run', 'serve', '-w', '@variant-board/site'], { cwd: root, stdio: 'inherit', detached: true }),
];
console.log(`board server: http://localhost:${port}/ (pictures: /image/dice.png?moves=66+e4, share pages: /play/dagger, live games: /live/<game id>${process.env.REDIS_URL ? ' in Redis' : ' in memory'})`);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM'); // the group, where the child leads one
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

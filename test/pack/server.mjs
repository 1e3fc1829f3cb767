// The server from its tarball: `npx variant-board-server` in the scratch app starts, answers
// /healthz and draws a PNG, then stops.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export async function checkServer(app) {
  const problems = [];
  const results = [];
  if (!existsSync(join(app, 'node_modules/.bin/variant-board-server'))) return { problems: ['@variant-board/server: no variant-board-server command was installed'], results };
  const child = spawn('npx', ['--no-install', 'variant-board-server', '--port', '0', '--host', '127.0.0.1'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, NODE_OPTIONS: '' } });
  let output = '';
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "listening" line in 30 s: ${output}`)), 30_000);
      const read = (chunk) => {
        output += chunk;
        const m = /listening on (http:\/\/\S+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const health = await fetch(`${url}/healthz`);
    if (health.status !== 200) problems.push(`variant-board-server: /healthz answered ${health.status}`);
    const png = await fetch(`${url}/image/dice.png?moves=66+e4&size=200`);
    const bytes = new Uint8Array(await png.arrayBuffer());
    const ok = png.status === 200 && png.headers.get('content-type') === 'image/png' && bytes[1] === 0x50 && new DataView(bytes.buffer).getUint32(16) === 200;
    if (!ok) problems.push(`variant-board-server: /image/dice.png answered ${png.status} ${png.headers.get('content-type')}`);
    const page = await fetch(`${url}/play/dagger`);
    const script = /src="([^"]+variant-board\.js)"/.exec(await page.text())?.[1];
    const bundle = script ? await fetch(url + script) : null;
    if (bundle?.status !== 200) problems.push(`variant-board-server: the /play page's script ${script} is not served (${bundle?.status})`);
    if (!problems.length) results.push(`npx variant-board-server: /healthz 200, a 200 px PNG of a dice game, /play/dagger with its bundle (${url})`);
  } catch (err) {
    problems.push(`variant-board-server: ${String(err.message).slice(0, 600)}`);
  } finally {
    // npx starts the command as a child of its own: stop the whole group this check started.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  return { problems, results };
}

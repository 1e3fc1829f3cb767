// The engine from plain Node: the main entry, a deeper module and the command line, run with
// every Node found (the one running this check and the system's, e.g. 20 and 22).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** Node binaries to try: this one and the system's, one per major version. */
export function nodeBinaries() {
  const seen = new Map();
  for (const bin of [process.execPath, '/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(bin)) continue;
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
    const major = Number(/^v(\d+)/.exec(version)?.[1]);
    if (major >= 20 && !seen.has(major)) seen.set(major, { bin, version });
  }
  return [...seen.values()];
}

export function checkNode(app) {
  const problems = [];
  const results = [];
  copyFileSync(new URL('./node-check.mjs', import.meta.url), join(app, 'node-check.mjs'));
  for (const { bin, version } of nodeBinaries()) {
    const env = { ...process.env, PATH: dirname(bin) + delimiter + process.env.PATH, NODE_OPTIONS: '' };
    try {
      const out = JSON.parse(execFileSync(bin, ['node-check.mjs'], { cwd: app, env, encoding: 'utf8' }).trim().split('\n').pop());
      if (out.perft3 !== 9365) problems.push(`node ${version}: perft(dart, 3) = ${out.perft3}, expected 9365`);
      if (out.ply !== 1 || out.solver !== 'function' || !out.svg) problems.push(`node ${version}: unexpected ${JSON.stringify(out)}`);
      results.push(`node ${version}: import { loadVariant, perft, GameSession } works, perft(dart, 3) = ${out.perft3}, renderBoardSvg draws`);
    } catch (err) {
      problems.push(`node ${version}: importing the packages failed: ${String(err.stderr || err.message).slice(0, 600)}`);
    }
    // The command line as npx runs it, with this Node first on PATH.
    try {
      const npx = join(dirname(bin), 'npx');
      const cmd = existsSync(npx) ? [npx, ['--no-install', 'variant-board', 'perft', 'dart', '3']] : [bin, [join(app, 'node_modules/.bin/variant-board'), 'perft', 'dart', '3']];
      const out = execFileSync(cmd[0], cmd[1], { cwd: app, env, encoding: 'utf8' }).trim().split('\n').pop();
      if (out !== '9365') problems.push(`node ${version}: npx variant-board perft dart 3 printed ${out}, expected 9365`);
      else results.push(`node ${version}: npx variant-board perft dart 3 -> ${out}`);
    } catch (err) {
      problems.push(`node ${version}: npx variant-board perft dart 3 failed: ${String(err.stderr || err.message).slice(0, 600)}`);
    }
  }
  return { problems, results };
}

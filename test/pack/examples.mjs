// Builds each app under examples/ inside the scratch install (its node_modules hold the
// tarballs), with the app's own build script.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const EXAMPLES = new URL('../../examples/', import.meta.url);

export function exampleNames() {
  return readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/package.json`, EXAMPLES)))
    .map((d) => d.name)
    .sort();
}

/** Dependencies of all examples, except the packages the check installs from tarballs. */
export function exampleDependencies() {
  const deps = {};
  for (const name of exampleNames()) {
    const pkg = JSON.parse(readFileSync(new URL(`${name}/package.json`, EXAMPLES), 'utf8'));
    for (const [dep, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (!dep.startsWith('@variant-board/')) deps[dep] = range;
    }
  }
  return deps;
}

/** Copies and builds every example, two at a time; returns each one's output folder. */
export async function buildExamples(app) {
  const problems = [];
  const results = [];
  const built = {};
  const queue = exampleNames();
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const dir = join(app, 'examples', name);
      rmSync(dir, { recursive: true, force: true });
      cpSync(new URL(`${name}/`, EXAMPLES), dir, { recursive: true, filter: (src) => !/[\\/](node_modules|dist|\.astro)$/.test(src) });
      const started = Date.now();
      try {
        // The scratch install's node_modules/.bin first on PATH, for vite and astro.
        await promisify(execFile)('npm', ['run', 'build', '--silent'], {
          cwd: dir,
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
          env: { ...process.env, PATH: `${join(app, 'node_modules', '.bin')}:${process.env.PATH}`, ASTRO_TELEMETRY_DISABLED: '1' },
        });
        built[name] = join(dir, 'dist');
        results.push(`example ${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (err) {
        problems.push(`example ${name}: the build failed:\n${(String(err.stdout || '') + String(err.stderr || '')).slice(-2000)}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return { problems, results, built: Object.fromEntries(Object.entries(built).sort()) };
}

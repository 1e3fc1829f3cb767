// TypeScript users of the installed tarballs: the element's and engine's types with the
// library checks on (skipLibCheck false), the React props, the generated framework typings,
// and the engine under NodeNext resolution.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

/** Runs the three compilations side by side. */
export async function checkTypes(app) {
  const problems = [];
  const results = [];
  const dir = join(app, 'consumer');
  cpSync(new URL('./consumer/', import.meta.url), dir, { recursive: true });
  const runs = [
    ['tsconfig.json', 'element, engine and React props (library .d.ts checked too)'],
    ['tsconfig.frameworks.json', 'Vue, Svelte and JSX typings from the manifest'],
    ['tsconfig.node.json', 'the engine under NodeNext resolution'],
  ].map(async ([config, what]) => {
    try {
      await promisify(execFile)(process.execPath, [tsc, '-p', config], { cwd: dir, encoding: 'utf8' });
      results.push(`types: ${what}`);
    } catch (err) {
      problems.push(`types (${config}, ${what}):\n${String(err.stdout || '') + String(err.stderr || '')}`.trim());
    }
  });
  await Promise.all(runs);
  return { problems, results };
}

// TypeScript users of the installed tarballs: the element's and engine's types with the
// library checks on (skipLibCheck false), the React props, the generated framework typings,
// and the engine under NodeNext resolution.
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

export function checkTypes(app) {
  const problems = [];
  const results = [];
  const dir = join(app, 'consumer');
  cpSync(new URL('./consumer/', import.meta.url), dir, { recursive: true });
  for (const [config, what] of [
    ['tsconfig.json', 'element, engine and React props (library .d.ts checked too)'],
    ['tsconfig.frameworks.json', 'Vue, Svelte and JSX typings from the manifest'],
    ['tsconfig.node.json', 'the engine under NodeNext resolution'],
  ]) {
    try {
      execFileSync(process.execPath, [tsc, '-p', config], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      results.push(`types: ${what}`);
    } catch (err) {
      problems.push(`types (${config}, ${what}):\n${String(err.stdout || '') + String(err.stderr || '')}`.trim());
    }
  }
  return { problems, results };
}

// Builds dist/: the engine's ES modules and their .d.ts files, one per source module, so that
// plain Node and any bundler can use the package without a TypeScript loader.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

rmSync(join(root, 'dist'), { recursive: true, force: true });
// tsc writes its output even when it reports type errors. `npm run typecheck` is the gate for
// those, so a half-finished change elsewhere does not stop the site's build; the packing check
// (STRICT_BUILD=1) fails on them.
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
} catch (err) {
  if (process.env.STRICT_BUILD === '1') throw err;
  console.warn('engine build: tsc reported type errors (above); dist/ was written anyway.');
}
console.log('packages/engine/dist written');

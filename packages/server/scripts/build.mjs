// Builds dist/: this package's modules as ES modules with .d.ts files. The sources import the
// engine and the element's static renderer from their sources (src/deps.ts), so that tests and
// the bench need no build; here those two imports become the published packages'.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDist } from '../../../scripts/dist-imports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const tmp = join(dist, '.tsc');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

rmSync(dist, { recursive: true, force: true });
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
} catch (err) {
  // tsc writes its output even when it reports type errors; the packing check (STRICT_BUILD=1) fails on them.
  if (process.env.STRICT_BUILD === '1') throw err;
  console.warn('server build: tsc reported type errors (above); dist/ was written anyway.');
}

/** Source path (as written in src/deps.ts) -> the package that publishes it. */
const PACKAGES = {
  '../../engine/src/index.js': '@variant-board/engine',
  '../../element/src/static.js': '@variant-board/element/static',
  '../../element/src/forum-snippets.js': '@variant-board/element/forum-snippets',
  '../../engine/src/post/index.js': '@variant-board/engine/post/index.js',
  '../../engine/src/post/verify.js': '@variant-board/engine/post/verify.js',
  '../../engine/src/post/replay.js': '@variant-board/engine/post/replay.js',
  '../../engine/src/post/bytes.js': '@variant-board/engine/post/bytes.js',
  '../../engine/src/post/link.js': '@variant-board/engine/post/link.js',
  '../../engine/src/post/shape.js': '@variant-board/engine/post/shape.js',
  '../../engine/src/post/transcript.js': '@variant-board/engine/post/transcript.js',
};
const count = writeDist(join(tmp, 'server', 'src'), dist, PACKAGES);
rmSync(tmp, { recursive: true, force: true });
console.log(`packages/server/dist: ${count} files (ES modules and .d.ts)`);

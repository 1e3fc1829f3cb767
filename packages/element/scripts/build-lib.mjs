// Builds dist/lib/: the element's modules one by one as ES modules with .d.ts files, for
// bundlers (Vite, webpack, Rollup...). Lit and the engine stay imports of their packages, so an
// app holds one copy of each; the engine's modules are imported as
// `@variant-board/engine/<path>.js`. Then writes dist/custom-elements.json, the manifest with
// module paths that point into dist/lib/, and the framework typings generated from it.
// Runs after build.mjs (which empties dist/ and writes the self-contained CDN bundle).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFrameworkTypes } from './framework-types.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const tmp = join(dist, '.tsc');
const lib = join(dist, 'lib');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

rmSync(tmp, { recursive: true, force: true });
rmSync(lib, { recursive: true, force: true });
// tsc writes its output even when it reports type errors. `npm run typecheck` is the gate for
// those, so a half-finished change elsewhere in the workspace does not stop the site's build;
// the packing check (STRICT_BUILD=1) fails on them.
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
} catch (err) {
  if (process.env.STRICT_BUILD === '1') throw err;
  console.warn('build-lib: tsc reported type errors (above); dist/lib was written anyway.');
}

/** `../../engine/src/core/types.js` (any depth) becomes `@variant-board/engine/core/types.js`. */
const ENGINE_PATH = /(['"])(?:\.\.\/)+engine\/src\/([^'"]+)\1/g;
/** Any other relative import that climbs out of the element's sources is a build mistake. */
const OUTSIDE = /(['"])((?:\.\.\/)+)[^'"]*\1/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const from = join(tmp, 'element', 'src');
let count = 0;
for (const file of files(from)) {
  if (!/\.(js|d\.ts)$/.test(file)) continue;
  const rel = relative(from, file);
  const depth = rel.split(/[\\/]/).length - 1;
  const text = readFileSync(file, 'utf8').replace(ENGINE_PATH, (_, q, path) => `${q}@variant-board/engine/${path}${q}`);
  for (const [, , ups] of text.matchAll(OUTSIDE)) {
    if (ups.length / 3 > depth) throw new Error(`${rel} imports a file outside the element's sources: ${ups}`);
  }
  const out = join(lib, rel);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  count++;
}
rmSync(tmp, { recursive: true, force: true });
console.log(`dist/lib: ${count} files (ES modules and .d.ts; lit and @variant-board/engine imported)`);

// The manifest users' tools read (`customElements` in package.json): the same as
// custom-elements.json, with each module's path pointing at its built file.
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const toLib = (path) => path.replace(/^(\.\/)?src\/(.*)\.ts$/, 'dist/lib/$2.js');
const shipped = JSON.parse(JSON.stringify(manifest), (key, value) => (key === 'path' || key === 'module') && typeof value === 'string' ? toLib(value) : value);
writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify(shipped, null, 2) + '\n');
console.log('dist/custom-elements.json written');

await writeFrameworkTypes(shipped, dist);

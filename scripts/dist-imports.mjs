// Shared by the builds of packages whose sources import other packages' sources (src/deps.ts, so that
// tests, the site and the benches need no build): tsc's output is copied into dist/ with those imports
// turned into the published packages' names.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Any other import that climbs out of a package's sources is a build mistake. */
const OUTSIDE = /(['"])(\.\.\/\.\.\/[^'"]*)\1/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes the `.js` and `.d.ts` files under `from` into `dist`, each import named in `packages`
 * (source path as written in src/deps.ts -> published package) rewritten. Returns the count.
 */
export function writeDist(from, dist, packages) {
  let count = 0;
  for (const file of files(from)) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    const rel = relative(from, file);
    let text = readFileSync(file, 'utf8');
    for (const [source, target] of Object.entries(packages)) text = text.split(`'${source}'`).join(`'${target}'`);
    for (const [, , path] of text.matchAll(OUTSIDE)) throw new Error(`${rel} imports ${path}, outside this package`);
    const out = join(dist, rel);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    count++;
  }
  return count;
}

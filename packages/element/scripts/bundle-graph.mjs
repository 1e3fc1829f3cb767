// Reading esbuild's metafile as a graph of output files, for the build's rewriting steps.
import { dirname, relative, sep } from 'node:path';

/** Every file `file` loads through static imports, directly or not (paths as in the metafile). */
export function staticClosure(outputs, file, seen = new Set()) {
  for (const i of outputs[file]?.imports ?? []) {
    if (i.kind !== 'import-statement' || seen.has(i.path)) continue;
    seen.add(i.path);
    staticClosure(outputs, i.path, seen);
  }
  return seen;
}

/** The specifier by which the file at `fromFile` imports `toFile` (`./x.js`, `../y.js`). */
export function importSpec(fromFile, toFile) {
  const r = relative(dirname(fromFile), toFile).split(sep).join('/');
  return r.startsWith('.') ? r : `./${r}`;
}

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

/** A static import of a file of the bundle (`import"./x.js"`, `import{a as b}from"../y.js"`), as esbuild and the merges write them. */
export const STATIC_IMPORT = /import\s*(?:\{([^}]*)\}\s*from\s*)?"(\.{1,2}\/[^"]+)";?/g;

/**
 * One import statement per file imported: the merges leave a part importing the core once per
 * chunk it held (`import{...}from"../variant-board.js"` beside `import"../variant-board.js"`,
 * several times). The first statement of each file takes all its names; the others go. A file
 * is evaluated once whatever its imports, so the order of first imports, which is kept, is all
 * that counts.
 */
export function coalesceImports(text) {
  const names = new Map();
  for (const [, list, spec] of text.matchAll(STATIC_IMPORT)) {
    const set = names.get(spec) ?? new Set();
    for (const n of (list ?? '').split(',').map((s) => s.trim()).filter(Boolean)) set.add(n);
    names.set(spec, set);
  }
  const written = new Set();
  return text.replace(STATIC_IMPORT, (_, list, spec) => {
    if (written.has(spec)) return '';
    written.add(spec);
    const set = names.get(spec);
    return set.size ? `import{${[...set].join(',')}}from"${spec}";` : `import"${spec}";`;
  });
}

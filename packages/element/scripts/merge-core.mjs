// The CDN bundle's entry as one file: esbuild puts the modules a board needs into shared chunks
// (the lesson, puzzle and tablebase entries and the lazy parts use them too), so the entry held
// only their imports and a page fetched it, then its chunks, then a board's lazy parts: three
// round trips. Here the entry's chunks are bundled into the entry itself, and every other file
// imports those modules from the entry instead of from the chunks: two round trips.
//
// Pages that load the entry with a query (`variant-board.js?ver=1`, as WordPress does) make the
// browser fetch it a second time under its plain name when a part imports it. Both copies would
// run the board's modules and each keep its own state (words set with setStrings, drawing parts),
// so the merged code runs once per page: the first copy leaves its exports on `globalThis` under
// a symbol of this version, and a second copy takes them from there (and says so in the console
// when it came from another address, not just with another query).
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { STATIC_IMPORT, importSpec as relSpec, staticClosure } from './bundle-graph.mjs';

const posix = (p) => p.split(sep).join('/');

/**
 * Merges the static imports of `entry` (a path as in the metafile, e.g. `dist/variant-board.js`)
 * into it, rewrites the other outputs to import from it, and updates the metafile to match.
 */
export async function mergeEntryChunks({ root, outputs, entry, globalKey, minify = true }) {
  const chunks = [...staticClosure(outputs, entry)];
  if (!chunks.length) return { merged: 0 };
  await mergeChunks({
    root, outputs, entry, chunks, minify,
    // The first copy's URL (without its query) is kept: a copy from elsewhere (a second script tag)
    // says in the console that it uses the first, as a second definition of the element would.
    write: (body, pairs) => {
      const core = `(()=>{${body};return{${pairs.map(([l, n]) => (l === n ? l : `${n}:${l}`)).join(',')}}})()`;
      const warning = `"<variant-board> is already defined on this page by "+$vb.url+"; the copy at "+$vbUrl+" uses it."`;
      return `const $vbKey=Symbol.for(${JSON.stringify(globalKey)}),$vbUrl=import.meta.url.replace(/[?#].*/,""),` +
        `$vb=globalThis[$vbKey]||(globalThis[$vbKey]={url:$vbUrl,core:${core}});` +
        `$vb.url!==$vbUrl&&console.warn(${warning});` +
        `export const{${pairs.map(([, n]) => n).join(',')}}=$vb.core;\n`;
    },
  });
  return { merged: chunks.length };
}

/**
 * Each game's rules as one file. esbuild splits a game's modules into chunks that its rules share
 * with the parts that load after them (the editor's setup hooks, solvers, the tablebase), so a
 * board of d4 d6 fetched three files for its rules and Six Stone two. Here each rules entry holds
 * its chunks, and those parts import them from it (they run once the rules are there, or load
 * them anyway). A chunk that another game's rules also reach stays a chunk of its own. The core
 * (`core`, which the rules import) stays outside.
 */
export async function mergeRulesChunks({ root, outputs, entries, core, minify = true }) {
  const reach = new Map(entries.map((e) => [e, staticClosure(outputs, e)]));
  let merged = 0;
  for (const entry of entries) {
    const chunks = [...reach.get(entry)].filter((c) => c !== core && entries.every((e) => e === entry || !reach.get(e).has(c)));
    if (!chunks.length) continue;
    await mergeChunks({ root, outputs, entry, chunks, minify, external: [core], write: exportList });
    merged += chunks.length;
  }
  return { merged };
}

/**
 * Each lazily loaded part in `parts` (outputs, in order) as one file with the chunks it imports
 * that are no entry of their own (not the core, the rules or another part). esbuild splits a part
 * into the chunks it shares with other parts, so a playable Dice Chess board fetched six files after
 * the core (its rules, the dice, the controls, their styles, the game, the engine's session) and a
 * board with arrows two for them. Here each part holds them, and the other parts that used a chunk
 * import it from the part that holds it: they load with boards that have that part anyway (the
 * editor, analysis and annotated records have their game; the tablebase draws features).
 */
export async function mergePartChunks({ root, outputs, parts, minify = true }) {
  let merged = 0;
  for (const entry of parts) {
    const chunks = [...staticClosure(outputs, entry)].filter((c) => !outputs[c].entryPoint);
    if (!chunks.length) continue;
    // What the part and its chunks import from outside them stays an import (the core, another part).
    const inside = new Set([entry, ...chunks]);
    const external = [...new Set([...inside].flatMap((f) => outputs[f].imports.filter((i) => i.kind === 'import-statement' && !inside.has(i.path)).map((i) => i.path)))];
    await mergeChunks({ root, outputs, entry, chunks, minify, external, write: exportList });
    merged += chunks.length;
  }
  return { merged };
}

/** A merged part's text: its body and one export list. */
function exportList(body, pairs) {
  return `${body};export{${pairs.map(([l, n]) => (l === n ? l : `${l} as ${n}`)).join(',')}};\n`;
}

/**
 * Bundles `chunks` into `entry` (their exports renamed `$<k><name>` there), keeping dynamic imports
 * and the files in `external` as imports; `write` makes the entry's text from the bundle's body
 * and its export pairs. The other outputs then import from the entry, and the metafile follows.
 */
async function mergeChunks({ root, outputs, entry, chunks, external = [], minify, write }) {
  const abs = (f) => join(root, f);

  // Each chunk's exports get names of their own in the entry: `$<chunk><name>`.
  const renamed = new Map(chunks.map((c, k) => [c, new Map(outputs[c].exports.map((e) => [e, `$${k.toString(36)}${e}`]))]));
  const temp = join(dirname(abs(entry)), '__merge-entry.js');
  writeFileSync(temp, [
    `export * from ${JSON.stringify(relSpec(temp, abs(entry)))};`,
    ...chunks.map((c) => `export {${[...renamed.get(c)].map(([e, n]) => `${e} as ${n}`).join(',')}} from ${JSON.stringify(relSpec(temp, abs(c)))};`),
  ].join('\n'));

  // Dynamic imports (the lazy parts) stay imports, with their paths seen from the entry.
  const lazy = new Set();
  const keepDynamic = {
    name: 'keep-dynamic-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        const target = join(args.resolveDir, args.path);
        if (args.kind === 'import-statement' && external.includes(posix(relative(root, target)))) {
          return { path: relSpec(abs(entry), target), external: true };
        }
        if (args.kind !== 'dynamic-import') return undefined;
        lazy.add(posix(relative(root, target)));
        return { path: relSpec(abs(entry), target), external: true };
      });
    },
  };
  let result;
  try {
    result = await build({
      entryPoints: [temp], bundle: true, write: false, format: 'esm', minify, target: 'es2021',
      platform: 'browser', charset: 'utf8', legalComments: 'none', logLevel: 'warning', plugins: [keepDynamic],
    });
  } finally {
    rmSync(temp, { force: true });
  }
  const text = result.outputFiles[0].text.trim();
  const tail = /export\s*\{([^}]*)\}\s*;?$/.exec(text);
  if (!tail) throw new Error(`merge-core: no export list at the end of the merged ${entry}`);
  const pairs = tail[1].split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const [local, name = local] = s.split(/\s+as\s+/);
    return [local, name];
  });
  const body = text.slice(0, tail.index);
  writeFileSync(abs(entry), write(body, pairs));

  // Every other file imports the entry instead of the chunks.
  const chunkSet = new Set(chunks);
  for (const [file, info] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || file === entry || chunkSet.has(file)) continue;
    if (!info.imports.some((i) => chunkSet.has(i.path))) continue;
    const spec = relSpec(abs(file), abs(entry));
    let src = readFileSync(abs(file), 'utf8');
    src = src.replace(STATIC_IMPORT, (all, names, path) => {
      const target = posix(relative(root, join(dirname(abs(file)), path)));
      if (!chunkSet.has(target)) return all;
      if (names === undefined) return `import"${spec}";`;
      const map = renamed.get(target);
      const list = names.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
        const [name, local = name] = s.split(/\s+as\s+/);
        if (!map.has(name)) throw new Error(`merge-core: ${file} imports ${name}, which ${target} does not export`);
        return `${map.get(name)} as ${local}`;
      });
      return `import{${list.join(',')}}from"${spec}";`;
    });
    writeFileSync(abs(file), src);
    const seen = new Set();
    info.imports = info.imports
      .map((i) => (chunkSet.has(i.path) ? { ...i, path: entry } : i))
      .filter((i) => {
        const k = `${i.kind} ${i.path}`;
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
  }

  // Nothing may still name a merged chunk (an import form the rewrite above does not know, say).
  for (const file of Object.keys(outputs)) {
    if (!file.endsWith('.js') || chunkSet.has(file)) continue;
    const text = readFileSync(abs(file), 'utf8');
    const left = chunks.find((c) => text.includes(`/${c.split('/').pop()}"`));
    if (left) throw new Error(`merge-core: ${file} still refers to ${left} after the rewrite`);
  }

  // The metafile: the entry holds the chunks' inputs and loads the lazy parts; the chunks are gone.
  const info = outputs[entry];
  for (const c of chunks) Object.assign(info.inputs, outputs[c].inputs);
  info.imports = [
    // The files left outside that the merged code imports (the core, for a game's rules).
    ...external.filter((path) => [entry, ...chunks].some((f) => outputs[f].imports.some((i) => i.path === path && i.kind === 'import-statement'))).map((path) => ({ path, kind: 'import-statement' })),
    ...[...lazy].map((path) => ({ path, kind: 'dynamic-import' })),
  ];
  info.exports = pairs.map(([, name]) => name);
  info.bytes = readFileSync(abs(entry)).length;
  for (const c of chunks) {
    rmSync(abs(c));
    rmSync(abs(`${c}.map`), { force: true });
    delete outputs[c];
  }
}

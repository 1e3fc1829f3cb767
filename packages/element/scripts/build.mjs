// Builds dist/variant-board.js (ESM, Lit included, minified) with one lazily loaded chunk per
// game, then the Custom Elements Manifest (custom-elements.json).
import { build, transform } from 'esbuild';
import { minify } from 'terser';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { mergeEntryChunks, mergePartChunks, mergeRulesChunks } from './merge-core.mjs';
import { coalesceImports, importSpec, staticClosure } from './bundle-graph.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** Until the computer player lands, its import resolves to a module that says so. */
const aiFallback = {
  name: 'ai-client-fallback',
  setup(b) {
    b.onResolve({ filter: /\/ai\/client\.js$/ }, (args) => {
      const real = join(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      return existsSync(real) ? { path: real } : { path: 'ai-client-missing', namespace: 'vb-fallback' };
    });
    b.onLoad({ filter: /.*/, namespace: 'vb-fallback' }, () => ({
      contents: `const no = () => Promise.reject(new Error('The computer player is not available.'));
        export const requestMove = no; export const requestHint = no;`,
      loader: 'js',
    }));
  },
};

/** Lit's css`` blocks are plain strings to esbuild: squeeze their whitespace and comments. */
const minifyCss = {
  name: 'minify-css-templates',
  setup(b) {
    b.onLoad({ filter: /src[\\/]((ui-)?styles|draw[\\/](dice|features))\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      const contents = text.replace(/css`([^`]*)`/g, (_, body) => 'css`' + body
        .replace(/\/\*[^]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/\s+!important/g, '!important')
        .replace(/;}/g, '}')
        .replace(/(^|[^\w.-])0\.(\d)/g, '$1.$2') // 0.35em -> .35em
        .trim() + '`');
      return { contents, loader: 'ts' };
    });
  },
};

/** `VB_READABLE_BUILD=1`: names kept (no minifying, no short private names), for CPU profiles (bench/element-timeline.ts). */
const readable = process.env.VB_READABLE_BUILD === '1';

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const result = await build({
  absWorkingDir: root,
  // The lesson element is a second entry: it shares Lit and the board with variant-board.js.
  entryPoints: { 'variant-board': 'src/index.ts', 'variant-lesson': 'src/lesson/index.ts', 'variant-puzzle': 'src/puzzle/index.ts', 'tablebase/d4d6-tablebase': 'src/tablebase/index.ts', 'analysis/panel': 'src/analysis/panel.ts' },
  outdir: dist,
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: !readable,
  target: 'es2021',
  platform: 'browser',
  conditions: ['browser', 'production'],
  chunkNames: 'chunks/[name]-[hash]',
  charset: 'utf8', // module scripts are always read as UTF-8
  legalComments: 'none',
  // Private members (`_name`) get short names; Lit's own internals (`_$...`, `__...`) are left alone.
  ...(readable ? {} : { mangleProps: /^_[a-z][A-Za-z]*$/ }),
  metafile: true,
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false, verbatimModuleSyntax: true } },
  plugins: [aiFallback, minifyCss],
  logLevel: 'warning',
});

// Modules that only re-export (the element's engine barrels, lit/html.js) become empty chunks:
// each would cost a request and do nothing. Their imports are dropped and the files removed.
{
  const outs = result.metafile.outputs;
  const empty = Object.keys(outs).filter((f) => f.endsWith('.js') && readFileSync(join(root, f), 'utf8').trim() === '');
  for (const [file, info] of Object.entries(outs)) {
    if (!file.endsWith('.js') || empty.includes(file)) continue;
    let text = readFileSync(join(root, file), 'utf8');
    const before = text;
    for (const e of empty) {
      const spec = importSpec(join(root, file), join(root, e));
      text = text.replace(new RegExp(`import\\s*"${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}";\\n?`, 'g'), '');
    }
    if (text !== before) writeFileSync(join(root, file), text);
    info.imports = info.imports.filter((i) => !empty.includes(i.path));
  }
  for (const e of empty) {
    rmSync(join(root, e));
    delete outs[e];
  }
}
// The entry and the modules every board needs as one file (scripts/merge-core.mjs): a page then
// fetches it and the parts its boards need, two round trips instead of three.
{
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { merged } = await mergeEntryChunks({ root, outputs: result.metafile.outputs, entry: 'dist/variant-board.js', globalKey: `@variant-board/element@${version}`, minify: !readable });
  console.log(`variant-board.js holds the ${merged} chunks it imported`);
  // Each game's rules as one file too (scripts/merge-core.mjs): fewer files in a page's second wave.
  const entries = Object.keys(result.metafile.outputs).filter((f) => /variants[\\/]\w+[\\/]index\.ts$/.test(result.metafile.outputs[f].entryPoint ?? ''));
  const rules = await mergeRulesChunks({ root, outputs: result.metafile.outputs, entries, core: 'dist/variant-board.js', minify: !readable });
  console.log(`the ${entries.length} games' rules hold the ${rules.merged} chunks they imported`);
  // The lazy parts a board fetches beside its rules as one file each too: the game (its history, the engine's
  // session), then the controls (which import the game), the record reader, the drawing parts beyond squares, the arrows.
  const outs = result.metafile.outputs;
  const part = (source) => Object.keys(outs).find((f) => outs[f].entryPoint === source);
  const parts = ['src/game.ts', 'src/ui.ts', 'src/records.ts', 'src/draw/features.ts', 'src/draw/arrows.ts'].map((source) => {
    const file = part(source);
    if (!file) throw new Error(`build: no part for ${source}`);
    return file;
  });
  const held = await mergePartChunks({ root, outputs: outs, parts, minify: !readable });
  console.log(`the game, the controls, the record reader, the drawing parts and the arrows hold the ${held.merged} chunks they imported`);
  // Each file then imports each other file once (bundle-graph.mjs).
  for (const f of Object.keys(outs).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(root, f), 'utf8'), once = coalesceImports(text);
    if (once !== text) writeFileSync(join(root, f), once);
  }
}
writeFileSync(join(dist, 'meta.json'), JSON.stringify(result.metafile));

// A lazily loaded part (a game's rules, the controls...) imports chunks of its own, which the
// browser would only discover once the part has arrived: a chain of round trips. Each dynamic
// import is rewritten to start the part's whole static graph at once (what bundlers'
// modulepreload does), leaving out what the importing file has loaded already.
{
  const outs = result.metafile.outputs;
  const closure = (file) => staticClosure(outs, file);
  const rel = (from, to) => importSpec(join(root, from), join(root, to));
  let rewritten = 0;
  for (const [file, info] of Object.entries(outs)) {
    if (!file.endsWith('.js')) continue;
    const loaded = closure(file).add(file);
    let text = readFileSync(join(root, file), 'utf8');
    const before = text;
    const rewrittenTargets = new Set();
    for (const imp of info.imports) {
      if (imp.kind !== 'dynamic-import' || !outs[imp.path]) continue;
      // A file that imports the same part from two places lists it twice: rewrite its calls once.
      if (rewrittenTargets.has(imp.path)) continue;
      rewrittenTargets.add(imp.path);
      const deps = [...closure(imp.path)].filter((d) => !loaded.has(d));
      const call = `import("${rel(file, imp.path)}")`;
      if (!deps.length || !text.includes(call)) continue;
      text = text.split(call).join(`Promise.all([${[imp.path, ...deps].map((d) => `import("${rel(file, d)}")`).join(',')}]).then(m=>m[0])`);
    }
    if (text !== before) {
      writeFileSync(join(root, file), text);
      rewritten++;
    }
  }
  console.log(`lazy parts load in one round trip (dynamic imports rewritten in ${rewritten} files)`);
}
// Then each finished file gets two last touches, in one read and write:
// - a pass of terser: its mangler names each file's locals by how often they occur, which gzip
//   rewards (esbuild names them per scope), and it sees the files as merged above. Core 15 352 ->
//   15 046 B gz, the game's file 6 312 -> 6 185, the controls' 7 198 -> 7 108.
// - a first line that Chromium (136 and later) reads as "compile every function of this file while
//   it streams in", on a background thread, instead of on the main thread at each function's first
//   call. A page runs most of the element's files as its boards load (the core, the game, the
//   controls, Lit). Main-thread compiling, traced on the peers bench's pages: 20 playable Dice Chess
//   boards 50 -> 21 ms, 100 playable boards of the five games 87 -> 42 ms. Not the engine's files (a
//   game's rules, its setup hooks and solvers: only their inputs are the engine's variants): they
//   hold much a page never runs (the computer's search and evaluation, perft), and a rules chunk
//   keeps its bytes. Other browsers read a comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
for (const [file, info] of Object.entries(result.metafile.outputs)) {
  if (!file.endsWith('.js')) continue;
  const path = join(root, file);
  let code = readFileSync(path, 'utf8');
  if (!readable) ({ code } = await minify(code, { module: true, ecma: 2021, compress: { passes: 2 } }));
  const rulesOnly = Object.keys(info.inputs).every((input) => input.includes('engine/src/variants/'));
  writeFileSync(path, rulesOnly ? code : COMPILE_HINT + code);
}
// Room for boards while their script loads, for pages to link: the rules the lesson and the puzzle adopt too (src/reserve-rules.ts).
{
  const { code } = await transform(readFileSync(join(root, 'src', 'reserve-rules.ts'), 'utf8'), { loader: 'ts', format: 'esm' });
  const { RESERVE_HEADER, RESERVE_RULES } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  writeFileSync(join(dist, 'reserve.css'), `${RESERVE_HEADER}\n${RESERVE_RULES}\n`);
}
// The puzzle files mined by `npm run puzzles`, read by <variant-puzzle> from puzzles/ beside its script.
if (existsSync(join(root, 'puzzles'))) cpSync(join(root, 'puzzles'), join(dist, 'puzzles'), { recursive: true });

// Web Workers, each built beside the module that starts it with
// `new URL('./worker.js', import.meta.url)`: the computer player's client is a chunk in
// dist/chunks/, analysis mode's is analysis/panel.js.
const workers = {
  'chunks/worker': ['src/ai/worker.ts', 'computer player'],
  'analysis/worker': ['src/analysis/worker.ts', 'analysis mode'],
  // Built alone, not as an entry of the bundle: it would share chunks with the page's modules,
  // and those now live in variant-board.js, which defines an element (no DOM in a Worker).
  'tablebase/worker': ['src/tablebase/worker.ts', 'd4d6 tablebase'],
};
for (const [out, [source, what]] of Object.entries(workers)) {
  await build({
    absWorkingDir: root,
    entryPoints: { [out]: source },
    outdir: dist,
    bundle: true,
    format: 'esm',
    splitting: false,
    minify: true,
    target: 'es2021',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  });
  console.log(`${out}.js (${what}, Web Worker)`);
}

const outputs = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js'));
for (const [file, info] of outputs) {
  const name = file.replace(/^.*dist\//, '');
  console.log(`${name.padEnd(40)} ${(info.bytes / 1024).toFixed(1).padStart(7)} kB${info.entryPoint ? `  <- ${info.entryPoint}` : ''}`);
}

// Custom Elements Manifest, from the JSDoc on the class.
const cem = join(root, '..', '..', 'node_modules', '@custom-elements-manifest', 'analyzer', 'cem.js');
execFileSync(process.execPath, [cem, 'analyze', '--globs', 'src/variant-board.ts', 'src/lesson/variant-lesson.ts', 'src/puzzle/variant-puzzle.ts', '--litelement', '--outdir', '.'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The analyzer also reports the private event helper's variable and internal properties.
const manifestPath = join(root, 'custom-elements.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
for (const mod of manifest.modules ?? []) {
  for (const decl of mod.declarations ?? []) {
    if (decl.events) decl.events = decl.events.filter((e) => e.name && e.name !== 'type');
    if (decl.attributes) decl.attributes = decl.attributes.filter((a) => !a.name.startsWith('_'));
    if (decl.members) decl.members = decl.members.filter((m) => m.privacy !== 'private' && !m.name.startsWith('_'));
  }
}
writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
console.log('custom-elements.json written');

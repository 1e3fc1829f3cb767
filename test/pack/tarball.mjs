// Checks on an unpacked npm tarball: what a user installs. Each check returns a list of
// problems (empty when all is well), so the packing check can report them all at once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Bare module specifiers a file imports (static, dynamic and side-effect imports, export from). */
export function bareImports(text) {
  const found = new Set();
  const patterns = [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, /\bimport\s*["']([^"']+)["']/g];
  for (const re of patterns) {
    for (const [, spec] of text.matchAll(re)) {
      // A module name (minified code has look-alikes in strings, so insist on the shape).
      if (/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.@-]+)*$/i.test(spec) && !/^[a-z]+:/.test(spec)) found.add(spec);
    }
  }
  return [...found];
}

const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** Every string target of an `exports` value, with the condition path that leads to it. */
function targets(value, path = []) {
  if (typeof value === 'string') return [{ path, target: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => targets(v, [...path, k]));
  return [];
}

/** Problems with the package in `dir` (an unpacked tarball). */
export function checkPackage(dir) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const files = listFiles(dir);
  const has = (p) => files.includes(p.replace(/^\.\//, ''));
  const say = (text) => problems.push(`${pkg.name}: ${text}`);

  for (const field of ['description', 'license', 'repository', 'homepage', 'bugs', 'engines', 'files']) {
    if (!pkg[field]) say(`package.json has no "${field}"`);
  }
  if (!Array.isArray(pkg.keywords) || pkg.keywords.length === 0) say('package.json has no keywords');
  if (!('sideEffects' in pkg)) say('package.json does not say "sideEffects"');
  // A module that does something on import (registers a drawing part, defines an element) and is
  // imported for that alone must be listed, or bundlers drop the import: a build then draws without it.
  if (Array.isArray(pkg.sideEffects)) {
    const listed = pkg.sideEffects.map((g) => new RegExp(`^${g.replace(/^\.\//, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`));
    // A call at the top level of a readable module (tsc's output keeps one statement a line).
    const acts = (text) => /^(?!import\b|export\b|const\b|let\b|var\b|function\b|async\b|class\b)[\w$.]+\s*\(/m.test(text);
    for (const file of files.filter((f) => f.startsWith('dist/lib/') && f.endsWith('.js'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/^import\s*["'](\.{1,2}\/[^"']+)["']/gm)) {
        const target = relative(dir, join(dir, dirname(file), m[1])).split('\\').join('/');
        if (has(target) && acts(readFileSync(join(dir, target), 'utf8')) && !listed.some((r) => r.test(target))) {
          say(`${file} imports ${target} for what it does on import, but "sideEffects" does not list it`);
        }
      }
    }
  }
  if (pkg.engines?.node && !/>=\s*20/.test(pkg.engines.node)) say(`engines.node is "${pkg.engines.node}", expected >=20`);
  for (const doc of ['README.md', 'LICENSE', 'CHANGELOG.md']) if (!has(doc)) say(`the tarball has no ${doc}`);
  if (has('CHANGELOG.md')) {
    const first = /^##\s+(\S+)/m.exec(readFileSync(join(dir, 'CHANGELOG.md'), 'utf8'))?.[1];
    if (first !== pkg.version) say(`CHANGELOG.md starts with ${first ?? 'no version'}, package.json says ${pkg.version}`);
  }

  // What users must not get: tests, build scripts, TypeScript sources, configs.
  const stray = files.filter((f) => /(^|\/)test\/|\.test\.|^scripts\/|tsconfig|^src\/.*\.ts$|(^|\/)\.tsc\/|meta\.json$/.test(f));
  if (stray.length) say(`the tarball holds files users do not need: ${stray.slice(0, 5).join(', ')}${stray.length > 5 ? ' ...' : ''}`);

  // Entry points: every target exists; none is a TypeScript source; `types` comes first.
  for (const field of ['main', 'module', 'types', 'unpkg', 'jsdelivr', 'customElements']) {
    if (pkg[field] && !has(pkg[field])) say(`"${field}" points at ${pkg[field]}, which is not in the tarball`);
  }
  for (const [entry, value] of Object.entries(pkg.exports ?? {})) {
    for (const { path, target } of targets(value)) {
      if (/\.ts$/.test(target) && !/\.d\.ts$/.test(target)) say(`exports["${entry}"] resolves to a TypeScript source: ${target}`);
      if (target.includes('*')) {
        const [before] = target.split('*');
        if (!files.some((f) => `./${f}`.startsWith(before))) say(`exports["${entry}"] (${path.join('.') || 'default'}) matches nothing: ${target}`);
      } else if (!has(target)) {
        say(`exports["${entry}"] (${path.join('.') || 'default'}) points at ${target}, which is not in the tarball`);
      }
    }
    if (value && typeof value === 'object' && 'types' in value && Object.keys(value)[0] !== 'types') {
      say(`exports["${entry}"]: the "types" condition must come first`);
    }
  }
  for (const bin of Object.values(typeof pkg.bin === 'string' ? { [pkg.name]: pkg.bin } : pkg.bin ?? {})) {
    if (!has(bin)) say(`bin ${bin} is not in the tarball`);
  }

  // Every package the built code imports is declared.
  const declaredNames = [pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  // Types of a package may come from its @types/ package.
  const declared = new Set([...declaredNames, ...declaredNames.filter((n) => n.startsWith('@types/')).map((n) => n.slice(7).replace(/^(.*)__(.*)$/, '@$1/$2'))]);
  const builtins = /^node:/;
  // dist/types/ holds typings for frameworks (Vue, Svelte, Solid...): they import the
  // framework the user has, so they are not checked here.
  for (const f of files.filter((f) => /\.(m?js|d\.ts)$/.test(f) && !f.startsWith('bin/') && !f.startsWith('dist/types/'))) {
    for (const spec of bareImports(readFileSync(join(dir, f), 'utf8'))) {
      if (!builtins.test(spec) && !declared.has(packageOf(spec))) say(`${f} imports "${spec}", which is not a dependency`);
    }
  }

  return { pkg, files, problems };
}

/**
 * The element's extra promises: the self-contained bundle for CDNs (no bare imports anywhere
 * in it), the shipped manifest, and a tag-name map entry for every element it defines.
 */
export function checkElementPackage(dir, files) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const say = (text) => problems.push(`${pkg.name}: ${text}`);
  if (!files.includes('dist/variant-board.js')) say('no dist/variant-board.js (the CDN bundle)');
  // The room boards keep while their script loads, for pages to link (by CDN address or package export).
  if (!files.includes('dist/reserve.css') || pkg.exports?.['./reserve.css'] !== './dist/reserve.css') say('no dist/reserve.css exported as ./reserve.css');
  const cdnFiles = files.filter((f) => /^dist\/(?!lib\/|types\/)[^]*\.js$/.test(f));
  for (const f of cdnFiles) {
    const imports = bareImports(readFileSync(join(dir, f), 'utf8'));
    if (imports.length) say(`${f} (CDN bundle) imports packages by name: ${imports.join(', ')}`);
    // One statement per file imported (scripts/bundle-graph.mjs coalesces what the merges leave).
    const twice = staticImports(dir, f).filter((t, i, all) => all.indexOf(t) !== i);
    if (twice.length) say(`${f} (CDN bundle) imports ${[...new Set(twice)].join(', ')} in more than one statement`);
  }
  for (const text of lazyChains(dir, cdnFiles)) say(text);
  for (const f of playableFiles(dir, cdnFiles)) {
    // The element's modules ask Chromium to compile them while they stream in (scripts/build.mjs);
    // the comment works only as the file's first line.
    if (!readFileSync(join(dir, f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')) say(`${f} (CDN bundle) does not start with the compile hint`);
  }
  for (const text of sizeBudgets(dir, cdnFiles)) say(text);
  const manifestPath = pkg.customElements?.replace(/^\.\//, '');
  if (!manifestPath || !existsSync(join(dir, manifestPath))) {
    say('customElements does not point at a manifest in the tarball');
    return { problems, cdnFiles };
  }
  const manifest = JSON.parse(readFileSync(join(dir, manifestPath), 'utf8'));
  const declarationText = files.filter((f) => f.endsWith('.d.ts')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  const tags = [];
  for (const mod of manifest.modules ?? []) {
    if (!files.includes(mod.path)) say(`the manifest's module ${mod.path} is not in the tarball`);
    for (const decl of mod.declarations ?? []) if (decl.tagName) tags.push(decl.tagName);
  }
  // Elements defined in the sources, not only those the manifest describes.
  for (const f of files.filter((f) => f.startsWith('dist/lib/') && f.endsWith('.js'))) {
    for (const [, tag] of readFileSync(join(dir, f), 'utf8').matchAll(/defineElement\(\s*['"]([a-z0-9-]+)['"]/g)) tags.push(tag);
  }
  for (const tag of new Set(tags)) {
    if (!new RegExp(`interface HTMLElementTagNameMap\\s*{[^}]*['"]${tag}['"]\\s*:`).test(declarationText)) {
      say(`no HTMLElementTagNameMap entry for <${tag}> in the .d.ts files`);
    }
  }
  return { problems, cdnFiles, tags: [...new Set(tags)] };
}

/** A resolved file's path from a relative import in `from`. */
const resolveFrom = (from, spec) => join(dirname(from), spec).split('\\').join('/');

/** The files a CDN file imports statically (relative specifiers), resolved. */
function staticImports(dir, f) {
  return [...readFileSync(join(dir, f), 'utf8').matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => resolveFrom(f, m[1]));
}

/**
 * Bytes (gzip -9, each file on its own) of the CDN bundle. Since issue 40 they are guards, not a race: the core
 * (what a diagram of a chess position loads) stays under 19 kB; for each game, a read-only diagram (the core, its
 * rules and the drawing parts it loads with them) under 32 kB and a playable board (that, the controls and the game)
 * under 44 kB, the latter before its rules in three files; no game's rules (its file, with what it imports beside the
 * core) grow past their size when the budget was set. Sizes are exact, unlike speed, so they are checked here rather
 * than in a bench (`npm run bench -- element` prints them all). Raise a budget only for a reason the changelog gives.
 */
export const SIZE_BUDGETS = {
  // 0.3.0: the board extends Lit's ReactiveElement and its parts are objects: core 17 747 B, playable (before rules)
  // 31 776 B; diagrams 24 321 (Six Stone) to 30 523 (d4 d6), playable boards 38 350 to 44 552 (d4 d6).
  core: 19 * 1024,
  diagram: 32 * 1024,
  // Issues 46-47 (drawable, shapes, animation, theme and status: the attributes and the hooks that load their parts
  // in the core, +345 B gz) took the playable d4 d6 board to 44.19 kB, and the guard to 44.5 kB for a while; with
  // the reject explanations and the sharing buttons' work moved to files loaded on use it is 43.97 kB: 44 kB again.
  playable: { files: 3, bytes: 44 * 1024 },
  // Six Stone's 3 706 became 3 769 with the quick solver's hook, Dice Chess's 10 632 became 10 743 with the
  // evaluation's mobility term (issue 42): guards, not goals.
  rules: { dart: 7484, dice: 10900, sixstone: 3800, dagger: 9070, d4d6: 9087 },
};

/** What each game's board loads beside the core: its rules, and the drawing parts its rules come with (loading.ts). */
const DRAWING_PARTS = { dart: ['features'], dice: ['dice'], sixstone: ['features'], dagger: ['features'], d4d6: ['features', 'dice'] };

export function sizeBudgets(dir, cdnFiles, budgets = SIZE_BUDGETS) {
  const problems = [];
  const closure = (start, skip) => staticClosure(dir, cdnFiles, [start], skip);
  const gz = (files) => gzipSync(Buffer.concat([...files].map((f) => readFileSync(join(dir, f)))), { level: 9 }).length;
  const sum = (files) => [...files].reduce((n, f) => n + gz([f]), 0);
  const kB = (n) => `${(n / 1024).toFixed(2)} kB`;
  const core = closure('dist/variant-board.js');
  const coreGz = gz(core);
  if (coreGz >= budgets.core) problems.push(`the core (${[...core].join(', ')}) is ${kB(coreGz)} gz, over its budget of ${kB(budgets.core)}`);
  const playable = playableFiles(dir, cdnFiles);
  if (playable.size > budgets.playable.files) problems.push(`a playable board loads ${playable.size} files before its rules (${[...playable].join(', ')}), over its budget of ${budgets.playable.files}`);
  // A chunk by its name and what it exports: a game's rules export `variant`; draw/dice.ts, of the same name, `dieShape`.
  const exporting = (name, what) => cdnFiles.find((f) => new RegExp(`^dist/chunks/${name}-\\w+\\.js$`).test(f) && new RegExp(`export\\s*\\{[^}]*\\bas ${what}\\b`).test(readFileSync(join(dir, f), 'utf8')));
  const drawing = (name) => exporting(name, name === 'dice' ? 'dieShape' : 'featureStyles');
  for (const [game, budget] of Object.entries(budgets.rules)) {
    const chunk = exporting(game, 'variant');
    if (!chunk) {
      problems.push(`no rules chunk for ${game}`);
      continue;
    }
    const size = sum(closure(chunk, core));
    if (size > budget) problems.push(`the ${game} rules chunk is ${size} B gz with its imports, over its budget of ${budget} B`);
    const parts = DRAWING_PARTS[game].map((p) => drawing(p)).filter(Boolean);
    const diagram = staticClosure(dir, cdnFiles, ['dist/variant-board.js', chunk, ...parts]);
    if (sum(diagram) > budgets.diagram) problems.push(`a ${game} diagram loads ${kB(sum(diagram))} gz (${[...diagram].join(', ')}), over its budget of ${kB(budgets.diagram)}`);
    const board = staticClosure(dir, cdnFiles, [...diagram, ...playable]);
    if (sum(board) > budgets.playable.bytes) problems.push(`a playable ${game} board loads ${kB(sum(board))} gz (${[...board].join(', ')}), over its budget of ${kB(budgets.playable.bytes)}`);
  }
  return problems;
}

/** The CDN files that `starts` load with their static imports, leaving out those in `skip`. */
function staticClosure(dir, cdnFiles, starts, skip = new Set()) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f) || skip.has(f) || !cdnFiles.includes(f)) return;
    seen.add(f);
    for (const d of staticImports(dir, f)) visit(d);
  };
  for (const f of starts) visit(f);
  return seen;
}

/** What a playable board loads before its rules: the entry and the controls (with its game), with their static imports. */
function playableFiles(dir, cdnFiles) {
  return staticClosure(dir, cdnFiles, ['dist/variant-board.js', ...cdnFiles.filter((f) => /^dist\/chunks\/ui-\w+\.js$/.test(f))]);
}

/**
 * Lazily loaded parts of the CDN bundle that would arrive in a chain: a file imports a part with
 * `import()` alone while the part statically imports chunks the file has not loaded, so the
 * browser finds them only after the part has arrived. The build starts them together
 * (`Promise.all([import(part), import(dep)...])`).
 */
export function lazyChains(dir, cdnFiles) {
  const problems = [];
  const text = (f) => readFileSync(join(dir, f), 'utf8');
  const staticOf = (f) => staticImports(dir, f);
  for (const f of cdnFiles) {
    const t = text(f);
    const own = new Set([f, ...staticOf(f)]);
    // Dynamic imports that start alone (not the first of a Promise.all list).
    for (const m of t.matchAll(/(Promise\.all\(\[)?import\(["'](\.{1,2}\/[^"']+)["']\)/g)) {
      if (m[1]) continue;
      const target = resolveFrom(f, m[2]);
      if (!cdnFiles.includes(target)) continue;
      // Preceded by another import( in the same list: part of a group.
      const before = t.slice(Math.max(0, m.index - 200), m.index);
      if (/Promise\.all\(\[(?:import\(["'][^"']+["']\),)*$/.test(before)) continue;
      const missing = staticOf(target).filter((d) => !own.has(d));
      if (missing.length) problems.push(`${f} loads ${target} with import() alone; its imports ${missing.join(', ')} would follow in a second round trip`);
    }
  }
  return problems;
}

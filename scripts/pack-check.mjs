#!/usr/bin/env node
// npm run pack:check: the packages as users get them. Builds and packs every public package
// under packages/, installs the tarballs (with the examples' dependencies) into a scratch folder
// with a fresh npm install, and checks there: tarball contents, plain Node imports and the
// command line, TypeScript users, the CDN bundle from another origin under a strict CSP, and
// the example apps (built, then driven in Chromium). Prints every problem; exits 1 if any.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkElementPackage, checkPackage } from '../test/pack/tarball.mjs';
import { checkNode } from '../test/pack/node.mjs';
import { checkServer } from '../test/pack/server.mjs';
import { checkTypes } from '../test/pack/types.mjs';
import { buildExamples, exampleDependencies } from '../test/pack/examples.mjs';
import { checkCdn, checkExamples, launch } from '../test/pack/browser.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SCRATCH = join(ROOT, '.tmp', 'pack-check');
const started = Date.now();
const problems = [];
const step = (text) => console.log(`\n[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const record = ({ problems: p = [], results = [] }) => {
  for (const r of results) console.log(`  ok  ${r}`);
  for (const x of p) console.log(`  FAIL ${x}`);
  problems.push(...p);
};
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...opts });

/**
 * Moves the last run's scratch folder aside and deletes it in a detached process: its
 * node_modules holds tens of thousands of files, and this check need not wait for them.
 */
function clearScratch() {
  if (!existsSync(SCRATCH)) return;
  const trash = `${SCRATCH}.old-${process.pid}-${Date.now()}`;
  renameSync(SCRATCH, trash);
  spawn('rm', ['-rf', trash], { detached: true, stdio: 'ignore' }).unref();
}

/** Public packages under packages/ that have a build script, dependencies first. */
function publicPackages() {
  const all = readdirSync(join(ROOT, 'packages'))
    .map((dir) => join(ROOT, 'packages', dir))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }));
  const skipped = all.filter(({ pkg }) => pkg.private || !pkg.scripts?.build);
  for (const { pkg } of skipped) console.log(`  skip ${pkg.name} (${pkg.private ? 'private' : 'no build script yet'})`);
  const chosen = all.filter((p) => !skipped.includes(p));
  const names = new Set(chosen.map((p) => p.pkg.name));
  const ordered = [];
  const visit = (p, trail = []) => {
    if (ordered.includes(p)) return;
    if (trail.includes(p)) throw new Error(`dependency cycle: ${[...trail, p].map((x) => x.pkg.name).join(' -> ')}`);
    const deps = Object.keys({ ...p.pkg.dependencies, ...p.pkg.peerDependencies }).filter((d) => names.has(d));
    for (const d of deps) visit(chosen.find((x) => x.pkg.name === d), [...trail, p]);
    ordered.push(p);
  };
  for (const p of chosen) visit(p);
  return ordered;
}

step('packages');
const packages = publicPackages();
console.log(`  ${packages.map((p) => `${p.pkg.name}@${p.pkg.version}`).join(', ')}`);

step('build (type errors fail the build here)');
// STRICT_BUILD=0 lets a build with type errors through (for trying the rest while a change is half done).
const strict = process.env.STRICT_BUILD ?? '1';
for (const { pkg } of packages) {
  try {
    run('npm', ['run', 'build', '--silent', '-w', pkg.name], { env: { ...process.env, STRICT_BUILD: strict } });
    console.log(`  built ${pkg.name}`);
  } catch (err) {
    console.log(String(err.stdout ?? ''));
    console.log(`  FAIL ${pkg.name} does not build (type errors are above)`);
    process.exit(1);
  }
}

step('pack');
clearScratch();
const packs = join(SCRATCH, 'packs');
mkdirSync(packs, { recursive: true });
// Folders rather than -w names: npm then packs without loading the whole workspace's tree.
const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', packs, ...packages.map(({ dir }) => dir)]));
const tarballs = {};
for (const info of packed) {
  tarballs[info.name] = join(packs, info.filename);
  console.log(`  ${info.filename}: ${info.entryCount} files, ${(info.size / 1024).toFixed(0)} kB packed, ${(info.unpackedSize / 1024).toFixed(0)} kB unpacked`);
}

step('tarball contents');
const unpacked = {};
for (const [name, file] of Object.entries(tarballs)) {
  const dir = join(SCRATCH, 'unpacked', name.replace('/', '+'));
  mkdirSync(dir, { recursive: true });
  run('tar', ['xzf', file, '-C', dir, '--strip-components=1']);
  unpacked[name] = dir;
  const { pkg, files, problems: p } = checkPackage(dir);
  record({ problems: p, results: p.length ? [] : [`${name}: ${files.length} files; fields, entry points, declared dependencies and docs in order`] });
  if (pkg.customElements) {
    const element = checkElementPackage(dir, files);
    record({ problems: element.problems, results: element.problems.length ? [] : [`${name}: self-contained CDN bundle (${element.cdnFiles.length} files, no bare imports), manifest shipped, tag map for ${element.tags.map((t) => `<${t}>`).join(' ')}`] });
  }
}

step('fresh install of the tarballs and the examples\' dependencies');
const app = join(SCRATCH, 'app');
mkdirSync(app, { recursive: true });
const dependencies = { ...exampleDependencies(), '@types/react': '^19.0.0' };
for (const [name, file] of Object.entries(tarballs)) dependencies[name] = `file:${file}`;
writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'variant-board-pack-check', private: true, type: 'module', dependencies }, null, 2));
const installStart = Date.now();
run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`  installed in ${((Date.now() - installStart) / 1000).toFixed(1)} s: ${Object.keys(dependencies).join(', ')}`);

step('plain Node and the command line');
record(checkNode(app));

step('the server: npx variant-board-server');
record(await checkServer(app));

step('TypeScript users');
record(await checkTypes(app));

step('example apps: build');
const examples = await buildExamples(app);
record(examples);

step('Chromium: CDN bundle from another origin, example apps');
const browser = await launch();
try {
  const elementDir = unpacked['@variant-board/element'];
  if (elementDir) record(await checkCdn(browser, elementDir, SCRATCH));
  record(await checkExamples(browser, examples.built, SCRATCH));
} finally {
  await browser.close();
}

step(problems.length ? `${problems.length} problem(s)` : 'all packing checks passed');
console.log(`  scratch folder: ${SCRATCH} (screenshots: cdn.png, example-*.png)`);
process.exitCode = problems.length ? 1 : 0;

/**
 * <variant-board> budgets: bundle sizes (minified + gzip) of the core (what a diagram of a position
 * loads: the element and its drawing, no Lit, no game history), of each part that loads later (the
 * game's history and records, the controls, the full template...), of a playable board as a whole,
 * and of each game's rules chunk; then the time to render 20 boards on one page in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchReport } from './run.ts';
import { PAGE_HELPERS, openBenchPage } from './browser.js';
import { VARIANT_IDS } from '../packages/engine/src/core/types.js';
import { hasDice, hasPlainBoard } from '../packages/engine/src/registry.js';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..', 'packages', 'element');
const dist = join(pkg, 'dist');

interface Meta {
  outputs: Record<string, { bytes: number; entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** A file plus every chunk it imports statically (what loads before it runs). */
function closure(meta: Meta, start: string, skip = new Set<string>()): string[] {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f) || skip.has(f)) return;
    seen.add(f);
    for (const imp of meta.outputs[f]?.imports ?? []) if (imp.kind === 'import-statement') walk(imp.path);
  };
  walk(start);
  return [...seen];
}

export async function run(report: BenchReport): Promise<void> {
  report.section('<variant-board> bundle sizes (esbuild, minified; gzip -9)');
  execFileSync(process.execPath, [join(pkg, 'scripts', 'build.mjs')], { cwd: pkg, stdio: 'ignore' });
  const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) as Meta;
  const entry = Object.keys(meta.outputs).find((f) => f.endsWith('dist/variant-board.js'))!;
  const core = closure(meta, entry);
  const coreMin = core.reduce((n, f) => n + meta.outputs[f]!.bytes, 0);
  const coreGz = core.reduce((n, f) => n + gz(join(pkg, f)), 0);
  const coreOneGz = gzipSync(Buffer.concat(core.map((f) => readFileSync(join(pkg, f)))), { level: 9 }).length;
  report.line('core: a diagram of a chess position (no rules, no Lit, no game history, no other boards\' drawing)', `${kB(coreMin)} min, ${kB(coreGz)} gz in ${core.length} file${core.length === 1 ? "" : "s"} (${kB(coreOneGz)} gz as one stream)`);
  // What the core is made of: Lit alone, and the engine core alone (each minified + gzip on its own).
  const { build } = await import('esbuild');
  const part = async (contents: string) => {
    const out = await build({
      stdin: { contents, resolveDir: pkg, loader: 'ts' }, bundle: true, minify: true, format: 'esm', write: false,
      target: 'es2021', conditions: ['browser', 'production'], plugins: [{ name: 'no-rules', setup: (b) => b.onResolve({ filter: /variants\/\w+\/index\.js$/ }, (a) => ({ path: a.path, external: true })) }], logLevel: 'silent',
    });
    return gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
  };
  // Read-only diagrams draw without Lit's templates (light-render.ts); the core holds Lit's ReactiveElement alone (issue 40).
  const litInCore = core.some((f) => Object.keys((meta.outputs[f] as unknown as { inputs: Record<string, unknown> }).inputs).some((i) => /node_modules\/(lit|lit-html|lit-element)\//.test(i)));
  const litGz = await part(`export { html, svg, nothing, render } from 'lit';`);
  const engineGz = await part(`export * from './src/engine.ts';`);
  report.line('  Lit\'s templates in the core', litInCore ? 'YES (a diagram should not need them)' : `no (lit-html's html + render, ${kB(litGz)} gz, loads with the full template: the editor, analysis, annotated records)`);
  report.line('  of which the engine (types, errors, options, the rules loader)', `${kB(engineGz)} gz`);
  report.line('  of which the element itself (by difference)', `${kB(coreOneGz - engineGz)} gz`);
  report.line('  for scale: chessground (lichess)', '~12 kB gz (board only, no rules)');
  report.line('  for scale: chessboard-element + Lit', '~14 kB gz (board only, no rules)');
  report.line('  guard', `core < 19 kB gz (pack:check): ${coreOneGz < 19 * 1024 ? 'met' : `not met (+${kB(coreOneGz - 19 * 1024)})`}`);
  const coreSet = new Set(core);
  // Lazily loaded parts of the element: what each adds on top of the core and the parts listed before it
  // (the controls and the full template load with a board's game, and import it; the controls are DOM, the full
  // template Lit's, for the editor, analysis and annotated records).
  const counted = new Set(coreSet);
  const lazyPart = (input: string): string | undefined =>
    Object.keys(meta.outputs).find((f) => f.endsWith('.js') && Object.keys((meta.outputs[f] as unknown as { inputs: Record<string, unknown> }).inputs).includes(input));
  for (const [input, what] of [
    ['src/game.ts', "the game's history, record writer and dice (boards with moves, controls or a script; not a diagram of a position)"],
    ['src/ui.ts', 'controls, input, chooser, sharing (boards that can be played or stepped)'],
    ['src/records.ts', "the record reader and share links (boards with moves, a script's ready, Copy link; not a board that is only played)"],
    ['src/full-render.ts', 'the full template with Lit (boards that are edited, analysed or annotated; not boards that are played or stepped)'],
    ['src/analysis/panel.ts', 'analysis panel (the analysis attribute)'],
    ['src/draw/features.ts', "hexes, points and lines, reserves, areas, facing arrows, the games' own pieces (with the rules of a game that draws them)"],
    ['src/draw/dice.ts', 'dice (with the rules of a game that throws them)'],
  ] as const) {
    const file = lazyPart(input);
    if (!file) continue;
    const files = closure(meta, file, counted);
    for (const f of files) counted.add(f);
    const g = files.reduce((n, f) => n + gz(join(pkg, f)), 0);
    const min = files.reduce((n, f) => n + meta.outputs[f]!.bytes, 0);
    report.line(`  lazy: ${input.replace(/^src\//, '')}`, `+${kB(min)} min, +${kB(g)} gz: ${what}`);
  }
  const playable = lazyPart('src/ui.ts');
  const game = lazyPart('src/game.ts');
  const records = lazyPart('src/records.ts');
  const oneStream = (parts: string[]) => {
    const files = [...new Set([...core, ...parts.flatMap((p) => closure(meta, p, coreSet))])];
    return gzipSync(Buffer.concat(files.map((f) => readFileSync(join(pkg, f)))), { level: 9 }).length;
  };
  // What a diagram of each game loads beside its rules: the core and the drawing parts it fetches with them.
  const features = lazyPart('src/draw/features.ts'), dice = lazyPart('src/draw/dice.ts');
  if (features && dice) {
    report.line('a diagram, by game: core + its drawing parts (one stream)', VARIANT_IDS.map((id) => {
      const parts = [...(hasPlainBoard(id) ? [] : [features]), ...(hasDice(id) ? [dice] : [])];
      return `${id} ${kB(oneStream(parts))}`;
    }).join(', ') + ' gz (before its rules chunk)');
  }
  if (game && records) report.line('a diagram that replays moves: core + game + record reader (one stream)', `${kB(oneStream([game, records]))} gz before its rules chunk`);
  if (playable && game) {
    // A playable board loads its game and the controls (drawn by the core's light renderer, without Lit).
    const oneGz = oneStream([game, playable]);
    report.line('a playable board: core + game + controls (one stream)', `${kB(oneGz)} gz before its rules chunk (aim ≤ 20 kB: ${oneGz <= 20 * 1024 ? 'met' : `not met (+${kB(oneGz - 20 * 1024)})`}; a diagram of a position loads the core alone)`);
  }
  for (const [file, info] of Object.entries(meta.outputs)) {
    const m = /variants\/(\w+)\/index\.ts$/.exec(info.entryPoint ?? '');
    if (!m) continue;
    const files = closure(meta, file, coreSet);
    const min = files.reduce((n, f) => n + meta.outputs[f]!.bytes, 0);
    const g = files.reduce((n, f) => n + gz(join(pkg, f)), 0);
    report.line(`rules chunk: ${m[1]}`, `${kB(min)} min, ${kB(g)} gz (loaded only when a ${m[1]} board appears)`);
  }

  report.section('<variant-board> render time in Chromium (playwright-core)');
  const { chromium } = await import('playwright-core');
  const load = (rel: string) => import(pathToFileURL(join(here, rel)).href);
  const { findChromium, CHROMIUM_ARGS } = await load('../scripts/chromium.mjs');
  const { serve } = await load('../packages/element/scripts/serve.mjs');
  const ids = ['dart', 'dice', 'sixstone', 'dagger', 'd4d6'];
  const boards = Array.from({ length: 20 }, (_, i) => `<variant-board variant="${ids[i % 5]}" seed="b${i}"></variant-board>`).join('\n');
  writeFileSync(join(dist, 'bench-20.html'), `<!doctype html><meta charset="utf-8"><title>20 boards</title>
<style>variant-board{display:inline-block;width:300px;margin:4px;vertical-align:top}</style>
<script type="module" src="bench-20.js"></script>\n${boards}\n`);
  writeFileSync(join(dist, 'bench-20.js'), `
const t0 = performance.now();
${PAGE_HELPERS}
await import('./variant-board.js');
const all = [...document.querySelectorAll('variant-board')];
await Promise.all(all.map((b) => b.ready));
const cold = (await frames()) - t0;
// Warm: the module and rules are loaded; build 20 more boards from scratch.
const host = document.createElement('div');
document.body.append(host);
const t1 = performance.now();
for (let i = 0; i < 20; i++) {
  const b = document.createElement('variant-board');
  b.setAttribute('variant', ${JSON.stringify(ids)}[i % 5]);
  host.append(b);
}
await Promise.all([...host.children].map((b) => b.ready));
const warm = (await frames()) - t1;
// Interaction: one move + re-render on each of the first 20 boards.
const t2 = performance.now();
for (const b of all) {
  const v = b.game, s = b.session.state;
  if (v.phase(s) === 'decision') b.play(v.formatAction(s, v.legalActions(s)[0]));
  else b.roll();
}
await Promise.all(all.map((b) => b.updateComplete));
const move = (await frames()) - t2;
window.__bench = { cold, warm, move };
benchDone();
`);
  const { server, url } = await serve(pkg);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const runs: { cold: number; warm: number; move: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      runs.push(await openBenchPage<{ cold: number; warm: number; move: number }>(page, `${url}/dist/bench-20.html`, 60000));
      await page.close();
    }
    const best = (k: 'cold' | 'warm' | 'move') => Math.min(...runs.map((r) => r[k])).toFixed(0);
    report.line('20 boards, page load to all drawn (5 games)', `${best('cold')} ms (best of 3; includes loading JS from localhost)`);
    report.line('20 more boards once the code is loaded', `${best('warm')} ms`);
    report.line('one move on each of 20 boards, re-rendered', `${best('move')} ms`);
    report.line('machine load (1-minute average) during the run', (await import('node:os')).loadavg()[0]!.toFixed(2));
  } finally {
    await browser.close();
    server.close();
    // The page has an inline <style>: left in dist/, the site would copy it and its strict-CSP
    // check would refuse the build.
    for (const f of ['bench-20.html', 'bench-20.js']) rmSync(join(dist, f), { force: true });
  }
}

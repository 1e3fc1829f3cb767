/**
 * Six Stone analysis: time to the first perfect answer from a cold start, the new path (the
 * values near the start shipped as data, the whole table built afterwards) against the old one
 * (the whole game solved before the first answer), measured in the same run, runs alternating:
 * - Chromium: a fresh page per run loads the analysis service (bundled by esbuild with its lazy
 *   chunks, served over HTTP) and asks for a position; time from the page's start to the answer.
 * - Node: a fresh process per run (tsx's start-up included, the same for both paths).
 * Both paths' answers (the value and every move's value) must be the same, or the bench fails.
 * Then the element as built (packages/element/dist, when present: `npm run build -w
 * @variant-board/element`), with its Web Worker: a fresh page with `<variant-board variant="sixstone"
 * analysis>`, the time from the page's start to the panel's first value (no old peer there).
 * Positions: the start, and the position after a few moves (SIXSTONE_FIRST_LINE, default 4 plies).
 * SIXSTONE_FIRST_RUNS: runs per path and place (default 3).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchReport } from './run.js';
import { median } from './util.js';
import { serveAndLaunch } from './browser.js';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env['SIXSTONE_FIRST_RUNS'] ?? 3);
const LINES = ['', process.env['SIXSTONE_FIRST_LINE'] ?? 'C1C2 A3B3 C2C3 B3A3'];

interface Answer { mode: string; line: string; ms: number; fromCall: number; value: unknown; moves: string[] }

function nodeRun(mode: string, line: string): Answer {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(here, 'sixstone-first-page.ts'), mode, line], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Answer;
}

const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;

function compare(a: Answer, b: Answer): void {
  if (JSON.stringify([a.value, a.moves]) !== JSON.stringify([b.value, b.moves])) {
    throw new Error(`the paths disagree at "${a.line}": ${JSON.stringify([a.value, a.moves])} vs ${JSON.stringify([b.value, b.moves])}`);
  }
}

export async function run(report: BenchReport): Promise<void> {
  report.section('Six Stone analysis: first perfect answer from a cold start, shipped values (new) vs whole solve first (old)');
  // Chromium: the service and its lazy chunks, bundled.
  const dir = mkdtempSync(join(tmpdir(), 'vb-sixstone-first-'));
  const { build } = await import('esbuild');
  await build({
    entryPoints: { page: join(here, 'sixstone-first-page.ts') }, outdir: dir, bundle: true, splitting: true, format: 'esm',
    minify: true, target: 'es2022', conditions: ['browser', 'production'], logLevel: 'warning',
  });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>first answer</title><script type="module" src="page.js"></script>');
  const served = await serveAndLaunch(dir);
  try {
    for (const line of LINES) {
      const times: Record<string, number[]> = { new: [], old: [] };
      const fromCall: Record<string, number[]> = { new: [], old: [] };
      let first: Answer | null = null;
      for (let r = 0; r < RUNS; r++) {
        for (const mode of r % 2 === 0 ? ['new', 'old'] : ['old', 'new']) {
          const page = await served.browser.newPage();
          const answered = new Promise<string>((resolve, reject) => {
            page.on('console', (m) => m.text().startsWith('{') && resolve(m.text()));
            page.on('pageerror', reject);
            setTimeout(() => reject(new Error('no answer in 5 minutes')), 300000).unref();
          });
          await page.goto(`${served.url}/index.html?mode=${mode}&moves=${encodeURIComponent(line)}`);
          const a = JSON.parse(await answered) as Answer;
          await page.close();
          if (first) compare(first, a);
          first ??= a;
          times[mode]!.push(a.ms);
          fromCall[mode]!.push(a.fromCall);
        }
      }
      const at = line ? `after ${line}` : 'the start';
      report.line(`Chromium, ${at}: new (since page start)`, fmt(times['new']!));
      report.line(`Chromium, ${at}: old (since page start)`, fmt(times['old']!));
      report.line(`Chromium, ${at}: new / old`, `${(median(times['new']!) / median(times['old']!)).toFixed(3)} (service only: ${fmt(fromCall['new']!)} vs ${median(fromCall['old']!).toFixed(0)} ms)`);
    }
  } finally {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
  await elementAsBuilt(report);
  for (const line of LINES) {
    const times: Record<string, number[]> = { new: [], old: [] };
    const fromCall: Record<string, number[]> = { new: [], old: [] };
    let first: Answer | null = null;
    for (let r = 0; r < RUNS; r++) {
      for (const mode of r % 2 === 0 ? ['new', 'old'] : ['old', 'new']) {
        const a = nodeRun(mode, line);
        if (first) compare(first, a);
        first ??= a;
        times[mode]!.push(a.ms);
        fromCall[mode]!.push(a.fromCall);
      }
    }
    const at = line ? `after ${line}` : 'the start';
    report.line(`Node, ${at}: new (since process start, tsx included)`, fmt(times['new']!));
    report.line(`Node, ${at}: old (since process start, tsx included)`, fmt(times['old']!));
    report.line(`Node, ${at}: service only, new vs old`, `${fmt(fromCall['new']!)} vs ${fmt(fromCall['old']!)}`);
  }
  report.line('answers', 'identical on both paths (value and every move), every run');
}

/** The built element on a fresh page: page start to the analysis panel's first value. */
async function elementAsBuilt(report: BenchReport): Promise<void> {
  const pkg = join(here, '..', 'packages', 'element');
  if (!existsSync(join(pkg, 'dist', 'variant-board.js'))) {
    report.line('Chromium, the element as built', 'skipped: no packages/element/dist (npm run build -w @variant-board/element)');
    return;
  }
  const page = `<!doctype html><meta charset="utf-8"><title>first answer</title>
<script type="module" src="/dist/variant-board.js"></script>
<variant-board variant="sixstone" analysis></variant-board>
<script type="module">
  const el = document.querySelector('variant-board');
  const poll = () => {
    const v = el.shadowRoot?.querySelector('[part~="analysis"] .value[data-result]');
    if (v) console.log(JSON.stringify({ ms: performance.now(), result: v.dataset.result, distance: v.dataset.distance }));
    else setTimeout(poll, 5);
  };
  poll();
</script>`;
  const file = join(pkg, '.bench-sixstone-first.html');
  writeFileSync(file, page);
  const served = await serveAndLaunch(pkg);
  try {
    const times: number[] = [];
    let shown = '';
    for (let r = 0; r < RUNS; r++) {
      const p = await served.browser.newPage();
      const answered = new Promise<string>((resolve, reject) => {
        p.on('console', (m) => m.text().startsWith('{') && resolve(m.text()));
        p.on('pageerror', reject);
        setTimeout(() => reject(new Error('no answer in 2 minutes')), 120000).unref();
      });
      await p.goto(`${served.url}/.bench-sixstone-first.html`);
      const a = JSON.parse(await answered) as { ms: number; result: string; distance: string };
      await p.close();
      times.push(a.ms);
      shown = a.result === 'draw' ? 'draw' : `${a.result} in ${a.distance}`;
    }
    report.line('Chromium, the element as built (dist), the start: first value', `${fmt(times)}, shows "${shown}"`);
  } finally {
    await served.close();
    rmSync(file, { force: true });
  }
}

/**
 * `npm run bench`: runs every `bench/*.bench.ts` module (or those named on the command
 * line, e.g. `npm run bench -- dice`). Each exports `run(report)`. Figures are printed as
 * they come; speed is always shown next to a peer measured in the same run where one exists.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchReport {
  section(title: string): void;
  line(label: string, value: string): void;
}

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

const report: BenchReport = {
  section: (title) => console.log(`\n== ${title}`),
  line: (label, value) => console.log(`  ${label.padEnd(48)} ${value}`),
};

console.log(`variant-board benchmarks: node ${process.version}, ${files.length} modules`);
for (const f of files) {
  const mod = (await import(join(here, f))) as { run: (r: BenchReport) => Promise<void> | void };
  await mod.run(report);
}

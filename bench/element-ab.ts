/**
 * One page of the peers bench, many times, the libraries taking turns:
 * `VB_BASE=<commit> node --import tsx bench/element-ab.ts [query] [runs] [libs]`
 * (default `n=20&play=1&games=dice`, 12 runs, `ours,base,cm`; `base` needs VB_BASE). Prints the
 * best and the median page load and move of each, and the longest task after the first paint of
 * each run: for checking one figure of `npm run bench -- element-peers` against its noise.
 * `VB_THROTTLE=<kbit/s>,<ms>` loads each page over a network that slow, with that round trip (each page has a
 * fresh cache): `1600,150` is Chrome DevTools' "Fast 3G".
 */
import { openBenchPage, serveAndLaunch, throttle } from './browser.js';
import { prepare } from './element-peers.bench.js';
import { median } from './util.js';

const query = process.argv[2] ?? 'n=20&play=1&games=dice';
const runs = Number(process.argv[3] ?? 12);
const libs = (process.argv[4] ?? 'ours,base,cm').split(',');
interface Figures { cold: number; move: number; moveScript: number; longest: number }

const out = await prepare();
const { browser, url, close } = await serveAndLaunch(out);
const results = new Map<string, Figures[]>(libs.map((lib) => [lib, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (const lib of libs) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      await throttle(page);
      results.get(lib)!.push(await openBenchPage<Figures>(page, `${url}/page.html?lib=${lib}&${query}`));
      await page.close();
    }
  }
} finally {
  await close();
}
console.log(`${query}, ${runs} runs`);
for (const [lib, rs] of results) {
  const cold = rs.map((r) => r.cold), move = rs.map((r) => r.move), script = rs.map((r) => r.moveScript);
  console.log(`  ${lib.padEnd(5)} page load best ${Math.min(...cold).toFixed(0)} median ${median(cold).toFixed(0)} ms · move best ${Math.min(...move).toFixed(2)} median ${median(move).toFixed(2)} ms (its script ${median(script).toFixed(2)}) · longest task ${rs.map((r) => r.longest.toFixed(0)).join('/')}`);
}

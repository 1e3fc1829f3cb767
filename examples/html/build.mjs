// A plain page needs no bundler: copy the page, its script and the element's self-contained
// bundle (dist/ of @variant-board/element, chunks and workers included) into dist/.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');
const element = dirname(createRequire(import.meta.url).resolve('@variant-board/element/package.json'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const file of ['index.html', 'app.js', 'app.css']) cpSync(join(here, file), join(out, file));
// Only the browser bundle: not dist/lib/ (for bundlers) or the typings.
for (const part of ['variant-board.js', 'reserve.css', 'chunks', 'analysis', 'tablebase']) {
  cpSync(join(element, 'dist', part), join(out, 'variant-board', part), { recursive: true });
}
console.log('dist/ written');

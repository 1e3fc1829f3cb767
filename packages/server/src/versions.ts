/**
 * The versions an answer depends on besides its URL: this package's and the element's (whose
 * renderer draws every picture). They go into every ETag and into the assets' paths, so a new
 * release never meets an old cached answer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const versionOf = (file: string): string => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;

export const SERVER_VERSION = versionOf(fileURLToPath(new URL('../package.json', import.meta.url)));
/** The element package's folder (its dist/ holds the bundle the pages load). */
export const ELEMENT_DIR = dirname(require.resolve('@variant-board/element/package.json'));
export const ELEMENT_VERSION = versionOf(join(ELEMENT_DIR, 'package.json'));

/**
 * The element's browser bundle (its package's dist/: variant-board.js and the chunks it loads
 * beside it), served from this server so the pages need only 'self' in their policy. Paths carry
 * the element's version, so the files are cached for good. Only bundle files are served: the
 * Node library (dist/lib) and typings are not, and no path leaves dist/.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { ELEMENT_DIR, ELEMENT_VERSION } from './versions.js';

/** Where the bundle is served: `/assets/<element version>/`. */
export const ASSETS_PATH = `/assets/${ELEMENT_VERSION}/`;
export const SCRIPT_PATH = `${ASSETS_PATH}variant-board.js`;
export const STYLESHEET_PATH = `/assets/page-${ELEMENT_VERSION}.css`;

const DIST = join(ELEMENT_DIR, 'dist');
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', json: 'application/json; charset=utf-8' };
const SERVED = /^(variant-board\.js|reserve\.css|(chunks|analysis|tablebase|puzzles)\/[\w.-]+\.(js|json))$/;

const cache = new Map<string, Promise<Buffer | null>>();

/** A bundle file by its path under ASSETS_PATH, with its type; null when there is none. */
export async function assetFile(rel: string): Promise<{ body: Buffer; type: string } | null> {
  if (!SERVED.test(rel)) return null;
  const file = normalize(join(DIST, rel));
  if (!file.startsWith(DIST + sep)) return null;
  let body = cache.get(rel);
  if (!body) cache.set(rel, (body = readFile(file).catch(() => null)));
  const bytes = await body;
  if (!bytes) {
    cache.delete(rel);
    return null;
  }
  return { body: bytes, type: TYPES[rel.slice(rel.lastIndexOf('.') + 1)]! };
}

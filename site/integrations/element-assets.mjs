/**
 * Serves the <variant-board> bundle from the site itself: copies packages/element/dist into
 * the build output under /element/, and serves the same folder in `astro dev`.
 * The pages load it as an external module script, so no inline script is needed for boards.
 */
import { cpSync, existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, normalize, extname } from 'node:path';

export const ELEMENT_DIST = fileURLToPath(new URL('../../packages/element/dist/', import.meta.url));
const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.map': 'application/json', '.css': 'text/css' };

export default function elementAssets() {
  return {
    name: 'variant-board-element-assets',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const url = (req.url ?? '').split('?')[0];
          if (!url.startsWith('/element/')) return next();
          const file = normalize(join(ELEMENT_DIST, decodeURIComponent(url.slice('/element/'.length))));
          if (!file.startsWith(ELEMENT_DIST) || !existsSync(file) || !statSync(file).isFile()) return next();
          res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
          res.end(readFileSync(file));
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(new URL('element/', dir));
        if (!existsSync(join(ELEMENT_DIST, 'variant-board.js'))) {
          logger.warn(`No element bundle at ${ELEMENT_DIST}variant-board.js: boards stay static (build the element first).`);
          return;
        }
        cpSync(ELEMENT_DIST, out, { recursive: true });
        logger.info(`Copied the <variant-board> bundle to ${out}`);
      },
    },
  };
}

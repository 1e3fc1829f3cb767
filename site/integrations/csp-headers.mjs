/**
 * Writes dist/_headers (the format Netlify and Cloudflare Pages read) with a strict
 * Content-Security-Policy for the built site: scripts and styles only from files of the site
 * itself, no inline script, no inline style, no hash or 'unsafe-inline' exception. Starlight's
 * inline scripts and style attributes are replaced (integrations/strict-csp.mjs, src/overrides/);
 * the build fails if a page still has one, since the policy would block it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The policy; with a board server (VB_BOARD_SERVER), the page may also connect to its origin: the
 * play-by-post page's live games (fetch and EventSource to its relay, /live/...).
 */
export function policyFor(boardServer = '') {
  let origin = '';
  try {
    origin = boardServer ? new URL(boardServer).origin : '';
  } catch {
    throw new Error(`VB_BOARD_SERVER is not an address: ${JSON.stringify(boardServer)}`);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    ...(origin ? [`connect-src 'self' ${origin}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const POLICY = policyFor();

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** Script types a browser does not run (data blocks), which the policy does not concern. */
const DATA_TYPE = /\btype=["']?application\/(?:ld\+)?json\b/i;

/** What in a page the policy would block: inline scripts, style elements and style attributes. */
export function inlineCode(html) {
  const found = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (!/\bsrc=/i.test(m[1]) && !DATA_TYPE.test(m[1])) found.push(`inline <script${m[1]}>`);
  }
  if (/<style\b/i.test(html)) found.push('a <style> element');
  for (const m of html.matchAll(/<[a-z][\w-]*\s[^>]*?\sstyle=["'][^"']*["']/gi)) found.push(`a style attribute: ${m[0].slice(0, 80)}`);
  return found;
}

export default function cspHeaders({ boardServer = '' } = {}) {
  const policy = policyFor(boardServer);
  return {
    name: 'variant-board-csp-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const problems = htmlFiles(out).flatMap((file) =>
          inlineCode(readFileSync(file, 'utf8')).map((p) => `${relative(out, file)}: ${p}`));
        if (problems.length) {
          throw new Error(`The strict Content-Security-Policy would block:\n  ${problems.slice(0, 20).join('\n  ')}`);
        }
        writeFileSync(join(out, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`);
        logger.info('Wrote _headers with the strict Content-Security-Policy');
      },
    },
  };
}

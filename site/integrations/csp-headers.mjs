/**
 * Writes dist/_headers (the format Netlify and Cloudflare Pages read) with a strict
 * Content-Security-Policy for the built site: scripts and styles only from the site itself,
 * plus the few inline scripts Starlight writes into every page, allowed by their hashes
 * (computed here from the built pages, so the list is always exact). Starlight and the code
 * highlighter also write style attributes, hence style-src-attr. Boards need no exception.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** The policy for a set of HTML pages. */
export function strictPolicy(pages) {
  const hashes = new Set();
  for (const html of pages) {
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
    }
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].sort().join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

export default function cspHeaders() {
  return {
    name: 'variant-board-csp-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const policy = strictPolicy(htmlFiles(out).map((f) => readFileSync(f, 'utf8')));
        writeFileSync(join(out, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`);
        logger.info('Wrote _headers with the strict Content-Security-Policy');
      },
    },
  };
}

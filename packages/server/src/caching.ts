/**
 * Caching: an answer is a function of its URL and the two versions, so its ETag is a hash of
 * them, known before anything is drawn; a matching If-None-Match gets a 304 at once.
 */
import { createHash } from 'node:crypto';
import { ELEMENT_VERSION, SERVER_VERSION } from './versions.js';

/** For every 200 (and 304): keep it for a year, it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The strong ETag of a URL's answer (path and query as requested, plus the host for absolute links). */
export function etagOf(pathAndQuery: string, origin: string): string {
  const hash = createHash('sha256').update(`${SERVER_VERSION}\n${ELEMENT_VERSION}\n${origin}\n${pathAndQuery}`).digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

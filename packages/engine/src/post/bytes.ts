/**
 * Bytes for the play-by-post protocol: strict base64url (RFC 4648 section 5, no padding), UTF-8,
 * and SHA-256 through Web Crypto (`globalThis.crypto.subtle`: browsers, Web Workers, Node 20+), or
 * the platform's own (platform.ts).
 */
import { PostError } from './errors.js';
import { postCrypto } from './platform.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!, b = bytes[i + 1] ?? 0, c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += ALPHABET[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) out += ALPHABET[n & 63]!;
  }
  return out;
}

/**
 * Reads base64url; anything else (another character, a length no bytes have, unused bits set,
 * or not `length` bytes when given) is a PostError naming the field.
 */
export function fromBase64Url(text: string, field: string, length?: number, where: { post?: number } = {}): Uint8Array {
  // (No closures in here: it runs for every field of every link read.)
  if (text.length % 4 === 1) throw new PostError('format', text, `${field} as base64url text`, where);
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0, acc = 0, bits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? VALUE[code]! : -1;
    if (v < 0) throw new PostError('format', text, `${field} as base64url text (A-Z a-z 0-9 - _)`, where);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
    acc &= (1 << bits) - 1;
  }
  if (acc !== 0) throw new PostError('format', text, `${field} as base64url text with its last unused bits zero`, where);
  if (length !== undefined && out.length !== length) {
    throw new PostError('format', text, `${field} as ${length} bytes in base64url (${Math.ceil((length * 4) / 3)} characters)`, where);
  }
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export const utf8 = (text: string): Uint8Array => encoder.encode(text);

export function fromUtf8(bytes: Uint8Array, field: string, where: { post?: number } = {}): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new PostError('format', toBase64Url(bytes), `${field} as UTF-8 text`, where);
  }
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Play by post needs Web Crypto (crypto.subtle): a secure (https) page, or Node 20 or newer.');
  return s;
}
export { subtle };

/** SHA-256 of the parts, text as UTF-8. */
export async function sha256(...parts: readonly (Uint8Array | string)[]): Promise<Uint8Array> {
  const data = concatBytes(...parts.map((p) => (typeof p === 'string' ? utf8(p) : p)));
  const own = postCrypto().sha256;
  if (own) return own(data);
  return new Uint8Array(await subtle().digest('SHA-256', data as Uint8Array<ArrayBuffer>));
}

/** Fresh random bytes from the platform's cryptographic source. */
export function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  globalThis.crypto.getRandomValues(out);
  return out;
}

/**
 * The players' keys: ECDSA on P-256 with SHA-256, through Web Crypto. A seat is what one player
 * keeps for one game: the key pair (the private key need not be extractable: a browser can keep
 * it in IndexedDB as a CryptoKey) and the seed of the hash chain its dice values come from. A
 * seat must be new for each game: a seed used twice would let an earlier opponent know the values.
 */
import { randomBytes, subtle, toBase64Url, utf8 } from './bytes.js';
import { CHAIN_BYTES } from './chain.js';
import { PostError } from './errors.js';
import { postCrypto } from './platform.js';

/** A Web Crypto key pair (the DOM's CryptoKeyPair). */
export interface KeyPair {
  readonly publicKey: CryptoKey;
  readonly privateKey: CryptoKey;
}

export interface Seat {
  readonly keys: KeyPair;
  /** The public key, raw (65 bytes: 0x04, x, y). */
  readonly publicKey: Uint8Array;
  /** The secret seed of the seat's hash chain (16 bytes). */
  readonly seed: Uint8Array;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
export const PUBLIC_KEY_BYTES = 65;
export const SIGNATURE_BYTES = 64;

/** A new seat: a fresh key pair and a fresh seed. `extractable` lets the private key be exported (tests, tools). */
export async function newSeat(opts: { extractable?: boolean } = {}): Promise<Seat> {
  const keys = (await subtle().generateKey(ALGORITHM, opts.extractable ?? false, ['sign', 'verify'])) as KeyPair;
  const publicKey = new Uint8Array(await subtle().exportKey('raw', keys.publicKey));
  return { keys, publicKey, seed: randomBytes(CHAIN_BYTES) };
}

/** Reads a raw public key; a byte string that is not a P-256 point is a PostError naming it. */
export async function importPublicKey(raw: Uint8Array, where: { post?: number } = {}): Promise<CryptoKey> {
  try {
    return await subtle().importKey('raw', raw as Uint8Array<ArrayBuffer>, ALGORITHM, false, ['verify']);
  } catch {
    throw new PostError('key', toBase64Url(raw), 'a P-256 public key', where);
  }
}

export async function signText(key: CryptoKey, text: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign(SIGNING, key, utf8(text) as Uint8Array<ArrayBuffer>));
}

export async function verifyText(key: CryptoKey, signature: Uint8Array, text: string): Promise<boolean> {
  try {
    const own = postCrypto().verify;
    if (own) return await own(key, signature, utf8(text));
    return await subtle().verify(SIGNING, key, signature as Uint8Array<ArrayBuffer>, utf8(text) as Uint8Array<ArrayBuffer>);
  } catch {
    return false;
  }
}

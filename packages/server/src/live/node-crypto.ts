/**
 * The engine's play-by-post hashing and signature checks through `node:crypto`, synchronous: the
 * same SHA-256 and ECDSA P-256 answers as Web Crypto, without a promise and a thread-pool job
 * for each (a Web Crypto digest costs about 50 us here, node:crypto's about 4; a signature check
 * about 150 us against 80). A move of Dice Chess takes several digests and one check.
 */
import * as nodeCrypto from 'node:crypto';
import { createHash, KeyObject, verify } from 'node:crypto';
import { usePostCrypto } from '../deps.js';
import type { PostCrypto } from '../deps.js';

/** Web Crypto keys as node:crypto's, made once per player (a replay keeps its players' keys). */
const keyObjects = new WeakMap<CryptoKey, KeyObject>();

function keyObjectOf(key: CryptoKey): KeyObject {
  let k = keyObjects.get(key);
  if (!k) keyObjects.set(key, (k = KeyObject.from(key)));
  return k;
}

const oneShot = (nodeCrypto as { hash?: (algorithm: string, data: Uint8Array, encoding: 'buffer') => Buffer }).hash;

/** SHA-256 and ECDSA P-256 checks as Web Crypto gives them, through node:crypto. */
export const nodePostCrypto: PostCrypto = {
  sha256(data) {
    // crypto.hash, one call without a Hash object, where Node has it (20.12 on).
    const b = oneShot ? oneShot('sha256', data, 'buffer') : createHash('sha256').update(data).digest();
    return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  },
  // ieee-p1363: r then s, 64 bytes, as Web Crypto signs; any other length is simply not a signature.
  verify: (key, signature, data) => signature.length === 64 && verify('sha256', data, { key: keyObjectOf(key), dsaEncoding: 'ieee-p1363' }, signature),
};

let done = false;

/** Sets the engine's post crypto to node:crypto's (once per process). */
export function useNodeCrypto(): void {
  if (done) return;
  done = true;
  usePostCrypto(nodePostCrypto);
}

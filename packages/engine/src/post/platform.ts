/**
 * Play by post's hashing and signature checks go through Web Crypto, which every platform has.
 * A platform with a quicker way to the same answers (Node's `node:crypto`, synchronous: a Web
 * Crypto call costs tens of microseconds of promise and job bookkeeping per digest) may set it
 * here, once, before verifying: a server checking a thousand games a second spends most of its
 * time there otherwise. The answers must be the same as Web Crypto's: SHA-256, and ECDSA P-256
 * with SHA-256 over signatures of 64 bytes (r then s).
 */
export interface PostCrypto {
  /** SHA-256 of `data`. */
  readonly sha256?: (data: Uint8Array) => Uint8Array | Promise<Uint8Array>;
  /** Whether `signature` is `key`'s (a public key from importPublicKey) of `data`; false for a malformed one. */
  readonly verify?: (key: CryptoKey, signature: Uint8Array, data: Uint8Array) => boolean | Promise<boolean>;
}

let chosen: PostCrypto = {};

/** Sets the platform's own SHA-256 and signature check (leave one out: Web Crypto's). */
export function usePostCrypto(crypto: PostCrypto): void {
  chosen = { ...crypto };
}

export const postCrypto = (): PostCrypto => chosen;

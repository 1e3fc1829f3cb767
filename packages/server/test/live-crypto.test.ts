import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PostError, decodeLink, importPublicKey, newSeat, signText, usePostCrypto, verifyTranscript } from '../../engine/src/post/index.js';
import type { Transcript } from '../../engine/src/post/index.js';
import { nodePostCrypto, useNodeCrypto } from '../src/live/node-crypto.js';
import { diceGame } from './live-support.js';

/** The transcript with one bit of post `seq`'s signature changed. */
function tampered(t: Transcript, seq: number): Transcript {
  return { ...t, posts: t.posts.map((p, i) => (i === seq ? { ...p, sig: p.sig.map((b, j) => (j === 10 ? b ^ 1 : b)) } : p)) };
}

describe('live relay: node:crypto for the engine\'s digests and signature checks', () => {
  it('answers as Web Crypto does', async () => {
    const subtle = globalThis.crypto.subtle;
    for (const text of ['', 'variant-board', 'é'.repeat(100)]) {
      const data = new TextEncoder().encode(text);
      assert.deepEqual(await nodePostCrypto.sha256!(data), new Uint8Array(await subtle.digest('SHA-256', data)));
    }
    const seat = await newSeat();
    const key = await importPublicKey(seat.publicKey);
    const sig = await signText(seat.keys.privateKey, 'a post');
    const data = new TextEncoder().encode('a post');
    assert.equal(await nodePostCrypto.verify!(key, sig, data), true);
    assert.equal(await nodePostCrypto.verify!(key, sig, new TextEncoder().encode('a posT')), false);
    assert.equal(await nodePostCrypto.verify!(key, sig.map((b, i) => (i === 40 ? b ^ 4 : b)), data), false);
    assert.equal(await nodePostCrypto.verify!(key, sig.slice(0, 63), data), false);
    const other = await importPublicKey((await newSeat()).publicKey);
    assert.equal(await nodePostCrypto.verify!(other, sig, data), false);
  });

  it('verifies a game as Web Crypto does: the same rolls, a changed signature refused', async () => {
    const g = await diceGame(10, 'node-crypto');
    const t = decodeLink(g.links.at(-1)!);
    usePostCrypto({});
    const web = await verifyTranscript(t);
    useNodeCrypto();
    const node = await verifyTranscript(t);
    assert.equal(node.gameId, web.gameId);
    assert.deepEqual(node.session.events, web.session.events, 'the same rolls: the same digests');
    await assert.rejects(verifyTranscript(tampered(t, 6)), (e: PostError) => e.problem === 'signature' && e.post === 6);
  });
});

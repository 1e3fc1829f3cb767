import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PostError, usePostCrypto, verifyTranscript } from '../src/post/index.js';
import { playByPost } from './support/post-play.js';

describe('play by post: the platform\'s own crypto (usePostCrypto)', () => {
  it('is what hashing and signature checks go through; leaving it out goes back to Web Crypto', async () => {
    const g = await playByPost('dice', { posts: 8, seed: 'platform' });
    const plain = await verifyTranscript(g.transcript);
    let digests = 0, checks = 0;
    const subtle = globalThis.crypto.subtle;
    usePostCrypto({
      sha256: async (data) => {
        digests++;
        return new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
      },
      verify: (key, signature, data) => {
        checks++;
        return subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature as Uint8Array<ArrayBuffer>, data as Uint8Array<ArrayBuffer>);
      },
    });
    try {
      const again = await verifyTranscript(g.transcript);
      assert.equal(again.gameId, plain.gameId);
      assert.deepEqual(again.session.events, plain.session.events);
      assert.ok(checks >= 8, `a check per post (${checks})`);
      assert.ok(digests > checks, `digests for the chain, the rolls and the hashes (${digests})`);
      // A check that says no is a bad signature, named as such.
      usePostCrypto({ verify: () => false });
      await assert.rejects(verifyTranscript(g.transcript), (e: PostError) => e.problem === 'signature' && e.post === 0);
      // One that throws is a no too, not a crash.
      usePostCrypto({ verify: () => { throw new Error('malformed'); } });
      await assert.rejects(verifyTranscript(g.transcript), (e: PostError) => e.problem === 'signature');
    } finally {
      usePostCrypto({});
    }
    digests = 0;
    assert.equal((await verifyTranscript(g.transcript)).gameId, plain.gameId);
    assert.equal(digests, 0);
  });
});

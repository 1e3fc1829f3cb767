/**
 * Browser test of the computer player's client (run in Chromium):
 *   npx web-test-runner --files packages/element/src/ai/client.test.ts
 * Kept beside the client since packages/element/test belongs to the element's own suite.
 */
import { expect } from '@open-wc/testing';
import { requestHint, requestMove, setWorkerUrl } from '../src/ai/client.js';

const record = '[Variant "dart"]\n\n';

describe('computer player client', () => {
  it('answers a legal-looking move from a Web Worker', async () => {
    const a = await requestMove({ variant: 'dart', record, level: 2, seed: 1 });
    expect(a.notation).to.be.a('string').and.not.equal('');
    expect(a.thread).to.equal('worker');
    expect(a.score).to.be.a('number');
  });

  it('gives a hint, and the same hint twice (no randomness in hints)', async () => {
    const a = await requestHint({ variant: 'dart', record, level: 3 });
    const b = await requestHint({ variant: 'dart', record, level: 3 });
    expect(a.notation).to.equal(b.notation);
  });

  it('an abort rejects at once with AbortError, and the next request still works', async () => {
    const ctl = new AbortController();
    const p = requestMove({ variant: 'dart', record, level: 6, signal: ctl.signal });
    setTimeout(() => ctl.abort(), 50);
    const t0 = performance.now();
    const err = await p.then(() => null, (e: unknown) => e as Error);
    expect(err?.name).to.equal('AbortError');
    expect(performance.now() - t0).to.be.below(1000);
    const a = await requestMove({ variant: 'dart', record, level: 1 });
    expect(a.notation).to.be.a('string');
  });

  it('a bad record comes back as an error naming the token', async () => {
    const err = await requestMove({ variant: 'dart', record: '[Variant "dart"]\n\nzz9', level: 1 }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err?.message).to.contain('zz9');
  });

  it('falls back to the page thread, in slices, when no worker script loads', async () => {
    setWorkerUrl('/no-such-worker.js');
    try {
      const a = await requestMove({ variant: 'dart', record, level: 2, seed: 1 });
      expect(a.thread).to.equal('main');
      expect(a.notation).to.be.a('string').and.not.equal('');
      // An abort is seen between slices.
      const ctl = new AbortController();
      const p = requestMove({ variant: 'dart', record, level: 6, signal: ctl.signal });
      setTimeout(() => ctl.abort(), 50);
      const err = await p.then(() => null, (e: unknown) => e as Error);
      expect(err?.name).to.equal('AbortError');
    } finally {
      setWorkerUrl(null);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PostError, decodeLink, encodeLink, verifyTranscript, MAX_LINK_LENGTH, readPostRecord, writePostRecord } from '../src/post/index.js';
import { seededRandom, randomInt } from '../src/core/random.js';
import { playByPost } from './support/post-play.js';
import { mutateLink } from './support/post-mutate.js';

/** What decodeLink reads of a text: after the first '#' (and a 'post=' there), if any. */
function linkBody(text: string): string {
  const link = text.trim(), at = link.indexOf('#');
  return at < 0 ? link : link.slice(at + 1).replace(/^post=/, '');
}

const DECODES = 100_000;
const VERIFIES = 300;

describe('play by post: hostile links', () => {
  it(`${DECODES.toLocaleString('en')} mutated links: reading throws only PostError; ${VERIFIES} verified throw only PostError, and none is another valid game`, async () => {
    const g = await playByPost('dice', { posts: 10, seed: 'fuzz' });
    const link = encodeLink(g.transcript);
    const original = link.split('~');
    const rng = seededRandom('post-fuzz');
    const decoded: string[] = [];
    const t0 = performance.now();
    let accepted = 0;
    for (let i = 0; i < DECODES; i++) {
      const m = mutateLink(link, rng);
      try {
        const t = decodeLink(m);
        accepted++;
        // The reader skips a page address up to '#' (and 'post='), as pasted from an address bar:
        // a mutation that put a '#' in front is that link. The rest is read only in its written form.
        const body = linkBody(m);
        if (decoded.length < VERIFIES && randomInt(rng, 20) === 0) decoded.push(body);
        assert.equal(encodeLink(t), body, 'a link is read only in its one written form');
      } catch (e) {
        if (!(e instanceof PostError)) throw new Error(`mutation ${i} threw ${String(e)} for ${JSON.stringify(m.slice(0, 120))}`);
      }
    }
    if (process.env.SHOW) console.log(`decode loop ${(performance.now() - t0).toFixed(0)} ms, ${accepted} accepted`);
    assert.ok(accepted > 100, `${accepted} mutations read as links (to be verified)`);
    for (const m of decoded) {
      try {
        const game = await verifyTranscript(decodeLink(m));
        // Only a shorter link of the same game verifies: any other change breaks a signature.
        const posts = m.split('~');
        assert.deepEqual(posts, original.slice(0, posts.length), 'a verified mutation is an older link of the game');
        assert.ok(game.posts < original.length - 1 || m === link);
      } catch (e) {
        if (!(e instanceof PostError)) throw new Error(`verifying ${JSON.stringify(m.slice(0, 120))} threw ${String(e)}`);
      }
    }
  });

  it('5,000 mutated records: reading throws only PostError', async () => {
    const g = await playByPost('d4d6', { posts: 6, seed: 'fuzz-record' });
    const text = writePostRecord(g.transcript);
    const rng = seededRandom('post-fuzz-record');
    const odd = ['{', '}', '(', ')', '[', ']', '"', '\\', ' ', '\n', '%', '=', ';', 'a', '1', '.'];
    for (let i = 0; i < 5000; i++) {
      let m = text;
      for (let k = 1 + randomInt(rng, 3); k > 0; k--) {
        const at = randomInt(rng, m.length);
        const r = randomInt(rng, 3);
        const ch = odd[randomInt(rng, odd.length)]!;
        m = r === 0 ? m.slice(0, at) + ch + m.slice(at + 1) : r === 1 ? m.slice(0, at) + m.slice(at + 1 + randomInt(rng, 30)) : m.slice(0, at) + ch + m.slice(at);
      }
      try {
        readPostRecord(m);
      } catch (e) {
        if (!(e instanceof PostError)) throw new Error(`record mutation ${i} threw ${String(e)}`);
      }
    }
  });

  it('limits: an over-long link, a link with too many posts, odd characters and odd records are PostErrors naming them', () => {
    assert.throws(() => decodeLink('vb1.' + 'A'.repeat(MAX_LINK_LENGTH)), (e: PostError) => e.problem === 'limit');
    assert.throws(() => decodeLink('vb1.dice...w.AAAAAAAAAAAAAAAA' + '~'.repeat(1000)), (e: PostError) => e.problem === 'limit');
    assert.throws(() => decodeLink('vb1.dice.<script>'), (e: PostError) => e.problem === 'format' && /found "<"/.test(e.message));
    assert.throws(() => decodeLink('vb2.dice...w.AAAAAAAAAAAAAAAA'), (e: PostError) => e.token === 'vb2');
    assert.throws(() => decodeLink('vb1.chess...w.AAAAAAAAAAAAAAAA'), (e: PostError) => e.token === 'chess');
    assert.throws(() => readPostRecord('[Variant "dice"]\n[Post "vb1"]\n'), (e: PostError) => e.token === '[PostStarter]');
    assert.throws(() => readPostRecord('[Variant "dice"]\n[Post "vb1"]\n' + '('.repeat(30000)), PostError);
  });

  it('a record with side lines, or moves after the last post, is refused', async () => {
    const g = await playByPost('sixstone', { posts: 4, seed: 'rec' });
    const text = writePostRecord(g.transcript);
    assert.throws(() => readPostRecord(text.replace(/\n$/, ' a1\n')), (e: PostError) => e.problem === 'format' && e.token === 'a1');
    const first = g.transcript.posts[0]!.events[0]!;
    assert.throws(() => readPostRecord(text.replace(`${first} {`, `${first} (${first}) {`)), (e: PostError) => e.problem === 'format' && /no side lines/.test(e.message));
    // Other comments are allowed and unsigned.
    assert.equal(encodeLink(readPostRecord(text.replace(/\n\n/, '\n\n{a reader\'s note}\n'))), encodeLink(g.transcript));
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  PostError, checkFreshness, decodeLink, encodeLink, readPostRecord, signText, verifyTranscript, writePostRecord,
  type Post, type Transcript,
} from '../src/post/index.js';
import { replayTranscript } from '../src/post/verify.js';
import { postBody, signedText } from '../src/post/transcript.js';
import { toBase64Url } from '../src/post/bytes.js';
import { playByPost } from './support/post-play.js';
import { runCli } from './support/run-cli.js';

const FIXTURE = new URL('./fixtures/post-dice.txt', import.meta.url);
const fixtureText = readFileSync(FIXTURE, 'utf8');
const fixture = readPostRecord(fixtureText);
const dir = mkdtempSync(join(tmpdir(), 'post-tamper-'));

/** The transcript with post `seq` replaced. */
const withPost = (t: Transcript, seq: number, change: (p: Post) => Post): Transcript => ({
  header: t.header,
  posts: t.posts.map((p, i) => (i === seq ? change(p) : p)),
});

/** Checks that the API refuses `t` with `problem` at `post`, and that `variant-board verify` names the same. */
async function refused(t: Transcript, problem: string, post: number, token?: string) {
  const err = await verifyTranscript(t).then(() => null, (e: unknown) => e);
  if (process.env.SHOW) console.log(String((err as Error).message));
  assert.ok(err instanceof PostError, `a PostError, got ${String(err)}`);
  assert.equal(err.problem, problem, err.message);
  assert.equal(err.post, post, err.message);
  if (token !== undefined) assert.equal(err.token, token);
  assert.match(err.message, new RegExp(`post ${post}`));
  const file = join(dir, `${problem}-${post}.txt`);
  writeFileSync(file, writePostRecord(t));
  const r = await runCli(['verify', file]);
  assert.equal(r.code, 1);
  assert.equal(r.err.join('\n'), err.message, 'the command says what the API says');
  return err;
}

/** The first post from `from` whose events hold a roll and a move (by that post's player). */
function postWithRollAndMove(t: Transcript, from: number): number {
  for (let i = from; i < t.posts.length; i++) if (t.posts[i]!.events.length >= 2 && /^\d\d$/.test(t.posts[i]!.events[0]!)) return i;
  throw new Error('no such post');
}

describe('play by post: tampering is refused and named (API and variant-board verify)', () => {
  it('the untouched fixture verifies with the command, exit 0', async () => {
    const r = await runCli(['verify', FIXTURE.pathname]);
    assert.equal(r.code, 0, r.err.join('\n'));
    assert.match(r.out.join('\n'), /Every roll, move and signature verified/);
    const link = join(dir, 'fixture.link');
    writeFileSync(link, encodeLink(fixture));
    assert.equal((await runCli(['verify', link])).code, 0, 'a saved link verifies too');
  });

  it('another roll', async () => {
    const seq = postWithRollAndMove(fixture, 6);
    const roll = fixture.posts[seq]!.events[0]!;
    const other = roll === '12' ? '34' : '12';
    const err = await refused(withPost(fixture, seq, (p) => ({ ...p, events: [other, ...p.events.slice(1)] })), 'roll', seq, other);
    assert.match(err.message, new RegExp(`give, ${roll}`));
    // In a record file, edited by hand: the same.
    const lines = fixtureText.split('\n');
    const at = lines.findIndex((l) => l.includes(`[%post ${seq} `));
    lines[at] = lines[at]!.replace(/^\d\d /, `${other} `);
    writeFileSync(join(dir, 'edited.txt'), lines.join('\n'));
    const r = await runCli(['verify', join(dir, 'edited.txt')]);
    assert.equal(r.code, 1);
    assert.match(r.err.join('\n'), new RegExp(`post ${seq} \\(\\w+\\): bad roll "${other}"`));
  });

  it('another move: a legal one breaks the signature, an illegal one is named as a move', async () => {
    const seq = postWithRollAndMove(fixture, 4);
    const before = await replayTranscript({ header: fixture.header, posts: fixture.posts.slice(0, seq) });
    const v = before.variant;
    const state = v.applyChance(before.session.state, v.parseChance(before.session.state, fixture.posts[seq]!.events[0]!));
    const moves = v.legalActions(state).map((a: unknown) => v.formatAction(state, a));
    const played = fixture.posts[seq]!.events[1]!;
    const other = moves.find((m: string) => m !== played);
    if (other) {
      await refused(withPost(fixture, seq, (p) => ({ ...p, events: [p.events[0]!, other, ...p.events.slice(2)] })), 'signature', seq);
    }
    await refused(withPost(fixture, seq, (p) => ({ ...p, events: [p.events[0]!, 'Qh9', ...p.events.slice(2)] })), 'move', seq, 'Qh9');
  });

  it('a changed signature', async () => {
    const seq = 9;
    await refused(withPost(fixture, seq, (p) => {
      const sig = p.sig.slice();
      sig[10]! ^= 1;
      return { ...p, sig };
    }), 'signature', seq);
  });

  it('a changed revealed value', async () => {
    const seq = 12;
    const err = await refused(withPost(fixture, seq, (p) => {
      const reveal = p.reveal!.slice();
      reveal[0]! ^= 0x80;
      return { ...p, reveal };
    }), 'reveal', seq);
    assert.match(err.message, /bad revealed value/);
  });

  it('a post signed by the wrong player, and one key for both sides', async () => {
    const g = await playByPost('dice', { posts: 8, seed: 'wrong-player' });
    const t = g.transcript;
    const seq = 6; // White's post
    const before = await replayTranscript({ header: t.header, posts: t.posts.slice(0, seq) });
    const body = postBody(t.posts[seq]!, seq);
    const forged = await signText(g.seats.black.keys.privateKey, signedText(before.hash, seq, body));
    const err = await refused(withPost(t, seq, (p) => ({ ...p, sig: forged })), 'wrong-player', seq);
    assert.match(err.message, /other player signed this post/);
    await refused(withPost(t, 1, (p) => ({ ...p, key: t.posts[0]!.key })), 'wrong-player', 1);
  });

  it('a replayed old link is refused against the latest one known; a rewritten game is named at its first changed post', async () => {
    const g = await playByPost('d4d6', { posts: 9, seed: 'old' });
    const newest = decodeLink(g.links.at(-1)!), older = decodeLink(g.links[4]!);
    assert.equal(checkFreshness(older, newest), 'newer');
    assert.throws(() => checkFreshness(newest, older), (e: PostError) => e.problem === 'old' && e.post === 4);
    const newFile = join(dir, 'newest.txt'), oldFile = join(dir, 'older.txt');
    writeFileSync(newFile, g.links.at(-1)!);
    writeFileSync(oldFile, writePostRecord(older));
    assert.equal((await runCli(['verify', oldFile])).code, 0, 'on its own the old link is a true game');
    const r = await runCli(['verify', oldFile, '--known', newFile]);
    assert.equal(r.code, 1);
    assert.match(r.err.join('\n'), /post 4: old link "post 4": expected the latest link of this game, which goes on to post 8/);
    // A copy of an earlier post put in again is a replayed post.
    const replayed: Transcript = { header: newest.header, posts: [...newest.posts, newest.posts[3]!] };
    await refused(replayed, 'replay', 9, toBase64Url(newest.posts[3]!.sig));
    // The same game rewritten from post 6 on (another signature there) is a fork.
    const rewritten = withPost(newest, 6, (p) => ({ ...p, sig: p.sig.map((b, i) => (i === 0 ? b ^ 1 : b)) }));
    assert.throws(() => checkFreshness(newest, rewritten), (e: PostError) => e.problem === 'fork' && e.post === 6);
  });

  it('a post out of turn, a roll written too early, a post that stops too early', async () => {
    const g = await playByPost('d4d6', { posts: 6, seed: 'turn' });
    const t = g.transcript;
    // Black's post 3 picks a piece and a die; the roll needs White's next value: a roll there is too early.
    const seq = 3;
    const err = await verifyTranscript(withPost(t, seq, (p) => ({ ...p, events: [...p.events, '1'] }))).catch((e) => e);
    assert.ok(err instanceof PostError && err.problem === 'roll' && err.post === seq, String(err));
    const stop = await verifyTranscript(withPost(t, seq, (p) => ({ ...p, events: [] }))).catch((e) => e);
    assert.ok(stop instanceof PostError && stop.problem === 'turn' && stop.post === seq, String(stop));
  });
});

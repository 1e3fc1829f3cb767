/**
 * A record method called on a played board before the record reader came (a script that did not
 * await `ready`): refused with a reason naming it, the game kept; after `ready` it works. Alone
 * in its file, so that this page has not loaded the reader before.
 */
import { expect } from '@open-wc/testing';
import '../src/index.js';
import type { BoardErrorDetail } from '../src/variant-board.js';
import { playedBoard } from './helpers.js';

describe('loadRecord before the record reader has come', () => {
  it('is refused with a reason naming it, keeps the game, and works after ready', async () => {
    const el = await playedBoard('<variant-board variant="dart"></variant-board>');
    const errors: BoardErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push((e as CustomEvent<BoardErrorDetail>).detail));
    expect(el.play('a2')).to.equal(true);
    const record = el.exportRecord();
    expect(el.loadRecord('[Variant "dart"]\n\na2 {a comment} d5')).to.equal(false);
    expect(errors.at(-1)).to.include({ code: 'not-ready', token: 'loadRecord' });
    expect(el.exportRecord()).to.equal(record);
    await el.ready;
    expect(el.loadRecord('[Variant "dart"]\n\na2 {a comment} d5')).to.equal(true);
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(['a2', 'd5']);
    expect(el.exportRecord()).to.contain('a2 {a comment} d5');
  });
});

/**
 * Moves given to a played board whose game code is loaded but whose record reader is not: the
 * board keeps its game until the reader comes, then shows the moves. Alone in its file, so that
 * this page has not loaded the reader before.
 */
import { expect } from '@open-wc/testing';
import { playedBoard, requested } from './helpers.js';

describe('moves set on a played board before the record reader has come', () => {
  it('are shown once the reader arrives, the board usable meanwhile', async () => {
    const el = await playedBoard('<variant-board variant="dart"></variant-board>');
    expect(requested('/src/records.')).to.equal(false);
    expect(el.play('a2')).to.equal(true);
    el.moves = 'a2 d5';
    await el.updateComplete;
    for (let i = 0; i < 300 && el.session!.events.length !== 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(['a2', 'd5']);
    expect(requested('/src/records.')).to.equal(true);
    expect(el.error).to.equal(null);
    // Played on from there.
    const v = el.game!, s = el.session!.state;
    expect(el.play(v.formatAction(s, v.legalActions(s)[0]))).to.equal(true);
  });
});

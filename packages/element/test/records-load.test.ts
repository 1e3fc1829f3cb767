/**
 * The record reader (records.ts, with the engine's record-read.ts) loads only for boards that read
 * records. A board that is only played never fetches it; its share link brings it when asked.
 * Alone in its file, so that this page has not loaded the reader before (each test file runs in a
 * page of its own).
 */
import { expect } from '@open-wc/testing';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';
import { clickPlace, nextEvent, playedBoard, requested } from './helpers.js';

const readerRequested = () => requested('/src/records.') || requested('/core/record-read.') || requested('/core/session.');

describe('the record reader', () => {
  let el: VariantBoard;

  it('is not fetched by a board that is only played: clicks, the move list and the record it writes work without it', async () => {
    el = await playedBoard('<variant-board variant="dart" sharing></variant-board>');
    const v = el.game!, s = el.session!;
    // The first move of a piece from one cell to another, played by two clicks.
    const action = v.legalActions(s.state).find((a) => {
      const av = v.actionView(s.state, a);
      return av.from && 'cell' in av.from && av.to;
    })!;
    const av = v.actionView(s.state, action);
    const notation = v.formatAction(s.state, action);
    await clickPlace(el, (av.from as { cell: string }).cell);
    await clickPlace(el, av.to!);
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal([notation]);
    expect([...el.shadowRoot!.querySelectorAll('ol.moves button')].map((b) => b.textContent)).to.include(notation);
    expect(el.exportRecord()).to.contain(`[Variant "dart"]`).and.to.contain(notation);
    expect(readerRequested()).to.equal(false);
  });

  it('comes with a click on "Copy link", whose link holds the moves played', async () => {
    const played = el.session!.events.map((e) => e.notation);
    const copy = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=sharing] button')].find((b) => b.textContent === 'Copy link')!;
    const shared = nextEvent<{ url: string }>(el, 'share');
    copy.click();
    const url = new URL((await shared).detail.url);
    // (This page's address with the game in its fragment: the board sets no share-base.)
    const game = new URLSearchParams(url.hash.slice(1));
    expect(game.get('vb')).to.equal('dart');
    expect(game.get('moves')).to.equal(played.join(' '));
    expect(el.shareLink()).to.equal(url.href);
    expect(readerRequested()).to.equal(true);
    // The game is as it was.
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(played);
  });
});

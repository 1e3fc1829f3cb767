/**
 * A diagram that changes game while the game's code (game.ts) is still to come. Alone in its
 * file, so that this page has not loaded game.ts before (each test file runs in a page of its own).
 */
import { expect, fixture } from '@open-wc/testing';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';
import { reach, requested } from './helpers.js';


describe('a diagram given another game and its moves before the game code has loaded', () => {
  it('shows the new game after its moves, not the old one', async () => {
    const host = await fixture<HTMLElement>('<div><variant-board variant="sixstone" readonly controls="none"></variant-board></div>');
    const el = host.querySelector('variant-board') as VariantBoard;
    for (let i = 0; i < 200 && !el.shadowRoot?.querySelector('g.drawing')?.childElementCount; i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.game!.id).to.equal('sixstone');
    expect(requested('/src/game.')).to.equal(false);
    // The Dart rules start loading for a diagram of a position; then moves ask for the game code too,
    // which may arrive before or after those rules (both orders must end on Dart after a2).
    el.variant = 'dart';
    await el.updateComplete;
    el.moves = 'a2';
    for (let i = 0; i < 300 && el.session?.ply !== 1; i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.game!.id).to.equal('dart');
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(['a2']);
    expect(el.error).to.equal(null);
    await reach(el);
    expect(el.shadowRoot!.querySelectorAll('polygon.hit.cell').length).to.equal(36);
  });
});

/**
 * The `status` attribute: a page that knows the turn better than the rules alone (a game played
 * by post or live, where a roll waits for the other player's post) writes the status line's words;
 * the board shows them as text, in place of whose turn it is, on a diagram and on a full board,
 * until the game ends, when its result shows.
 */
import { expect } from '@open-wc/testing';
import { makeBoard } from './helpers.js';

const statusOf = (el: HTMLElement) => el.shadowRoot!.querySelector('.status[part="status"]')!.textContent!.trim();

describe('the status attribute', () => {
  it('replaces whose turn it is on a diagram, as text; removing it gives the rules\' words back', async () => {
    const el = await makeBoard('<variant-board variant="dice" readonly controls="none"></variant-board>');
    expect(statusOf(el)).to.equal('White to roll');
    el.setAttribute('status', "Waiting for Black's move");
    await el.updateComplete;
    expect(statusOf(el)).to.equal("Waiting for Black's move");
    el.setAttribute('status', '<img src=x onerror="window.__hit=1">Your move');
    await el.updateComplete;
    expect(statusOf(el)).to.equal('<img src=x onerror="window.__hit=1">Your move');
    expect(el.shadowRoot!.querySelector('.status img')).to.equal(null);
    el.setAttribute('status', '   ');
    await el.updateComplete;
    expect(statusOf(el), 'blank words are no words').to.equal('White to roll');
    el.removeAttribute('status');
    await el.updateComplete;
    expect(statusOf(el)).to.equal('White to roll');
  });

  it('shows on a full board that is played, and gives way to the result of a finished game', async () => {
    const el = await makeBoard('<variant-board variant="dice" status="Your move" moves="66 e4"></variant-board>');
    expect(statusOf(el)).to.equal('Your move');
    // Dice Chess: White's king taken ends the game; the result replaces the page's words.
    el.setAttribute('position', '4k3/8/8/8/8/8/8/3qK3 b - - 0 1 roll 55');
    el.setAttribute('moves', 'Qxe1');
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expect(statusOf(el)).to.match(/^Game over: /);
  });
});

/**
 * Dice are drawn by a part of their own (draw/dice.ts). A board that shows dice is ready once it
 * can draw them: a script that awaits `ready` and exports the picture gets the dice. (This file
 * runs in a page of its own, so no earlier board has loaded that part.)
 */
import { expect, fixture } from '@open-wc/testing';
import type { VariantBoard } from '../src/variant-board.js';
import { makeBoard } from './helpers.js';

const dice = (el: VariantBoard) => ({
  inSvg: (el.toSvg().match(/class="die[ "]/g) ?? []).length,
  drawn: el.shadowRoot!.querySelectorAll('.drawing .die').length,
});

describe('dice and ready', () => {
  it('a board that shows dice is ready with them drawn, in the picture and on screen: played, a diagram, a game that starts on a roll', async () => {
    // Both boards are made before either has loaded anything: neither finds the dice' part already there.
    // d4 d6 with the Rinoceronte starts on a roll (a d4 for its facing): one die, not rolled.
    const host = await fixture<HTMLElement>(`<div><variant-board variant="dice"></variant-board>
      <variant-board variant="dice" readonly controls="none"></variant-board>
      <variant-board variant="d4d6" options="rinoceronte=true"></variant-board></div>`);
    const [played, diagram, rinoceronte] = [...host.querySelectorAll('variant-board')] as VariantBoard[];
    await Promise.all([played!.ready, diagram!.ready, rinoceronte!.ready]);
    expect(dice(played!)).to.deep.equal({ inSvg: 2, drawn: 2 });
    expect(dice(diagram!)).to.deep.equal({ inSvg: 2, drawn: 2 });
    expect(dice(rinoceronte!)).to.deep.equal({ inSvg: 1, drawn: 1 });
  });

  it('a board whose game has dice but whose position shows none waits for nothing (d4 d6 before its first roll)', async () => {
    const el = await makeBoard('<variant-board variant="d4d6"></variant-board>');
    expect(el.game!.view(el.session!.state).dice).to.deep.equal([]);
    expect(dice(el)).to.deep.equal({ inSvg: 0, drawn: 0 });
  });
});

/** `toSvg()` and `toPng()` of a board in editor mode draw the position being edited, not the game's. */
import { expect } from '@open-wc/testing';
import { makeBoard } from './helpers.js';

const pieces = (svg: string) => (svg.match(/<g class="piece[ "]/g) ?? []).length;

describe('editor mode pictures', () => {
  it('toSvg draws the edited position (a piece taken off), toPng is made from it', async () => {
    const el = await makeBoard('<variant-board variant="dart" editor></variant-board>');
    const ed = el.positionEditor!;
    expect(ed, 'the editor is loaded').to.not.equal(null);
    const before = el.toSvg();
    const start = el.game!.view(el.session!.state).pieces;
    expect(pieces(before)).to.be.at.least(start.size);
    const [cell] = [...start.keys()];
    expect(ed.clearCell(cell!)).to.equal(true);
    await el.updateComplete;
    const after = el.toSvg();
    expect(pieces(after), 'one piece fewer than the game').to.equal(pieces(before) - 1);
    // The game itself is unchanged until editor mode is left: the picture follows the editor, not the game.
    expect(el.game!.view(el.session!.state).pieces.size).to.equal(start.size);
    // No selection or drag marks in the picture, and the board's name as its label.
    expect(after).to.contain('aria-label="');
    expect(after).not.to.contain('class="sel');
    const png = await el.toPng(200);
    expect(png.type).to.equal('image/png');
    expect(png.size).to.be.above(100);
    // Out of editor mode (the edited position is played), the picture is the game's again, now that position.
    el.editor = false;
    await el.updateComplete;
    await el.ready;
    expect(pieces(el.toSvg())).to.equal(pieces(before) - 1);
  });
});

/**
 * A part's code is fetched once per page: a board whose page has it already (another board loaded it) uses it
 * at once, as the board that fetched it does, without waiting for `ready`.
 */
import { expect, fixture } from '@open-wc/testing';
import '../src/index.js';
import type { BoardErrorDetail, VariantBoard } from '../src/variant-board.js';

describe('parts already on the page', () => {
  it('a diagram reads a record at once when another board has brought the game and the reader', async () => {
    // A board with moves loads the game and the record reader.
    const host = await fixture<HTMLElement>('<div><variant-board variant="dart" moves="a2 d5"></variant-board></div>');
    await host.querySelector<VariantBoard>('variant-board')!.ready;
    // A diagram added later: drawn from its position alone, no script has asked for it.
    const diagram = document.createElement('variant-board') as VariantBoard;
    diagram.setAttribute('variant', 'dart');
    diagram.setAttribute('readonly', '');
    diagram.setAttribute('controls', 'none');
    const errors: BoardErrorDetail[] = [];
    diagram.addEventListener('error', (e) => errors.push((e as CustomEvent<BoardErrorDetail>).detail));
    host.append(diagram);
    for (let i = 0; i < 200 && !diagram.matches(':state(drawn)'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(diagram.loadRecord('[Variant "dart"]\n\na2 {a comment} d5')).to.equal(true);
    expect(errors).to.deep.equal([]);
    expect(diagram.session!.events.map((e) => e.notation)).to.deep.equal(['a2', 'd5']);
    expect(diagram.shareLink()).to.contain('a2');
  });
});

/**
 * The board's reactive properties (Lit's ReactiveElement): attributes read through their types and converters,
 * the ones that reflect written back, changes batched into one update after connection, and values set before the
 * element's class was defined kept. Tested on <variant-board> itself, through its public properties.
 */
import { expect } from '@open-wc/testing';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';
import { loadVariant } from '../src/engine.js';

describe('the board\'s reactive properties', () => {
  it('reads attributes through their types and converters, and reflects what it should', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<variant-board variant="dart" ply="0" share-base="/x/" highlights="e4 d5" coordinates="false" options="" readonly controls="none"></variant-board>';
    document.body.append(host);
    const el = host.firstElementChild as VariantBoard;
    await el.ready;
    expect([el.variant, el.ply, el.shareBase, el.highlights, el.coordinates, el.readonly]).to.deep.equal(['dart', 0, '/x/', ['e4', 'd5'], false, true]);
    // Reflected: variant, orientation, readonly, editor.
    expect(el.getAttribute('orientation')).to.equal('white');
    el.orientation = 'black';
    el.readonly = false;
    await el.updateComplete;
    expect(el.getAttribute('orientation')).to.equal('black');
    expect(el.hasAttribute('readonly')).to.equal(false);
    el.setAttribute('readonly', '');
    await el.updateComplete;
    expect(el.readonly).to.equal(true);
    // `interactive="false"` is the same as readonly; `interactive` reads its opposite.
    el.removeAttribute('readonly');
    el.setAttribute('interactive', 'false');
    await el.updateComplete;
    expect([el.readonly, el.interactive]).to.deep.equal([true, false]);
    host.remove();
  });

  it('batches changes into one update after the element is connected, and draws what willUpdate derived', async () => {
    await loadVariant('dart');
    const el = document.createElement('variant-board') as VariantBoard;
    let changes = 0;
    el.addEventListener('position-change', () => changes++);
    el.variant = 'dart';
    el.readonly = true;
    el.controls = 'none';
    await Promise.resolve();
    expect(el.shadowRoot, 'nothing drawn before connection').to.equal(null);
    document.body.append(el);
    await el.ready;
    expect(el.shadowRoot!.querySelector('svg.board-svg')).to.not.equal(null);
    const before = changes;
    // Two changes of the same property before the update: one new position shown.
    el.orientation = 'black';
    el.orientation = 'white';
    el.orientation = 'black';
    await el.updateComplete;
    expect(el.getAttribute('orientation')).to.equal('black');
    expect(changes, 'turning the board shows no new position').to.equal(before);
    el.remove();
  });

  it('keeps values set before the class was defined', async () => {
    // An element of a name not defined yet, given properties, then upgraded: as a page that sets a board's
    // properties before the script that defines it has run. (A subclass: the tag `variant-board` is taken.)
    const el = document.createElement('test-board-late') as HTMLElement & { variant?: string; readonly?: boolean; controls?: string };
    el.variant = 'dart';
    el.readonly = true;
    el.controls = 'none';
    document.body.append(el);
    const { VariantBoard: Board } = await import('../src/variant-board.js');
    customElements.define('test-board-late', class extends Board {});
    const up = el as unknown as VariantBoard;
    await up.ready;
    expect([up.variant, up.readonly, up.controls]).to.deep.equal(['dart', true, 'none']);
    expect(up.currentPosition).to.be.a('string');
    el.remove();
  });
});

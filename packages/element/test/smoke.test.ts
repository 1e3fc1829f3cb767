import { expect } from '@open-wc/testing';
import { makeBoard } from './helpers.js';

describe('smoke', () => {
  it('renders a dart board', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    expect(el.shadowRoot!.querySelectorAll('polygon.hit.cell').length).to.equal(36);
  });
});

/**
 * Pages we do not control may feed the element hostile text. Nothing from an attribute or a
 * record may become markup or run: it is shown as text or rejected with an error.
 */
import { expect, fixture } from '@open-wc/testing';
import type { VariantBoard } from '../src/variant-board.js';
import '../src/index.js';

const PAYLOAD = '"><img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=1"><script>window.__pwned=1</script>';

declare global {
  interface Window { __pwned?: number }
}

async function board(attrs: Record<string, string>): Promise<VariantBoard> {
  const el = document.createElement('variant-board') as VariantBoard;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.addEventListener('error', (e) => e.stopPropagation());
  const host = await fixture<HTMLElement>('<div></div>');
  host.append(el);
  await el.ready.catch(() => undefined);
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 50));
  return el;
}

function injected(el: VariantBoard): Element[] {
  const root = el.shadowRoot!;
  return [...root.querySelectorAll('img, script, iframe, [onerror], [onload]')];
}

describe('hostile input is never rendered as markup', () => {
  beforeEach(() => { delete window.__pwned; });

  for (const attr of ['variant', 'position', 'moves', 'highlights', 'arrows', 'roll', 'orientation', 'players', 'options']) {
    it(`attribute ${attr}`, async () => {
      const el = await board(attr === 'variant' ? { variant: PAYLOAD } : { variant: 'dart', [attr]: PAYLOAD });
      expect(injected(el), attr).to.have.length(0);
      expect(window.__pwned).to.equal(undefined);
      // The board is never a blank box: it draws, or says what was wrong, as text.
      expect(el.shadowRoot!.textContent!.trim().length).to.be.greaterThan(0);
    });
  }

  it('a record with markup in its tags and moves', async () => {
    const el = await board({ variant: 'dart' });
    const record = `[Variant "dart"]\n[Event "${PAYLOAD.replace(/"/g, '\\"')}"]\n\nNc3 ${PAYLOAD}`;
    try {
      el.loadRecord(record);
    } catch {
      /* rejected: fine */
    }
    await el.updateComplete;
    expect(injected(el)).to.have.length(0);
    expect(window.__pwned).to.equal(undefined);
  });

  it('an error message quoting the payload shows it as text', async () => {
    const el = await board({ variant: 'dart', position: '<b>bold</b>' });
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    expect(el.shadowRoot!.textContent).to.contain('<b>bold</b>');
  });
});

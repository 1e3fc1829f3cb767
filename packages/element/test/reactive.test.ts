/** reactive.ts: the board's small reactive base behaves as Lit's ReactiveElement does where the board relies on it. */
import { expect } from '@open-wc/testing';
import { ReactiveBase } from '../src/reactive.js';
import type { PropertyValues } from '../src/reactive.js';

class TestElement extends ReactiveBase {
  static override properties = {
    label: { type: String, reflect: true },
    count: { type: Number },
    on: { type: Boolean, reflect: true },
    shareBase: { type: String, attribute: 'share-base' },
    list: { converter: { fromAttribute: (v: string | null) => (v ? v.split(' ') : []) } },
  };
  declare label: string;
  declare count: number;
  declare on: boolean;
  declare shareBase: string;
  declare list: string[];
  updates: PropertyValues[] = [];
  seenInWillUpdate: unknown[] = [];
  constructor() {
    super();
    this.label = 'start';
    this.on = false;
  }
  override willUpdate(changed: PropertyValues): void {
    this.seenInWillUpdate.push(this.label);
    // A change made here joins this update.
    if (changed.has('count') && this.count > 10) this.label = 'big';
  }
  update(changed: PropertyValues): void {
    this.updates.push(new Map(changed));
    this.renderRoot.textContent = `${this.label}:${this.count}`;
  }
}
customElements.define('test-reactive', TestElement);

describe('ReactiveBase', () => {
  it('reads attributes through their types and converters, and reflects what it should', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<test-reactive label="a" count="3" share-base="/x/" list="e4 d5" on></test-reactive>';
    document.body.append(host);
    const el = host.firstElementChild as TestElement;
    await el.updateComplete;
    expect([el.label, el.count, el.shareBase, el.list, el.on]).to.deep.equal(['a', 3, '/x/', ['e4', 'd5'], true]);
    el.label = 'b';
    el.on = false;
    await el.updateComplete;
    expect(el.getAttribute('label')).to.equal('b');
    expect(el.hasAttribute('on')).to.equal(false);
    el.setAttribute('on', '');
    await el.updateComplete;
    expect(el.on).to.equal(true);
    host.remove();
  });

  it('batches changes into one update, with the old values, after the element is connected', async () => {
    const el = document.createElement('test-reactive') as TestElement;
    el.count = 1;
    el.count = 2;
    await Promise.resolve();
    expect(el.updates.length, 'no update before connection').to.equal(0);
    document.body.append(el);
    await el.updateComplete;
    expect(el.updates.length).to.equal(1);
    expect(el.updates[0]!.get('count')).to.equal(undefined);
    expect(el.shadowRoot!.textContent).to.equal('start:2');
    el.count = 12;
    el.count = 12; // unchanged: no second entry
    await el.updateComplete;
    expect(el.updates.length).to.equal(2);
    expect(el.updates[1]!.get('count')).to.equal(2);
    expect(el.shadowRoot!.textContent, 'the change made in willUpdate is drawn in the same update').to.equal('big:12');
    expect(el.getAttribute('label')).to.equal('big');
    el.remove();
  });

  it('keeps values set before the class was defined', async () => {
    const el = document.createElement('test-reactive-late') as HTMLElement & { label?: string };
    el.label = 'early';
    document.body.append(el);
    customElements.define('test-reactive-late', class extends TestElement {});
    const up = el as unknown as TestElement;
    await up.updateComplete;
    expect(up.label).to.equal('early');
    expect(up.shadowRoot!.textContent).to.equal('early:undefined');
    el.remove();
  });
});

/** A second copy of the bundle on a page keeps the first definition and says so once. */
import { expect } from '@open-wc/testing';
import { defineElement } from '../src/define.js';
import { crossOriginWorker } from '../src/cross-origin-worker.js';
import '../src/index.js';

function captureWarnings(run: () => void): string[] {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.join(' '));
  try {
    run();
  } finally {
    console.warn = original;
  }
  return seen;
}

describe('defineElement', () => {
  it('defines a free tag silently', () => {
    class First extends HTMLElement {}
    const warnings = captureWarnings(() => defineElement('vb-define-free', First));
    expect(customElements.get('vb-define-free')).to.equal(First);
    expect(warnings).to.deep.equal([]);
  });

  it('keeps the first definition of a taken tag and warns once, however many copies follow', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    class Third extends HTMLElement {}
    const warnings = captureWarnings(() => {
      defineElement('vb-define-taken', First);
      defineElement('vb-define-taken', Second);
      defineElement('vb-define-taken', Third);
      defineElement('vb-define-taken', First);
    });
    expect(customElements.get('vb-define-taken')).to.equal(First);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<vb-define-taken> is already defined');
  });

  it('lets <variant-board> survive a second copy of its script', () => {
    const first = customElements.get('variant-board');
    expect(first).to.not.equal(undefined);
    const warnings = captureWarnings(() => defineElement('variant-board', class extends HTMLElement {}));
    expect(customElements.get('variant-board')).to.equal(first);
    expect(warnings).to.have.length(1);
  });
});

describe('crossOriginWorker', () => {
  it('leaves a same-origin script to the plain worker (throws, so the next candidate runs)', () => {
    expect(() => crossOriginWorker('./worker.js', location.href)()).to.throw(/no shim needed/);
  });

  it('starts a worker for another origin through a blob that imports the script', async () => {
    // A data: URL (an opaque origin) stands in for the CDN: what is checked is that the blob
    // worker starts and runs the module it imports. The real CDN case is in test/pack.
    const start = crossOriginWorker('data:text/javascript,postMessage("loaded")', location.href);
    const worker = start();
    const message = await new Promise<unknown>((resolve, reject) => {
      worker.addEventListener('message', (e) => resolve(e.data));
      worker.addEventListener('error', () => reject(new Error('worker failed')));
    });
    worker.terminate();
    expect(message).to.equal('loaded');
  });
});

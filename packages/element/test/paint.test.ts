/** draw/paint.ts: a drawing repainted shape by shape always equals the drawing written whole. */
import { expect } from '@open-wc/testing';
import { paintDrawing, paintHits } from '../src/draw/paint.js';

const NS = 'http://www.w3.org/2000/svg';
const POOL = Array.from({ length: 30 }, (_, i) => i % 7 === 0
  ? `<g class="piece p${i}"><circle cx="${i}" cy="1" r="2"/><path d="M0 0L${i} 1"/></g>`
  : `<rect class="s${i}" x="${i}" y="${i % 5}" width="1" height="1"/>`);

/** A small seeded generator, so that a failure can be replayed. */
function rng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
}

function whole(shapes: readonly string[]): string {
  const g = document.createElementNS(NS, 'g');
  g.innerHTML = shapes.join('');
  return g.innerHTML;
}

describe('paintDrawing', () => {
  it('after any sequence of changes the drawing is the same markup as written whole, in order', () => {
    const svg = document.createElementNS(NS, 'svg');
    const g = document.createElementNS(NS, 'g');
    svg.append(g);
    document.body.append(svg);
    const r = rng(14);
    let shapes = POOL.slice(0, 12);
    paintDrawing(g, shapes);
    for (let step = 0; step < 300; step++) {
      const next = [...shapes];
      // A move: a few shapes removed, replaced, inserted or moved, repeated texts included.
      for (let k = 1 + Math.floor(r() * 4); k > 0; k--) {
        const at = Math.floor(r() * (next.length + 1));
        const what = POOL[Math.floor(r() * POOL.length)]!;
        const op = r();
        if (op < 0.3 && next.length > 2) next.splice(at, 1);
        else if (op < 0.6) next.splice(at, 0, what);
        else next[Math.min(at, next.length - 1)] = what;
      }
      const keptFirst = next[0] === shapes[0] ? g.firstElementChild : null;
      paintDrawing(g, next);
      expect(g.innerHTML, `step ${step}`).to.equal(whole(next));
      expect(g.childElementCount).to.equal(next.length);
      if (keptFirst) expect(g.firstElementChild, 'an unchanged shape keeps its element').to.equal(keptFirst);
      shapes = next;
    }
    svg.remove();
  });

  it('copies are independent: changing one board never changes another', () => {
    const a = document.createElementNS(NS, 'g');
    const b = document.createElementNS(NS, 'g');
    paintDrawing(a, POOL.slice(1, 6));
    paintDrawing(b, POOL.slice(1, 6));
    expect(a.firstElementChild).to.not.equal(b.firstElementChild);
    a.firstElementChild!.setAttribute('x', '99');
    expect(b.firstElementChild!.getAttribute('x')).to.equal('1');
  });

  it('markup that is more than one element is drawn whole', () => {
    const g = document.createElementNS(NS, 'g');
    paintDrawing(g, [POOL[1]! + POOL[2]!]);
    expect(g.innerHTML).to.equal(whole([POOL[1]!, POOL[2]!]));
  });

  it('clickable places: the same set on two boards is two sets of elements with the same attributes, escaped', () => {
    const hits = [0, 1, 2].map((i) => [['class', 'hit cell'], ['data-id', `a${i}`], ['aria-label', `a${i} "<b>"`], ['tabindex', i ? '-1' : '0']] as const);
    const a = document.createElementNS(NS, 'g');
    const b = document.createElementNS(NS, 'g');
    paintHits(a, hits);
    paintHits(b, hits);
    expect(a.innerHTML).to.equal(b.innerHTML);
    expect(a.children.length).to.equal(3);
    expect(a.firstElementChild).to.not.equal(b.firstElementChild);
    expect(a.firstElementChild!.getAttribute('aria-label')).to.equal('a0 "<b>"');
    expect(a.querySelector('b')).to.equal(null);
    // A later state patches attributes in place on one board only.
    const first = a.firstElementChild;
    paintHits(a, hits.map((h, i) => h.map(([n, v]) => [n, n === 'tabindex' ? (i === 2 ? '0' : '-1') : v] as const)));
    expect(a.firstElementChild).to.equal(first);
    expect(a.children[2]!.getAttribute('tabindex')).to.equal('0');
    expect(b.children[2]!.getAttribute('tabindex')).to.equal('-1');
  });
});

/** The drawing model and its two renderers: identical output, escaping, static boards. */
import { expect } from '@open-wc/testing';
import { render, html } from 'lit';
import { buildScene } from '../src/draw/scene.js';
import { renderShape } from '../src/draw/lit-render.js';
import { shapeToString } from '../src/draw/svg-string.js';
import { sceneToSvgString } from '../src/draw/svg-document.js';
import { renderBoardSvg } from '../src/static.js';
import { IDS, available } from './helpers.js';

function tree(el: Element): unknown {
  const attrs = [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
  const kids = [...el.children].map(tree);
  return { tag: el.localName, attrs, text: el.children.length ? '' : el.textContent, kids };
}

describe('scene renderers', () => {
  for (const id of IDS) {
    it(`${id}: Lit and string renderers draw the same shapes`, async function () {
      const v = await available(id);
      if (!v) return this.skip();
      const state = v.initial({});
      for (const orientation of ['white', 'black'] as const) {
        const scene = buildScene({
          geometry: v.geometry({}), view: v.view(state), orientation, highlights: [v.geometry({}).cells[0]!.id],
          arrows: [[v.geometry({}).cells[0]!.id, v.geometry({}).cells[3]!.id]], dice: true, title: 'x',
        });
        const host = document.createElement('div');
        render(html`<svg><g class="drawing">${scene.shapes.map(renderShape)}</g></svg>`, host);
        const fromLit = tree(host.querySelector('g.drawing')!);
        const doc = new DOMParser().parseFromString(sceneToSvgString(scene), 'image/svg+xml');
        expect(doc.querySelector('parsererror')).to.equal(null);
        const fromString = tree(doc.querySelector('g.drawing')!);
        expect(fromLit).to.deep.equal(fromString);
      }
    });
  }

  it('a cell that reads as before keeps its hit; a changed piece, state or wording gives a new label', async function () {
    const v = await available('dice');
    if (!v) return this.skip();
    const { setStrings, strings } = await import('../src/strings.js');
    const g = v.geometry({}), start = v.initial({});
    const scene = (state: unknown, extra: { highlights?: string[] } = {}) => buildScene({ geometry: g, view: v.view(state), ...extra });
    const hit = (sc: ReturnType<typeof scene>, id: string) => sc.hits.find((h) => h.id === id)!;
    const a = scene(start);
    const b = scene(start, { highlights: ['e4'] });
    expect(hit(b, 'a1')).to.equal(hit(a, 'a1'));
    expect(hit(b, 'e4')).to.not.equal(hit(a, 'e4'));
    expect(hit(b, 'e4').label).to.contain(strings().highlighted);
    const moved = v.apply(v.applyChance(start, v.parseChance(start, '11')), v.parseAction(v.applyChance(start, v.parseChance(start, '11')), 'e4'));
    const c = scene(moved);
    expect(hit(c, 'e2').label).to.not.equal(hit(a, 'e2').label);
    expect(hit(c, 'e4').label).to.contain(strings().pieces.pawn);
    expect(c.hits.map((h) => h.id)).to.deep.equal(a.hits.map((h) => h.id));
    const words = strings();
    setStrings({ empty: 'leer', cell: (id, piece, states) => [id, piece ?? 'leer', ...states].join('; ') });
    try {
      expect(hit(scene(moved), 'e2').label).to.equal('e2; leer');
    } finally {
      setStrings({ empty: words.empty, cell: words.cell });
    }
    expect(hit(scene(moved), 'e2').label).to.equal(hit(c, 'e2').label);
  });

  it('escapes text and attribute values in the string renderer', () => {
    const out = shapeToString({ kind: 'text', cls: 'a"b', text: '<script>alert(1)</script> & co' });
    expect(out).to.equal('<text class="a&quot;b">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</text>');
  });

  it('renderBoardSvg draws every available game, flipped for Black', async () => {
    let drawn = 0;
    for (const id of IDS) {
      const v = await available(id);
      if (!v) continue;
      const white = await renderBoardSvg({ variant: id });
      const black = await renderBoardSvg({ variant: id, orientation: 'black' });
      const doc = new DOMParser().parseFromString(white, 'image/svg+xml');
      expect(doc.querySelector('parsererror'), id).to.equal(null);
      expect(doc.querySelectorAll('.piece').length, id).to.be.greaterThan(0);
      expect(white).to.not.equal(black);
      expect(white).to.not.match(/ style=/);
      drawn++;
    }
    expect(drawn).to.be.greaterThan(0);
  });

  it('renderBoardSvg rejects an unknown game with the engine error', async () => {
    let err: { code?: string } | null = null;
    try {
      await renderBoardSvg({ variant: 'nope' });
    } catch (e) {
      err = e as { code?: string };
    }
    expect(err?.code).to.equal('unknown-variant');
  });

  it('renderBoardSvg takes moves as text or as a list, and coordinates can be hidden', async function () {
    const v = await available('dart');
    if (!v) return this.skip();
    const s0 = v.initial({});
    const first = v.formatAction(s0, v.legalActions(s0)[0]);
    const a = await renderBoardSvg({ variant: 'dart', moves: first });
    const b = await renderBoardSvg({ variant: 'dart', moves: [first] });
    expect(a).to.equal(b);
    expect(a).to.contain('class="last');
    const bare = await renderBoardSvg({ variant: 'dart', coordinates: false });
    expect(bare).to.not.contain('class="coord"');
  });
});

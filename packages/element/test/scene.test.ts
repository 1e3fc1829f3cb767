/** The drawing model and its two renderers: identical output, escaping, static boards. */
import { expect } from '@open-wc/testing';
import { render, html } from 'lit';
import { buildScene } from '../src/draw/scene.js';
import { renderShape } from '../src/draw/lit-render.js';
import { sceneToSvgString, shapeToString } from '../src/draw/svg-string.js';
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

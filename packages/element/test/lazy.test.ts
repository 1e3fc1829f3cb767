/** Each game's rules load only when a board of that game appears. */
import { expect } from '@open-wc/testing';
import { makeBoard } from './helpers.js';

const loadedGames = () =>
  new Set(performance.getEntriesByType('resource').map((e) => /variants\/(\w+)\//.exec(e.name)?.[1]).filter(Boolean));

describe('lazy rules', () => {
  it('a page with one Dagger board loads the Dagger rules and no other game', async () => {
    expect(loadedGames().size).to.equal(0);
    await makeBoard('<variant-board variant="dagger"></variant-board>');
    expect([...loadedGames()]).to.deep.equal(['dagger']);
    await makeBoard('<variant-board variant="sixstone"></variant-board>');
    expect([...loadedGames()].sort()).to.deep.equal(['dagger', 'sixstone']);
  });

  it("the editor's set-up code loads only with the editor", async () => {
    const setupLoaded = () => performance.getEntriesByType('resource').some((e) => /variants\/dart\/setup\.|core\/setup\./.test(e.name));
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    expect(setupLoaded()).to.equal(false);
    el.editor = true;
    await el.ready;
    expect(setupLoaded()).to.equal(true);
    expect(el.positionEditor?.setup.pieces['a1']).to.deep.equal({ kind: 'pawn', side: 'white' });
  });
});

describe('renders while loading', () => {
  it('a playable board renders twice until ready (empty, then drawn): the parts arriving before its game is built add no render', async () => {
    const el = document.createElement('variant-board');
    let renders = 0;
    const update = el.update;
    el.update = function (this: typeof el, ...args: Parameters<typeof update>) {
      renders++;
      return update.apply(this, args);
    };
    el.setAttribute('variant', 'd4d6');
    document.body.append(el);
    try {
      await el.ready;
      expect(el.shadowRoot!.querySelector('g.drawing')!.childElementCount).to.be.greaterThan(0);
      expect(el.shadowRoot!.querySelector('[part="controls"]')).to.exist;
      expect(renders).to.equal(2);
    } finally {
      el.remove();
    }
  });
});

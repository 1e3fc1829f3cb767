/** Pure modules: attribute parsing, click logic, layout and keyboard neighbours. */
import { expect } from '@open-wc/testing';
import { parseCells } from '../src/attributes.js';
import { parseArrows } from '../src/draw/arrows.js';
import { parsePlayers } from '../src/players.js';
import { shareUrl } from '../src/share.js';
import { MoveSet, clickPlace } from '../src/interact.js';
import { layout } from '../src/draw/scene.js';
import { cellAt } from '../src/draw/cell-at.js';
import { neighbourToward } from '../src/keyboard.js';
import type { AnyVariant, BoardGeometry } from '../src/engine.js';

/** A 3x1 strip game: a piece on a1 moves to b1 (two ways: "x" or "y"), a reserve drops on c1, or pass. */
const strip: BoardGeometry = {
  cells: ['a1', 'b1', 'c1'].map((id, i) => ({ id, x: i + 0.5, y: 0.5, shape: 'square' as const, tone: i % 2 })),
  cellSize: 1, width: 3, height: 1, labels: [], neighbours: { a1: { e: 'b1' }, b1: { w: 'a1', e: 'c1' }, c1: { w: 'b1' } },
};
const fake = {
  phase: () => 'decision',
  legalActions: () => ['x', 'y', 'drop', 'pass', 'spin'],
  actionView: (_s: unknown, a: string) =>
    a === 'x' || a === 'y' ? { notation: `a1b1${a}`, from: { cell: 'a1' }, to: 'b1', choice: a }
      : a === 'drop' ? { notation: 'R@c1', from: { reserve: 'hand' }, to: 'c1' }
        : a === 'spin' ? { notation: 'b1:spin', from: { cell: 'b1' }, to: 'b1', choice: 'spin' }
          : { notation: 'pass' },
} as unknown as AnyVariant;

describe('strings', () => {
  it("a page's words win over the English of parts that load later (the controls')", async () => {
    const { setStrings, strings, addDefaultStrings, en } = await import('../src/strings.js');
    const { controlStrings, controlsEn } = await import('../src/control-strings.js');
    setStrings({ undo: 'Rückgängig', toMove: (side) => `${side}?` });
    try {
      expect(controlStrings().undo).to.equal('Rückgängig');
      expect(controlStrings().redo).to.equal(controlsEn.redo);
      expect(strings().toMove('white')).to.equal('white?');
      // English of a part that arrives after the page's words does not replace them.
      addDefaultStrings({ undo: 'Take back', redo: 'Again' });
      expect(strings().undo).to.equal('Rückgängig');
      expect(strings().redo).to.equal('Again');
    } finally {
      addDefaultStrings(controlsEn);
      setStrings({ undo: controlsEn.undo, toMove: en.toMove });
    }
    expect(strings().redo).to.equal(controlsEn.redo);
  });
});

describe('attributes', () => {
  it('parses cells, arrows (with or without separators) and players', () => {
    expect(parseCells(' e4, d5  c3 ')).to.deep.equal(['e4', 'd5', 'c3']);
    const cells = ['a1', 'a10', 'b1', 'b10', 'n1'];
    expect(parseArrows('a1b10 a10-b1 n1>a1', cells)).to.deep.equal([['a1', 'b10'], ['a10', 'b1'], ['n1', 'a1']]);
    expect(parseArrows([['a1', 'b1']], cells)).to.deep.equal([['a1', 'b1']]);
    expect(parseArrows('zz', cells)).to.deep.equal([]);
    expect(parsePlayers('computer')).to.deep.equal({ white: 'computer', black: 'human' });
  });

  it('builds share links with the game in the query', () => {
    const u = new URL(shareUrl('https://x.example/playground/', { variant: 'dice', moves: ['66', 'e4'], options: { a: true } }));
    expect(u.searchParams.get('variant')).to.equal('dice');
    expect(u.searchParams.get('moves')).to.equal('66 e4');
    expect(u.searchParams.get('options')).to.equal('a=true');
    expect(u.searchParams.has('position')).to.equal(false);
  });
});

describe('click logic', () => {
  const set = new MoveSet(fake, {});
  const view = { pieces: new Map(), reserves: [], toMove: 'white', phase: 'decision', dice: [], check: [] } as never;

  it('sorts actions into origins, buttons and targets', () => {
    expect([...set.byFrom.keys()].sort()).to.deep.equal(['c:a1', 'c:b1', 'r:hand']);
    expect(set.buttons.map((m) => m.view.notation)).to.deep.equal(['pass']);
    expect(set.targets('c:a1', view)).to.deep.equal([{ cell: 'b1', capture: false }]);
    expect(set.targets('c:b1', view)).to.deep.equal([]);
  });

  it('select, then a shared target opens the chooser; a single target plays', () => {
    expect(clickPlace(set, null, { cell: 'a1' })).to.include({ kind: 'select', key: 'c:a1' });
    const r = clickPlace(set, 'c:a1', { cell: 'b1' });
    expect(r.kind).to.equal('choose');
    expect((r as unknown as { moves: { view: { choice?: string } }[] }).moves.map((m) => m.view.choice)).to.deep.equal(['x', 'y']);
    expect(clickPlace(set, null, { reserve: 'hand' })).to.include({ kind: 'select', key: 'r:hand' });
    const drop = clickPlace(set, 'r:hand', { cell: 'c1' });
    expect(drop.kind).to.equal('play');
    expect(clickPlace(set, 'c:a1', { cell: 'a1' }).kind).to.equal('clear');
    expect(clickPlace(set, null, { cell: 'c1' }).kind).to.equal('clear');
  });

  it('an action on the spot plays on the first click', () => {
    const r = clickPlace(set, null, { cell: 'b1' });
    expect(r.kind).to.equal('play');
    expect((r as unknown as { move: { view: { notation: string } } }).move.view.notation).to.equal('b1:spin');
  });
});

describe('layout', () => {
  it('flips for Black and finds cells under points', () => {
    const w = layout(strip, 'white'), b = layout(strip, 'black');
    expect(w.at(strip.cells[0]!).x).to.be.lessThan(w.at(strip.cells[2]!).x);
    expect(b.at(strip.cells[0]!).x).to.be.greaterThan(b.at(strip.cells[2]!).x);
    expect(cellAt(w, 0.5, 0.5)).to.equal('a1');
    expect(cellAt(b, 0.5, 0.5)).to.equal('c1');
    expect(cellAt(w, 10, 10)).to.equal(null);
  });

  it('arrow keys follow the screen, so they turn with the board', () => {
    expect(neighbourToward(layout(strip, 'white'), 'a1', 1, 0)).to.equal('b1');
    expect(neighbourToward(layout(strip, 'black'), 'a1', 1, 0)).to.equal(null);
    expect(neighbourToward(layout(strip, 'black'), 'b1', 1, 0)).to.equal('a1');
    expect(neighbourToward(layout(strip, 'white'), 'a1', 0, -1)).to.equal(null);
  });
});

/**
 * Drawing in the position editor (issue 46): an author sets up a position and draws on it with the
 * right button, the pen or the D key while the editor's own input (left button, touch, Enter, arrows)
 * still edits; the editor's board and picture show the drawing, and `exportRecord` writes the edited
 * position with the drawing as its comment, which `loadRecord` brings back. On a board of squares with
 * pieces in hand (Dart) and one whose game has dice (Dice Chess: the editor draws no dice tray).
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { hitFor, makeBoard, nextEvent } from './helpers.js';
import { leftClick, rightClick, rightDrag, touchDrag } from './drawing-gestures.js';
import type { VariantBoard } from '../src/variant-board.js';
import type { EditDetail } from '../src/editor/editor.js';
import { strings } from '../src/strings.js';

const root = (el: VariantBoard) => el.shadowRoot!;
const live = (el: VariantBoard) => root(el).querySelector('.vh[role="status"]')!.textContent!.trim();
const drawn = (el: VariantBoard, kind: 'arrow' | 'circle') => root(el).querySelectorAll(`.editor g.drawing .drawn-${kind}:not(.preview)`).length;
const pen = (el: VariantBoard) => root(el).querySelector<HTMLButtonElement>('.editor .bar button.pen');

/** A board in editor mode once its drawing has come (the pen in the editor's toolbar). */
async function editorBoard(variant: string, extra = ''): Promise<VariantBoard> {
  const el = await makeBoard(`<variant-board variant="${variant}" editor ${extra} style="width: 340px"></variant-board>`);
  for (let i = 0; i < 300 && !(el._parts.shapes && pen(el)); i++) {
    await new Promise((r) => setTimeout(r, 10));
    await el.updateComplete;
  }
  expect(el.positionEditor, 'the editor is loaded').to.not.equal(null);
  return el;
}

/** Waits for a board's drawing part (it comes after the controls). */
async function withDrawing(el: VariantBoard): Promise<VariantBoard> {
  for (let i = 0; i < 300 && !el._parts.shapes; i++) await new Promise((r) => setTimeout(r, 10));
  await el.updateComplete;
  return el;
}

/** Chooses a palette piece by its name, as a person clicks it. */
async function choose(el: VariantBoard, name: string) {
  const b = [...root(el).querySelectorAll<HTMLButtonElement>('.palette button')].find((x) => (x.querySelector('.vh')?.textContent ?? x.textContent)?.trim() === name);
  if (!b) throw new Error(`no palette button ${name}`);
  b.click();
  await el.updateComplete;
}

afterEach(async () => {
  await resetMouse();
});

const BOARDS = [
  { variant: 'dart', from: 'a1', to: 'c3', mark: 'b4', empty: 'c4' },
  { variant: 'dice', from: 'e2', to: 'e4', mark: 'd5', empty: 'c4' },
] as const;

for (const { variant, from, to, mark, empty } of BOARDS) {
  describe(`drawing in the editor (${variant})`, () => {
    it('right-drag draws an arrow and Shift+right-click a red circle; the right button edits nothing, a left click still places a piece and the drawing stays', async () => {
      const el = await editorBoard(variant);
      const before = el.positionEditor!.position;
      const changed = nextEvent<{ shapes: unknown }>(el, 'shapes-change');
      // From a cell with a piece on it: the piece stays where it is.
      await rightDrag(el, from, to);
      expect((await changed).detail.shapes).to.deep.equal([{ from, to, brush: 'green' }]);
      expect(live(el)).to.equal(`Green arrow from ${from} to ${to}`);
      await rightClick(el, mark, ['Shift']);
      expect(el.shapes).to.deep.equal([{ from, to, brush: 'green' }, { from: mark, brush: 'red' }]);
      expect(el.positionEditor!.position, 'the right button does not edit').to.equal(before);
      expect(drawn(el, 'arrow')).to.equal(1);
      expect(drawn(el, 'circle')).to.equal(1);

      // Editing by the left button as ever, under the drawing.
      const knight = strings().piece('white', 'knight');
      await choose(el, knight);
      const edit = nextEvent<EditDetail>(el, 'edit');
      await leftClick(el, empty);
      expect((await edit).detail.setup.pieces[empty]).to.deep.include({ kind: 'knight', side: 'white' });
      expect(el.positionEditor!.position).to.not.equal(before);
      expect(el.shapes, 'placing a piece keeps the drawing').to.have.length(2);
      expect(drawn(el, 'arrow') + drawn(el, 'circle')).to.equal(2);
      // The picture of the edited position has the drawing.
      const svg = el.toSvg();
      expect(svg).to.contain('drawn-arrow');
      expect(svg).to.contain('drawn-circle');
    });

    it('exportRecord writes the edited position with the drawing as its comment; loadRecord brings both back', async () => {
      const el = await editorBoard(variant);
      await choose(el, strings().piece('white', 'knight'));
      await leftClick(el, empty);
      await rightDrag(el, from, to, ['Alt']);
      await rightClick(el, mark);
      const position = el.positionEditor!.lastValid;
      const text = el.exportRecord();
      expect(text).to.contain(`[Position "${position}"]`);
      expect(text).to.contain(`{[%cal B${from}${to}] [%csl G${mark}]}`);
      // The editor hands the same record out to copy.
      expect((root(el).querySelector('#ed-record') as HTMLTextAreaElement).value).to.equal(text);
      expect(root(el).querySelector('button[data-copy="record"]')).to.not.equal(null);

      // On a board that steps through records: the position and its drawing.
      const reader = await withDrawing(await makeBoard(`<variant-board variant="${variant}" readonly controls="full"></variant-board>`));
      expect(reader.loadRecord(text)).to.equal(true);
      await reader.updateComplete;
      expect(reader.currentPosition).to.equal(position);
      expect(reader.shapes).to.deep.equal([{ from, to, brush: 'blue' }, { from: mark, brush: 'green' }]);

      // As a board's `moves` attribute (a whole record): the board shows the drawing.
      const quoted = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      const board = await withDrawing(await makeBoard(`<variant-board variant="${variant}" moves="${quoted}"></variant-board>`));
      expect(board.currentPosition).to.equal(position);
      expect(board.shapes).to.deep.equal([{ from, to, brush: 'blue' }, { from: mark, brush: 'green' }]);

      // Into another editor: it opens on that position, with the drawing to go on with.
      const again = await editorBoard(variant);
      expect(again.loadRecord(text)).to.equal(true);
      await again.updateComplete;
      await again.updateComplete;
      expect(again.positionEditor!.lastValid).to.equal(position);
      expect(again.shapes).to.deep.equal([{ from, to, brush: 'blue' }, { from: mark, brush: 'green' }]);
      expect(drawn(again, 'arrow')).to.equal(1);
      expect(again.exportRecord()).to.equal(text);
    });
  });
}

describe('drawing in the editor: pen, keyboard, drawable', () => {
  it('the pen in the editor\'s toolbar makes a finger draw instead of moving a piece; without it the finger moves the piece', async () => {
    const el = await editorBoard('dart');
    const button = pen(el)!;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    const before = el.positionEditor!.position;
    await touchDrag(el, 'f3', 'c3');
    expect(el.shapes).to.deep.equal([{ from: 'f3', to: 'c3', brush: 'green' }]);
    await touchDrag(el, 'b4', 'b4');
    expect(el.shapes).to.deep.equal([{ from: 'f3', to: 'c3', brush: 'green' }, { from: 'b4', brush: 'green' }]);
    expect(el.positionEditor!.position).to.equal(before);
    button.click();
    await el.updateComplete;
    await touchDrag(el, 'f3', 'c3');
    expect(el.positionEditor!.setup.pieces['c3']).to.deep.include({ kind: 'rook', side: 'white' });
    expect(el.positionEditor!.setup.pieces['f3']).to.equal(undefined);
    expect(el.shapes).to.have.length(2);
  });

  it('D on the focused cell starts an arrow, the editor\'s arrow keys walk, D again ends it; Enter still edits', async () => {
    const el = await editorBoard('dart');
    hitFor(el, 'c2').focus();
    await sendKeys({ press: 'd' });
    await el.updateComplete;
    expect(live(el)).to.contain('Arrow from c2');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    await el.updateComplete;
    expect((root(el).activeElement as Element | null)?.getAttribute('data-id')).to.equal('d2');
    await sendKeys({ press: 'd' });
    await el.updateComplete;
    expect(el.shapes).to.deep.equal([{ from: 'c2', to: 'd2', brush: 'green' }]);
    expect(live(el)).to.equal('Green arrow from c2 to d2');
    // The editor's keyboard: with the remove tool, Enter takes the piece off.
    await choose(el, 'Remove pieces');
    expect(el.positionEditor!.setup.pieces['d2']).to.deep.include({ kind: 'pawn', side: 'white' });
    hitFor(el, 'd2').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.positionEditor!.setup.pieces['d2']).to.equal(undefined);
    expect(el.shapes).to.have.length(1);
  });

  it('drawable="false" keeps the editor from drawing', async () => {
    const el = await makeBoard('<variant-board variant="dart" editor drawable="false" style="width: 340px"></variant-board>');
    await rightDrag(el, 'a1', 'c3');
    expect(el.shapes).to.deep.equal([]);
    expect(pen(el)).to.equal(null);
    expect(el.exportRecord()).to.not.contain('%cal');
  });
});

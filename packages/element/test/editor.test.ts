/**
 * Editor mode, used as an author would: pieces chosen in the palette and put on the board by
 * click, by drag and by keyboard; the engine's reason shown for a refused position while the
 * outputs keep the last valid one; copy buttons; no accessibility violations.
 */
import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { clickPlace, drag, dragFromReserve, hitFor, makeBoard } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';
import type { EditDetail } from '../src/editor/editor.js';
import { strings } from '../src/strings.js';
import type { PieceKind, Side } from '../src/engine.js';
// The reader of the Markdown block (part 3 of issue 13): what the editor writes, it must accept.
import { parseBlock } from '../../markdown/src/block.js';
import { checkBlock } from '../../markdown/src/board.js';
import { embedSnippet } from '../src/editor/output.js';

const root = (el: VariantBoard) => el.shadowRoot!;

async function editorBoard(attrs: string): Promise<VariantBoard> {
  const el = await makeBoard(`<variant-board ${attrs} editor></variant-board>`);
  expect(el.positionEditor, 'the editor is loaded').to.not.equal(null);
  expect(root(el).querySelector('.editor .palette'), 'the palette is shown').to.not.equal(null);
  return el;
}

/** A button by its name: its visually hidden text (palette pieces) or its text. */
function buttonNamed(el: VariantBoard, label: string): HTMLButtonElement | undefined {
  return [...root(el).querySelectorAll('button')].find((x) => (x.querySelector('.vh')?.textContent ?? x.textContent!).trim() === label);
}

/** Presses a palette or toolbar button by its accessible name. */
async function press(el: VariantBoard, label: string) {
  const b = buttonNamed(el, label);
  if (!b) throw new Error(`no button ${label}`);
  b.click();
  await el.updateComplete;
}
const tool = (el: VariantBoard, side: Side, kind: PieceKind) => press(el, strings().piece(side, kind));

async function key(el: VariantBoard, cell: string, k: string) {
  const h = hitFor(el, cell);
  h.focus();
  h.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

/** Drags a palette piece onto a cell (the pointer is captured by the palette button). */
async function dragFromPalette(el: VariantBoard, side: Side, kind: PieceKind, cell: string) {
  const b = buttonNamed(el, strings().piece(side, kind))!;
  const r = hitFor(el, cell).getBoundingClientRect();
  const at = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
  const opts = { bubbles: true, composed: true, pointerId: 9, button: 0, isPrimary: true, pointerType: 'mouse' };
  const br = b.getBoundingClientRect();
  b.dispatchEvent(new PointerEvent('pointerdown', { ...opts, clientX: br.left + 4, clientY: br.top + 4 }));
  b.dispatchEvent(new PointerEvent('pointerup', { ...opts, ...at }));
  await el.updateComplete;
}

/** Drags the piece on a cell onto a reserve slot. */
async function dropOnReserve(el: VariantBoard, cell: string, reserve: string) {
  const a = hitFor(el, cell), b = hitFor(el, reserve, 'reserve');
  const centre = (x: Element) => {
    const r = x.getBoundingClientRect();
    return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
  };
  const p = centre(a), q = centre(b);
  const opts = { bubbles: true, composed: true, cancelable: true, pointerId: 11, button: 0, isPrimary: true, pointerType: 'mouse' };
  a.dispatchEvent(new PointerEvent('pointerdown', { ...opts, ...p }));
  await el.updateComplete;
  a.dispatchEvent(new PointerEvent('pointermove', { ...opts, ...q }));
  await el.updateComplete;
  a.dispatchEvent(new PointerEvent('pointerup', { ...opts, ...q }));
  await el.updateComplete;
}

const output = (el: VariantBoard, kind: string) => (root(el).querySelector(`#ed-${kind}`) as HTMLInputElement | HTMLTextAreaElement).value;
const verdict = (el: VariantBoard) => root(el).querySelector('[part="editor-message"]')!.textContent!.trim();

function edits(el: VariantBoard): EditDetail[] {
  const list: EditDetail[] = [];
  el.addEventListener('edit', (e) => list.push(e.detail));
  return list;
}

describe('editor: building a position in each game by click, drag and keyboard', () => {
  it('another game chosen in editor mode: its set-up code loads, then its palette and pieces show', async () => {
    const el = await editorBoard('variant="sixstone"');
    el.variant = 'dagger';
    await el.ready;
    for (let i = 0; i < 50 && el.positionEditor!.setup.pieces['a1']?.kind !== 'king'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(el.positionEditor!.setup.pieces['a1']).to.deep.equal({ kind: 'king', side: 'white' });
    expect(root(el).querySelectorAll('.palette button').length).to.be.greaterThan(10);
  });

  it('dart: kings by click and keyboard, a king dragged, darts in hand by clicking the reserve', async () => {
    const el = await editorBoard('variant="dart"');
    await press(el, 'Clear');
    expect(verdict(el)).to.match(/king/);
    await tool(el, 'white', 'king');
    await clickPlace(el, 'a1');
    await tool(el, 'black', 'king');
    await key(el, 'f6', 'Enter');
    await drag(el, 'a1', 'b1');
    await clickPlace(el, 'white-darts', 'reserve');
    await clickPlace(el, 'white-darts', 'reserve');
    await dragFromPalette(el, 'black', 'dart', 'c3');
    expect(el.positionEditor!.position).to.equal('5k/6/6/2d3/6/1K4[DD] w 0 1');
    expect(verdict(el)).to.equal('Valid position.');
    expect(output(el, 'position')).to.equal('5k/6/6/2d3/6/1K4[DD] w 0 1');
  });

  it('dart and dagger: pieces dragged out of hand onto the board and back into hand', async () => {
    const el = await editorBoard('variant="dart"');
    await dragFromReserve(el, 'white-darts', 'c3');
    expect(el.positionEditor!.position).to.equal('knrppp/nbp3/rp3P/p1D1PR/3PBN/PPPRNK[DDddd] w 0 1');
    // Back into White's hand; a black dart would not go there.
    await dropOnReserve(el, 'c3', 'white-darts');
    expect(el.positionEditor!.position).to.equal('knrppp/nbp3/rp3P/p3PR/3PBN/PPPRNK[DDDddd] w 0 1');
    await dropOnReserve(el, 'a1', 'white-darts');
    expect(el.positionEditor!.setup.pieces['a1']).to.deep.equal({ kind: 'pawn', side: 'white' });
    const dagger = await editorBoard('variant="dagger"');
    await dragFromReserve(dagger, 'n2', 'g3');
    expect(dagger.positionEditor!.position).to.equal('k/rr/bbb/pppp/ppp/4/2n2/4/PPP/PPPP/BBB/RR/K w a0a2n0 - 0 1');
  });

  it('dice: pieces by click, keyboard and drag; castling and side to move from the fields', async () => {
    const el = await editorBoard('variant="dice"');
    await press(el, 'Clear');
    await tool(el, 'white', 'king');
    await clickPlace(el, 'e1');
    await tool(el, 'black', 'king');
    await key(el, 'e8', 'Enter');
    await tool(el, 'white', 'rook');
    await key(el, 'e8', 'ArrowRight');
    const focused = root(el).activeElement?.getAttribute('data-id');
    expect(focused).to.equal('f8');
    await clickPlace(el, 'a2');
    await drag(el, 'a2', 'h1');
    const castleK = root(el).querySelector('#ed-f-castling-K') as HTMLInputElement;
    castleK.click();
    await el.updateComplete;
    const side = root(el).querySelector('#ed-side') as HTMLSelectElement;
    side.value = 'black';
    side.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.positionEditor!.position).to.equal('4k3/8/8/8/8/8/8/4K2R b K - 0 1');
  });

  it('sixstone: a stone removed by click, one placed by keyboard, one dragged', async () => {
    const el = await editorBoard('variant="sixstone"');
    await press(el, 'Remove pieces');
    await clickPlace(el, 'A4');
    await tool(el, 'black', 'stone');
    await key(el, 'C2', 'Enter');
    await drag(el, 'A2', 'B2');
    expect(el.positionEditor!.position).to.equal('.BBB/B..B/.WBW/WWWW w');
    await key(el, 'B2', 'Delete');
    expect(el.positionEditor!.position).to.equal('.BBB/B..B/..BW/WWWW w');
  });

  it('dagger: a knight taken out of hand, a pawn dragged, a queen placed by keyboard, a bishop removed by click', async () => {
    const el = await editorBoard('variant="dagger"');
    await clickPlace(el, 'a0', 'reserve');
    await drag(el, 'e1', 'f1');
    await tool(el, 'white', 'queen');
    await key(el, 'c2', 'Enter');
    await press(el, 'Remove pieces');
    await clickPlace(el, 'l2');
    expect(el.positionEditor!.position).to.equal('k/rr/b1b/pppp/ppp/4/5/P3/1PP/PPPP/BQB/RR/K w a2n0n2 - 0 1');
    expect(output(el, 'markdown')).to.contain('position: k/rr/b1b/pppp/ppp/4/5/P3/1PP/PPPP/BQB/RR/K w a2n0n2 - 0 1');
  });

  it('d4d6: a Cavalo turned by keyboard, a Guarda dragged into the waiting area, a Cavalo placed by click', async () => {
    const el = await editorBoard('variant="d4d6"');
    await key(el, 'd2', 'r');
    await drag(el, 'a1', 'b1');
    await tool(el, 'white', 'cavalo');
    await clickPlace(el, 'a4');
    expect(el.positionEditor!.position).to.equal('g1ftaf1g/2rc(s)c(s)r2/8/8/C(n)7/8/2RC(e)C(n)R2/1GFATF1G w start - - 0 0');
    // A second click with the same piece turns it.
    await clickPlace(el, 'a4');
    expect(el.positionEditor!.setup.pieces['a4']!.facing).to.equal('e');
  });

  it('d4d6 with the rinoceronte option: Rinocerontes in the palette, turned until their facing is unknown', async () => {
    const el = await editorBoard('variant="d4d6" options="rinoceronte=true"');
    expect(buttonNamed(el, strings().piece('black', 'rinoceronte'))).to.not.equal(undefined);
    // The start is the orient stage: both Rinocerontes still wait for their facing.
    expect(el.positionEditor!.position).to.match(/N\(\?\).* w orient /);
    await key(el, 'g1', 'r');
    // White's Rinoceronte has its facing, so Black's is rolled next: the engine wants Black to roll.
    expect(verdict(el)).to.match(/White's Rinoceronte is oriented first/);
    const side = root(el).querySelector('#ed-side') as HTMLSelectElement;
    side.value = 'black';
    side.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(verdict(el)).to.equal('Valid position.');
    expect(el.positionEditor!.position).to.match(/N\(ne\).* b orient /);
    expect(el.positionEditor!.markdown()).to.contain('options: rinoceronte=true');
  });
});

describe('editor: validation', () => {
  it('a refused edit shows the engine\'s reason, fires edit with valid=false, and the outputs keep the last valid position', async () => {
    const el = await editorBoard('variant="d4d6"');
    const seen = edits(el);
    const before = output(el, 'position');
    await tool(el, 'white', 'cavalo');
    await clickPlace(el, 'c2'); // a Cavalo replaces the Rato, facing north: allowed
    const good = output(el, 'position');
    expect(good).to.not.equal(before);
    await clickPlace(el, 'c2'); // turned east on a border square: the turning rules forbid it
    let message = '';
    try {
      el.game!.parsePosition(good.replace('2C(n)C(n)C(n)R2', '2C(e)C(n)C(n)R2'));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).to.match(/a facing the turning rules allow/);
    expect(verdict(el)).to.equal(message);
    const region = root(el).querySelector('[part="editor-message"]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(output(el, 'position')).to.equal(good);
    expect(output(el, 'markdown')).to.contain(`position: ${good}`);
    const last = seen[seen.length - 1]!;
    expect(last.valid).to.equal(false);
    expect(last.position).to.equal(null);
    expect(last.message).to.equal(message);
    expect(last.lastValid).to.equal(good);
    // Turning it back north makes the board valid again.
    await clickPlace(el, 'c2');
    await clickPlace(el, 'c2');
    await clickPlace(el, 'c2');
    expect(verdict(el)).to.equal('Valid position.');
  });

  it('dart: a dart thrown outside the centre and a second white king are refused with the engine\'s words', async () => {
    const el = await editorBoard('variant="dart"');
    await tool(el, 'white', 'dart');
    await clickPlace(el, 'f5');
    expect(verdict(el)).to.match(/darts only on the central squares b2-e5/);
    await clickPlace(el, 'f5');
    expect(verdict(el)).to.equal('Valid position.');
    await tool(el, 'white', 'king');
    await clickPlace(el, 'c3');
    expect(verdict(el)).to.match(/exactly one White king \(found 2\)/);
    expect(el.positionEditor!.position).to.equal(null);
    expect(output(el, 'position')).to.equal(el.game!.formatPosition(el.game!.initial()));
  });

  it('leaving editor mode plays the last valid position', async () => {
    const el = await editorBoard('variant="sixstone"');
    await press(el, 'Remove pieces');
    await clickPlace(el, 'A4');
    const edited = el.positionEditor!.position!;
    el.editor = false;
    await el.ready;
    await el.updateComplete;
    expect(el.currentPosition).to.equal(edited);
    expect(root(el).querySelector('.editor')).to.equal(null);
    // And back: the editor opens on the shown position.
    el.editor = true;
    await el.ready;
    await el.updateComplete;
    expect(el.positionEditor!.position).to.equal(edited);
  });
});

describe('editor: outputs', () => {
  it('each copy button copies its text: position, share link, HTML and Markdown', async () => {
    const el = await editorBoard('variant="d4d6" orientation="black" share-base="https://example.org/play/"');
    const copied: string[] = [];
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void copied.push(t) } });
    try {
      for (const kind of ['position', 'link', 'html', 'markdown']) {
        (root(el).querySelector(`button[data-copy="${kind}"]`) as HTMLButtonElement).click();
        await new Promise((r) => setTimeout(r, 0));
        await el.updateComplete;
      }
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (real) expect(navigator.clipboard).to.not.equal(undefined);
    }
    const pos = 'g1ftaf1g/2rc(s)c(s)r2/8/8/8/8/2RC(n)C(n)R2/G1FATF1G w start - - 0 0';
    expect(copied[0]).to.equal(pos);
    const url = new URL(copied[1]!);
    expect(url.origin + url.pathname).to.equal('https://example.org/play/');
    expect(url.searchParams.get('variant')).to.equal('d4d6');
    expect(url.searchParams.get('position')).to.equal(pos);
    expect(url.searchParams.get('orientation')).to.equal('black');
    expect(copied[2]).to.equal(`<variant-board variant="d4d6" position="${pos}" orientation="black"></variant-board>`);
    expect(copied[3]).to.equal(['```variant-board', 'variant: d4d6', `position: ${pos}`, 'orientation: black', '```'].join('\n'));
    expect(root(el).querySelector('.vh[role="status"]')!.textContent).to.equal('Markdown copied.');
  });

  it('the Markdown block of an edited d4 d6 position reads back through @variant-board/markdown unchanged', async () => {
    const el = await editorBoard('variant="d4d6" options="rinoceronte=true" orientation="black"');
    await tool(el, 'black', 'cavalo');
    await clickPlace(el, 'd4');
    await clickPlace(el, 'd4');
    const block = output(el, 'markdown');
    const lines = block.split('\n');
    expect(lines[0]).to.equal('```variant-board');
    expect(lines[lines.length - 1]).to.equal('```');
    const spec = checkBlock(parseBlock(lines.slice(1, -1).join('\n')), el.game!);
    expect(spec.variant).to.equal('d4d6');
    expect(spec.drawing.position).to.equal(el.positionEditor!.lastValid);
    expect(spec.drawing.position).to.contain('3c(w)4');
    expect(spec.drawing.options).to.deep.equal({ rinoceronte: true });
    expect(spec.drawing.orientation).to.equal('black');
    // A caption typed by the author becomes the block's one caption line, its spacing squeezed.
    const caption = root(el).querySelector('#ed-caption') as HTMLInputElement;
    caption.value = '  After 12. ... the Cavalo\tturns ';
    caption.dispatchEvent(new Event('input'));
    await el.updateComplete;
    const withCaption = output(el, 'markdown').split('\n');
    expect(withCaption[withCaption.length - 2]).to.equal('caption: After 12. ... the Cavalo turns');
    expect(checkBlock(parseBlock(withCaption.slice(1, -1).join('\n')), el.game!).caption).to.equal('After 12. ... the Cavalo turns');
  });

  it('the HTML snippet escapes what it quotes', async () => {
    const el = await editorBoard('variant="dice"');
    expect(el.positionEditor!.embed()).to.equal('<variant-board variant="dice" position="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"></variant-board>');
    // No game writes these characters, but the snippet must stay one element whatever it quotes.
    const hostile = embedSnippet({ variant: 'dice', position: '"><script>alert(1)</script>&', options: { x: '"<' } });
    expect(hostile).to.equal('<variant-board variant="dice" position="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;" options="x=&quot;&lt;"></variant-board>');
    const host = document.createElement('div');
    host.innerHTML = hostile;
    expect(host.children.length).to.equal(1);
    expect(host.querySelector('script')).to.equal(null);
    expect(host.firstElementChild!.getAttribute('position')).to.equal('"><script>alert(1)</script>&');
  });
});

describe('editor: accessibility', () => {
  for (const id of ['dagger', 'd4d6', 'dice']) {
    it(`${id}: no inline styles and no violations found by axe, with a refused position shown`, async () => {
      const el = await editorBoard(`variant="${id}"`);
      await press(el, 'Clear');
      expect(root(el).innerHTML).to.not.match(/\sstyle=/);
      const res = await axe.run(el, { resultTypes: ['violations'] });
      const msg = res.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
      expect(res.violations, msg).to.have.length(0);
    });
  }
});

/**
 * Annotated game records on a board: a real Dice Chess game with comments, coloured arrows and
 * marks, and a side line (with a nested one) played back as a person would, by clicking.
 */
import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import { makeBoard, hitFor } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';
import { loadVariant } from '../src/engine.js';
import { GameSession } from '../../engine/src/core/session.js';
import { renderBoardSvg } from '../src/static.js';

const RECORD = await (await fetch(new URL('../../engine/test/fixtures/dice-annotated.txt', import.meta.url))).text();
const dice = await loadVariant('dice');

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const root = (el: VariantBoard) => el.shadowRoot!;
const notes = (el: VariantBoard) => root(el).querySelector('.notes')?.textContent?.trim() ?? null;
const live = (el: VariantBoard) => root(el).querySelector('.vh[role="status"]')!.textContent!.trim();
const drawn = (el: VariantBoard, sel: string) => [...root(el).querySelectorAll(`g.drawing ${sel}`)];
/** Colours of the drawn arrows, in order. */
const arrowColours = (el: VariantBoard) => drawn(el, 'g.arrow:not(.best) > line').map((l) => l.getAttribute('stroke'));
const markedCells = (el: VariantBoard) => root(el).querySelectorAll('polygon.hit.cell[aria-label*="highlighted"]').length;

/** The move list's button for a move, in the main line or in a side line. */
function moveButton(el: VariantBoard, label: string, sideLine = false): HTMLButtonElement {
  const list = [...root(el).querySelectorAll<HTMLButtonElement>('ol.moves button')];
  const found = list.filter((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === label && !!b.closest('ol.line') === sideLine);
  if (!found.length) throw new Error(`no move button ${label}${sideLine ? ' in a side line' : ''}`);
  return found[0]!;
}
async function click(el: VariantBoard, b: HTMLElement) {
  b.click();
  await el.updateComplete;
}
const controlButton = (el: VariantBoard, label: string) => root(el).querySelector<HTMLButtonElement>(`[part="controls"] button[aria-label="${label}"]`)!;

/** The position after a line of tokens, computed by the engine alone. */
function positionAfter(tokens: string[]): string {
  const s = new GameSession(dice);
  s.playTokens(tokens);
  return dice.formatPosition(s.state);
}
const MAIN = ['66', 'e4', '23', 'Nc6', '34', 'Bc4'];

async function board(record = RECORD): Promise<VariantBoard> {
  return makeBoard(`<variant-board variant="dice" readonly moves="${attr(record)}"></variant-board>`);
}

describe('annotated records', () => {
  it('each shown ply shows its comment and draws its arrows and marks, gone at the next ply', async () => {
    const el = await board();
    expect(el.session!.events.length).to.equal(18);
    expect(notes(el)).to.equal('Mate: no roll saves Black.');
    expect(markedCells(el)).to.equal(3);

    await click(el, moveButton(el, 'e4'));
    expect(el.session!.ply).to.equal(2);
    expect(notes(el)).to.equal('The king\'s pawn frees the queen and the light bishop.');
    expect(arrowColours(el)).to.deep.equal(['#15803d', '#1d4ed8', '#1d4ed8']);
    expect(live(el)).to.contain('The king\'s pawn frees the queen');

    await click(el, controlButton(el, 'Forward'));
    expect(el.session!.ply).to.equal(3);
    expect(notes(el)).to.equal(null);
    expect(arrowColours(el)).to.deep.equal([]);
    expect(markedCells(el)).to.equal(0);

    await click(el, moveButton(el, 'Bc4'));
    expect(notes(el)).to.equal('The bishop looks at f7, which only the king guards.');
    expect(arrowColours(el)).to.deep.equal(['#b91c1c']);
    expect(hitFor(el, 'f7').getAttribute('aria-label')).to.contain('highlighted');
    expect(drawn(el, 'polygon.hl').map((p) => p.getAttribute('fill'))).to.deep.equal(['#dc2626']);

    await click(el, moveButton(el, 'Start'));
    expect(notes(el)).to.equal('White rolls a double, so any move is allowed.');
    expect(markedCells(el)).to.equal(2);
  });

  it('side lines are listed apart, clickable, and stepped through with back and forward', async () => {
    const el = await board();
    const sides = root(el).querySelectorAll('ol.moves li.side > ol.line');
    expect(sides.length).to.equal(2, 'the side line and the one nested in it');
    expect(sides[0]!.getAttribute('aria-label')).to.equal('Side line');
    expect(sides[0]!.contains(sides[1]!)).to.equal(true);

    await click(el, moveButton(el, 'Nf6', true));
    const line = [...MAIN, '26', 'Nf6'];
    expect(el.currentPosition).to.equal(positionAfter(line));
    expect(hitFor(el, 'f6').getAttribute('aria-label')).to.contain('Black knight');
    expect(moveButton(el, 'Nf6', true).getAttribute('aria-current')).to.equal('step');
    expect(notes(el)).to.equal('With a knight to move, Black guards the centre instead.');
    expect(arrowColours(el)).to.deep.equal(['#15803d']);
    expect(live(el)).to.contain('Black guards the centre');

    // Forward stays in the side line.
    await click(el, controlButton(el, 'Forward'));
    await click(el, controlButton(el, 'Forward'));
    expect(el.currentPosition).to.equal(positionAfter([...line, '55', 'd4']));
    expect(moveButton(el, 'd4', true).getAttribute('aria-current')).to.equal('step');
    await click(el, controlButton(el, 'Forward'));
    await click(el, controlButton(el, 'Forward'));
    expect(el.currentPosition).to.equal(positionAfter([...line, '55', 'd4', '12', 'Nxe4']));
    expect(controlButton(el, 'Forward').disabled).to.equal(true, 'the side line ends here');

    // The nested side line.
    await click(el, moveButton(el, 'Qe2', true));
    expect(el.currentPosition).to.equal(positionAfter([...line, '55', 'Qe2']));
    expect(hitFor(el, 'e2').getAttribute('aria-label')).to.contain('White queen');
    expect(notes(el)).to.equal('A quieter move: a double allows it too.');
    await click(el, controlButton(el, 'Back'));
    expect(el.currentPosition).to.equal(positionAfter([...line, '55']));

    // By keyboard: Tab order reaches the list's buttons; Enter shows the side line's first move.
    moveButton(el, 'roll 26', true).focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.currentPosition).to.equal(positionAfter([...MAIN, '26']));
    expect(root(el).innerHTML).to.not.match(/\sstyle=/);

    // Back to the main line from the list.
    await click(el, moveButton(el, 'Rb8'));
    expect(el.currentPosition).to.equal(positionAfter([...MAIN, '45', 'Rb8']));
    expect(notes(el)).to.equal('Only the rook could move.');
    const res = await axe.run(el, { resultTypes: ['violations'] });
    const msg = res.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
    expect(res.violations, msg).to.have.length(0);
  });

  it('hostile comment text stays text in the panel, the move list and the live region', async () => {
    const hostile = '<img src=x onerror="window.__vbPwned=1"><script>window.__vbPwned=2</script><b>bold</b>';
    const record = `[Variant "dice"]\n66 e4 {${hostile}} 23 (45 {${hostile}} Nc6 {x}) Nf6`;
    const el = await board(record);
    await click(el, moveButton(el, 'e4'));
    expect(notes(el)).to.equal(hostile);
    expect(live(el)).to.contain(hostile);
    await click(el, moveButton(el, 'roll 45', true));
    expect(notes(el)).to.equal(hostile);
    expect(root(el).querySelectorAll('img, script, b').length).to.equal(0);
    expect((window as { __vbPwned?: number }).__vbPwned).to.equal(undefined);
    // The record written back keeps the text as it was.
    el.goto(4);
    expect(GameSession.fromRecord(dice, el.exportRecord()).line[1]!.comment).to.equal(hostile);
  });

  it('a bad token inside a side line is an error naming it; the rest of the game loads', async () => {
    const el = await board();
    let detail: { token?: string; message: string } | null = null;
    el.addEventListener('error', (e) => (detail = (e as unknown as CustomEvent).detail));
    expect(el.loadRecord(RECORD.replace('(Qe2', '(Qz2'))).to.equal(true);
    await el.updateComplete;
    expect(detail!.token).to.equal('Qz2');
    expect(detail!.message).to.contain('"Qz2"').and.contain('side line');
    expect(root(el).querySelector('[part="message"]')!.textContent).to.contain('Qz2');
    expect(el.session!.events.length).to.equal(18);
    expect(el.session!.result()?.reason).to.equal('checkmate');
    // The side line up to the bad token is still there.
    await click(el, moveButton(el, 'd4', true));
    expect(el.currentPosition).to.equal(positionAfter([...MAIN, '26', 'Nf6', '55', 'd4']));
  });

  it('exportRecord and loadRecord round-trip comments, marks and side lines', async () => {
    const el = await board();
    const text = el.exportRecord();
    expect(text).to.contain('{[%cal Ge2e4,Bf1c4,Bd1h5] The king\'s pawn');
    expect(text).to.contain('(26 Nf6');
    expect(text).to.contain('(Qe2 {A quieter move');
    const other = await makeBoard('<variant-board variant="dice"></variant-board>');
    expect(other.loadRecord(text)).to.equal(true);
    await other.ready;
    expect(other.exportRecord()).to.equal(text);
  });

  it('the static renderer takes a whole annotated record and draws the shown ply\'s marks only', async () => {
    const at = (ply: number) => renderBoardSvg({ variant: 'dice', moves: RECORD, ply });
    const e4 = await at(2);
    expect(e4.match(/<g class="arrow"/g)?.length).to.equal(3);
    expect(e4).to.contain('stroke="#1d4ed8"');
    expect(e4).to.not.contain('The king');
    const next = await at(3);
    expect(next).to.not.contain('<g class="arrow"');
    expect((await at(0)).match(/class="hl"/g)?.length).to.equal(2);
    // Hexagons and Six Stone's points take marks by their own names.
    const hex = await renderBoardSvg({ variant: 'dagger', moves: '{[%csl Rk2] [%cal Ba1k1]}' });
    expect(hex.match(/class="hl" [^>]*fill="#dc2626"/g)?.length).to.equal(1);
    expect(hex).to.contain('stroke="#1d4ed8"');
    const points = await renderBoardSvg({ variant: 'sixstone', moves: '{[%csl BB1] [%cal YA1B2]}' });
    expect(points.match(/class="hl" [^>]*fill="#3b82f6"/g)?.length).to.equal(1);
    expect(points).to.contain('stroke="#ca8a04"');
    // Bad side lines fail the render, naming the token (a build must not pass them silently).
    let error: { token?: string } | null = null;
    await renderBoardSvg({ variant: 'dice', moves: RECORD.replace('(Qe2', '(Qz2') }).catch((e) => (error = e));
    expect(error!.token).to.equal('Qz2');
  });
});

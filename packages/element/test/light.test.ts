/**
 * Read-only diagrams without controls are drawn without the template library (light-render.ts),
 * and become full boards when they need more: the markup, the keyboard, errors and the switch.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { pressTogether } from './browser-commands.js';
import { makeBoard, clickPlace, hitFor, reach, requested } from './helpers.js';
import type { BoardErrorDetail, PositionChangeDetail, VariantBoard } from '../src/variant-board.js';

const DIAGRAM = '<variant-board variant="dice" readonly controls="none" highlights="e4" arrows="e2e4"></variant-board>';

/** A board shown by a page that never awaits it (a script asking for `ready` loads more). */
async function drawnDiagram(markup: string): Promise<VariantBoard> {
  const host = await fixture<HTMLElement>(`<div>${markup}</div>`);
  const el = host.querySelector('variant-board') as VariantBoard;
  for (let i = 0; i < 200 && !el.shadowRoot?.querySelector('g.drawing')?.childElementCount; i++) await new Promise((r) => setTimeout(r, 10));
  return el;
}

describe('light diagrams', () => {
  // First in this file: the game's code (game.ts, which also draws arrows and dice) is loaded once per page, and later tests load it.
  it("a diagram draws its arrows, and the dice of its position's own text, without its game's code", async () => {
    expect(requested('/src/draw/arrows.')).to.equal(false);
    const el = await drawnDiagram(DIAGRAM);
    // Arrows given by attribute load with the rules: drawn in the first drawing.
    expect(el.shadowRoot!.querySelectorAll('.drawing .arrow').length).to.equal(1);
    expect(requested('/src/draw/arrows.')).to.equal(true);
    // Dice written in the position text are found once the rules have read it: drawn when their code arrives.
    const rolled = await drawnDiagram('<variant-board variant="dice" readonly controls="none" position="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 roll 23"></variant-board>');
    for (let i = 0; i < 200 && rolled.shadowRoot!.querySelectorAll('.drawing .die').length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(rolled.shadowRoot!.querySelectorAll('.drawing .die').length).to.equal(2);
    expect(rolled.shadowRoot!.querySelectorAll('.drawing .pip').length).to.equal(5);
    expect(requested('/src/game.')).to.equal(false);
  });

  it("a diagram of a position is drawn without its game's history code, which a script gets by awaiting ready", async () => {
    const errors: BoardErrorDetail[] = [];
    const el = await drawnDiagram('<variant-board variant="dice" readonly controls="none"></variant-board>');
    el.addEventListener('error', (e) => errors.push((e as CustomEvent<BoardErrorDetail>).detail));
    expect(el.shadowRoot!.querySelectorAll('.drawing .piece').length).to.equal(32);
    expect(el.currentPosition).to.contain('RNBQKBNR');
    expect(requested('/src/game.')).to.equal(false);
    // A method that needs the game, called before its code came: refused with a reason naming the token.
    expect(el.setRoll('11')).to.equal(false);
    expect(errors.at(-1)).to.include({ code: 'not-ready', token: '11' });
    expect(errors.at(-1)!.message).to.contain('ready');
    expect(el.session).to.equal(null);
    // Moves given while that code is on its way are replayed once it is in.
    el.moves = '11 e4';
    for (let i = 0; i < 200 && !el.currentPosition?.includes('4P3'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.currentPosition).to.contain('4P3');
    expect(requested('/src/game.')).to.equal(true);
    await el.ready;
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(['11', 'e4']);
    expect(el.setRoll('11')).to.equal(true);
    expect(el.play('e5')).to.equal(true);
    await el.updateComplete;
    // (Drawn, not focused: focus would load the controls, which the next tests check are not loaded.)
    expect(el.shadowRoot!.querySelector('.drawing .piece.black.pawn[transform^="translate(4.07 3.07)"]'), 'a black pawn on e5').to.exist;
    expect(el.currentPosition!.split(' ')[0]).to.equal('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR');
  });

  it('a diagram of a dice situation (roll) is drawn from its position too, and has the roll in its game', async () => {
    const changes: PositionChangeDetail[] = [];
    const host = document.createElement('div');
    host.addEventListener('position-change', (e) => changes.push((e as CustomEvent<PositionChangeDetail>).detail));
    document.body.append(host);
    host.innerHTML = '<variant-board variant="dice" readonly controls="none" roll="23"></variant-board>';
    const el = host.querySelector('variant-board') as VariantBoard;
    for (let i = 0; i < 200 && !el.shadowRoot?.querySelector('g.drawing')?.childElementCount; i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.shadowRoot!.querySelectorAll('.drawing .die').length).to.equal(2);
    expect(el.shadowRoot!.querySelector('.status')!.textContent).to.not.equal('White to roll');
    expect(changes[0]).to.include({ ply: 1, notation: '23', phase: 'decision' });
    const shown = el.currentPosition;
    await el.ready;
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(['23']);
    expect(el.currentPosition).to.equal(shown);
    // A bad roll is reported, and the position is shown without it.
    host.innerHTML = '<variant-board variant="dice" readonly controls="none" roll="77"></variant-board>';
    const bad = host.querySelector('variant-board') as VariantBoard;
    for (let i = 0; i < 200 && !bad.shadowRoot?.querySelector('g.drawing')?.childElementCount; i++) await new Promise((r) => setTimeout(r, 10));
    expect(bad.error?.message).to.contain('77');
    expect(bad.shadowRoot!.querySelector('.status')!.textContent).to.equal('White to roll');
    host.remove();
  });

  it('a script that awaits a diagram of a position may then play on it', async () => {
    const el = await drawnDiagram('<variant-board variant="dart" readonly controls="none"></variant-board>');
    expect(el.currentPosition).to.not.equal(null);
    await el.ready;
    expect(el.session!.ply).to.equal(0);
    const v = el.game!, first = v.formatAction(el.session!.state, v.legalActions(el.session!.state)[0]);
    expect(el.play(first)).to.equal(true);
    expect(el.exportRecord()).to.contain(first);
  });

  it('a read-only diagram without controls loads neither the controls nor the full template', async () => {
    const el = await makeBoard(DIAGRAM);
    const root = el.shadowRoot!;
    expect(root.querySelector('g.drawing')!.childElementCount).to.be.greaterThan(0);
    expect(requested('/src/ui.')).to.equal(false);
    expect(requested('/src/full-render.')).to.equal(false);
    // The same parts and roles as the full template.
    expect(root.querySelector('.wrap[part="base"] > .board[part="board"] > svg.board-svg[part="svg"][role="group"]')).to.exist;
    const title = el.toSvg().match(/aria-label="([^"]*)"/)![1]!;
    // Without its cells yet, the drawing's label reads the occupied ones, in reading order (for a screen reader's browse mode).
    const label = root.querySelector('svg.board-svg')!.getAttribute('aria-label')!;
    expect(label.startsWith(`${title}: a8, Black rook; b8, Black knight;`), label).to.equal(true);
    expect(label.split('; ').length).to.equal(32);
    expect(label.endsWith('; h1, White rook')).to.equal(true);
    expect(root.querySelector('.status[part="status"]')!.textContent).to.equal('White to roll');
    expect(root.querySelector('.vh[role="status"][aria-live="polite"]')).to.exist;
    // Its clickable places are written once the keyboard reaches it (its drawing is Tab's stop until then).
    const svg = root.querySelector('svg.board-svg')!;
    expect(root.querySelectorAll('polygon.hit').length).to.equal(0);
    expect(svg.getAttribute('tabindex')).to.equal('0');
    await reach(el);
    expect(root.querySelectorAll('polygon.hit.cell[aria-disabled="true"]').length).to.equal(64);
    expect(root.querySelectorAll('polygon.hit.cell[tabindex="0"]').length).to.equal(1);
    expect(svg.hasAttribute('tabindex')).to.equal(false);
    // The cells read themselves now: the drawing's label is the picture's again.
    expect(svg.getAttribute('aria-label')).to.equal(title);
    expect(root.querySelector('.bar, .moves')).to.equal(null);
  });

  it('a new position redraws only the changed shapes, in the same elements', async () => {
    const el = await makeBoard(DIAGRAM);
    const g = el.shadowRoot!.querySelector('g.drawing')!;
    const svg = el.shadowRoot!.querySelector('svg.board-svg');
    const first = g.firstElementChild;
    el.position = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg.board-svg')).to.equal(svg);
    expect(g.firstElementChild).to.equal(first);
    expect(el.shadowRoot!.querySelector('.status')!.textContent).to.equal('Black to roll');
    expect(el.currentPosition).to.contain('4P3');
  });

  it('the keyboard walks the cells of a diagram (the controls load on focus), and nothing is played', async () => {
    const el = await makeBoard(DIAGRAM);
    const start = el.currentPosition;
    // Focus on the drawing (Tab's stop) writes the cells and moves on to the one Tab reaches on a played board.
    el.shadowRoot!.querySelector<SVGElement>('svg.board-svg')!.focus();
    for (let i = 0; i < 100 && !(el.shadowRoot!.activeElement instanceof SVGPolygonElement); i++) await new Promise((r) => setTimeout(r, 5));
    const focused = el.shadowRoot!.activeElement as SVGElement;
    expect(focused.getAttribute('tabindex')).to.equal('0');
    const from = focused.getAttribute('data-id')!;
    // Pressed at once, before the controls module has arrived: answered when it has.
    focused.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, composed: true, cancelable: true }));
    for (let i = 0; i < 100 && el.shadowRoot!.activeElement === focused; i++) await new Promise((r) => setTimeout(r, 20));
    expect(requested('/src/ui.')).to.equal(true);
    const now = el.shadowRoot!.activeElement as SVGElement;
    expect(now.getAttribute('data-id')).to.not.equal(from);
    now.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.currentPosition).to.equal(start);
    // Still the light markup: no buttons appeared.
    expect(el.shadowRoot!.querySelector('.bar')).to.equal(null);
  });

  it('Tab reaches a diagram once, on a cell, as it reaches a played board; arrows walk it and Tab leaves it', async () => {
    const host = await fixture<HTMLElement>(`<div><button id="before">before</button>${DIAGRAM}<button id="after">after</button></div>`);
    const el = host.querySelector('variant-board') as VariantBoard;
    await el.ready;
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('polygon.hit').length, 'no places before the keyboard comes').to.equal(0);
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    for (let i = 0; i < 100 && !(root.activeElement instanceof SVGPolygonElement); i++) await new Promise((r) => setTimeout(r, 5));
    const first = root.activeElement as SVGPolygonElement;
    expect(first.getAttribute('data-kind')).to.equal('cell');
    expect(root.querySelectorAll('polygon.hit.cell').length).to.equal(64);
    // (Arrows are answered once the controls' code, which focus asked for, has come.)
    // (A key pressed before that code has come is answered once it has.)
    await sendKeys({ press: 'ArrowRight' });
    for (let i = 0; i < 100 && root.activeElement === first; i++) await new Promise((r) => setTimeout(r, 10));
    await el.updateComplete;
    const walked = root.activeElement as SVGPolygonElement;
    expect(walked.getAttribute('data-id')).to.not.equal(first.getAttribute('data-id'));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id, 'one stop: the next Tab leaves the board').to.equal('after');
    await pressTogether('Shift', 'Tab');
    expect(root.activeElement, 'back on the cell it left').to.equal(walked);
  });

  it('shows a bad position as a message over the last good board, and dismisses it', async () => {
    const el = await makeBoard(DIAGRAM);
    el.position = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1';
    await el.updateComplete;
    const msg = el.shadowRoot!.querySelector('.message[role="alert"]')!;
    expect(msg.textContent).to.contain('Z');
    expect(el.shadowRoot!.querySelector('g.drawing')!.childElementCount).to.be.greaterThan(0);
    (msg.querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.message')).to.equal(null);
  });

  it('an unknown game shows only its message; record text is never markup', async () => {
    const el = await makeBoard('<variant-board variant="<b>nope</b>" readonly controls="none"></variant-board>');
    const msg = el.shadowRoot!.querySelector('.message.only')!;
    expect(msg.textContent).to.contain('<b>nope</b>');
    expect(msg.querySelector('b')).to.equal(null);
  });

  it('turning readonly off makes a diagram a full board that plays by click', async () => {
    const el = await makeBoard(DIAGRAM);
    el.readonly = false;
    el.controls = 'full';
    await el.ready;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.bar[part="controls"]')).to.exist;
    expect(el.shadowRoot!.querySelectorAll('svg.board-svg').length).to.equal(1);
    el.setRoll('11');
    await el.updateComplete;
    await clickPlace(el, 'e2');
    await clickPlace(el, 'e4');
    expect(el.session!.events.map((e) => e.notation)).to.deep.equal(['11', 'e4']);
    expect(hitFor(el, 'e4').getAttribute('aria-disabled')).to.equal('false');
  });

  it('a read-only diagram of an annotated record gets the full template (its comment shows)', async () => {
    const el: VariantBoard = await makeBoard('<variant-board variant="dice" readonly controls="none" moves="11 e4 {a first move}"></variant-board>');
    await el.ready;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="notes"]')?.textContent).to.contain('a first move');
  });
});

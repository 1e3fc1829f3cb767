/**
 * Attribute texts that are not among an attribute's values are said, as the board's `error`
 * (code `bad-attribute`) naming the token, and the board goes on with what it can use.
 * (This file runs in a page of its own: the first test sees whether the check's module loads.)
 */
import { expect, fixture } from '@open-wc/testing';
import type { BoardErrorDetail, VariantBoard } from '../src/variant-board.js';
import { CHECKED_ATTRIBUTES, attributeProblem } from '../src/attribute-check.js';
import { makeBoard, requested } from './helpers.js';

/** Boards made from markup, with every `error` they fire (listened to before they load). */
async function made(markup: string): Promise<{ all: VariantBoard[]; errors: BoardErrorDetail[] }> {
  const errors: BoardErrorDetail[] = [];
  const host = await fixture<HTMLElement>(`<div></div>`);
  host.addEventListener('error', (e) => e instanceof CustomEvent && errors.push(e.detail as BoardErrorDetail), true);
  host.innerHTML = markup;
  return { all: [...host.querySelectorAll('variant-board')] as VariantBoard[], errors };
}

/** A board made from markup, once ready, with every `error` it fired. */
async function board(markup: string): Promise<{ el: VariantBoard; errors: BoardErrorDetail[] }> {
  const { all, errors } = await made(markup);
  for (const b of all) await b.ready;
  for (const b of all) await b.updateComplete;
  return { el: all[0]!, errors };
}

const shown = (el: VariantBoard) => el.shadowRoot!.querySelector('[part~="message"]')?.textContent ?? '';
/** Lets a check started by an attribute change (its module may still be on its way) say its verdict. */
const settle = async (el: VariantBoard) => {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
  }
};

describe('attribute check', () => {
  it('a board that sets none of the checked attributes does not load the check', async () => {
    // (White at the bottom, said or not: `orientation` is reflected, so every board has it.)
    const { errors } = await board('<variant-board variant="dice" readonly></variant-board><variant-board variant="dart" orientation="white"></variant-board>');
    expect(errors).to.deep.equal([]);
    expect(requested('/src/check-attributes.')).to.equal(false);
  });

  it('every attribute of the list is checked (a value that is none of its own is refused)', () => {
    for (const name of CHECKED_ATTRIBUTES) expect(attributeProblem(name, 'nonsense', new Set(['a1'])), name).to.not.equal(null);
  });

  it('a cell off the board in highlights is said by name; the other cells are still highlighted', async () => {
    const { el, errors } = await board('<variant-board variant="dice" readonly highlights="e4 q99 d5"></variant-board>');
    expect(requested('/src/check-attributes.')).to.equal(true);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ code: 'bad-attribute', token: 'q99' });
    expect(errors[0]!.message).to.match(/^Bad highlights attribute: "q99" is not a cell of this board \(cells are named like a1, /);
    expect(el.error?.token).to.equal('q99');
    expect(shown(el)).to.contain('q99');
    // The board is drawn, with e4 and d5 highlighted.
    expect(el.shadowRoot!.querySelectorAll('.drawing .hl')).to.have.length(2);
  });

  it('an arrow that does not join two cells is said by name; the others are drawn', async () => {
    const { el, errors } = await board('<variant-board variant="dice" readonly arrows="e2e4 z9-z8"></variant-board>');
    expect(errors.map((e) => [e.code, e.token])).to.deep.equal([['bad-attribute', 'z9-z8']]);
    expect(errors[0]!.message).to.contain('is not an arrow between two cells of this board');
    expect(el.shadowRoot!.querySelectorAll('.drawing .arrow')).to.have.length(1);
  });

  it('the same check on a hex board (Dagger\'s own cell names)', async () => {
    const good = await board('<variant-board variant="dagger" readonly highlights="g5"></variant-board>');
    expect(good.errors).to.deep.equal([]);
    expect(good.el.shadowRoot!.querySelectorAll('.drawing .hl')).to.have.length(1);
    const bad = await board('<variant-board variant="dagger" readonly highlights="g5 i1 e4"></variant-board>');
    expect(bad.errors.map((e) => e.token)).to.deep.equal(['i1']);
  });

  it('orientation, players, level and controls that are none of their values are said; the board plays on', async () => {
    const cases: [string, string, RegExp][] = [
      ['orientation="blak"', 'blak', /"blak" is not an orientation: write white or black/],
      ['players="human robot"', 'robot', /"human robot" is not one or two of human and computer/],
      ['players="human computer human"', 'human', /is not one or two of human and computer/],
      ['level="9"', '9', /"9" is not a level from 1 to 6/],
      ['level="abc"', 'abc', /"abc" is not a level from 1 to 6/],
      ['controls="nonee"', 'nonee', /"nonee" is not full or none/],
      ['coordinates="hide"', 'hide', /^Bad coordinates attribute: "hide" is not true or false\.$/],
      ['interactive="flase"', 'flase', /^Bad interactive attribute: "flase" is not true or false\.$/],
    ];
    for (const [attr, token, reason] of cases) {
      const { el, errors } = await board(`<variant-board variant="dart" ${attr}></variant-board>`);
      expect(errors.map((e) => [e.code, e.token]), attr).to.deep.equal([['bad-attribute', token]]);
      expect(errors[0]!.message, attr).to.match(reason);
      // The board is usable: a move is played.
      expect(el.play('D@c3'), attr).to.equal(true);
    }
  });

  it('values that are among the attribute\'s own fire no error', async () => {
    const { errors } = await board(`<variant-board variant="dart" orientation="black" players="human, computer" level="1"
      controls="none" highlights="c3" arrows="c2-c3" moves="D@c3" ply="1" coordinates="Off" interactive="yes"></variant-board>`);
    expect(errors).to.deep.equal([]);
  });

  it('a ply that is not a whole number of the moves given is said, and the board shows the nearest position', async () => {
    for (const [ply, shownPly] of [['x', 1], ['-3', 0], ['1.5', 1], ['3', 1]] as const) {
      const { el, errors } = await board(`<variant-board variant="dart" moves="D@c3" ply="${ply}"></variant-board>`);
      expect(errors.map((e) => [e.code, e.token]), ply).to.deep.equal([['bad-attribute', ply]]);
      expect(errors[0]!.message, ply).to.match(ply === '3' ? /ply 3 is past the end of the moves \(1 moves and rolls\)/ : /is not a number of moves and rolls/);
      expect(el.session!.ply, ply).to.equal(shownPly);
    }
  });

  it('a ply past the start of a diagram without moves is said too (such a board has no game to ask)', async () => {
    // Not `ready`, which would build the game for a script: the board stays a diagram.
    const { all: [el], errors } = await made('<variant-board variant="dart" readonly controls="none" ply="2"></variant-board>');
    for (let i = 0; i < 100 && !errors.length; i++) await new Promise((r) => setTimeout(r, 20));
    // Still a diagram: no clickable places until the keyboard reaches it (a board with a game to play has them).
    expect(el!.shadowRoot!.querySelectorAll('polygon.hit').length).to.equal(0);
    expect(errors.map((e) => [e.code, e.token])).to.deep.equal([['bad-attribute', '2']]);
    expect(errors[0]!.message).to.match(/ply 2 is past the end of the moves \(0 moves and rolls\)/);
    expect(el!.shadowRoot!.querySelectorAll('.drawing .piece').length).to.be.greaterThan(0);
    // `ply="0"` is the diagram's own position: nothing to say.
    const ok = await board('<variant-board variant="dart" readonly controls="none" ply="0"></variant-board>');
    expect(ok.errors).to.deep.equal([]);
  });

  it('an attribute changed after load is checked then; a later good value fires nothing', async () => {
    const { el, errors } = await board('<variant-board variant="dice" readonly highlights="e4"></variant-board>');
    expect(errors).to.deep.equal([]);
    el.setAttribute('highlights', 'e4 zz');
    await settle(el);
    expect(errors.map((e) => e.token)).to.deep.equal(['zz']);
    el.setAttribute('highlights', 'd5');
    await settle(el);
    expect(errors).to.have.length(1);
    // `interactive` is read through a property of another name: its changes are checked too.
    el.setAttribute('interactive', 'nope');
    await settle(el);
    expect(errors.map((e) => e.token)).to.deep.equal(['zz', 'nope']);
  });

  it('a ply set later that is not a number is said once, by name, and the shown position stays', async () => {
    const { el, errors } = await board('<variant-board variant="dart" moves="D@c3"></variant-board>');
    const before = el.currentPosition;
    el.setAttribute('ply', 'x');
    await settle(el);
    expect(errors.map((e) => [e.code, e.token])).to.deep.equal([['bad-attribute', 'x']]);
    expect(el.currentPosition).to.equal(before);
    el.setAttribute('ply', '0');
    await settle(el);
    expect(el.session!.ply).to.equal(0);
    expect(errors).to.have.length(1);
  });

  it('markup in a bad attribute is said as text, never made into elements', async () => {
    const { el, errors } = await board(`<variant-board variant="dart" readonly highlights="&lt;img src=x onerror=alert(1)&gt;"></variant-board>`);
    expect(errors[0]!.token).to.equal('<img');
    expect(shown(el)).to.contain('"<img" is not a cell');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it('the same reasons as the Markdown plugins give (one function)', () => {
    const cells = new Set(['a1', 'b1']);
    expect(attributeProblem('highlights', 'a1 c9', cells)).to.deep.equal({ token: 'c9', reason: '"c9" is not a cell of this board (cells are named like a1, b1)' });
    expect(attributeProblem('arrows', 'a1b1 a1-b1 a1>b1', cells)).to.equal(null);
    expect(attributeProblem('players', 'cpu AI')).to.equal(null);
    expect(attributeProblem('players', '')?.reason).to.match(/is not one or two of human and computer/);
    expect(attributeProblem('ply', '4', cells, 4)).to.equal(null);
  });
});

describe('attribute check, made with makeBoard', () => {
  it('a board keeps its error detail for scripts that read it after ready', async () => {
    const el = await makeBoard('<variant-board variant="sixstone" readonly orientation="upside"></variant-board>');
    expect(el.error).to.include({ code: 'bad-attribute', token: 'upside' });
  });
});

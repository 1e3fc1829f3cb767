/** The `reject` event: refused clicks, drags and keys explained by the rules; and lessons that show it. */
import { expect, fixture } from '@open-wc/testing';
import '../src/lesson/index.js';
import type { VariantBoard, RejectDetail } from '../src/variant-board.js';
import type { VariantLesson } from '../src/lesson/variant-lesson.js';
import type { AnyVariant } from '../src/engine.js';
import { MoveSet } from '../src/interact.js';
import { clickPlace, drag, hitFor, makeBoard } from './helpers.js';

/** White king a1, white rook a2 pinned by the black rook on a6: the rook may only slide up the a-file. */
const PINNED = 'r4k/6/6/6/R5/K5[DDDddd] w 0 1';

function record(el: EventTarget) {
  const list: RejectDetail[] = [];
  el.addEventListener('reject', (e) => list.push((e as CustomEvent<RejectDetail>).detail));
  return list;
}

/** The message the rules give for a notation (the test asks the engine itself, never a fixed text). */
function rulesSay(v: AnyVariant, state: unknown, notation: string): string {
  try {
    v.parseAction(state, notation);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`${notation} is legal`);
}

/** A piece of the side to move with actions, and a cell none of them reaches that holds no piece of that side. */
function unreachable(el: VariantBoard): { from: string; to: string } {
  const v = el.game!, state = el.session!.state;
  const view = v.view(state);
  const moves = new MoveSet(v, state);
  for (const [key, list] of moves.byFrom) {
    if (!key.startsWith('c:')) continue;
    const from = key.slice(2);
    if (list.every((m) => m.view.to === undefined || m.view.to === from)) continue; // acts on the spot
    const reached = new Set(list.map((m) => m.view.to));
    const to = v.geometry(el.session!.options).cells.map((c) => c.id)
      .find((c) => c !== from && !reached.has(c) && view.pieces.get(c)?.side !== view.toMove);
    if (to) return { from, to };
  }
  throw new Error('no unreachable cell');
}

describe('reject event', () => {
  it('dart: a pinned rook clicked onto a cell off its file is refused with the rules\' reason', async () => {
    const el = await makeBoard(`<variant-board variant="dart" position="${PINNED}"></variant-board>`);
    const got = record(el);
    let moved = 0;
    el.addEventListener('move', () => moved++);
    await clickPlace(el, 'a2');
    expect(hitFor(el, 'a2').getAttribute('aria-pressed')).to.equal('true');
    await clickPlace(el, 'b2');
    expect(got).to.have.length(1);
    const d = got[0]!;
    expect(d.reason).to.equal('not-a-target');
    expect(d.from).to.equal('a2');
    expect(d.to).to.equal('b2');
    expect(d.notation).to.be.oneOf(['a2b2', 'a2-b2']);
    expect(d.message).to.equal(rulesSay(el.game!, el.session!.state, d.notation!));
    expect(d.message).to.match(/^Illegal move /);
    // Nothing else changes: nothing played, no error, the selection cleared as before.
    expect(moved).to.equal(0);
    expect(el.error).to.equal(null);
    expect(el.session!.ply).to.equal(0);
    expect(hitFor(el, 'a2').getAttribute('aria-pressed')).to.equal('false');
  });

  it('dart: a drag onto a cell the piece cannot reach is refused too', async () => {
    const el = await makeBoard(`<variant-board variant="dart" position="${PINNED}"></variant-board>`);
    const got = record(el);
    await drag(el, 'a2', 'c3');
    expect(got.map((d) => [d.reason, d.from, d.to])).to.deep.equal([['not-a-target', 'a2', 'c3']]);
    expect(got[0]!.message).to.equal(rulesSay(el.game!, el.session!.state, got[0]!.notation!));
    expect(el.session!.ply).to.equal(0);
  });

  it('dart: Enter on a piece then on an unreachable cell is refused', async () => {
    const el = await makeBoard(`<variant-board variant="dart" position="${PINNED}"></variant-board>`);
    const got = record(el);
    const key = (id: string) => hitFor(el, id).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    key('a2');
    await el.updateComplete;
    key('b3');
    await el.updateComplete;
    expect(got.map((d) => [d.reason, d.from, d.to])).to.deep.equal([['not-a-target', 'a2', 'b3']]);
  });

  it('dagger: a click on a cell no action of the selected piece reaches gives the engine\'s message', async () => {
    const el = await makeBoard('<variant-board variant="dagger"></variant-board>');
    const got = record(el);
    const { from, to } = unreachable(el);
    await clickPlace(el, from);
    await clickPlace(el, to);
    expect(got).to.have.length(1);
    const d = got[0]!;
    expect([d.reason, d.from, d.to]).to.deep.equal(['not-a-target', from, to]);
    expect(d.notation).to.be.oneOf([`${from}${to}`, `${from}-${to}`]);
    expect(d.message).to.equal(rulesSay(el.game!, el.session!.state, d.notation!));
    expect(d.message).to.match(/^Illegal move /);
  });

  it('a piece of the side not to move gives not-your-turn; a piece with no action gives no-moves', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    const got = record(el);
    const v = el.game!, state = el.session!.state;
    const view = v.view(state);
    const moves = new MoveSet(v, state);
    const theirs = [...view.pieces].find(([, p]) => p.side !== view.toMove)![0];
    await clickPlace(el, theirs);
    expect(got.map((d) => [d.reason, d.from, d.to])).to.deep.equal([['not-your-turn', theirs, null]]);
    expect(got[0]!.message).to.contain('White');
    const stuck = [...view.pieces].find(([c, p]) => p.side === view.toMove && !moves.isFrom(`c:${c}`))?.[0];
    if (stuck) {
      await clickPlace(el, stuck);
      expect(got[1]).to.include({ reason: 'no-moves', from: stuck, to: null });
    }
  });

  it('fires nothing for a legal move, a deselect, or a click on an empty cell with nothing selected', async () => {
    const el = await makeBoard(`<variant-board variant="dart" position="${PINNED}"></variant-board>`);
    const got = record(el);
    await clickPlace(el, 'c4'); // empty, nothing selected
    await clickPlace(el, 'a2');
    await clickPlace(el, 'a2'); // deselect
    await clickPlace(el, 'a2');
    await clickPlace(el, 'a4'); // legal: Ra4
    expect(el.session!.ply).to.equal(1);
    expect(got).to.deep.equal([]);
  });
});

const COURSE = {
  id: 'reject-test',
  variant: 'dart',
  title: 'Pins',
  steps: [{
    id: 'pin',
    title: 'A pinned rook',
    text: 'Your rook shields your king. Move it without exposing the king.',
    position: PINNED,
    task: { accept: ['Ra4'] },
    success: 'The rook stays on the a-file.',
    wrong: { a2b2: 'The rook is pinned: leaving the a-file exposes your king to the rook on a6.' },
  }],
};

describe('<variant-lesson> and refused clicks', () => {
  async function lesson(): Promise<VariantLesson> {
    const el = await fixture<VariantLesson>('<variant-lesson no-storage></variant-lesson>');
    el.course = COURSE as unknown as VariantLesson['course'];
    await el.updateComplete;
    await el.ready;
    return el;
  }

  it('shows the step\'s own feedback for a clicked illegal move, else the rules\' reason, and keeps the step open', async () => {
    const el = await lesson();
    const board = el.board!;
    const answers: unknown[] = [];
    el.addEventListener('lesson-answer', (e) => answers.push((e as CustomEvent).detail));
    await clickPlace(board, 'a2');
    await clickPlace(board, 'b2');
    await el.updateComplete;
    expect(el.feedback).to.deep.equal({ kind: 'wrong', text: COURSE.steps[0]!.wrong.a2b2 });
    expect(el.shadowRoot!.querySelector('.feedback')!.textContent).to.contain(COURSE.steps[0]!.wrong.a2b2);
    expect(el.solved).to.equal(false);
    expect(board.readonly).to.equal(false);
    expect(answers).to.have.length(1);

    await clickPlace(board, 'a2');
    await clickPlace(board, 'c3');
    await el.updateComplete;
    const reason = rulesSay(board.game!, board.session!.state, 'a2c3');
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.equal(`Not allowed: ${reason}`);
    expect(el.solved).to.equal(false);

    // The step is still open: the right answer by clicks solves it.
    await clickPlace(board, 'a2');
    await clickPlace(board, 'a4');
    for (let i = 0; i < 3; i++) {
      await Promise.resolve();
      await board.updateComplete;
      await el.updateComplete;
    }
    expect(el.solved).to.equal(true);
    expect(el.feedback?.kind).to.equal('right');
  });
});

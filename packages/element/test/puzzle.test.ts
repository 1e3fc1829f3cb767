/** <variant-puzzle> in Chromium, on the checked-in puzzle files: solve by clicking, wrong tries explained, hint, solution, next, score. */
import { expect, fixture } from '@open-wc/testing';
import '../src/puzzle/index.js';
import type { VariantPuzzle } from '../src/puzzle/variant-puzzle.js';
import type { PuzzleFile } from '../src/puzzle/judge.js';
import { judgeTry } from '../src/puzzle/judge.js';
import type { AnyVariant } from '../src/engine.js';
import { clickPlace } from './helpers.js';
import axe from 'axe-core';

document.addEventListener('error', (e) => {
  if (e instanceof CustomEvent) e.stopPropagation();
});

const files = new Map<string, PuzzleFile>();
async function puzzlesOf(id: string): Promise<PuzzleFile> {
  if (!files.has(id)) files.set(id, await (await fetch(`/packages/element/puzzles/${id}.json`)).json());
  return files.get(id)!;
}

async function makePuzzle(id: string, attrs = 'no-storage line-delay="0"'): Promise<VariantPuzzle> {
  const el = await fixture<VariantPuzzle>(`<variant-puzzle ${attrs} src="/packages/element/puzzles/${id}.json"></variant-puzzle>`);
  await el.ready;
  return el;
}

const settle = async (el: VariantPuzzle) => {
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await el.board!.updateComplete;
    await el.updateComplete;
  }
};

const button = (el: VariantPuzzle, cls: string) => el.shadowRoot!.querySelector(`button.${cls}`) as HTMLButtonElement;

/** The cells a person clicks for a move: its piece, then its target (when no other move shares both). */
function clicksFor(v: AnyVariant, s: unknown, notation: string): [string, string] | null {
  const view = v.actionView(s, v.parseAction(s, notation));
  if (!view.from || !('cell' in view.from) || !view.to) return null;
  const from = view.from.cell, to = view.to;
  const same = v.legalActions(s).filter((a) => {
    const w = v.actionView(s, a);
    return w.from && 'cell' in w.from && w.from.cell === from && w.to === to;
  });
  return same.length === 1 ? [from, to] : null;
}

/** Opens the first puzzle from `from` on whose answer (and, if asked, a wrong move) can be clicked. */
async function openClickable(el: VariantPuzzle, wrong = false): Promise<{ answer: [string, string]; other?: [string, string]; otherMove?: string }> {
  const file = el.file!;
  for (let i = 0; i < file.puzzles.length; i++) {
    const p = file.puzzles[i]!;
    if (p.check.by !== 'search' && p.check.by !== 'solver') continue;
    await el.goTo(i);
    const v = el.board!.game!, s = el.board!.session!.state;
    const answer = clicksFor(v, s, p.solution[0]!);
    if (!answer) continue;
    if (!wrong) return { answer };
    const otherMove = p.ranking[1]?.move;
    const other = otherMove ? clicksFor(v, s, otherMove) : null;
    if (other && otherMove) return { answer, other, otherMove };
  }
  throw new Error('no clickable puzzle');
}

describe('<variant-puzzle>', () => {
  it('solves a Dagger puzzle by clicking the piece and its target, and scores three stars', async () => {
    const el = await makePuzzle('dagger');
    expect(el.file!.puzzles.length).to.be.greaterThanOrEqual(200);
    const { answer } = await openClickable(el);
    const p = el.current!;
    const answers: unknown[] = [];
    el.addEventListener('puzzle-answer', (e) => answers.push((e as CustomEvent).detail));
    await clickPlace(el.board!, answer[0]);
    await clickPlace(el.board!, answer[1]);
    await settle(el);
    expect(el.solved).to.equal(true);
    expect(el.feedback?.kind).to.equal('right');
    expect(el.feedback?.text).to.contain(p.explanation);
    expect(el.board!.readonly).to.equal(true);
    // The rest of the line is played out on the board.
    expect(el.board!.session!.events.map((e) => e.notation)).to.deep.equal([...p.solution]);
    expect(answers).to.deep.include({ puzzle: p.id, move: p.solution[0], correct: true, feedback: el.feedback!.text, stars: 3 });
    expect(el.score).to.deep.equal({ solved: 1, stars: 3, maxStars: 3 });
    expect(el.shadowRoot!.querySelector('.score')!.textContent).to.contain('1 solved, 3 of 3 stars');
  });

  it('explains a wrong move in words, puts the puzzle back, and costs a star', async () => {
    const el = await makePuzzle('dagger');
    const { answer, other, otherMove } = await openClickable(el, true);
    const p = el.current!;
    await clickPlace(el.board!, other![0]);
    await clickPlace(el.board!, other![1]);
    await settle(el);
    expect(el.solved).to.equal(false);
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.equal(judgeTry(p, otherMove!).text);
    expect(el.feedback?.text).to.contain(otherMove!);
    expect(el.board!.session!.events.length, 'back at the puzzle').to.equal(0);
    expect(el.board!.currentPosition).to.equal(p.position);
    await clickPlace(el.board!, answer[0]);
    await clickPlace(el.board!, answer[1]);
    await settle(el);
    expect(el.solved).to.equal(true);
    expect(el.score.stars).to.equal(2);
  });

  it('gives a hint that marks the piece, shows the solution played out, and goes to the next puzzle', async () => {
    const el = await makePuzzle('dagger');
    const { answer } = await openClickable(el);
    const p = el.current!;
    button(el, 'hint').click();
    await settle(el);
    expect(el.feedback).to.deep.equal({ kind: 'info', text: p.hint });
    expect(el.board!.highlights).to.deep.equal([answer[0]]);
    button(el, 'solution').click();
    await settle(el);
    expect(el.solved).to.equal(true);
    expect(el.board!.session!.events.map((e) => e.notation)).to.deep.equal([...p.solution]);
    expect(el.feedback?.text).to.contain(p.solution.join(' '));
    expect(el.score).to.deep.equal({ solved: 1, stars: 0, maxStars: 3 });
    const index = el.index;
    const opened = new Promise<CustomEvent>((ok) => el.addEventListener('puzzle-open', (e) => ok(e as CustomEvent), { once: true }));
    button(el, 'next').click();
    const ev = await opened;
    expect(ev.detail.index).to.equal(index + 1);
    expect(el.solved).to.equal(false);
    expect(el.board!.currentPosition).to.equal(el.file!.puzzles[index + 1]!.position);
    expect(el.board!.orientation).to.equal(el.file!.puzzles[index + 1]!.side);
  });

  it('keeps the score and the place in the browser, and resets them on request', async () => {
    const key = `vp-test-${Math.random()}`;
    const el = await makePuzzle('sixstone', `storage-key="${key}" line-delay="0"`);
    await el.goTo(4);
    button(el, 'solution').click();
    await settle(el);
    const again = await makePuzzle('sixstone', `storage-key="${key}" line-delay="0"`);
    expect(again.index).to.equal(4);
    expect(again.score.solved).to.equal(1);
    button(again, 'reset').click();
    await settle(again);
    expect(again.score.solved).to.equal(0);
    localStorage.removeItem(key);
  });

  it('explains a wrong choice in a chance puzzle with its exact probability', async () => {
    const file = await puzzlesOf('dice');
    const i = file.puzzles.findIndex((p) => p.check.by === 'odds');
    const el = await makePuzzle('dice');
    await el.goTo(i);
    const p = el.current!;
    const wrong = p.ranking[p.ranking.length - 1]!;
    expect(el.board!.play(wrong.move)).to.equal(true);
    await settle(el);
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.contain(wrong.move);
    expect(el.feedback?.text).to.match(/\d+\/\d+ \(\d+\.\d%\)|^.*\b[01] \(/);
    expect(el.board!.play(p.solution[0]!)).to.equal(true);
    await settle(el);
    expect(el.solved).to.equal(true);
    expect(el.feedback?.text).to.contain('%');
  });

  it('opens every game\'s file, and says so when a file cannot be read', async () => {
    for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
      const el = await makePuzzle(id);
      expect(el.board!.game!.id).to.equal(id);
      expect(el.board!.currentPosition).to.equal(el.current!.position);
      await settle(el);
      expect(el.feedback, `${id}: nothing to say before a try`).to.equal(null);
    }
    const bad = await fixture<VariantPuzzle>('<variant-puzzle no-storage src="/no/such/file.json"></variant-puzzle>');
    await bad.ready;
    expect(bad.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('could not be loaded');
  });

  it('has no accessibility violations (axe)', async () => {
    const el = await makePuzzle('dagger');
    button(el, 'hint').click();
    await settle(el);
    const result = await axe.run(el, { resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).to.deep.equal([]);
  });
});

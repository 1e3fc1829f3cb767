/** <variant-lesson> in Chromium: courses complete, wrong answers explain, hint, show me, keyboard. */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { isWebKit, pressTogether } from './browser-commands.js';
import '../src/lesson/index.js';
import type { VariantLesson } from '../src/lesson/variant-lesson.js';
import type { VariantBoard } from '../src/variant-board.js';
import { neighbourToward } from '../src/keyboard.js';
import { layout } from '../src/draw/scene.js';
import { solveFrom } from '../src/lesson/course.js';
import { browserStore, loadProgress, saveProgress, starsFor } from '../src/lesson/progress.js';
import { COURSES } from './lesson-data.js';
import axe from 'axe-core';

// The board's `error` events bubble; keep them from the test framework's error handler.
document.addEventListener('error', (e) => {
  if (e instanceof CustomEvent) e.stopPropagation();
});

async function makeLesson(course: unknown, attrs = 'no-storage'): Promise<VariantLesson> {
  const el = await fixture<VariantLesson>(`<variant-lesson ${attrs}></variant-lesson>`);
  el.course = course as VariantLesson['course'];
  await el.updateComplete;
  await el.ready;
  return el;
}

const settle = async (el: VariantLesson) => {
  for (let i = 0; i < 3; i++) {
    await Promise.resolve();
    await el.board!.updateComplete;
    await el.updateComplete;
  }
};

/** The answer to the step shown, from the board's current position. */
function answer(el: VariantLesson): string[] {
  const board = el.board!;
  const v = board.game!;
  const side = v.toMove(board.session!.state);
  const rolls = board.session!.events.filter((e) => e.kind === 'chance').length;
  const line = solveFrom(v, el.currentStep!, side, board.session!.state, [], rolls);
  expect(line, `answer for ${el.currentStep!.id}`).to.be.an('array');
  return line!;
}

const button = (el: VariantLesson, cls: string) => el.shadowRoot!.querySelector(`button.${cls}`) as HTMLButtonElement;

describe('<variant-lesson>', () => {
  for (const [name, data] of Object.entries(COURSES)) {
    // Through the element's API (mouse and keyboard play are tested on samples below): every
    // step's answer played on the board, or every third one by Show me.
    it(`completes the ${name} course step by step, answers played on the board or shown`, async function () {
      this.timeout(60000);
      const el = await makeLesson(data);
      const board = el.board!;
      let completed = false;
      el.addEventListener('lesson-complete', () => (completed = true));
      const steps = el.loadedCourse!.steps;
      for (let i = 0; i < steps.length; i++) {
        expect(el.index).to.equal(i);
        if (i % 3 === 2) {
          await el.showMe();
          await settle(el);
          expect(el.feedback?.text).to.match(/^Here it is: /);
          expect(el.stars[steps[i]!.id], 'shown: no star').to.equal(0);
        } else {
          for (const n of answer(el)) {
            expect(board.play(n), `${steps[i]!.id}: ${n}`).to.equal(true);
            await settle(el);
          }
          expect(el.stars[steps[i]!.id], 'solved at once: three stars').to.equal(3);
        }
        expect(el.solved, `${steps[i]!.id} solved`).to.equal(true);
        expect(el.feedback?.kind).to.equal('right');
        expect(el.feedback?.text).to.contain(steps[i]!.success);
        expect(board.readonly).to.equal(true);
        if (i < steps.length - 1) await el.next();
      }
      expect(completed).to.equal(true);
      expect(el.done.length).to.equal(steps.length);
    });
  }

  it('explains a wrong answer with the step\'s own feedback and lets the learner try again', async () => {
    const el = await makeLesson(COURSES['sixstone']);
    await el.goTo(el.loadedCourse!.steps.findIndex((s) => s.id === 'capture'));
    const board = el.board!;
    const events: string[] = [];
    el.addEventListener('lesson-answer', (e) => events.push((e as CustomEvent).detail.verdict));
    expect(board.play('A3B3')).to.equal(true);
    await settle(el);
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.equal(el.currentStep!.wrong!['A3B3']);
    expect(el.shadowRoot!.querySelector('[part=feedback]')!.textContent).to.contain('breaks up the pair');
    expect(board.session!.ply, 'the board is back at the start').to.equal(0);
    expect(el.solved).to.equal(false);
    expect(board.play('B2A2')).to.equal(true);
    await settle(el);
    expect(el.solved).to.equal(true);
    expect(events).to.deep.equal(['wrong', 'right']);
  });

  it('says why a legal move misses the goal, and why an illegal typed move is refused', async () => {
    const el = await makeLesson(COURSES['dart']);
    await el.goTo(el.loadedCourse!.steps.findIndex((s) => s.id === 'walls'));
    const board = el.board!;
    board.play('Ke2');
    await settle(el);
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.contain('does not capture');
    expect(board.session!.ply).to.equal(0);
    // Typed: illegal, with the step's explanation of the rule.
    const input = el.shadowRoot!.querySelector('input#typed') as HTMLInputElement;
    input.value = 'Rxd3';
    (el.shadowRoot!.querySelector('form') as HTMLFormElement).requestSubmit();
    await settle(el);
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.contain('dart on c3');
    // A typed illegal move with no prepared feedback gets the engine's reason.
    el.playTyped('Ra7');
    await settle(el);
    expect(el.feedback?.text).to.contain('Ra7');
  });

  it('hint highlights the answer\'s cells and shows the step\'s hint', async () => {
    const el = await makeLesson(COURSES['dart']);
    await el.goTo(el.loadedCourse!.steps.findIndex((s) => s.id === 'bishops'));
    button(el, 'hint').click();
    await settle(el);
    expect(el.feedback?.kind).to.equal('info');
    expect(el.feedback?.text).to.equal(el.currentStep!.hints![0]);
    expect(el.board!.highlights).to.include.members(['e2', 'b5']);
  });

  it('hint without prepared cells highlights where the answer starts and ends', async () => {
    const el = await makeLesson({
      variant: 'sixstone', title: 'one step',
      steps: [{ id: 'a', title: 'a', text: 'a', success: 'ok', position: 'W..W/B.../.B../...W b', task: { goal: 'capture' } }],
    });
    el.hint();
    await settle(el);
    expect(el.board!.highlights).to.have.members(['B2', 'A2']);
    expect(el.feedback?.kind).to.equal('info');
  });

  it('show me plays the answer (dice and several decisions included) and explains it', async () => {
    const el = await makeLesson(COURSES['d4d6']);
    await el.goTo(el.loadedCourse!.steps.findIndex((s) => s.id === 'cavalo-facing'));
    button(el, 'show').click();
    await settle(el);
    expect(el.solved).to.equal(true);
    expect(el.feedback?.kind).to.equal('right');
    expect(el.feedback?.text).to.match(/^Here it is: e5:d4 e5-e6>[ew]\./);
    const events = el.board!.session!.events.map((e) => e.notation);
    expect(events.slice(0, 2)).to.deep.equal(['e5:d4', '1']);
  });

  it('uses the scripted roll at every chance point', async () => {
    const el = await makeLesson(COURSES['dice']);
    const board = el.board!;
    expect(board.session!.events.map((e) => e.notation)).to.deep.equal(['12']);
    board.play('e4'); // legal with the 1, not the knight move asked for
    await settle(el);
    expect(el.feedback?.kind).to.equal('wrong');
    expect(board.session!.events.map((e) => e.notation)).to.deep.equal(['12']);
    // The board's own Reset brings the scripted roll back.
    board.reset();
    await settle(el);
    expect(board.session!.events.map((e) => e.notation)).to.deep.equal(['12']);
    // After the right answer the opponent's dice are left alone.
    board.play('Nf3');
    await settle(el);
    expect(el.solved).to.equal(true);
    expect(board.session!.events.map((e) => e.notation)).to.deep.equal(['12', 'Nf3']);
    expect(board.game!.phase(board.session!.state)).to.equal('chance');
  });

  it('keeps progress in localStorage', async () => {
    const key = 'variant-lesson-test-progress';
    localStorage.removeItem(key);
    const el = await makeLesson(COURSES['sixstone'], `storage-key="${key}"`);
    el.board!.play('D2C2');
    await settle(el);
    await el.next();
    const saved = JSON.parse(localStorage.getItem(key)!);
    expect(saved).to.deep.equal({ index: 1, done: ['step'], stars: { step: 3 } });
    const again = await makeLesson(COURSES['sixstone'], `storage-key="${key}"`);
    expect(again.index).to.equal(1);
    expect(again.done).to.deep.equal(['step']);
    expect(again.shadowRoot!.querySelector('.steps button.done')).to.exist;
    await again.restart();
    expect(JSON.parse(localStorage.getItem(key)!)).to.deep.equal({ index: 0, done: [], stars: {} });
    localStorage.removeItem(key);
  });

  it('loads a course from src or from an inline JSON script', async () => {
    const fromSrc = await fixture<VariantLesson>(`<variant-lesson no-storage src="/packages/element/lessons/sixstone.json"></variant-lesson>`);
    await fromSrc.updateComplete;
    await fromSrc.ready;
    expect(fromSrc.loadedCourse?.variant).to.equal('sixstone');
    expect(fromSrc.board!.currentPosition).to.equal('BBBB/B..B/W..W/WWWW w');
    const inline = await fixture<VariantLesson>(`<variant-lesson no-storage><script type="application/json">
      {"variant": "dart", "title": "t", "steps": [{"id": "a", "title": "a", "text": "a", "success": "ok",
       "position": "k5/3P2/6/6/6/K5[DDDddd] w 0 1", "task": {"goal": "promote"}}]}
    </script></variant-lesson>`);
    await inline.updateComplete;
    await inline.ready;
    expect(inline.loadedCourse?.title).to.equal('t');
    expect(inline.board!.game?.id).to.equal('dart');
  });

  it('shows a readable message for a malformed course', async () => {
    const el = await makeLesson({ variant: 'dart', title: 'x', steps: [] });
    expect(el.shadowRoot!.textContent).to.contain('"steps" should be a non-empty list');
  });

  it('plays the first steps of the Six Stone course with the keyboard only', async function () {
    this.timeout(60000);
    const el = await makeLesson(COURSES['sixstone']);
    const board = el.board!;
    const L = layout(board.game!.geometry({}), 'white', false);
    const keys: [string, number, number][] = [['ArrowUp', 0, -1], ['ArrowDown', 0, 1], ['ArrowLeft', -1, 0], ['ArrowRight', 1, 0]];
    const active = () => board.shadowRoot!.activeElement?.getAttribute('data-id') ?? null;
    /** Arrow-key presses from one cell to another (breadth-first over the board's own navigation). */
    const route = (from: string, to: string): string[] => {
      const prev = new Map<string, [string, string] | null>([[from, null]]);
      const queue = [from];
      while (queue.length) {
        const c = queue.shift()!;
        if (c === to) break;
        for (const [key, dx, dy] of keys) {
          const n = neighbourToward(L, c, dx, dy);
          if (n && !prev.has(n)) { prev.set(n, [c, key]); queue.push(n); }
        }
      }
      const path: string[] = [];
      for (let c = to; prev.get(c); c = prev.get(c)![0]) path.unshift(prev.get(c)![1]);
      return path;
    };
    const walkTo = async (cell: string) => {
      for (const key of route(active()!, cell)) {
        await sendKeys({ press: key });
        await board.updateComplete;
      }
      expect(active()).to.equal(cell);
    };
    /** Tabs backwards from wherever focus is until a board cell has it. */
    const tabIntoBoard = async () => {
      for (let i = 0; i < 40 && !active(); i++) {
        await pressTogether('Shift', 'Tab');
        await settle(el);
      }
      if (!active()) {
        for (let i = 0; i < 40 && !active(); i++) await sendKeys({ press: 'Tab' });
      }
      expect(active(), 'a board cell has the focus').to.be.a('string');
    };
    // Start: Tab into the page from the top.
    (document.activeElement as HTMLElement | null)?.blur();
    await tabIntoBoard();
    const steps = el.loadedCourse!.steps.slice(0, 5);
    for (let i = 0; i < steps.length; i++) {
      const [n] = answer(el);
      const av = board.game!.actionView(board.session!.state, board.game!.parseAction(board.session!.state, n!));
      const from = (av.from as { cell: string }).cell;
      await walkTo(from);
      await sendKeys({ press: 'Enter' });
      await board.updateComplete;
      await walkTo(av.to!);
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.solved, steps[i]!.id).to.equal(true);
      if (i === steps.length - 1) break;
      // The Next button has the focus now.
      expect(el.shadowRoot!.activeElement?.classList.contains('next')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await settle(el);
      await el.ready;
      expect(el.index).to.equal(i + 1);
      await tabIntoBoard();
    }
    expect(el.done.length).to.equal(steps.length);
  });

  it('scores a step with stars: fewer after a mistake or a hint, and keeps the best', async () => {
    const el = await makeLesson(COURSES['sixstone']);
    await el.goTo(el.loadedCourse!.steps.findIndex((s) => s.id === 'capture'));
    const board = el.board!;
    const stars: number[] = [];
    el.addEventListener('lesson-answer', (e) => {
      const d = (e as CustomEvent).detail;
      if (d.correct) stars.push(d.stars);
    });
    board.play('A3B3'); // legal, wrong
    await settle(el);
    el.hint();
    board.play('B2A2');
    await settle(el);
    expect(stars).to.deep.equal([1]);
    expect(el.stars['capture']).to.equal(1);
    expect(el.feedback?.text).to.contain('★☆☆');
    // Again, at once: the best score is kept.
    button(el, 'retry').click();
    await settle(el);
    await el.goTo(el.index);
    board.play('B2A2');
    await settle(el);
    expect(el.stars['capture']).to.equal(3);
    // The progress list shows the stars and marks the step shown.
    const current = el.shadowRoot!.querySelector('.steps button[aria-current="step"]')!;
    expect(current.textContent).to.contain('★★★');
    expect(current.getAttribute('aria-label')).to.contain('3 of 3 stars');
    expect(starsFor({ mistakes: 0, hints: 0, shown: false })).to.equal(3);
    expect(starsFor({ mistakes: 5, hints: 0, shown: false })).to.equal(1);
    expect(starsFor({ mistakes: 0, hints: 0, shown: true })).to.equal(0);
  });

  it('has no accessibility violations, with steps done and stars shown', async () => {
    const el = await makeLesson(COURSES['dart']);
    el.board!.play(answer(el)[0]!);
    await settle(el);
    await el.next();
    const res = await axe.run(el, { resultTypes: ['violations'] });
    expect(res.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`)).to.deep.equal([]);
  });

  it('the step list is a single Tab stop, walked with the arrow keys', async () => {
    const el = await makeLesson(COURSES['dagger']);
    const buttons = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.steps button')];
    expect(buttons().filter((b) => b.tabIndex === 0).length).to.equal(1);
    buttons()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons()[2]);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons().at(-1));
    await sendKeys({ press: 'Enter' });
    await settle(el);
    await el.ready;
    expect(el.index).to.equal(buttons().length - 1);
  });

  it('shows the course by part, with the part and step shown', async () => {
    const el = await makeLesson(COURSES['dagger']);
    const course = el.loadedCourse!;
    const heads = [...el.shadowRoot!.querySelectorAll('nav h3.part')].map((h) => h.textContent!.trim());
    expect(heads.map((h) => h.replace(/\s*\d+\/\d+$/, ''))).to.deep.equal(course.parts!.map((p) => p.title));
    expect(el.shadowRoot!.querySelectorAll('.steps button').length).to.equal(course.steps.length);
    const firstTactic = course.steps.findIndex((s) => s.part === 'tactics');
    await el.goTo(firstTactic);
    expect(el.shadowRoot!.querySelector('.count')!.textContent).to.match(/^Part 2 of 3, First tactics: step 1 of \d+$/);
  });

  it('resumes where the learner left, after the page is loaded again', async () => {
    const key = 'variant-lesson-test-resume';
    localStorage.removeItem(key);
    const first = await makeLesson(COURSES['dagger'], `storage-key="${key}"`);
    const half = Math.floor(first.loadedCourse!.steps.length / 2);
    for (let i = 0; i < half; i++) {
      await first.goTo(i);
      for (const n of answer(first)) {
        first.board!.play(n);
        await settle(first);
      }
      expect(first.solved).to.equal(true);
    }
    await first.next();
    first.remove();
    // A new element on the page, as after a reload: same step, same steps done, same stars.
    const again = await makeLesson(COURSES['dagger'], `storage-key="${key}"`);
    expect(again.index).to.equal(half);
    expect(again.done.length).to.equal(half);
    expect(Object.values(again.stars).every((n) => n === 3)).to.equal(true);
    expect(again.shadowRoot!.querySelectorAll('.steps button.done').length).to.equal(half);
    expect(again.progressKept).to.equal(true);
    // Reset (pressed twice: the first press asks) forgets it all.
    button(again, 'reset').click();
    await settle(again);
    expect(again.done.length).to.equal(half);
    button(again, 'reset').click();
    await settle(again);
    await again.ready;
    expect(again.index).to.equal(0);
    expect(again.done).to.deep.equal([]);
    expect(localStorage.getItem(key)).to.equal(JSON.stringify({ index: 0, done: [], stars: {} }));
    localStorage.removeItem(key);
  });

  it('keeps progress in memory when the browser blocks storage', async () => {
    const blocked = browserStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(blocked.persistent).to.equal(false);
    saveProgress(blocked, 'k', { index: 2, done: ['a'], stars: { a: 2 } });
    expect(loadProgress(browserStore(() => { throw new Error('blocked'); }), 'k')).to.deep.equal({ index: 2, done: ['a'], stars: { a: 2 } });
    // Full storage: writes fail, progress goes on in memory.
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => {} } as unknown as Storage;
    let calls = 0;
    const store = browserStore(() => (calls++ === 0 ? localStorage : full));
    expect(store.persistent).to.equal(true);
    const flaky = browserStore(() => ({ ...full, setItem: (k: string) => { if (k !== '__variant-progress-probe__') throw new Error('full'); } }) as unknown as Storage);
    saveProgress(flaky, 'j', { index: 1, done: [], stars: {} });
    expect(flaky.persistent).to.equal(false);
    expect(loadProgress(flaky, 'j')?.index).to.equal(1);
    // Bad saved data is ignored rather than trusted.
    localStorage.setItem('variant-lesson-bad', '{"index": "x"}');
    expect(loadProgress(browserStore(), 'variant-lesson-bad')).to.equal(null);
    localStorage.removeItem('variant-lesson-bad');
  });

  it('plays the first Dagger steps with the real mouse, a wrong try explained on the way', async function () {
    this.timeout(60000);
    const el = await makeLesson(COURSES['dagger']);
    const board = el.board!;
    const at = (id: string, kind = 'cell') => {
      const h = board.shadowRoot!.querySelector(`polygon.hit[data-kind="${kind}"][data-id="${CSS.escape(id)}"]`)!;
      h.scrollIntoView({ block: 'center' });
      const r = h.getBoundingClientRect();
      return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
    };
    const click = async (id: string, kind = 'cell') => {
      if (isWebKit) {
        // WebKitGTK's WebDriver sends a click's release as a mouseup with no pointerup: the pointer
        // events a click makes are dispatched there instead, at the same place.
        const [x, y] = at(id, kind);
        const target = board.shadowRoot!.querySelector(`polygon.hit[data-kind="${kind}"][data-id="${CSS.escape(id)}"]`)!;
        for (const type of ['pointerdown', 'pointerup']) {
          target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 1, button: 0, buttons: type === 'pointerdown' ? 1 : 0, isPrimary: true, pointerType: 'mouse', clientX: x, clientY: y }));
        }
      } else await sendMouse({ type: 'click', position: at(id, kind) });
      await settle(el);
    };
    // Step 1: the d1 pawn. Step 2: e1 up a file, after trying the straight step first.
    await click('d1');
    await click('f1');
    expect(el.solved, 'board').to.equal(true);
    await el.next();
    await click('d2');
    await click('f2');
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.contain('the pawn on e1');
    await click('e1');
    await click('f1');
    expect(el.solved, 'pawn-file').to.equal(true);
    expect(el.stars['pawn-file']).to.equal(2);
    await el.next();
    // Step 3: a click on a black piece is explained but costs nothing; the straight capture is
    // refused with the step's words and costs a star.
    await click('j2');
    expect(el.feedback?.kind).to.equal('wrong');
    await click('g3');
    await click('j2');
    expect(el.feedback?.kind).to.equal('wrong');
    expect(el.feedback?.text).to.contain('never capture');
    await click('g3');
    await click('h2');
    expect(el.solved, 'pawn-take').to.equal(true);
    expect(el.stars['pawn-take'], 'one refused move: two stars').to.equal(2);
  });
});

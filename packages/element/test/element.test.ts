/** Attributes, properties, methods, events, bad input, CSP and accessibility. */
import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import type { MoveDetail, PositionChangeDetail, VariantBoard } from '../src/variant-board.js';
import { setStrings } from '../src/strings.js';
import { controlsEn } from '../src/control-strings.js';
import { IDS, available, clickPlace, hitFor, makeBoard, nextEvent, toDecision } from './helpers.js';

/** A game that has landed, preferring Dart (square board, no dice). */
async function someGame(): Promise<string> {
  for (const id of ['dart', 'dagger', 'dice', 'sixstone', 'd4d6']) if (await available(id)) return id;
  throw new Error('no game available');
}

function firstMoves(el: VariantBoard, n: number): string[] {
  const v = el.game!;
  let s = el.session!.state;
  const out: string[] = [];
  for (let i = 0; i < n && v.phase(s) !== 'over'; i++) {
    if (v.phase(s) === 'chance') {
      const o = v.chanceOutcomes(s).at(-1)!;
      out.push(o.notation);
      s = v.applyChance(s, o.outcome);
    } else {
      const a = v.legalActions(s)[0];
      out.push(v.formatAction(s, a));
      s = v.apply(s, a);
    }
  }
  return out;
}

describe('attributes and properties', () => {
  it('reflects variant and orientation; flip() turns the board', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    expect(el.getAttribute('orientation')).to.equal('white');
    const cell = el.game!.geometry({}).cells[0]!.id;
    const before = hitFor(el, cell).getAttribute('points');
    el.flip();
    await el.updateComplete;
    expect(el.getAttribute('orientation')).to.equal('black');
    expect(hitFor(el, cell).getAttribute('points')).to.not.equal(before);
  });

  it('position, moves and ply set the shown position', async () => {
    const id = await someGame();
    const probe = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    const moves = firstMoves(probe, 4);
    const el = await makeBoard(`<variant-board variant="${id}" moves="${moves.join(' ')}" ply="2"></variant-board>`);
    expect(el.session!.ply).to.equal(2);
    expect(el.session!.length).to.equal(4);
    el.goto(4);
    await el.updateComplete;
    const end = el.currentPosition!;
    const el2 = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    el2.position = end;
    await el2.updateComplete;
    expect(el2.currentPosition).to.equal(end);
    expect(el2.session!.startText).to.equal(end);
  });

  it('coordinates="false" hides coordinates; highlights and arrows draw marks', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" coordinates="false"></variant-board>`);
    expect(el.shadowRoot!.querySelectorAll('.coord').length).to.equal(0);
    const [a, b, c] = el.game!.geometry({}).cells.map((x) => x.id);
    el.setAttribute('highlights', `${a} ${b}`);
    el.setAttribute('arrows', `${a}${c} ${b}-${c}`);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.drawing .hl').length).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('.drawing .arrow').length).to.equal(2);
    expect(hitFor(el, a!).getAttribute('aria-label')).to.contain('highlighted');
  });

  it('readonly boards ignore clicks and show no play buttons', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" readonly></variant-board>`);
    expect(el.interactive).to.equal(false);
    const from = [...el.game!.view(el.session!.state).pieces.keys()][0]!;
    await clickPlace(el, from);
    expect(hitFor(el, from).getAttribute('aria-pressed')).to.equal('false');
    expect(el.shadowRoot!.textContent).to.not.contain('Undo');
  });

  it('interactive="false" is the same as readonly', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" interactive="false"></variant-board>`);
    expect(el.readonly).to.equal(true);
    expect(el.hasAttribute('readonly')).to.equal(true);
    el.interactive = true;
    await el.updateComplete;
    expect(el.hasAttribute('readonly')).to.equal(false);
  });

  it('controls="none" hides the buttons', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" controls="none"></variant-board>`);
    expect(el.shadowRoot!.querySelector('[part=controls]')).to.equal(null);
  });

  it('options are passed to the game (d4 d6 Rinoceronte)', async function () {
    if (!(await available('d4d6'))) return this.skip();
    const el = await makeBoard('<variant-board variant="d4d6" options="rinoceronte=true" roll="1"></variant-board>');
    expect(el.session!.options['rinoceronte']).to.equal(true);
    const kinds = [...el.game!.view(el.session!.state).pieces.values()].map((p) => p.kind);
    expect(kinds).to.include('rinoceronte');
  });

  it('players are parsed per side', async () => {
    const { parsePlayers } = await import('../src/players.js');
    expect(parsePlayers('human computer')).to.deep.equal({ white: 'human', black: 'computer' });
    expect(parsePlayers(undefined)).to.deep.equal({ white: 'human', black: 'human' });
  });

  it('the controls step through the move list, flip and save a picture, by clicks', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" sharing></variant-board>`);
    const tokens = firstMoves(el, 3);
    for (const t of tokens) expect(el.game!.phase(el.session!.state) === 'chance' ? el.setRoll(t) : el.play(t)).to.equal(true);
    await el.updateComplete;
    const list = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('ol.moves button')];
    expect(list().length).to.equal(tokens.length + 1);
    const first = list()[1]!;
    first.click();
    await el.updateComplete;
    expect(el.session!.ply).to.equal(1);
    expect(list()[1]!.getAttribute('aria-current')).to.equal('step');
    // The list's buttons are kept from render to render.
    expect(list()[1]).to.equal(first);
    list()[0]!.click();
    await el.updateComplete;
    expect(el.session!.ply).to.equal(0);
    const button = (label: string) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=controls] button')].find((b) => b.textContent === label || b.getAttribute('aria-label') === label)!;
    button(controlsEn.forward).click();
    await el.updateComplete;
    expect(el.session!.ply).to.equal(1);
    button(controlsEn.flip).click();
    await el.updateComplete;
    expect(el.orientation).to.equal('black');
    // Save SVG makes a download of the board's picture.
    const made: Blob[] = [];
    const create = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (b: Blob) => (made.push(b), 'blob:test');
    HTMLAnchorElement.prototype.click = function () { /* no navigation in the test */ };
    try {
      button(controlsEn.saveSvg).click();
      for (let i = 0; i < 50 && !made.length; i++) await new Promise((r) => setTimeout(r, 10));
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
    expect(made.length).to.equal(1);
    expect(made[0]!.type).to.equal('image/svg+xml');
    expect(await made[0]!.text()).to.match(/^<svg/);
  });

  it('the first move does not move what follows the board: the move list has its room before it appears', async () => {
    const el = await makeBoard('<variant-board variant="dice"></variant-board>');
    const height = el.getBoundingClientRect().height;
    expect(el.shadowRoot!.querySelector('ol.moves')).to.equal(null);
    expect(el.setRoll('11') && el.play('e4')).to.equal(true);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('ol.moves li').length).to.equal(3);
    expect(el.getBoundingClientRect().height).to.equal(height);
  });

  it('strings can be replaced for translation', async () => {
    const id = await someGame();
    setStrings({ flip: 'Drehen' });
    try {
      const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
      expect(el.shadowRoot!.textContent).to.contain('Drehen');
    } finally {
      setStrings({ flip: controlsEn.flip });
    }
  });
});

describe('methods and events', () => {
  it('play fires move and position-change (bubbling, composed); undo, redo, reset, goto', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" seed="s"></variant-board>`);
    await toDecision(el);
    const start = el.currentPosition;
    const startPly = el.session!.ply;
    const v = el.game!;
    const notation = v.formatAction(el.session!.state, v.legalActions(el.session!.state)[0]);
    const seen: string[] = [];
    const details: PositionChangeDetail[] = [];
    const moves: MoveDetail[] = [];
    const onDoc = (e: Event) => {
      seen.push(`${e.type}:${(e as CustomEvent).composed}:${(e as CustomEvent).bubbles}`);
      if (e.type === 'position-change') details.push((e as CustomEvent<PositionChangeDetail>).detail);
      if (e.type === 'move') moves.push((e as CustomEvent<MoveDetail>).detail);
    };
    document.addEventListener('move', onDoc);
    document.addEventListener('position-change', onDoc);
    try {
      expect(el.play(notation)).to.equal(true);
    } finally {
      document.removeEventListener('move', onDoc);
      document.removeEventListener('position-change', onDoc);
    }
    expect(seen).to.deep.equal(['move:true:true', 'position-change:true:true']);
    const after = el.currentPosition;
    expect(el.undo()).to.equal(true);
    expect(el.currentPosition).to.equal(start);
    el.play(notation);
    el.back();
    expect(el.currentPosition).to.equal(start);
    expect(el.redo()).to.equal(true);
    expect(el.currentPosition).to.equal(after);
    el.goto(startPly);
    expect(el.currentPosition).to.equal(start);
    el.reset();
    expect(el.session!.length).to.equal(0);
    // The detail's position is written when read (here after the board has moved on): the position the move made.
    expect(details[0]!.position).to.equal(after);
    expect(JSON.parse(JSON.stringify(details[0]))).to.include({ position: after, ply: startPly + 1, notation });
    // So is the move's.
    expect(moves[0]!.position).to.equal(after);
    expect(JSON.parse(JSON.stringify(moves[0]))).to.include({ position: after, ply: startPly + 1, notation });
  });

  it('exportRecord and loadRecord round-trip', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    for (const t of firstMoves(el, 3)) el.session!.state && (el.game!.phase(el.session!.state) === 'chance' ? el.setRoll(t) : el.play(t));
    const rec = el.exportRecord();
    const pos = el.currentPosition;
    const el2 = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    expect(el2.loadRecord(rec)).to.equal(true);
    expect(el2.currentPosition).to.equal(pos);
  });

  it('roll() and setRoll() fire roll events for dice games', async function () {
    const id = (await available('dice')) ? 'dice' : (await available('d4d6')) ? 'd4d6' : null;
    if (!id) return this.skip();
    const el = await makeBoard(`<variant-board variant="${id}" seed="abc"></variant-board>`);
    const v = el.game!;
    if (v.phase(el.session!.state) !== 'chance') {
      // d4 d6: pick a gambling piece first.
      const a = v.legalActions(el.session!.state).find((x) => v.phase(v.apply(el.session!.state, x)) === 'chance');
      el.play(v.formatAction(el.session!.state, a));
    }
    const ev = nextEvent<{ notation: string; dice: unknown[] }>(el, 'roll');
    const outcome = el.roll();
    expect(outcome).to.not.equal(null);
    expect((await ev).detail.notation).to.equal(outcome!.notation);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.drawing .die').length).to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.contain('rolled');
    // The same seed gives the same dice.
    const el2 = await makeBoard(`<variant-board variant="${id}" seed="abc" moves="${el.session!.events.slice(0, -1).map((e) => e.notation).join(' ')}"></variant-board>`);
    expect(el2.roll()!.notation).to.equal(outcome!.notation);
  });

  it('the dice input sets physical dice', async function () {
    if (!(await available('dice'))) return this.skip();
    const el = await makeBoard('<variant-board variant="dice"></variant-board>');
    const input = el.shadowRoot!.querySelector('#roll-input') as HTMLInputElement;
    input.value = '34';
    (el.shadowRoot!.querySelector('[part=dice] form') as HTMLFormElement).requestSubmit();
    await el.updateComplete;
    expect(el.session!.events.at(-1)!.notation).to.equal('34');
  });

  it('fires gameover when a game ends', async () => {
    let ended = false;
    for (const id of IDS) {
      if (!(await available(id))) continue;
      const el = await makeBoard(`<variant-board variant="${id}" seed="end"></variant-board>`);
      const v = el.game!;
      let over: CustomEvent | null = null;
      el.addEventListener('gameover', (e) => (over = e as CustomEvent));
      // Greedy play: captures first, which ends most games quickly.
      for (let i = 0; i < 600 && v.phase(el.session!.state) !== 'over'; i++) {
        const s = el.session!.state;
        if (v.phase(s) === 'chance') { el.roll(); continue; }
        const acts = v.legalActions(s);
        const cap = acts.find((a) => (v.actionView(s, a).captures?.length ?? 0) > 0 || (v.actionView(s, a).to && v.view(s).pieces.get(v.actionView(s, a).to!)?.side === v.toMove(s) ? false : !!(v.actionView(s, a).to && v.view(s).pieces.get(v.actionView(s, a).to!))));
        el.play(v.formatAction(s, cap ?? acts[i % acts.length]));
      }
      if (v.phase(el.session!.state) === 'over') {
        expect(over, id).to.not.equal(null);
        expect((over as unknown as CustomEvent).detail.result.text).to.be.a('string');
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[part=status]')!.textContent).to.contain('Game over');
        ended = true;
        break;
      }
    }
    expect(ended).to.equal(true);
  });
});

describe('computer player', () => {
  it('players="human computer": the computer answers a move', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" players="human computer" level="1" seed="ai"></variant-board>`);
    await toDecision(el);
    const v = el.game!;
    const s = el.session!.state;
    const answered = new Promise<CustomEvent<{ side: string; notation: string }>>((ok) => {
      el.addEventListener('move', (e) => {
        const ce = e as CustomEvent<{ side: string; notation: string }>;
        if (ce.detail.side === 'black') ok(ce);
      });
    });
    el.play(v.formatAction(s, v.legalActions(s)[0]));
    // Dice games roll for the computer too.
    const e = await answered;
    expect(e.detail.notation).to.be.a('string');
    expect(el.session!.events.at(-1)!.notation).to.equal(e.detail.notation);
  });

  it('the Hint button shows a suggested move', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" hints level="1"></variant-board>`);
    await toDecision(el);
    const button = [...el.shadowRoot!.querySelectorAll('[part=controls] button')].find((b) => b.textContent === controlsEn.hint) as HTMLButtonElement;
    expect(button).to.exist;
    const hint = await el.hint();
    expect(hint).to.be.a('string');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.contain(hint!);
  });
});

describe('bad input', () => {
  it('an unknown variant shows a message inside the board and fires error', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const el = document.createElement('variant-board') as VariantBoard;
    const ev = nextEvent<{ code: string; message: string; token: string }>(el, 'error');
    el.setAttribute('variant', 'chess960');
    host.append(el);
    const e = await ev;
    expect(e.detail.code).to.equal('unknown-variant');
    expect(e.detail.token).to.equal('chess960');
    await el.ready;
    const alert = el.shadowRoot!.querySelector('[role=alert]')!;
    expect(alert.textContent).to.contain('chess960');
    host.remove();
  });

  it('switching to an unknown variant keeps the last board', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    const pos = el.currentPosition;
    el.variant = 'nonsense';
    await el.ready;
    expect(el.currentPosition).to.equal(pos);
    expect(el.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain('nonsense');
    expect(el.shadowRoot!.querySelectorAll('polygon.hit.cell').length).to.be.greaterThan(0);
  });

  it('a malformed position fires error and keeps the last valid state and history', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    const moves = firstMoves(el, 2);
    for (const t of moves) el.game!.phase(el.session!.state) === 'chance' ? el.setRoll(t) : el.play(t);
    const pos = el.currentPosition, len = el.session!.length;
    const ev = nextEvent<{ code: string }>(el, 'error');
    el.position = 'this is not a position %%%';
    const e = await ev;
    await el.updateComplete;
    expect(e.detail.code).to.equal('bad-position');
    expect(el.currentPosition).to.equal(pos);
    expect(el.session!.length).to.equal(len);
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.exist;
  });

  it('a bad position on first load still shows a board and the message', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" position="zzz"></variant-board>`);
    expect(el.error?.code).to.equal('bad-position');
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.exist;
    expect(el.shadowRoot!.querySelectorAll('polygon.hit.cell').length).to.be.greaterThan(0);
  });

  it('an illegal move is refused with an error event, state and history kept', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}" seed="x"></variant-board>`);
    await toDecision(el);
    const pos = el.currentPosition, len = el.session!.length;
    const ev = nextEvent<{ code: string; token: string; message: string }>(el, 'error');
    expect(el.play('Zz99')).to.equal(false);
    const e = await ev;
    expect(e.detail.code).to.equal('illegal-action');
    expect(e.detail.token).to.equal('Zz99');
    expect(el.currentPosition).to.equal(pos);
    expect(el.session!.length).to.equal(len);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain('Zz99');
  });

  it('a bad record or moves list keeps the game', async () => {
    const id = await someGame();
    const el = await makeBoard(`<variant-board variant="${id}"></variant-board>`);
    const pos = el.currentPosition;
    expect(el.loadRecord(`[Variant "${id}"]\n\nxx1 yy2`)).to.equal(false);
    expect(el.currentPosition).to.equal(pos);
    const ev = nextEvent<{ code: string; token: string }>(el, 'error');
    el.moves = 'nonsense-move';
    expect((await ev).detail.token).to.equal('nonsense-move');
    expect(el.currentPosition).to.equal(pos);
  });
});

describe('CSP and accessibility', () => {
  for (const id of IDS) {
    it(`${id}: no inline style attributes, no violations found by axe`, async function () {
      if (!(await available(id))) return this.skip();
      const el = await makeBoard(`<variant-board variant="${id}" seed="a11y"></variant-board>`);
      await toDecision(el);
      // Select something so that markers and targets are drawn too.
      const from = [...el.game!.view(el.session!.state).pieces.keys()].find((c) => hitFor(el, c).classList.contains('movable'));
      if (from) await clickPlace(el, from);
      const markup = el.shadowRoot!.innerHTML;
      expect(markup).to.not.match(/\sstyle=/);
      expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
      const res = await axe.run(el, { resultTypes: ['violations'] });
      const msg = res.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
      expect(res.violations, msg).to.have.length(0);
    });
  }
});

/**
 * Links that work by default (issue 43): without `share-base` or a board server, a board's share
 * link is the page it is on with the game in the fragment (`#vb=...`), and a board on that page
 * reads it back: the board whose id the link names, else the first board of that game. A fragment
 * is hostile input: each problem is an `error` event naming its token, shown as text, and the board
 * keeps its own game and goes on playing.
 */
import { expect } from '@open-wc/testing';
import { makeBoard, nextEvent } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';
import type { BoardErrorDetail } from '../src/variant-board.js';
import { FRAGMENT_LIMITS, pageLink, readFragment } from '../src/share.js';

const page = () => location.href.replace(/#.*$/, '');
const setHash = (hash: string) => history.replaceState(null, '', `${page()}${hash}`);
const notations = (el: VariantBoard) => el.session!.events.map((e) => e.notation);

let hosts: HTMLElement[] = [];
/** Boards put on the page together, each ready; the errors they fire are collected from the start. */
async function boards(markup: string): Promise<{ els: VariantBoard[]; errors: BoardErrorDetail[][] }> {
  const host = document.createElement('div');
  const seen: [EventTarget | null, BoardErrorDetail][] = [];
  host.addEventListener('error', (e) => seen.push([e.target, (e as unknown as CustomEvent<BoardErrorDetail>).detail]));
  host.innerHTML = markup;
  document.body.append(host);
  hosts.push(host);
  const els = [...host.querySelectorAll('variant-board')] as VariantBoard[];
  for (const el of els) await el.ready;
  for (const el of els) await el.updateComplete;
  return { els, errors: els.map((el) => seen.filter(([t]) => t === el).map(([, d]) => d)) };
}

describe('share links to this page (#vb=...)', () => {
  afterEach(() => {
    setHash('');
    for (const h of hosts) h.remove();
    hosts = [];
  });

  it('without share-base or a server, the link is this page with the game in the fragment, the board id too', async () => {
    setHash('#section-2');
    const el = await makeBoard('<variant-board id="game-1" variant="dart" orientation="black"></variant-board>');
    el.play('a2');
    el.play('d5');
    expect(el.shareLink()).to.equal(`${page()}#vb=dart&board=game-1&moves=a2+d5&orientation=black`);
    const plain = await makeBoard('<variant-board variant="d4d6" options="rinoceronte=true"></variant-board>');
    expect(plain.shareLink()).to.equal(`${page()}#vb=d4d6&options=rinoceronte%3Dtrue`);
  });

  it('a board reads the game back: the first board of that game only, the others keep theirs', async () => {
    setHash('#vb=dart&moves=a2+d5');
    const { els: [dice, first, second], errors } = await boards(
      '<variant-board variant="dice"></variant-board><variant-board variant="dart"></variant-board><variant-board variant="dart" moves="a2"></variant-board>');
    expect(notations(first!)).to.deep.equal(['a2', 'd5']);
    expect(notations(second!)).to.deep.equal(['a2']);
    expect(notations(dice!)).to.deep.equal([]);
    expect(errors.flat()).to.deep.equal([]);
    // It plays on from there.
    expect(first!.undo()).to.equal(true);
    expect(notations(first!)).to.deep.equal(['a2']);
  });

  it('a diagram (read-only, no controls) shows the linked game too', async () => {
    const { els: [played] } = await boards('<variant-board variant="dart" moves="a2 d5"></variant-board>');
    const after = played!.currentPosition;
    played!.remove();
    setHash('#vb=dart&moves=a2+d5');
    const { els: [diagram], errors } = await boards('<variant-board variant="dart" readonly controls="none"></variant-board>');
    expect(diagram!.moves).to.equal('a2 d5');
    expect(diagram!.currentPosition).to.equal(after);
    expect(errors.flat()).to.deep.equal([]);
  });

  it('a link naming a board id is for that board alone, with its orientation and options', async () => {
    setHash('#vb=dart&board=second&moves=a2&orientation=black');
    const { els: [first, second], errors } = await boards('<variant-board id="first" variant="dart"></variant-board><variant-board id="second" variant="dart"></variant-board>');
    expect(notations(first!)).to.deep.equal([]);
    expect(notations(second!)).to.deep.equal(['a2']);
    expect(second!.orientation).to.equal('black');
    expect(errors.flat()).to.deep.equal([]);
  });

  it('round trip: a link made by a board opens the same game on a new page load', async () => {
    const el = await makeBoard('<variant-board id="trip" variant="dart" options=""></variant-board>');
    el.play('a2');
    el.play('d5');
    const link = new URL(el.shareLink());
    setHash(link.hash);
    const { els: [again] } = await boards('<variant-board id="trip" variant="dart"></variant-board>');
    expect(notations(again!)).to.deep.equal(['a2', 'd5']);
    expect(again!.currentPosition).to.equal(el.currentPosition);
  });

  it('a link opened in the same tab (hashchange) is shown by the board it is for', async () => {
    const el = await makeBoard('<variant-board variant="dart"></variant-board>');
    const changed = nextEvent(el, 'position-change');
    location.hash = '#vb=dart&moves=a2+d5';
    await changed;
    await el.updateComplete;
    expect(notations(el)).to.deep.equal(['a2', 'd5']);
  });

  const hostile: [string, string, string][] = [
    // [fragment, the token the error names, its code]
    ['#vb=dart&moves=a2+Zz9', 'Zz9', 'bad-record'],
    ['#vb=dart&evil=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'evil', 'bad-attribute'],
    ['#vb=dart&moves=a2&moves=d5', 'moves', 'bad-attribute'],
    ['#vb=dart&orientation=%3Cb%3Esideways%3C%2Fb%3E', '<b>sideways</b>', 'bad-attribute'],
    ['#vb=dart&options=nonsense%3D%3Cscript%3E', '', 'bad-option'],
    ['#vb=dart&position=%3Csvg%20onload%3Dalert(1)%3E', '', 'bad-position'],
    [`#vb=dart&moves=${'a2+'.repeat(FRAGMENT_LIMITS.events + 1)}`, 'moves', 'bad-attribute'],
    [`#vb=dart&position=${'x'.repeat(FRAGMENT_LIMITS.length)}`, 'vb', 'bad-attribute'],
    ['#vb=dice&board=mine', 'dice', 'bad-attribute'],
  ];
  for (const [hash, token, code] of hostile) {
    it(`a bad fragment is named and the board keeps its game: ${hash.slice(0, 60)}`, async () => {
      setHash(hash);
      const { els: [el], errors } = await boards('<variant-board id="mine" variant="dart" moves="a2"></variant-board>');
      expect(errors[0]!.length, 'one error').to.equal(1);
      const e = errors[0]![0]!;
      expect(e.code).to.equal(code);
      if (token) expect(e.token).to.equal(token);
      else expect(e.message).to.be.a('string').and.not.equal('');
      // Shown as text, never as markup; the board shows its own game and plays on.
      const shadow = el!.shadowRoot!;
      expect(shadow.querySelector('[part=message]')!.textContent).to.contain(e.message.slice(0, 30));
      expect(shadow.querySelector('img, script, b, svg svg')).to.equal(null);
      expect(notations(el!)).to.deep.equal(['a2']);
      expect(el!.play('d5')).to.equal(true);
    });
  }

  it('readFragment: no game in other fragments; pageLink drops the page s own fragment', () => {
    expect(readFragment('')).to.equal(null);
    expect(readFragment('#top')).to.equal(null);
    expect(readFragment('#x=1&vb=dart')).to.equal(null);
    expect(readFragment('#vb=dart')).to.deep.include({ variant: 'dart', board: null, error: null });
    expect(pageLink('https://a.example/p?q=1#old', { variant: 'dart', moves: ['a2'] }, 'b 1')).to.equal('https://a.example/p?q=1#vb=dart&board=b+1&moves=a2');
  });
});

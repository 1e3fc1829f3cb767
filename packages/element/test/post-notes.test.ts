/**
 * A play-by-post record (engine/src/post/record.ts) on a board: its `{[%post n value=... sig=...]}`
 * comments are for machines, so the notes panel, the move list and the live region show only what
 * people wrote beside them.
 */
import { expect } from '@open-wc/testing';
import { makeBoard } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';
import { humanWords } from '../src/annotations/notes.js';

const RECORD = await (await fetch(new URL('../../engine/test/fixtures/post-dice.txt', import.meta.url))).text();
// A person's words beside the second move's signed post.
const WITH_WORDS = RECORD.replace(/(36 pass \{)(\[%post 3 )/, '$1Nothing to do with 36. $2');

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const notes = (el: VariantBoard) => el.shadowRoot!.querySelector('.notes')?.textContent?.trim() ?? null;
const live = (el: VariantBoard) => el.shadowRoot!.querySelector('.vh[role="status"]')!.textContent!.trim();

describe('play-by-post records in the notes', () => {
  it('the fixture and its changed copy carry [%post] comments (the test reads what it means to)', () => {
    expect(RECORD).to.match(/\{\[%post 2 value=/);
    expect(WITH_WORDS).to.contain('{Nothing to do with 36. [%post 3 value=');
  });

  it('shows no panel for a post comment alone, and only the human part of a comment that has both', async () => {
    const el = await makeBoard(`<variant-board variant="dice" moves="${attr(WITH_WORDS)}"></variant-board>`);
    // The record is read as a plain annotated game (its comments are kept in it).
    expect(el.session!.annotated).to.equal(true);
    el.goto(2); // 15 e4: its comment is a post comment and nothing else
    await el.updateComplete;
    expect(el.session!.events[1]!.notation).to.equal('e4');
    expect(notes(el)).to.equal(null);
    expect(live(el)).not.to.contain('%post');
    el.goto(4); // 36 pass {Nothing to do with 36. [%post 3 ...]}
    await el.updateComplete;
    expect(notes(el)).to.equal('Nothing to do with 36.');
    expect(live(el)).to.contain('Nothing to do with 36.');
    expect(live(el)).not.to.contain('%post');
    expect(el.shadowRoot!.textContent).not.to.contain('[%post');
    // In the move list only the move with words is marked as noted.
    const noted = [...el.shadowRoot!.querySelectorAll('ol.moves li.noted button')].map((b) => b.textContent!.trim());
    expect(noted).to.deep.equal(['pass']);
    // The record itself keeps its post comments: the board hides them, it does not drop them.
    expect(el.exportRecord()).to.match(/\[%post 3 value=/);
  });

  it('humanWords leaves other text alone and takes out any [%command ...]', () => {
    expect(humanWords('Centre first.')).to.equal('Centre first.');
    expect(humanWords('[%post 0 sig=abc]')).to.equal('');
    expect(humanWords('Good [%post 2 value=x sig=y] move [%clk 0:01:00]')).to.equal('Good move');
    expect(humanWords('50% [not a command]')).to.equal('50% [not a command]');
  });
});

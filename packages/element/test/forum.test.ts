/**
 * A board server (issue 41) in the element: the `server` attribute and the page's
 * `<meta name="variant-board-server">`; share links to its `/play/` page; the sharing buttons'
 * "Copy for forum" popup and the editor's forum outputs, with their exact texts; hostile text stays
 * text.
 */
import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { makeBoard, nextEvent } from './helpers.js';
import type { VariantBoard } from '../src/variant-board.js';
import type { ShareDetail } from '../src/events.js';

const SERVER = 'https://boards.example';
// The texts a forum gets for Dart 6x6 Chess after a2 d5, as the server's URL scheme writes them
// (packages/server/README.md: /play/<variant>?<board>, /image/<variant>.png?<board>, /embed/<variant>?<board>).
const PLAY = `${SERVER}/play/dart?moves=a2+d5`;
const PNG = `${SERVER}/image/dart.png?moves=a2+d5`;
const EXPECTED = {
  bbcode: `[url=${PLAY}][img]${PNG}[/img][/url]`,
  markdown: `[![Dart 6x6 Chess board](${PNG})](${PLAY})`,
  iframe: `<iframe src="${SERVER}/embed/dart?moves=a2+d5" width="480" height="800" title="Dart 6x6 Chess board" loading="lazy" style="border:0;max-width:100%"></iframe>`,
  link: PLAY,
};

const root = (el: VariantBoard) => el.shadowRoot!;
const sharingButton = (el: VariantBoard, text: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('[part=sharing] button')].find((b) => b.textContent === text);
const popup = (el: VariantBoard) => root(el).querySelector<HTMLElement>('[part=forum]');
const boxes = (el: VariantBoard) => Object.fromEntries([...popup(el)!.querySelectorAll('textarea')].map((t) => [t.id.replace('forum-', ''), t.value]));

async function played(markup: string): Promise<VariantBoard> {
  const el = await makeBoard(markup);
  expect(el.play('a2')).to.equal(true);
  expect(el.play('d5')).to.equal(true);
  await el.updateComplete;
  return el;
}

async function openPopup(el: VariantBoard): Promise<void> {
  sharingButton(el, 'Copy for forum')!.click();
  for (let i = 0; i < 100 && !popup(el); i++) await new Promise((r) => setTimeout(r, 10));
  await el.updateComplete;
  expect(popup(el), 'the forum popup opens').to.not.equal(null);
}

/** Runs `f` with a clipboard that records what is written to it. */
async function withClipboard(f: (copied: string[]) => Promise<void>): Promise<void> {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void copied.push(t) } });
  try {
    await f(copied);
  } finally {
    delete (navigator as { clipboard?: unknown }).clipboard;
  }
}

describe('board server: share links and forum snippets', () => {
  it('the share link is the server s /play/ page of the game', async () => {
    const el = await played(`<variant-board variant="dart" server="${SERVER}/"></variant-board>`);
    expect(el.shareLink()).to.equal(PLAY);
  });

  it('Copy for forum shows BBCode, Markdown, the iframe and the link with their exact texts, each copied by its button', async () => {
    const el = await played(`<variant-board variant="dart" sharing server="${SERVER}"></variant-board>`);
    expect(sharingButton(el, 'Copy for forum')!.getAttribute('aria-haspopup')).to.equal('dialog');
    await openPopup(el);
    expect(boxes(el)).to.deep.equal(EXPECTED);
    expect(popup(el)!.getAttribute('role')).to.equal('dialog');
    // The iframe is text to copy, not an element.
    expect(root(el).querySelector('iframe')).to.equal(null);
    expect(root(el).activeElement?.id).to.equal('forum-bbcode');
    await withClipboard(async (copied) => {
      for (const kind of ['bbcode', 'markdown', 'iframe', 'link'] as const) {
        const shared = nextEvent<ShareDetail>(el, 'share');
        popup(el)!.querySelector<HTMLButtonElement>(`button[data-copy="${kind}"]`)!.click();
        const detail = (await shared).detail;
        expect(detail).to.deep.equal({ url: PLAY, kind, text: EXPECTED[kind] });
      }
      expect(copied).to.deep.equal([EXPECTED.bbcode, EXPECTED.markdown, EXPECTED.iframe, EXPECTED.link]);
    });
    // Escape closes it, and focus goes back to its button.
    popup(el)!.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    await el.updateComplete;
    expect(popup(el)).to.equal(null);
    expect(root(el).activeElement?.textContent).to.equal('Copy for forum');
  });

  it('the open popup has no inline styles and no violations found by axe', async () => {
    const el = await played(`<variant-board variant="dart" sharing server="${SERVER}"></variant-board>`);
    await openPopup(el);
    expect(root(el).innerHTML).to.not.match(/\sstyle=/);
    const res = await axe.run(el, { resultTypes: ['violations'] });
    const msg = res.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
    expect(res.violations, msg).to.have.length(0);
  });

  it('another shown position closes the popup (its texts were of the other one)', async () => {
    const el = await played(`<variant-board variant="dart" sharing server="${SERVER}"></variant-board>`);
    await openPopup(el);
    el.back();
    await el.updateComplete;
    expect(popup(el)).to.equal(null);
    await openPopup(el);
    expect(boxes(el).link).to.equal(`${SERVER}/play/dart?moves=a2`);
  });

  it('the page-wide setting is a meta tag; share-base on a board wins over it; no server, no forum button', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'variant-board-server', content: 'https://meta.example/base/' });
    document.head.append(meta);
    try {
      const el = await played('<variant-board variant="dart" sharing orientation="black"></variant-board>');
      expect(el.shareLink()).to.equal('https://meta.example/base/play/dart?moves=a2+d5&orientation=black');
      expect(sharingButton(el, 'Copy for forum')).to.not.equal(undefined);
      const own = await played('<variant-board variant="dart" share-base="https://example.org/play/"></variant-board>');
      expect(own.shareLink()).to.equal('https://example.org/play/?variant=dart&moves=a2+d5');
    } finally {
      meta.remove();
    }
    const none = await played('<variant-board variant="dart" sharing></variant-board>');
    expect([...root(none).querySelectorAll('[part=sharing] button')].map((b) => b.textContent)).to.deep.equal(['Copy link', 'Save SVG', 'Save PNG']);
  });

  it('a server address that is not http(s) is refused by name; nothing is written as markup', async () => {
    const bad = 'javascript:alert(1)//"><img src=x>';
    const el = await played(`<variant-board variant="dart" sharing server='${bad}'></variant-board>`);
    const failed = nextEvent<{ code: string; token: string }>(el, 'error');
    expect(el.shareLink()).to.equal('');
    const e = (await failed).detail;
    expect(e.code).to.equal('bad-attribute');
    expect(e.token).to.equal(bad);
    await el.updateComplete;
    expect(root(el).querySelector('img')).to.equal(null);
    expect(root(el).querySelector('[part=message]')!.textContent).to.contain('Bad board server');
    // The board plays on.
    expect(el.play('b2') || el.play('a3') || el.undo()).to.equal(true);
  });

  it('the editor adds the forum outputs with a server: texts for the edited position and its caption, escaped', async () => {
    const el = await makeBoard(`<variant-board variant="dart" editor server="${SERVER}"></variant-board>`);
    const ed = el.positionEditor!;
    const area = (kind: string) => root(el).querySelector<HTMLTextAreaElement | HTMLInputElement>(`#ed-${kind}`)?.value;
    const start = ed.lastValid;
    const q = new URLSearchParams({ position: start }).toString();
    expect(area('link')).to.equal(`${SERVER}/play/dart?${q}`);
    expect(area('bbcode')).to.equal(`[url=${SERVER}/play/dart?${q}][img]${SERVER}/image/dart.png?${q}[/img][/url]`);
    expect(area('forum-markdown')).to.equal(`[![Dart 6x6 Chess board](${SERVER}/image/dart.png?${q})](${SERVER}/play/dart?${q})`);
    const caption = root(el).querySelector<HTMLInputElement>('#ed-caption')!;
    caption.value = 'A "trap" <b>[here]</b>';
    caption.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(area('forum-markdown')).to.equal(`[![A "trap" \\<b\\>\\[here\\]\\</b\\>](${SERVER}/image/dart.png?${q})](${SERVER}/play/dart?${q})`);
    expect(area('iframe')).to.equal(`<iframe src="${SERVER}/embed/dart?${q.replace(/&/g, '&amp;')}" width="480" height="800" title="A &quot;trap&quot; &lt;b&gt;[here]&lt;/b&gt;" loading="lazy" style="border:0;max-width:100%"></iframe>`);
    expect(root(el).querySelector('b, iframe')).to.equal(null);
    const plain = await makeBoard('<variant-board variant="dart" editor></variant-board>');
    expect(root(plain).querySelector('#ed-bbcode')).to.equal(null);
  });
});

/**
 * A board's picture as SVG text (`toSvg`) comes with the record reader, not the core: on a
 * played board before the reader came it is refused with a reason naming it; the Save SVG and
 * Save PNG buttons fetch the reader first and save the picture. Alone in its file, so that this
 * page has not loaded the reader before.
 */
import { expect } from '@open-wc/testing';
import '../src/index.js';
import type { BoardErrorDetail } from '../src/variant-board.js';
import { controlStrings } from '../src/control-strings.js';
import { playedBoard, requested } from './helpers.js';

describe('the picture before the record reader has come', () => {
  it('toSvg is refused by name; the save buttons load what they need and save the picture', async () => {
    const el = await playedBoard('<variant-board variant="dart" sharing></variant-board>');
    const errors: BoardErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push((e as CustomEvent<BoardErrorDetail>).detail));
    expect(el.play('a2')).to.equal(true);
    expect(requested('/src/records.')).to.equal(false);
    expect(el.toSvg()).to.equal('');
    expect(errors.at(-1)).to.include({ code: 'not-ready', token: 'toSvg' });
    errors.length = 0;

    // Downloads are caught at the link's click (the PNG is drawn through an object URL of its own).
    const made: { name: string; blob: Promise<Blob> }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      made.push({ name: this.download, blob: fetch(this.href).then((r) => r.blob()) });
    };
    const button = (label: string) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=sharing] button')].find((b) => b.textContent === label)!;
    try {
      button(controlStrings().saveSvg).click();
      for (let i = 0; i < 200 && made.length < 1; i++) await new Promise((r) => setTimeout(r, 10));
      button(controlStrings().savePng).click();
      for (let i = 0; i < 300 && made.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(errors).to.deep.equal([]);
    expect(made.map((m) => m.name)).to.deep.equal(['dart-1.svg', 'dart-1.png']);
    const [svgBlob, pngBlob] = await Promise.all(made.map((m) => m.blob));
    const svg = await svgBlob!.text();
    expect(svg).to.match(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" class="vb-board"/);
    // The picture is the board as played, the same text as toSvg now gives.
    expect(svg).to.equal(el.toSvg({ width: 640 }));
    expect([...new Uint8Array(await pngBlob!.arrayBuffer()).slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).to.equal('PNG');
  });
});

// A GIF's frames after the first are rasterised only where they differ from the frame before
// (frame-change.ts). Checked against whole rasters of every frame of every game: no pixel outside
// the rectangles changes, and inside them the parts are the whole raster's pixels (resvg's
// anti-aliasing may fall a little differently along a few edges).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkBoard, gameOf } from '../src/board-query.js';
import { frameSvg } from '../src/drawing.js';
import { FrameChanges } from '../src/frame-change.js';
import { framePlies } from '../src/frames.js';
import { fixedGame } from './games.js';
import { FONTS, svgToPixels } from '../src/raster.js';


const inRect = (x: number, y: number, r: { x: number; y: number; width: number; height: number }) =>
  x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;

test('every frame of every game: only the changed rectangles differ, and their parts are the whole raster there', async () => {
  const size = 240;
  for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
    const board = checkBoard(await gameOf(id), new URLSearchParams({ moves: await fixedGame(id, 24), size: String(size) }));
    const plies = framePlies(board.session.events);
    const svgs = plies.map((ply, i) => frameSvg(board, ply, i === 0 ? 0 : plies[i - 1]!));
    let previous = await svgToPixels(svgs[0]!, size);
    const { width: w, height: h } = previous;
    const changes = new FrameChanges(svgs[0]!, w, h, FONTS);
    let cropped = 0;
    let drawnArea = 0;
    for (let i = 1; i < svgs.length; i++) {
      const whole = await svgToPixels(svgs[i]!, size);
      const parts = changes.parts(svgs[i - 1]!, svgs[i]!);
      if (parts) {
        cropped++;
        // Outside the rectangles the frame is the one before, pixel for pixel.
        for (let p = 0; p < w * h; p++) {
          const x = p % w;
          const y = Math.floor(p / w);
          if (parts.some((part) => inRect(x, y, part.rect))) continue;
          for (let k = 0; k < 4; k++) {
            if (whole.pixels[p * 4 + k] !== previous.pixels[p * 4 + k]) assert.fail(`${id} frame ${i}: pixel ${x},${y} changed outside ${JSON.stringify(parts.map((q) => q.rect))}`);
          }
        }
        let differ = 0;
        for (const { rect, drawn, svg } of parts) {
          drawnArea += drawn.width * drawn.height;
          assert.ok(inRect(rect.x, rect.y, drawn) && rect.x + rect.width <= drawn.x + drawn.width && rect.y + rect.height <= drawn.y + drawn.height, `${id} frame ${i}: the drawn part holds its rectangle`);
          const part = await svgToPixels(svg, drawn.width);
          assert.equal(part.height, drawn.height, `${id} frame ${i}: the part's height`);
          for (let y = rect.y; y < rect.y + rect.height; y++) {
            for (let x = rect.x; x < rect.x + rect.width; x++) {
              const q = ((y - drawn.y) * part.width + x - drawn.x) * 4;
              const p = (y * w + x) * 4;
              let d = 0;
              for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(part.pixels[q + k]! - whole.pixels[p + k]!));
              if (d > 0) differ++;
              assert.ok(d <= 96, `${id} frame ${i}: pixel ${x},${y} of the part is ${d} off the whole raster's`);
            }
          }
        }
        assert.ok(differ <= (w * h) / 1000, `${id} frame ${i}: ${differ} pixels of the parts differ from the whole raster's`);
      }
      previous = whole;
    }
    // A move redraws a few cells, not the board: most frames are cropped, to well under half of them.
    assert.ok(cropped >= (svgs.length - 1) * 0.8, `${id}: ${cropped} of ${svgs.length - 1} frames drawn in parts`);
    assert.ok(drawnArea / cropped < 0.5 * w * h, `${id}: parts average ${Math.round((100 * drawnArea) / cropped / (w * h))} % of a frame`);
  }
});

const SVG = (body: string, view = '0 0 10 10') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}"><title>t</title><g class="drawing">${body}</g></svg>`;
const CELL = '<rect x="0" y="0" width="10" height="10" fill="#eee"/>';
const FAR = '<polygon points="8,8 9.5,8 9.5,9.5" fill="#e0b43a" opacity="0.45"/>';

test('a changed element is measured; a far layer (an opacity) is left out of the part, and the part still draws', async () => {
  const before = SVG(`${CELL}<circle cx="1" cy="1" r="0.5" fill="#000"/>${FAR}`);
  const after = SVG(`${CELL}<circle cx="2" cy="1" r="0.5" fill="#000"/>${FAR}`);
  const changes = new FrameChanges(before, 200, 200, FONTS);
  const parts = changes.parts(before, after);
  assert.ok(parts && parts.length >= 1);
  const all = parts.map((p) => p.rect).reduce((a, r) => ({ x0: Math.min(a.x0, r.x), x1: Math.max(a.x1, r.x + r.width), y0: Math.min(a.y0, r.y), y1: Math.max(a.y1, r.y + r.height) }), { x0: 1e9, x1: 0, y0: 1e9, y1: 0 });
  // The circles span 10..50 px across and 10..30 px down, with a margin of 2 px.
  assert.deepEqual(all, { x0: 8, x1: 52, y0: 8, y1: 32 });
  for (const p of parts) {
    assert.ok(!p.svg.includes('opacity'), 'the far layer is not drawn');
    // resvg 2.6 aborts the whole process on a layer wholly outside its raster: this must not.
    const pixels = await svgToPixels(p.svg, p.drawn.width);
    assert.equal(pixels.height, p.drawn.height);
  }
  assert.deepEqual(changes.parts(before, before), [], 'nothing changes');
});

test('frames that differ in what cannot be bounded are drawn whole', () => {
  const a = SVG(`${CELL}<circle cx="1" cy="1" r="0.5" fill="#000"/>`);
  const changes = new FrameChanges(a, 100, 100, FONTS);
  assert.equal(changes.parts(a, SVG(`${CELL}<circle cx="1" cy="1" r="0.5" fill="#000"/>`, '0 0 10 12')), null, 'another viewBox');
  assert.equal(changes.parts(a, SVG(`${CELL}<use href="#x"/>`)), null, 'a reference');
  assert.equal(changes.parts(a, SVG(`<circle cx="1" cy="1" r="0.5" fill="#000"/>${CELL}`)), null, 'elements reordered');
  assert.equal(changes.parts(a, SVG(`${CELL}<rect x="0" y="0" width="9" height="9" fill="#000"/>`)), null, 'more than half the frame');
  assert.equal(changes.parts(a, 'not an svg'), null, 'not SVG text');
  assert.equal(changes.parts(a, SVG(`${CELL}<!-- never closed <circle cx="1" cy="1" r="0.5"/>`)), null, 'an unclosed comment (no endless loop)');
  const before = SVG(`${CELL}<g opacity="0.9"><circle cx="1" cy="1" r="0.5"/><circle cx="9" cy="9" r="0.5" opacity="0.5"/></g><circle cx="5" cy="5" r="0.3"/>`);
  const after = SVG(`${CELL}<g opacity="0.9"><circle cx="1" cy="1" r="0.5"/><circle cx="9" cy="9" r="0.5" opacity="0.5"/></g><circle cx="5.5" cy="5" r="0.3"/>`);
  assert.equal(new FrameChanges(before, 100, 100, FONTS).parts(before, after), null, 'a layer inside a group the part would cut');
});

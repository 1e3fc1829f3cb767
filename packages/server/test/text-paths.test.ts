// Text drawn as the outlines resvg makes of it (text-paths.ts) gives the same pixels as the text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkBoard, gameOf } from '../src/board-query.js';
import { boardSvg } from '../src/drawing.js';
import { svgToPixels, withTextOutlined } from '../src/raster.js';

test('every game\'s board, with a caption: the outlined SVG has no text left and draws the same pixels', async () => {
  for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
    const svg = boardSvg(checkBoard(await gameOf(id), new URLSearchParams({ size: '300', caption: 'Ünïcode & <b>not</b> HTML' })));
    assert.ok(svg.includes('<text'), `${id}: the board has text`);
    const outlined = withTextOutlined(svg);
    assert.ok(!outlined.includes('<text'), `${id}: every text is outlined`);
    assert.equal(withTextOutlined(svg), outlined, `${id}: the same outlines again`);
    const a = await svgToPixels(svg, 300);
    const b = await svgToPixels(outlined, 300);
    assert.equal(b.height, a.height);
    let differ = 0;
    let worst = 0;
    for (let i = 0; i < a.pixels.length; i += 4) {
      let d = 0;
      for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(a.pixels[i + k]! - b.pixels[i + k]!));
      if (d > 0) differ++;
      worst = Math.max(worst, d);
    }
    // Written out by resvg to 8 digits, the outlines may move an edge by a hair.
    assert.ok(differ <= a.pixels.length / 4 / 2000 && worst <= 64, `${id}: ${differ} pixels differ, by up to ${worst}`);
  }
});

test('text that leans on what is around it stays text', () => {
  const inherits = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g fill="red" font-size="2"><text x="1" y="5" font-family="DejaVu Sans">a</text></g></svg>';
  assert.equal(withTextOutlined(inherits), inherits);
});

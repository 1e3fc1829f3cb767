// A lone shape's `opacity` drawn as its one paint's opacity (raster.ts `paintOpacity`): which shapes change,
// and that the pictures of every game, with moves played, stay the same but for rounding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderAsync } from '@resvg/resvg-js';
import { FONTS, paintOpacity } from '../src/raster.js';
import { checkBoard, gameOf } from '../src/board-query.js';
import { boardSvg } from '../src/drawing.js';
import { fixedGame } from './games.js';

test('a shape with one paint takes the opacity as that paint\'s; others are left as they are', () => {
  const cases: [string, string][] = [
    ['<polygon points="0,0 1,0 1,1" fill="#5b6b7d" opacity="0.42"/>', '<polygon points="0,0 1,0 1,1" fill="#5b6b7d" fill-opacity="0.42"/>'],
    ['<path d="M0 0L1 1" fill="none" stroke="#3f4a57" stroke-width="0.02" opacity="0.55"/>', '<path d="M0 0L1 1" fill="none" stroke="#3f4a57" stroke-width="0.02" stroke-opacity="0.55"/>'],
    ['<line x1="0" y1="0" x2="1" y2="1" stroke="#000" opacity="0.5"/>', '<line x1="0" y1="0" x2="1" y2="1" stroke="#000" stroke-opacity="0.5"/>'],
    // No fill attribute: filled in black.
    ['<circle cx="1" cy="1" r="1" opacity="0.3"/>', '<circle cx="1" cy="1" r="1" fill-opacity="0.3"/>'],
  ];
  for (const [svg, want] of cases) assert.equal(paintOpacity(svg), want);
  for (const same of [
    '<circle cx="1" cy="1" r="1" fill="#fff" stroke="#000" opacity="0.7"/>', // both paints: they overlap
    '<g opacity="0.82"><line x1="0" y1="0" x2="1" y2="1" stroke="#000"/></g>', // a group
    '<rect width="1" height="1" fill="#fff" fill-opacity="0.5" opacity="0.5"/>',
    '<rect width="1" height="1" style="fill:red" opacity="0.5"/>',
    '<path d="M0 0" fill="none" stroke="none" opacity="0.5"/>', // no paint
  ]) assert.equal(paintOpacity(same), same);
});

test('every game\'s picture, with moves and marks, is the same with paint opacities but for rounding', async () => {
  let changed = 0;
  for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
    const v = await gameOf(id);
    const moves = await fixedGame(id, 8);
    const cell = v.geometry({}).cells[3]!.id;
    const svg = boardSvg(checkBoard(v, new URLSearchParams({ moves, highlights: cell })));
    const flat = paintOpacity(svg);
    if (flat !== svg) changed++;
    const [a, b] = await Promise.all([svg, flat].map(async (s) => (await renderAsync(s, { fitTo: { mode: 'width', value: 240 }, font: FONTS })).pixels));
    assert.equal(a!.length, b!.length);
    let most = 0;
    for (let i = 0; i < a!.length; i++) most = Math.max(most, Math.abs(a![i]! - b![i]!));
    assert.ok(most <= 4, `${id}: a pixel differs by ${most} levels`);
  }
  assert.ok(changed >= 2, 'the boards with areas and highlights have shapes to change');
});

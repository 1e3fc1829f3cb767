// A GIF's frames are drawn from the previous frame's position (one or two moves each) rather than
// by replaying the whole game: each frame must be the very SVG the whole replay draws at its ply.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadVariant } from '../../engine/src/index.js';
import { checkBoard } from '../src/board-query.js';
import { boardSvg, frameBoard, frameSvg } from '../src/drawing.js';
import { framePlies } from '../src/frames.js';
import { fixedGame } from './games.js';


test('every frame of every game is the SVG the whole replay draws at that ply', async () => {
  for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
    const v = await loadVariant(id);
    const moves = await fixedGame(id, 40);
    const board = checkBoard(v, new URLSearchParams({ moves, highlights: v.geometry({}).cells[0]!.id }));
    const plies = framePlies(board.session.events);
    assert.ok(plies.length > 8, `${id}: ${plies.length} frames`);
    let quick = 0;
    plies.forEach((ply, i) => {
      if (frameBoard(board, ply, i === 0 ? 0 : plies[i - 1]!).drawing.position !== undefined) quick++;
      const whole = boardSvg({ variant: v, drawing: { ...board.drawing, ply } });
      assert.equal(frameSvg(board, ply, i === 0 ? 0 : plies[i - 1]!), whole, `${id} frame ${i} (ply ${ply})`);
    });
    assert.equal(quick, plies.length, `${id}: every frame was drawn from the previous frame's position`);
  }
});

test('frame plies: the start, then one per move, each past the roll that follows it', () => {
  const a = (notation: string) => ({ kind: 'action' as const, notation });
  const c = (notation: string) => ({ kind: 'chance' as const, notation });
  assert.deepEqual(framePlies([]), [0]);
  assert.deepEqual(framePlies([a('e4'), a('e5')]), [0, 1, 2]);
  assert.deepEqual(framePlies([c('66'), a('e4'), c('23'), a('Nc6')]), [1, 3, 4]);
  assert.deepEqual(framePlies([c('66'), a('e4'), c('23')]), [1, 3]);
});

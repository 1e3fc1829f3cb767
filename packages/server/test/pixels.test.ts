// What the pictures show: a decoded PNG whose pixel at a known cell has that cell's colour (and
// the highlight's once the cell is highlighted), and a GIF with one frame per move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { GifReader } from 'omggif';
import { loadVariant } from '../../engine/src/index.js';
import { playout } from './games.js';
import { useServer } from './serve.js';

const { base } = useServer();
const get = (path: string) => fetch(base() + path);

/** The colour the SVG fills a cell's tone with, read from the SVG answer itself. */
function toneFill(svg: string, shape: string, tone: number): string {
  const m = new RegExp(`<path class="cell ${shape} tone-${tone}"[^>]* fill="(#[0-9a-f]{6})"`).exec(svg);
  assert.ok(m, `a path for ${shape} tone ${tone}`);
  return m[1]!;
}

/** The pixel of a PNG under a cell's centre, from the game's geometry and the SVG's viewBox. */
async function pixelAt(id: string, query: string, cellId: string, size: number): Promise<{ rgb: string; png: PNG; offset: number }> {
  const svg = await (await get(`/image/${id}.svg?${query}`)).text();
  const [vx, vy, vw, vh] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(/\s+/).map(Number) as [number, number, number, number];
  const cell = (await loadVariant(id)).geometry({}).cells.find((c) => c.id === cellId)!;
  const r = await get(`/image/${id}.png?${query}${query ? '&' : ''}size=${size}`);
  assert.equal(r.status, 200);
  const png = PNG.sync.read(Buffer.from(await r.arrayBuffer()));
  assert.equal(png.width, size);
  assert.equal(png.height, Math.round((size * vh) / vw));
  const x = Math.round(((cell.x - vx) / vw) * png.width);
  const y = Math.round(((cell.y - vy) / vh) * png.height);
  const i = (y * png.width + x) * 4;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return { rgb: `#${hex(png.data[i]!)}${hex(png.data[i + 1]!)}${hex(png.data[i + 2]!)}`, png, offset: i };
}

test('a PNG pixel at an empty cell has that cell\'s colour (square and hexagonal boards)', async () => {
  for (const [id, cellId] of [['dice', 'e4'], ['dice', 'd5'], ['dagger', 'f2'], ['dagger', 'g3'], ['dart', 'c3']] as const) {
    const v = await loadVariant(id);
    const cell = v.geometry({}).cells.find((c) => c.id === cellId)!;
    const svg = await (await get(`/image/${id}.svg`)).text();
    const { rgb } = await pixelAt(id, '', cellId, 480);
    assert.equal(rgb, toneFill(svg, cell.shape, cell.tone), `${id} ${cellId}`);
  }
});

test('the same pixel changes when a move lands there, and when the cell is highlighted', async () => {
  const empty = (await pixelAt('dice', '', 'e4', 480)).rgb;
  const moved = (await pixelAt('dice', 'moves=66+e4', 'e4', 480)).rgb;
  assert.notEqual(moved, empty, 'a pawn (or the last-move mark) is on e4 after 66 e4');
  const lit = (await pixelAt('dice', 'highlights=e4', 'e4', 480)).rgb;
  assert.notEqual(lit, empty, 'the highlight shows');
  const unlit = (await pixelAt('dice', 'highlights=e5', 'e4', 480)).rgb;
  assert.equal(unlit, empty, 'a highlight elsewhere does not');
});

test('text is drawn with the bundled font: the coordinates put dark pixels where the letters are', async () => {
  const on = await get('/image/dice.png?size=480');
  const off = await get('/image/dice.png?size=480&coordinates=false');
  const a = PNG.sync.read(Buffer.from(await on.arrayBuffer()));
  const b = PNG.sync.read(Buffer.from(await off.arrayBuffer()));
  let differ = 0;
  for (let i = 0; i < a.data.length; i += 4) if (a.data[i] !== b.data[i]) differ++;
  assert.ok(differ > 300, `${differ} pixels differ between coordinates on and off`);
});

/** Frames and delays of a GIF, read by omggif. */
async function gifOf(path: string): Promise<{ frames: number; delays: number[]; width: number; reader: GifReader }> {
  const r = await get(path);
  assert.equal(r.status, 200, await r.clone().text());
  const reader = new GifReader(new Uint8Array(await r.arrayBuffer()));
  const delays = Array.from({ length: reader.numFrames() }, (_, i) => reader.frameInfo(i).delay * 10);
  return { frames: reader.numFrames(), delays, width: reader.width, reader };
}

test('a GIF has the start and one frame per move, a longer pause on the last, and loops', async () => {
  const moves = await playout('dagger', 7);
  const g = await gifOf(`/image/dagger.gif?moves=${encodeURIComponent(moves.join(' '))}&delay=300&size=200`);
  assert.equal(g.frames, moves.length + 1);
  assert.equal(g.width, 200);
  assert.deepEqual(g.delays.slice(0, -1), Array(moves.length).fill(300));
  assert.equal(g.delays.at(-1), 2500);
  assert.equal(g.reader.loopCount(), 0);
  // Played in order (each frame drawn over the one before, as a viewer does), every frame shows a
  // change, and the last is the PNG of the final position up to the 255-colour palette.
  const screen = new Uint8Array(g.reader.width * g.reader.height * 4);
  let before = screen.slice();
  for (let i = 0; i < g.frames; i++) {
    g.reader.decodeAndBlitFrameRGBA(i, screen);
    if (i > 0) assert.notDeepEqual(screen, before, `frame ${i} shows a change`);
    before = screen.slice();
  }
  const png = PNG.sync.read(Buffer.from(await (await get(`/image/dagger.png?moves=${encodeURIComponent(moves.join(' '))}&size=200`)).arrayBuffer()));
  assert.equal(png.height, g.reader.height);
  let total = 0;
  for (let i = 0; i < screen.length; i += 4) for (let k = 0; k < 3; k++) total += Math.abs(screen[i + k]! - png.data[i + k]!);
  const mean = total / (screen.length * 0.75);
  assert.ok(mean < 1, `the last frame is the final position (mean difference ${mean.toFixed(2)} per channel)`);
  console.log(`GIF: last frame vs PNG, mean difference ${mean.toFixed(2)} per channel`);
});

test('a dice game\'s GIF: one frame per move, rolls shown on the move frames (not frames of their own)', async () => {
  const g = await gifOf('/image/dice.gif?moves=66+e4+23+Nc6+34+Bc4&size=160');
  assert.equal(g.frames, 4, 'the start, then e4, Nc6 and Bc4');
  const start = await gifOf('/image/dice.gif?size=160');
  assert.equal(start.frames, 1, 'no moves: the start alone');
  // Flat colours keep their exact value through the palette: a known cell's pixel is its tone,
  // and nearly every pixel is the PNG's.
  const svg = await (await get('/image/dice.svg')).text();
  const cell = (await loadVariant('dice')).geometry({}).cells.find((c) => c.id === 'd5')!;
  const { png, offset } = await pixelAt('dice', '', 'd5', 160);
  const frame = new Uint8Array(start.width * start.reader.height * 4);
  start.reader.decodeAndBlitFrameRGBA(0, frame);
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  assert.equal(`#${hex(frame[offset]!)}${hex(frame[offset + 1]!)}${hex(frame[offset + 2]!)}`, toneFill(svg, cell.shape, cell.tone), 'd5 in the GIF');
  let same = 0;
  for (let i = 0; i < frame.length; i += 4) if (frame[i] === png.data[i] && frame[i + 1] === png.data[i + 1] && frame[i + 2] === png.data[i + 2]) same++;
  assert.ok(same / (frame.length / 4) > 0.9, `${((100 * same) / (frame.length / 4)).toFixed(1)} % of the GIF's pixels are the PNG's exactly`);
  const upTo = await gifOf('/image/dice.gif?moves=66+e4+23+Nc6+34+Bc4&ply=2&size=160');
  assert.equal(upTo.frames, 2, 'ply stops the animation where the board is shown');
});

test('the PNG encoder: the same pixels as resvg\'s own PNG writer, for every game', async () => {
  const { Resvg } = await import('@resvg/resvg-js');
  const { FONT_FILE, paintOpacity } = await import('../src/raster.js');
  for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
    // The SVG answer without the size it writes for <img>, as the PNG route draws it.
    const svg = (await (await get(`/image/${id}.svg`)).text()).replace(/^(<svg [^>]*?) width="\d+" height="\d+"/, '$1');
    // As the route renders it: with its lone shapes' opacities as paint opacities (paint-opacity.test.ts).
    const theirs = PNG.sync.read(new Resvg(paintOpacity(svg), { font: { loadSystemFonts: false, fontFiles: [FONT_FILE], defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'width', value: 300 } }).render().asPng());
    const ours = PNG.sync.read(Buffer.from(await (await get(`/image/${id}.png?size=300`)).arrayBuffer()));
    assert.equal(ours.width, theirs.width);
    assert.equal(ours.height, theirs.height);
    assert.ok(Buffer.compare(ours.data, theirs.data) === 0, `${id}: pixel for pixel`);
  }
});

test('a GIF drawn frame by frame (streamed, a few frames held): every frame, played in order, is the PNG of its ply up to the palette', async () => {
  for (const id of ['dagger', 'dart']) {
    const moves = await playout(id, 12);
    const query = `moves=${encodeURIComponent(moves.join(' '))}&size=160`;
    const g = await gifOf(`/image/${id}.gif?${query}&delay=100`);
    assert.equal(g.frames, moves.length + 1, `${id}: the start and one frame per move`);
    const screen = new Uint8Array(g.reader.width * g.reader.height * 4);
    for (let i = 0; i < g.frames; i++) {
      g.reader.decodeAndBlitFrameRGBA(i, screen);
      const png = PNG.sync.read(Buffer.from(await (await get(`/image/${id}.png?${query}&ply=${i}`)).arrayBuffer()));
      assert.equal(png.height, g.reader.height);
      let same = 0;
      let total = 0;
      for (let p = 0; p < screen.length; p += 4) {
        if (screen[p] === png.data[p] && screen[p + 1] === png.data[p + 1] && screen[p + 2] === png.data[p + 2]) same++;
        for (let k = 0; k < 3; k++) total += Math.abs(screen[p + k]! - png.data[p + k]!);
      }
      const mean = total / (screen.length * 0.75);
      assert.ok(mean < 2, `${id} frame ${i}: mean difference ${mean.toFixed(2)} per channel from the PNG at ply ${i}`);
      assert.ok(same / (screen.length / 4) > 0.85, `${id} frame ${i}: ${((100 * same) / (screen.length / 4)).toFixed(1)} % of pixels exactly the PNG's`);
    }
  }
});

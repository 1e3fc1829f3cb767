// The PNG encoder (png.ts) on its own: what it writes decodes to the pixels it was given, also when
// it reuses its scanline buffer for a smaller picture after a bigger one, and for one too big to keep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { encodePng } from '../src/png.js';

/** Pixels every byte of which differs from its neighbours' (a pattern, so that a run is reproducible). */
function pattern(width: number, height: number, seed: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let i = 0; i < out.length; i++) out[i] = (i * 31 + seed * 17 + (i >> 7)) & 0xff;
  return out;
}

test('encoded pictures decode to their pixels, one after another of different sizes', () => {
  // Big, then small (the kept buffer holds the big one's bytes), then too big to keep, then small again.
  for (const [width, height, seed] of [[480, 912, 1], [37, 5, 2], [1100, 1000, 3], [64, 64, 4], [1, 1, 5]] as const) {
    const pixels = pattern(width, height, seed);
    const png = PNG.sync.read(encodePng(pixels, width, height));
    assert.equal(png.width, width);
    assert.equal(png.height, height);
    assert.ok(Buffer.compare(png.data, Buffer.from(pixels)) === 0, `${width}×${height}: pixel for pixel`);
  }
});

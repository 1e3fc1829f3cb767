/**
 * A GIF's palette and the mapping of pixels to it. Board pictures are mostly flat colours (cells,
 * frame, pieces) with anti-aliased edges between them: the most frequent colours go into the
 * palette exactly, so a cell keeps its very colour; gifenc's quantizer fills the rest for the
 * edges. Pixels map to their exact colour, else to the nearest entry.
 */
import { gifenc } from './gifenc.js';

import type { Palette } from './gifenc.js';

export type { Palette };

/** Exact colours kept (by pixel count) before the quantizer chooses the others. */
const EXACT = 128;

/** Up to `size` colours for RGBA pixels (alpha ignored). */
export function paletteOf(rgba: Uint8Array, size: number): Palette {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const byCount = [...counts].sort((a, b) => b[1] - a[1]).map(([key]) => [key >> 16, (key >> 8) & 255, key & 255]);
  if (byCount.length <= size) return byCount;
  return [...byCount.slice(0, EXACT), ...gifenc.quantize(rgba, size - EXACT)];
}

/**
 * A mapper of RGBA pixels to their palette indexes: a pixel's exact colour where the palette has
 * it, else the nearest. It remembers the colours it has met, so the frames of one animation share
 * the work of finding the nearest entries.
 */
export function indexer(palette: Palette): (rgba: Uint8Array) => Uint8Array {
  const known = new Map<number, number>();
  palette.forEach(([r, g, b], i) => {
    const key = (r! << 16) | (g! << 8) | b!;
    if (!known.has(key)) known.set(key, i);
  });
  return (rgba) => {
    const out = new Uint8Array(rgba.length / 4);
    let lastKey = -1;
    let lastIndex = 0;
    for (let p = 0, i = 0; i < rgba.length; p++, i += 4) {
      const key = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
      if (key !== lastKey) {
        let index = known.get(key);
        if (index === undefined) known.set(key, (index = nearest(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!, palette)));
        lastKey = key;
        lastIndex = index;
      }
      out[p] = lastIndex;
    }
    return out;
  };
}

function nearest(r: number, g: number, b: number, palette: Palette): number {
  let best = 0;
  let bestDistance = Infinity;
  palette.forEach(([pr, pg, pb], i) => {
    const d = (r - pr!) ** 2 + (g - pg!) ** 2 + (b - pb!) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

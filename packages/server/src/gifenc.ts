/** gifenc ships no types: the few of its functions this package uses, typed here. */
// @ts-ignore: no declaration file (typed below)
import untyped from 'gifenc';

export type Palette = number[][];

export interface Encoder {
  writeFrame(
    index: Uint8Array,
    width: number,
    height: number,
    opts?: { palette?: Palette; delay?: number; repeat?: number; first?: boolean; transparent?: boolean; transparentIndex?: number; dispose?: number },
  ): void;
  finish(): void;
  bytes(): Uint8Array;
}

export const gifenc = untyped as {
  GIFEncoder(opts?: { auto?: boolean }): Encoder;
  quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, opts?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' }): Palette;
};

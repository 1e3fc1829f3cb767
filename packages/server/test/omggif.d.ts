// omggif ships no types: the reader calls the tests use.
declare module 'omggif' {
  export class GifReader {
    constructor(data: Uint8Array);
    width: number;
    height: number;
    numFrames(): number;
    loopCount(): number;
    frameInfo(i: number): { delay: number; width: number; height: number; x: number; y: number; disposal: number };
    decodeAndBlitFrameRGBA(i: number, out: Uint8Array): void;
  }
}

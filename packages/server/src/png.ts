/**
 * PNG encoding of resvg's RGBA pixels: scanlines unfiltered, compressed by zlib at its fastest
 * level (synchronously: it runs on a drawing worker, draw-worker.ts). For board pictures (large flat areas) this is smaller than resvg's
 * own PNG writer and takes a fraction of its time.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A buffer for the scanlines, reused from one picture to the next on this thread when it is no
 * bigger than `KEPT_BYTES`: a fresh 2 MB buffer each time was a tenth of a PNG's time, the first touch
 * of new memory being slow on some hosts (allocator.ts). Every byte is written before use.
 */
const KEPT_BYTES = 4 << 20;
let kept: Buffer | undefined;
function scanlines(bytes: number): Buffer {
  if (bytes > KEPT_BYTES) return Buffer.allocUnsafe(bytes);
  if (!kept || kept.length < bytes) kept = Buffer.allocUnsafeSlow(KEPT_BYTES);
  return kept.subarray(0, bytes);
}

/** A PNG (8-bit RGBA) of straight-alpha pixels, `width` by `height`. */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  const raw = scanlines((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 0 (none) before each scanline.
    raw[y * (stride + 1)] = 0;
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const data = deflateSync(raw, { level: 1 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', new Uint8Array(0))]);
}

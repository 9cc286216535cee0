// The procedural app icons (build/make-icons.ts): valid PNGs of every size, transparent corners.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SIZES, encodePng, renderIcon } from '../../build/make-icons';

function decodeSize(png: Buffer): { width: number; height: number; colorType: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colorType: png[25]! };
}

describe('app icons', () => {
  it('the committed assets/icons PNGs exist for every installer size and are RGBA', () => {
    for (const size of SIZES) {
      const png = readFileSync(new URL(`../../assets/icons/${size}x${size}.png`, import.meta.url));
      expect(decodeSize(png)).toEqual({ width: size, height: size, colorType: 6 });
    }
  });
  it('a rendered icon has transparent corners and an opaque centre, and encodes losslessly', () => {
    const size = 32;
    const px = renderIcon(size);
    expect(px[3]).toBe(0);
    expect(px[((size / 2) * size + size / 2) * 4 + 3]).toBe(255);
    const png = encodePng(size, px);
    const idat = png.indexOf('IDAT');
    const len = png.readUInt32BE(idat - 4);
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + len));
    expect(raw.length).toBe(size * (size * 4 + 1));
    expect(raw.subarray(1, 1 + size * 4)).toEqual(Buffer.from(px.subarray(0, size * 4)));
  });
});

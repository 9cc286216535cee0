// Procedural app icons (no downloads): a white die showing five on a leather-brown cup-mouth disc.
// Writes assets/icons/<N>x<N>.png for the sizes installers need. Run: npx tsx build/make-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const OUT = resolve(import.meta.dirname, '../assets/icons');
export const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

type RGBA = readonly [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An RGBA PNG (8 bits per channel, no interlace). */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(pixels.buffer, pixels.byteOffset + y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const LEATHER: RGBA = [122, 62, 32, 255];
const LEATHER_EDGE: RGBA = [74, 36, 18, 255];
const DIE: RGBA = [246, 240, 226, 255];
const PIP: RGBA = [150, 24, 24, 255];
const CLEAR: RGBA = [0, 0, 0, 0];

/** Signed distance to a rounded square centred at 0.5, 0.5 (unit coordinates). */
function roundedSquare(x: number, y: number, half: number, radius: number): number {
  const qx = Math.abs(x - 0.5) - (half - radius);
  const qy = Math.abs(y - 0.5) - (half - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

const PIPS: readonly (readonly [number, number])[] = [
  [0.34, 0.34],
  [0.66, 0.34],
  [0.5, 0.5],
  [0.34, 0.66],
  [0.66, 0.66],
];

/** The colour at a point of the icon (unit coordinates). */
function colourAt(x: number, y: number): RGBA {
  const r = Math.hypot(x - 0.5, y - 0.5);
  if (r > 0.49) return CLEAR;
  const inDie = roundedSquare(x, y, 0.29, 0.07) <= 0;
  if (inDie) return PIPS.some(([px, py]) => Math.hypot(x - px, y - py) < 0.055) ? PIP : DIE;
  return r > 0.44 ? LEATHER_EDGE : LEATHER;
}

/** Renders one size with 4x4 supersampling. */
export function renderIcon(size: number): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const n = size <= 64 ? 4 : 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = colourAt((x + (sx + 0.5) / n) / size, (y + (sy + 0.5) / n) / size);
          acc[0]! += c[0] * c[3];
          acc[1]! += c[1] * c[3];
          acc[2]! += c[2] * c[3];
          acc[3]! += c[3];
        }
      }
      const i = (y * size + x) * 4;
      const a = acc[3]!;
      px[i] = a ? Math.round(acc[0]! / a) : 0;
      px[i + 1] = a ? Math.round(acc[1]! / a) : 0;
      px[i + 2] = a ? Math.round(acc[2]! / a) : 0;
      px[i + 3] = Math.round(a / (n * n));
    }
  }
  return px;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  mkdirSync(OUT, { recursive: true });
  for (const size of SIZES) {
    const file = join(OUT, `${size}x${size}.png`);
    writeFileSync(file, encodePng(size, renderIcon(size)));
    console.log(file);
  }
}

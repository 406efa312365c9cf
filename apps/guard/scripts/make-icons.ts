/**
 * Writes the app's install icons (192 and 512 px PNG) into public/icons: a white shield on the
 * app's blue, drawn pixel by pixel so no image tool or download is needed. Run once after a
 * design change (`npm run icons -w apps/guard`); the PNGs are committed, the build copies them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1f, 0x3a, 0x5f];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
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

/** Inside the shield: a rectangle on top, narrowing to a point below. Coordinates in 0..1. */
function inShield(x: number, y: number): boolean {
  const top = 0.2;
  const bottom = 0.82;
  if (y < top || y > bottom) return false;
  const mid = 0.5;
  if (y < mid) return Math.abs(x - 0.5) < 0.28;
  const half = 0.28 * (1 - (y - mid) / (bottom - mid));
  return Math.abs(x - 0.5) < half;
}

function png(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const colour = inShield((x + 0.5) / size, (y + 0.5) / size) ? WHITE : BLUE;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve(import.meta.dirname, '../public/icons');
for (const size of [192, 512]) writeFileSync(path.join(out, `icon-${size}.png`), png(size));

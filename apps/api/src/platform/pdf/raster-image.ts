import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/** An RGBA bitmap, 4 bytes a pixel, rows top to bottom: what generated (test and demo) images are drawn into. */
export type Raster = { width: number; height: number; data: Uint8Array };

export function blankRaster(width: number, height: number, grey = 255): Raster {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`bad image size ${width}x${height}`);
  }
  return { width, height, data: new Uint8Array(width * height * 4).fill(grey) };
}

/** Fills a rectangle, clipped to the raster. */
export function fillRect(
  r: Raster,
  x: number,
  y: number,
  w: number,
  h: number,
  rgb: [number, number, number],
) {
  const x1 = Math.min(r.width, x + w);
  const y1 = Math.min(r.height, y + h);
  for (let row = Math.max(0, y); row < y1; row++) {
    for (let col = Math.max(0, x); col < x1; col++) {
      const i = (row * r.width + col) * 4;
      r.data[i] = rgb[0];
      r.data[i + 1] = rgb[1];
      r.data[i + 2] = rgb[2];
      r.data[i + 3] = 255;
    }
  }
}

/** Baseline JPEG by jpeg-js (pure JS, no native build), as a phone camera or screenshot saves it. */
export function encodeJpeg(r: Raster, quality = 85): Uint8Array {
  return new Uint8Array(jpeg.encode({ width: r.width, height: r.height, data: r.data }, quality).data);
}

/**
 * A minimal, valid PNG (8-bit RGBA, filter 0 on every row, one IDAT chunk) built with node:zlib,
 * so a full slip layout can be saved losslessly without a PNG dependency.
 */
export function encodePng(r: Raster): Uint8Array {
  const rowBytes = r.width * 4;
  const filtered = Buffer.alloc((rowBytes + 1) * r.height);
  for (let y = 0; y < r.height; y++) {
    filtered.set(r.data.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(r.width, 0);
  header.writeUInt32BE(r.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

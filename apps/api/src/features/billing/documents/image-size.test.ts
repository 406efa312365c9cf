import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { blankRaster, encodeJpeg, encodePng } from './raster-image';
import { readSlipImage } from './slip-reader';
import { makeSlipImage, makeSlipPayload } from './slip-test-images';

describe('imageSize', () => {
  it('reads PNG and JPEG headers', () => {
    expect(imageSize(encodePng(blankRaster(37, 21)))).toEqual({ width: 37, height: 21 });
    expect(imageSize(encodeJpeg(blankRaster(1080, 1920)))).toEqual({ width: 1080, height: 1920 });
    expect(imageSize(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('lets the slip reader refuse a huge declared image without decoding it', async () => {
    const png = makeSlipImage(makeSlipPayload({ sendingBank: '004', transRef: 'X1' }), { format: 'png' });
    const forged = new Uint8Array(png);
    new DataView(forged.buffer).setUint32(16, 20_000);
    new DataView(forged.buffer).setUint32(20, 20_000);
    expect(await readSlipImage(forged)).toEqual({ kind: 'UNREADABLE' });
  });
});

import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { blankRaster, encodeJpeg, encodePng } from './raster-image';

describe('imageSize', () => {
  it('reads PNG and JPEG headers', () => {
    expect(imageSize(encodePng(blankRaster(37, 21)))).toEqual({ width: 37, height: 21 });
    expect(imageSize(encodeJpeg(blankRaster(1080, 1920)))).toEqual({ width: 1080, height: 1920 });
    expect(imageSize(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

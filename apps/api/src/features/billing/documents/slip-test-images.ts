import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import {
  blankRaster,
  encodeJpeg,
  encodePng,
  fillRect,
  type Raster,
} from '../../../platform/pdf/raster-image';

/**
 * Test and demo slips: a real Slip Verify mini-QR (the one Thai banking apps print on a transfer
 * slip) drawn into a PNG or JPEG. The demo data uses these too, so its waiting slips read back
 * exactly like a resident's would.
 */
export function makeSlipPayload(slip: { sendingBank: string; transRef: string }): string {
  if (!/^\d{3}$/.test(slip.sendingBank)) throw new RangeError('sendingBank is a 3-digit bank code');
  if (!/^[A-Za-z0-9]{1,25}$/.test(slip.transRef)) throw new RangeError('transRef is 1-25 letters or digits');
  return slipVerify(slip);
}

export type SlipImageOptions = {
  format: 'png' | 'jpeg';
  /** Image size; when larger than the QR, a slip is drawn with the QR near the bottom-right corner. */
  width?: number;
  height?: number;
};

const QUIET_ZONE = 4;

/** Any text (a slip payload, a URL, a bill's PromptPay payload) as a QR in an image. */
export function makeSlipImage(payload: string, options: SlipImageOptions): Uint8Array {
  const matrix = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules;
  const span = matrix.size + 2 * QUIET_ZONE;
  const alone = options.width === undefined && options.height === undefined;
  const width = options.width ?? span * 8;
  const height = options.height ?? span * 8;
  const raster = blankRaster(width, height, alone ? 255 : 238);
  let module: number;
  let left: number;
  let top: number;
  if (alone) {
    module = Math.max(1, Math.floor(Math.min(width, height) / span));
    left = Math.floor((width - span * module) / 2);
    top = Math.floor((height - span * module) / 2);
  } else {
    // As a banking app lays a slip out: a coloured header, lines of text, the QR bottom right
    // at about a fifth of the width.
    module = Math.max(2, Math.floor(width / 5 / span));
    drawSlipBackground(raster);
    left = width - span * module - Math.floor(width / 18);
    top = height - span * module - Math.floor(height / 12);
  }
  fillRect(raster, left, top, span * module, span * module, [255, 255, 255]);
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.get(row, col)) continue;
      const x = left + (col + QUIET_ZONE) * module;
      fillRect(raster, x, top + (row + QUIET_ZONE) * module, module, module, [20, 20, 20]);
    }
  }
  return options.format === 'png' ? encodePng(raster) : encodeJpeg(raster);
}

function drawSlipBackground(r: Raster) {
  const unit = Math.max(1, Math.floor(r.width / 54));
  fillRect(r, 0, 0, r.width, unit * 8, [0, 150, 80]);
  fillRect(r, unit * 2, unit * 10, r.width - unit * 4, r.height - unit * 12, [255, 255, 255]);
  for (let line = 0; line < 12; line++) {
    const w = ((line * 7) % 5) * unit * 4 + unit * 12;
    fillRect(r, unit * 4, unit * (13 + line * 4), w, unit * 2, [90, 90, 90]);
  }
}

/** A photo-like JPEG with no QR: smooth gradients with pseudo-random grain. */
export function makePhotoWithoutQr(width = 640, height = 480): Uint8Array {
  const raster = blankRaster(width, height);
  let seed = 7;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    const grain = (seed >>> 24) % 24;
    const x = i % width;
    const y = Math.floor(i / width);
    raster.data[i * 4] = (x * 200) / width + grain;
    raster.data[i * 4 + 1] = (y * 180) / height + grain;
    raster.data[i * 4 + 2] = 120 + grain;
  }
  return encodeJpeg(raster);
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from 'promptparse';
import { slipVerify } from 'promptparse/validate';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { imageSize } from '../../../platform/pdf/image-size';

/**
 * What the QR on an uploaded slip says. SLIP: a Slip Verify mini-QR whose structure and CRC hold,
 * naming the sending bank and its transaction reference (the pair that must not be used twice).
 * BAD_CRC: shaped like a mini-QR but its checksum fails (edited or mis-read). NOT_SLIP: a QR that
 * is something else (a URL, a PromptPay request). UNREADABLE: no QR found in the image.
 * The mini-QR holds no amount: the resident's stated amount is checked by the verifier.
 */
export type SlipReading =
  | { kind: 'SLIP'; sendingBank: string; transRef: string; payload: string }
  | { kind: 'NOT_SLIP'; payload: string }
  | { kind: 'BAD_CRC'; payload: string }
  | { kind: 'UNREADABLE' };

/** 50 megapixels: above any phone screenshot or camera photo, and a bounded decode (200 MB). */
export const MAX_SLIP_PIXELS = 50_000_000;

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

/**
 * Instantiates the reader once per process from the package's own .wasm file: by default
 * zxing-wasm fetches it from a CDN, which fails offline and would send each start to the network.
 */
export function loadSlipReader(): Promise<unknown> {
  if (!ready) {
    ready = readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((bytes) =>
      prepareZXingModule({
        overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
        fireImmediately: true,
      }),
    );
    // A failed load (missing file) is not kept: the next slip tries again.
    ready.catch(() => {
      ready = undefined;
    });
  }
  return ready;
}

/**
 * Reads every QR in a JPEG or PNG and classifies the best one (a valid slip wins). Other formats
 * and images over MAX_SLIP_PIXELS are UNREADABLE without being decoded.
 */
export async function readSlipImage(bytes: Uint8Array): Promise<SlipReading> {
  const size = imageSize(bytes);
  if (!size || size.width * size.height > MAX_SLIP_PIXELS) return { kind: 'UNREADABLE' };
  await loadSlipReader();
  let texts: string[];
  try {
    const results = await readBarcodes(bytes, {
      formats: ['QRCode'],
      tryHarder: true,
      maxNumberOfSymbols: 4,
    });
    texts = results.filter((r) => r.isValid && r.text).map((r) => r.text);
  } catch {
    // Not an image zxing can decode (truncated, another format): treated as no QR at all.
    return { kind: 'UNREADABLE' };
  }
  const readings = texts.map(describeSlipPayload);
  const rank = { SLIP: 0, BAD_CRC: 1, NOT_SLIP: 2, UNREADABLE: 3 } as const;
  readings.sort((a, b) => rank[a.kind] - rank[b.kind]);
  return readings[0] ?? { kind: 'UNREADABLE' };
}

/**
 * Classifies a QR's text (also for a payload the app read itself). Leading and trailing
 * whitespace some scanners add is dropped; promptparse pads a CRC that a bank app shortened.
 */
export function describeSlipPayload(text: string): SlipReading {
  const payload = text.trim();
  if (!payload) return { kind: 'UNREADABLE' };
  const slip = slipVerify(payload);
  if (slip) return { kind: 'SLIP', sendingBank: slip.sendingBank, transRef: slip.transRef, payload };
  const loose = parse(payload, false, true);
  const looksLikeSlip = loose?.getTagValue('00', '00') === '000001' && loose.getTag('91') !== undefined;
  return looksLikeSlip ? { kind: 'BAD_CRC', payload } : { kind: 'NOT_SLIP', payload };
}

import { prepareZXingModule, type ReadInputBarcodeFormat, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

let ready: Promise<unknown> | undefined;

/**
 * The reader's .wasm is one of the app's own files (precached by the service worker): zxing-wasm
 * would otherwise fetch it from a CDN, which fails in a car park without signal. This module is
 * imported only on the first scan, so the engine never weighs on the app's first load.
 */
function loadReader() {
  if (!ready) {
    ready = prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
    ready.catch(() => {
      ready = undefined;
    });
  }
  return ready;
}

/** QR (labels, passes, slips) and the 1D codes couriers print on parcels. */
const FORMATS: ReadInputBarcodeFormat[] = ['QRCode', 'Code128', 'Code39', 'EAN13', 'EAN8', 'UPCA'];

/** The first code in a camera frame or a picked photo, or null. */
export async function readCode(input: ImageData | Blob): Promise<string | null> {
  await loadReader();
  const [first] = await readBarcodes(input, { formats: FORMATS, maxNumberOfSymbols: 1, tryHarder: true });
  return first?.isValid ? first.text : null;
}

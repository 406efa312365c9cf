import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

let ready: Promise<unknown> | undefined;

/**
 * The reader's .wasm comes from the console's own build: by default zxing-wasm fetches it from
 * a CDN, which a gate's network may block and which would send every start to a third party.
 * Loaded once, on the first scan; a failed load is not kept, so the next try starts again.
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

/**
 * The first QR or Code 128 code in a camera frame, or null. The gate's slips and passes are
 * QR codes; Code 128 is what a printed badge or a courier's label usually carries.
 */
export async function readCodeFrom(frame: ImageData): Promise<string | null> {
  await loadReader();
  const [first] = await readBarcodes(frame, {
    formats: ['QRCode', 'Code128'],
    maxNumberOfSymbols: 1,
    tryHarder: true,
  });
  return first?.isValid ? first.text : null;
}

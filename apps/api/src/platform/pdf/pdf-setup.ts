import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake, { type PdfContent, type PdfNode } from 'pdfmake';
import { thaiBreakable, ZWSP } from './thai-text';

/*
 * Platform PDF and image kit, for any feature that prints a document in Thai:
 * - pdf-setup.ts: pdfmake with the Sarabun fonts (Thai and Latin), no file or URL access,
 *   renderPdf; pdfText (Thai wrapped between words), pdfQr (a QR code), plainText for tests.
 * - thai-text.ts: Thai line breaking and clipping, money in words (bahtText) and figures
 *   (formatBaht), Buddhist-era years and long Thai dates.
 * - document-parts.ts: the issuing community's heading, charge lines and their exact sum.
 * - image-size.ts and raster-image.ts: PNG/JPEG size from the header before decoding; small
 *   RGBA rasters encoded to PNG and JPEG.
 * - pdfmake.d.ts: the typed slice of pdfmake (PdfNode, PdfContent) that documents are built from.
 * It is platform because several features print documents (bills and receipts, work orders and
 * quotes) and no feature may import another; so it lives here, and it knows no feature.
 */

/**
 * One pdfmake set-up per process: the full Sarabun TTFs (Thai and Latin in one file, regular and
 * bold) are read from the package once into pdfmake's virtual file system, and every document
 * names them from there. Documents load nothing else: local files and URLs are refused.
 */
export const PDF_FONT = 'Sarabun';

let configured = false;

function configure() {
  if (configured) return;
  const require = createRequire(import.meta.url);
  const vfs = pdfmake.virtualfs;
  const regular = 'Sarabun_400Regular.ttf';
  const bold = 'Sarabun_700Bold.ttf';
  vfs.writeFileSync(
    regular,
    readFileSync(require.resolve(`@expo-google-fonts/sarabun/400Regular/${regular}`)),
  );
  vfs.writeFileSync(bold, readFileSync(require.resolve(`@expo-google-fonts/sarabun/700Bold/${bold}`)));
  // Sarabun's italics are not needed; mapped to upright so a stray italic style cannot throw.
  pdfmake.addFonts({ [PDF_FONT]: { normal: regular, bold, italics: regular, bolditalics: bold } });
  pdfmake.setLocalAccessPolicy(() => false);
  pdfmake.setUrlAccessPolicy(() => false);
  configured = true;
}

/** Renders a definition to PDF bytes with Sarabun as the default font. */
export async function renderPdf(definition: PdfNode): Promise<Uint8Array> {
  configure();
  const doc = pdfmake.createPdf({
    ...definition,
    defaultStyle: { font: PDF_FONT, fontSize: 11, ...(definition.defaultStyle as PdfNode | undefined) },
  });
  return new Uint8Array(await doc.getBuffer());
}

/**
 * Thai text that pdfmake wraps between words. thaiBreakable marks the word boundaries with a
 * zero-width space, but Sarabun has no glyph for U+200B and would draw a 0.7 em gap for it, so
 * each mark becomes its own inline at a size too small to see: the line breaker still finds the
 * break opportunity after it, and no visible width is added.
 */
export function pdfText(text: string): PdfContent {
  const words = thaiBreakable(text).split(ZWSP);
  if (words.length === 1) return text;
  const inlines: PdfContent[] = [];
  words.forEach((word, i) => {
    if (i > 0) inlines.push({ text: ZWSP, fontSize: 0.01 });
    inlines.push(word);
  });
  return { text: inlines };
}

/**
 * A QR code of `value` drawn `size` points square, centred in its column. pdfmake draws it as
 * vectors (no image library), so it stays sharp at any size; error correction M unless asked.
 */
export function pdfQr(value: string, size: number, eccLevel: 'L' | 'M' | 'Q' | 'H' = 'M'): PdfNode {
  if (!value) throw new RangeError('a QR code needs a value');
  return { qr: value, fit: size, eccLevel, alignment: 'center' };
}

/**
 * The words a definition fragment prints, for tests: inline runs joined as one line, other
 * nodes line by line, the break marks dropped.
 */
export function plainText(node: unknown, inline = false): string {
  if (typeof node === 'string') return node === ZWSP ? '' : node;
  if (Array.isArray(node)) return node.map((n) => plainText(n, inline)).join(inline ? '' : '\n');
  if (node === null || typeof node !== 'object') return '';
  const fields = node as Record<string, unknown>;
  if ('text' in fields) return plainText(fields.text, true);
  return Object.values(fields)
    .map((n) => plainText(n))
    .filter(Boolean)
    .join('\n');
}

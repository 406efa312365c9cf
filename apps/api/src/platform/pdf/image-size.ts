/**
 * Width and height from a PNG or JPEG header, without decoding it. A small file can declare an
 * enormous image (a plain 20,000 x 20,000 JPEG is a few hundred KB): reading the size first lets
 * a reader of uploads refuse it before the decoder allocates gigabytes. Other formats give null.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const at = (i: number) => bytes[i] ?? 0;
  const u16 = (i: number) => (at(i) << 8) | at(i + 1);
  const isPng = at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47;
  if (isPng) {
    if (bytes.length < 24) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (at(0) !== 0xff || at(1) !== 0xd8) return null;
  // JPEG: walk the marker segments to the first start-of-frame (SOF0-SOF15 less DHT, JPG, DAC).
  let i = 2;
  while (i + 8 < bytes.length) {
    if (at(i) !== 0xff) return null;
    const marker = at(i + 1);
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16(i + 5), width: u16(i + 7) };
    }
    i += 2 + u16(i + 2);
  }
  return null;
}

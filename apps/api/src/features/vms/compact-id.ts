/**
 * Ids written short for a QR code: a canonical lower-case UUID becomes its 16 bytes in base64url
 * (22 characters instead of 36); any other id is kept as it is behind a `~`, which base64url never
 * uses, so the two cannot be confused and every id comes back exactly as it went in.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function packId(id: string): string {
  if (!UUID.test(id)) return `~${id}`;
  return Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
}

/** The id `packId` was given, or null for text it cannot have written. */
export function unpackId(packed: string): string | null {
  if (packed.startsWith('~')) return packed.length > 1 ? packed.slice(1) : null;
  if (!/^[A-Za-z0-9_-]{22}$/.test(packed)) return null;
  const hex = Buffer.from(packed, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return packId(id) === packed ? id : null;
}

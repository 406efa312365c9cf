/**
 * The pictures the API stores (profile photos, community pictures, parcel photos, post
 * attachments): the types it recognises from the bytes, and the largest file it takes. The
 * console checks a chosen file against the same figures so its message comes before the upload.
 */
export const PICTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** A PDF attachment, where a post takes one. */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;

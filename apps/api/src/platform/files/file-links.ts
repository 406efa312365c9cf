import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link stays good: at least this long, and at most twice (see `expiryFrom`). */
export const LINK_MINUTES = 15;
const WINDOW_SECONDS = LINK_MINUTES * 60;

/**
 * Links expire at the end of the 15-minute window after the current one, so every read in a
 * window hands out the same URL for a file and the browser's cache keeps answering it.
 */
export const expiryFrom = (nowMs: number) => (Math.floor(nowMs / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;

/**
 * HMAC-SHA256 over the key, the expiry and the download name, with a key derived from the
 * token secret (its own purpose label, so a file signature can never pass as anything else).
 * The key names its owner, so the signature binds the community as well.
 */
export function fileLinkSigner(secret: string) {
  const linkKey = createHmac('sha256', secret).update('file-links/v1').digest();
  const mac = (key: string, exp: number, name: string) =>
    createHmac('sha256', linkKey).update(`${key}\n${exp}\n${name}`).digest('base64url');
  return {
    sign: (key: string, exp: number, name = '') => mac(key, exp, name),
    verify(key: string, exp: number, name: string, sig: string): boolean {
      const expected = Buffer.from(mac(key, exp, name));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type FileLinkSigner = ReturnType<typeof fileLinkSigner>;

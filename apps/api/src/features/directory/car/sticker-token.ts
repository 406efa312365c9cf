import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The text a sticker's QR holds: the sticker's id and an HMAC of it with its car, keyed by the
 * community's secret. Only the database's secret makes one, so a forged or altered token fails
 * the check, and a voided sticker fails the lookup's state check.
 */
const mac = (secret: string, stickerId: string, carId: string) =>
  createHmac('sha256', secret)
    .update(`car-sticker/v1|${stickerId}|${carId}`)
    .digest('base64url')
    .slice(0, 27);

export const signSticker = (secret: string, stickerId: string, carId: string) =>
  `CS1.${stickerId}.${mac(secret, stickerId, carId)}`;

const TOKEN = /^CS1\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{27})$/;

/** The sticker id a token names, before its signature is checked (the check needs its car). */
export const tokenStickerId = (text: string) => TOKEN.exec(text.trim())?.[1];

export function tokenIsGenuine(text: string, secret: string, carId: string): boolean {
  const m = TOKEN.exec(text.trim());
  if (!m) return false;
  const want = Buffer.from(mac(secret, m[1]!, carId));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got);
}

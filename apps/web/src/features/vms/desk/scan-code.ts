/**
 * What the desk's one field was given: a handheld 2D scanner types a code and Enter, and a guard
 * may type a slip code or a badge by hand. Pure, so the rules are tested without a browser.
 *
 * - pass: a guest pass token, a signed JWS in compact form: three base64url parts joined by dots,
 *   at least 200 characters in all (a header, a payload with the pass's facts, an EdDSA signature).
 * - slip: a visit's slip code, printed as text and as the slip's QR: 4 to 12 letters and digits
 *   (the API makes 6 from an alphabet without look-alikes); read upper-cased.
 * - text: anything else (a badge, a plate, a name), looked up by the gate's search.
 */
export type ScannedCode =
  | { kind: 'pass'; token: string }
  | { kind: 'slip'; code: string }
  | { kind: 'text'; text: string }
  | { kind: 'empty' };

export const PASS_TOKEN_MIN = 200;
const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;
const SLIP_CODE = /^[A-Z0-9]{4,12}$/;

export function classifyScan(raw: string): ScannedCode {
  const value = raw.trim();
  if (!value) return { kind: 'empty' };
  const parts = value.split('.');
  if (value.length >= PASS_TOKEN_MIN && parts.length === 3 && parts.every((p) => BASE64URL_PART.test(p))) {
    return { kind: 'pass', token: value };
  }
  const upper = value.toUpperCase();
  if (SLIP_CODE.test(upper)) return { kind: 'slip', code: upper };
  return { kind: 'text', text: value };
}

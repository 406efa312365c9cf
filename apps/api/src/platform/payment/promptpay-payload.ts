import { encode, parse, tag, withCrcTag } from 'promptparse';
import { anyId, billPayment } from 'promptparse/generate';
import QRCode from 'qrcode';

/** Where a PromptPay payment goes: a personal proxy (AnyID, tag 29) or a biller (tag 30). */
export type PromptPayTarget =
  | { kind: 'PHONE' | 'TAX_ID' | 'EWALLET'; id: string }
  | { kind: 'BILLER'; billerID: string };

export type PromptPayKind = PromptPayTarget['kind'];

const PROXY_TYPE = { PHONE: 'MSISDN', TAX_ID: 'NATID', EWALLET: 'EWALLETID' } as const;

/** EMVCo tag 54 holds at most 13 characters: "9999999999.99". */
const MAX_SATANG = 999_999_999_999;

/**
 * Baht with two decimals from integer satang, by integer arithmetic only: `s % 100` and the
 * division of an exact multiple of 100 are exact for every safe integer, so no float product is
 * ever rounded (promptparse's own `amount.toFixed(2)` would be handed a float).
 */
export function satangToAmountText(satang: number): string {
  assertSatang(satang);
  const cents = satang % 100;
  const baht = (satang - cents) / 100;
  return `${baht}.${String(cents).padStart(2, '0')}`;
}

function assertSatang(satang: number) {
  if (!Number.isSafeInteger(satang) || satang <= 0 || satang > MAX_SATANG) {
    throw new RangeError(`amount must be a whole number of satang from 1 to ${MAX_SATANG}: ${satang}`);
  }
}

/**
 * The payload of a dynamic (one amount) PromptPay QR. promptparse builds the merchant tag
 * (proxy type, phone normalised to 0066…, biller ID and references); the amount tag is then set
 * from the exact text above, the point of initiation becomes "12" (dynamic) and the CRC is
 * recomputed, so a scanning banking app fills in exactly the bill's amount.
 * For a biller, ref1 is the bill number and ref2 the unit, so the bank statement names the bill.
 */
export function promptPayPayload(
  target: PromptPayTarget,
  amountSatang: number,
  refs?: { ref1: string; ref2?: string },
): string {
  const amount = satangToAmountText(amountSatang);
  if (!validPromptPayID(target.kind, target.kind === 'BILLER' ? target.billerID : target.id)) {
    throw new RangeError(`not a valid PromptPay ${target.kind} ID`);
  }
  let base: string;
  if (target.kind === 'BILLER') {
    const ref1 = promptPayRef(refs?.ref1 ?? '');
    const ref2 = refs?.ref2 === undefined ? undefined : promptPayRef(refs.ref2);
    if (!ref1 || ref2 === '') throw new RangeError('a biller payment needs ref1 (and ref2 if given)');
    base = billPayment({ billerId: target.billerID, ref1, ref2 });
  } else {
    base = anyId({ type: PROXY_TYPE[target.kind], target: target.id });
  }
  const tags = parse(base, true, false)!
    .getTags()
    .filter((t) => t.id !== '01' && t.id !== '54' && t.id !== '63');
  tags.push(tag('01', '12'), tag('54', amount));
  tags.sort((a, b) => a.id.localeCompare(b.id));
  return withCrcTag(encode(tags), '63');
}

/**
 * Bank apps accept bill references of upper-case letters and digits, at most 20: "bl2568-0001"
 * becomes "BL25680001" and unit "99/12" becomes "9912". Empty means nothing was left.
 */
export function promptPayRef(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
}

/**
 * Input check for a PromptPay ID: a mobile number is 10 digits starting 0, a tax or national ID
 * 13 digits whose last is the Thai mod-11 check digit, an e-wallet ID and a biller ID 15 digits.
 */
export function validPromptPayID(kind: PromptPayKind, id: string): boolean {
  switch (kind) {
    case 'PHONE':
      return /^0\d{9}$/.test(id);
    case 'TAX_ID':
      return /^\d{13}$/.test(id) && thaiTaxIDCheckDigit(id) === Number(id[12]);
    case 'EWALLET':
    case 'BILLER':
      return /^\d{15}$/.test(id);
  }
}

/** Digits 1-12 weighted 13 down to 2; check = (11 - sum mod 11) mod 10. */
export function thaiTaxIDCheckDigit(id: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** A bill's QR as a PNG for the console and the resident app (the PDFs draw their own). */
export async function promptPayQrPng(payload: string, width = 480): Promise<Uint8Array> {
  return new Uint8Array(
    await QRCode.toBuffer(payload, { type: 'png', width, margin: 4, errorCorrectionLevel: 'M' }),
  );
}

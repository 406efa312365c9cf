/**
 * STAND-IN, replaced by the real builder on merge. The billing documents module (promptparse
 * based) owns this file; this copy exists only so the bills half compiles and runs on its own
 * branch. It keeps the same two signatures and writes the same EMVCo PromptPay payload by hand:
 * tag-length-value fields, PromptPay's AIDs, THB, and the CRC16-CCITT (0xFFFF start) of the whole
 * text ending in "6304".
 */

export type PromptPayTarget =
  | { kind: 'PHONE' | 'TAX_ID' | 'EWALLET'; id: string }
  | { kind: 'BILLER'; billerID: string };

const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** PromptPay's own account field: a phone becomes 0066 + the number, zero-padded to 13. */
function anyIdField(kind: 'PHONE' | 'TAX_ID' | 'EWALLET', id: string): string {
  if (kind === 'PHONE') return field('01', `0066${id.replace(/^0/, '')}`.padStart(13, '0'));
  return field(kind === 'TAX_ID' ? '02' : '03', id);
}

export function promptPayPayload(
  target: PromptPayTarget,
  amountSatang: number,
  refs?: { ref1: string; ref2?: string },
): string {
  const account =
    target.kind === 'BILLER'
      ? field(
          '30',
          field('00', 'A000000677010112') +
            field('01', target.billerID) +
            field('02', refs?.ref1 ?? '') +
            (refs?.ref2 ? field('03', refs.ref2) : ''),
        )
      : field('29', field('00', 'A000000677010111') + anyIdField(target.kind, target.id));
  const amount = `${Math.floor(amountSatang / 100)}.${String(amountSatang % 100).padStart(2, '0')}`;
  const body =
    field('00', '01') +
    field('01', amountSatang > 0 ? '12' : '11') +
    account +
    field('53', '764') +
    (amountSatang > 0 ? field('54', amount) : '') +
    field('58', 'TH') +
    '6304';
  return body + crc16(body);
}

/** The Thai ID's check digit: 11 − (Σ digit × (13 − position)) mod 11, last digit of that. */
const taxIdValid = (id: string) =>
  /^\d{13}$/.test(id) &&
  (11 - ([...id.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (13 - i), 0) % 11)) % 10 === Number(id[12]);

export function validPromptPayID(kind: 'PHONE' | 'TAX_ID' | 'EWALLET' | 'BILLER', id: string): boolean {
  switch (kind) {
    case 'PHONE':
      return /^0\d{9}$/.test(id);
    case 'TAX_ID':
      return taxIdValid(id);
    case 'EWALLET':
      return /^\d{15}$/.test(id);
    case 'BILLER':
      return /^\d{15}$/.test(id);
  }
}

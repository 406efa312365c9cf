import type { SlipInquiryResult } from '@cc/contracts/billing-slip-inquiry';

/** What is asked of a bank about one slip: the slip's own keys and the amount the resident claims. */
export interface SlipQuestion {
  sendingBank: string;
  transRef: string;
  amountSatang: number;
}

/**
 * A bank's answer about a slip's amount. The slip's mini-QR holds no amount, so only the bank
 * can say what was transferred; an implementation asks it and compares. It never throws: a bank
 * away, slow or unaware of the slip answers UNKNOWN, and the slip is kept all the same.
 */
export interface SlipInquiry {
  ask(question: SlipQuestion): Promise<SlipInquiryResult>;
}

const TIMEOUT_MS = 3_000;

/**
 * A slip inquiry over HTTP: POSTs `{ sendingBank, transRef }` as JSON to `url` and reads
 * `{ amountSatang }` back (200), or learns the slip is unknown (404). A bank adapter in front of
 * a bank's own API speaks this; the answer is MATCH when the amounts agree to the satang.
 */
export function httpSlipInquiry(url: string, timeoutMs = TIMEOUT_MS): SlipInquiry {
  return {
    async ask({ sendingBank, transRef, amountSatang }) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sendingBank, transRef }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.status !== 200) return 'UNKNOWN';
        const body = (await res.json()) as { amountSatang?: unknown };
        if (typeof body.amountSatang !== 'number' || !Number.isSafeInteger(body.amountSatang))
          return 'UNKNOWN';
        return body.amountSatang === amountSatang ? 'MATCH' : 'MISMATCH';
      } catch {
        return 'UNKNOWN';
      }
    },
  };
}

/** The inquiry the configuration names, or null: off unless BILLING_SLIP_INQUIRY_URL is set. */
export const slipInquiryOf = (config: { BILLING_SLIP_INQUIRY_URL?: string }): SlipInquiry | null =>
  config.BILLING_SLIP_INQUIRY_URL ? httpSlipInquiry(config.BILLING_SLIP_INQUIRY_URL) : null;

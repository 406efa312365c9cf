import type { Dayjs } from 'dayjs';
import { wallToInstant } from '../../shared/i18n/zoned-time';
import type { CounterPaymentInput } from './api/evidence-decisions';

/** The counter payment form works in baht and the community's wall clock. */
export interface CounterPaymentValues {
  unitID: string;
  billID?: string;
  method: CounterPaymentInput['method'];
  amount: number;
  paidAt: Dayjs;
  note?: string;
}

/**
 * The form's values as the API takes them: satang from baht with two decimals (exact: the input
 * holds two decimals), the paid time as the instant of that wall clock in the community's zone,
 * no bill or note when left blank.
 */
export function toCounterPayment(v: CounterPaymentValues, timeZone: string): CounterPaymentInput {
  const note = v.note?.trim();
  return {
    unitID: v.unitID,
    ...(v.billID ? { billID: v.billID } : {}),
    method: v.method,
    amountSatang: Math.round(v.amount * 100),
    paidAt: wallToInstant(v.paidAt, timeZone),
    ...(note ? { note } : {}),
  };
}

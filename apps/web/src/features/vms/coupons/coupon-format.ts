import type { BatchState } from '@cc/contracts/vms-coupon-batch';
import type { Coupon } from '@cc/contracts/vms-coupon-records';
import i18n from 'i18next';

/** Satang as baht with two decimals, in the reader's digits. */
export const baht = (satang: number, lang = i18n.language) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(satang / 100);

/** Baht typed in a form (up to two decimals) as integer satang. */
export const toSatang = (bahtValue: number) => Math.round(bahtValue * 100);

export const STATE_COLORS: Record<BatchState, string> = {
  CREATED: 'default',
  WAITING_PAYMENT: 'gold',
  WAITING_VERIFY: 'blue',
  REVIEWED: 'green',
  CANCELLED: 'red',
};

export const COUPON_COLORS: Record<Coupon['state'], string> = {
  USABLE: 'green',
  USED: 'blue',
  CANCELLED: 'red',
  EXPIRED: 'default',
};

import { REPAIR_MONEY_MAX } from '@cc/contracts/repair-records';

/** The office types baht; the wire carries whole satang (the contracts' money rule). */
export const bahtToSatang = (baht: number | null | undefined): number => Math.round((baht ?? 0) * 100);

export const satangToBaht = (satang: number): number => satang / 100;

/** The largest amount, in baht, for the forms' rules. */
export const MONEY_MAX_BAHT = REPAIR_MONEY_MAX / 100;

/** ฿1,234.50 in every language: the office writes amounts this way whatever the interface. */
export const formatBaht = (satang: number): string =>
  `฿${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(satang / 100)}`;

import type { Visit } from '@cc/contracts/vms-records';
import i18n from 'i18next';

/** Satang as baht in the reader's language (฿1,234.50); money is integer satang everywhere else. */
export const formatBaht = (satang: number, lang = i18n.language) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'THB' }).format(satang / 100);

/** A stay's length in hours and minutes, as numbers for the translated "{{h}} h {{m}} min". */
export const stayParts = (minutes: number) => ({ h: Math.floor(minutes / 60), m: minutes % 60 });

/** Minutes from entry to exit (or now), never negative. */
export const stayMinutesOf = (v: Pick<Visit, 'checkedInAt' | 'checkedOutAt'>, now = Date.now()) =>
  Math.max(
    0,
    Math.floor(((v.checkedOutAt ? Date.parse(v.checkedOutAt) : now) - Date.parse(v.checkedInAt)) / 60_000),
  );

/** The plate with its province, or null for a visitor on foot. */
export const plateOf = (v: Pick<Visit, 'plate' | 'province'>) =>
  v.plate ? [v.plate, v.province].filter(Boolean).join(' ') : null;

/** Today in the community's zone, YYYY-MM-DD. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** Satang as baht in the reader's language (฿1,234.50). */
export const formatBaht = (satang: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'THB' }).format(satang / 100);

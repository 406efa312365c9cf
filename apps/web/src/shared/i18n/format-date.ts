import dayjs, { type ConfigType } from 'dayjs';
import i18n from 'i18next';

/**
 * A date for reading, in the current language. Thai readers count years in the Buddhist era
 * (2568 = 2025), so Thai dates use BBBB instead of the Gregorian year.
 */
export function formatDate(value: ConfigType, lang: string = i18n.language): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return lang === 'th' ? d.format('D MMMM BBBB') : d.format('LL');
}

/**
 * The same rule for a date picker (shared/ui/date-picker): the first format is shown, the others
 * are also accepted when typed. The Thai picker reads years in the Buddhist era, so Thai staff
 * type dates as they write them (21/11/2569); a pasted 2026-11-21 still means 2026.
 */
export const datePickerFormat = (lang: string = i18n.language): string[] =>
  lang === 'th' ? ['D MMM BBBB', 'D/M/BBBB', 'DD/MM/BBBB', 'YYYY-MM-DD'] : ['L', 'YYYY-MM-DD'];

/** The same for a month picker: the month by name (พฤศจิกายน 2569, November 2026), not 2569-11. */
export const monthPickerFormat = (lang: string = i18n.language): string[] =>
  lang === 'th' ? ['MMMM BBBB', 'M/BBBB', 'YYYY-MM'] : ['MMMM YYYY', 'M/YYYY', 'YYYY-MM'];

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
 * The same rule for a date picker: the first format is shown, and typing is also accepted as
 * YYYY-MM-DD because dayjs cannot parse a Buddhist-era year back.
 */
export const datePickerFormat = (lang: string = i18n.language): string[] =>
  lang === 'th' ? ['D MMM BBBB', 'YYYY-MM-DD'] : ['L', 'YYYY-MM-DD'];

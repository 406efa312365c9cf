import dayjsCalendar from '@rc-component/picker/generate/dayjs';
import type { GenerateConfig } from '@rc-component/picker/generate/index';
import dayjs, { type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';

dayjs.extend(buddhistEra);

/** The Buddhist era counts from 543 BCE: 2569 BE = 2026 CE. */
const BE_OFFSET = 543;

// A year token outside [escaped text]; BBBB is dayjs's own Buddhist-era year.
const YEAR_TOKEN = /(\[[^\]]*])|YYYY|BBBB/g;
const ESCAPED_TEXT = /\[[^\]]*]/g;
const FOUR_DIGITS = /(?<!\d)\d{4}(?!\d)/;

const withYearToken = (format: string, token: string) =>
  format.replace(YEAR_TOKEN, (_, escaped?: string) => escaped ?? token);

const hasYear = (format: string) => /YYYY|BBBB/.test(format.replace(ESCAPED_TEXT, ''));

/**
 * A typed year below this is already a Common Era one: 2400 BE is 1857 CE, before any date the
 * console records, so a pasted 2026-11-21 still means 2026.
 */
const FIRST_BE_YEAR_TYPED = 2400;

/**
 * dayjs cannot parse a Buddhist-era year, so the typed year is moved back to the Common Era
 * first. The console's formats have no other run of four digits, so that run is the year.
 */
const toCommonEraText = (text: string) =>
  text.replace(FOUR_DIGITS, (year) =>
    Number(year) < FIRST_BE_YEAR_TYPED ? year : String(Number(year) - BE_OFFSET),
  );

/**
 * antd's dayjs calendar with every year it shows or reads in the Buddhist era, as Thai readers
 * count them: the field, the panel headers, the year and decade panels, and typed text. Values
 * stay ordinary Gregorian dayjs objects, so nothing sent to the API changes.
 */
export const buddhistEraCalendar: GenerateConfig<Dayjs> = {
  ...dayjsCalendar,
  // The year and decade panels group years by this number, so a decade runs 2560-2569.
  getYear: (date) => dayjsCalendar.getYear(date) + BE_OFFSET,
  setYear: (date, year) => dayjsCalendar.setYear(date, year - BE_OFFSET),
  locale: {
    ...dayjsCalendar.locale,
    format: (locale, date, format) =>
      dayjsCalendar.locale.format(locale, date, withYearToken(format, 'BBBB')),
    parse: (locale, text, formats) => {
      for (const format of formats) {
        const typed = hasYear(format) ? toCommonEraText(text) : text;
        const date = dayjsCalendar.locale.parse(locale, typed, [withYearToken(format, 'YYYY')]);
        if (date) return date;
      }
      return null;
    },
  },
};

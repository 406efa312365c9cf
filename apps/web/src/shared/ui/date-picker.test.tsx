import { PickerPanel } from '@rc-component/picker';
import dayjsCalendar from '@rc-component/picker/generate/dayjs';
import enUS from '@rc-component/picker/locale/en_US';
import thTH from '@rc-component/picker/locale/th_TH';
import { ConfigProvider } from 'antd';
import antdThai from 'antd/es/locale/th_TH';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
// dayjs set up as the app sets it up (the English field format L needs localizedFormat).
import '../i18n/dayjs-locale';
import { datePickerFormat } from '../i18n/format-date';
import { buddhistEraCalendar } from './buddhist-era-calendar';
import { DatePicker, RangePicker } from './date-picker';

const day = dayjs('2026-11-21');

// antd shows this very panel in its popup; the popup itself needs a browser to open.
function openPanel(lang: 'th' | 'en', mode: 'date' | 'year' | 'decade'): string {
  return renderToStaticMarkup(
    <PickerPanel<Dayjs>
      prefixCls="ant-picker"
      generateConfig={lang === 'th' ? buddhistEraCalendar : dayjsCalendar}
      locale={lang === 'th' ? thTH : enUS}
      value={day}
      mode={mode}
    />,
  );
}

const text = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`class="${className}"[^>]*>(.*?)</`, 'g'))].map((m) => m[1]);

const inLanguage = (lang: string, node: ReactNode) => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: lang, resources: {}, initAsync: false });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={lang === 'th' ? antdThai : undefined}>{node}</ConfigProvider>
    </I18nextProvider>,
  );
};

describe('the Thai calendar', () => {
  it('shows Buddhist-era years in the header, the year panel and the decade panel', () => {
    expect(text(openPanel('th', 'date'), 'ant-picker-year-btn')).toEqual(['2569']);
    const years = openPanel('th', 'year');
    expect(text(years, 'ant-picker-decade-btn')).toEqual(['2560-2569']);
    expect(text(years, 'ant-picker-cell-inner')).toContain('2569');
    expect(text(years, 'ant-picker-cell-inner')).not.toContain('2026');
    const decades = openPanel('th', 'decade');
    expect(decades).toContain('2500-2599');
    expect(text(decades, 'ant-picker-cell-inner')).toContain('2560-2569');
  });

  it('keeps Gregorian years in other languages', () => {
    expect(text(openPanel('en', 'date'), 'ant-picker-year-btn')).toEqual(['2026']);
    expect(text(openPanel('en', 'year'), 'ant-picker-cell-inner')).toContain('2026');
  });

  it('reads typed Buddhist-era dates as the same Gregorian day', () => {
    const parse = (typed: string) =>
      buddhistEraCalendar.locale.parse('th_TH', typed, datePickerFormat('th'))?.format('YYYY-MM-DD');
    expect(parse('21/11/2569')).toBe('2026-11-21');
    expect(parse('01/02/2528')).toBe('1985-02-01');
    // 2567 BE is a leap year though 2567 CE is not.
    expect(parse('29/2/2567')).toBe('2024-02-29');
    expect(parse('29/2/2566')).toBeUndefined();
    // A pasted Common Era date keeps its year.
    expect(parse('2026-11-21')).toBe('2026-11-21');
  });

  it('writes and reads back a date with a Thai month name and escaped text', () => {
    const format = (f: string) => buddhistEraCalendar.locale.format('th_TH', day, f);
    expect(format('D MMM BBBB')).toBe('21 พ.ย. 2569');
    expect(format('[YYYY] YYYY')).toBe('YYYY 2569');
    const before = dayjs.locale();
    dayjs.locale('th');
    try {
      expect(buddhistEraCalendar.locale.parse('th_TH', '21 พ.ย. 2569', ['D MMM BBBB'])?.isSame(day)).toBe(
        true,
      );
    } finally {
      dayjs.locale(before);
    }
  });
});

describe('DatePicker and RangePicker', () => {
  it('show the Buddhist era in Thai and antd’s own years in English', () => {
    const thai = inLanguage('th', <DatePicker value={day} format={datePickerFormat('th')} />);
    expect(thai).toContain('value="21 พ.ย. 2569"');
    const english = inLanguage('en', <DatePicker value={day} format={datePickerFormat('en')} />);
    expect(english).toContain('value="11/21/2026"');
    const range = inLanguage('th', <RangePicker value={[day, day.add(1, 'day')]} />);
    expect(range).toContain('value="2569-11-21"');
    expect(range).toContain('value="2569-11-22"');
  });

  it('name the month of a month picker, in the Buddhist era in Thai', () => {
    const before = dayjs.locale();
    dayjs.locale('th');
    try {
      expect(inLanguage('th', <DatePicker picker="month" value={day} />)).toContain('value="พฤศจิกายน 2569"');
    } finally {
      dayjs.locale(before);
    }
    expect(inLanguage('en', <DatePicker picker="month" value={day} />)).toContain('value="November 2026"');
  });
});

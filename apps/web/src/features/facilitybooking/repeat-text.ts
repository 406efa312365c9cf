import type { TFunction } from 'i18next';
import { dayOf, weekdayNames } from './format';
import { readRrule } from './rrule';

/** How an event repeats, in words: "Weekly on Mon, Thu until 31 Dec 2027". */
export function repeatText(rule: string | null, t: TFunction, lang: string): string {
  const r = readRrule(rule);
  if (r.frequency === 'NONE') return t('repeat.NONE');
  const names = weekdayNames(lang);
  const base =
    r.frequency === 'WEEKLY' && r.weekdays.length
      ? t('repeat.weeklyOn', { days: r.weekdays.map((d) => names[d]).join(', ') })
      : t(`repeat.${r.frequency}`);
  return r.until ? t('repeat.until', { repeat: base, day: dayOf(r.until, lang) }) : base;
}

import { effectiveFlag } from '@cc/contracts/features';
import type { MonthlyReport } from '@cc/contracts/report';
import type { FastifyRequest } from 'fastify';
import type { Feature } from '../../platform/feature/define-feature';
import type { MonthFigure, MonthlyFiguresPart } from '../../platform/feature/monthly-figures';
import { communityInfo } from '../../platform/tenancy/community-info';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { badRequest } from './refusals';
import { eachDay } from './report-range';

/** A month's figures in both languages, before one is chosen for the answer. */
export interface MonthlyFigures {
  communityName: string;
  month: string;
  timeZone: string;
  sections: { featureEnum: string; title: { th: string; en: string }; figures: MonthFigure[] }[];
}

/** The first day of the month after `month` (YYYY-MM). */
const nextMonthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The days of a month, for figures per day (the PDF's busiest day, say). */
export const daysOfMonth = (month: string) => eachDay(`${month}-01`, addDays(nextMonthStart(month), -1));

/**
 * Every registered feature's figures for a month, for the feature only while it is on in the
 * community and the caller's role holds the part's permission (a section the caller may not
 * read is left out, not refused). The month may not lie in the future.
 */
export async function monthlyFigures(
  request: FastifyRequest,
  features: () => readonly Feature[],
  month: string,
): Promise<MonthlyFigures> {
  const { scope, access } = request;
  const held = access.community.permissions.get(access.role);
  const parts = features()
    .map((f) => f.monthlyFigures)
    .filter((p): p is MonthlyFiguresPart => p !== undefined)
    .filter((p) => {
      const stored = access.community.flags.get(p.featureEnum) ?? { isEnable: false, isVisible: false };
      return (
        effectiveFlag(p.featureEnum, stored, access.community.type).isEnable &&
        (held?.has(p.permission) ?? false)
      );
    });
  return scope.run(async (tx) => {
    const info = await communityInfo(tx, scope.communityId);
    const timeZone = info.timeZone;
    if (`${month}-01` > localDate(new Date(), timeZone)) throw badRequest('REPORT_MONTH_AHEAD');
    const from = startOfLocalDay(`${month}-01`, timeZone);
    const to = startOfLocalDay(nextMonthStart(month), timeZone);
    const sections = [];
    for (const part of parts) {
      sections.push({
        featureEnum: part.featureEnum,
        title: part.title,
        figures: await part.figures({ tx, scope, timeZone, month, from, to }),
      });
    }
    return { communityName: info.communityName, month, timeZone, sections };
  });
}

/** The figures in one language, as the JSON answer gives them. */
export function inLanguage(f: MonthlyFigures, lang: 'th' | 'en'): MonthlyReport {
  return {
    communityName: f.communityName,
    month: f.month,
    timeZone: f.timeZone,
    sections: f.sections.map((s) => ({
      featureEnum: s.featureEnum,
      title: s.title[lang],
      figures: s.figures.map((g) => ({ key: g.key, label: g[lang], value: g.value, unit: g.unit })),
    })),
  };
}

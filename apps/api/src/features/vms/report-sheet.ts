import type { Lang } from '@cc/contracts/i18n';
import type { VisitReport } from '@cc/contracts/vms-report-ops';
import type { Row } from 'write-excel-file/node';
import { localStamp } from '../../platform/time/zone-clock';
import type { SheetVisit } from './report-queries';
import { ar } from './report-texts/ar';
import { en } from './report-texts/en';
import { es } from './report-texts/es';
import { fr } from './report-texts/fr';
import { it } from './report-texts/it';
import { th } from './report-texts/th';
import type { ReportTexts } from './report-texts/types';
import { zh } from './report-texts/zh';

export const REPORT_TEXTS: Record<Lang, ReportTexts> = { th, en, zh, ar, it, es, fr };

const head = (value: string) => ({ value, fontWeight: 'bold' as const });
const cell = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : { value };
const baht = (satang: number | null) =>
  satang === null ? null : { value: satang / 100, format: '#,##0.00' };
const word = (t: ReportTexts, key: string | null) => (key ? (t[key as keyof ReportTexts] ?? key) : '');

/** One row per visit; the ID document as its type and last four only, as the visit keeps it. */
function visitsSheet(rows: SheetVisit[], timeZone: string, t: ReportTexts): Row[] {
  const headings = [
    t.slip,
    t.in,
    t.out,
    t.name,
    t.phone,
    t.visitorType,
    t.vehicle,
    t.plate,
    t.province,
    t.unit,
    t.purpose,
    t.idType,
    t.idLast4,
    t.badge,
    t.stamps,
    t.feeBaht,
    t.payment,
    t.reason,
  ];
  return [
    headings.map(head),
    ...rows.map((r) => [
      cell(r.slipCode),
      cell(localStamp(r.checkedInAt, timeZone)),
      cell(localStamp(r.checkedOutAt, timeZone)),
      cell(r.name),
      cell(r.phone),
      cell(word(t, r.visitorType)),
      cell(word(t, r.vehicleType)),
      cell(r.plate),
      cell(r.province),
      cell(r.unitNo),
      cell(r.purpose),
      cell(word(t, r.idType)),
      cell(r.idLast4),
      cell(r.badge),
      { value: r.stamps },
      baht(r.feeSatang),
      cell(word(t, r.paymentMethod)),
      cell([r.waiveReason, r.forcedOutReason].filter(Boolean).join(' / ')),
    ]),
  ] as Row[];
}

/** The figures, then a table per day, per type and per payment method. */
function summarySheet(report: VisitReport, t: ReportTexts): Row[] {
  const k = report.totals;
  const pair = (label: string, value: string | number) => [head(label), { value }];
  const table = (title: string, lines: { label: string; visits: number; feeSatang: number }[]) => [
    [],
    [head(title), head(t.visits), head(t.feeBaht)],
    ...lines.map((l) => [{ value: l.label }, { value: l.visits }, baht(l.feeSatang)]),
  ];
  return [
    pair(t.from, report.from),
    pair(t.to, report.to),
    pair(t.visits, k.visits),
    pair(t.withVehicle, k.withVehicle),
    [head(t.feeBaht), baht(k.feeSatang)],
    pair(t.forcedOut, k.forcedOut),
    pair(t.overstays, k.overstays),
    pair(t.inside, k.inside),
    ...table(
      t.payment,
      report.payments.map((p) => ({ label: word(t, p.paymentMethod), ...p })),
    ),
    ...table(
      t.visitorType,
      report.visitorTypes.map((p) => ({ label: word(t, p.visitorType), ...p })),
    ),
    ...table(
      t.vehicle,
      report.vehicleTypes.map((p) => ({ label: p.vehicleType ? word(t, p.vehicleType) : t.onFoot, ...p })),
    ),
    ...table(
      t.byDay,
      report.days.map((d) => ({ label: d.date, ...d })),
    ),
  ] as Row[];
}

/** The report's two sheets: the visits, then the summary. */
export function reportSheets(report: VisitReport, rows: SheetVisit[], timeZone: string, lang: Lang) {
  const t = REPORT_TEXTS[lang];
  return [
    { sheet: t.visitsSheet, data: visitsSheet(rows, timeZone, t) },
    { sheet: t.summarySheet, data: summarySheet(report, t) },
  ];
}

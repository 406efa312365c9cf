import { type BillLine, type ChargeSettings, LINE_TEXT_MAX } from '@cc/contracts/billing';
import {
  METER_IMPORT_COLUMNS,
  METER_IMPORT_MAX_ROWS,
  type MeterImportColumn,
  type MeterImportReport,
} from '@cc/contracts/billing-import-ops';
import type { Lang } from '@cc/contracts/i18n';
import type { Cell } from '../../platform/files/sheet-rows';
import { type BillableUnit, chargeLines } from './bill-lines';
import { statusPhrase } from './bill-state';
import { cellText, periodOf, readingOf, satangOf, usageBetween } from './meter-sheet-cells';
import { badRequest, billingRefusals } from './refusals';
import type { BillStatusRow } from './tables';

/** A good row: the unit, its month, its lines, and the draft it replaces if there is one. */
export interface MeterBill {
  row: number;
  unit: BillableUnit;
  period: string;
  lines: BillLine[];
  draft: { billId: string; version: number } | null;
}
/** What the rows are checked against: the community's units, charges, and live bills of the months. */
export interface MeterContext {
  unitsByNo: Map<string, BillableUnit>;
  charges: ChargeSettings;
  /** Live bills by `${unitId} ${period}`. */
  bills: Map<string, { billId: string; status: BillStatusRow; version: number }>;
}
type RowError = MeterImportReport['errors'][number];

const say = billingRefusals.inLanguage;
/** Unit numbers as people type them: A-0304 and a-0304 are one unit. */
export const unitKey = (unitNo: string) => unitNo.trim().toUpperCase();
const normalise = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');
const column = (key: MeterImportColumn) => METER_IMPORT_COLUMNS.find((c) => c.key === key)!;
/** The column as the reader calls it: Thai offices head their sheets in Thai. */
const columnName = (key: MeterImportColumn, lang: Lang) => (lang === 'th' ? column(key).th : column(key).en);

/** Which column holds what (Thai or English heading); refuses a sheet without the required ones. */
function mapHeader(header: Cell[]): Map<MeterImportColumn, number> {
  const at = new Map<MeterImportColumn, number>();
  header.forEach((cell, i) => {
    const h = normalise(cellText(cell));
    const col = METER_IMPORT_COLUMNS.find((c) => normalise(c.th) === h || normalise(c.en) === h);
    if (col && !at.has(col.key)) at.set(col.key, i);
  });
  const missing = METER_IMPORT_COLUMNS.filter((c) => c.required && !at.has(c.key));
  if (missing.length)
    throw badRequest('BILLING_IMPORT_HEADINGS', { columns: missing.map((c) => c.th).join(', ') });
  return at;
}

/** The filled rows under the header, numbered as the spreadsheet numbers them. */
export function meterRows(sheet: Cell[][]) {
  const [header = [], ...body] = sheet;
  const at = mapHeader(header);
  const rows = body
    .map((cells, i) => ({ row: i + 2, cell: (key: MeterImportColumn) => cells[at.get(key) ?? -1] }))
    .filter(({ cell }) => METER_IMPORT_COLUMNS.some((c) => cellText(cell(c.key)) !== ''));
  if (rows.length === 0) throw badRequest('BILLING_IMPORT_EMPTY');
  if (rows.length > METER_IMPORT_MAX_ROWS)
    throw badRequest('BILLING_IMPORT_TOO_LARGE', { max: METER_IMPORT_MAX_ROWS });
  return rows;
}
export type MeterRow = ReturnType<typeof meterRows>[number];

/**
 * Checks every row (every problem of a row, not just its first) and answers the bills the good
 * rows make with the report. Water and power are (current − previous) × the community's rate;
 * the unit's other charges and the row's extra line are added. Nothing is written here.
 */
export function checkMeterRows(rows: MeterRow[], ctx: MeterContext, lang: Lang) {
  const errors: RowError[] = [];
  const bills: MeterBill[] = [];
  const seen = new Map<string, number>();
  for (const { row, cell } of rows) {
    const problems: RowError[] = [];
    const fail = (key: MeterImportColumn | null, message: string) =>
      void problems.push({ row, column: key && columnName(key, lang), message });
    const required = (key: MeterImportColumn) =>
      fail(key, say(lang, 'BILLING_IMPORT_ROW_REQUIRED', { column: columnName(key, lang) }));

    const unitNo = cellText(cell('unitNo'));
    const unit = ctx.unitsByNo.get(unitKey(unitNo));
    if (!unitNo) required('unitNo');
    else if (!unit) fail('unitNo', say(lang, 'BILLING_IMPORT_ROW_UNIT', { unitNo }));

    const period = periodOf(cell('period'));
    if (cellText(cell('period')) === '') required('period');
    else if (!period)
      fail('period', say(lang, 'BILLING_IMPORT_ROW_PERIOD', { column: columnName('period', lang) }));

    const meter = (previousKey: MeterImportColumn, currentKey: MeterImportColumn) => {
      const read = (key: MeterImportColumn) => {
        const blank = cellText(cell(key)) === '';
        const value = readingOf(cell(key));
        if (!blank && value === undefined)
          fail(key, say(lang, 'BILLING_IMPORT_ROW_READING', { column: columnName(key, lang) }));
        return { blank, value };
      };
      const previous = read(previousKey);
      const current = read(currentKey);
      if (previous.blank && current.blank) return undefined;
      if (previous.blank || current.blank) {
        const missing = previous.blank ? previousKey : currentKey;
        fail(missing, say(lang, 'BILLING_IMPORT_ROW_PAIR', { column: columnName(missing, lang) }));
        return undefined;
      }
      if (previous.value === undefined || current.value === undefined) return undefined;
      const used = usageBetween(previous.value, current.value);
      if (used === null) {
        fail(
          currentKey,
          say(lang, 'BILLING_IMPORT_ROW_BACKWARDS', {
            column: columnName(currentKey, lang),
            current: current.value,
            previous: previous.value,
          }),
        );
        return undefined;
      }
      return { used, previous: previous.value, current: current.value };
    };
    const water = meter('waterPrevious', 'waterCurrent');
    const power = meter('powerPrevious', 'powerCurrent');

    const description = cellText(cell('extraDescription'));
    const amountBlank = cellText(cell('extraAmount')) === '';
    const amount = satangOf(cell('extraAmount'));
    if (!amountBlank && amount === undefined)
      fail(
        'extraAmount',
        say(lang, 'BILLING_IMPORT_ROW_AMOUNT', { column: columnName('extraAmount', lang) }),
      );
    if (description.length > LINE_TEXT_MAX)
      fail(
        'extraDescription',
        say(lang, 'BILLING_IMPORT_ROW_TEXT_LONG', {
          column: columnName('extraDescription', lang),
          max: LINE_TEXT_MAX,
        }),
      );
    else if (!description !== amountBlank)
      fail(description ? 'extraAmount' : 'extraDescription', say(lang, 'BILLING_IMPORT_ROW_EXTRA'));

    if (unit && period) {
      const key = `${unit.unitId} ${period}`;
      const earlier = seen.get(key);
      const existing = ctx.bills.get(key);
      if (earlier)
        fail(
          'unitNo',
          say(lang, 'BILLING_IMPORT_ROW_DUPLICATE', { unitNo: unit.unitNo, period, row: earlier }),
        );
      else if (existing && existing.status !== 'DRAFT')
        fail(
          'unitNo',
          say(lang, 'BILLING_IMPORT_ROW_BILLED', {
            unitNo: unit.unitNo,
            period,
            status: statusPhrase(existing.status),
          }),
        );
      seen.set(key, earlier ?? row);
      if (problems.length === 0) {
        const lines = meterLines(ctx.charges, unit, water, power);
        if (description && amount !== undefined)
          lines.push({ kind: 'OTHER', description, rateSatang: amount, quantity: '1', amountSatang: amount });
        if (lines.length === 0) fail(null, say(lang, 'BILLING_IMPORT_ROW_NO_LINES', { unitNo: unit.unitNo }));
        else
          bills.push({
            row,
            unit,
            period,
            lines,
            draft: existing ? { billId: existing.billId, version: existing.version } : null,
          });
      }
    }
    errors.push(...problems);
  }
  return { bills, report: { total: rows.length, valid: bills.length, errors } satisfies MeterImportReport };
}

type Reading = { used: string; previous: string; current: string } | undefined;

/** The charge settings' lines with the meters' readings named on their lines, so a resident can check them. */
function meterLines(charges: ChargeSettings, unit: BillableUnit, water: Reading, power: Reading): BillLine[] {
  const lines = chargeLines(charges, unit, { waterUnits: water?.used, powerUnits: power?.used });
  return lines.map((l) => {
    const r = l.kind === 'WATER' ? water : l.kind === 'POWER' ? power : undefined;
    return r ? { ...l, description: `${l.description} (${r.previous} → ${r.current})` } : l;
  });
}

import { type Bill, billSchema } from '@cc/contracts/billing';
import type { MeterImportReport } from '@cc/contracts/billing-import-ops';
import type { Lang } from '@cc/contracts/i18n';
import { and, inArray, ne } from 'drizzle-orm';
import type { Cell } from '../../platform/files/sheet-rows';
import { units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { BILLABLE_UNIT } from './bill-queries';
import type { BillingWork } from './billing-work';
import { createBill } from './create-bill';
import { checkMeterRows, type MeterContext, meterRows, unitKey } from './meter-import-check';
import { periodOf } from './meter-sheet-cells';
import { readSettings } from './setting-queries';
import { billingBills } from './tables';
import { updateBill } from './update-bill';

/** What the sheet is checked against, read in three statements whatever its length. */
async function meterContext(w: BillingWork, periods: string[]): Promise<MeterContext> {
  const all = await w.tx.select(BILLABLE_UNIT).from(units).where(w.scope.owns(units));
  const b = billingBills;
  const live = periods.length
    ? await w.tx
        .select({ billId: b.id, unitId: b.unitId, period: b.period, status: b.status, version: b.version })
        .from(b)
        .where(w.scope.owns(b, and(inArray(b.period, periods), ne(b.status, 'RECALLED'))))
    : [];
  return {
    unitsByNo: new Map(all.map((u) => [unitKey(u.unitNo), u])),
    charges: (await readSettings(w)).charges,
    bills: new Map(live.map((r) => [`${r.unitId} ${r.period}`, r])),
  };
}

/** The row report, and the bills made (none for a dry run or a sheet with bad rows). */
export type MeterImportOutcome = { report: MeterImportReport; bills: Bill[] };

/**
 * Bills from a meter sheet, all or none: any bad row answers the report and writes nothing;
 * otherwise each row's bill is made by the same code as a single bill (numbered, notices
 * scheduled when issued), or replaces the unit's draft for that month (its old lines kept as a
 * revision). Runs in the caller's one transaction, so a failure part-way leaves nothing either.
 */
export async function importMeterSheet(
  w: BillingWork,
  s: AppServices,
  sheet: Cell[][],
  opts: { issue: boolean; dryRun: boolean; lang: Lang },
): Promise<MeterImportOutcome> {
  const { issue, lang } = opts;
  const rows = meterRows(sheet);
  const periods = new Set(rows.flatMap(({ cell }) => periodOf(cell('period')) ?? []));
  const ctx = await meterContext(w, [...periods]);
  const { bills, report } = checkMeterRows(rows, ctx, lang);
  if (report.errors.length || opts.dryRun) return { report, bills: [] };
  const made: Bill[] = [];
  for (const bill of bills) {
    const lines = bill.lines.map(({ kind, description, rateSatang, quantity }) => ({
      kind,
      description,
      rateSatang,
      quantity,
    }));
    const detail = bill.draft
      ? await updateBill(w, s, {
          ...q(w),
          billID: bill.draft.billId,
          version: bill.draft.version,
          lines,
          issue,
        })
      : await createBill(w, s, { ...q(w), unitID: bill.unit.unitId, period: bill.period, lines, issue });
    made.push(billSchema.parse(detail));
  }
  return { report, bills: made };
}

const q = (w: BillingWork) => ({ communityID: w.scope.communityId });

import type { EvidenceStatus } from '@cc/contracts/billing';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { units } from '../../platform/residence/tables';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import type { BillingWork } from './billing-work';
import { type EvidenceRow, evidenceWithUnits, live, toEvidence } from './evidence-queries';
import { billingEvidence as e } from './tables';
import { timeIdKey } from './time-id-key';

interface Page {
  lastKey?: string;
  limit: number;
}

/** Rows after the page's last one in (created_at, id) order, newest first or (oldest) last. */
function after(lastKey: string | undefined, oldestFirst: boolean): SQL | undefined {
  const key = timeIdKey(lastKey);
  if (!key) return undefined;
  return oldestFirst
    ? sql`(${e.createdAt}, ${e.id}) > (${key.at}::timestamptz, ${key.id}::uuid)`
    : sql`(${e.createdAt}, ${e.id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}

/**
 * A keyset page of the community's live evidence matching `conditions`. `withinPaidRange` says
 * the conditions hold paid_at to a day or a month: the newest-first order is then taken on an
 * expression of created_at (the same order), which keeps the planner from walking the whole
 * community's (created_at) index backwards and filtering out every later payment (76,000 rows
 * for a day two years back in the bench) and has it read the range's few thousand rows by the
 * (community, paid_at) index and sort them.
 */
async function pageOfEvidence(
  w: BillingWork,
  conditions: (SQL | undefined)[],
  page: Page,
  opts: { oldestFirst?: boolean; withinPaidRange?: boolean } = {},
) {
  const oldestFirst = opts.oldestFirst ?? false;
  const created = opts.withinPaidRange ? sql`(${e.createdAt} + interval '0 seconds')` : e.createdAt;
  const order = oldestFirst ? [asc(created), asc(e.id)] : [desc(created), desc(e.id)];
  const rows: EvidenceRow[] = await evidenceWithUnits(w)
    .where(w.scope.owns(e, live, ...conditions, after(page.lastKey, oldestFirst)))
    .orderBy(...order)
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (r) => [r.createdAt.toISOString(), r.id]);
  return { items: items.map(toEvidence), lastKey };
}

const withStatus = (status?: EvidenceStatus) => (status ? eq(e.status, status) : undefined);
/**
 * Paid from the start of one local day (in the community's zone, whatever the server's) to the
 * start of another: a range on paid_at itself, so the (community, paid_at) index finds the day's
 * rows instead of every payment's local date being worked out and compared.
 */
const paidBetween = (w: BillingWork, fromDay: string, toDay: string) =>
  and(gte(e.paidAt, startOfLocalDay(fromDay, w.timeZone)), lt(e.paidAt, startOfLocalDay(toDay, w.timeZone)));
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
/** Paid on a local day (YYYY-MM-DD) or in a local month (YYYY-MM) of the community. */
export const paidOnDay = (w: BillingWork, date: string) => paidBetween(w, date, addDays(date, 1));
export const paidInMonth = (w: BillingWork, month: string) =>
  paidBetween(w, `${month}-01`, `${nextMonth(month)}-01`);

export const myEvidence = (w: BillingWork, userId: string, page: Page) =>
  pageOfEvidence(w, [inArray(e.unitId, unitsOfUser(w.tx, w.scope, userId))], page);

/** Paid on `date`, or from `date` to `to` inclusive (a `to` before `date` finds nothing). */
const paidDays = (w: BillingWork, date: string, to?: string) => paidBetween(w, date, addDays(to ?? date, 1));

export const evidenceOnDate = (
  w: BillingWork,
  f: Page & { date: string; to?: string; status?: EvidenceStatus },
) => pageOfEvidence(w, [paidDays(w, f.date, f.to), withStatus(f.status)], f, { withinPaidRange: true });

export const evidenceInMonth = (w: BillingWork, f: Page & { month: string; status?: EvidenceStatus }) =>
  pageOfEvidence(w, [paidInMonth(w, f.month), withStatus(f.status)], f, { withinPaidRange: true });

export const evidenceOfUnitNo = (w: BillingWork, f: Page & { unitNo: string; status?: EvidenceStatus }) =>
  pageOfEvidence(w, [eq(units.unitNo, f.unitNo), withStatus(f.status)], f);

export interface EvidenceSearch {
  date?: string;
  to?: string;
  month?: string;
  unitNo?: string;
  status?: EvidenceStatus;
}

/** What one of the three searches finds, newest first, up to `max` rows (the office's workbook). */
export async function evidenceForExcel(w: BillingWork, f: EvidenceSearch, max: number) {
  const found =
    f.unitNo !== undefined
      ? eq(units.unitNo, f.unitNo)
      : f.month !== undefined
        ? paidInMonth(w, f.month)
        : paidDays(w, f.date!, f.to);
  const rows: EvidenceRow[] = await evidenceWithUnits(w)
    .where(w.scope.owns(e, live, found, withStatus(f.status)))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(max);
  return rows.map(toEvidence);
}

/** Verified payments whose receipt nobody has printed yet, oldest first (the office's queue). */
export const notPrinted = (w: BillingWork, page: Page) =>
  pageOfEvidence(w, [eq(e.status, 'VERIFIED'), eq(e.printed, false)], page, { oldestFirst: true });

/** Marks live evidence of the community printed or not; answers how many changed. */
export async function flagPrinted(w: BillingWork, ids: string[], printed: boolean) {
  const rows = await w.tx
    .update(e)
    .set({ printed })
    .where(w.scope.owns(e, live, inArray(e.id, ids)))
    .returning({ id: e.id });
  return rows.length;
}

import type { EvidenceStatus } from '@cc/contracts/billing';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { units } from '../../platform/residence/tables';
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

/** A keyset page of the community's live evidence matching `conditions`. */
async function pageOfEvidence(
  w: BillingWork,
  conditions: (SQL | undefined)[],
  page: Page,
  oldestFirst = false,
) {
  const order = oldestFirst ? [asc(e.createdAt), asc(e.id)] : [desc(e.createdAt), desc(e.id)];
  const rows: EvidenceRow[] = await evidenceWithUnits(w)
    .where(w.scope.owns(e, live, ...conditions, after(page.lastKey, oldestFirst)))
    .orderBy(...order)
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (r) => [r.createdAt.toISOString(), r.id]);
  return { items: items.map(toEvidence), lastKey };
}

const withStatus = (status?: EvidenceStatus) => (status ? eq(e.status, status) : undefined);
/** The payment's day or month in the community's zone, whatever the server's zone. */
const localPaid = (w: BillingWork, pattern: string) =>
  sql`to_char(${e.paidAt} at time zone ${w.timeZone}, ${pattern})`;

export const myEvidence = (w: BillingWork, userId: string, page: Page) =>
  pageOfEvidence(w, [inArray(e.unitId, unitsOfUser(w.tx, w.scope, userId))], page);

/** Paid on `date`, or from `date` to `to` inclusive (a `to` before `date` finds nothing). */
const paidOn = (w: BillingWork, date: string, to?: string) =>
  to
    ? sql`${localPaid(w, 'YYYY-MM-DD')} between ${date} and ${to}`
    : sql`${localPaid(w, 'YYYY-MM-DD')} = ${date}`;

export const evidenceOnDate = (
  w: BillingWork,
  f: Page & { date: string; to?: string; status?: EvidenceStatus },
) => pageOfEvidence(w, [paidOn(w, f.date, f.to), withStatus(f.status)], f);

export const evidenceInMonth = (w: BillingWork, f: Page & { month: string; status?: EvidenceStatus }) =>
  pageOfEvidence(w, [sql`${localPaid(w, 'YYYY-MM')} = ${f.month}`, withStatus(f.status)], f);

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
        ? sql`${localPaid(w, 'YYYY-MM')} = ${f.month}`
        : paidOn(w, f.date!, f.to);
  const rows: EvidenceRow[] = await evidenceWithUnits(w)
    .where(w.scope.owns(e, live, found, withStatus(f.status)))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(max);
  return rows.map(toEvidence);
}

/** Verified payments whose receipt nobody has printed yet, oldest first (the office's queue). */
export const notPrinted = (w: BillingWork, page: Page) =>
  pageOfEvidence(w, [eq(e.status, 'VERIFIED'), eq(e.printed, false)], page, true);

/** Marks live evidence of the community printed or not; answers how many changed. */
export async function flagPrinted(w: BillingWork, ids: string[], printed: boolean) {
  const rows = await w.tx
    .update(e)
    .set({ printed })
    .where(w.scope.owns(e, live, inArray(e.id, ids)))
    .returning({ id: e.id });
  return rows.length;
}

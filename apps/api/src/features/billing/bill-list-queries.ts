import { OPEN_STATUSES } from '@cc/contracts/billing';
import type { billFilterSchema } from '@cc/contracts/billing-inputs';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { units } from '../../platform/residence/tables';
import { type BillRow, billsWithUnits, toBill } from './bill-queries';
import type { BillingWork } from './billing-work';
import { billingBills } from './tables';

export type BillFilter = Omit<z.output<typeof billFilterSchema>, 'communityID' | 'lastKey' | 'limit'>;
const b = billingBills;

/** The filter's conditions; overdue is open with the due date before today in the community's zone. */
export function filtered(w: BillingWork, f: BillFilter) {
  return [
    f.period ? eq(b.period, f.period) : undefined,
    f.status ? eq(b.status, f.status) : undefined,
    f.buildingID ? eq(units.buildingId, f.buildingID) : undefined,
    f.unitID ? eq(b.unitId, f.unitID) : undefined,
    f.overdue === true ? and(inArray(b.status, [...OPEN_STATUSES]), lt(b.dueDate, w.today)) : undefined,
  ];
}

/** After the page's last bill in (period, number) order, newest first. */
function after(lastKey: string | undefined) {
  const key = decodeKey(lastKey, 2);
  return key ? sql`(${b.period}, ${b.billNo}) < (${key[0]}, ${key[1]})` : undefined;
}

const byNewest = [desc(b.period), desc(b.billNo)];

/** A page of the community's bills; the scope keeps every other community's bills out. */
export async function listBills(w: BillingWork, f: BillFilter, page: { lastKey?: string; limit: number }) {
  const rows: BillRow[] = await billsWithUnits(w)
    .where(w.scope.owns(b, ...filtered(w, f), after(page.lastKey)))
    .orderBy(...byNewest)
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (r) => [r.period, r.billNo]);
  return { items: items.map((r) => toBill(r, w.today)), lastKey };
}

/** Every bill the filter matches, up to `max`, for the spreadsheet. */
export async function billsForExcel(w: BillingWork, f: BillFilter, max: number) {
  const rows = await billsWithUnits(w)
    .where(w.scope.owns(b, ...filtered(w, f)))
    .orderBy(...byNewest)
    .limit(max);
  return rows.map((r) => toBill(r, w.today));
}

/** The caller's own units' bills (never drafts), newest first; a unit they left is not theirs. */
export async function myBills(w: BillingWork, userId: string, page: { lastKey?: string; limit: number }) {
  const rows: BillRow[] = await billsWithUnits(w)
    .where(
      w.scope.owns(
        b,
        inArray(b.unitId, unitsOfUser(w.tx, w.scope, userId)),
        ne(b.status, 'DRAFT'),
        after(page.lastKey),
      ),
    )
    .orderBy(...byNewest)
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (r) => [r.period, r.billNo]);
  return { items: items.map((r) => toBill(r, w.today)), lastKey };
}

/** One of the caller's own units' bills; any other bill reads as no such bill. */
export async function myBill(w: BillingWork, userId: string, billId: string) {
  const [row] = await billsWithUnits(w).where(
    w.scope.owns(
      b,
      eq(b.id, billId),
      inArray(b.unitId, unitsOfUser(w.tx, w.scope, userId)),
      ne(b.status, 'DRAFT'),
    ),
  );
  return row;
}

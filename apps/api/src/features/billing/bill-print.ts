import { PRINT_MAX_BILLS } from '@cc/contracts/billing-import-ops';
import { asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { DocumentLine } from '../../platform/pdf/document-parts';
import { buildings, units } from '../../platform/residence/tables';
import { communities } from '../../platform/tenancy/tables';
import { wallTimeToInstant } from '../../platform/time/zone-clock';
import { type BillFilter, filtered } from './bill-list-queries';
import { billNoText } from './bill-number-queries';
import { owedOn, payloadInto } from './bill-payment';
import { billsWithUnits } from './bill-queries';
import type { BillingWork } from './billing-work';
import type { BillDocument } from './documents/bills-pdf';
import { badRequest } from './refusals';
import { promptPayAccount, readSettings } from './setting-queries';
import { billingBills as b, billingBillLines } from './tables';

/** Drafts are not yet the residents' and recalled bills are void: neither goes on paper. */
const printable = notInArray(b.status, ['DRAFT', 'RECALLED']);

/** Noon of a local date in the zone: a date printed from it is that date whatever the zone. */
const localNoon = (date: string, timeZone: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return wallTimeToInstant(Date.UTC(y, m - 1, d, 12), timeZone);
};

/**
 * The bills to print (the IDs given, else the list's filters), in period, building and unit
 * order so the pile is handed out floor by floor, as documents with their lines and a QR of
 * what is still owed. At most PRINT_MAX_BILLS; none, or too many, is the caller's mistake. Reads
 * in five statements whatever the count: the rendering, outside the transaction, is the slow part.
 */
export async function billsToPrint(w: BillingWork, f: BillFilter & { billIDs?: string[] }) {
  const conditions = f.billIDs ? [inArray(b.id, f.billIDs)] : filtered(w, f);
  const where = w.scope.owns(b, printable, ...conditions);
  const [{ n } = { n: 0 }] = await w.tx
    .select({ n: count() })
    .from(b)
    .innerJoin(units, eq(units.id, b.unitId))
    .where(where);
  if (n === 0) throw badRequest('BILLING_PRINT_NONE');
  if (n > PRINT_MAX_BILLS) throw badRequest('BILLING_PRINT_TOO_MANY', { count: n, max: PRINT_MAX_BILLS });
  const rows = await billsWithUnits(w)
    .where(where)
    .orderBy(asc(b.period), asc(buildings.name), asc(units.unitNo));
  const lines = await w.tx
    .select({
      billId: billingBillLines.billId,
      description: billingBillLines.description,
      amountSatang: billingBillLines.amountSatang,
    })
    .from(billingBillLines)
    .where(
      w.scope.owns(
        billingBillLines,
        inArray(
          billingBillLines.billId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(billingBillLines.billId), asc(billingBillLines.position));
  const linesOf = new Map<string, DocumentLine[]>();
  for (const { billId, description, amountSatang } of lines) {
    const list = linesOf.get(billId) ?? [];
    list.push({ description, amountSatang });
    linesOf.set(billId, list);
  }
  const [community] = await w.tx
    .select({ name: communities.name, address: communities.address })
    .from(communities)
    .where(eq(communities.id, w.scope.communityId));
  const { contactPhone } = await readSettings(w);
  const account = await promptPayAccount(w);
  return rows.map((row): BillDocument => {
    const [year, month] = row.period.split('-').map(Number) as [number, number];
    const owed = owedOn(row);
    const qr = owed > 0 ? payloadInto(account, row, owed) : null;
    return {
      community: {
        name: community?.name ?? '',
        address: community?.address ?? '',
        ...(contactPhone ? { phone: contactPhone } : {}),
      },
      number: billNoText(row.billNo),
      unitNo: row.unitNo,
      period: { year, month },
      issuedAt: row.issuedAt ?? row.createdAt,
      dueDate: localNoon(row.dueDate, w.timeZone),
      timeZone: w.timeZone,
      lines: linesOf.get(row.id) ?? [],
      amountDueSatang: owed,
      ...(qr ? { promptPayPayload: qr.payload } : {}),
    };
  });
}

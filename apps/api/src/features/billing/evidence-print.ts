import { EVIDENCE_PRINT_MAX, type evidencePrintSchema } from '@cc/contracts/billing-report-ops';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { thaiDate } from '../../platform/pdf/thai-text';
import { units } from '../../platform/residence/tables';
import { communities } from '../../platform/tenancy/tables';
import { billNoText } from './bill-number-queries';
import type { BillingWork } from './billing-work';
import type { EvidenceListDocument } from './documents/evidence-list-pdf';
import { evidenceWithUnits, live } from './evidence-queries';
import { paidInMonth, paidOnDay } from './evidence-search-queries';
import { badRequest } from './refusals';
import { billingEvidence as e } from './tables';

type Selection = z.output<typeof evidencePrintSchema>;

const monthTh = (month: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

/**
 * The payments to list on paper: a day's or a month's by when they were paid in the community's
 * zone (optionally of one state), or the verified ones not yet marked printed; oldest first. It
 * marks nothing printed: the office marks them (evidence/print/flag) once the paper is in the
 * file, so a print that jammed or was never collected leaves them in the not-printed queue.
 */
export async function evidenceToPrint(w: BillingWork, f: Selection): Promise<EvidenceListDocument> {
  const conditions = [
    live,
    f.date ? paidOnDay(w, f.date) : undefined,
    f.month ? paidInMonth(w, f.month) : undefined,
    f.notPrinted ? and(eq(e.status, 'VERIFIED'), eq(e.printed, false)) : undefined,
    f.status ? eq(e.status, f.status) : undefined,
  ];
  const where = w.scope.owns(e, ...conditions);
  const [{ n } = { n: 0 }] = await w.tx.select({ n: count() }).from(e).where(where);
  if (n === 0) throw badRequest('BILLING_EVIDENCE_PRINT_NONE');
  if (n > EVIDENCE_PRINT_MAX)
    throw badRequest('BILLING_EVIDENCE_PRINT_TOO_MANY', { count: n, max: EVIDENCE_PRINT_MAX });
  const rows = await evidenceWithUnits(w).where(where).orderBy(asc(e.paidAt), asc(units.unitNo));
  const [community] = await w.tx
    .select({ name: communities.name })
    .from(communities)
    .where(eq(communities.id, w.scope.communityId));
  const selection = f.date
    ? `วันที่ ${thaiDate(new Date(`${f.date}T12:00:00Z`), 'UTC')}`
    : f.month
      ? `เดือน${monthTh(f.month)}`
      : 'ที่ยังไม่ได้พิมพ์';
  return {
    communityName: community?.name ?? '',
    selection,
    printedAt: w.now,
    timeZone: w.timeZone,
    items: rows.map((r) => ({
      paidAt: r.paidAt,
      unitNo: r.unitNo,
      billNumber: r.billNo === null ? null : billNoText(r.billNo),
      method: r.method,
      status: r.status,
      amountSatang: r.amountSatang,
      reference: r.transRef ? `${r.sendingBank ?? ''} ${r.transRef}`.trim() : null,
      note: r.note,
    })),
  };
}

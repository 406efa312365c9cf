import type { CollectionMonth } from '@cc/contracts/billing-report-ops';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { startOfLocalDay } from '../../platform/time/zone-clock';
import type { BillingWork } from './billing-work';
import { billingBills, billingReceipts } from './tables';

/** `YYYY-MM` months from `from` to `to`, both included. */
export function monthsFrom(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  for (let p = from; p <= to; p = `${y}-${String(m).padStart(2, '0')}`) {
    out.push(p);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

const shift = (period: string, months: number) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 7);
};

/** The range asked for, or the twelve months to this one in the community's zone. */
export function collectionRange(w: BillingWork, r: { from?: string; to?: string }) {
  const to = r.to ?? (r.from ? shift(r.from, 11) : w.today.slice(0, 7));
  const from = r.from ?? shift(to, -11);
  return { from, to };
}

/**
 * Month by month: what the month's bills charge and what is paid on them so far (by bill
 * period, over the list index), and the money received in the month by its receipts' issue time
 * in the community's zone (over the receipts' time index). Drafts, recalled bills and cancelled
 * receipts count nowhere. Every month of the range answers, with zeros when nothing happened.
 */
export async function collectionByMonth(
  w: BillingWork,
  from: string,
  to: string,
): Promise<CollectionMonth[]> {
  const b = billingBills;
  const r = billingReceipts;
  const c = w.scope.communityId;
  const billed = await queryRows<{ period: string; billed: string; collected: string }>(
    w.tx,
    sql`select ${b.period} as period, sum(${b.totalSatang}) as billed, sum(${b.paidSatang}) as collected
      from ${b} where ${b.communityId} = ${c} and ${b.period} >= ${from} and ${b.period} <= ${to}
        and ${b.status} not in ('DRAFT', 'RECALLED')
      group by ${b.period}`,
  );
  const start = startOfLocalDay(`${from}-01`, w.timeZone);
  const end = startOfLocalDay(`${shift(to, 1)}-01`, w.timeZone);
  const received = await queryRows<{ period: string; received: string }>(
    w.tx,
    sql`select to_char(${r.issuedAt} at time zone ${w.timeZone}, 'YYYY-MM') as period, sum(${r.amountSatang}) as received
      from ${r} where ${r.communityId} = ${c} and ${r.issuedAt} >= ${start.toISOString()}::timestamptz
        and ${r.issuedAt} < ${end.toISOString()}::timestamptz and ${r.cancelledAt} is null
      group by 1`,
  );
  const bills = new Map(billed.map((x) => [x.period, x]));
  const money = new Map(received.map((x) => [x.period, Number(x.received)]));
  return monthsFrom(from, to).map((period) => ({
    period,
    billedSatang: Number(bills.get(period)?.billed ?? 0),
    collectedSatang: Number(bills.get(period)?.collected ?? 0),
    receivedSatang: money.get(period) ?? 0,
  }));
}

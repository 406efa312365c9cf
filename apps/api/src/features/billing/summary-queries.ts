import type { BillingSummary } from '@cc/contracts/billing';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { addDays } from '../../platform/time/zone-clock';
import type { BillingWork } from './billing-work';
import { billingBills, billingEvidence } from './tables';

type Figures = {
  billed: string;
  collected: string;
  outstanding: string;
  overdue: string;
  debtors: string;
  waiting: string;
};
type Bucket = BillingSummary['aging'][number]['bucket'];

/**
 * A month's figures in two statements: what its bills charge, what is paid on them and what is
 * still open, with the payments waiting to be verified; then, over every open bill of the
 * community, how many are overdue, by how many units, and how the open amount ages. Recalled
 * bills count nowhere.
 */
export async function billingSummary(w: BillingWork, period: string): Promise<BillingSummary> {
  const b = billingBills;
  const e = billingEvidence;
  const c = w.scope.communityId;
  const open = sql`${b.status} in ('ISSUED', 'PARTIALLY_PAID')`;
  const [month] = await queryRows<Figures>(
    w.tx,
    sql`select coalesce(sum(${b.totalSatang}), 0) as billed, coalesce(sum(${b.paidSatang}), 0) as collected,
        coalesce(sum(${b.totalSatang} - ${b.paidSatang}) filter (where ${open}), 0) as outstanding,
        (select count(*) from ${b} where ${b.communityId} = ${c} and ${open} and ${b.dueDate} < ${w.today}) as overdue,
        (select count(distinct ${b.unitId}) from ${b} where ${b.communityId} = ${c} and ${open} and ${b.dueDate} < ${w.today}) as debtors,
        (select count(*) from ${e} where ${e.communityId} = ${c} and ${e.status} = 'SUBMITTED' and ${e.deletedAt} is null) as waiting
      from ${b} where ${b.communityId} = ${c} and ${b.period} = ${period} and ${b.status} not in ('RECALLED', 'DRAFT')`,
  );
  const edges = [0, 30, 90, 180].map((d) => addDays(w.today, -d));
  const ages = await queryRows<{ bucket: Bucket; satang: string }>(
    w.tx,
    sql`select case
          when ${b.dueDate} >= ${edges[0]} then 'CURRENT'
          when ${b.dueDate} >= ${edges[1]} then 'D1_30'
          when ${b.dueDate} >= ${edges[2]} then 'D31_90'
          when ${b.dueDate} >= ${edges[3]} then 'D91_180'
          else 'OVER_180' end as bucket,
        sum(${b.totalSatang} - ${b.paidSatang}) as satang
      from ${b} where ${b.communityId} = ${c} and ${open} group by 1`,
  );
  const byBucket = new Map(ages.map((a) => [a.bucket, Number(a.satang)]));
  const buckets: Bucket[] = ['CURRENT', 'D1_30', 'D31_90', 'D91_180', 'OVER_180'];
  return {
    period,
    billedSatang: Number(month!.billed),
    collectedSatang: Number(month!.collected),
    outstandingSatang: Number(month!.outstanding),
    overdueCount: Number(month!.overdue),
    debtorUnits: Number(month!.debtors),
    aging: buckets.map((bucket) => ({ bucket, satang: byBucket.get(bucket) ?? 0 })),
    waitingSlips: Number(month!.waiting),
  };
}

/**
 * The month the figures show when none is asked for: the latest one with bills, up to this one
 * (so the office sees last month's collection until this month's bills go out), else this month.
 */
export async function latestPeriod(w: BillingWork): Promise<string> {
  const b = billingBills;
  const thisMonth = w.today.slice(0, 7);
  const [row] = await queryRows<{ period: string | null }>(
    w.tx,
    sql`select max(${b.period}) as period from ${b}
      where ${b.communityId} = ${w.scope.communityId} and ${b.period} <= ${thisMonth} and ${b.status} <> 'RECALLED'`,
  );
  return row?.period ?? thisMonth;
}

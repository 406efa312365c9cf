import { OPEN_STATUSES } from '@cc/contracts/billing';
import type { AgingAmounts, AgingReport } from '@cc/contracts/billing-report-ops';
import { inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { buildings, units } from '../../platform/residence/tables';
import { addDays } from '../../platform/time/zone-clock';
import type { BillingWork } from './billing-work';
import { billingBills } from './tables';

type UnitRow = Record<Exclude<keyof AgingAmounts, 'bills'>, string> & {
  bills: string;
  unitId: string;
  unitNo: string;
  buildingId: string | null;
  buildingName: string | null;
};

const zero = (): AgingAmounts => ({
  notDue: 0,
  d1to30: 0,
  d31to60: 0,
  d61to90: 0,
  d91to180: 0,
  over180: 0,
  totalSatang: 0,
  bills: 0,
});
const KEYS = Object.keys(zero()) as (keyof AgingAmounts)[];
const addInto = (sum: AgingAmounts, a: AgingAmounts) => {
  for (const k of KEYS) sum[k] += a[k];
};

/**
 * What issued bills still owe, by days past due counted from today in the community's zone, in
 * one grouped statement over the open bills only (the partial `billing_bills_open_idx` holds
 * just those, so the community's paid history is never read). Buildings and totals are sums of
 * the units; a unit with no building is grouped under none.
 */
export async function agingReport(w: BillingWork): Promise<AgingReport> {
  const b = billingBills;
  const owed = sql`(${b.totalSatang} - ${b.paidSatang})`;
  // A bill due on `today` is not yet due; one due yesterday is 1 day past due.
  const [d1, d30, d60, d90, d180] = [1, 30, 60, 90, 180].map((d) => addDays(w.today, -d));
  const band = (from: string | null, to: string | null) =>
    sql`coalesce(sum(${owed}) filter (where ${from ? sql`${b.dueDate} >= ${from}` : sql`true`} and ${to ? sql`${b.dueDate} <= ${to}` : sql`true`}), 0)`;
  const rows = await queryRows<UnitRow>(
    w.tx,
    sql`select ${b.unitId} as "unitId", ${units.unitNo} as "unitNo", ${units.buildingId} as "buildingId",
        ${buildings.name} as "buildingName",
        coalesce(sum(${owed}) filter (where ${b.dueDate} >= ${w.today}), 0) as "notDue",
        ${band(d30!, d1!)} as "d1to30", ${band(d60!, addDays(d30!, -1))} as "d31to60",
        ${band(d90!, addDays(d60!, -1))} as "d61to90", ${band(d180!, addDays(d90!, -1))} as "d91to180",
        ${band(null, addDays(d180!, -1))} as "over180",
        sum(${owed}) as "totalSatang", count(*) as "bills"
      from ${b} join ${units} on ${units.id} = ${b.unitId} left join ${buildings} on ${buildings.id} = ${units.buildingId}
      where ${b.communityId} = ${w.scope.communityId} and ${b.status} in ('ISSUED', 'PARTIALLY_PAID')
        and ${b.totalSatang} > ${b.paidSatang}
      group by ${b.unitId}, ${units.unitNo}, ${units.buildingId}, ${buildings.name}
      order by ${buildings.name} nulls last, ${units.unitNo}`,
  );
  const totals = zero();
  const byBuilding = new Map<string | null, AgingReport['buildings'][number]>();
  const unitRows = rows.map((r) => {
    const amounts = Object.fromEntries(KEYS.map((k) => [k, Number(r[k])])) as AgingAmounts;
    addInto(totals, amounts);
    let building = byBuilding.get(r.buildingId);
    if (!building) {
      building = { ...zero(), buildingID: r.buildingId, buildingName: r.buildingName };
      byBuilding.set(r.buildingId, building);
    }
    addInto(building, amounts);
    return {
      ...amounts,
      unitID: r.unitId,
      unitNo: r.unitNo,
      buildingID: r.buildingId,
      buildingName: r.buildingName,
    };
  });
  return { asOf: w.today, units: unitRows, buildings: [...byBuilding.values()], totals };
}

/**
 * The due date of each unit's oldest open bill (issued, not fully paid): what a meeting roll reads
 * to find owners in arrears. One pass over the open-bills index.
 */
export async function oldestOpenDueByUnit(tx: Executor, scope: CommunityScope) {
  const rows = await tx
    .select({ unitId: billingBills.unitId, due: sql<string>`min(${billingBills.dueDate})::text` })
    .from(billingBills)
    .where(scope.owns(billingBills, inArray(billingBills.status, [...OPEN_STATUSES])))
    .groupBy(billingBills.unitId);
  return new Map(rows.map((r) => [r.unitId, r.due]));
}

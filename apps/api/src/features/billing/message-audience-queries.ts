import { OPEN_STATUSES } from '@cc/contracts/billing';
import type { SendMessageInput } from '@cc/contracts/billing-message';
import { inArray, lt, sql } from 'drizzle-orm';
import { units } from '../../platform/residence/tables';
import type { BillingWork } from './billing-work';
import { notFound } from './refusals';
import { assertBuildings } from './run-queries';
import { billingBills as b } from './tables';

/**
 * The units a message reaches, resolved now: every unit, the units of some buildings, picked
 * units, or the units with an overdue open bill today in the community's zone (owing at least
 * the minimum overdue, when given). A building or unit not of this community is refused.
 */
export async function audienceUnits(w: BillingWork, input: SendMessageInput): Promise<string[]> {
  const unitsWhere = async (condition?: ReturnType<typeof inArray>) =>
    (await w.tx.select({ id: units.id }).from(units).where(w.scope.owns(units, condition))).map((u) => u.id);
  switch (input.audience) {
    case 'ALL':
      return unitsWhere();
    case 'BUILDINGS': {
      const ids = input.buildingIDs ?? [];
      await assertBuildings(w, ids);
      return unitsWhere(inArray(units.buildingId, ids));
    }
    case 'UNITS': {
      const ids = [...new Set(input.unitIDs ?? [])];
      const found = await unitsWhere(inArray(units.id, ids));
      if (found.length !== ids.length) throw notFound('BILLING_UNIT_NOT_FOUND');
      return found;
    }
    case 'DEBTORS': {
      const owing = w.tx
        .select({ id: b.unitId })
        .from(b)
        .where(w.scope.owns(b, inArray(b.status, [...OPEN_STATUSES]), lt(b.dueDate, w.today)))
        .groupBy(b.unitId);
      const rows = await (input.minOverdueSatang
        ? owing.having(sql`sum(${b.totalSatang} - ${b.paidSatang}) >= ${input.minOverdueSatang}`)
        : owing);
      return rows.map((u) => u.id);
    }
  }
}

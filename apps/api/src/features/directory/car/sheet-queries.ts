import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { units } from '../../../platform/residence/tables';
import { unitCars } from '../tables';

/** What a car sheet is checked against: unit numbers, active plates, active cars per unit and type. */
export async function sheetContext(tx: Executor, scope: CommunityScope) {
  const unitRows = await tx
    .select({ id: units.id, unitNo: units.unitNo })
    .from(units)
    .where(scope.owns(units));
  const active = await tx
    .select({
      unitId: unitCars.unitId,
      type: unitCars.vehicleType,
      key: unitCars.plateKey,
      province: unitCars.province,
    })
    .from(unitCars)
    .where(scope.owns(unitCars, eq(unitCars.status, 'APPROVED')));
  const perUnit = new Map<string, number>();
  for (const a of active)
    perUnit.set(`${a.unitId}|${a.type}`, (perUnit.get(`${a.unitId}|${a.type}`) ?? 0) + 1);
  return {
    units: new Map(unitRows.map((u) => [u.unitNo.toUpperCase(), u.id])),
    taken: new Set(active.map((a) => `${a.key}|${a.province}`)),
    active: perUnit,
  };
}

/** Every approved car with its unit and current sticker, for the export. */
export async function exportRows(tx: Executor, scope: CommunityScope) {
  return queryRows<{
    unit_no: string;
    plate_no: string;
    province: string;
    vehicle_type: string;
    brand: string | null;
    model: string | null;
    colour: string | null;
    number: string | null;
    valid_until: string | null;
  }>(
    tx,
    sql`
    select u.unit_no, c.plate_no, c.province, c.vehicle_type, c.brand, c.model, c.colour, s.number,
           s.valid_until::text as valid_until
    from ${unitCars} c
    join ${units} u on u.id = c.unit_id
    left join lateral (
      select number, valid_until from car_stickers s
      where s.car_id = c.id and s.community_id = c.community_id and s.voided_at is null
      order by s.issued_at desc limit 1
    ) s on true
    where c.community_id = ${scope.communityId} and c.status = 'APPROVED'
    order by u.unit_no, c.plate_key`,
  );
}

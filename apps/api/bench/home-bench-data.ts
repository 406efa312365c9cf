import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client';
import { BENCH_COMMUNITY, BENCH_UNITS, seedBenchParcels } from './parcel-bench-data';

export { BENCH_COMMUNITY };
/** The landing bench's condo: 3,000 units, the parcels' 1,000 among them. */
export const HOME_UNITS = 3_000;

/**
 * The parcel bench's condo (its parcels over two years, many waiting and overdue) grown to
 * 3,000 units in an eleventh tower, so the badge counts read at the scale.
 */
export async function seedHomeBench(db: Database, parcels: number) {
  await seedBenchParcels(db, parcels);
  await db.execute(sql`
    with tower as (
      insert into buildings (community_id, name, floors) values (${BENCH_COMMUNITY}, 'Tower 11', 40) returning id
    )
    insert into units (community_id, building_id, unit_no)
    select ${BENCH_COMMUNITY}, tower.id, 'U11-' || lpad(g.i::text, 4, '0')
    from tower cross join generate_series(1, ${HOME_UNITS - BENCH_UNITS}::int) as g(i)`);
}

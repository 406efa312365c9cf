/**
 * The facility-booking bench's server, in a child process so the load generator does not share
 * its CPU: the product over the demo data plus a condominium of 3,000 units, 40 facilities and
 * about 1,000,000 bookings over two years. Prints one JSON line when ready. BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL): a fresh database on that PostgreSQL server, dropped at the stop
 * (BENCH_KEEP_DATABASE=1: kept, and reused filled by the next run; the hot-slot run's bookings
 * stay in it); neither: PGlite in memory.
 */
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchFacilityFigures, seedBenchFacilities } from './facility-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('facility-bench', { ownDatabase: true });
// The fill works as the tables' owner (the bookings' indexes are rebuilt after it, and statistics taken).
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchFacilities,
  figures: benchFacilityFigures,
  tables: 'facility_bookings, facility_slot_usage, facility_unit_counters, facilities, units',
});
const app = await host.buildApp();
host.ready({
  app: await host.listen(app),
  engine: host.engine,
  ownerUrl: host.ownerUrl ?? null,
  kept: host.kept,
  ...seeded,
  seedMs,
});

/**
 * The repair bench's server, in a child process so the load generator does not share its CPU:
 * the product over the demo data plus a condominium of 3,000 units, 300,000 repair requests over
 * two years and 1,500,000 timeline entries. Prints one JSON line when ready. BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL): a fresh database on that PostgreSQL server, dropped at the stop
 * (BENCH_KEEP_DATABASE=1: kept, and reused filled by the next run); neither: PGlite in memory.
 */
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchRepairFigures, seedBenchRepair } from './repair-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('repair-bench', { ownDatabase: true });
// The fill works as the tables' owner (the requests' indexes are rebuilt after it, and statistics taken).
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchRepair,
  figures: benchRepairFigures,
  tables: 'repair_requests, repair_events, repair_appointments, units',
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

/**
 * The visitor-management bench's server, in a child process so the load generator does not share
 * its CPU: the product over the demo data plus a condominium of 3,000 units, 500,000 visits over
 * 18 months and 200,000 coupons. Prints one JSON line when ready. BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL): a fresh database on that PostgreSQL server, dropped at the stop
 * (BENCH_KEEP_DATABASE=1: kept, and reused filled by the next run); neither: PGlite in memory.
 */
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchVmsFigures, seedBenchVms } from './vms-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('vms-bench', { ownDatabase: true });
// The fill works as the tables' owner (the indexes are rebuilt after it, and statistics taken).
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchVms,
  figures: benchVmsFigures,
  tables:
    'vms_visits, vms_stamps, vms_coupons, vms_coupon_batches, vms_coupon_batch_events, vms_coupon_owners, units',
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

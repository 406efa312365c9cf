/**
 * The recycling bench's server, in a child process so the load generator does not share its CPU:
 * the product over the demo data plus a condominium of 3,000 units with a year of 200,000
 * weigh-ins. Prints one JSON line when ready. BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh
 * database on that PostgreSQL server, dropped at the stop; neither: PGlite in memory.
 */
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchRecyclingFigures, seedBenchRecycling } from './recycling-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('recycling-bench', { ownDatabase: true });
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchRecycling,
  figures: benchRecyclingFigures,
  tables: 'recycling_records, recycling_balances, recycling_daily_totals, recycling_kinds, units',
});
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, kept: host.kept, ...seeded, seedMs });

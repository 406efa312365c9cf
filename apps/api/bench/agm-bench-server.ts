/**
 * The general meeting bench's server, in a child process so the load generator does not share its
 * CPU: the product over the demo data plus a 3,000-unit condominium in session. Prints one JSON
 * line when ready. BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh database on that PostgreSQL
 * server, dropped at the stop; neither: PGlite in memory.
 */
import { benchAgmFigures, seedBenchAgm } from './agm-bench-data';
import { benchOnTestDatabase, openBenchHost } from './bench-host';

// Only when set: assigning undefined to process.env stores the text "undefined".
benchOnTestDatabase();
const host = await openBenchHost('agm-bench', { ownDatabase: true });
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchAgm,
  figures: benchAgmFigures,
  tables: 'agm_roll, agm_attendance, agm_items, units, unit_members',
});
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, kept: host.kept, ...seeded, seedMs });
